import * as z from 'zod/mini';
import { contentTranslationsSchema, type TranslationShape } from '../i18n/content-text.ts';
import type { TranslatableField } from '../i18n/staff-text.ts';
import { parseIsoDate } from '../dates/zoned.ts';
import { requiredText } from '../forms/text-fields.ts';
import { signUpRulesShape } from '../registrations/registration-input.ts';

/**
 * A program (issue 24): a school, class, halaqa or camp, with its term, dates, weekly meetings, fees,
 * flyers, contacts and how to register. One schema for POST/PUT /api/programs (the content kind) and the
 * admin's form, so both refuse the same things with the same words. The document is stored as this
 * schema's output, which is valid input again (a PUT merges its fields over it and checks the whole).
 */

export const PROGRAM_LIMITS = {
  title: 120,
  slug: 60,
  summary: 400,
  body: 20_000,
  term: 60,
  badge: 80,
  shortText: 120,
  text: 600,
  mailBody: 2_000,
  url: 500,
  alt: 400,
  list: 20,
  skippedDates: 100,
} as const;

/** Words a program's slug may not be: paths beside /programs/{slug} and words that read as actions. */
export const RESERVED_PROGRAM_SLUGS = ['admin', 'api', 'new', 'edit', 'index', 'draft', 'drafts', 'preview', 'feed', 'rss', 'calendar', 'all'] as const;

export const SLUG_RULE = 'Slug must be lowercase letters, digits and single hyphens (such as summer-school-2026)';

/** The keys of the site's contacts a program may name, resolved when a page is built. */
export const CONTACT_REFS = ['imam', 'general', 'school', 'secondTeacher'] as const;
export type ContactRefKey = (typeof CONTACT_REFS)[number];

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The prayers a meeting may start from ("after Asr"), read from that day's iqamah. */
export const MEETING_PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export type MeetingPrayer = (typeof MEETING_PRAYERS)[number];

/** What a schedule card shows: the program's own facts (so a date changed once shows on the card) or text. */
export const CARD_SOURCES = ['text', 'dates', 'meetings', 'ages', 'duration', 'term'] as const;
export type CardSource = (typeof CARD_SOURCES)[number];

/**
 * The texts of a program's list entries staff may translate (issue 26 item 4): each entry keeps its own
 * `translations`, so it moves, and is deleted, with them.
 */
export const SCHEDULE_CARD_TRANSLATABLE = {
  label: { label: 'Card label', max: 40 },
  text: { label: 'Card text', max: PROGRAM_LIMITS.shortText },
} as const satisfies Record<string, TranslatableField>;
export const HIGHLIGHT_TRANSLATABLE = {
  title: { label: 'Highlight title', max: PROGRAM_LIMITS.shortText },
  text: { label: 'Highlight text', max: PROGRAM_LIMITS.text },
} as const satisfies Record<string, TranslatableField>;
export const TEACHER_TRANSLATABLE = {
  role: { label: 'Teacher role', max: PROGRAM_LIMITS.shortText },
  teaches: { label: 'Teaches', max: PROGRAM_LIMITS.shortText },
} as const satisfies Record<string, TranslatableField>;
export const FEE_TRANSLATABLE = {
  label: { label: 'Fee label', max: PROGRAM_LIMITS.shortText },
  note: { label: 'Fee note', max: PROGRAM_LIMITS.shortText },
} as const satisfies Record<string, TranslatableField>;
export const MEETING_TRANSLATABLE = {
  place: { label: 'Place', max: PROGRAM_LIMITS.shortText },
} as const satisfies Record<string, TranslatableField>;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (label: string, max: number) => requiredText(label, max);

/** Optional trimmed text: blank and missing are both left out. */
const optionalText = (label: string, max: number) =>
  z.optional(
    z.pipe(
      z.nullable(z.string({ error: `${label} must be text` })),
      z.transform((value, ctx) => {
        const trimmed = value?.trim() ?? '';
        if (trimmed.length > max) {
          ctx.issues.push({ code: 'custom', message: `${label} must be at most ${max} characters`, input: value });
          return z.NEVER;
        }
        return trimmed === '' ? undefined : trimmed;
      }),
    ),
  );

