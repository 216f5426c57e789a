import { normalizeHhMm } from '../dates/time-of-day.ts';
import type { PrayerDay } from '../prayer-times/prayer-days.ts';
import { PRAYERS } from '../prayer-times/types.ts';
import { congregationsOf, instantOf, type Moment, type MomentKind, type MomentRow } from '../schedule/next-prayer.ts';

/**
 * The display's moments of a day: the congregations every surface shares (next-prayer.ts) and the adhans
 * and sunrise its countdown also counts to. Worked out once per day object: the screen asks every second.
 */

const cache = new WeakMap<PrayerDay, { timeZone: string; moments: Moment[] }>();

/** The day's moments in time order: adhans, sunrise, iqamahs (Jumu'ah khutbahs in Dhuhr's place), Eid prayers. */
export function momentsOf(day: PrayerDay, timeZone: string): Moment[] {
  const cached = cache.get(day);
  if (cached && cached.timeZone === timeZone) return cached.moments;
  const moments = computeMoments(day, timeZone);
  cache.set(day, { timeZone, moments });
  return moments;
}

function computeMoments(day: PrayerDay, timeZone: string): Moment[] {
  const moments: Moment[] = [];
  const add = (row: MomentRow, kind: MomentKind, title: string, raw: string) => {
    const time = normalizeHhMm(raw);
    const at = time && instantOf(timeZone, day.date, time);
    if (time && at) moments.push({ row, kind, key: row, title, date: day.date, time, at });
  };
  add('sunrise', 'sunrise', 'Sunrise', day.times.shouruq);
  for (const prayer of PRAYERS) {
    // On a Jumu'ah day the khutbah is the midday moment: Dhuhr's adhan is not counted down.
    if (prayer === 'dhuhr' && day.jumuah.length > 0) continue;
    add(prayer, 'adhan', `${prayer[0]!.toUpperCase()}${prayer.slice(1)} adhan`, day.times[`${prayer}Adhan`]);
  }
  moments.push(...congregationsOf(day, timeZone));
  // An adhan at its iqamah's minute comes first: the countdown goes adhan, then iqamah.
  const order = (m: Moment) => (m.kind === 'adhan' ? 0 : 1);
  return moments.sort((a, b) => a.at.getTime() - b.at.getTime() || order(a) - order(b));
}
