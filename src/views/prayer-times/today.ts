import { longDateLabel } from '../../domain/dates/date-labels.ts';
import { addDays, minutesOfDayIn, parseIsoDate } from '../../domain/dates/zoned.ts';
import { parseTimeOfDay } from '../../domain/dates/time-of-day.ts';
import type { PrayerConfig } from '../../domain/prayer-times/calculated.ts';
import type { JumuahTime } from '../../domain/prayer-times/jumuah-times.ts';
import { nextCongregation, type NextCongregation } from '../../domain/schedule/next-prayer.ts';
import type { PrayerSettings } from '../../domain/schedule/settings.ts';
import { NO_SPECIAL_DAYS, prayerDayFrom, type SpecialDays } from './special-days.ts';
import type { TodayText } from './props.ts';
import {
  PRAYER_TIME_FIELDS,
  type DailyPrayerTimes,
  type DailyTimes,
  type PrayerTimeField,
  type PrayerTimesRecord,
  type PrayerTimesSource,
} from '../../domain/prayer-times/types.ts';

/**
 * What the today islands need from site config and the prayer settings, passed as props so zod and the
 * config stay out of the bundle. `hijriDayOffset` is the settings' offset; `hijriAtMaghrib` says the Hijri
 * date turns at the Maghrib adhan; `settings` (only when staff changed them from the config file's) is
 * what the calculation uses for a day the build did not embed.
 */
export type TodayConfig = PrayerConfig & {
  hijriDayOffset: number;
  hijriAtMaghrib?: boolean;
  settings?: PrayerSettings;
};

export { longDateLabel };

export type TodayView = {
  date: string;
  hijri: string | null;
  times: PrayerTimesRecord;
  /** Fridays: the Jumu'ahs, which take Dhuhr's card; empty on other days. */
  jumuah: readonly JumuahTime[];
  /** The next congregation (src/domain/schedule/next-prayer.ts); null before the clock is known (static HTML). */
  next: NextCongregation | null;
};

/** The schedule's calculation (adhan-js), loaded by the island only for a day the build did not resolve. */
export type Calculate = (date: string, record: null, config: TodayConfig) => PrayerTimesRecord;

/** A masjid day's times as the API would send them; undefined when only the calculation could say. */
export type DayLookup = (date: string) => PrayerTimesRecord | undefined;

/** The API's record for a day whose times are known (the schedule's record fields), without the calculation. */
export function recordOf(times: DailyPrayerTimes, source: PrayerTimesSource, jumma: string): PrayerTimesRecord {
  const date = parseIsoDate(times.date);
  if (!date) throw new RangeError(`Not a date YYYY-MM-DD: ${times.date}`);
  const record = { date: times.date, year: date.year, month: date.month, day: date.day } as PrayerTimesRecord;
  for (const field of PRAYER_TIME_FIELDS) record[field] = times[field];
  record.jumma = jumma;
  record.source = source;
  return record;
}

/**
 * The days the build embedded: the masjid's uploaded days, and for the days of the same range without
 * one the build's fallback (calculated, or SPEC 3's fixed times when calculation is off), so the page
 * needs no calculation in the browser; any other day is calculated by `calculate` once it is loaded.
 */
export function dayLookup(
  uploaded: ReadonlyMap<string, DailyPrayerTimes>,
  fallback: ReadonlyMap<string, DailyPrayerTimes>,
  config: TodayConfig,
  calculate?: Calculate,
): DayLookup {
  return (date) => {
    const own = uploaded.get(date);
    if (own) return recordOf(own, 'uploaded', config.prayer.jummaTime);
    const standIn = fallback.get(date);
    if (standIn)
      return recordOf(standIn, config.prayer.calculateFallback ? 'calculated' : 'fixed', config.prayer.jummaTime);
    return calculate?.(date, null, config);
  };
}

/**
 * The times to show for the masjid's calendar day `date`: the server's answer for that very day when the
 * island has one (it carries staff changes made after the build), else the build's day (uploaded, or its
 * fallback), else the calculated fallback (or SPEC 3's fixed times), exactly as the API would choose.
 * Null when that needs the calculation and `days` has none yet. `hijriFor` gives the Hijri text (the
 * island's comes from the days the page carries: the browser's Islamic calendar costs a phone ~60 ms).
 */