const isoDate = (label: string) =>
  z.string({ error: `${label} is required` }).check(
    z.refine((value) => parseIsoDate(value) !== null, `${label} must be a date such as 2026-09-12`),
  );

const optionalIsoDate = (label: string) =>
  z.pipe(
    z.optional(z.nullable(z.string({ error: `${label} must be a date such as 2026-09-12` }))),
    z.transform((value, ctx) => {
      if (value === undefined || value === null || value.trim() === '') return null;
      if (parseIsoDate(value.trim()) === null) {
        ctx.issues.push({ code: 'custom', message: `${label} must be a date such as 2026-09-12`, input: value });
        return z.NEVER;
      }
      return value.trim();
    }),
  );

const list = <T extends z.core.$ZodType>(label: string, item: T, max: number = PROGRAM_LIMITS.list) =>
  z.pipe(
    z.optional(z.array(item, { error: `${label} must be a list` })),
    z.transform((value) => value ?? []),
  ).check(z.refine((value) => value.length <= max, `${label} may have at most ${max} entries`));

export const slugField = z
  .string({ error: 'Slug is required' })
  .check(
    z.trim(),
    z.minLength(1, 'Slug is required'),
    z.maxLength(PROGRAM_LIMITS.slug, `Slug must be at most ${PROGRAM_LIMITS.slug} characters`),
    z.regex(SLUG, SLUG_RULE),
    z.refine((slug) => !(RESERVED_PROGRAM_SLUGS as readonly string[]).includes(slug), 'This slug is reserved: choose another'),
  );

const contactRef = z.enum(CONTACT_REFS, { error: `Contact must be one of ${CONTACT_REFS.join(', ')}` });

const emailText = z
  .string({ error: 'E-mail must be text' })
  .check(z.trim(), z.maxLength(200, 'E-mail must be at most 200 characters'), z.regex(/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/, 'E-mail must be an address such as school@example.org'));

const phoneText = z
  .string({ error: 'Phone must be text' })
  .check(z.trim(), z.regex(/^[+()\d][\d\s().+-]{5,30}$/, 'Phone must be a number such as (650) 555-0100'));

/** A contact: one of the site's (resolved at render time, so a changed phone shows everywhere) or written out. */
export const programContactSchema = z.union(
  [
    z.object({
      ref: contactRef,
      /** Which of its details to show; all it has when left out. */
      show: z.optional(z.array(z.enum(['name', 'email', 'phone'])).check(z.maxLength(3))),
    }),
    z.object({
      name: text('Contact name', PROGRAM_LIMITS.shortText),
      email: z.optional(emailText),
      phone: z.optional(phoneText),
    }),
  ],
  { error: 'A contact is either { ref } naming one of the site contacts or { name, email?, phone? }' },
);
export type ProgramContact = z.output<typeof programContactSchema>;

/** A person named on the page (a teacher): one of the site's contacts or a name. */
const personSchema = z.union([z.object({ ref: contactRef }), z.object({ name: text('Name', PROGRAM_LIMITS.shortText) })], {
  error: 'A person is { ref } naming one of the site contacts or { name }',
});

const meetingStartSchema = z.union(
  [
    z.string().check(z.regex(HH_MM, 'Start time must be a time HH:MM such as 13:00')),
    z.object({
      prayer: z.enum(MEETING_PRAYERS, { error: `Prayer must be one of ${MEETING_PRAYERS.join(', ')}` }),
      offsetMinutes: z.int({ error: 'Minutes after the prayer must be a whole number' }).check(
        z.minimum(-120, 'Minutes after the prayer must be from -120 to 240'),
        z.maximum(240, 'Minutes after the prayer must be from -120 to 240'),
      ),
    }),
  ],
  { error: 'Start is a time HH:MM or { prayer, offsetMinutes }' },
);
export type MeetingStart = z.output<typeof meetingStartSchema>;

