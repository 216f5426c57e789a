/** The eleven daily times, in the order a timetable lists them. Each value is 'HH:MM' (24-hour, local). */
export const PRAYER_TIME_FIELDS = [
  'fajrAdhan',
  'fajrIqamah',
  'shouruq',
  'dhuhrAdhan',
  'dhuhrIqamah',
  'asrAdhan',
  'asrIqamah',
  'maghribAdhan',
  'maghribIqamah',
  'ishaAdhan',
  'ishaIqamah',
] as const;

export type PrayerTimeField = (typeof PRAYER_TIME_FIELDS)[number];

export type DailyTimes = Record<PrayerTimeField, string>;

/** Just the eleven times of a day (a stored or calculated day carries more). */
export function dailyTimesOf(day: DailyTimes): DailyTimes {
  return Object.fromEntries(PRAYER_TIME_FIELDS.map((field) => [field, day[field]])) as DailyTimes;
}

/** One day's timetable, keyed by its calendar date in the masjid's zone. */
export type DailyPrayerTimes = { date: string } & DailyTimes;

export const IQAMAH_FIELDS = ['fajrIqamah', 'dhuhrIqamah', 'asrIqamah', 'maghribIqamah', 'ishaIqamah'] as const;
export type IqamahField = (typeof IQAMAH_FIELDS)[number];

/**
 * A day as an upload gives it (and the database keeps it): every adhan and sunrise, and each iqamah, or
 * null where the file left that iqamah's column empty, so the prayer settings' rule gives it.
 */
export type UploadedPrayerTimes = { date: string } & Omit<DailyTimes, IqamahField> & Record<IqamahField, string | null>;

/** The five prayers that have an adhan and an iqamah (sunrise is a time, not a prayer). */
export const PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;

export type Prayer = (typeof PRAYERS)[number];

/** Where a day's times came from: the uploaded timetable, adhan-js, or SPEC 3's built-in fixed times. */
export type PrayerTimesSource = 'uploaded' | 'calculated' | 'fixed';

/**
 * SPEC 3's daily record as the API sends it (day, month 1-12, the times, jumma such as '1:30 PM'), plus
 * the full date, the year and the source so a client can tell a fallback from the masjid's own times.
 */
export type PrayerTimesRecord = DailyTimes & {
  date: string;
  year: number;
  month: number;
  day: number;
  jumma: string;
  source: PrayerTimesSource;
};
