import { Hono } from 'hono';
import { z } from 'zod';
import { site } from '../../config/site.ts';
import { hhMmTo12h } from '../../domain/dates/time-of-day.ts';
import { addDays, isoDateIn } from '../../domain/dates/zoned.ts';
import { upcomingChanges } from '../../domain/schedule/changes.ts';
import { ramadanOnOrAfter } from '../../domain/schedule/ramadan.ts';
import { IMPACT_LONG_DAYS, iqamahRuleImpact } from '../../domain/schedule/rule-impact.ts';
import { buildSchedule, type ScheduleDay } from '../../domain/schedule/schedule.ts';
import { describeSettingsChanges } from '../../domain/schedule/settings-diff.ts';
import { prayerSettingsSchema } from '../../domain/schedule/settings-schema.ts';
import type { PrayerSettings } from '../../domain/schedule/settings.ts';
import type { Db } from '../db/client.ts';
import { listPrayerSettingsChanges, readStoredPrayerSettings, savePrayerSettings } from '../db/repositories/prayer-settings.ts';
import { listDaysBetween } from '../db/repositories/prayer-times.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../middleware/errors.ts';
import { ADMINS, requireRole, STAFF } from '../middleware/require-role.ts';
import { jsonBody } from '../middleware/validate.ts';
import { configPrayerSettings, currentPrayerSettings, loadSchedule, settingsFromStored } from '../schedule/prayer-schedule.ts';

/** Days the preview shows, from the masjid's today. */
export const PREVIEW_DAYS = 7;
/** Changes the settings answer lists, newest first. */
export const CHANGE_LOG_LENGTH = 20;
/** Eid prayers the Overview lists ahead. */
const OVERVIEW_EID_DAYS = 60;

const JSON_OBJECT = 'The request body must be a JSON object';

/** PUT /api/prayer-settings: the whole settings document, and the version it was edited from. */
export const savePrayerSettingsSchema = z.object(
  {
    settings: prayerSettingsSchema,
    version: z
      .number({ error: 'version must be the whole number the settings were read with' })
      .int('version must be the whole number the settings were read with')
      .min(0, 'version must be the whole number the settings were read with')
      .optional(),
  },
  { error: JSON_OBJECT },
);

/** POST /api/prayer-settings/preview: settings not saved yet. */
export const previewPrayerSettingsSchema = z.object({ settings: prayerSettingsSchema }, { error: JSON_OBJECT });

/** A preview day: the times the prayer card shows, where each iqamah came from, and what else the day holds. */
function previewDay(day: ScheduleDay) {
  return {
    date: day.date,
    weekday: day.weekday,
    source: day.source,
    fajrAdhan: day.fajrAdhan,
    fajrIqamah: day.fajrIqamah,
    shouruq: day.shouruq,
    dhuhrAdhan: day.dhuhrAdhan,
    dhuhrIqamah: day.dhuhrIqamah,
    asrAdhan: day.asrAdhan,
    asrIqamah: day.asrIqamah,
    maghribAdhan: day.maghribAdhan,
    maghribIqamah: day.maghribIqamah,
    ishaAdhan: day.ishaAdhan,
    ishaIqamah: day.ishaIqamah,
    iqamahOrigin: day.iqamahOrigin,
    jumuah: day.jumuah,
    eidPrayers: day.eidPrayers,
    hijri: day.hijri?.text ?? null,
    ramadan: day.ramadan,
    dst: day.dst,
  };
}

/**
 * The next 7 days with `settings`, the iqamah-change notices they bring, and for each iqamah rule that
 * differs from `saved`, how many of the next 7 and 30 days it changes and on how many the uploaded
 * timetable's iqamah wins over it (issue 22).
 */
async function preview(db: Db, today: string, settings: PrayerSettings, saved: PrayerSettings = settings) {
  const from = addDays(today, -7);
  const timetable = await listDaysBetween(db, from, addDays(today, Math.max(PREVIEW_DAYS, IMPACT_LONG_DAYS)));
  const days = buildSchedule({ from, to: addDays(today, PREVIEW_DAYS), timetable, settings, site });
  return {
    today,
    preview: days.filter((day) => day.date >= today && day.date < addDays(today, PREVIEW_DAYS)).map(previewDay),
    notices: upcomingChanges(days, today),
    ruleImpact: iqamahRuleImpact({ timetable, saved, draft: settings, site, today }),
  };
}

