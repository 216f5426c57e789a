import { z } from 'zod';
import { site } from '../../config/site.ts';
import { EVENT_CATEGORIES } from '../db/database.ts';
import { PRAYER_TIME_FIELDS } from '../../domain/prayer-times/types.ts';

/**
 * The public API's answers as zod schemas: the OpenAPI document is generated from them
 * (openapi-document.ts), tests/api/openapi.test.ts checks at compile time that each route's JSON type
 * fits its schema and at run time that real answers validate against the document. Objects are strict:
 * a field a route adds without documenting it fails that test.
 */

/** Schemas that become components/schemas/{id} in the document. */
export const apiSchemas = z.registry<{ id: string; description?: string }>();

const instant = () => z.iso.datetime().describe('An instant, ISO 8601 in UTC');
const hhmm = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
  .describe(`A wall-clock time HH:MM (24-hour) in the masjid's time zone, ${site.timeZone}`);

export const errorSchema = z
  .object({
    message: z.string().describe('What was wrong, in words a person can act on'),
    fields: z.record(z.string(), z.string()).optional().describe('For a refused body: the message for each field'),
  })
  .register(apiSchemas, { id: 'Error', description: 'Every error answer of the API' });

/**
 * Staff translations of an item's visitor-facing texts (issue 26 item 4), keyed by language; `title` and
 * `content` stay in the default language, a reader picks the translation where one exists.
 */
function staffTranslationsSchema(fields: readonly string[]) {
  const languages = site.languages.enabled.filter((language) => language !== site.languages.default);
  return z
    .object(
      Object.fromEntries(
        languages.map((language) => [
          language,
          z.object(Object.fromEntries(fields.map((field) => [field, z.string().optional()]))).strict().optional(),
        ]),
      ),
    )
    .strict()
    .describe(
      `Optional translations by staff, per language (${languages.join(', ')}): the fields written in it; the default language's text is title/content`,
    );
}

/**
 * With `?lang=` (issue 26 item 4): per text field, the language the text now in it is written in (the
 * translation's, or the default language's where staff wrote none); the item's `translations` are left out.
 */
export function textLanguagesSchema(fields: readonly string[]) {
  return z
    .object(Object.fromEntries(fields.map((field) => [field, z.enum(site.languages.enabled as [string, ...string[]]).optional()])))
    .strict()
    .optional()
    .describe(`Only with ?lang=: each text field's language (${site.languages.enabled.join(', ')}), for its lang attribute`);
}

