import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { site } from '../../config/site.ts';
import { addDays, isoDateIn, isValidIsoDate, yearIn } from '../../domain/dates/zoned.ts';
import { startOfLocalDayUtc } from '../../domain/dates/local-day.ts';
import { MAX_YEAR, MIN_YEAR, parseYear } from '../../domain/prayer-times/csv-parse.ts';
import { prayerTimesCsvFileName, serializePrayerTimesCsv } from '../../domain/prayer-times/csv-serialize.ts';
import { csvDownloadYears, listsCalculatedDays } from '../../domain/schedule/schedule-years.ts';
import { yearlyListing } from '../../domain/schedule/yearly-listing.ts';
import { listDaysBetween } from '../db/repositories/prayer-times.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, issueWithFieldText } from '../middleware/errors.ts';
import { ADMINS, requireRole } from '../middleware/require-role.ts';
import { multipartBody, validate } from '../middleware/validate.ts';
import { importErrorMessage, importMessage, importPrayerTimesCsv } from '../prayer-times-import.ts';
import { loadSchedule } from '../schedule/prayer-schedule.ts';
import { loadTodaySchedule, todayAnswerAt } from '../schedule/today.ts';

export const NO_FILE_SELECTED = 'No File Selected: Please select a CSV file to upload';
export const INVALID_FILE_TYPE = 'Invalid File Type: Please select a CSV file';
export const NOT_UTF8 = 'The file is not UTF-8 text: save it as "CSV UTF-8" and upload it again';

/** Longest the public "today" answer may be cached; it never outlives the masjid's midnight. */
const TODAY_MAX_AGE_SECONDS = 60;
const YEARLY_MAX_AGE_SECONDS = 60;

const CSV_TYPES = new Set([
  'text/csv',
  'application/csv',
  'text/x-csv',
  'application/x-csv',
  'text/comma-separated-values',
  'text/x-comma-separated-values',
]);

/** SPEC 5: a text/csv type or a .csv name (browsers on Windows often send application/vnd.ms-excel). */
function isCsvFile(file: File): boolean {
  const type = (file.type.split(';')[0] ?? '').trim().toLowerCase();
  return CSV_TYPES.has(type) || /\.csv$/i.test(file.name.trim());
}

/** A path or form value for messages: quoted and short, whatever was sent. */
function shown(value: string): string {
  return JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value);
}

const YEARS = `a year from ${MIN_YEAR} to ${MAX_YEAR}`;

/** `:year` in a path: a year the timetable may hold. */
export const yearParamSchema = z.object({
  year: z
    .string()
    .describe(`The Gregorian year, ${YEARS}`)
    .transform((raw, ctx) => {
      const year = parseYear(raw);
      if (year !== null) return year;
      ctx.addIssue({ code: 'custom', message: `Invalid year ${shown(raw)}: expected ${YEARS}` });
      return z.NEVER;
    }),
});
const yearParam = validate('param', yearParamSchema);

/** Days GET /schedule gives at most: two months, what a feed or a screen needs ahead. */
export const MAX_SCHEDULE_QUERY_DAYS = 62;

/** `?from=YYYY-MM-DD` (default: the masjid's today) and `?days=N` (1 to 62, default 7). */
export const scheduleQuerySchema = z.object({
  from: z
    .string()
    .refine(
      (value) => isValidIsoDate(value) && parseYear(value.slice(0, 4)) !== null,
      `from must be a date YYYY-MM-DD from ${MIN_YEAR} to ${MAX_YEAR}`,
    )
    .optional()
    .describe("The first day, YYYY-MM-DD; the masjid's today when omitted"),
  days: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return 7;
      const days = /^\d{1,3}$/.test(value.trim()) ? Number(value) : NaN;
      if (days >= 1 && days <= MAX_SCHEDULE_QUERY_DAYS) return days;
      ctx.addIssue({ code: 'custom', message: `days must be a whole number from 1 to ${MAX_SCHEDULE_QUERY_DAYS}` });
      return z.NEVER;
    })
    .describe(`How many days, 1 to ${MAX_SCHEDULE_QUERY_DAYS}; 7 when omitted`),
});
const scheduleQuery = validate('query', scheduleQuerySchema);

/** The upload form: one CSV file in `csv`, and the year its Day/Month rows belong to (empty: this year). */
export const csvUploadSchema = z.object({
  csv: z
    .unknown()
    .optional()
    .transform((field, ctx) => {
      if (Array.isArray(field))
        ctx.addIssue(issueWithFieldText('Please upload one CSV file at a time', 'One file only'));
      else if (!(field instanceof File) || (field.size === 0 && field.name === ''))
        ctx.addIssue(issueWithFieldText(NO_FILE_SELECTED, 'No File Selected'));
      else if (!isCsvFile(field)) ctx.addIssue(issueWithFieldText(INVALID_FILE_TYPE, 'Invalid File Type'));
      else return field;
      return z.NEVER;
    }),
  year: z
    .unknown()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return null;
      const year = typeof raw === 'string' ? parseYear(raw) : null;
      if (year !== null) return year;
      const value = typeof raw === 'string' ? ` ${shown(raw)}` : '';
      ctx.addIssue(issueWithFieldText(`Invalid year${value}: expected ${YEARS}`, `Expected ${YEARS}`));
      return z.NEVER;
    }),
});