export const meetingSchema = z
  .object({
    days: z
      .array(z.enum(WEEKDAYS, { error: `Days are ${WEEKDAYS.join(', ')}` }), { error: 'Days must be a list' })
      .check(z.minLength(1, 'Choose at least one day'), z.maxLength(7)),
    start: meetingStartSchema,
    /** A fixed end time (with a fixed start), or else a length. */
    endTime: z.optional(z.string().check(z.regex(HH_MM, 'End time must be a time HH:MM such as 17:00'))),
    durationMinutes: z.optional(
      z.int({ error: 'Length must be whole minutes' }).check(z.minimum(5, 'Length must be 5 to 720 minutes'), z.maximum(720, 'Length must be 5 to 720 minutes')),
    ),
    place: optionalText('Place', PROGRAM_LIMITS.shortText),
    /** Weeks without a meeting (holidays): the dates that are skipped, EXDATEs in the calendar feed. */
    skippedDates: list('Skipped dates', isoDate('Skipped date'), PROGRAM_LIMITS.skippedDates),
    /** The place in the site's other languages (issue 26 item 4). */
    translations: contentTranslationsSchema(MEETING_TRANSLATABLE),
  })
  .check(
    z.refine((m) => m.endTime === undefined || typeof m.start === 'string', { message: 'An end time needs a fixed start time; use a length after a prayer', path: ['endTime'] }),
    z.refine((m) => m.endTime === undefined || typeof m.start !== 'string' || m.endTime > m.start, { message: 'End time must be after the start time', path: ['endTime'] }),
  );
export type Meeting = z.output<typeof meetingSchema>;

const feeSchema = z.object({
  label: text('Fee label', PROGRAM_LIMITS.shortText),
  amount: text('Fee amount', 40),
  note: optionalText('Fee note', PROGRAM_LIMITS.shortText),
  translations: contentTranslationsSchema(FEE_TRANSLATABLE),
});

export const flyerSchema = z.object({
  /** An image from the site's uploads (/api/uploads/…) or the site's own files (/programs/…). */
  src: z
    .string({ error: 'Flyer image is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Flyer image is required'),
      z.maxLength(PROGRAM_LIMITS.url),
      z.regex(/^\/(?!\/)[A-Za-z0-9._~/-]+$/, 'Flyer image must be an uploaded image (/api/uploads/…) or a path on this site'),
    ),
  alt: text('Flyer alt text', PROGRAM_LIMITS.alt),
  /** The image's size in pixels when known, so the page keeps its place while it loads. */
  width: z.optional(z.int().check(z.minimum(1), z.maximum(10_000))),
  height: z.optional(z.int().check(z.minimum(1), z.maximum(10_000))),
});
export type Flyer = z.output<typeof flyerSchema>;

const cardSchema = z
  .object({
    label: text('Card label', 40),
    show: z.enum(CARD_SOURCES, { error: `A card shows one of ${CARD_SOURCES.join(', ')}` }),
    text: optionalText('Card text', PROGRAM_LIMITS.shortText),
    translations: contentTranslationsSchema(SCHEDULE_CARD_TRANSLATABLE),
  })
  .check(z.refine((card) => card.show !== 'text' || card.text !== undefined, { message: 'A text card needs its text', path: ['text'] }));
export type ScheduleCard = z.output<typeof cardSchema>;

const mailSchema = {
  /** The pre-filled e-mail's subject; blank: '{title} Registration' (or 'inquiry'). */
  subject: z.pipe(
    z.optional(z.string({ error: 'E-mail subject must be text' }).check(z.trim(), z.maxLength(PROGRAM_LIMITS.shortText, `E-mail subject must be at most ${PROGRAM_LIMITS.shortText} characters`))),
    z.transform((v) => v ?? ''),
  ),
  body: z.pipe(
    z.optional(z.string().check(z.maxLength(PROGRAM_LIMITS.mailBody, `E-mail text must be at most ${PROGRAM_LIMITS.mailBody} characters`))),
    z.transform((v) => v ?? ''),
  ),
};

/**
 * How to register. SPEC: by e-mail or phone only, so the default is a pre-filled e-mail to a site contact
 * (and optionally a call button); a program may instead link to a registration page (https only).
 */
