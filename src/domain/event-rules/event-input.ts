import * as z from 'zod/mini';
import { requiredText } from '../forms/text-fields.ts';
import { parseDateInput } from './date-input.ts';
import { signUpSettingsInput } from '../registrations/registration-input.ts';
import { translationsSchema } from '../i18n/staff-text.ts';
import { DEFAULT_EVENT_CATEGORY, DEFAULT_EVENT_IMAGE, EVENT_CATEGORY_VALUES, EVENT_LIMITS } from './event-form.ts';

export { DEFAULT_EVENT_IMAGE } from './event-form.ts';

export const START_DATE_REQUIRED = 'Start date is required unless the event is permanent';
/** Any body that is not a JSON object (an array, a string, null). */
export const JSON_OBJECT_REQUIRED = 'The request body must be a JSON object';
export const END_BEFORE_START = 'End date must not be before the start date';

const optionalText = (label: string, max: number) =>
  z.pipe(
    z.nullish(
      z
        .string({ error: `${label} must be text` })
        .check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)),
    ),
    z.transform((v) => (v ? v : null)),
  );

const flag = (label: string, fallback: boolean) =>
  z.pipe(
    z.nullish(z.boolean({ error: `${label} must be true or false` })),
    z.transform((v) => v ?? fallback),
  );

/** A custom issue from a transform (zod/mini's transforms have no addIssue). */
function refuse(ctx: z.core.ParsePayload, message: string): never {
  ctx.issues.push({ code: 'custom', message, input: ctx.value });
  return z.NEVER;
}

/** A date as staff may send it (see date-input.ts), or the field's error. */
export const dateField = (label: string, timeZone: string) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, ctx) => {
      const parsed = parseDateInput(value, timeZone);
      if (parsed.ok) return parsed.value;
      return refuse(ctx, `${label} must be a date and time such as 2026-03-08T18:30, or an ISO 8601 timestamp`);
    }),
  );

/**
 * An image shown on the public pages: a path on this site ('/api/uploads/…', '/demo/…') or an https
 * address (the pages' CSP allows no other images; plain http would be mixed content). Empty means the
 * default stock image (SPEC 5). Other schemes (javascript:, data:) are refused.
 */
export function normalizeImageUrl(value: string | null | undefined): { ok: true; value: string } | { ok: false } {
  const text = value?.trim() ?? '';
  if (text === '') return { ok: true, value: DEFAULT_EVENT_IMAGE };
  if (text.length > EVENT_LIMITS.imageUrl || /[\s\\<>"]/.test(text)) return { ok: false };
  if (text.startsWith('/') && !text.startsWith('//')) return { ok: true, value: text };
  try {
    const url = new URL(text);
    if (url.protocol === 'https:' && url.hostname) return { ok: true, value: url.href };
  } catch {
    // Not a URL: refused below.
  }
  return { ok: false };
}

const imageUrlField = z.pipe(
  z.nullish(z.string({ error: 'Image URL must be text' })),
  z.transform((value, ctx) => {
    const result = normalizeImageUrl(value);
    if (result.ok) return result.value;
    return refuse(ctx, 'Image URL must be an https:// address or a path on this site such as /api/uploads/…');
  }),
);

/** A whole number from 1 to `max` as a number or digits; blank is null. */
const maxAttendeesField = z.pipe(
  z.optional(z.union([z.number(), z.string(), z.null()], { error: 'Max attendees must be a whole number' })),
  z.transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const n = typeof value === 'string' ? (/^\s*\d+\s*$/.test(value) ? Number(value) : NaN) : value;
    if (Number.isInteger(n) && n >= 1 && n <= EVENT_LIMITS.maxAttendees) return n;
    return refuse(ctx, `Max attendees must be a whole number from 1 to ${EVENT_LIMITS.maxAttendees}`);
  }),
);