/** `?dryRun=1` (or true, yes): check and preview the file without storing it. */
const dryRunQuery = validate(
  'query',
  z.object({
    dryRun: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((value) => {
        const first = Array.isArray(value) ? value[0] : value;
        return typeof first === 'string' && ['1', 'true', 'yes'].includes(first.trim().toLowerCase());
      }),
  }),
);

/** The schedule of `year`. */
function yearSchedule(c: Context<AppEnv>, year: number) {
  return loadSchedule(c.env.services.db, `${year}-01-01`, `${year}-12-31`);
}

/** Whether `year`'s listing and CSV fill the days without an upload with calculated times (next year). */
function withCalculated(c: Context<AppEnv>, year: number): boolean {
  return listsCalculatedDays(year, yearIn(site.timeZone, c.env.services.now()));
}

/**
 * The uploaded days of `year` as the site shows them: each iqamah as the prayer settings make it (the
 * file's own unless a rule overrides it; the rule's where the file left it empty). Next year's has the
 * calculated days too, as its page shows them, so staff can start its timetable from them.
 */
async function csvDownload(c: Context<AppEnv>, year: number): Promise<Response> {
  const stored = new Set(
    (await listDaysBetween(c.env.services.db, `${year}-01-01`, `${year}-12-31`)).map((day) => day.date),
  );
  const calculated = withCalculated(c, year);
  const days = (await yearSchedule(c, year)).filter(
    (day) => (stored.has(day.date) && day.source === 'uploaded') || (calculated && day.source === 'calculated'),
  );
  return c.body(serializePrayerTimesCsv(days), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${prayerTimesCsvFileName(year)}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}

const admins = requireRole(ADMINS);

/**
 * GET / (today, public), GET /yearly/:year (public), GET /schedule (public: the effective schedule of up
 * to 62 days, src/domain/schedule/schedule.ts's ScheduleDay), POST /upload-csv, GET /download-csv and
 * GET /download-yearly-csv/:year (admin and super_admin, SPEC 6). Every time comes from the one schedule.
 */
export const prayerTimeRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db, now: clock, readCache } = c.env.services;
    const now = clock();
    const today = isoDateIn(site.timeZone, now);
    // Everything but the Hijri date's turn at Maghrib follows from the date: shared for the day.
    const schedule = await readCache.read(`prayer-times:${today}`, () => loadTodaySchedule(db, today));
    const untilMidnight = Math.floor(
      (startOfLocalDayUtc(site.timeZone, addDays(today, 1)).getTime() - now.getTime()) / 1000,
    );
    c.header('Cache-Control', `public, max-age=${Math.max(0, Math.min(TODAY_MAX_AGE_SECONDS, untilMidnight))}`);
    return c.json(todayAnswerAt(schedule, site.timeZone, now));
  })
  .get('/yearly/:year', yearParam, async (c) => {
    const { year } = c.req.valid('param');
    const calculated = withCalculated(c, year);
    const days = await c.env.services.readCache.read(`prayer-times:yearly:${year}${calculated ? ':calculated' : ''}`, async () =>
      yearlyListing(await yearSchedule(c, year), year, { withCalculated: calculated }),
    );
    c.header('Cache-Control', `public, max-age=${YEARLY_MAX_AGE_SECONDS}`);
    return c.json(days);
  })
  .get('/schedule', scheduleQuery, async (c) => {
    const { db, now, readCache } = c.env.services;
    const { from = isoDateIn(site.timeZone, now()), days } = c.req.valid('query');
    const to = addDays(from, days - 1);
    const schedule = await readCache.read(`prayer-times:schedule:${from}:${to}`, () => loadSchedule(db, from, to));
    c.header('Cache-Control', `public, max-age=${YEARLY_MAX_AGE_SECONDS}`);
    return c.json(schedule);
  })
  .post(
    '/upload-csv',
    admins,
    multipartBody(csvUploadSchema, 'Content-Type must be multipart/form-data with the file in the field "csv"'),
    dryRunQuery,
    async (c) => {
      const { db, now, rebuild } = c.env.services;
      const { csv: field, year: chosenYear } = c.req.valid('form');
      const year = chosenYear ?? yearIn(site.timeZone, now());

      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(await field.arrayBuffer());
      } catch {
        throw new ApiError(400, NOT_UTF8, { fields: { csv: 'Not UTF-8 text' } });
      }

      const { dryRun } = c.req.valid('query');
      const result = await importPrayerTimesCsv(db, text, { year, dryRun });
      if (!result.ok) {
        return c.json(
          { message: importErrorMessage(result), errors: result.errors, errorCount: result.errorCount },
          400,
        );
      }
      const { ok: _ok, days, ...summary } = result;
      if (!dryRun) rebuild.request('prayer times uploaded');
      return c.json({ message: importMessage(result), ...summary, imported: days, year: result.years[0] ?? year }, 200);
    },
  )
  .get('/download-csv', admins, (c) => csvDownload(c, yearIn(site.timeZone, c.env.services.now())))
  .get('/download-yearly-csv/:year', admins, yearParam, (c) => {
    const { year } = c.req.valid('param');
    const years = csvDownloadYears(isoDateIn(site.timeZone, c.env.services.now()));
    if (!years.includes(year)) {
      throw new ApiError(400, `Prayer times can be downloaded for ${years.at(-1)} to ${years[0]}; not ${year}`);
    }
    return csvDownload(c, year);
  });
