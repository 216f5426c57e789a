import { formatHhMm, hhMmTo12h, normalizeHhMm, parseTimeOfDay, type MinutesOfDay } from '../dates/time-of-day.ts';
import { addDays, daysBetween, offsetMsIn, parseIsoDate, weekdayOf } from '../dates/zoned.ts';
import { localDayLengthMinutes } from '../dates/local-day.ts';
import { hijriDate, type HijriDate } from '../hijri/hijri.ts';
import { hasPrayerData } from '../prayer-times/display-time.ts';
import {
  PRAYERS,
  type DailyTimes,
  type Prayer,
  type PrayerTimeField,
  type PrayerTimesRecord,
  type PrayerTimesSource,
  dailyTimesOf,
} from '../prayer-times/types.ts';
import { calculatedAdhans } from './calculation.ts';
import { applyIqamahRule, applyTaraweehRule } from './iqamah-rule.ts';
import {
  eidPrayersOn,
  iqamahOverrideOn,
  khutbahsOn,
  type EidPrayer,
  type IsoDate,
  type Khutbah,
  type PrayerSettings,
  type ScheduleSite,
} from './settings.ts';

/**
 * THE schedule (issue 13): every page, feed and API answer that shows prayer times asks this module.
 * Given the uploaded timetable, the prayer settings and the masjid's place, `buildSchedule` gives each
 * day's effective times and everything special about the day. Pure and browser-safe: no I/O, no Node
 * APIs; adhan-js and Intl are its only dependencies.
 *
 * Precedence for a day (ADR 009):
 * 1. Adhan times and sunrise: the uploaded day when it has data (SPEC 3: a Fajr adhan present and not
 *    '00:00'), else calculated with the calculation settings, else (calculation off) SPEC 3's standard
 *    times from the config file.
 * 2. Each iqamah: a date-ranged override for that prayer and day; else the uploaded (or standard) iqamah
 *    unless the prayer's rule is set to override the file; else the prayer's rule applied to the adhan
 *    (which is how calculated days and iqamahs an upload leaves empty get theirs).
 */

/** A stored day as the database or a build snapshot holds it; an iqamah may be empty (the rules fill it). */
export type TimetableDay = { date: string } & Partial<Record<PrayerTimeField, string | null>>;

/**
 * Where a day's iqamah came from: the uploaded timetable ('file'), SPEC 3's standard times ('standard'),
 * the prayer's rule ('rule') or a date-ranged override ('override').
 */
export type IqamahOrigin = 'file' | 'standard' | 'rule' | 'override';

export type RamadanDay = {
  /** n when this day is the nth fast of Ramadan (its daytime is n Ramadan), else null. */
  day: number | null;
  /**
   * n when the night that begins at this day's Maghrib is the nth night of Ramadan (night 1 is the eve of
   * the first fast, when the first Taraweeh is prayed), else null (the night after the last fast).
   */
  night: number | null;
  /** The night that begins this evening is one of the last ten (21 to 30). */
  lastTenNights: boolean;
  /** Fast days: the Fajr adhan minus the Suhoor minutes. */
  suhoorEnds: string | null;
  /** Fast days: the Maghrib adhan. */
  iftar: string | null;
  /** Nights of Ramadan, when the settings list Taraweeh. */
  taraweeh: string | null;
};

export type DstChange = 'forward' | 'back';

/**
 * One day of the masjid's schedule: SPEC 3's record as GET /api/prayer-times sends it (times 'HH:MM',
 * `jumma` as text such as '1:30 PM', `source`), and what else the day holds.
 */
export type ScheduleDay = PrayerTimesRecord & {
  /** 0 = Sunday … 5 = Friday … 6 = Saturday. */
  weekday: number;
  iqamahOrigin: Record<Prayer, IqamahOrigin>;
  /** Fridays: the khutbahs, in time order; null on other days. */
  jumuah: Khutbah[] | null;
  /** The Eid prayers staff announced for this date. */
  eidPrayers: EidPrayer[];
  /** The Hijri date of this day's daytime (with the offset); null where Intl has no Islamic calendar. */
  hijri: HijriDate | null;
  /** The Hijri date from this day's Maghrib adhan on: the next day's when the day turns at Maghrib. */
  hijriEvening: HijriDate | null;
  ramadan: RamadanDay | null;
  /** The clocks change during this day (the day is 23 or 25 hours long). */
  dst: DstChange | null;
};

export type ScheduleInput = {
  /** First and last masjid-calendar date, inclusive. */
  from: IsoDate;
  to: IsoDate;
  /** Uploaded days; those outside the range are ignored. */
  timetable: Iterable<TimetableDay>;
  settings: PrayerSettings;
  site: ScheduleSite;
};

/** Longer ranges are a caller's mistake (ten years and a bit). */
export const MAX_SCHEDULE_DAYS = 4000;

