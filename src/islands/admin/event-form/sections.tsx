import {
  DEFAULT_EVENT_CATEGORY,
  EVENT_CATEGORY_LABELS,
  EVENT_CATEGORY_VALUES,
  EVENT_LIMITS,
} from '../../../domain/event-rules/event-form.ts';
import { EVENT_TRANSLATABLE } from '../../../domain/event-rules/event-input.ts';
import { describedBy, Field } from '../ui/fields.tsx';
import { TranslationsField, type TranslatedInput } from '../ui/translations-field.tsx';
import type { SetEventValue } from './use-event-form.ts';
import type { EventFormValues } from './values.ts';

/** What each part of the event form reads and writes. */
export interface EventSectionProps {
  id: string;
  values: EventFormValues;
  errors: Record<string, string>;
  set: SetEventValue;
}

const input = 'field-input';

/** The texts visitors read, translatable side by side (issue 26 item 4); the location's default is below. */
const TRANSLATED_INPUTS: readonly TranslatedInput[] = [
  { name: 'title', ...EVENT_TRANSLATABLE.title },
  { name: 'description', ...EVENT_TRANSLATABLE.description, rows: 4 },
  { name: 'location', ...EVENT_TRANSLATABLE.location },
];

export function TitleAndDescription({ id, values, errors, set }: EventSectionProps) {
  return (
    <TranslationsField
      idPrefix={id}
      label="Event text"
      inputs={TRANSLATED_INPUTS}
      value={values.translations}
      onChange={(translations) => set('translations', translations)}
      errors={errors}
    >
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
    </TranslationsField>
  );
}

export function EventDates({
  id,
  values,
  errors,
  set,
  setPermanent,
}: EventSectionProps & { setPermanent: (isPermanent: boolean) => void }) {
  return (
    <>
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
    </>
  );
}

export function CategoryAndLocation({ id, values, errors, set }: EventSectionProps) {
  return (
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
  );
}

export function Registration({ id, values, errors, set }: EventSectionProps) {
  return (
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
  );
}
