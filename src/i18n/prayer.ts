/**
 * The prayer-time islands' words in a page's language (ADR 023): built here from the catalogue, passed as
 * the islands' `text` prop, so each page carries its own language's few messages and nothing more.
 */
import { HIJRI_MONTH_NAMES } from '../domain/hijri/hijri.ts';
import { placeholdersOf } from '../domain/i18n/message-format.ts';
import { clockPatternOf } from '../domain/i18n/clock-pattern.ts';
import type { TodayPrayerTimesProps, TodayText } from '../views/prayer-times/props.ts';
import type { MessageKey, Translator } from './index.ts';

/** A message an island fills itself: `{name}` placeholders only (no plural or select). */
function simple(t: Translator, key: MessageKey, allowed: readonly string[]): string {
  const message = t.raw(key);
  for (const name of placeholdersOf(message)) {
    if (!allowed.includes(name))
      throw new Error(
        `${key} (${t.lang}): an island fills only ${allowed.join(', ') || 'no placeholders'}, not {${name}}`,
      );
  }
  if (/\{\w+,/.test(message)) throw new Error(`${key} (${t.lang}): an island's message has no plural or select`);
  return message;
}

/**
 * The today islands' text (props.ts TodayText). `calculated`: days without the masjid's timetable are
 * calculated (else SPEC 3's standard times): only that note travels.
 */
export function todayText(t: Translator, calculated = true, table = false): TodayText {
  const text: TodayText = {
    names: {
      fajr: t('prayer.fajr'),
      sunrise: t('prayer.sunrise'),
      dhuhr: t('prayer.dhuhr'),
      asr: t('prayer.asr'),
      maghrib: t('prayer.maghrib'),
      isha: t('prayer.isha'),
      jumuah: t('prayer.jumuah'),
    },
    next: t('prayer.next'),
    adhan: t('prayer.adhan'),
    iqamah: t('prayer.iqamah'),
    todayDate: simple(t, 'prayer.todayDate', ['date']),
    timesForDate: simple(t, 'prayer.timesForDate', ['date']),
    fallbackNote: calculated ? t('prayer.calculatedNote') : t('prayer.standardNote'),
    nextFajrTomorrow: simple(t, 'prayer.nextFajrTomorrow', ['name', 'time']),
    nextTomorrow: simple(t, 'prayer.nextTomorrow', ['name', 'time']),
    nextAt: simple(t, 'prayer.nextAt', ['name', 'time']),
  };
  if (table) {
    text.todaysPrayerTimes = t('prayer.todaysPrayerTimes');
    text.prayer = t('prayer.prayer');
    text.time = t('prayer.time');
  }
  // The default language's clock is the island's own (SPEC's English): its pages carry no names.
  if (!t.isDefault) {
    text.clock = clockPatternOf(t.locale);
    text.translated = true;
  }
  return text;
}

/**
 * A Hijri date as the schedule writes it ('3 Jumada al-Akhirah 1448 AH', src/domain/hijri) in the page's
 * language ('3 Cemaziyelahir 1448', '3 جمادى الآخرة 1448 هـ'); text it does not recognise comes back as it is.
 */
export function hijriTextIn(text: string, t: Translator): string {
  if (t.isDefault) return text;
  const match = /^(\d+) (.+) (\d+) AH$/.exec(text);
  const month = match ? HIJRI_MONTH_NAMES.indexOf(match[2] as (typeof HIJRI_MONTH_NAMES)[number]) + 1 : 0;
  if (!match || month === 0) return text;
  return t('prayer.hijriDate', {
    day: Number(match[1]),
    month: t(`prayer.hijriMonth${month}` as MessageKey),
    year: Number(match[3]),
  });
}

/**
 * The today islands' props in the page's language (`table`: the yearly page's compact table): its text, and the carried Hijri dates (hijri-days.ts:
 * 'date text' entries, each text starting with the day of the month, which every catalogue's
 * prayer.hijriDate must keep first) in its month names.
 */
export function localizedTodayProps(
  props: Omit<TodayPrayerTimesProps, 'text'>,
  t: Translator,
  { table = false }: { table?: boolean } = {},
): TodayPrayerTimesProps {
  const localized: TodayPrayerTimesProps = {
    ...props,
    text: todayText(t, props.config.prayer.calculateFallback, table),
  };
  if (props.hijri && !t.isDefault) {
    localized.hijri = props.hijri
      .split(';')
      .map((entry) => {
        const text = entry.slice(11);
        if (text === '') return entry;
        const translated = hijriTextIn(text, t);
        if (!/^\d+ /.test(translated))
          throw new Error(`prayer.hijriDate (${t.lang}) must start with {day}: "${translated}"`);
        return `${entry.slice(0, 11)}${translated}`;
      })
      .join(';');
  }
  return localized;
}
