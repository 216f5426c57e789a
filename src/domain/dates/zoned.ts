export type LocalDate = { year: number; month: number; day: number };

export type LocalDateTime = LocalDate & { hour: number; minute: number; second: number };

const MS_PER_DAY = 86_400_000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Constructing an Intl.DateTimeFormat is costly; "today" is asked for on every request and render.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date and time at `instant` in `timeZone` (seconds precision). */
export function zonedDateTimeIn(timeZone: string, instant: Date): LocalDateTime {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid Date');
  const values: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) values[part.type] = part.value;
  return {
    year: Number(values['year']),
    month: Number(values['month']),
    day: Number(values['day']),
    // Some engines still print midnight as 24 even with h23.
    hour: Number(values['hour']) % 24,
    minute: Number(values['minute']),
    second: Number(values['second']),
  };
}

export function localDateIn(timeZone: string, now: Date): LocalDate {
  const { year, month, day } = zonedDateTimeIn(timeZone, now);
  return { year, month, day };
}

export function isoDateIn(timeZone: string, now: Date): string {
  return toIsoDate(localDateIn(timeZone, now));
}

export function yearIn(timeZone: string, now: Date): number {
  return localDateIn(timeZone, now).year;
}

/** 0 = Sunday … 6 = Saturday, in `timeZone`. */
export function weekdayIn(timeZone: string, now: Date): number {
  return weekdayOf(toIsoDate(localDateIn(timeZone, now)));
}

export function isFridayIn(timeZone: string, now: Date): boolean {
  return weekdayIn(timeZone, now) === 5;
}

/** Minutes since local midnight on the wall clock (0-1439); compares directly with 'HH:MM' times. */
export function minutesOfDayIn(timeZone: string, now: Date): number {
  const { hour, minute } = zonedDateTimeIn(timeZone, now);
  return hour * 60 + minute;
}

/** UTC offset of `timeZone` at `instant`, in milliseconds (local = UTC + offset). */
export function offsetMsIn(timeZone: string, instant: Date): number {
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  const local = zonedDateTimeIn(timeZone, new Date(wholeSeconds));
  return utcMs(local) - wholeSeconds;
}

/**
 * The instant at which the wall clock in `timeZone` shows `local`.
 * Ambiguous times (the repeated hour in autumn) resolve to the earlier instant; times skipped in spring
 * resolve as if the clock had not yet moved (02:30 becomes 03:30), like Temporal's 'compatible'.
 */
export function zonedTimeToUtc(timeZone: string, local: LocalDateTime): Date {
  const wall = utcMs(local);
  // No zone changes its offset twice within two days, so the offsets a day either side cover both cases.
  const before = offsetMsIn(timeZone, new Date(wall - MS_PER_DAY));
  const after = offsetMsIn(timeZone, new Date(wall + MS_PER_DAY));
  const matches = [wall - before, wall - after]
    .filter((candidate) => utcMs(zonedDateTimeIn(timeZone, new Date(candidate))) === wall)
    .sort((a, b) => a - b);
  return new Date(matches[0] ?? wall - before);
}

/** Milliseconds since the Unix epoch for wall-clock fields read as UTC; valid for years 0-99 too. */
function utcMs(local: LocalDate & Partial<LocalDateTime>): number {
  const date = new Date(0);
  date.setUTCFullYear(local.year, local.month - 1, local.day);
  date.setUTCHours(local.hour ?? 0, local.minute ?? 0, local.second ?? 0, 0);
  return date.getTime();
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 0 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

export function parseIsoDate(isoDate: string): LocalDate | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return isValidDate(year, month, day) ? { year, month, day } : null;
}

export function isValidIsoDate(value: unknown): value is string {
  return typeof value === 'string' && parseIsoDate(value) !== null;
}

export function toIsoDate({ year, month, day }: LocalDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function requireIsoDate(isoDate: string): LocalDate {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a date YYYY-MM-DD: ${isoDate}`);
  return date;
}

/** Calendar arithmetic on dates alone: no instants, so no time zone or DST can shift the result. */
export function addDays(isoDate: string, days: number): string {
  const ms = utcMs(requireIsoDate(isoDate)) + days * MS_PER_DAY;
  const date = new Date(ms);
  return toIsoDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMs(requireIsoDate(to)) - utcMs(requireIsoDate(from))) / MS_PER_DAY);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(isoDate: string): number {
  return new Date(utcMs(requireIsoDate(isoDate))).getUTCDay();
}
