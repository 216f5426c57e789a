import { hijriDate } from '../../domain/hijri/hijri.ts';

/** The Hijri text for the masjid's day, or null when this runtime cannot compute it. */
export function hijriText(isoDate: string, offsetDays: number): string | null {
  try {
    return hijriDate(isoDate, offsetDays).text;
  } catch {
    return null;
  }
}
