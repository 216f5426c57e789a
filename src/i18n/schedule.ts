/**
 * The schedule's words in a page's language (issue 26): the change notices, the Jumu'ah lines, the Ramadan
 * timetable and the yearly island's text, each made from the `schedule` catalogue (and `prayer`'s names)
 * for the pure functions that take them (src/domain/schedule/change-text.ts, src/views/prayer-times/…).
 * The default language's are the modules' own English (SPEC's), which the catalogue's English matches
 * (schedule.test.ts).
 */
import { changeDateLabel, type ChangeSubject } from '../domain/schedule/changes.ts';
import type { ChangeWords } from '../domain/schedule/change-text.ts';
import { clockPatternOf } from '../domain/i18n/clock-pattern.ts';
import { monthNameIn } from '../domain/i18n/intl.ts';
import { placeholdersOf } from '../domain/i18n/message-format.ts';
import type { EidKind, TaraweehRule } from '../domain/schedule/settings.ts';
import { ENGLISH_JUMUAH_WORDS, type JumuahWords } from '../views/prayer-times/schedule-extras.ts';
import { ENGLISH_RAMADAN_WORDS, type RamadanWords } from '../views/prayer-times/ramadan-timetable.ts';
import { ENGLISH_YEARLY_TEXT, type YearlyText } from '../views/prayer-times/yearly-text.ts';
import type { MessageKey, Translator } from './index.ts';

/** Items as the language lists them: 'A, B and C', 'A, B ve C', 'A، B وC'. */
export function listIn(t: Translator, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(t('schedule.listComma'))}${t('schedule.listAnd')}${items.at(-1)}`;
}

/** 'Eid al-Fitr', 'Ramazan Bayramı', 'عيد الفطر'. */
export function eidNameIn(t: Translator, kind: EidKind): string {
  return t(kind === 'fitr' ? 'schedule.eidFitr' : 'schedule.eidAdha');
}

/** 'Sunday, Nov 29' (the notices' date) in the language. */
function weekdayShortDate(t: Translator, isoDate: string): string {
  return t.isDefault ? changeDateLabel(isoDate) : t.date(isoDate, { weekday: 'long', month: 'short', day: 'numeric' });
}

/** The change notices' words (domain/schedule/change-text.ts). */
export function changeWords(t: Translator): ChangeWords {
  const subject = (s: ChangeSubject) =>
    s === 'jumuah' ? t('prayer.jumuah') : t('schedule.iqamahOf', { prayer: t(`prayer.${s}`) });
  return {
    notice: (params) => t('schedule.changeText', params),
    subject,
    date: (isoDate) => weekdayShortDate(t, isoDate),
    time: t.time,
    list: (items) => listIn(t, items),
  };
}

/** The Jumu'ah lines' words (views/prayer-times/schedule-extras.ts). */
export function jumuahWords(t: Translator): JumuahWords {
  if (t.isDefault) return ENGLISH_JUMUAH_WORDS;
  return {
    onFridaysAt: (times) => t('schedule.jumuahOnFridaysAt', { times }),
    from: (date, times) => t('schedule.jumuahFrom', { date, times }),
    time: t.time,
    list: (items) => listIn(t, items),
    shortDay: (isoDate) => t.date(isoDate, { month: 'short', day: 'numeric' }),
    separator: t('schedule.legendSeparator'),
  };
}

/** 'at 9:00 PM', '15 min after the Isha iqamah' in the language. */
function taraweehRuleIn(t: Translator, rule: TaraweehRule): string {
  if (rule.kind === 'fixed') return t('schedule.taraweehAt', { time: t.time(rule.time) });
  return rule.minutes === 0
    ? t('schedule.taraweehRightAfter')
    : t('schedule.taraweehMinutesAfter', { minutes: rule.minutes });
}

/** The Ramadan timetable's words (views/prayer-times/ramadan-timetable.ts). */
export function ramadanWords(t: Translator): RamadanWords {
  if (t.isDefault) return ENGLISH_RAMADAN_WORDS;
  return {
    title: (year) => t('schedule.ramadanTitle', { year }),
    range: (from, to, days) => t('schedule.ramadanRange', { from, to, days }),
    noteSuhoor: (minutes) => t('schedule.noteSuhoor', { minutes }),
    noteTaraweeh: (rule, date) => t('schedule.noteTaraweeh', { rule, date }),
    noteLastTen: (date) => t('schedule.noteLastTen', { date }),
    noteCalendar: (offset) =>
      offset === null ? t('schedule.noteCalendar') : t('schedule.noteCalendarOffset', { offset }),
    noteEidExpected: (date) => t('schedule.noteEidExpected', { date }),
    taraweehRule: (rule) => taraweehRuleIn(t, rule),
    longDate: (isoDate) => t.date(isoDate, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
    shortDate: (isoDate) => t.date(isoDate, { weekday: 'short', month: 'short', day: 'numeric' }),
    time: t.time,
    hijri: (day, month) => t('schedule.hijriDayMonth', { day, month: t(`prayer.hijriMonth${month}` as MessageKey) }),
    night: (night) => (night === 1 ? t('schedule.firstNight') : t('schedule.nightN', { n: night })),
  };
}

/** A message the island fills itself: only `allowed` placeholders, no plural or select. */
function simple(t: Translator, key: MessageKey, allowed: readonly string[] = []): string {
  const message = t.raw(key);
  for (const name of placeholdersOf(message)) {
    if (!allowed.includes(name))
      throw new Error(
        `${key} (${t.lang}): the yearly island fills only ${allowed.join(', ') || 'none'}, not {${name}}`,
      );
  }
  if (/\{\w+,/.test(message)) throw new Error(`${key} (${t.lang}): an island's message has no plural or select`);
  return message;
}

