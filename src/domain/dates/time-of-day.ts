/** A wall-clock time as minutes since local midnight, 0-1439. */
export type MinutesOfDay = number;

const HH_MM = /^(\d{1,2}):(\d{2})(?::00)?$/;
const H_MM_12H = /^(\d{1,2}):(\d{2})\s*([AaPp])\.?\s*[Mm]\.?$/;

/**
 * Reads 'HH:MM' or 'H:MM' (24-hour). Also accepts a trailing ':00' and '5:42 AM', because a timetable
 * opened and saved in a spreadsheet often comes back in one of those shapes.
 */
export function parseTimeOfDay(text: string): MinutesOfDay | null {
  const value = text.trim();
  const h24 = HH_MM.exec(value);
  if (h24) {
    const hour = Number(h24[1]);
    const minute = Number(h24[2]);
    return hour <= 23 && minute <= 59 ? hour * 60 + minute : null;
  }
  const h12 = H_MM_12H.exec(value);
  if (h12) {
    const hour = Number(h12[1]);
    const minute = Number(h12[2]);
    if (hour < 1 || hour > 12 || minute > 59) return null;
    const pm = h12[3]?.toLowerCase() === 'p';
    return ((hour % 12) + (pm ? 12 : 0)) * 60 + minute;
  }
  return null;
}

/** 'HH:MM' for minutes since midnight; wraps into 00:00-23:59. */
export function formatHhMm(minutes: MinutesOfDay): string {
  const wrapped = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/** The canonical 'HH:MM' for any time parseTimeOfDay accepts, else null. */
export function normalizeHhMm(text: string): string | null {
  const minutes = parseTimeOfDay(text);
  return minutes === null ? null : formatHhMm(minutes);
}

/** '7:30 PM' (SPEC 5: hour:minute with am/pm; upper case as in SPEC's '1:30 PM'). */
export function formatTime12h(hour: number, minute: number): string {
  const period = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${period}`;
}

/** 'HH:MM' → '5:42 AM'. Text that is not a time is returned trimmed, unchanged, so a display never throws. */
export function hhMmTo12h(text: string): string {
  const minutes = parseTimeOfDay(text);
  return minutes === null ? text.trim() : formatTime12h(Math.floor(minutes / 60), minutes % 60);
}
