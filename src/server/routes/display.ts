import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { site } from '../../config/site.ts';
import { yearIn } from '../../domain/dates/zoned.ts';
import { displayDayOf, type DisplayDay, type DisplayYear } from '../../domain/display/display-day.ts';
import type { DisplaySettings } from '../../domain/display/settings.ts';
import { displaySettingsInputSchema, SAME_LANGUAGE } from '../../domain/display/settings-input.ts';
import { parseYear } from '../../domain/prayer-times/csv-parse.ts';
import { scheduleOfTimetable } from '../../domain/schedule/schedule.ts';
import { findDisplaySettings, saveDisplaySettings } from '../db/repositories/display-settings.ts';
import { listDaysBetween } from '../db/repositories/prayer-times.ts';
import { currentPrayerSettings } from '../schedule/prayer-schedule.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../middleware/errors.ts';
import { ADMINS, requireRole } from '../middleware/require-role.ts';
import { jsonBody, validate } from '../middleware/validate.ts';

/** Years the display may ask for around the server's own: last year (a TV whose clock lags), this one, the next two. */
export const DISPLAY_YEARS_BACK = 1;
export const DISPLAY_YEARS_AHEAD = 2;

const SETTINGS_MAX_AGE_SECONDS = 60;
const PRAYER_SETTINGS_MAX_AGE_SECONDS = 60;
const TIMETABLE_MAX_AGE_SECONDS = 300;

/** The display's settings as the API answers: the saved ones, or the config's defaults, and when and by whom. */
export type DisplaySettingsAnswer = DisplaySettings & { updatedAt: string | null; updatedBy: string | null };

/**
 * The config file's display settings: the screen speaks the site's default language, one line per
 * prayer name, until staff choose (issue 26).
 */
export function defaultDisplaySettings(): DisplaySettings {
  return { ...site.display, language: site.languages.default, secondLanguage: null };
}

/** An enabled language, or the default one (a saved language since disabled in site config). */
function enabledOr(code: string | null, fallback: string): string {
  return code !== null && site.languages.enabled.includes(code) ? code : fallback;
}

async function currentSettings(c: Context<AppEnv>): Promise<DisplaySettingsAnswer> {
  const saved = await findDisplaySettings(c.env.services.db);
  const defaults = defaultDisplaySettings();
  if (!saved) return { ...defaults, updatedAt: null, updatedBy: null };
  const language = enabledOr(saved.language, defaults.language);
  const second = saved.secondLanguage === null ? null : enabledOr(saved.secondLanguage, language);
  return {
    slideSeconds: saved.slideSeconds,
    iqamahScreenMinutes: saved.iqamahScreenMinutes,
    theme: saved.theme,
    language,
    secondLanguage: second === language ? null : second,
    updatedAt: saved.updatedAt.toISOString(),
    updatedBy: saved.updatedBy,
  };
}

/** `:year` in a path: four digits; whether the display may have that year is judged against the clock. */
export const displayYearParam = validate(
  'param',
  z.object({
    year: z.string().transform((raw, ctx) => {
      const year = parseYear(raw);
      if (year !== null) return year;
      ctx.addIssue({ code: 'custom', message: `Invalid year ${shown(raw)}: expected a year such as 2026` });
      return z.NEVER;
    }),
  }),
);

/** A path value for messages: quoted and short, whatever was sent. */
function shown(value: string): string {
  return JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value);
}

function servedYear(c: Context<AppEnv>, year: number): number {
  const current = yearIn(site.timeZone, c.env.services.now());
  const from = current - DISPLAY_YEARS_BACK;
  const to = current + DISPLAY_YEARS_AHEAD;
  if (year < from || year > to) {
    throw new ApiError(400, `Invalid year ${shown(String(year))}: the display's timetable is served for ${from} to ${to}`);
  }
  return year;
}

/**
 * The year's uploaded days, as the display reads them, from the one schedule (the prayer settings'
 * iqamahs and khutbahs). Days without an upload are left to the screen, which calculates them: a whole
 * year calculated here would cost more CPU than a free Workers request may spend.
 */
async function timetable(c: Context<AppEnv>, year: number): Promise<DisplayYear> {
  const { db } = c.env.services;
  const [stored, settings] = await Promise.all([listDaysBetween(db, `${year}-01-01`, `${year}-12-31`), currentPrayerSettings(db)]);
  // The one schedule (issue 13): the prayer settings' iqamahs and khutbahs on the uploaded days.
  const days: DisplayDay[] = scheduleOfTimetable({ timetable: stored, settings, site }).map(displayDayOf);
  return { year, days };
}

const admins = requireRole(ADMINS);

/**
 * The prayer-hall display's API (issue 14): GET /settings, GET /prayer-settings and GET /timetable/:year
 * are public (the screen signs in to nothing); PUT /settings is for admin and super_admin. Settings are read by the screen at
 * run time, so a change needs no rebuild of the static pages, only the shared answers dropped.
 */
export const displayRoutes = new Hono<AppEnv>()
  .get('/settings', async (c) => {
    const { readCache } = c.env.services;
    const answer = await readCache.read('display:settings', () => currentSettings(c));
    c.header('Cache-Control', `public, max-age=${SETTINGS_MAX_AGE_SECONDS}`);
    return c.json(answer);
  })
  .put('/settings', admins, jsonBody(displaySettingsInputSchema(site.languages.enabled)), async (c) => {
    const input = c.req.valid('json');
    const { db, now, readCache } = c.env.services;
    const current = await currentSettings(c);
    const next: DisplaySettings = {
      slideSeconds: input.slideSeconds ?? current.slideSeconds,
      iqamahScreenMinutes: input.iqamahScreenMinutes ?? current.iqamahScreenMinutes,
      theme: input.theme ?? current.theme,
      language: input.language ?? current.language,
      secondLanguage: input.secondLanguage === undefined ? current.secondLanguage : input.secondLanguage,
    };
    if (next.secondLanguage === next.language) {
      // Only one of the two was sent, and it matches the saved other.
      throw new ApiError(400, SAME_LANGUAGE, { fields: { secondLanguage: SAME_LANGUAGE } });
    }
    await saveDisplaySettings(db, next, { userId: c.get('user')!.id, at: now() });
    readCache.clear();
    return c.json(await currentSettings(c));
  })
  // The prayer settings the screen's schedule needs (issue 13: one schedule everywhere): the whole saved
  // document without who saved it, since every part of it shapes a day (iqamah rules, overrides, the
  // calculation, khutbahs, Hijri, Ramadan, Eid). All of it is shown to visitors anyway.
  .get('/prayer-settings', async (c) => {
    const { db, readCache } = c.env.services;
    const answer = await readCache.read('display:prayer-settings', () => currentPrayerSettings(db));
    c.header('Cache-Control', `public, max-age=${PRAYER_SETTINGS_MAX_AGE_SECONDS}`);
    return c.json(answer);
  })
  .get('/timetable/:year', displayYearParam, async (c) => {
    const year = servedYear(c, c.req.valid('param').year);
    const { readCache } = c.env.services;
    const answer = await readCache.read(`display:timetable:${year}`, () => timetable(c, year));
    c.header('Cache-Control', `public, max-age=${TIMETABLE_MAX_AGE_SECONDS}`);
    return c.json(answer);
  });
