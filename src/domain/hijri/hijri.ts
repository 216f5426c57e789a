import { addDays, isoDateIn, parseIsoDate } from '../dates/zoned.ts';

export type HijriDate = {
  day: number;
  /** 1 = Muharram … 12 = Dhu al-Hijjah. */
  month: number;
  monthName: string;
  year: number;
  /** '3 Jumada al-Akhirah 1448 AH' */
  text: string;
};

// Our own spelling, indexed by Intl's numeric month, so the text does not vary with ICU's locale data.
export const HIJRI_MONTH_NAMES = [
  'Muharram',
  'Safar',
  'Rabi al-Awwal',
  'Rabi al-Thani',
  'Jumada al-Ula',
  'Jumada al-Akhirah',
  'Rajab',
  'Shaban',
  'Ramadan',
  'Shawwal',
  'Dhu al-Qadah',
  'Dhu al-Hijjah',
] as const;

let formatter: Intl.DateTimeFormat | undefined;

function hijriFormatter(): Intl.DateTimeFormat {
  if (!formatter) {
    const options = { timeZone: 'UTC', numberingSystem: 'latn', day: 'numeric', month: 'numeric', year: 'numeric' } as const;
    formatter = new Intl.DateTimeFormat('en-US', { ...options, calendar: 'islamic-umalqura' });
    // A runtime without Umm al-Qura data silently falls back to Gregorian, which would print a wrong date
    // with confidence; the tabular Islamic calendar is at most a day or two off instead.
    if (formatter.resolvedOptions().calendar !== 'islamic-umalqura') {
      formatter = new Intl.DateTimeFormat('en-US', { ...options, calendar: 'islamic-civil' });
    }
  }
  return formatter;
}

/**
 * The Hijri (Umm al-Qura) date for a Gregorian calendar date in the masjid's zone. `offsetDays` (site
 * config hijriDayOffset) shifts the Gregorian date before converting, so a masjid following local moon
 * sighting can run a day ahead or behind. This is the date of the civil day's daytime; whether the date
 * turns at Maghrib is the masjid's setting, applied by hijriAt() in src/domain/schedule/schedule.ts.
 */
export function hijriDate(isoDate: string, offsetDays = 0): HijriDate {
  const shifted = parseIsoDate(addDays(isoDate, offsetDays));
  if (!shifted) throw new RangeError(`Not a date YYYY-MM-DD: ${isoDate}`);
  // Noon UTC keeps the instant inside the same civil day whatever the formatter does with it.
  const instant = new Date(0);
  instant.setUTCFullYear(shifted.year, shifted.month - 1, shifted.day);
  instant.setUTCHours(12, 0, 0, 0);
  const values: Record<string, string> = {};
  for (const part of hijriFormatter().formatToParts(instant)) values[part.type] = part.value;
  const day = Number(values['day']);
  const month = Number(values['month']);
  const year = Number(values['year'] ?? values['relatedYear']);
  const monthName = HIJRI_MONTH_NAMES[month - 1];
  if (!monthName || !Number.isInteger(day) || !Number.isInteger(year)) {
    throw new Error(`Intl returned an unexpected Hijri date for ${isoDate}`);
  }
  return { day, month, monthName, year, text: `${day} ${monthName} ${year} AH` };
}

/** Today's Hijri date for the masjid, whatever the host's or browser's zone. */
export function hijriToday(timeZone: string, now: Date, offsetDays = 0): HijriDate {
  return hijriDate(isoDateIn(timeZone, now), offsetDays);
}