/** Each prayer's iqamah field in a day's times. */
export const IQAMAH_FIELD = {
  fajr: 'fajrIqamah',
  dhuhr: 'dhuhrIqamah',
  asr: 'asrIqamah',
  maghrib: 'maghribIqamah',
  isha: 'ishaIqamah',
} as const;
const BASE_FIELDS = ['fajrAdhan', 'shouruq', 'dhuhrAdhan', 'asrAdhan', 'maghribAdhan', 'ishaAdhan'] as const;
type BaseTimes = Record<(typeof BASE_FIELDS)[number], string>;

/** Every day from `from` to `to` with its effective times, Jumu'ah, Eid, Hijri date, Ramadan and DST. */
export function buildSchedule({ from, to, timetable, settings, site }: ScheduleInput): ScheduleDay[] {
  if (!parseIsoDate(from) || !parseIsoDate(to)) throw new RangeError(`Not a date range YYYY-MM-DD: ${from} to ${to}`);
  const length = daysBetween(from, to) + 1;
  if (length < 1 || length > MAX_SCHEDULE_DAYS)
    throw new RangeError(`A schedule covers 1 to ${MAX_SCHEDULE_DAYS} days, not ${length}`);
  const records = new Map<string, TimetableDay>();
  for (const record of timetable) if (record.date >= from && record.date <= to) records.set(record.date, record);
  const hijriOf = hijriLookup(settings.hijri.offsetDays);
  const dstOf = dstLookup(site.timeZone);
  const days: ScheduleDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    days.push(scheduleDayWith(date, records.get(date), settings, site, hijriOf, dstOf));
  }
  return days;
}

/**
 * The schedule of the uploaded days alone (those with data, in date order), without the calculated days
 * between them: for a client that calculates the others itself and must not pay for a year of them here.
 */
export function scheduleOfTimetable({ timetable, settings, site }: Omit<ScheduleInput, 'from' | 'to'>): ScheduleDay[] {
  const hijriOf = hijriLookup(settings.hijri.offsetDays);
  const dstOf = dstLookup(site.timeZone);
  return [...timetable]
    .filter((record) => parseIsoDate(record.date) !== null && uploadedBase(record) !== null)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((record) => scheduleDayWith(record.date, record, settings, site, hijriOf, dstOf));
}

/** One day of the schedule (see buildSchedule); `record` is that day's uploaded timetable, if any. */
export function scheduleDay(
  date: IsoDate,
  record: TimetableDay | null | undefined,
  settings: PrayerSettings,
  site: ScheduleSite,
): ScheduleDay {
  if (!parseIsoDate(date)) throw new RangeError(`Not a date YYYY-MM-DD: ${date}`);
  return scheduleDayWith(
    date,
    record ?? undefined,
    settings,
    site,
    hijriLookup(settings.hijri.offsetDays),
    dstLookup(site.timeZone),
  );
}

/**
 * The Hijri date at `minutes` past the masjid's midnight on `day`: from the Maghrib adhan on it is
 * `hijriEvening` (the next day's when the settings turn the day at Maghrib).
 */
export function hijriAt(
  day: Pick<ScheduleDay, 'hijri' | 'hijriEvening' | 'maghribAdhan'>,
  minutes: MinutesOfDay,
): HijriDate | null {
  const maghrib = parseTimeOfDay(day.maghribAdhan);
  return maghrib !== null && minutes >= maghrib ? day.hijriEvening : day.hijri;
}

/** "1:30 PM", "1:00 PM and 2:00 PM", "12:30 PM, 1:30 PM and 2:30 PM" (SPEC 3's `jumma` text). */
export function khutbahTimesText(khutbahs: readonly Pick<Khutbah, 'time'>[]): string {
  const times = khutbahs.map((k) => hhMmTo12h(k.time));
  if (times.length <= 1) return times[0] ?? '';
  return `${times.slice(0, -1).join(', ')} and ${times.at(-1)}`;
}

function hijriLookup(offsetDays: number): (date: IsoDate) => HijriDate | null {
  const cache = new Map<IsoDate, HijriDate | null>();
  return (date) => {
    let value = cache.get(date);
    if (value === undefined) {
      try {
        value = hijriDate(date, offsetDays);
      } catch {
        value = null;
      }
      cache.set(date, value);
    }
    return value;
  };
}

/**
 * Whether the clocks change during a day. Exact lengths cost a dozen Intl calls a day, so days are first
 * screened by the zone's offset at the noons around them: a change within the day lies between the noon
 * before and the noon after it, and only where those offsets differ is the day measured.
 */
function dstLookup(timeZone: string): (date: IsoDate) => DstChange | null {
  const noonOffsets = new Map<IsoDate, number>();
  const noonOffset = (date: IsoDate): number => {
    let offset = noonOffsets.get(date);
    if (offset === undefined) {
      const { year, month, day } = parseIsoDate(date)!;
      // Noon UTC shifted by the zone's offset there is within a few hours of local noon: far from any change.
      const noonUtc = Date.UTC(year, month - 1, day, 12);
      offset = offsetMsIn(timeZone, new Date(noonUtc - offsetMsIn(timeZone, new Date(noonUtc))));
      noonOffsets.set(date, offset);
    }
    return offset;
  };
  return (date) => {
    const before = noonOffset(addDays(date, -1));
    if (before === noonOffset(date) && before === noonOffset(addDays(date, 1))) return null;
    const length = localDayLengthMinutes(timeZone, date);
    return length < 1440 ? 'forward' : length > 1440 ? 'back' : null;
  };
}

