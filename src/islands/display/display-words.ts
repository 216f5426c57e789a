import { parseTimeOfDay } from '../../domain/dates/time-of-day.ts';
import { formatIsoDate } from '../../domain/i18n/intl.ts';
import { translate, type MessageParams } from '../../domain/i18n/message-format.ts';
import type { RowKey } from '../../domain/display/screen-targets.ts';
import type { SlideDateWords } from '../../domain/display/slides.ts';

/**
 * The prayer-hall screen's languages (issue 26). The page carries every enabled language's few messages
 * (display.astro: the `display` namespace, the prayer names and Hijri months of `prayer`, the Eid names, the
 * event date words), because the language is a run-time setting (Admin → Display) and the screen must
 * change it at its next sync, offline included, without a new page. The screen's texts, dates and times are in the first
 * language; each prayer's name may have a second line in another.
 */
export interface DisplayLanguage {
  /** 'en', 'tr', 'ar' */
  code: string;
  dir: 'ltr' | 'rtl';
  /** The Intl locale: 'en-US', 'tr-TR', 'ar'. */
  locale: string;
  /** 'display.…', 'prayer.…', 'feeds.eid…' and the event date words of 'events.…'. */
  messages: Readonly<Record<string, string>>;
}

/** The message keys the screen uses outside `display.*`: what display.astro puts in the page. */
export const DISPLAY_OUTSIDE_KEYS = [
  'prayer.fajr',
  'prayer.sunrise',
  'prayer.dhuhr',
  'prayer.asr',
  'prayer.maghrib',
  'prayer.isha',
  'prayer.jumuah',
  'prayer.hijriDate',
  ...Array.from({ length: 12 }, (_, i) => `prayer.hijriMonth${i + 1}`),
  'feeds.eidAlFitr',
  'feeds.eidAlAdha',
  'events.permanent',
  'events.dateTbd',
  'events.timeTbd',
  'events.ends',
  'events.endsAt',
] as const;

/** An event slide's date line in the screen's language; the default language keeps SPEC's English labels. */
export function slideDateWords(language: DisplayLanguage, isDefault: boolean): SlideDateWords | undefined {
  if (isDefault) return undefined;
  const m = language.messages;
  const say = (key: string) => m[key] ?? '';
  return {
    words: {
      locale: language.locale,
      permanent: say('events.permanent'),
      dateTbd: say('events.dateTbd'),
      timeTbd: say('events.timeTbd'),
      ends: say('events.ends'),
      endsAt: say('events.endsAt'),
    },
    ongoing: say('display.ongoing'),
  };
}

/** A time of day as the screen draws it: the digits big, the day period ('PM', 'ص') small, or none (24-hour). */
export interface TimeParts {
  digits: string;
  period: string | null;
}

export interface DisplayWords {
  code: string;
  dir: 'ltr' | 'rtl';
  locale: string;
  /** A message of the screen, `display.` left out: t('adhan'). */
  t(key: string, params?: MessageParams): string;
  /** The row's prayer in this language: 'Fajr', 'İmsak', 'الفجر'. */
  prayer(row: RowKey): string;
  /** 'HH:MM' → '12:30' + 'PM' (en), '12:30' (tr), '١٢:٣٠' + 'م' (ar). */
  time(hhMm: string): TimeParts;
  /** '12:30 PM', '12:30', '١٢:٣٠ م'. */
  timeText(hhMm: string): string;
  /** 'Friday, November 27, 2026' */
  longDate(isoDate: string): string;
  /** 'Saturday, Nov 28' */
  shortDate(isoDate: string): string;
  /** '16 Jumada al-Akhirah 1448 AH' */
  hijri(date: { day: number; month: number; year: number }): string;
  /** '05' → '٠٥' where the locale writes other digits. */
  digits(text: string): string;
  /** ['1:00 PM', '2:00 PM', '3:00 PM'] → '1:00 PM, 2:00 PM and 3:00 PM' (the catalogue's words, not Intl's Oxford comma). */
  list(items: readonly string[]): string;
}

const timeFormats = new Map<string, { format: Intl.DateTimeFormat; twelveHour: boolean }>();

