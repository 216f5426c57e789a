import { parseTimeOfDay } from '../../domain/dates/time-of-day.ts';
import { nextCongregation } from '../../domain/schedule/next-prayer.ts';
import { congregationsOfDay, type DayCongregation } from '../../domain/schedule/congregations.ts';
import type { PrayerDay } from '../../domain/prayer-times/prayer-days.ts';

/**
 * The widget's words in the page's language (issue 26: /embed/prayer-times?lang=ar). The page carries them
 * in its data block (a few hundred bytes), and the script fills them with plain `{name}` placeholders: the
 * catalogue's plural and select syntax would cost the script the message parser, so the widget's messages
 * use neither. Keys are short (they are in every widget page); WIDGET_WORD_KEYS maps them to the catalogue.
 */
export const WIDGET_WORD_KEYS = {
  fajr: 'prayer.fajr',
  sunrise: 'prayer.sunrise',
  dhuhr: 'prayer.dhuhr',
  asr: 'prayer.asr',
  maghrib: 'prayer.maghrib',
  isha: 'prayer.isha',
  jumuah: 'prayer.jumuah',
  adhan: 'prayer.adhan',
  iqamah: 'prayer.iqamah',
  fitr: 'feeds.eidAlFitr',
  adha: 'feeds.eidAlAdha',
  eid: 'feeds.eidPrayer',
  iqamahOf: 'feeds.iqamahTitle',
  details: 'feeds.withDetails',
  khutbah: 'embed.khutbah',
  next: 'embed.nextAt',
  nextTomorrow: 'embed.nextTomorrow',
  now: 'embed.untilNow',
  min: 'embed.untilMinutes',
  h: 'embed.untilHours',
  hMin: 'embed.untilHoursMinutes',
  timesFor: 'embed.timesFor',
} as const;

export interface WidgetWords {
  /** The Intl locale of times and dates: 'en-US', 'tr-TR', 'ar'. */
  locale: string;
  words: Record<keyof typeof WIDGET_WORD_KEYS, string>;
}

/** A widget message with its `{name}` placeholders filled. */
export function widgetText(words: WidgetWords, key: keyof typeof WIDGET_WORD_KEYS, params: Record<string, string | number> = {}): string {
  return words.words[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** '05:42' in the page's language: '5:42 AM', '05:42', '5:42 ص' (Intl; its narrow space before AM made plain). */
export function widgetTime(hhMm: string, locale: string): string {
  const minutes = parseTimeOfDay(hhMm);
  if (minutes === null) return hhMm;
  const twelveHour = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hour12;
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour: twelveHour ? 'numeric' : '2-digit', minute: '2-digit' })
    .format(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60))
    .replace(/\u202f/g, ' ');
}

/** 'Thursday, November 26, 2026' in the page's language, for a masjid calendar date. */
export function widgetDate(isoDate: string, locale: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', calendar: 'gregory', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' })
    .format(Date.UTC(year, month - 1, day, 12))
    .replace(/\u202f/g, ' ');
}

/** One line of the widget: a prayer (or sunrise, or a Jumu'ah) with its times as '6:00 AM'. */
export interface WidgetRow {
  /** 'fajr', 'sunrise', 'dhuhr', 'jumuah-1', 'asr', … */
  key: string;
  name: string;
  /** The time the row is about: the iqamah, sunrise itself, or the Jumu'ah. */
  time: string;
  adhan: string | null;
  /** The congregation the widget counts down to. */
  next: boolean;
}

export interface WidgetNext {
  title: string;
  time: string;
  tomorrow: boolean;
  /** Minutes from now; null for tomorrow's (the widget then names the day instead). */
  inMinutes: number | null;
}

export interface WidgetView {
  rows: WidgetRow[];
  /** Null in the static HTML (the clock is not known at build time) and when nothing is known for tomorrow. */
  next: WidgetNext | null;
}

/**
 * The widget's lines for a day: Fajr, Sunrise, Dhuhr, Asr, Maghrib and Isha with adhan and iqamah; on a day
 * with Jumu'ah its khutbahs take Dhuhr's line (the same rule as the prayer-times feed); an Eid day has its
 * Eid prayers after Sunrise. At `now`, the next congregation (src/domain/schedule/next-prayer.ts) is marked
 * when it is today's; after Isha it is tomorrow's Fajr.
 */
