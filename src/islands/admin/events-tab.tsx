import { eventDateDisplay } from '../../domain/dates/event-dates.ts';
import { EVENT_CATEGORY_LABELS, type EventCategoryValue } from '../../domain/event-rules/event-form.ts';
import { useDeleteEvent, useEvents, type AdminEvent } from './api/events.ts';
import { useAdminConfig } from './config.tsx';
import { reportError, success } from './errors.ts';
import { EventForm, RegistrationNotice } from './event-form.tsx';
import type { QuickActionProps } from './panel.ts';
import { useConfirm } from './ui/confirm-dialog.tsx';
import { LoadError, smallDanger, smallOutline, Spinner } from './ui/fields.tsx';
import { useEditor } from './use-editor.ts';
import { TranslatedMarker } from './ui/translations-field.tsx';

/** Events: the admin list (every event), the form for a new or edited event, delete with confirmation. */
export function EventsTab(props: QuickActionProps) {
  const events = useEvents();
  const remove = useDeleteEvent();
  const { confirm, element: confirmDialog } = useConfirm();
  const { editor, openNew, edit, close, forget } = useEditor<AdminEvent>(props);

  function askDelete(event: AdminEvent) {
    confirm({
      title: 'Delete event?',
      message: `"${event.title}" will be removed from the website. This cannot be undone.`,
      confirmLabel: 'Delete Event',
      onConfirm: () =>
        remove.mutateAsync(event.id).then(
          () => {
            success('Event deleted', `"${event.title}" has been removed.`);
            forget((item) => item.id === event.id);
          },
          (error: unknown) => void reportError(error, 'Failed to delete event'),
        ),
    });
  }

  return (
    <section aria-labelledby="events-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="events-heading" className="text-xl font-semibold text-ink-900">
          Events
        </h2>
        {editor.kind === 'closed' && (
          <button type="button" className="btn btn-primary" onClick={openNew}>
            New Event
          </button>
        )}
      </div>
      {editor.kind !== 'closed' && (
        <EventForm
          key={editor.kind === 'edit' ? `edit-${editor.item.id}` : 'new'}
          event={editor.kind === 'edit' ? editor.item : null}
          onDone={close}
        />
      )}
      {events.isPending ? (
        <Spinner label="Loading events..." />
      ) : events.isError ? (
        <LoadError message="Failed to fetch events" onRetry={() => void events.refetch()} />
      ) : events.data.length === 0 ? (
        <p className="text-ink-700">No events yet.</p>
      ) : (
        <ul className="space-y-3" aria-label="All events">
          {events.data.map((event) => (
            <EventRow
              key={event.id}
              event={event}
              onEdit={() => edit(event)}
              onDelete={() => askDelete(event)}
            />
          ))}
        </ul>
      )}
      {confirmDialog}
    </section>
  );
}

function EventRow({ event, onEdit, onDelete }: { event: AdminEvent; onEdit: () => void; onDelete: () => void }) {
  const { timeZone } = useAdminConfig();
  const display = eventDateDisplay(event, timeZone);
  return (
    <li className="card flex flex-col gap-4 p-4 sm:flex-row" data-testid="event-row">
      {event.imageUrl && (
        <img src={event.imageUrl} alt="" className="h-24 w-full rounded object-cover sm:w-36" loading="lazy" />
      )}
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-semibold text-ink-900">{event.title}</h3>
        <p className="text-sm text-ink-700">
          {display.isPermanent ? display.date : `${display.date} · ${display.time}`}
          {display.endsText && <span className="block">{display.endsText}</span>}
        </p>
        <p className="mt-1 flex flex-wrap gap-2 text-sm">
          <span className="badge">{EVENT_CATEGORY_LABELS[event.category as EventCategoryValue] ?? event.category}</span>
          {event.location && <span className="text-ink-700">{event.location}</span>}
          <TranslatedMarker translations={event.translations} />
        </p>
        <p className="mt-2 line-clamp-2 text-ink-800">{event.description}</p>
        {(event.registrationRequired || event.maxAttendees !== null) && (
          <div className="mt-2 text-sm">
            <RegistrationNotice required={event.registrationRequired} maxAttendees={event.maxAttendees} />
          </div>
        )}
      </div>
      <div className="flex shrink-0 gap-2 sm:flex-col">
        <button type="button" className={smallOutline} onClick={onEdit} aria-label={`Edit ${event.title}`}>
          Edit
        </button>
        <button type="button" className={smallDanger} onClick={onDelete} aria-label={`Delete ${event.title}`}>
          Delete
        </button>
      </div>
    </li>
  );
}
