import { shortDateLabel } from '../../domain/dates/short-date-labels.ts';
import { hhMmTo12h } from '../../domain/dates/time-of-day.ts';
import { daysBetween } from '../../domain/dates/zoned.ts';
import { describeTaraweehRule } from '../../domain/schedule/iqamah-rule.ts';
import { ramadanOnOrAfter, type RamadanPeriod } from '../../domain/schedule/ramadan.ts';
import type { EidPrayer, TaraweehRule } from '../../domain/schedule/settings.ts';
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

/**
 * The timetable's words in a page's language (issue 26): src/i18n/schedule.ts ramadanWords(t) makes them
 * from the `schedule` catalogue; ENGLISH_RAMADAN_WORDS are SPEC's English, the default.
 */
export type RamadanWords = {
  title: (hijriYear: number) => string;
  range: (from: string, to: string, days: number) => string;
  noteSuhoor: (minutes: number) => string;
  noteTaraweeh: (rule: string, firstNight: string) => string;
  noteLastTen: (date: string) => string;
  /** `offset` '+1', '-1', or null without one. */
  noteCalendar: (offset: string | null) => string;
  noteEidExpected: (date: string) => string;
  taraweehRule: (rule: TaraweehRule) => string;
  /** 'Monday, February 8, 2027'. */
  longDate: (isoDate: string) => string;
  /** 'Mon, Feb 8'. */
  shortDate: (isoDate: string) => string;
  time: (hhMm: string) => string;
  /** '1 Ramadan' from the day and the Hijri month 1-12. */
  hijri: (day: number, month: number, englishName: string) => string;
  /** 'First night', 'Night 21'. */
  night: (night: number) => string;
};

export const ENGLISH_RAMADAN_WORDS: RamadanWords = {
  title: (hijriYear) => `Ramadan ${hijriYear} Timetable`,
  range: (from, to, days) => `${from} to ${to} (${days} days)`,
  noteSuhoor: (minutes) => `Suhoor ends ${minutes} minutes before the Fajr adhan; Iftar is at the Maghrib adhan.`,
  noteTaraweeh: (rule, firstNight) => `Taraweeh ${rule}, every night of Ramadan from the first night (${firstNight}).`,
  noteLastTen: (date) => `The last ten nights begin on the evening of ${date}; the odd nights are marked ★.`,
  noteCalendar: (offset) =>
    `Dates follow the Umm al-Qura calendar${offset === null ? '' : ` with the masjid's ${offset} day offset`}; the masjid confirms the start and the end of Ramadan.`,
  noteEidExpected: (date) => `Eid al-Fitr is expected on ${date}; the prayer times will be announced.`,
  taraweehRule: describeTaraweehRule,
  longDate,
  shortDate: shortDateLabel,
  time: hhMmTo12h,
  hijri: (day, _month, englishName) => `${day} ${englishName}`,
  night: (night) => (night === 1 ? 'First night' : `Night ${night}`),
};

export function ramadanTimetable(
  schedule: ScheduleReader,
  buildDate: string,
  words: RamadanWords = ENGLISH_RAMADAN_WORDS,
): RamadanTimetable | null {
  const settings = schedule.settings;
  const period = ramadanOnOrAfter(buildDate, settings.hijri.offsetDays);
  if (!period) return null;
  const days = schedule.between(period.firstNight, period.lastDay);
  const rows = days.map((day): RamadanRow => {
    const r = day.ramadan;
    const night = r?.night ?? null;
    return {
      date: day.date,
      dateLabel: words.shortDate(day.date),
      hijri: day.hijri ? words.hijri(day.hijri.day, day.hijri.month, day.hijri.monthName) : dash,
      fast: r?.day ?? null,
      suhoorEnds: r?.suhoorEnds ? words.time(r.suhoorEnds) : dash,
      fajr: r?.day ? words.time(day.fajrAdhan) : dash,
      iftar: r?.iftar ? words.time(r.iftar) : dash,
      isha: words.time(day.ishaIqamah),
      taraweeh: r?.taraweeh ? words.time(r.taraweeh) : dash,
      night: night === null ? '' : words.night(night),
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
    title: words.title(period.hijriYear),
    rangeText: words.range(
      words.longDate(period.firstDay),
      words.longDate(period.lastDay),
      daysBetween(period.firstDay, period.lastDay) + 1,
    ),
    notes: [
      words.noteSuhoor(suhoorMinutesBeforeFajr),
      taraweeh ? words.noteTaraweeh(words.taraweehRule(taraweeh), words.longDate(period.firstNight)) : '',
      words.noteLastTen(words.longDate(period.lastTenNightsFrom)),
      words.noteCalendar(offset === 0 ? null : `${offset > 0 ? '+' : ''}${offset}`),
      eidPrayer ? '' : words.noteEidExpected(words.longDate(period.eidAlFitr)),
    ].filter((note) => note !== ''),
    rows,
    eidPrayer,
  };
}