/** The visitor-facing texts staff may translate (issue 26 item 4), with the default text's rules. */
export const EVENT_TRANSLATABLE = {
  title: { label: 'Title', max: EVENT_LIMITS.title },
  description: { label: 'Description', max: EVENT_LIMITS.description },
  location: { label: 'Location', max: EVENT_LIMITS.location },
} as const;

/**
 * Each field's own rule; the rules between fields are eventRules'. `languages`: the site's other languages,
 * which `translations` may hold (issue 26 item 4).
 */
function eventFieldsSchema(timeZone: string, languages: readonly string[]) {
  return z.object(
    {
      title: requiredText('Title', EVENT_LIMITS.title),
      description: requiredText('Description', EVENT_LIMITS.description),
      startDate: dateField('Start date', timeZone),
      endDate: dateField('End date', timeZone),
      isPermanent: flag('isPermanent', false),
      category: z.pipe(
        z.nullish(
          z.enum(EVENT_CATEGORY_VALUES, { error: `Category must be one of ${EVENT_CATEGORY_VALUES.join(', ')}` }),
        ),
        z.transform((v) => v ?? DEFAULT_EVENT_CATEGORY),
      ),
      imageUrl: imageUrlField,
      location: optionalText('Location', EVENT_LIMITS.location),
      registrationRequired: flag('registrationRequired', false),
      maxAttendees: maxAttendeesField,
      /** Online sign-ups (issue 27): null turns them off; its capacity becomes maxAttendees. */
      signUp: z.optional(z.nullable(signUpSettingsInput(timeZone))),
      /** Staff translations of title, description and location (issue 26 item 4); absent or null is none. */
      translations: translationsSchema(EVENT_TRANSLATABLE, languages),
    },
    { error: JSON_OBJECT_REQUIRED },
  );
}

type EventFields = z.output<ReturnType<typeof eventFieldsSchema>>;

const RULE_FIELDS = new Set(['isPermanent', 'startDate', 'endDate']);

/**
 * The rules between an event's fields: a permanent event has no dates (they are cleared); otherwise a
 * start date is required and an end date, when given, is not before it.
 */
export function eventRules<E extends Pick<EventFields, 'isPermanent' | 'startDate' | 'endDate'>>(
  event: E,
): { ok: true; value: E } | { ok: false; path: string; message: string } {
  if (event.isPermanent) return { ok: true, value: { ...event, startDate: null, endDate: null } };
  if (event.startDate === null) return { ok: false, path: 'startDate', message: START_DATE_REQUIRED };
  if (event.endDate !== null && event.endDate.getTime() < event.startDate.getTime()) {
    return { ok: false, path: 'endDate', message: END_BEFORE_START };
  }
  return { ok: true, value: event };
}

/**
 * SPEC 3 and 5's rules for an event as staff save it: title and description required; a start date
 * unless the event is permanent; a permanent event has no dates (they are cleared); an end date, when
 * given, is not before the start; the stock image when none is given; category one of four.
 */
export function eventInputSchema(timeZone: string, languages: readonly string[] = []) {
  return z.pipe(
    eventFieldsSchema(timeZone, languages).check(
      z.superRefine(
        (event, ctx) => {
          const checked = eventRules(event);
          if (!checked.ok) ctx.addIssue({ code: 'custom', path: [checked.path], message: checked.message });
        },
        // Beside other fields' errors too, so a form names every problem at once; not when the body is no
        // object or a field the rules read was refused itself.
        {
          when: (payload) =>
            payload.issues.every((issue) => issue.path?.length && !RULE_FIELDS.has(String(issue.path[0]))),
        },
      ),
    ),
    z.transform((event) => {
      const checked = eventRules(event); // ok here: the check above refused the rest
      return checked.ok ? checked.value : event;
    }),
  );
}

/**
 * A PUT's body: any of the fields, each checked by its own rule; the route merges them over the stored
 * event and then applies eventRules to the whole.
 */
export function eventPatchSchema(timeZone: string, languages: readonly string[] = []) {
  return z.partial(eventFieldsSchema(timeZone, languages));
}

export type EventInput = z.output<ReturnType<typeof eventInputSchema>>;
