import { shortDateLabel } from '../../domain/dates/short-date-labels.ts';
import { hhMmTo12h } from '../../domain/dates/time-of-day.ts';
import { daysBetween } from '../../domain/dates/zoned.ts';
import { describeTaraweehRule } from '../../domain/schedule/iqamah-rule.ts';
import { ramadanOnOrAfter, type RamadanPeriod } from '../../domain/schedule/ramadan.ts';
import type { EidPrayer } from '../../domain/schedule/settings.ts';
import { longDate, type ScheduleReader } from './schedule-extras.ts';

/**
 * The printable Ramadan timetable (/ramadan, issue 13): the Ramadan under way on the build's date, or the
 * next one, one row per night and day: the eve with the first Taraweeh, then each fast with its Hijri date,
 * Suhoor's end (the Fajr adhan minus the settings' minutes), Fajr, Iftar (the Maghrib adhan), the Isha
 * iqamah and Taraweeh, the last ten nights marked. All from the one schedule.
 */
export type RamadanRow = {
  date: string;
  /** 'Mon, Feb 8'. */
  dateLabel: string;
  /** '1 Ramadan' (the daytime's Hijri date), or for the eve its own ('29 Shaban'). */
  hijri: string;
  /** n for the nth fast; null for the eve. */
  fast: number | null;
  suhoorEnds: string;
  fajr: string;
  iftar: string;
  isha: string;
  taraweeh: string;
  /** The night beginning this evening: 'Night 21'; '' after the last fast. */
  night: string;
  lastTen: boolean;
  oddNight: boolean;
};

export type RamadanTimetable = {
  period: RamadanPeriod;
  title: string;
  rangeText: string;
  notes: string[];
  rows: RamadanRow[];
  eidPrayer: EidPrayer | null;
};

const dash = '—';

export function ramadanTimetable(schedule: ScheduleReader, buildDate: string): RamadanTimetable | null {
  const settings = schedule.settings;
  const period = ramadanOnOrAfter(buildDate, settings.hijri.offsetDays);
  if (!period) return null;
  const days = schedule.between(period.firstNight, period.lastDay);
  const rows = days.map((day): RamadanRow => {
    const r = day.ramadan;
    const night = r?.night ?? null;
    return {
      date: day.date,
      dateLabel: shortDateLabel(day.date),
      hijri: day.hijri ? `${day.hijri.day} ${day.hijri.monthName}` : dash,
      fast: r?.day ?? null,
      suhoorEnds: r?.suhoorEnds ? hhMmTo12h(r.suhoorEnds) : dash,
      fajr: r?.day ? hhMmTo12h(day.fajrAdhan) : dash,
      iftar: r?.iftar ? hhMmTo12h(r.iftar) : dash,
      isha: hhMmTo12h(day.ishaIqamah),
      taraweeh: r?.taraweeh ? hhMmTo12h(r.taraweeh) : dash,
      night: night === null ? '' : night === 1 ? 'First night' : `Night ${night}`,
      lastTen: r?.lastTenNights ?? false,
      oddNight: night !== null && night >= 21 && night % 2 === 1,
    };
  });
  const { suhoorMinutesBeforeFajr, taraweeh } = settings.ramadan;
  const offset = settings.hijri.offsetDays;
  const eidPrayer =
    settings.eidPrayers.find((eid) => eid.kind === 'fitr' && Math.abs(daysBetween(period.eidAlFitr, eid.date)) <= 2) ??
    null;
  return {
    period,
    title: `Ramadan ${period.hijriYear} Timetable`,
    rangeText: `${longDate(period.firstDay)} to ${longDate(period.lastDay)} (${daysBetween(period.firstDay, period.lastDay) + 1} days)`,
    notes: [
      `Suhoor ends ${suhoorMinutesBeforeFajr} minutes before the Fajr adhan; Iftar is at the Maghrib adhan.`,
      taraweeh
        ? `Taraweeh ${describeTaraweehRule(taraweeh)}, every night of Ramadan from the first night (${longDate(period.firstNight)}).`
        : '',
      `The last ten nights begin on the evening of ${longDate(period.lastTenNightsFrom)}; the odd nights are marked ★.`,
      `Dates follow the Umm al-Qura calendar${offset === 0 ? '' : ` with the masjid's ${offset > 0 ? '+' : ''}${offset} day offset`}; the masjid confirms the start and the end of Ramadan.`,
      eidPrayer ? '' : `Eid al-Fitr is expected on ${longDate(period.eidAlFitr)}; the prayer times will be announced.`,
    ].filter((note) => note !== ''),
    rows,
    eidPrayer,
  };
}
