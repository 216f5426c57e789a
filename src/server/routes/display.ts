import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { site } from '../../config/site.ts';
import { addDays, yearIn } from '../../domain/dates/zoned.ts';
import { displayDayOf, type DisplayDay, type DisplayYear } from '../../domain/display/display-day.ts';
import { DISPLAY_LIMITS, DISPLAY_THEMES, type DisplaySettings } from '../../domain/display/settings.ts';
import { prayerTimesFor } from '../../domain/prayer-times/calculated.ts';
import { parseYear } from '../../domain/prayer-times/csv-parse.ts';
import { findDisplaySettings, saveDisplaySettings } from '../db/repositories/display-settings.ts';
import { listDaysBetween } from '../db/repositories/prayer-times.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, validationError } from '../middleware/errors.ts';
import { readJson } from '../middleware/json-body.ts';
import { ADMINS, requireRole } from '../middleware/require-role.ts';
import { jsonObject } from './events.ts';

/** Years the display may ask for around the server's own: last year (a TV whose clock lags), this one, the next two. */
export const DISPLAY_YEARS_BACK = 1;
export const DISPLAY_YEARS_AHEAD = 2;

const SETTINGS_MAX_AGE_SECONDS = 60;
const TIMETABLE_MAX_AGE_SECONDS = 300;

const whole = (label: string, limits: { min: number; max: number }, unit: string) =>
  z
    .number({ error: `${label} must be a whole number of ${unit} from ${limits.min} to ${limits.max}` })
    .int(`${label} must be a whole number of ${unit} from ${limits.min} to ${limits.max}`)
    .min(limits.min, `${label} must be at least ${limits.min} ${unit}`)
    .max(limits.max, `${label} must be at most ${limits.max} ${unit}`);

/** PUT /api/display/settings: any of the three fields; the others keep their saved (or default) value. */
export const displaySettingsInputSchema = z
  .object({
    slideSeconds: whole('Slide time', DISPLAY_LIMITS.slideSeconds, 'seconds').optional(),
    iqamahScreenMinutes: whole('Iqamah screen time', DISPLAY_LIMITS.iqamahScreenMinutes, 'minutes').optional(),
    theme: z.enum(DISPLAY_THEMES, { error: `Theme must be one of: ${DISPLAY_THEMES.join(', ')}` }).optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Send at least one of slideSeconds, iqamahScreenMinutes, theme',
  });

const FIELDS = ['slideSeconds', 'iqamahScreenMinutes', 'theme'] as const;

/** The display's settings as the API answers: the saved ones, or the config's defaults, and when and by whom. */
export type DisplaySettingsAnswer = DisplaySettings & { updatedAt: string | null; updatedBy: string | null };

async function currentSettings(c: Context<AppEnv>): Promise<DisplaySettingsAnswer> {
  const saved = await findDisplaySettings(c.env.services.db);
  if (!saved) return { ...site.display, updatedAt: null, updatedBy: null };
  return {
    slideSeconds: saved.slideSeconds,
    iqamahScreenMinutes: saved.iqamahScreenMinutes,
    theme: saved.theme,
    updatedAt: saved.updatedAt.toISOString(),
    updatedBy: saved.updatedBy,
  };
}

function displayYearParam(c: Context<AppEnv>): number {
  const raw = c.req.param('year') ?? '';
  const current = yearIn(site.timeZone, c.env.services.now());
  const from = current - DISPLAY_YEARS_BACK;
  const to = current + DISPLAY_YEARS_AHEAD;
  const year = parseYear(raw);
  if (year === null || year < from || year > to) {
    const shown = JSON.stringify(raw.length > 20 ? `${raw.slice(0, 20)}…` : raw);
    throw new ApiError(400, `Invalid year ${shown}: the display's timetable is served for ${from} to ${to}`);
  }
  return year;
}

/** Every day of `year`, resolved as GET /api/prayer-times resolves today: the upload, else the fallback. */
async function timetable(c: Context<AppEnv>, year: number): Promise<DisplayYear> {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const stored = new Map((await listDaysBetween(c.env.services.db, first, last)).map((day) => [day.date, day]));
  const days: DisplayDay[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    days.push(displayDayOf(prayerTimesFor(date, stored.get(date) ?? null, site), site.prayer.jummaTime));
  }
  return { year, days };
}

const admins = requireRole(ADMINS);

/**
 * The prayer-hall display's API (issue 14): GET /settings and GET /timetable/:year are public (the screen
 * signs in to nothing); PUT /settings is for admin and super_admin. Settings are read by the screen at
 * run time, so a change needs no rebuild of the static pages, only the shared answers dropped.
 */
export const displayRoutes = new Hono<AppEnv>()
  .get('/settings', async (c) => {
    const { readCache } = c.env.services;
    const answer = await readCache.read('display:settings', () => currentSettings(c));
    c.header('Cache-Control', `public, max-age=${SETTINGS_MAX_AGE_SECONDS}`);
    return c.json(answer);
  })
  .put('/settings', admins, async (c) => {
    const body = await readJson(c, jsonObject);
    const result = displaySettingsInputSchema.safeParse(
      Object.fromEntries(FIELDS.filter((key) => key in body).map((key) => [key, body[key]])),
    );
    if (!result.success) throw validationError(result.error);
    const { db, now, readCache } = c.env.services;
    const current = await currentSettings(c);
    const next: DisplaySettings = {
      slideSeconds: result.data.slideSeconds ?? current.slideSeconds,
      iqamahScreenMinutes: result.data.iqamahScreenMinutes ?? current.iqamahScreenMinutes,
      theme: result.data.theme ?? current.theme,
    };
    await saveDisplaySettings(db, next, { userId: c.get('user')!.id, at: now() });
    readCache.clear();
    return c.json(await currentSettings(c));
  })
  .get('/timetable/:year', async (c) => {
    const year = displayYearParam(c);
    const { readCache } = c.env.services;
    const answer = await readCache.read(`display:timetable:${year}`, () => timetable(c, year));
    c.header('Cache-Control', `public, max-age=${TIMETABLE_MAX_AGE_SECONDS}`);
    return c.json(answer);
  });
