import type { z } from 'zod';
import { site } from '../../config/site.ts';
import { MAX_YEAR, MIN_YEAR } from '../../domain/prayer-times/csv-parse.ts';
import { prayerFeedQuerySchema } from '../routes/calendar-feeds.ts';
import { textLanguageQuery } from '../routes/text-language.ts';
import { scheduleQuerySchema, yearParamSchema } from '../routes/prayer-times.ts';
import { idParamSchema } from '../middleware/validate.ts';
import { uploadKeySchema } from '../routes/uploads.ts';
import { IMAGE_TYPES } from '../../domain/images/image-info.ts';
import { programKeySchema, programListSchema, publicProgramSchema } from '../routes/programs.ts';
import {
  announcementListSchema,
  eventListSchema,
  prayerScheduleSchema,
  todayPrayerTimesSchema,
  yearlyPrayerTimesSchema,
} from './schemas.ts';
import { contentKeyParamSchema, menuListSchema, menuSchema, pageListSchema, pageSchema } from './page-schemas.ts';
import { apiSchemas } from './schemas.ts';
import { siteFactsSchema } from '../../domain/site-facts/site-facts.ts';
import { campaignKeyParamSchema, campaignListSchema, publicCampaignSchema } from '../routes/campaigns.ts';
import { registrationViewSchema, signUpCreatedSchema, signUpStateSchema } from '../routes/registrations.ts';
import { signUpInput, visitorChangeInput } from '../../domain/registrations/registration-input.ts';

/**
 * The public API: every read anyone may make, from any site (issue 16). One list drives the OpenAPI
 * document, the reference page and which answers carry `Access-Control-Allow-Origin: *`. Parameter
 * schemas are the very objects the routes' validators use; answer schemas are in schemas.ts.
 */
export interface PublicOperation {
  operationId: string;
  /** OpenAPI path syntax: '/api/events/{id}/calendar.ics'. */
  path: string;
  tag: 'Prayer times' | 'Announcements' | 'Events' | 'Calendar feeds' | 'Programs' | 'Site' | 'Pages';
  summary: string;
  description: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** The 200 answer: JSON described by a schema, or an iCalendar file. */
  ok:
    | { description: string; json: z.ZodType }
    | { description: string; calendar: true }
    | { description: string; images: readonly string[] };
  /** Other answers the route gives, with when. */
  errors?: Partial<Record<400 | 404, string>>;
  /** How long clients and caches may keep the answer. */
  cacheControl: string;
}

/** The site's facts (issue 24 item 3): the same schema the route and the admin form check (zod/mini). */
const siteFactsAnswer = siteFactsSchema as unknown as z.ZodType;
apiSchemas.add(siteFactsAnswer, { id: 'SiteFacts', description: "The masjid's contacts, address, hours, links and donation methods" });

