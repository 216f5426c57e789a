import { addDays, isoDateIn } from '../../domain/dates/zoned.ts';
import { prayerDayOf, type PrayerDay } from '../../domain/prayer-times/prayer-days.ts';
import { specialOn } from '../../views/prayer-times/special-days.ts';
import { widgetDate, widgetView } from '../../views/prayer-times/widget-view.ts';
import { decodeDailyTable } from '../../views/prayer-times/compact-days.ts';
import type { WidgetData } from '../../views/prayer-times/props.ts';
import { widgetBodyHtml } from './widget-markup.ts';

/**
 * The widget in the browser: picks the visitor's today in the masjid's zone from the days the page carries
 * (or, past them, from GET /api/prayer-times), marks the next congregation and keeps both current. No
 * framework: it redraws one element with the same template the build used, only when the text changes.
 */
/** GET /api/prayer-times: a day of the one schedule, with the Hijri date as text. */
type ApiToday = Parameters<typeof prayerDayOf>[0] & { hijriDate?: string | null };

export function startPrayerWidget(
  root: HTMLElement,
  data: WidgetData,
  fetchToday: () => Promise<ApiToday>,
): () => void {
  const table = decodeDailyTable(data.days);
  const fetched = new Map<string, { day: PrayerDay; hijri: string | null }>();
  let asked: string | null = null;
  let last = root.innerHTML;

  const dayOf = (date: string): PrayerDay | undefined => {
    const times = table.get(date);
    if (times) return { date, times, ...specialOn(data.special, date), source: 'uploaded' };
    return fetched.get(date)?.day;
  };

  const askServer = (date: string) => {
    if (asked === date) return;
    asked = date;
    fetchToday()
      .then((answer) => {
        if (answer.date !== date) return;
        fetched.set(date, { day: prayerDayOf(answer), hijri: answer.hijriDate ?? null });
        render();
      })
      .catch(() => undefined);
  };

  function render(): void {
    const now = new Date();
    const date = isoDateIn(data.timeZone, now);
    const today = dayOf(date);
    if (!today) {
      askServer(date);
      return;
    }
    const view = widgetView(today, dayOf(addDays(date, 1)), data.timeZone, now, data.words);
    // Past the days the page carries, the API's Hijri date is in the default language: shown only on its pages.
    const hijri = data.hijri[date] ?? (data.words.locale === data.defaultLocale ? fetched.get(date)?.hijri : null) ?? null;
    const html = widgetBodyHtml(view, widgetDate(date, data.words.locale), hijri, data.words);
    if (html !== last) {
      root.innerHTML = html;
      last = html;
    }
  }

  render();
  const timer = setInterval(render, 15_000);
  const onVisible = () => document.visibilityState === 'visible' && render();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
