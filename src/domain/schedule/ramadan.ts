import { addDays, daysBetween } from '../dates/zoned.ts';
import { hijriDate, type HijriDate } from '../hijri/hijri.ts';
import type { EidPrayer, IsoDate, PrayerSettings } from './settings.ts';

/** The home page shows the Ramadan card from this many days before the first fast. */
export const RAMADAN_CARD_DAYS_BEFORE = 10;
/** The home page shows an Eid prayer from this many days before it (and until its day ends). */
export const EID_CARD_DAYS_BEFORE = 14;

/** A Ramadan as the Hijri calendar (Umm al-Qura, with the masjid's day offset) expects it. */
export type RamadanPeriod = {
  hijriYear: number;
  /** 1 Ramadan: the first fast. */
  firstDay: IsoDate;
  /** 29 or 30 Ramadan: the last fast. */
  lastDay: IsoDate;
  /** The evening before the first fast: the first Taraweeh. */
  firstNight: IsoDate;
  /** The day whose evening begins the 21st night: the last ten nights start then. */
  lastTenNightsFrom: IsoDate;
  /** 1 Shawwal: Eid al-Fitr as the calendar expects it. */
  eidAlFitr: IsoDate;
};

function hijriOrNull(date: IsoDate, offsetDays: number): HijriDate | null {
  try {
    return hijriDate(date, offsetDays);
  } catch {
    return null;
  }
}

/**
 * The Ramadan under way on `date`, or else the next one (searched up to 400 days ahead), or null where
 * Intl has no Islamic calendar. The eve of Ramadan already counts as before the next one.
 */
export function ramadanOnOrAfter(date: IsoDate, offsetDays: number): RamadanPeriod | null {
  let day = date;
  let hijri = hijriOrNull(day, offsetDays);
  if (!hijri) return null;
  // Back to 1 Ramadan when `date` is inside one.
  if (hijri.month === 9) {
    day = addDays(day, 1 - hijri.day);
  } else {
    for (let i = 0; i < 400 && !(hijri.month === 9 && hijri.day === 1); i += 1) {
      // Jump most of a month at a time while Ramadan is months away.
      const step = hijri.month < 8 || hijri.month > 9 ? Math.max(1, 27 - hijri.day) : 1;
      day = addDays(day, step);
      hijri = hijriOrNull(day, offsetDays);
      if (!hijri) return null;
    }
    if (!(hijri.month === 9 && hijri.day === 1)) return null;
  }
  const first = hijriOrNull(day, offsetDays);
  if (!first) return null;
  let last = addDays(day, 28);
  while (hijriOrNull(addDays(last, 1), offsetDays)?.month === 9) last = addDays(last, 1);
  return {
    hijriYear: first.year,
    firstDay: day,
    lastDay: last,
    firstNight: addDays(day, -1),
    lastTenNightsFrom: addDays(day, 19),
    eidAlFitr: addDays(last, 1),
  };
}

/** Whether the home page's Ramadan card shows on `today`: from ten days before the first fast to the last. */
export function ramadanCardShows(period: RamadanPeriod, today: IsoDate): boolean {
  return daysBetween(today, period.firstDay) <= RAMADAN_CARD_DAYS_BEFORE && today <= period.lastDay;
}

/** The Eid prayers to show on `today`: from 14 days before their date until that day ends, by date. */
export function eidPrayersShownOn(settings: Pick<PrayerSettings, 'eidPrayers'>, today: IsoDate): EidPrayer[] {
  return settings.eidPrayers
    .filter((eid) => eid.date >= today && daysBetween(today, eid.date) <= EID_CARD_DAYS_BEFORE)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