export const PUBLIC_OPERATIONS: readonly PublicOperation[] = [
  {
    operationId: 'getTodayPrayerTimes',
    path: '/api/prayer-times',
    tag: 'Prayer times',
    summary: "Today's prayer times",
    description:
      "Adhan and iqamah times for today in the masjid's time zone, sunrise, Jumu'ah and the Hijri date. Days without an uploaded timetable are calculated (see `source`).",
    ok: { description: "Today's times", json: todayPrayerTimesSchema },
    cacheControl: "public, max-age=60 (never past the masjid's midnight)",
  },
  {
    operationId: 'getYearlyPrayerTimes',
    path: '/api/prayer-times/yearly/{year}',
    tag: 'Prayer times',
    summary: "A year's timetable",
    description:
      "Every day of the year that the masjid's uploaded timetable has, in date order. For next year, every day: the uploaded ones, and the others calculated with the masjid's rules and marked `calculated` (families print next year's sheet before the timetable is uploaded).",
    params: yearParamSchema,
    ok: { description: 'The days of the year', json: yearlyPrayerTimesSchema },
    errors: { 400: `The year is not a number from ${MIN_YEAR} to ${MAX_YEAR}` },
    cacheControl: 'public, max-age=60',
  },
  {
    operationId: 'getPrayerSchedule',
    path: '/api/prayer-times/schedule',
    tag: 'Prayer times',
    summary: 'The schedule for a run of days',
    description:
      "The masjid's effective times for up to 62 consecutive days: the timetable with the iqamah rules and overrides applied, the khutbahs, Eid prayers, Ramadan and the Hijri date of each day.",
    query: scheduleQuerySchema,
    ok: { description: 'The days', json: prayerScheduleSchema },
    errors: { 400: 'from is not a date, or days is not 1 to 62' },
    cacheControl: 'public, max-age=60',
  },
  {
    operationId: 'listAnnouncements',
    path: '/api/announcements',
    tag: 'Announcements',
    summary: 'Current announcements',
    description:
      'The announcements shown on the home page: active and not expired, highest priority first. ?lang= gives each one\'s title and content in that language where staff translated them (else the default text), with `lang` naming each text\'s language.',
    query: textLanguageQuery,
    ok: { description: 'The announcements', json: announcementListSchema },
    errors: { 400: 'A language the site does not have' },
    cacheControl: 'no-store',
  },
  {
    operationId: 'listEvents',
    path: '/api/events',
    tag: 'Events',
    summary: 'Events and programs',
    description:
      'Every event: standing programs (no dates) first, then dated events by start. ?lang= gives each one\'s title, description and location in that language where staff translated them (else the default text), with `lang` naming each text\'s language.',
    query: textLanguageQuery,
    ok: { description: 'The events', json: eventListSchema },
    errors: { 400: 'A language the site does not have' },
    cacheControl: 'no-store',
  },
  {
    operationId: 'getUploadedImage',
    path: '/api/uploads/{key}',
    tag: 'Events',
    summary: 'An uploaded image',
    description:
      "An event's flyer or a gallery photo, as its `imageUrl` names it. Its bytes never change, so it may be cached for a year.",
    params: uploadKeySchema,
    ok: { description: 'The image', images: Object.values(IMAGE_TYPES).map((type) => type.contentType) },
    errors: { 404: 'No such image' },
    cacheControl: 'public, max-age=31536000, immutable',
  },
  {
    operationId: 'getPrayerTimesCalendar',
    path: '/api/prayer-times.ics',
    tag: 'Calendar feeds',
    summary: 'Prayer times as a calendar subscription',
    description:
      "Iqamah times (and Jumu'ah on Fridays, in Dhuhr's place) for today and the next 59 days as short iCalendar (RFC 5545) events with a VTIMEZONE. Also at /prayer-times.ics. Subscribers refresh daily. ?lang= writes the prayer names, titles and times in one of the site's languages (times stay in the masjid's zone).",
    query: prayerFeedQuerySchema,
    ok: { description: 'An iCalendar file', calendar: true },
    errors: { 400: 'An unknown prayer name, adhan other than 1 or 0, or a language the site does not have' },
    cacheControl: 'public, max-age=3600',
  },
  {
    operationId: 'getEventCalendarFile',
    path: '/api/events/{id}/calendar.ics',
    tag: 'Calendar feeds',
    summary: 'One event as a calendar file',
    description:
      "A dated event as an iCalendar file to add to a calendar. Its UID stays the same when the event changes. ?lang= writes it in one of the site's languages (the staff's translation of the title, description and place where written). All upcoming events: /calendar.ics.",
    params: idParamSchema,
    query: textLanguageQuery,
    ok: { description: 'An iCalendar file with the one event', calendar: true },
    errors: {
      400: 'The id is not a positive whole number, or ?lang= names a language the site does not have',
      404: 'No such event, or it has no date (a standing program)',
    },
    cacheControl: 'public, max-age=60',
  },
  {
    operationId: 'getEventSignUp',
    path: '/api/events/{id}/sign-up',
    tag: 'Events',
    summary: "An event's online sign-up",
    description: 'Whether the event takes sign-ups now, the seats left (read live), the most seats one sign-up may take and what the form asks. Visitors sign up with POST to /api/events/{id}/registrations.',
    params: idParamSchema,
    ok: { description: 'The sign-up state', json: signUpStateSchema },
    errors: { 400: 'The id is not a positive whole number', 404: 'No such event, or it takes no online sign-ups' },
    cacheControl: 'no-store',
  },
  {
    operationId: 'getProgramSignUp',
    path: '/api/programs/{key}/sign-up',
    tag: 'Programs',
    summary: "A program's online sign-up",
    description: "Whether the program takes sign-ups now (its registration dates, in the masjid's time zone), the seats left (read live) and what the form asks.",
    params: programKeySchema,
    ok: { description: 'The sign-up state', json: signUpStateSchema },
    errors: { 404: 'No published program with this slug, or it takes no online sign-ups' },
    cacheControl: 'no-store',
  },
  {
    operationId: 'listPrograms',
    path: '/api/programs',
    tag: 'Programs',
    summary: 'Programs',
    description:
      "The schools, classes, halaqas and camps staff have published and listed, each with its term, dates and status today in the masjid's time zone. Each has a page at /programs/{slug}. ?lang= gives each one's title and term in that language where staff translated them (else the default text), with `lang` naming each text's language.",
    query: textLanguageQuery,
    ok: { description: 'The programs', json: programListSchema },
    errors: { 400: 'A language the site does not have' },
    cacheControl: 'no-store',
  },
  {
    operationId: 'getProgram',
    path: '/api/programs/{key}',
    tag: 'Programs',
    summary: 'One program',
    description: 'A published program by its slug (or id), listed or not, with its status today. ?lang= as for the list.',
    params: programKeySchema,
    query: textLanguageQuery,
    ok: { description: 'The program', json: publicProgramSchema },
    errors: { 400: 'A language the site does not have', 404: 'No published program with this slug' },
    cacheControl: 'no-store',
  },
  {
    operationId: 'listPages',
    path: '/api/pages',
    tag: 'Pages',
    summary: "The site's pages",
    description: "Every published page's text as blocks: the home, About and Services pages and the pages staff added.",
    ok: { description: 'The pages', json: pageListSchema },
    cacheControl: 'no-store',
  },
  {
    operationId: 'getPage',
    path: '/api/pages/{key}',
    tag: 'Pages',
    summary: 'A page',
    description: 'One published page by its slug (or id).',
    params: contentKeyParamSchema,
    ok: { description: 'The page', json: pageSchema },
    errors: { 404: 'No published page has this slug' },
    cacheControl: 'no-store',
  },
  {
    operationId: 'listMenus',
    path: '/api/menus',
    tag: 'Pages',
    summary: "The site's menu",
    description: "The header's links and the footer's link lists, as published.",
    ok: { description: 'The menu', json: menuListSchema },
    cacheControl: 'no-store',
  },
  {
    operationId: 'getMenu',
    path: '/api/menus/{key}',
    tag: 'Pages',
    summary: 'The menu',
    description: 'The published menu by its slug, `main`.',
    params: contentKeyParamSchema,
    ok: { description: 'The menu', json: menuSchema },
    errors: { 404: 'No menu has this slug' },
    cacheControl: 'no-store',
  },
  {
    operationId: 'getSiteFacts',
    path: '/api/site',
    tag: 'Site',
    summary: "The masjid's facts",
    description:
      "Contacts (imam, general, school, teachers), the address and a map link, service hours, facility rental, social and mailing-list links, every way to donate with the tax-exempt status and EIN, as staff published them (the site's own configuration until they do).",
    ok: { description: 'The facts', json: siteFactsAnswer },
    cacheControl: 'no-store',
  },
  {
    operationId: 'listCampaigns',
    path: '/api/campaigns',
    tag: 'Site',
    summary: 'Fundraising campaigns',
    description:
      "The campaigns running now or starting later, in the masjid's time zone, with the goal and the amount raised as staff last entered them from the donation platforms. Ended campaigns are left out. ?lang= gives each one's title and description in that language where staff translated them (else the default text), with `lang` naming each text's language.",
    query: textLanguageQuery,
    ok: { description: 'The campaigns', json: campaignListSchema },
    errors: { 400: 'A language the site does not have' },
    cacheControl: 'no-store',
  },
  {
    operationId: 'getCampaign',
    path: '/api/campaigns/{key}',
    tag: 'Site',
    summary: 'One fundraising campaign',
    description: 'A campaign by its id or slug, while it runs or before it starts. ?lang= as for the list.',
    params: campaignKeyParamSchema,
    query: textLanguageQuery,
    ok: { description: 'The campaign', json: publicCampaignSchema },
    errors: { 400: 'A language the site does not have', 404: 'No such campaign, or it has ended' },
    cacheControl: 'no-store',
  },
];

