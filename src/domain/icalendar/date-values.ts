import { parseIsoDate, zonedDateTimeIn, type LocalDateTime } from '../dates/zoned.ts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** DATE: '20260308' for '2026-03-08'. */
export function icalDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a date YYYY-MM-DD: ${isoDate}`);
  return `${pad(date.year, 4)}${pad(date.month)}${pad(date.day)}`;
}

/** Local DATE-TIME (floating or with a TZID parameter): '20260308T061500'. */
export function icalLocalDateTime(local: LocalDateTime): string {
  return `${pad(local.year, 4)}${pad(local.month)}${pad(local.day)}T${pad(local.hour)}${pad(local.minute)}${pad(local.second)}`;
}

/** UTC DATE-TIME, as DTSTAMP and LAST-MODIFIED require: '20261123T201500Z'. */
export function icalUtcDateTime(instant: Date): string {
  return `${icalLocalDateTime(zonedDateTimeIn('UTC', instant))}Z`;
}

/** UTC-OFFSET (RFC 5545 3.3.14): '-0800', '+0530', '+001215' when seconds are needed; never '-0000'. */
export function icalUtcOffset(offsetMs: number): string {
  const totalSeconds = Math.round(offsetMs / 1000);
  const sign = totalSeconds < 0 ? '-' : '+';
  const abs = Math.abs(totalSeconds);
  const seconds = abs % 60;
  return `${sign}${pad(Math.floor(abs / 3600))}${pad(Math.floor(abs / 60) % 60)}${seconds ? pad(seconds) : ''}`;
}

/** DURATION for whole minutes: 'PT15M', 'PT1H', 'PT1H30M', 'P1D'. */
export function icalDuration(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes <= 0)
    throw new RangeError(`A duration needs whole minutes above 0: ${minutes}`);
  if (minutes % 1440 === 0) return `P${minutes / 1440}D`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest ? `${rest}M` : ''}`;
}
