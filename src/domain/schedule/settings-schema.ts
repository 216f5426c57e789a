import { z } from 'zod';
import { MONTH_SHORT_NAMES } from '../dates/short-date-labels.ts';
import { normalizeHhMm } from '../dates/time-of-day.ts';
import { parseIsoDate } from '../dates/zoned.ts';
import { PRAYERS, type Prayer } from '../prayer-times/types.ts';
import {
  CALCULATION_METHODS,
  EID_NAMES,
  HIGH_LATITUDE_RULES,
  ROUND_UP_STEPS,
  type PrayerSettings,
} from './settings.ts';

/**
 * Validation of the prayer settings (issue 13) with messages staff can act on: each names the prayer,
 * the override or the khutbah it is about. Used by the API (PUT /api/prayer-settings) and by the admin
 * tab before it sends anything. Times may be sent as '20:00' or '8:00 PM' and are stored as 'HH:MM'.
 */

export const SETTINGS_LIMITS = {
  iqamahMinutes: 180,
  iqamahOverrides: 100,
  khutbahs: 6,
  jumuahOverrides: 50,
  khutbahText: 80,
  eidPrayers: 20,
  eidTimes: 6,
  eidPlace: 120,
  eidNote: 200,
  adjustmentMinutes: 30,
  suhoorMinutes: 60,
  taraweehMinutes: 120,
} as const;

const PRAYER_NAMES: Record<Prayer, string> = { fajr: 'Fajr', dhuhr: 'Dhuhr', asr: 'Asr', maghrib: 'Maghrib', isha: 'Isha' };

const time = (label: string) =>
  z.string({ error: `${label} must be a time such as 20:00 or 8:00 PM` }).transform((value, ctx) => {
    const normalized = normalizeHhMm(value);
    if (normalized === null) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a time such as 20:00 or 8:00 PM` });
      return z.NEVER;
    }
    return normalized;
  });

const optionalTime = (label: string) =>
  z
    .union([z.string(), z.null()], { error: `${label} must be a time such as 20:00 or 8:00 PM, or empty` })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value.trim() === '') return null;
      const normalized = normalizeHhMm(value);
      if (normalized === null) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a time such as 20:00 or 8:00 PM, or empty` });
        return z.NEVER;
      }
      return normalized;
    });