export function widgetView(
  today: PrayerDay,
  tomorrow: PrayerDay | undefined,
  timeZone: string,
  now: Date | null,
  words: WidgetWords,
): WidgetView {
  const time = (hhMm: string) => widgetTime(hhMm, words.locale);
  const moments = congregationsOfDay(today);
  const adhanOf = (field: keyof PrayerDay['times']) => time(today.times[field]);
  const found = now && nextCongregation(tomorrow ? [today, tomorrow] : [today], timeZone, now);
  const isToday = found?.date === today.date;
  const nextKey = found && isToday ? found.key : null;
  const next: WidgetNext | null = found
    ? {
        title: titleOf(found, isToday ? today : tomorrow!, words),
        time: time(found.time),
        tomorrow: !isToday,
        inMinutes: isToday ? found.inMinutes : null,
      }
    : null;
  const rows: WidgetRow[] = [];
  const row = (key: string, name: string, at: string, adhan: string | null) =>
    rows.push({ key, name, time: time(at), adhan, next: key === nextKey });
  const iqamah = (prayer: string) => moments.find((m) => m.prayer === prayer && m.kind === 'iqamah');
  const fajr = iqamah('fajr');
  if (fajr) row('fajr', words.words.fajr, fajr.time, adhanOf('fajrAdhan'));
  if (parseTimeOfDay(today.times.shouruq) !== null) row('sunrise', words.words.sunrise, today.times.shouruq, null);
  // Eid prayers are in the morning, after sunrise.
  for (const eid of moments.filter((m) => m.kind === 'eid')) row(`eid-${eid.index}`, nameOf(eid, today, words), eid.time, null);
  const jumuahs = moments.filter((m) => m.kind === 'jumuah');
  if (jumuahs.length) for (const j of jumuahs) row(`jumuah-${j.index}`, nameOf(j, today, words), j.time, adhanOf('dhuhrAdhan'));
  else if (iqamah('dhuhr')) row('dhuhr', words.words.dhuhr, iqamah('dhuhr')!.time, adhanOf('dhuhrAdhan'));
  for (const [prayer, field] of [
    ['asr', 'asrAdhan'],
    ['maghrib', 'maghribAdhan'],
    ['isha', 'ishaAdhan'],
  ] as const) {
    const found = iqamah(prayer);
    if (found) row(prayer, words.words[prayer], found.time, adhanOf(field));
  }
  return { rows, next };
}

/** A congregation's name on its row: 'Fajr', "Jumu'ah (English)", 'Eid al-Fitr prayer (Park)'; staff's details as written. */
function nameOf(congregation: Pick<DayCongregation, 'prayer' | 'index' | 'details'>, day: PrayerDay, words: WidgetWords): string {
  const { prayer, details } = congregation;
  const name =
    prayer === 'eid'
      ? widgetText(words, 'eid', { eid: words.words[day.eid[congregation.index - 1]?.kind === 'adha' ? 'adha' : 'fitr'] })
      : words.words[prayer];
  return details ? widgetText(words, 'details', { name, details }) : name;
}

/** The next congregation's title: 'Asr iqamah', "Jumu'ah (English)", 'Eid al-Fitr prayer'. */
function titleOf(found: { key: string; row: string }, day: PrayerDay, words: WidgetWords): string {
  const congregation = congregationsOfDay(day).find((c) => (c.kind === 'iqamah' ? c.prayer : `${c.prayer}-${c.index}`) === found.key);
  if (!congregation) return found.key;
  if (congregation.kind === 'iqamah') return widgetText(words, 'iqamahOf', { prayer: words.words[congregation.prayer as 'fajr'] });
  return nameOf(congregation, day, words);
}

/** 'in 5 min', 'in 1 h 12 min', 'in 2 h', 'now'. */
export function untilText(minutes: number, words: WidgetWords): string {
  if (minutes <= 0) return widgetText(words, 'now');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return widgetText(words, 'min', { minutes: rest });
  return rest ? widgetText(words, 'hMin', { hours, minutes: rest }) : widgetText(words, 'h', { hours });
}

/** The widget's next-prayer line: 'Next: Asr iqamah at 3:40 PM, in 1 h 12 min' or '… tomorrow at 6:01 AM'. */
export function nextText(next: WidgetNext, words: WidgetWords): string {
  if (next.tomorrow) return widgetText(words, 'nextTomorrow', { title: next.title, time: next.time });
  return widgetText(words, 'next', { title: next.title, time: next.time, until: untilText(next.inMinutes ?? 0, words) });
}