export const announcementSchema = z
  .object({
    id: z.int(),
    title: z.string(),
    content: z.string(),
    isActive: z.boolean().describe('Always true in the public list'),
    priority: z.int().min(0).max(10).describe('Higher comes first'),
    expiresAt: instant().nullable().describe('When it stops being shown; null for never'),
    translations: staffTranslationsSchema(['title', 'content']).optional().describe('Without ?lang= only'),
    lang: textLanguagesSchema(['title', 'content']),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .register(apiSchemas, { id: 'Announcement', description: 'An announcement visitors see' });

export const announcementListSchema = z.array(announcementSchema).register(apiSchemas, {
  id: 'AnnouncementList',
  description: 'Active, unexpired announcements, highest priority first',
});

export const eventSchema = z
  .object({
    id: z.int(),
    title: z.string(),
    description: z.string(),
    startDate: instant().nullable().describe('Null (or a 1970 date) means no date is set: a permanent event'),
    endDate: instant().nullable(),
    category: z.enum(EVENT_CATEGORIES),
    imageUrl: z.string().nullable().describe('The flyer: a path on this site or an https URL'),
    isPermanent: z.boolean().describe('A standing program without dates'),
    location: z.string().nullable().describe('Where at the masjid'),
    registrationRequired: z.boolean(),
    maxAttendees: z.int().nullable(),
    translations: staffTranslationsSchema(['title', 'description', 'location']).optional().describe('Without ?lang= only'),
    lang: textLanguagesSchema(['title', 'description', 'location']),
    createdAt: instant(),
    updatedAt: instant(),
    seatsLeft: z.int().min(0).optional().describe('Events that take online sign-ups: the seats left, read live'),
    signUpState: z.enum(['open', 'not-yet-open', 'closed', 'full', 'waiting-list']).optional().describe('Events that take online sign-ups: whether the form takes sign-ups now'),
  })
  .register(apiSchemas, { id: 'Event', description: 'An event or program' });

export const eventListSchema = z
  .array(eventSchema)
  .register(apiSchemas, { id: 'EventList', description: 'Permanent events first, then by start date; undated last' });

const timeFields = Object.fromEntries(PRAYER_TIME_FIELDS.map((field) => [field, hhmm])) as Record<
  (typeof PRAYER_TIME_FIELDS)[number],
  typeof hhmm
>;

const isoDate = () => z.iso.date();

export const hijriDateSchema = z
  .object({
    day: z.int().min(1).max(30),
    month: z.int().min(1).max(12).describe('1 = Muharram … 9 = Ramadan … 12 = Dhu al-Hijjah'),
    monthName: z.string(),
    year: z.int(),
    text: z.string().describe("'14 Jumada al-Akhirah 1448 AH'"),
  })
  .register(apiSchemas, {
    id: 'HijriDate',
    description: "A date of the Islamic calendar (Umm al-Qura, with the masjid's offset)",
  });

export const khutbahSchema = z
  .object({
    time: hhmm,
    khateeb: z.string().describe('Who gives the khutbah; empty when not announced'),
    language: z.string(),
    place: z.string(),
  })
  .register(apiSchemas, { id: 'Khutbah', description: "One Jumu'ah khutbah and prayer" });

export const eidPrayerSchema = z
  .object({
    kind: z.enum(['fitr', 'adha']),
    date: isoDate(),
    times: z.array(hhmm),
    place: z.string(),
    note: z.string(),
  })
  .register(apiSchemas, { id: 'EidPrayer', description: 'An Eid prayer staff announced' });

export const ramadanDaySchema = z
  .object({
    day: z.int().min(1).max(30).nullable().describe('n on the nth fast of Ramadan'),
    night: z
      .int()
      .min(1)
      .max(30)
      .nullable()
      .describe("n when the night beginning at this day's Maghrib is the nth night"),
    lastTenNights: z.boolean(),
    suhoorEnds: hhmm.nullable(),
    iftar: hhmm.nullable(),
    taraweeh: hhmm.nullable(),
  })
  .register(apiSchemas, { id: 'RamadanDay', description: "A day's place in Ramadan, with Suhoor, Iftar and Taraweeh" });

export const ramadanPeriodSchema = z
  .object({
    hijriYear: z.int(),
    firstDay: isoDate(),
    lastDay: isoDate(),
    firstNight: isoDate(),
    lastTenNightsFrom: isoDate(),
    eidAlFitr: isoDate(),
  })
  .register(apiSchemas, {
    id: 'RamadanPeriod',
    description: 'The coming or current Ramadan, as the calendar expects it',
  });

const changeSubject = z.enum(['fajr', 'dhuhr', 'asr', 'maghrib', 'isha', 'jumuah']);

export const scheduleChangeSchema = z
  .object({
    date: isoDate().describe('The first day of the new time'),
    subject: changeSubject,
    before: z.string(),
    after: z.string(),
    text: z.string().describe("'From Sunday, Nov 29: Isha iqamah 7:45 PM (now 7:30 PM)'"),
  })
  .register(apiSchemas, {
    id: 'ScheduleChange',
    description: "An iqamah or Jumu'ah time that changes within the next 7 days",
  });

const iqamahOrigin = z.enum(['file', 'standard', 'rule', 'override']);

const scheduleDayShape = {
  date: isoDate(),
  year: z.int(),
  month: z.int().min(1).max(12),
  day: z.int().min(1).max(31),
  ...timeFields,
  jumma: z.string().describe("The Jumu'ah time(s) as text, such as '1:30 PM'"),
  source: z
    .enum(['uploaded', 'calculated', 'fixed'])
    .describe("uploaded: the masjid's timetable; calculated: astronomical fallback; fixed: built-in times"),
  weekday: z.int().min(0).max(6).describe('0 = Sunday … 5 = Friday'),
  iqamahOrigin: z
    .object({ fajr: iqamahOrigin, dhuhr: iqamahOrigin, asr: iqamahOrigin, maghrib: iqamahOrigin, isha: iqamahOrigin })
    .describe(
      "Where each iqamah came from: the uploaded file, the standard times, the prayer's rule, or a dated override",
    ),
  jumuah: z.array(khutbahSchema).nullable().describe('Fridays: the khutbahs in time order; null on other days'),
  eidPrayers: z.array(eidPrayerSchema),
  ramadan: ramadanDaySchema.nullable(),
  dst: z.enum(['forward', 'back']).nullable().describe('The clocks change during this day'),
};

export const scheduleDaySchema = z
  .object({
    ...scheduleDayShape,
    hijri: hijriDateSchema.nullable().describe("The daytime's Hijri date"),
    hijriEvening: hijriDateSchema.nullable().describe('The Hijri date from the Maghrib adhan on'),
  })
  .register(apiSchemas, { id: 'ScheduleDay', description: "One day of the masjid's schedule" });

export const prayerScheduleSchema = z
  .array(scheduleDaySchema)
  .register(apiSchemas, { id: 'PrayerSchedule', description: 'Consecutive days of the schedule, in date order' });

export const nextCongregationSchema = z
  .object({
    key: z.string().describe("'fajr', 'dhuhr', 'asr', 'maghrib', 'isha', 'jumuah-1', 'eid-1', …"),
    prayer: z.enum(['fajr', 'dhuhr', 'asr', 'maghrib', 'isha', 'jumuah', 'eid']),
    title: z.string().describe("'Asr iqamah', \"Jumu'ah (English)\", 'Eid al-Fitr prayer'"),
    date: isoDate().describe("The masjid's day it belongs to (tomorrow's after Isha)"),
    time: hhmm,
    at: z.iso.datetime().describe('The instant'),
    inMinutes: z.int().min(0).describe('Minutes from the start of the current minute; 0 during its own minute'),
  })
  .register(apiSchemas, { id: 'NextCongregation', description: 'The congregation the site marks as next' });

export const todayPrayerTimesSchema = z
  .object({
    ...scheduleDayShape,
    hijriDate: z
      .string()
      .nullable()
      .describe("The Hijri date now as text (after Maghrib the next day's, when it turns then)"),
    hijri: hijriDateSchema.nullable(),
    hijriEvening: hijriDateSchema.nullable(),
    nextJumuah: z.object({ date: isoDate(), khutbahs: z.array(khutbahSchema) }).nullable(),
    notices: z.array(scheduleChangeSchema),
    upcomingEidPrayers: z.array(eidPrayerSchema).describe('Eid prayers from 14 days before until the day'),
    ramadanPeriod: ramadanPeriodSchema.nullable().describe('From 10 days before Ramadan to its last day'),
    next: nextCongregationSchema
      .nullable()
      .describe("The next congregation: an iqamah, on Fridays the Jumu'ahs in Dhuhr's place, on an Eid day its prayers"),
  })
  .register(apiSchemas, {
    id: 'TodayPrayerTimes',
    description: "Today's adhan and iqamah times, sunrise, Jumu'ah, the Hijri date and what is coming",
  });

export const yearlyPrayerDaySchema = z
  .object({
    date: z.iso.date(),
    month: z.int().min(1).max(12),
    day: z.int().min(1).max(31),
    fajrAdhan: hhmm,
    fajrIqamah: hhmm,
    shouruq: hhmm.describe('Sunrise'),
    dhuhrIqamah: hhmm,
    asrIqamah: hhmm,
    maghribIqamah: hhmm,
    ishaIqamah: hhmm,
    changes: z.array(changeSubject).optional().describe('The times that change on this day'),
    dst: z.enum(['forward', 'back']).optional().describe('The clocks change during this day'),
    eid: z
      .array(z.enum(['fitr', 'adha']))
      .optional()
      .describe('Eid prayers on this day'),
    calculated: z
      .literal(true)
      .optional()
      .describe("Calculated with the masjid's rules, not its uploaded timetable (next year only)"),
  })
  .register(apiSchemas, {
    id: 'YearlyPrayerDay',
    description: "One day of the masjid's timetable, as the schedule gives it",
  });

export const yearlyPrayerTimesSchema = z.array(yearlyPrayerDaySchema).register(apiSchemas, {
  id: 'YearlyPrayerTimes',
  description: 'The uploaded days of the year in date order (next year: every day, calculated where none is uploaded); empty when none',
});
