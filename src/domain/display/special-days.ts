import type { HijriDate } from '../hijri/hijri.ts';
import type { DisplayDay } from './display-day.ts';

/**
 * What is special about a day on the screen (issue 14: "Ramadan/Eid times where the schedule has them"):
 * a day of Ramadan with its Suhoor end and Iftar, or an Eid with its prayers. Found from the day's Hijri
 * date (with the masjid's offset already applied by the caller).
 */
export type SpecialDay =
  | {
      kind: 'ramadan';
      /** n: the nth fast. */
      day: number;
      hijriYear: number;
      /** 'HH:MM': Suhoor ends at the Fajr adhan. */
      suhoorEnds: string;
      /** 'HH:MM': the Maghrib adhan. */
      iftar: string;
      /** The night that begins this evening is one of the last ten (21 to 30). */
      lastTenNights: boolean;
    }
  | { kind: 'eid'; name: 'Eid al-Fitr' | 'Eid al-Adha'; hijriYear: number };

const RAMADAN = 9;
const SHAWWAL = 10;
const DHU_AL_HIJJAH = 12;

export function specialDayOf(day: DisplayDay, hijri: Pick<HijriDate, 'day' | 'month' | 'year'> | null): SpecialDay | null {
  if (!hijri) return null;
  if (hijri.month === RAMADAN) {
    return {
      kind: 'ramadan',
      day: hijri.day,
      hijriYear: hijri.year,
      suhoorEnds: day.fajrAdhan,
      iftar: day.maghribAdhan,
      // The 21st night begins at the Maghrib of the 20th fast.
      lastTenNights: hijri.day >= 20,
    };
  }
  if (hijri.month === SHAWWAL && hijri.day === 1) return { kind: 'eid', name: 'Eid al-Fitr', hijriYear: hijri.year };
  if (hijri.month === DHU_AL_HIJJAH && hijri.day === 10) return { kind: 'eid', name: 'Eid al-Adha', hijriYear: hijri.year };
  return null;
}
