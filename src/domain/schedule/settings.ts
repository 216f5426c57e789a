import type { SiteConfig } from '../../config/site.ts';
import { normalizeHhMm } from '../dates/time-of-day.ts';
import { PRAYERS, type DailyTimes, type Prayer } from '../prayer-times/types.ts';

/**
 * The masjid's prayer settings (issue 13): how iqamah times follow the adhan, which dates override them,
 * how days without an uploaded timetable are calculated, the Jumu'ah khutbahs, the Hijri calendar,
 * Ramadan and the Eid prayers. Staff edit them in Admin → Prayer Settings; they are stored in the
 * database, and until the first save they are `defaultPrayerSettings(site)`, read from src/config/site.ts.
 *
 * Plain data (JSON as stored and sent), no functions: the same object travels from the database to the
 * API, into the static pages' props and into the browser. Times are 'HH:MM' (24-hour, the masjid's wall
 * clock), dates 'YYYY-MM-DD' (the masjid's calendar). Validation lives in settings-schema.ts.
 */

/** 'HH:MM', 24-hour, on the masjid's wall clock. */
export type HhMm = string;
/** 'YYYY-MM-DD', a calendar date in the masjid's time zone. */
export type IsoDate = string;

export const ROUND_UP_STEPS = [0, 5, 10, 15, 30] as const;
/** Minutes an iqamah is rounded up to (0: not rounded). */
export type RoundUpStep = (typeof ROUND_UP_STEPS)[number];

/**
 * How an iqamah is found from the day's adhan: a fixed wall-clock time, or the adhan plus some minutes,
 * optionally rounded up to a multiple of 5, 10, 15 or 30 minutes and kept within 'not before' and 'not
 * after' (applied in that order). Whatever the rule says, an iqamah is never before its adhan, Fajr's
 * is before sunrise, and none passes 23:59.
 */
export type IqamahRule =
  | { kind: 'fixed'; time: HhMm }
  | { kind: 'afterAdhan'; minutes: number; roundUpTo: RoundUpStep; notBefore: HhMm | null; notAfter: HhMm | null };

export type PrayerIqamah = {
  rule: IqamahRule;
  /**
   * "Rules override the file": the rule decides this prayer's iqamah even on days whose uploaded timetable
   * (or SPEC 3's standard times) gives one. Off: the timetable's iqamah wins and the rule fills only the
   * iqamahs it leaves empty and the calculated days.
   */
  overridesFile: boolean;
};

/** A rule for one prayer on the dates from `from` to `to` (inclusive); it beats the file and the prayer's rule. */
export type IqamahOverride = { prayer: Prayer; from: IsoDate; to: IsoDate; rule: IqamahRule };

/** One Jumu'ah khutbah; empty text means not given. */
export type Khutbah = { time: HhMm; khateeb: string; language: string; place: string };

/** The khutbahs on the Fridays from `from` to `to` (inclusive), instead of the usual ones. */
export type JumuahOverride = { from: IsoDate; to: IsoDate; khutbahs: Khutbah[] };

export const CALCULATION_METHODS = [
  'MuslimWorldLeague',
  'Egyptian',
  'Karachi',
  'UmmAlQura',
  'Dubai',
  'MoonsightingCommittee',
  'NorthAmerica',
  'Kuwait',
  'Qatar',
  'Singapore',
  'Tehran',
  'Turkey',
] as const;
export type CalculationMethodName = (typeof CALCULATION_METHODS)[number];

export const HIGH_LATITUDE_RULES = ['recommended', 'middleofthenight', 'seventhofthenight', 'twilightangle'] as const;
export type HighLatitudeRuleName = (typeof HIGH_LATITUDE_RULES)[number];

/** adhan-js's per-time minute adjustments, added to the calculated adhan (and sunrise). */
export type CalculationAdjustments = Record<Prayer | 'sunrise', number>;

export type CalculationSettings = {
  /** Calculate days without an uploaded timetable (adhan-js); off: SPEC 3's standard times from the config file. */
  enabled: boolean;
  method: CalculationMethodName;
  madhab: 'shafi' | 'hanafi';
  highLatitudeRule: HighLatitudeRuleName;
  adjustments: CalculationAdjustments;
};

export type HijriSettings = {
  /** Days added to the Gregorian date before converting (local moon sighting runs a day or two apart). */
  offsetDays: number;
  /** 'maghrib': the Hijri date turns at the Maghrib adhan (the Islamic day begins at sunset); 'midnight': with the civil day. */
  dayStartsAt: 'maghrib' | 'midnight';
};

/** Taraweeh: a fixed time, or some minutes after the Isha iqamah. */
export type TaraweehRule = { kind: 'fixed'; time: HhMm } | { kind: 'afterIsha'; minutes: number };

