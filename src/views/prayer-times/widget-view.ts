import { hhMmTo12h, parseTimeOfDay } from '../../domain/dates/time-of-day.ts';
import { nextCongregation } from '../../domain/schedule/next-prayer.ts';
import { congregationsOfDay } from '../../domain/schedule/congregations.ts';
import type { PrayerDay } from '../../domain/prayer-times/prayer-days.ts';

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
): WidgetView {
  const moments = congregationsOfDay(today);
  const adhanOf = (field: keyof PrayerDay['times']) => hhMmTo12h(today.times[field]);
  const found = now && nextCongregation(tomorrow ? [today, tomorrow] : [today], timeZone, now);
  const isToday = found?.date === today.date;
  const nextKey = found && isToday ? found.key : null;
  const next: WidgetNext | null = found
    ? {
        title: found.title,
        time: hhMmTo12h(found.time),
        tomorrow: !isToday,
        inMinutes: isToday ? found.inMinutes : null,
      }
    : null;
  const rows: WidgetRow[] = [];
  const row = (key: string, name: string, time: string, adhan: string | null) =>
    rows.push({ key, name, time, adhan, next: key === nextKey });
  const iqamah = (prayer: string) => moments.find((m) => m.prayer === prayer && m.kind === 'iqamah');
  const fajr = iqamah('fajr');
  if (fajr) row('fajr', 'Fajr', hhMmTo12h(fajr.time), adhanOf('fajrAdhan'));
  if (parseTimeOfDay(today.times.shouruq) !== null) row('sunrise', 'Sunrise', hhMmTo12h(today.times.shouruq), null);
  // Eid prayers are in the morning, after sunrise.
  for (const eid of moments.filter((m) => m.kind === 'eid'))
    row(`eid-${eid.index}`, eid.title, hhMmTo12h(eid.time), null);
  const jumuahs = moments.filter((m) => m.kind === 'jumuah');
  if (jumuahs.length)
    for (const j of jumuahs) row(`jumuah-${j.index}`, j.title, hhMmTo12h(j.time), adhanOf('dhuhrAdhan'));
  else if (iqamah('dhuhr')) row('dhuhr', 'Dhuhr', hhMmTo12h(iqamah('dhuhr')!.time), adhanOf('dhuhrAdhan'));
  for (const [prayer, name, field] of [
    ['asr', 'Asr', 'asrAdhan'],
    ['maghrib', 'Maghrib', 'maghribAdhan'],
    ['isha', 'Isha', 'ishaAdhan'],
  ] as const) {
    const found = iqamah(prayer);
    if (found) row(prayer, name, hhMmTo12h(found.time), adhanOf(field));
  }
  return { rows, next };
}

/** 'in 5 min', 'in 1 h 12 min', 'in 2 h', 'now'. */
export function untilText(minutes: number): string {
  if (minutes <= 0) return 'now';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `in ${rest} min`;
  return rest ? `in ${hours} h ${rest} min` : `in ${hours} h`;
}

/** The widget's next-prayer line: 'Next: Asr iqamah at 3:40 PM, in 1 h 12 min' or '… tomorrow at 6:01 AM'. */
export function nextText(next: WidgetNext): string {
  if (next.tomorrow) return `Next: ${next.title} tomorrow at ${next.time}`;
  return `Next: ${next.title} at ${next.time}, ${untilText(next.inMinutes ?? 0)}`;
}
