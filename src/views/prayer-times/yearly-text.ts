import { MONTH_NAMES } from '../../domain/dates/calendar-names.ts';
import { MONTH_SHORT_NAMES } from '../../domain/dates/short-date-labels.ts';
import { hhMmTo12h } from '../../domain/dates/time-of-day.ts';
import { showTimeWith, type ClockPattern } from '../../domain/i18n/clock-pattern.ts';
import type { YearlyField } from './yearly-days.ts';

/**
 * The yearly schedule's words (issue 26): its column headings, marks, legends, month names and its
 * printed sheet's note, in the page's language. The default language's are SPEC's English, the island's
 * own (ENGLISH_YEARLY_TEXT: its pages carry none); another language's come as the island's `text` prop,
 * made from the `schedule` catalogue at build time (src/i18n/schedule.ts yearlyText). `{name}`
 * placeholders only: the island fills them with `fillIn`.
 */
export interface YearlyText {
  /** On a page in another language: the language staff wrote the masjid's name and address in (the sheet's header). */
  staffLang?: string;
  /** The language's clock for the times (absent: SPEC's '5:42 AM'). */
  clock?: ClockPattern;
  /** January first. */
  months: readonly string[];
  monthsShort: readonly string[];
  /** '{month} {day}': the Date column ('Jan 5', '5 Oca'). */
  shortDate: string;
  /** '{month} {year}': a month card's heading. */
  monthYear: string;
  date: string;
  columns: Record<YearlyField, string>;
  loading: string;
  /** After the month's heading on the printed sheet: ' Prayer Times'. */
  printSuffix: string;
  /** '{month} {year}'. */
  noPrayerTimes: string;
  marks: {
    calculated: string;
    dst: string;
    clocksForward: string;
    clocksBack: string;
    eid: string;
    eidFitr: string;
    eidAdha: string;
    jumuah: string;
    jumuahChanges: string;
  };
  newIqamah: string;
  /** '{mark}'. */
  legendCalculated: string;
  legendNewIqamah: string;
  legendJumuah: string;
  legendSeparator: string;
  /** '{jumuah}'. */
  sheetNote: string;
  /** '{legend}'. */
  sheetLegend: string;
  /** '{times}': a month's Jumu'ah line when the build sends none. */
  jumuahDefault: string;
}

export const ENGLISH_YEARLY_TEXT: YearlyText = {
  months: MONTH_NAMES,
  monthsShort: MONTH_SHORT_NAMES,
  shortDate: '{month} {day}',
  monthYear: '{month} {year}',
  date: 'Date',
  columns: {
    fajrAdhan: 'Fajr Adhan',
    fajrIqamah: 'Fajr Iqamah',
    shouruq: 'Sunrise',
    dhuhrIqamah: 'Dhuhr',
    asrIqamah: 'Asr',
    maghribIqamah: 'Maghrib',
    ishaIqamah: 'Isha',
  },
  loading: 'Loading prayer times...',
  printSuffix: ' Prayer Times',
  noPrayerTimes: 'No prayer times available for {month} {year}',
  marks: {
    calculated: 'calculated',
    dst: 'DST',
    clocksForward: 'clocks go forward',
    clocksBack: 'clocks go back',
    eid: 'Eid',
    eidFitr: 'Eid al-Fitr prayer',
    eidAdha: 'Eid al-Adha prayer',
    jumuah: "Jumu'ah*",
    jumuahChanges: "Jumu'ah changes",
  },
  newIqamah: ' (new iqamah from this day)',
  legendCalculated: "{mark} calculated, not the masjid's uploaded timetable",
  legendNewIqamah: '* new iqamah',
  legendJumuah: "Jumu'ah*: new khutbahs",
  legendSeparator: '; ',
  sheetNote: 'Fajr shows Adhan and Iqamah; other prayers show Iqamah. {jumuah}; Fridays are in bold.',
  sheetLegend: ' {legend}.',
  jumuahDefault: "Jumu'ah on Fridays at {times}",
};

/** `{name}` placeholders filled; an unknown one stays as written. */
export function fillIn(message: string, params: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A stored 'HH:MM' in the text's language ('5:42 AM', '05:42'). */
export function yearlyTime(text: YearlyText, hhMm: string | null | undefined): string {
  return text.clock ? showTimeWith(text.clock, hhMm ?? '') : hhMmTo12h(hhMm ?? '');
}
