import { useEffect, useRef } from 'react';
import type { AdminEvent } from './api/events.ts';
import { CategoryAndLocation, EventDates, Registration, TitleAndDescription } from './event-form/sections.tsx';
import { useEventForm } from './event-form/use-event-form.ts';
import { parseMaxAttendees } from './event-form/values.ts';
import { ImagePicker } from './image-picker.tsx';
import { SignUpSection } from './event-form/sign-up-section.tsx';

/**
 * The event form (SPEC 2, 4, 5): every field of the Event entity; the permanent toggle clears the dates
 * and unticking it restores the default start (next day 10:00); dates are the masjid's wall clock.
 * The submit button reads 'Create Event', or 'Update Event' when editing.
 */
export function EventForm({ event, onDone }: { event: AdminEvent | null; onDone: () => void }) {
  const { id, values, errors, set, setPermanent, onSubmit, saving } = useEventForm(event, onDone);
  const heading = useRef<HTMLHeadingElement>(null);
  const editing = event !== null;
  const section = { id, values, errors, set };
  const maxAttendees = parseMaxAttendees(values.maxAttendees);

  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  return (
    <form onSubmit={onSubmit} noValidate className="card space-y-5" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink-900">
        {editing ? `Edit event: ${event.title}` : 'New Event'}
      </h3>
      <p className="text-sm text-ink-700">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">as required</span> are required. Times are the masjid&apos;s local time.
      </p>
      <TitleAndDescription {...section} />
      <EventDates {...section} setPermanent={setPermanent} />
      <CategoryAndLocation {...section} />
      <ImagePicker value={values.imageUrl} onChange={(url) => set('imageUrl', url)} error={errors.imageUrl} />
      <Registration {...section} />
      {(values.registrationRequired || maxAttendees !== null) && (
        <RegistrationNotice required={values.registrationRequired} maxAttendees={maxAttendees} />
      )}
      <SignUpSection id={id} value={values.signUp} onChange={(signUp) => set('signUp', signUp)} errors={errors} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Saving...' : editing ? 'Update Event' : 'Create Event'}
        </button>
        <button type="button" className="btn btn-outline" onClick={onDone} disabled={saving}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** SPEC 2: the registration notice, with maxAttendees when there is one. */
export function RegistrationNotice({ required, maxAttendees }: { required: boolean; maxAttendees: number | null }) {
  const limit = maxAttendees !== null && Number.isFinite(maxAttendees) && maxAttendees > 0 ? maxAttendees : null;
  return (
    <p role="note" className="rounded-lg border border-gold-300 bg-gold-50 px-4 py-3 text-ink-900">
      {required ? 'Registration required' : 'Registration optional'}
      {limit !== null ? ` — limited to ${limit.toLocaleString('en-US')} attendees.` : '.'}
    </p>
  );
}