function minutesOf(hhMm: string): MinutesOfDay {
  return parseTimeOfDay(hhMm) ?? 0;
}

/** The uploaded day's adhans and sunrise when it has data and every one of them reads as a time. */
function uploadedBase(record: TimetableDay | undefined): BaseTimes | null {
  if (!record || !hasPrayerData(record)) return null;
  const base = {} as BaseTimes;
  for (const field of BASE_FIELDS) {
    const value = normalizeHhMm(record[field] ?? '');
    if (value === null) return null;
    base[field] = value;
  }
  return base;
}

function scheduleDayWith(
  date: IsoDate,
  record: TimetableDay | undefined,
  settings: PrayerSettings,
  site: ScheduleSite,
  hijriOf: (date: IsoDate) => HijriDate | null,
  dstOf: (date: IsoDate) => DstChange | null,
): ScheduleDay {
  let source: PrayerTimesSource;
  let base: BaseTimes;
  let givenIqamah: Partial<Record<Prayer, string>> = {};
  const uploaded = uploadedBase(record);
  if (uploaded && record) {
    source = 'uploaded';
    base = uploaded;
    for (const prayer of PRAYERS) {
      const value = normalizeHhMm(record[IQAMAH_FIELD[prayer]] ?? '');
      if (value !== null) givenIqamah[prayer] = value;
    }
  } else if (settings.calculation.enabled) {
    source = 'calculated';
    base = calculatedAdhans(date, site, settings.calculation);
  } else {
    source = 'fixed';
    const fixed = site.prayer.fixedFallback;
    base = Object.fromEntries(BASE_FIELDS.map((field) => [field, fixed[field]])) as BaseTimes;
    givenIqamah = Object.fromEntries(PRAYERS.map((prayer) => [prayer, fixed[IQAMAH_FIELD[prayer]]]));
  }

  const times = { ...base } as DailyTimes;
  const iqamahOrigin = {} as Record<Prayer, IqamahOrigin>;
  for (const prayer of PRAYERS) {
    const adhan = minutesOf(base[`${prayer}Adhan`]);
    const latest = prayer === 'fajr' ? minutesOf(base.shouruq) - 1 : undefined;
    const override = iqamahOverrideOn(settings, prayer, date);
    const given = givenIqamah[prayer];
    if (override) {
      times[IQAMAH_FIELD[prayer]] = formatHhMm(applyIqamahRule(override.rule, adhan, latest));
      iqamahOrigin[prayer] = 'override';
    } else if (given !== undefined && !settings.iqamah[prayer].overridesFile) {
      times[IQAMAH_FIELD[prayer]] = given;
      iqamahOrigin[prayer] = source === 'fixed' ? 'standard' : 'file';
    } else {
      times[IQAMAH_FIELD[prayer]] = formatHhMm(applyIqamahRule(settings.iqamah[prayer].rule, adhan, latest));
      iqamahOrigin[prayer] = 'rule';
    }
  }

  const { year, month, day } = parseIsoDate(date)!;
  const weekday = weekdayOf(date);
  const khutbahs = khutbahsOn(settings, date);
  const hijri = hijriOf(date);
  const tomorrow = hijriOf(addDays(date, 1));
  return {
    date,
    year,
    month,
    day,
    ...dailyTimesOf(times),
    jumma: khutbahTimesText(khutbahs),
    source,
    weekday,
    iqamahOrigin,
    jumuah: weekday === 5 ? khutbahs : null,
    eidPrayers: eidPrayersOn(settings, date),
    hijri,
    hijriEvening: settings.hijri.dayStartsAt === 'maghrib' ? tomorrow : hijri,
    ramadan: ramadanDay(times, hijri, tomorrow, settings),
    dst: dstOf(date),
  };
}

function ramadanDay(
  times: DailyTimes,
  today: HijriDate | null,
  tomorrow: HijriDate | null,
  settings: PrayerSettings,
): RamadanDay | null {
  const day = today?.month === 9 ? today.day : null;
  // The night that begins at this day's Maghrib belongs to the next Hijri day.
  const night = tomorrow?.month === 9 ? tomorrow.day : null;
  if (day === null && night === null) return null;
  const { suhoorMinutesBeforeFajr, taraweeh } = settings.ramadan;
  return {
    day,
    night,
    lastTenNights: night !== null && night >= 21,
    suhoorEnds: day === null ? null : formatHhMm(Math.max(0, minutesOf(times.fajrAdhan) - suhoorMinutesBeforeFajr)),
    iftar: day === null ? null : times.maghribAdhan,
    taraweeh:
      night === null || taraweeh === null ? null : formatHhMm(applyTaraweehRule(taraweeh, minutesOf(times.ishaIqamah))),
  };
}
