import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { toDateTimeLocal } from '../../domain/event-rules/date-input.ts';
import { eventInputSchema } from '../../domain/event-rules/event-input.ts';
import { checkInput } from '../../domain/forms/check-input.ts';
import {
  DEFAULT_EVENT_CATEGORY,
  defaultEventStart,
  EVENT_CATEGORY_LABELS,
  EVENT_CATEGORY_VALUES,
  EVENT_LIMITS,
  type EventCategoryValue,
} from '../../domain/event-rules/event-form.ts';
import { useSaveEvent, type AdminEvent, type EventPayload } from './api/events.ts';
import { useAdminConfig } from './config.tsx';
import { reportError, reportRefused, success } from './errors.ts';
import { ImagePicker } from './image-picker.tsx';
import { describedBy, Field } from './ui/fields.tsx';

interface Values {
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  isPermanent: boolean;
  category: EventCategoryValue;
  imageUrl: string;
  location: string;
  registrationRequired: boolean;
  maxAttendees: string;
}

function initialValues(event: AdminEvent | null, timeZone: string): Values {
  if (!event) {
    return {
      title: '',
      description: '',
      startDate: defaultEventStart(timeZone, new Date()),
      endDate: '',
      isPermanent: false,
      category: DEFAULT_EVENT_CATEGORY,
      imageUrl: '',
      location: '',
      registrationRequired: false,
      maxAttendees: '',
    };
  }
  return {
    title: event.title,
    description: event.description,
    startDate: event.isPermanent ? '' : toDateTimeLocal(event.startDate, timeZone),
    endDate: event.isPermanent ? '' : toDateTimeLocal(event.endDate, timeZone),
    isPermanent: event.isPermanent,
    category: event.category,
    imageUrl: event.imageUrl ?? '',
    location: event.location ?? '',
    registrationRequired: event.registrationRequired,
    maxAttendees: event.maxAttendees === null ? '' : String(event.maxAttendees),
  };
}

/**
 * The event form (SPEC 2, 4, 5): every field of the Event entity; the permanent toggle clears the dates
 * and unticking it restores the default start (next day 10:00); dates are the masjid's wall clock.
 * The submit button reads 'Create Event', or 'Update Event' when editing.
 */