/**
 * The visitor's side of online sign-ups (issue 27, ADR 022): public, but for this site's own pages — a
 * write or a private link is same-origin (no `Access-Control-Allow-Origin: *`), so these are documented
 * here, apart from PUBLIC_OPERATIONS, which drives CORS.
 */
export interface SignUpOperation {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI path syntax. */
  path: string;
  tag: 'Sign-ups';
  summary: string;
  description: string;
  /** Path parameters (a token or an id or slug); each is a string in the path. */
  params: Record<string, string>;
  /** The JSON body's schema (the route's own validator). */
  body?: z.core.$ZodType;
  /** The success answer. */
  ok:
    | { status: 200 | 201; description: string; json: z.ZodType }
    | { status: 200; description: string; calendar: true }
    | { status: 204; description: string };
  /** Other answers, with when; 409s that carry seatsLeft say so. */
  errors: Partial<Record<400 | 403 | 404 | 409 | 429, string>>;
  /** Which 409 answers carry `seatsLeft` (NotEnoughSeats) rather than the plain Error. */
  conflictCarriesSeatsLeft?: boolean;
}

const TOKEN_PARAM = { token: "The private link's secret, as the sign-up's 201 answer gave it (43 characters, base64url)" };
const LINK_LIMIT = 'More than 120 requests from this address in 10 minutes';