async function settingsAnswer(db: Db, now: Date) {
  const [stored, changes] = await Promise.all([readStoredPrayerSettings(db), listPrayerSettingsChanges(db, CHANGE_LOG_LENGTH)]);
  const settings = stored ? settingsFromStored(stored.settings) : configPrayerSettings;
  return {
    settings,
    /** The config file's settings: what "Reset to the config file" restores. */
    defaults: configPrayerSettings,
    saved: stored !== null,
    version: stored?.version ?? 0,
    updatedAt: stored?.updatedAt.toISOString() ?? null,
    updatedBy: stored?.updatedBy?.username ?? null,
    changes: changes.map((change) => ({ ...change, changedAt: change.changedAt.toISOString() })),
    ...(await preview(db, isoDateIn(site.timeZone, now), settings)),
  };
}

/** '4:05 PM on Nov 24' in the masjid's zone, for the conflict message. */
function whenText(at: Date): string {
  const local = new Intl.DateTimeFormat('en-US', { timeZone: site.timeZone, month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(at)
    .reduce<Record<string, string>>((parts, part) => ({ ...parts, [part.type]: part.value }), {});
  return `${hhMmTo12h(`${local['hour']}:${local['minute']}`)} on ${local['month']} ${local['day']}`;
}

/**
 * Prayer Settings (issue 13): GET / and GET /upcoming for staff (editors read them), PUT / and POST
 * /preview for admin and super_admin. A save is validated, logged with who and when, and asks for a
 * rebuild of the static pages, which (like every public answer) read the one schedule.
 */
export const prayerSettingsRoutes = new Hono<AppEnv>()
  .get('/', requireRole(STAFF), async (c) => {
    const { db, now } = c.env.services;
    return c.json(await settingsAnswer(db, now()));
  })
  .get('/upcoming', requireRole(STAFF), async (c) => {
    const { db, now } = c.env.services;
    const today = isoDateIn(site.timeZone, now());
    const stored = await readStoredPrayerSettings(db);
    const settings = stored ? settingsFromStored(stored.settings) : configPrayerSettings;
    const days = await loadSchedule(db, addDays(today, -7), addDays(today, 7), settings);
    const last = addDays(today, OVERVIEW_EID_DAYS);
    return c.json({
      today,
      notices: upcomingChanges(days, today),
      ramadan: ramadanOnOrAfter(today, settings.hijri.offsetDays),
      eidPrayers: settings.eidPrayers.filter((eid) => eid.date >= today && eid.date <= last),
    });
  })
  .put('/', requireRole(ADMINS), jsonBody(savePrayerSettingsSchema), async (c) => {
    const { settings, version } = c.req.valid('json');
    const { db, now, rebuild } = c.env.services;
    const user = c.get('user')!;
    const stored = await readStoredPrayerSettings(db);
    const before = stored ? settingsFromStored(stored.settings) : configPrayerSettings;
    const summary = describeSettingsChanges(before, settings);
    if (JSON.stringify(before) === JSON.stringify(settings) && (stored === null || version === undefined || version === stored.version)) {
      return c.json({ message: 'Nothing changed', ...(await settingsAnswer(db, now())) });
    }
    const outcome = await savePrayerSettings(db, {
      settings,
      summary: summary.length > 0 ? summary : ['Saved without changes'],
      user,
      now: now(),
      expectedVersion: version,
    });
    if (!outcome.ok) {
      const by = outcome.current?.updatedBy?.username ?? 'someone';
      const at = outcome.current ? ` at ${whenText(outcome.current.updatedAt)}` : '';
      throw new ApiError(
        409,
        `The prayer settings were saved by ${by}${at} after you opened them. Reload to see their changes, then make yours again.`,
      );
    }
    rebuild.request('prayer settings changed');
    return c.json({ message: 'Prayer settings saved', ...(await settingsAnswer(db, now())) });
  })
  .post('/preview', requireRole(ADMINS), jsonBody(previewPrayerSettingsSchema), async (c) => {
    const { settings } = c.req.valid('json');
    const { db, now } = c.env.services;
    return c.json(await preview(db, isoDateIn(site.timeZone, now()), settings, await currentPrayerSettings(db)));
  });