export const registrationSchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('email'),
      to: contactRef,
      ...mailSchema,
      /** A "Call" button beside it, to this contact's phone. */
      call: z.optional(contactRef),
      buttonLabel: text('Button label', 40),
    }),
    z.object({
      method: z.literal('url'),
      url: z.string().check(z.trim(), z.maxLength(PROGRAM_LIMITS.url), z.regex(/^https:\/\/[^\s<>"]+$/, 'Registration link must be an https:// address')),
      buttonLabel: text('Button label', 40),
    }),
    /** Online sign-up (issue 27, ADR 022): seats, waiting list and questions; opens/closes are registrationOpens/Closes. */
    z.object({
      method: z.literal('online'),
      buttonLabel: text('Button label', 40),
      ...signUpRulesShape,
    }),
  ],
  { error: 'Registration is { method: "email", to, subject, body }, { method: "url", url } or { method: "online", capacity, … }' },
);
export type Registration = z.output<typeof registrationSchema>;

/**
 * The program's texts staff may translate (issue 26 item 4), with the default text's rules: its own, and
 * (by `path`) the registration button's and the call to action's, with the e-mails they pre-fill (the
 * visitor's mail client shows those). The entries of its lists carry their own (PROGRAM_SHAPE).
 */
export const PROGRAM_TRANSLATABLE = {
  title: { label: 'Title', max: PROGRAM_LIMITS.title },
  summary: { label: 'Summary', max: PROGRAM_LIMITS.summary },
  body: { label: 'Body', max: PROGRAM_LIMITS.body },
  feesNote: { label: 'Fees note', max: PROGRAM_LIMITS.text },
  term: { label: 'Term', max: PROGRAM_LIMITS.term },
  badge: { label: 'Badge', max: PROGRAM_LIMITS.badge },
  ages: { label: 'Ages', max: 60 },
  highlightsHeading: { label: 'Highlights heading', max: PROGRAM_LIMITS.shortText },
  contactHeading: { label: 'Contact heading', max: 60 },
  contactText: { label: 'Contact text', max: PROGRAM_LIMITS.text },
  registrationButton: { label: 'Button label', max: 40, path: 'registration.buttonLabel' },
  registrationSubject: { label: 'E-mail subject', max: PROGRAM_LIMITS.shortText, path: 'registration.subject' },
  registrationBody: { label: 'E-mail text', max: PROGRAM_LIMITS.mailBody, path: 'registration.body' },
  ctaHeading: { label: 'Call to action heading', max: PROGRAM_LIMITS.shortText, path: 'callToAction.heading' },
  ctaText: { label: 'Call to action text', max: PROGRAM_LIMITS.text, path: 'callToAction.text' },
  ctaButton: { label: 'Button label', max: 40, path: 'callToAction.buttonLabel' },
  ctaSubject: { label: 'E-mail subject', max: PROGRAM_LIMITS.shortText, path: 'callToAction.subject' },
  ctaBody: { label: 'E-mail text', max: PROGRAM_LIMITS.mailBody, path: 'callToAction.body' },
} as const satisfies Record<string, TranslatableField>;

/** What of a program staff translate: its own texts and its lists' entries, each with its own `translations`. */
export const PROGRAM_SHAPE: TranslationShape = {
  fields: PROGRAM_TRANSLATABLE,
  items: {
    scheduleCards: { fields: SCHEDULE_CARD_TRANSLATABLE },
    highlights: { fields: HIGHLIGHT_TRANSLATABLE },
    teachers: { fields: TEACHER_TRANSLATABLE },
    fees: { fields: FEE_TRANSLATABLE },
    meetings: { fields: MEETING_TRANSLATABLE },
  },
};

export const programSchema = z
  .object(
    {
      title: text('Title', PROGRAM_LIMITS.title),
      slug: slugField,
      summary: text('Summary', PROGRAM_LIMITS.summary),
      /** Markdown, rendered by renderMarkdown only. */
      body: z.pipe(
        z.optional(z.string({ error: 'Body must be text' }).check(z.maxLength(PROGRAM_LIMITS.body, `Body must be at most ${PROGRAM_LIMITS.body} characters`))),
        z.transform((v) => v?.trim() ?? ''),
      ),
      term: text('Term', PROGRAM_LIMITS.term),
      /** The page header's badge; the term when left out. */
      badge: optionalText('Badge', PROGRAM_LIMITS.badge),
      startDate: isoDate('Start date'),
      endDate: isoDate('End date'),
      registrationOpens: optionalIsoDate('Registration opens'),
      registrationCloses: optionalIsoDate('Registration closes'),
      meetings: list('Meetings', meetingSchema, 10),
      ages: optionalText('Ages', 60),
      fees: list('Fees', feeSchema),
      /** Under the fees: "Financial assistance may be available on request." */
      feesNote: optionalText('Fees note', PROGRAM_LIMITS.text),
      flyers: list('Flyers', flyerSchema, 6),
      scheduleCards: list('Schedule cards', cardSchema, 8),
      highlightsHeading: optionalText('Highlights heading', PROGRAM_LIMITS.shortText),
      highlights: list(
        'Highlights',
        z.object({ title: text('Highlight title', PROGRAM_LIMITS.shortText), text: optionalText('Highlight text', PROGRAM_LIMITS.text), translations: contentTranslationsSchema(HIGHLIGHT_TRANSLATABLE) }),
      ),
      teachers: list(
        'Teachers',
        z.object({ person: personSchema, role: optionalText('Teacher role', PROGRAM_LIMITS.shortText), teaches: optionalText('Teaches', PROGRAM_LIMITS.shortText), translations: contentTranslationsSchema(TEACHER_TRANSLATABLE) }),
      ),
      /** A notice under the header while the program has not ended (in another language too: `lang`). */
      notice: z.optional(
        z.object({
          text: text('Notice', PROGRAM_LIMITS.text),
          lang: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'Language must be a code such as tr'))),
          translation: optionalText('Notice translation', PROGRAM_LIMITS.text),
        }),
      ),
      contactHeading: optionalText('Contact heading', 60),
      contactText: optionalText('Contact text', PROGRAM_LIMITS.text),
      contacts: list('Contacts', programContactSchema, 8),
      /** Whether the masjid's address is listed under the contacts. */
      showAddress: z.pipe(z.optional(z.boolean({ error: 'showAddress must be true or false' })), z.transform((v) => v ?? true)),
      registration: z.pipe(
        z.optional(registrationSchema),
        z.transform((value): Registration => value ?? { method: 'email', to: 'school', subject: '', body: '', buttonLabel: 'Register Now' }),
      ),
      /** A closing call to action (e-mail to the registration contact) while the program has not ended. */
      callToAction: z.optional(z.object({ heading: text('Call to action heading', PROGRAM_LIMITS.shortText), text: optionalText('Call to action text', PROGRAM_LIMITS.text), buttonLabel: text('Button label', 40), ...mailSchema })),
      /** Shown on /programs and in the feeds; an unlisted program keeps its page but is not listed. */
      listed: z.pipe(z.optional(z.boolean({ error: 'listed must be true or false' })), z.transform((v) => v ?? true)),
      /** The visitor-facing texts in the site's other languages (issue 26 item 4): `{ tr: { title, summary } }`. */
      translations: contentTranslationsSchema(PROGRAM_TRANSLATABLE),
    },
    { error: 'The request body must be a JSON object' },
  )
  .check(
    z.refine((p) => p.endDate >= p.startDate, { message: 'End date must not be before the start date', path: ['endDate'] }),
    z.refine((p) => !p.registrationOpens || !p.registrationCloses || p.registrationCloses >= p.registrationOpens, {
      message: 'Registration must close on or after the day it opens',
      path: ['registrationCloses'],
    }),
    z.refine((p) => !p.registrationCloses || p.registrationCloses <= p.endDate, { message: 'Registration must close by the end date', path: ['registrationCloses'] }),
  );

export type Program = z.output<typeof programSchema>;
export type ProgramInput = z.input<typeof programSchema>;
