import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { isoDateIn } from '../../../domain/dates/zoned.ts';
import type { PrayerSettings } from '../../../domain/schedule/settings.ts';
import { usePrayerSettings, useSavePrayerSettings, type PrayerSettingsAnswer } from '../api/prayer-settings.ts';
import { useAdminConfig } from '../config.tsx';
import { reportError, success } from '../errors.ts';
import type { PanelProps, QuickActionProps } from '../panel.ts';
import { PrayerTimesCsvPanel } from '../prayer-times-csv.tsx';
import { LoadError, Spinner } from '../ui/fields.tsx';
import { CalculationSection } from './calculation-section.tsx';
import { CalendarSection } from './calendar-section.tsx';
import { fieldErrors, type Errors, type Update } from './draft.ts';
import { ChangeLog, EditorActions, EditorHeader, ErrorSummary } from './editor-parts.tsx';
import { IqamahSection } from './iqamah-section.tsx';
import { JumuahSection } from './jumuah-section.tsx';
import { PreviewTable } from './preview-table.tsx';
import { useDraftPreview } from './use-draft-preview.ts';

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
  if (query.isError)
    return <LoadError message="Failed to fetch the prayer settings" onRetry={() => void query.refetch()} />;
  // A new version (this save or another admin's) starts the form again from what is stored.
  return <Editor key={query.data.version} answer={query.data} canEdit={canEdit} />;
}

function Editor({ answer, canEdit }: { answer: PrayerSettingsAnswer; canEdit: boolean }) {
  const { timeZone } = useAdminConfig();
  const [today] = useState(() => isoDateIn(timeZone, new Date()));
  const [draft, setDraft] = useState<PrayerSettings>(answer.settings);
  const [errors, setErrors] = useState<Errors>({});
  const summary = useRef<HTMLDivElement>(null);
  const save = useSavePrayerSettings();
  const draftJson = JSON.stringify(draft);
  const dirty = draftJson !== JSON.stringify(answer.settings);
  const preview = useDraftPreview(draft, draftJson, dirty, setErrors);
  const [focusSummary, setFocusSummary] = useState(0);

  const update: Update = (change) =>
    setDraft((current) => {
      const next = structuredClone(current);
      change(next);
      return next;
    });

  function onSave(event: SyntheticEvent) {
    event.preventDefault();
    save.mutate(
      { settings: draft, version: answer.version },
      {
        onSuccess: (result) =>
          success(
            result.message === 'Nothing changed' ? 'Nothing to save' : 'Prayer settings saved',
            'The public pages are being updated.',
          ),
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

  const startFrom = (settings: PrayerSettings) => (setDraft(settings), setErrors({}));
  const sections = { settings: draft, errors, update };

  return (
    <section aria-labelledby="prayer-settings-heading" className="space-y-6" data-testid="prayer-settings">
      <EditorHeader answer={answer} canEdit={canEdit} timeZone={timeZone} />
      {Object.keys(errors).length > 0 && <ErrorSummary ref={summary} errors={errors} refused={focusSummary > 0} />}
      <form onSubmit={onSave} noValidate aria-label="Prayer settings">
        <fieldset disabled={!canEdit || save.isPending} className="space-y-8">
          <IqamahSection {...sections} today={today} impacts={preview.data ? preview.data.ruleImpact : null} />
          <CalculationSection {...sections} />
          <JumuahSection {...sections} today={today} />
          <CalendarSection {...sections} today={today} />
          {canEdit && (
            <EditorActions
              dirty={dirty}
              saving={save.isPending}
              onDiscard={() => startFrom(answer.settings)}
              onUseDefaults={() => startFrom(answer.defaults)}
            />
          )}
        </fieldset>
      </form>
      <PreviewTable
        preview={preview.data ?? answer}
        pending={preview.pending}
        stale={dirty && !preview.data}
        invalid={preview.invalid}
      />
      <ChangeLog changes={answer.changes} timeZone={timeZone} />
    </section>
  );
}