export type RamadanSettings = {
  /** Suhoor ends this many minutes before the Fajr adhan. */
  suhoorMinutesBeforeFajr: number;
  /** Null: Taraweeh is not listed. */
  taraweeh: TaraweehRule | null;
};

export type EidKind = 'fitr' | 'adha';

/** An Eid prayer staff announce: its date, one or more prayer times, and where. */
export type EidPrayer = { kind: EidKind; date: IsoDate; times: HhMm[]; place: string; note: string };

export type PrayerSettings = {
  iqamah: Record<Prayer, PrayerIqamah>;
  iqamahOverrides: IqamahOverride[];
  calculation: CalculationSettings;
  jumuah: { khutbahs: Khutbah[]; overrides: JumuahOverride[] };
  hijri: HijriSettings;
  ramadan: RamadanSettings;
  eidPrayers: EidPrayer[];
};

/** What the schedule needs from src/config/site.ts besides the settings (`site` itself fits). */
export type ScheduleSite = {
  timeZone: string;
  geo: { latitude: number; longitude: number };
  prayer: { fixedFallback: DailyTimes };
};

/** The config values the first settings are made from (`site` itself fits). */
export type SettingsDefaultsSource = ScheduleSite &
  Pick<SiteConfig, 'hijriDayOffset'> &
  Partial<Pick<SiteConfig, 'hijriDayStartsAt'>> & {
    prayer: Pick<SiteConfig['prayer'], 'jummaTime' | 'calculationMethod' | 'madhab' | 'calculateFallback' | 'iqamahOffsets'> &
      Partial<Pick<SiteConfig['prayer'], 'highLatitudeRule' | 'ramadan'>>;
  };

export const EID_NAMES: Record<EidKind, string> = { fitr: 'Eid al-Fitr', adha: 'Eid al-Adha' };

/**
 * The settings before staff change anything: exactly what the site did before Prayer Settings existed.
 * Each iqamah is the adhan plus the config's offset for calculated days and the timetable's own iqamah on
 * uploaded days; one Jumu'ah at the config's time; the config's Hijri offset, the day turning at midnight.
 */
export function defaultPrayerSettings(config: SettingsDefaultsSource): PrayerSettings {
  const { prayer } = config;
  const iqamah = Object.fromEntries(
    PRAYERS.map((name) => [
      name,
      {
        rule: { kind: 'afterAdhan', minutes: prayer.iqamahOffsets[name], roundUpTo: 0, notBefore: null, notAfter: null },
        overridesFile: false,
      } satisfies PrayerIqamah,
    ]),
  ) as Record<Prayer, PrayerIqamah>;
  const jummaTime = normalizeHhMm(prayer.jummaTime);
  const ramadan = prayer.ramadan ?? { suhoorMinutesBeforeFajr: 10, taraweehMinutesAfterIsha: 15 };
  return {
    iqamah,
    iqamahOverrides: [],
    calculation: {
      enabled: prayer.calculateFallback,
      method: prayer.calculationMethod,
      madhab: prayer.madhab,
      highLatitudeRule: prayer.highLatitudeRule ?? 'recommended',
      adjustments: { fajr: 0, sunrise: 0, dhuhr: 0, asr: 0, maghrib: 0, isha: 0 },
    },
    jumuah: {
      khutbahs: jummaTime ? [{ time: jummaTime, khateeb: '', language: '', place: '' }] : [],
      overrides: [],
    },
    hijri: { offsetDays: config.hijriDayOffset, dayStartsAt: config.hijriDayStartsAt ?? 'midnight' },
    ramadan: {
      suhoorMinutesBeforeFajr: ramadan.suhoorMinutesBeforeFajr,
      taraweeh: { kind: 'afterIsha', minutes: ramadan.taraweehMinutesAfterIsha },
    },
    eidPrayers: [],
  };
}

/** The override of `prayer`'s iqamah on `date`, if any (validation keeps one prayer's overrides apart). */
export function iqamahOverrideOn(settings: PrayerSettings, prayer: Prayer, date: IsoDate): IqamahOverride | undefined {
  return settings.iqamahOverrides.find((o) => o.prayer === prayer && o.from <= date && date <= o.to);
}

/** The khutbahs in effect on `date` (a Friday's, or the schedule the week of that date follows), by time. */
export function khutbahsOn(settings: PrayerSettings, date: IsoDate): Khutbah[] {
  const override = settings.jumuah.overrides.find((o) => o.from <= date && date <= o.to);
  return [...(override ? override.khutbahs : settings.jumuah.khutbahs)].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

/** The Eid prayers staff announced for `date`. */
export function eidPrayersOn(settings: PrayerSettings, date: IsoDate): EidPrayer[] {
  return settings.eidPrayers.filter((eid) => eid.date === date);
}