export const SIGN_UP_OPERATIONS: readonly SignUpOperation[] = [
  {
    operationId: 'signUpForEvent',
    method: 'post',
    path: '/api/events/{id}/registrations',
    tag: 'Sign-ups',
    summary: 'Sign up for an event',
    description:
      'Reserves seats, or joins the waiting list when the event is full and has one. Name, and an e-mail or a phone, are required; `website` is a honeypot that must stay empty. The answer\'s `token` is the private link, shown once.',
    params: { id: 'The event id' },
    body: signUpInput,
    ok: { status: 201, description: 'Signed up (confirmed) or on the waiting list', json: signUpCreatedSchema },
    errors: {
      400: 'A field is missing or wrong (`fields` names each), or the id is not a number',
      403: 'Sign-ups are not open (before they open or after they close)',
      404: 'No such event, or it takes no online sign-ups',
      409: 'Full without a waiting list (with `seatsLeft`), or this e-mail or phone already signed up',
      429: 'Too many sign-ups from this address, or with this e-mail or phone',
    },
    conflictCarriesSeatsLeft: true,
  },
  {
    operationId: 'signUpForProgram',
    method: 'post',
    path: '/api/programs/{key}/registrations',
    tag: 'Sign-ups',
    summary: 'Sign up for a program',
    description: "The same as for an event, for a program staff opened to online sign-up, within its registration dates in the masjid's time zone; children's names and ages when the program asks for them.",
    params: { key: "The program's slug or id" },
    body: signUpInput,
    ok: { status: 201, description: 'Signed up (confirmed) or on the waiting list', json: signUpCreatedSchema },
    errors: {
      400: 'A field is missing or wrong (`fields` names each)',
      403: 'Sign-ups are not open',
      404: 'No such program, or it takes no online sign-ups',
      409: 'Full without a waiting list (with `seatsLeft`), or this e-mail or phone already signed up',
      429: 'Too many sign-ups from this address, or with this e-mail or phone',
    },
    conflictCarriesSeatsLeft: true,
  },
  {
    operationId: 'getRegistration',
    method: 'get',
    path: '/api/registrations/{token}',
    tag: 'Sign-ups',
    summary: 'A sign-up, by its private link',
    description: 'The sign-up with its status, seats, place on the waiting list and the event or program; read live.',
    params: TOKEN_PARAM,
    ok: { status: 200, description: 'The sign-up', json: registrationViewSchema },
    errors: { 404: 'No sign-up has this token', 429: LINK_LIMIT },
  },
  {
    operationId: 'changeRegistration',
    method: 'put',
    path: '/api/registrations/{token}',
    tag: 'Sign-ups',
    summary: 'Change the party size',
    description: 'Fewer seats always fit (and may seat waiting parties); more seats only while that many are left.',
    params: TOKEN_PARAM,
    body: visitorChangeInput,
    ok: { status: 200, description: 'The changed sign-up', json: registrationViewSchema },
    errors: {
      400: 'seats is not a whole number from 1 to the most one sign-up may take',
      403: 'Sign-ups are closed',
      404: 'No sign-up has this token',
      409: 'The sign-up was cancelled, or not enough seats are left (with `seatsLeft`)',
      429: LINK_LIMIT,
    },
    conflictCarriesSeatsLeft: true,
  },
  {
    operationId: 'cancelRegistration',
    method: 'delete',
    path: '/api/registrations/{token}',
    tag: 'Sign-ups',
    summary: 'Cancel a sign-up',
    description: 'Frees the seats; the first waiting parties that fit take them.',
    params: TOKEN_PARAM,
    ok: { status: 204, description: 'Cancelled' },
    errors: { 403: 'Sign-ups are closed', 404: 'No sign-up has this token', 409: 'Already cancelled', 429: LINK_LIMIT },
  },
  {
    operationId: 'getRegistrationCalendarFile',
    method: 'get',
    path: '/api/registrations/{token}/calendar.ics',
    tag: 'Sign-ups',
    summary: 'Add to calendar',
    description: "The event (or the program's meetings) the sign-up is for, as an iCalendar file.",
    params: TOKEN_PARAM,
    ok: { status: 200, description: 'An iCalendar file', calendar: true },
    errors: { 404: 'No sign-up has this token, or nothing to put in a calendar', 429: LINK_LIMIT },
  },
];

