import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_TRANSLATABLE,
  announcementInputSchema,
} from '../../domain/announcements/announcement-input.ts';
import type { StaffTranslations } from '../../domain/i18n/staff-text.ts';
import { formatEventDate, formatEventTime } from '../../domain/dates/event-dates.ts';
import { toDateTimeLocal } from '../../domain/event-rules/date-input.ts';
import { checkInput } from '../../domain/forms/check-input.ts';
import {
  useAnnouncements,
  useDeleteAnnouncement,
  useSaveAnnouncement,
  type AdminAnnouncement,
  type AnnouncementPayload,
} from './api/announcements.ts';
import { useAdminConfig } from './config.tsx';
import { reportError, reportRefused, success } from './errors.ts';
import type { QuickActionProps } from './panel.ts';
import { useConfirm } from './ui/confirm-dialog.tsx';
import { describedBy, Field, LoadError, smallDanger, smallOutline, Spinner } from './ui/fields.tsx';
import { TranslatedMarker, TranslationsField, type TranslatedInput } from './ui/translations-field.tsx';
import { useEditor } from './use-editor.ts';

/** Announcements: every announcement (active or not), the form, delete with confirmation. */
export function AnnouncementsTab(props: QuickActionProps) {
  const announcements = useAnnouncements();
  const remove = useDeleteAnnouncement();
  const { confirm, element: confirmDialog } = useConfirm();
  const { editor, openNew, edit, close, forget } = useEditor<AdminAnnouncement>(props);

  function askDelete(announcement: AdminAnnouncement) {
    confirm({
      title: 'Delete announcement?',
      message: `"${announcement.title}" will be removed from the website. This cannot be undone.`,
      confirmLabel: 'Delete Announcement',
      onConfirm: () =>
        remove.mutateAsync(announcement.id).then(
          () => {
            success('Announcement deleted', `"${announcement.title}" has been removed.`);
            forget((item) => item.id === announcement.id);
          },
          (error: unknown) => void reportError(error, 'Failed to delete announcement'),
        ),
    });
  }

  return (
    <section aria-labelledby="announcements-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="announcements-heading" className="text-xl font-semibold text-ink-900">
          Announcements
        </h2>
        {editor.kind === 'closed' && (
          <button type="button" className="btn btn-primary" onClick={openNew}>
            New Announcement
          </button>
        )}
      </div>
      {editor.kind !== 'closed' && (
        <AnnouncementForm
          key={editor.kind === 'edit' ? `edit-${editor.item.id}` : 'new'}
          announcement={editor.kind === 'edit' ? editor.item : null}
          onDone={close}
        />
      )}
      {announcements.isPending ? (
        <Spinner label="Loading announcements..." />
      ) : announcements.isError ? (
        <LoadError message="Failed to fetch announcements" onRetry={() => void announcements.refetch()} />
      ) : announcements.data.length === 0 ? (
        <p className="text-ink-700">No announcements yet.</p>
      ) : (
        <ul className="space-y-3" aria-label="All announcements">
          {announcements.data.map((a) => (
            <AnnouncementRow
              key={a.id}
              announcement={a}
              listedAt={announcements.dataUpdatedAt}
              onEdit={() => edit(a)}
              onDelete={() => askDelete(a)}
            />
          ))}
        </ul>
      )}
      {confirmDialog}
    </section>
  );
}

