import { normalizeHhMm } from '../dates/time-of-day.ts';
import type { Khutbah } from '../schedule/settings.ts';

/** One Jumu'ah of a Friday: its time ('HH:MM') and, where the masjid gives them, language, place or khateeb. */
export interface JumuahTime {
  time: string;
  details?: string;
}

/** 'English · Main hall': the parts given, trimmed, as one line of details. */
export const joinedDetails = (parts: readonly string[]) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' · ');

/** The khutbahs as Jumu'ahs: their times, with language, place and khateeb as one line of details. */
export function jumuahTimesOf(khutbahs: readonly Partial<Khutbah>[]): JumuahTime[] {
  return khutbahs.flatMap((k): JumuahTime[] => {
    const time = normalizeHhMm(k.time ?? '');
    const details = joinedDetails([k.language ?? '', k.place ?? '', k.khateeb ?? '']);
    return time ? [details ? { time, details } : { time }] : [];
  });
}
