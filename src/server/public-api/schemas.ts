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

export const announcementSchema = z
  .object({
    id: z.int(),
    title: z.string(),
    content: z.string(),
    isActive: z.boolean().describe('Always true in the public list'),
    priority: z.int().min(0).max(10).describe('Higher comes first'),
    expiresAt: instant().nullable().describe('When it stops being shown; null for never'),
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
    createdAt: instant(),
    updatedAt: instant(),
  })
  .register(apiSchemas, { id: 'Event', description: 'An event or program' });

export const eventListSchema = z
  .array(eventSchema)
  .register(apiSchemas, { id: 'EventList', description: 'Permanent events first, then by start date; undated last' });

const timeFields = Object.fromEntries(PRAYER_TIME_FIELDS.map((field) => [field, hhmm])) as Record<
  (typeof PRAYER_TIME_FIELDS)[number],
  typeof hhmm
>;

export const todayPrayerTimesSchema = z
  .object({
    date: z.iso.date().describe("Today in the masjid's time zone"),
    year: z.int(),
    month: z.int().min(1).max(12),
    day: z.int().min(1).max(31),
    ...timeFields,
    jumma: z.string().describe("Jumu'ah on Fridays, such as '1:30 PM'"),
    source: z
      .enum(['uploaded', 'calculated', 'fixed'])
      .describe("uploaded: the masjid's timetable; calculated: astronomical fallback; fixed: built-in times"),
    hijriDate: z.string().describe("The Hijri date as text, '14 Jumada al-Akhirah 1448 AH'"),
    hijri: z.object({
      day: z.int().min(1).max(30),
      month: z.int().min(1).max(12),
      monthName: z.string(),
      year: z.int(),
      text: z.string(),
    }),
  })
  .register(apiSchemas, { id: 'TodayPrayerTimes', description: "Today's adhan and iqamah times, sunrise and Jumu'ah" });

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
  })
  .register(apiSchemas, { id: 'YearlyPrayerDay', description: "One day of the masjid's uploaded timetable" });

export const yearlyPrayerTimesSchema = z.array(yearlyPrayerDaySchema).register(apiSchemas, {
  id: 'YearlyPrayerTimes',
  description: 'The uploaded days of the year in date order; empty when none',
});
