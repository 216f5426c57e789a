import type { PrayerTimeField } from './types.ts';

/**
 * SPEC 5 names two layouts. 'stated': one row per date with one time per prayer, used as both adhan and
 * iqamah. 'sample': the downloadable sample, Day and Month of a year chosen at upload, with adhan and
 * iqamah columns; downloads use it so a downloaded file uploads back to the same data.
 */
export type CsvLayout = 'stated' | 'sample';

export type TimeColumn = {
  /** As written in the header of a file this site produces. */
  header: string;
  /** As named in error messages: 'Fajr iqamah'. */
  label: string;
  fields: readonly PrayerTimeField[];
};

export const STATED_HEADER = ['date', 'fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;

export const SAMPLE_HEADER = [
  'Day',
  'Month',
  'Fajr Adhan',
  'Fajr Iqamah',
  'Sunrise',
  'Dhuhr Adhan',
  'Dhuhr Iqamah',
  'Asr Adhan',
  'Asr Iqamah',
  'Maghrib Adhan',
  'Maghrib Iqamah',
  'Isha Adhan',
  'Isha Iqamah',
] as const;

export const STATED_TIME_COLUMNS: readonly TimeColumn[] = [
  { header: 'fajr', label: 'Fajr', fields: ['fajrAdhan', 'fajrIqamah'] },
  { header: 'sunrise', label: 'Sunrise', fields: ['shouruq'] },
  { header: 'dhuhr', label: 'Dhuhr', fields: ['dhuhrAdhan', 'dhuhrIqamah'] },
  { header: 'asr', label: 'Asr', fields: ['asrAdhan', 'asrIqamah'] },
  { header: 'maghrib', label: 'Maghrib', fields: ['maghribAdhan', 'maghribIqamah'] },
  { header: 'isha', label: 'Isha', fields: ['ishaAdhan', 'ishaIqamah'] },
];

export const SAMPLE_TIME_COLUMNS: readonly TimeColumn[] = [
  { header: 'Fajr Adhan', label: 'Fajr adhan', fields: ['fajrAdhan'] },
  { header: 'Fajr Iqamah', label: 'Fajr iqamah', fields: ['fajrIqamah'] },
  { header: 'Sunrise', label: 'Sunrise', fields: ['shouruq'] },
  { header: 'Dhuhr Adhan', label: 'Dhuhr adhan', fields: ['dhuhrAdhan'] },
  { header: 'Dhuhr Iqamah', label: 'Dhuhr iqamah', fields: ['dhuhrIqamah'] },
  { header: 'Asr Adhan', label: 'Asr adhan', fields: ['asrAdhan'] },
  { header: 'Asr Iqamah', label: 'Asr iqamah', fields: ['asrIqamah'] },
  { header: 'Maghrib Adhan', label: 'Maghrib adhan', fields: ['maghribAdhan'] },
  { header: 'Maghrib Iqamah', label: 'Maghrib iqamah', fields: ['maghribIqamah'] },
  { header: 'Isha Adhan', label: 'Isha adhan', fields: ['ishaAdhan'] },
  { header: 'Isha Iqamah', label: 'Isha iqamah', fields: ['ishaIqamah'] },
];
