import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { isoDateIn } from '../../../domain/dates/zoned.ts';
import type { PrayerSettings } from '../../../domain/schedule/settings.ts';
import { serverFieldErrors } from '../../../lib/server-message.ts';
import { handleUnauthorized } from '../../../lib/navigation.ts';
import {
  usePrayerSettings,
  usePreviewPrayerSettings,
  useSavePrayerSettings,
  type PrayerSettingsAnswer,
} from '../api/prayer-settings.ts';
import { useAdminConfig } from '../config.tsx';
import { reportError, success } from '../errors.ts';
import type { PanelProps, QuickActionProps } from '../panel.ts';
import { PrayerTimesCsvPanel } from '../prayer-times-csv.tsx';
import { LoadError, Spinner } from '../ui/fields.tsx';
import { CalculationSection } from './calculation-section.tsx';
import { CalendarSection } from './calendar-section.tsx';
import { fieldId, settingsPath, type Errors, type Update } from './draft.ts';
import { IqamahSection } from './iqamah-section.tsx';
import { JumuahSection } from './jumuah-section.tsx';
import { PreviewTable } from './preview-table.tsx';

/** Wait after the last edit before asking for a preview. */
const PREVIEW_DELAY_MS = 500;

/**
 * Admin → Prayer Settings (issue 13): iqamah rules and date-ranged overrides, the calculation, the Jumu'ah
 * khutbahs, the Hijri date, Ramadan and the Eid prayers, with a preview of the next 7 days as they would
 * be before saving. Admin and super_admin edit; editors see the same page read-only. Every save is logged
 * (the list at the bottom) and rebuilds the public pages.
 */
export function PrayerSettingsTab({ canEdit, action, onActionDone }: Pick<PanelProps, 'canEdit'> & QuickActionProps) {
  // The quick action 'csv' (`/admin#prayer-settings/csv`) opens the prayer-times CSV tools above them.
  return (
    <div className="space-y-8">
      {action === 'csv' && <PrayerTimesCsvPanel onClose={onActionDone} />}
      <PrayerSettingsEditor canEdit={canEdit} />
    </div>
  );
}

function PrayerSettingsEditor({ canEdit }: { canEdit: boolean }) {
  const query = usePrayerSettings();
  if (query.isPending) return <Spinner />;
  if (query.isError) return <LoadError message="Failed to fetch the prayer settings" onRetry={() => void query.refetch()} />;
  // A new version (this save or another admin's) starts the form again from what is stored.
  return <Editor key={query.data.version} answer={query.data} canEdit={canEdit} />;
}

/** The API's field errors by settings path (the body's 'settings.' prefix dropped). */
function fieldErrors(error: unknown): Errors {
  return Object.fromEntries(Object.entries(serverFieldErrors(error)).map(([path, message]) => [settingsPath(path), message]));
}