export function todayView(
  date: string,
  days: DayLookup,
  config: TodayConfig,
  now: Date | null,
  fromServer?: PrayerTimesRecord | null,
  hijriFor: (date: string) => string | null = () => null,
  special: SpecialDays = NO_SPECIAL_DAYS,
): TodayView | null {
  const times = fromServer && fromServer.date === date ? fromServer : days(date);
  if (!times) return null;
  const today = prayerDayFrom(times, special);
  let next: NextCongregation | null = null;
  if (now) {
    next = nextCongregation([today], config.timeZone, now);
    if (!next) {
      // After the day's last congregation the next is tomorrow's first.
      const tomorrow = days(addDays(date, 1));
      if (!tomorrow) return null;
      next = nextCongregation([prayerDayFrom(tomorrow, special)], config.timeZone, now);
    }
  }
  // From the Maghrib adhan the Hijri date is the next day's, when the masjid's day turns at sunset.
  const evening =
    config.hijriAtMaghrib === true &&
    now !== null &&
    minutesOfDayIn(config.timeZone, now) >= (parseTimeOfDay(times.maghribAdhan) ?? 1440);
  return {
    date,
    hijri: hijriFor(evening ? addDays(date, 1) : date),
    times,
    jumuah: today.jumuah,
    next,
  };
}

/** Whether the card of `row` holds the next congregation (the Jumu'ah takes Dhuhr's card). */
export function isNextRow(view: TodayView, row: TodayRow['key']): boolean {
  const { next } = view;
  if (!next || next.date !== view.date) return false;
  return next.row === row || (row === 'dhuhr' && next.row === 'jumuah');
}

/** `{name}` placeholders of a message filled (the islands' messages have no plurals: TodayText). */
export function fill(message: string, params: Readonly<Record<string, string>>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/**
 * The note for a next congregation no card holds: tomorrow's (after Isha), or an Eid prayer. `text` is the
 * page's language's (TodayText); `showTime` shows an 'HH:MM' in it.
 */
export function nextNote(
  view: TodayView,
  text: Pick<TodayText, 'translated' | 'names' | 'nextFajrTomorrow' | 'nextTomorrow' | 'nextAt'>,
  showTime: (hhMm: string) => string,
): string | null {
  const { next } = view;
  if (!next) return null;
  const time = showTime(next.time);
  // The default language names a congregation by its title (SPEC's); another by the catalogue's prayer name
  // (an Eid prayer keeps the title staff gave it).
  const name =
    text.translated && next.row in text.names ? text.names[next.row as keyof TodayText['names']] : next.title;
  if (next.date !== view.date) {
    return next.row === 'fajr'
      ? fill(text.nextFajrTomorrow, { name: text.names.fajr, time })
      : fill(text.nextTomorrow, { name, time });
  }
  return next.row === 'eid' ? fill(text.nextAt, { name, time }) : null;
}

export type TodayRow = {
  key: 'fajr' | 'sunrise' | 'dhuhr' | 'asr' | 'maghrib' | 'isha';
  name: string;
  /** Fajr shows its adhan and iqamah, Sunrise its one time, the others their iqamah (SPEC 2). */
  adhan?: PrayerTimeField;
  iqamah?: PrayerTimeField;
  time?: PrayerTimeField;
};

/** SPEC 2's six rows, in the day's order. */
export const TODAY_ROWS: readonly TodayRow[] = [
  { key: 'fajr', name: 'Fajr', adhan: 'fajrAdhan', iqamah: 'fajrIqamah' },
  { key: 'sunrise', name: 'Sunrise', time: 'shouruq' },
  { key: 'dhuhr', name: 'Dhuhr', iqamah: 'dhuhrIqamah' },
  { key: 'asr', name: 'Asr', iqamah: 'asrIqamah' },
  { key: 'maghrib', name: 'Maghrib', iqamah: 'maghribIqamah' },
  { key: 'isha', name: 'Isha', iqamah: 'ishaIqamah' },
];

export function timeOf(times: DailyTimes, field: PrayerTimeField | undefined): string {
  return field ? times[field] : '';
}