export function EventForm({ event, onDone }: { event: AdminEvent | null; onDone: () => void }) {
  const { timeZone } = useAdminConfig();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<Values>(() => initialValues(event, timeZone));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveEvent();
  const editing = event !== null;

  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  function setPermanent(isPermanent: boolean) {
    setValues((v) =>
      isPermanent
        ? { ...v, isPermanent, startDate: '', endDate: '' }
        : { ...v, isPermanent, startDate: defaultEventStart(timeZone, new Date()), endDate: '' },
    );
  }

  function onSubmit(e: SyntheticEvent) {
    e.preventDefault();
    const payload: EventPayload = {
      title: values.title.trim(),
      description: values.description.trim(),
      startDate: values.isPermanent ? null : values.startDate,
      endDate: values.isPermanent || !values.endDate ? null : values.endDate,
      isPermanent: values.isPermanent,
      category: values.category,
      imageUrl: values.imageUrl.trim(),
      location: values.location.trim(),
      registrationRequired: values.registrationRequired,
      maxAttendees: values.maxAttendees.trim() === '' ? null : Number(values.maxAttendees),
    };
    const checked = checkInput(eventInputSchema(timeZone), payload);
    if (!checked.ok) {
      setErrors(reportRefused(checked, payload, id));
      return;
    }
    setErrors({});
    save.mutate(
      { id: event?.id ?? null, payload },
      {
        onSuccess: (saved) => {
          success(editing ? 'Event updated' : 'Event created', `"${saved.title}" has been saved.`);
          onDone();
        },
        onError: (error) =>
          setErrors(reportError(error, editing ? 'Failed to update event' : 'Failed to create event')),
      },
    );
  }

  const maxAttendees = values.maxAttendees.trim() === '' ? null : Number(values.maxAttendees);
  const input = 'field-input';

  return (
    <form onSubmit={onSubmit} noValidate className="card space-y-5" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink-900">
        {editing ? `Edit event: ${event.title}` : 'New Event'}
      </h3>
      <p className="text-sm text-ink-700">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">as required</span> are required. Times are the masjid&apos;s local time.
      </p>
      <Field id={`${id}-title`} label="Title" error={errors.title} required>
        <input
          id={`${id}-title`}
          value={values.title}
          maxLength={EVENT_LIMITS.title}
          onChange={(e) => set('title', e.target.value)}
          className={input}
          aria-required="true"
          {...describedBy(`${id}-title`, errors.title)}
        />
      </Field>
      <Field id={`${id}-description`} label="Description" error={errors.description} required>
        <textarea
          id={`${id}-description`}
          rows={4}
          value={values.description}
          maxLength={EVENT_LIMITS.description}
          onChange={(e) => set('description', e.target.value)}
          className={input}
          aria-required="true"
          {...describedBy(`${id}-description`, errors.description)}
        />
      </Field>
      <div>
        <label className="inline-flex items-center gap-2 font-semibold text-ink-900">
          <input
            type="checkbox"
            checked={values.isPermanent}
            onChange={(e) => setPermanent(e.target.checked)}
            className="h-4 w-4 accent-primary-700"
          />
          Permanent event (no dates)
        </label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-startDate`}
          label="Start date and time"
          error={errors.startDate}
          required={!values.isPermanent}
          hint={values.isPermanent ? 'A permanent event has no dates.' : undefined}
        >
          <input
            id={`${id}-startDate`}
            type="datetime-local"
            value={values.startDate}
            disabled={values.isPermanent}
            onChange={(e) => set('startDate', e.target.value)}
            className={input}
            aria-required={!values.isPermanent}
            {...describedBy(`${id}-startDate`, errors.startDate, values.isPermanent)}
          />
        </Field>
        <Field id={`${id}-endDate`} label="End date and time (optional)" error={errors.endDate}>
          <input
            id={`${id}-endDate`}
            type="datetime-local"
            value={values.endDate}
            min={values.startDate || undefined}
            disabled={values.isPermanent}
            onChange={(e) => set('endDate', e.target.value)}
            className={input}
            {...describedBy(`${id}-endDate`, errors.endDate)}
          />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-category`} label="Category" error={errors.category}>
          <select
            id={`${id}-category`}
            value={values.category}
            onChange={(e) =>
              set('category', EVENT_CATEGORY_VALUES.find((value) => value === e.target.value) ?? DEFAULT_EVENT_CATEGORY)
            }
            className={input}
            {...describedBy(`${id}-category`, errors.category)}
          >
            {EVENT_CATEGORY_VALUES.map((category) => (
              <option key={category} value={category}>
                {EVENT_CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-location`} label="Location" error={errors.location}>
          <input
            id={`${id}-location`}
            value={values.location}
            maxLength={EVENT_LIMITS.location}
            onChange={(e) => set('location', e.target.value)}
            className={input}
            {...describedBy(`${id}-location`, errors.location)}
          />
        </Field>
      </div>
      <ImagePicker value={values.imageUrl} onChange={(url) => set('imageUrl', url)} error={errors.imageUrl} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex items-end">
          <label className="inline-flex items-center gap-2 font-semibold text-ink-900">
            <input
              type="checkbox"
              checked={values.registrationRequired}
              onChange={(e) => set('registrationRequired', e.target.checked)}
              className="h-4 w-4 accent-primary-700"
            />
            Registration required
          </label>
        </div>
        <Field id={`${id}-maxAttendees`} label="Max attendees (optional)" error={errors.maxAttendees}>
          <input
            id={`${id}-maxAttendees`}
            type="number"
            inputMode="numeric"
            min={1}
            max={EVENT_LIMITS.maxAttendees}
            step={1}
            value={values.maxAttendees}
            onChange={(e) => set('maxAttendees', e.target.value)}
            className={input}
            {...describedBy(`${id}-maxAttendees`, errors.maxAttendees)}
          />
        </Field>
      </div>
      {(values.registrationRequired || maxAttendees !== null) && (
        <RegistrationNotice required={values.registrationRequired} maxAttendees={maxAttendees} />
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : editing ? 'Update Event' : 'Create Event'}
        </button>
        <button type="button" className="btn btn-outline" onClick={onDone} disabled={save.isPending}>
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