function Editor({ answer, canEdit }: { answer: PrayerSettingsAnswer; canEdit: boolean }) {
  const { timeZone } = useAdminConfig();
  const [today] = useState(() => isoDateIn(timeZone, new Date()));
  const [draft, setDraft] = useState<PrayerSettings>(answer.settings);
  const [errors, setErrors] = useState<Errors>({});
  const summary = useRef<HTMLDivElement>(null);
  const preview = usePreviewPrayerSettings();
  const save = useSavePrayerSettings();
  const draftJson = JSON.stringify(draft);
  const dirty = draftJson !== JSON.stringify(answer.settings);
  // The draft the preview (and so the server's validation) last answered for, and how.
  const [previewed, setPreviewed] = useState<{ json: string; valid: boolean } | null>(null);
  const [focusSummary, setFocusSummary] = useState(0);

  const update: Update = (change) =>
    setDraft((current) => {
      const next = structuredClone(current);
      change(next);
      return next;
    });

  // A moment after each change the server previews the draft, and checks it: the same validation as a save,
  // so its messages show by their fields while staff type (the island carries no schema of its own).
  const { mutate: requestPreview } = preview;
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(
      () =>
        requestPreview(draft, {
          onSuccess: () => {
            setPreviewed({ json: draftJson, valid: true });
            setErrors({});
          },
          onError: (error) => {
            if (handleUnauthorized(error)) return;
            setPreviewed({ json: draftJson, valid: false });
            setErrors(fieldErrors(error));
          },
        }),
      PREVIEW_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [dirty, draft, draftJson, requestPreview]);

  function onSave(event: SyntheticEvent) {
    event.preventDefault();
    save.mutate(
      { settings: draft, version: answer.version },
      {
        onSuccess: (result) => success(result.message === 'Nothing changed' ? 'Nothing to save' : 'Prayer settings saved', 'The public pages are being updated.'),
        onError: (error) => {
          reportError(error, 'Failed to save the prayer settings');
          setErrors(fieldErrors(error));
          setFocusSummary((n) => n + 1);
        },
      },
    );
  }

  // A refused save moves focus to the list of what to fix.
  useEffect(() => {
    if (focusSummary > 0) summary.current?.focus();
  }, [focusSummary]);

  const showDraftPreview = dirty && previewed?.json === draftJson && previewed.valid && preview.data;
  const errorList = Object.entries(errors);

  return (
    <section aria-labelledby="prayer-settings-heading" className="space-y-6" data-testid="prayer-settings">
      <div>
        <h2 id="prayer-settings-heading" className="text-xl font-semibold text-ink-900">
          Prayer Settings
        </h2>
        <p className="mt-1 text-ink-700" data-testid="prayer-settings-status">
          {answer.saved
            ? `Last saved by ${answer.updatedBy ?? 'a former user'} on ${new Date(answer.updatedAt ?? '').toLocaleString('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' })}.`
            : "These are the config file's settings; nothing has been saved here yet."}
        </p>
        {!canEdit && (
          <p role="note" className="mt-2 rounded-lg border border-ink-300 bg-ink-50 p-3 text-ink-900">
            You can view the prayer settings; an admin can change them.
          </p>
        )}
      </div>

      {errorList.length > 0 && (
        <div ref={summary} tabIndex={-1} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{focusSummary > 0 ? 'The settings were not saved. Please fix:' : 'Please fix before saving:'}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {errorList.map(([path, message]) => (
              <li key={path}>
                <a href={`#${fieldId(path)}`} className="underline">
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

      <form onSubmit={onSave} noValidate aria-label="Prayer settings">
        <fieldset disabled={!canEdit || save.isPending} className="space-y-8">
          <IqamahSection
            settings={draft}
            errors={errors}
            update={update}
            today={today}
            impacts={showDraftPreview ? preview.data.ruleImpact : null}
          />
          <CalculationSection settings={draft} errors={errors} update={update} />
          <JumuahSection settings={draft} errors={errors} update={update} today={today} />
          <CalendarSection settings={draft} errors={errors} update={update} today={today} />
          {canEdit && (
            <div className="sticky bottom-0 flex flex-wrap gap-3 border-t border-ink-200 bg-white py-3">
              <button type="submit" className="btn btn-primary" disabled={!dirty}>
                {save.isPending ? 'Saving...' : 'Save Prayer Settings'}
              </button>
              <button type="button" className="btn btn-outline" disabled={!dirty} onClick={() => (setDraft(answer.settings), setErrors({}))}>
                Discard changes
              </button>
              <button type="button" className="btn btn-outline" onClick={() => (setDraft(answer.defaults), setErrors({}))}>
                Use the config file&apos;s settings
              </button>
              {dirty && <span className="self-center text-sm text-ink-700">Unsaved changes</span>}
            </div>
          )}
        </fieldset>
      </form>

      <PreviewTable
        preview={showDraftPreview ? preview.data : answer}
        pending={preview.isPending}
        stale={dirty && !showDraftPreview}
        invalid={dirty && previewed?.json === draftJson && !previewed.valid}
      />

      <section aria-labelledby="ps-log-heading">
        <h3 id="ps-log-heading" className="text-lg font-semibold text-ink-900">
          Changes
        </h3>
        {answer.changes.length === 0 ? (
          <p className="text-sm text-ink-600">No changes saved yet.</p>
        ) : (
          <ol className="mt-2 space-y-3" data-testid="prayer-settings-log">
            {answer.changes.map((change) => (
              <li key={change.id} className="rounded-lg border border-ink-200 p-3">
                <p className="text-sm font-semibold text-ink-900">
                  {new Date(change.changedAt).toLocaleString('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' })} · {change.username}
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
    </section>
  );
}