const date = (label: string) =>
  z.string({ error: `${label} must be a date YYYY-MM-DD` }).refine((value) => {
    const parsed = parseIsoDate(value);
    return parsed !== null && parsed.year >= 2000 && parsed.year <= 2200;
  }, `${label} must be a date YYYY-MM-DD between 2000 and 2200`);

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number from ${min} to ${max}` })
    .int(`${label} must be a whole number from ${min} to ${max}`)
    .min(min, `${label} must be a whole number from ${min} to ${max}`)
    .max(max, `${label} must be a whole number from ${min} to ${max}`);

// Control characters (a NUL above all, which Postgres cannot keep in JSON) have no place on a notice board.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !CONTROL.test(value), `${label} must be one line of text without control characters`)
    .optional()
    .transform((value) => value ?? '');

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

const iqamahRule = (label: string) =>
  z.discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('fixed'), time: time(`${label}: the fixed time`) }),
      z
        .object({
          kind: z.literal('afterAdhan'),
          minutes: wholeNumber(`${label}: the minutes after the adhan`, 0, SETTINGS_LIMITS.iqamahMinutes),
          roundUpTo: z
            .number({ error: `${label}: rounding must be none, 5, 10, 15 or 30 minutes` })
            .refine((step) => (ROUND_UP_STEPS as readonly number[]).includes(step), `${label}: rounding must be none, 5, 10, 15 or 30 minutes`)
            .transform((step) => step as (typeof ROUND_UP_STEPS)[number]),
          notBefore: optionalTime(`${label}: "not before"`),
          notAfter: optionalTime(`${label}: "not after"`),
        })
        .superRefine((rule, ctx) => {
          if (rule.notBefore !== null && rule.notAfter !== null && rule.notBefore > rule.notAfter) {
            ctx.addIssue({ code: 'custom', path: ['notAfter'], message: `${label}: "not after" must not be before "not before"` });
          }
        }),
    ],
    { error: `${label}: the rule must be a fixed time or minutes after the adhan` },
  );

/** 'Mar 9, 2026'. */
function shortDate(iso: string): string {
  const parsed = parseIsoDate(iso);
  return parsed ? `${MONTH_SHORT_NAMES[parsed.month - 1]} ${parsed.day}, ${parsed.year}` : iso;
}

/** Adds an issue for each pair of ranges that share a day (each list is about one thing). */
function checkNoOverlap(
  ranges: readonly { from: string; to: string; index: number }[],
  what: string,
  path: (index: number) => (string | number)[],
  ctx: z.RefinementCtx,
): void {
  const sorted = [...ranges].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  for (let i = 1; i < sorted.length; i += 1) {
    const previous = sorted[i - 1]!;
    const current = sorted[i]!;
    if (current.from <= previous.to) {
      ctx.addIssue({
        code: 'custom',
        path: path(current.index),
        message: `${what}: ${shortDate(previous.from)}–${shortDate(previous.to)} and ${shortDate(current.from)}–${shortDate(current.to)} overlap; one date can follow only one`,
      });
    }
  }
}

const khutbah = (label: string) =>
  z.object({
    time: time(`${label}: the time`),
    khateeb: text(`${label}: the khateeb`, SETTINGS_LIMITS.khutbahText),
    language: text(`${label}: the language`, SETTINGS_LIMITS.khutbahText),
    place: text(`${label}: the place`, SETTINGS_LIMITS.khutbahText),
  });

const khutbahList = (label: string) =>
  z
    .array(khutbah(`${label} khutbah`), { error: `${label}: the khutbahs must be a list` })
    .min(1, `${label}: add at least one khutbah`)
    .max(SETTINGS_LIMITS.khutbahs, `${label}: at most ${SETTINGS_LIMITS.khutbahs} khutbahs`)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((k, index) => {
        if (seen.has(k.time)) ctx.addIssue({ code: 'custom', path: [index, 'time'], message: `${label}: two khutbahs at ${k.time}` });
        seen.add(k.time);
      });
    });

/** A date range's own check: the last date is not before the first. */
const inOrder =
  (label: string) =>
  (range: { from: string; to: string }, ctx: z.RefinementCtx): void => {
    if (range.from > range.to) ctx.addIssue({ code: 'custom', path: ['to'], message: `${label}: the last date is before the first` });
  };

const iqamahEntry = (prayer: Prayer) =>
  z.object({ rule: iqamahRule(`${PRAYER_NAMES[prayer]} iqamah`), overridesFile: flag(`${PRAYER_NAMES[prayer]}: "rules override the file"`) });

const iqamahOverride = z.discriminatedUnion(
  'prayer',
  [
    overrideOf('fajr'),
    overrideOf('dhuhr'),
    overrideOf('asr'),
    overrideOf('maghrib'),
    overrideOf('isha'),
  ],
  { error: 'An iqamah override must name Fajr, Dhuhr, Asr, Maghrib or Isha' },
);

function overrideOf<P extends Prayer>(prayer: P) {
  const label = `${PRAYER_NAMES[prayer]} override`;
  return z
    .object({ prayer: z.literal(prayer), from: date(`${label}: the first date`), to: date(`${label}: the last date`), rule: iqamahRule(label) })
    .superRefine(inOrder(label));
}

const jumuahOverride = z
  .object({
    from: date("Jumu'ah change: the first date"),
    to: date("Jumu'ah change: the last date"),
    khutbahs: khutbahList("Jumu'ah change"),
  })
  .superRefine(inOrder("Jumu'ah change"));

const taraweeh = z.union(
  [
    z.null(),
    z.object({ kind: z.literal('fixed'), time: time('Taraweeh: the time') }),
    z.object({ kind: z.literal('afterIsha'), minutes: wholeNumber('Taraweeh: the minutes after the Isha iqamah', 0, SETTINGS_LIMITS.taraweehMinutes) }),
  ],
  { error: 'Taraweeh must be a fixed time, minutes after the Isha iqamah, or not listed' },
);

const eidPrayer = z
  .object({
    kind: z.enum(['fitr', 'adha'], { error: 'An Eid prayer must be Eid al-Fitr or Eid al-Adha' }),
    date: date('Eid prayer: the date'),
    times: z
      .array(time('Eid prayer: a time'), { error: 'Eid prayer: the times must be a list' })
      .min(1, 'Eid prayer: add at least one time')
      .max(SETTINGS_LIMITS.eidTimes, `Eid prayer: at most ${SETTINGS_LIMITS.eidTimes} times`),
    place: z
      .string({ error: 'Eid prayer: the place is required' })
      .trim()
      .min(1, 'Eid prayer: the place is required')
      .max(SETTINGS_LIMITS.eidPlace, `Eid prayer: the place must be at most ${SETTINGS_LIMITS.eidPlace} characters`)
      .refine((value) => !CONTROL.test(value), 'Eid prayer: the place must be one line of text without control characters'),
    note: text('Eid prayer: the note', SETTINGS_LIMITS.eidNote),
  })
  .transform((eid) => ({ ...eid, times: [...new Set(eid.times)].sort() }));

const adjustment = (label: string) => wholeNumber(`${label} adjustment (minutes)`, -SETTINGS_LIMITS.adjustmentMinutes, SETTINGS_LIMITS.adjustmentMinutes);

export const prayerSettingsSchema = z
  .object(
    {
      iqamah: z.object(
        {
          fajr: iqamahEntry('fajr'),
          dhuhr: iqamahEntry('dhuhr'),
          asr: iqamahEntry('asr'),
          maghrib: iqamahEntry('maghrib'),
          isha: iqamahEntry('isha'),
        },
        { error: 'The iqamah rules are missing' },
      ),
      iqamahOverrides: z
        .array(iqamahOverride, { error: 'The iqamah overrides must be a list' })
        .max(SETTINGS_LIMITS.iqamahOverrides, `At most ${SETTINGS_LIMITS.iqamahOverrides} iqamah overrides`),
      calculation: z.object(
        {
          enabled: flag('"Calculate days without a timetable"'),
          method: z.enum(CALCULATION_METHODS, { error: 'Choose a calculation method from the list' }),
          madhab: z.enum(['shafi', 'hanafi'], { error: 'The Asr madhab must be Shafi (standard) or Hanafi' }),
          highLatitudeRule: z.enum(HIGH_LATITUDE_RULES, { error: 'Choose a high-latitude rule from the list' }),
          adjustments: z.object(
            {
              fajr: adjustment('Fajr'),
              sunrise: adjustment('Sunrise'),
              dhuhr: adjustment('Dhuhr'),
              asr: adjustment('Asr'),
              maghrib: adjustment('Maghrib'),
              isha: adjustment('Isha'),
            },
            { error: 'The minute adjustments are missing' },
          ),
        },
        { error: 'The calculation settings are missing' },
      ),
      jumuah: z.object(
        {
          khutbahs: khutbahList("Jumu'ah"),
          overrides: z
            .array(jumuahOverride, {
              error: "The Jumu'ah changes must be a list",
            })
            .max(SETTINGS_LIMITS.jumuahOverrides, `At most ${SETTINGS_LIMITS.jumuahOverrides} Jumu'ah changes`),
        },
        { error: "The Jumu'ah settings are missing" },
      ),
      hijri: z.object(
        {
          offsetDays: wholeNumber('The Hijri day offset', -2, 2),
          dayStartsAt: z.enum(['maghrib', 'midnight'], { error: 'The Hijri date turns at Maghrib or at midnight' }),
        },
        { error: 'The Hijri settings are missing' },
      ),
      ramadan: z.object(
        {
          suhoorMinutesBeforeFajr: wholeNumber('Suhoor: the minutes before the Fajr adhan', 0, SETTINGS_LIMITS.suhoorMinutes),
          taraweeh,
        },
        { error: 'The Ramadan settings are missing' },
      ),
      eidPrayers: z
        .array(eidPrayer, { error: 'The Eid prayers must be a list' })
        .max(SETTINGS_LIMITS.eidPrayers, `At most ${SETTINGS_LIMITS.eidPrayers} Eid prayers`),
    },
    { error: 'The settings must be an object' },
  )
  .superRefine((settings, ctx) => {
    for (const prayer of PRAYERS) {
      const ranges = settings.iqamahOverrides.flatMap((o, index) => (o.prayer === prayer ? [{ from: o.from, to: o.to, index }] : []));
      checkNoOverlap(ranges, `${PRAYER_NAMES[prayer]} overrides`, (index) => ['iqamahOverrides', index, 'from'], ctx);
    }
    checkNoOverlap(
      settings.jumuah.overrides.map((o, index) => ({ from: o.from, to: o.to, index })),
      "Jumu'ah changes",
      (index) => ['jumuah', 'overrides', index, 'from'],
      ctx,
    );
    const eids = new Map<string, number>();
    settings.eidPrayers.forEach((eid, index) => {
      const key = `${eid.kind} ${eid.date}`;
      if (eids.has(key)) {
        ctx.addIssue({ code: 'custom', path: ['eidPrayers', index, 'date'], message: `${EID_NAMES[eid.kind]} on ${shortDate(eid.date)} is listed twice` });
      }
      eids.set(key, index);
    });
  })
  .transform((settings) => ({
    ...settings,
    iqamahOverrides: [...settings.iqamahOverrides].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0)),
    jumuah: {
      khutbahs: [...settings.jumuah.khutbahs].sort((a, b) => (a.time < b.time ? -1 : 1)),
      overrides: [...settings.jumuah.overrides]
        .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
        .map((o) => ({ ...o, khutbahs: [...o.khutbahs].sort((a, b) => (a.time < b.time ? -1 : 1)) })),
    },
    eidPrayers: [...settings.eidPrayers].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
  }));

/** The settings as validated: exactly PrayerSettings. */
export type ValidPrayerSettings = z.output<typeof prayerSettingsSchema>;

// The schema's output and the domain type must stay one and the same.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<ValidPrayerSettings, PrayerSettings> = true;
void sameShape;

/** The settings or the issues, each as 'path: message' (path joined with dots). */
export function parsePrayerSettings(input: unknown): { ok: true; settings: PrayerSettings } | { ok: false; error: z.ZodError } {
  const result = prayerSettingsSchema.safeParse(input);
  return result.success ? { ok: true, settings: result.data } : { ok: false, error: result.error };
}
