import type { Ref } from 'react';
import type { PrayerSettingsAnswer } from '../api/prayer-settings.ts';
import { fieldId, type Errors } from './draft.ts';

/** A saved moment as staff read it, in the masjid's time zone. */
function stamp(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
}

export function EditorHeader({
  answer,
  canEdit,
  timeZone,
}: {
  answer: PrayerSettingsAnswer;
  canEdit: boolean;
  timeZone: string;
}) {
  return (
    <div>
      <h2 id="prayer-settings-heading" className="text-xl font-semibold text-ink-900">
        Prayer Settings
      </h2>
      <p className="mt-1 text-ink-700" data-testid="prayer-settings-status">
        {answer.saved
          ? `Last saved by ${answer.updatedBy ?? 'a former user'} on ${stamp(answer.updatedAt ?? '', timeZone)}.`
          : "These are the config file's settings; nothing has been saved here yet."}
      </p>
      {!canEdit && (
        <p role="note" className="mt-2 rounded-lg border border-ink-300 bg-ink-50 p-3 text-ink-900">
          You can view the prayer settings; an admin can change them.
        </p>
      )}
    </div>
  );
}

/** What to fix, each linked to its field; after a refused save it says the settings were not saved. */
export function ErrorSummary({ ref, errors, refused }: { ref: Ref<HTMLDivElement>; errors: Errors; refused: boolean }) {
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">
        {refused ? 'The settings were not saved. Please fix:' : 'Please fix before saving:'}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {Object.entries(errors).map(([path, message]) => (
          <li key={path}>
            <a href={`#${fieldId(path)}`} className="underline">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function EditorActions({
  dirty,
  saving,
  onDiscard,
  onUseDefaults,
}: {
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
  onUseDefaults: () => void;
}) {
  return (
    <div className="sticky bottom-0 flex flex-wrap gap-3 border-t border-ink-200 bg-white py-3">
      <button type="submit" className="btn btn-primary" disabled={!dirty}>
        {saving ? 'Saving...' : 'Save Prayer Settings'}
      </button>
      <button type="button" className="btn btn-outline" disabled={!dirty} onClick={onDiscard}>
        Discard changes
      </button>
      <button type="button" className="btn btn-outline" onClick={onUseDefaults}>
        Use the config file&apos;s settings
      </button>
      {dirty && <span className="self-center text-sm text-ink-700">Unsaved changes</span>}
    </div>
  );
}

/** The log of saves: when, who, and what each changed. */
export function ChangeLog({ changes, timeZone }: { changes: PrayerSettingsAnswer['changes']; timeZone: string }) {
  return (
    <section aria-labelledby="ps-log-heading">
      <h3 id="ps-log-heading" className="text-lg font-semibold text-ink-900">
        Changes
      </h3>
      {changes.length === 0 ? (
        <p className="text-sm text-ink-600">No changes saved yet.</p>
      ) : (
        <ol className="mt-2 space-y-3" data-testid="prayer-settings-log">
          {changes.map((change) => (
            <li key={change.id} className="rounded-lg border border-ink-200 p-3">
              <p className="text-sm font-semibold text-ink-900">
                {stamp(change.changedAt, timeZone)} · {change.username}
              </p>
              <ul className="mt-1 list-disc pl-5 text-sm text-ink-800">
                {change.summary.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