function AnnouncementRow({
  announcement,
  listedAt,
  onEdit,
  onDelete,
}: {
  announcement: AdminAnnouncement;
  /** When the list was answered: expiry is judged then, so rendering stays pure. */
  listedAt: number;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { timeZone } = useAdminConfig();
  const expired = announcement.expiresAt !== null && new Date(announcement.expiresAt).getTime() <= listedAt;
  return (
    <li className="card flex flex-col gap-3 p-4 sm:flex-row" data-testid="announcement-row">
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-semibold text-ink-900">{announcement.title}</h3>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          <span className={announcement.isActive ? 'badge' : 'badge bg-ink-100 text-ink-800'}>
            {announcement.isActive ? 'Active' : 'Inactive'}
          </span>
          <span className="text-ink-700">Priority {announcement.priority}</span>
          <span className="text-ink-700">
            {announcement.expiresAt
              ? `${expired ? 'Expired' : 'Expires'} ${formatEventDate(announcement.expiresAt, timeZone)} at ${formatEventTime(announcement.expiresAt, timeZone)}`
              : 'No expiry'}
          </span>
          <TranslatedMarker translations={announcement.translations} />
        </p>
        <p className="mt-2 whitespace-pre-line text-ink-800">{announcement.content}</p>
      </div>
      <div className="flex shrink-0 gap-2 sm:flex-col">
        <button type="button" className={smallOutline} onClick={onEdit} aria-label={`Edit ${announcement.title}`}>
          Edit
        </button>
        <button type="button" className={smallDanger} onClick={onDelete} aria-label={`Delete ${announcement.title}`}>
          Delete
        </button>
      </div>
    </li>
  );
}

interface Values {
  title: string;
  content: string;
  isActive: boolean;
  priority: string;
  expiresAt: string;
  translations: StaffTranslations;
}

const TRANSLATED_INPUTS: readonly TranslatedInput[] = [
  { name: 'title', ...ANNOUNCEMENT_TRANSLATABLE.title },
  { name: 'content', ...ANNOUNCEMENT_TRANSLATABLE.content, rows: 4 },
];

type SetValue = <K extends keyof Values>(key: K, value: Values[K]) => void;

/** The announcement form's state: its values, the errors the check or the API gave, and saving them. */
function useAnnouncementForm(announcement: AdminAnnouncement | null, onDone: () => void) {
  const { timeZone, languages } = useAdminConfig();
  const id = useId();
  const editing = announcement !== null;
  const [values, setValues] = useState<Values>(() => ({
    title: announcement?.title ?? '',
    content: announcement?.content ?? '',
    isActive: announcement?.isActive ?? true,
    priority: String(announcement?.priority ?? 0),
    expiresAt: toDateTimeLocal(announcement?.expiresAt ?? null, timeZone),
    translations: announcement?.translations ?? {},
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveAnnouncement();
  const set: SetValue = (key, value) => setValues((v) => ({ ...v, [key]: value }));

  function onSubmit(e: SyntheticEvent) {
    e.preventDefault();
    const input = {
      title: values.title.trim(),
      content: values.content.trim(),
      isActive: values.isActive,
      priority: values.priority,
      expiresAt: values.expiresAt || null,
      translations: values.translations,
    };
    const checked = checkInput(
      announcementInputSchema(
        timeZone,
        languages.slice(1).map((language) => language.code),
      ),
      input,
    );
    if (!checked.ok) {
      setErrors(reportRefused(checked, input, id));
      return;
    }
    setErrors({});
    const payload: AnnouncementPayload = {
      ...input,
      priority: checked.value.priority,
      translations: checked.value.translations,
    };
    save.mutate(
      { id: announcement?.id ?? null, payload },
      {
        onSuccess: (saved) => {
          success(editing ? 'Announcement updated' : 'Announcement created', `"${saved.title}" has been saved.`);
          onDone();
        },
        onError: (error) =>
          setErrors(reportError(error, editing ? 'Failed to update announcement' : 'Failed to create announcement')),
      },
    );
  }

  return { id, values, errors, set, onSubmit, saving: save.isPending };
}

/** SPEC 5: title and content required; priority a whole number 0-10 (higher shows first); empty expiry is none. */
function AnnouncementForm({ announcement, onDone }: { announcement: AdminAnnouncement | null; onDone: () => void }) {
  const { id, values, errors, set, onSubmit, saving } = useAnnouncementForm(announcement, onDone);
  const heading = useRef<HTMLHeadingElement>(null);
  const editing = announcement !== null;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <form onSubmit={onSubmit} noValidate className="card space-y-5" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink-900">
        {editing ? `Edit announcement: ${announcement.title}` : 'New Announcement'}
      </h3>
      <TranslationsField
        idPrefix={id}
        label="Announcement text"
        inputs={TRANSLATED_INPUTS}
        value={values.translations}
        onChange={(translations) => set('translations', translations)}
        errors={errors}
      >
        <Field id={`${id}-title`} label="Title" error={errors.title} required>
          <input
            id={`${id}-title`}
            value={values.title}
            maxLength={ANNOUNCEMENT_LIMITS.title}
            onChange={(e) => set('title', e.target.value)}
            className="field-input"
            aria-required="true"
            {...describedBy(`${id}-title`, errors.title)}
          />
        </Field>
        <Field id={`${id}-content`} label="Content" error={errors.content} required>
          <textarea
            id={`${id}-content`}
            rows={4}
            value={values.content}
            maxLength={ANNOUNCEMENT_LIMITS.content}
            onChange={(e) => set('content', e.target.value)}
            className="field-input"
            aria-required="true"
            {...describedBy(`${id}-content`, errors.content)}
          />
        </Field>
      </TranslationsField>
      <label className="inline-flex items-center gap-2 font-semibold text-ink-900">
        <input
          type="checkbox"
          checked={values.isActive}
          onChange={(e) => set('isActive', e.target.checked)}
          className="h-4 w-4 accent-primary-700"
        />
        Active (shown on the website)
      </label>
      <PriorityAndExpiry id={id} values={values} errors={errors} set={set} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Saving...' : editing ? 'Update Announcement' : 'Create Announcement'}
        </button>
        <button type="button" className="btn btn-outline" onClick={onDone} disabled={saving}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** When the announcement shows: its priority among the others, and when it expires. */
function PriorityAndExpiry({
  id,
  values,
  errors,
  set,
}: {
  id: string;
  values: Values;
  errors: Record<string, string>;
  set: SetValue;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={`${id}-priority`} label="Priority (0-10)" error={errors.priority} hint="Higher numbers show first.">
        <input
          id={`${id}-priority`}
          type="number"
          inputMode="numeric"
          min={0}
          max={10}
          step={1}
          value={values.priority}
          onChange={(e) => set('priority', e.target.value)}
          className="field-input"
          {...describedBy(`${id}-priority`, errors.priority, true)}
        />
      </Field>
      <Field
        id={`${id}-expiresAt`}
        label="Expires (optional)"
        error={errors.expiresAt}
        hint="Leave empty for no expiry."
      >
        <input
          id={`${id}-expiresAt`}
          type="datetime-local"
          value={values.expiresAt}
          onChange={(e) => set('expiresAt', e.target.value)}
          className="field-input"
          {...describedBy(`${id}-expiresAt`, errors.expiresAt, true)}
        />
      </Field>
    </div>
  );
}
