import { normalizeHhMm, parseTimeOfDay } from '../dates/time-of-day.ts';
import type { PrayerDay } from '../prayer-times/prayer-days.ts';
import { PRAYERS, type Prayer } from '../prayer-times/types.ts';

/** A congregation of a masjid day: an iqamah, a Jumu'ah khutbah or an Eid prayer. */
export interface DayCongregation {
  prayer: Prayer | 'jumuah' | 'eid';
  kind: 'iqamah' | 'jumuah' | 'eid';
  /** Which Jumu'ah or Eid prayer of the day (1, 2, …); 1 for an iqamah. */
  index: number;
  /** 'HH:MM' on the masjid's wall clock. */
  time: string;
  /** 'Fajr iqamah', "Jumu'ah (English)", 'Eid al-Fitr prayer (Park)'. */
  title: string;
  details?: string;
}

/** 'Fajr', "Jumu'ah": the congregations' names (and the prayer feed's). */
export const CONGREGATION_NAMES: Record<Prayer | 'jumuah', string> = {
  fajr: 'Fajr',
  dhuhr: 'Dhuhr',
  asr: 'Asr',
  maghrib: 'Maghrib',
  isha: 'Isha',
  jumuah: "Jumu'ah",
};

/**
 * The day's congregations in time order: its five iqamahs, except that on a day with Jumu'ah its khutbahs
 * take Dhuhr's place, and its Eid prayers. A time that does not read as HH:MM is left out rather than
 * guessed. The one list the next-prayer rule, the widget and the prayer feed read.
 */
export function congregationsOfDay(day: PrayerDay): DayCongregation[] {
  const list: DayCongregation[] = [];
  const add = (prayer: DayCongregation['prayer'], index: number, raw: string, name: string, details?: string) => {
    const time = normalizeHhMm(raw);
    const note = details?.trim();
    const kind = prayer === 'jumuah' || prayer === 'eid' ? prayer : 'iqamah';
    if (time) list.push({ prayer, kind, index, time, title: note ? `${name} (${note})` : name, ...(note ? { details: note } : {}) });
  };
  for (const prayer of PRAYERS)
    if (prayer !== 'dhuhr' || !day.jumuah.length) add(prayer, 1, day.times[`${prayer}Iqamah`], `${CONGREGATION_NAMES[prayer]} iqamah`);
  day.jumuah.forEach((jumuah, i) => add('jumuah', i + 1, jumuah.time, CONGREGATION_NAMES.jumuah, jumuah.details));
  day.eid.forEach((eid, i) => add('eid', i + 1, eid.time, eid.title, eid.details));
  return list.sort((a, b) => parseTimeOfDay(a.time)! - parseTimeOfDay(b.time)!);
}
