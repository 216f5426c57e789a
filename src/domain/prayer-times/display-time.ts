import { hhMmTo12h, parseTimeOfDay } from '../dates/time-of-day.ts';

/** Whether a stored record holds times: SPEC 3 treats a missing or '00:00' Fajr adhan as no data. */
export function hasPrayerData(record: { fajrAdhan?: string | null } | null | undefined): boolean {
  const minutes = parseTimeOfDay(record?.fajrAdhan ?? '');
  return minutes !== null && minutes !== 0;
}

/** '05:42' → '5:42 AM'; text that is not a time comes back trimmed and unchanged. */
export function displayTime(hhMm: string | null | undefined): string {
  return hhMmTo12h(hhMm ?? '');
}