function timeFormat(locale: string): { format: Intl.DateTimeFormat; twelveHour: boolean } {
  let entry = timeFormats.get(locale);
  if (!entry) {
    const twelveHour = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hour12 === true;
    // A 24-hour clock writes the hour with two digits (Turkish '05:42'), a 12-hour one without ('5:42 AM').
    const format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour: twelveHour ? 'numeric' : '2-digit', minute: '2-digit' });
    entry = { format, twelveHour };
    timeFormats.set(locale, entry);
  }
  return entry;
}

function timePartsIn(locale: string, hhMm: string): TimeParts {
  const minutes = parseTimeOfDay(hhMm);
  if (minutes === null) return { digits: hhMm, period: null };
  const parts = timeFormat(locale).format.formatToParts(new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60)));
  const digits = parts
    .filter((part) => part.type === 'hour' || part.type === 'minute' || (part.type === 'literal' && part.value.trim() === ':'))
    .map((part) => part.value)
    .join('');
  const period = parts.find((part) => part.type === 'dayPeriod')?.value ?? null;
  return { digits, period };
}

const zeros = new Map<string, string>();

/** The locale's digit zero ('0', '٠'), from which its other nine follow in Unicode. */
function zeroOf(locale: string): string {
  let zero = zeros.get(locale);
  if (zero === undefined) {
    zero = new Intl.NumberFormat(locale).format(0);
    zeros.set(locale, zero);
  }
  return zero;
}

const made = new WeakMap<DisplayLanguage, DisplayWords>();

/** The words of a language (made once per language: the screen asks every second). */
export function displayWords(language: DisplayLanguage): DisplayWords {
  let words = made.get(language);
  if (!words) {
    words = makeWords(language);
    made.set(language, words);
  }
  return words;
}

/** `compute` remembered by its argument: the screen asks the same dates and times every second. */
function remembered<T>(compute: (key: string) => T): (key: string) => T {
  const values = new Map<string, T>();
  return (key) => {
    let value = values.get(key);
    if (value === undefined) {
      if (values.size > 2_000) values.clear();
      value = compute(key);
      values.set(key, value);
    }
    return value;
  };
}

function makeWords(language: DisplayLanguage): DisplayWords {
  const { locale, messages } = language;
  const t = (key: string, params?: MessageParams) =>
    translate(messages, key.includes('.') ? key : `display.${key}`, params, locale);
  const time = remembered((hhMm) => timePartsIn(locale, hhMm));
  const hijri = remembered((key) => {
    const [year, month, day] = key.split('-').map(Number) as [number, number, number];
    return t('prayer.hijriDate', { day, month: t(`prayer.hijriMonth${month}`), year });
  });
  const zero = zeroOf(locale);
  const digits = (text: string) =>
    zero === '0' ? text : text.replace(/[0-9]/g, (d) => String.fromCodePoint(zero.codePointAt(0)! + Number(d)));
  return {
    code: language.code,
    dir: language.dir,
    locale,
    t,
    prayer: remembered((row) => t(`prayer.${row}`)),
    time,
    timeText: remembered((hhMm) => {
      const { digits: text, period } = time(hhMm);
      return period ? `${text} ${period}` : text;
    }),
    longDate: remembered((isoDate) =>
      formatIsoDate(isoDate, locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
    ),
    shortDate: remembered((isoDate) => formatIsoDate(isoDate, locale, { weekday: 'long', month: 'short', day: 'numeric' })),
    hijri: ({ day, month, year }) => hijri(`${year}-${month}-${day}`),
    digits,
    list: (items) =>
      items.length <= 1
        ? (items[0] ?? '')
        : t('listOf', { first: items.slice(0, -1).join(t('listSeparator')), last: items.at(-1)! }),
  };
}

/**
 * The screen's two languages as words: the chosen ones when the page has their messages, else the
 * default's (a language enabled after this page was built, or a preview's made-up one), and no second
 * line when it would repeat the first.
 */
export function displayLanguages(
  languages: Readonly<Record<string, DisplayLanguage>>,
  defaultLanguage: string,
  chosen: { language: string; secondLanguage: string | null },
): { first: DisplayWords; second: DisplayWords | null } {
  const first = languages[chosen.language] ?? languages[defaultLanguage]!;
  const second = chosen.secondLanguage === null ? undefined : languages[chosen.secondLanguage];
  return { first: displayWords(first), second: second && second.code !== first.code ? displayWords(second) : null };
}