/** The yearly island's text (views/prayer-times/yearly-text.ts); the default language's is the island's own. */
export function yearlyText(t: Translator): YearlyText {
  const months = Array.from({ length: 12 }, (_, i) => i + 1);
  const text: YearlyText = {
    ...(t.staff.lang ? { staffLang: t.staff.lang } : {}),
    months: t.isDefault ? ENGLISH_YEARLY_TEXT.months : months.map((m) => monthNameIn(m, t.locale)),
    monthsShort: t.isDefault ? ENGLISH_YEARLY_TEXT.monthsShort : months.map((m) => monthNameIn(m, t.locale, 'short')),
    shortDate: simple(t, 'schedule.shortDate', ['month', 'day']),
    monthYear: simple(t, 'schedule.monthYear', ['month', 'year']),
    date: t('schedule.date'),
    columns: {
      fajrAdhan: t('schedule.fajrAdhan'),
      fajrIqamah: t('schedule.fajrIqamah'),
      shouruq: t('prayer.sunrise'),
      dhuhrIqamah: t('prayer.dhuhr'),
      asrIqamah: t('prayer.asr'),
      maghribIqamah: t('prayer.maghrib'),
      ishaIqamah: t('prayer.isha'),
    },
    loading: t('schedule.loading'),
    printSuffix: t('schedule.printSuffix'),
    noPrayerTimes: simple(t, 'schedule.noPrayerTimes', ['month', 'year']),
    marks: {
      calculated: t('schedule.markCalculated'),
      dst: t('schedule.markDst'),
      clocksForward: t('schedule.clocksForward'),
      clocksBack: t('schedule.clocksBack'),
      eid: t('schedule.markEid'),
      eidFitr: t('schedule.eidFitrPrayer'),
      eidAdha: t('schedule.eidAdhaPrayer'),
      jumuah: t('schedule.markJumuah'),
      jumuahChanges: t('schedule.jumuahChanges'),
    },
    newIqamah: t('schedule.newIqamahFromDay'),
    legendCalculated: simple(t, 'schedule.legendCalculated', ['mark']),
    legendNewIqamah: t('schedule.legendNewIqamah'),
    legendJumuah: t('schedule.legendJumuah'),
    legendSeparator: t('schedule.legendSeparator'),
    sheetNote: simple(t, 'schedule.sheetNote', ['jumuah']),
    sheetLegend: simple(t, 'schedule.sheetLegend', ['legend']),
    jumuahDefault: simple(t, 'schedule.jumuahOnFridaysAt', ['times']),
  };
  if (!t.isDefault) text.clock = clockPatternOf(t.locale);
  return text;
}