/** Meta routes that are public reads too (they carry the CORS header) but describe the API rather than belong to it. */
export const DOCUMENTATION_PATHS = ['/api/openapi.json', '/api/docs'] as const;

const patterns = [...PUBLIC_OPERATIONS.map((op) => op.path), ...DOCUMENTATION_PATHS].map(
  (path) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{[^}]+\\\}/g, '[^/]+')}$`),
);

/** Whether `pathname` is one of the public reads (any site may fetch it). */
export function isPublicApiPath(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}

/** The site's public addresses for other sites and apps, beside the API (the reference page lists them). */
export const PUBLIC_ADDRESSES: ReadonlyArray<{ path: string; text: string }> = [
  {
    path: '/calendar.ics',
    text: `the events calendar to subscribe to (upcoming events and the last 30 days); ?lang=${site.languages.enabled.join('|')} writes it in that language`,
  },
  {
    path: '/prayer-times.ics',
    text: `iqamah times for the next 60 days to subscribe to; ?prayers=fajr,isha picks prayers, ?adhan=1 adds adhans, ?lang=${site.languages.enabled.join('|')} chooses the language`,
  },
  {
    path: '/embed/prayer-times',
    text: `today's times and the next prayer for an iframe; ?theme=light|dark, ?layout=vertical|horizontal, ?lang=${site.languages.enabled.join('|')} (Arabic right to left)`,
  },
  { path: '/api/openapi.json', text: 'this API as an OpenAPI 3.1 document' },
  { path: '/api/docs', text: 'this reference' },
];
