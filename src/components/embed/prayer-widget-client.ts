import { normalizeHhMm } from '../../domain/dates/time-of-day.ts';
import { addDays, isoDateIn, minutesOfDayIn, weekdayOf } from '../../domain/dates/zoned.ts';
import type { PrayerDay } from '../../domain/prayer-times/prayer-days.ts';
import { PRAYER_TIME_FIELDS, type DailyTimes } from '../../domain/prayer-times/types.ts';
import { widgetView } from '../../domain/prayer-times/widget-view.ts';
import { decodeDailyTable } from '../../islands/prayer-times/compact-days.ts';
import { longDateLabel } from '../../islands/prayer-times/today.ts';
import type { WidgetData } from './embed-data.ts';
import { widgetBodyHtml } from './widget-markup.ts';

/**
 * The widget in the browser: picks the visitor's today in the masjid's zone from the days the page carries
 * (or, past them, from GET /api/prayer-times), marks the next congregation and keeps both current. No
 * framework: it redraws one element with the same template the build used, only when the text changes.
 */
type ApiToday = DailyTimes & { date: string; jumma?: string; hijriDate?: string; source?: PrayerDay['source'] };

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
    if (times) return { date, times, jumuah: data.jumuah[date] ?? [], source: 'uploaded' };
    return fetched.get(date)?.day;
  };

  const askServer = (date: string) => {
    if (asked === date) return;
    asked = date;
    fetchToday()
      .then((answer) => {
        if (answer.date !== date) return;
        const times = Object.fromEntries(PRAYER_TIME_FIELDS.map((field) => [field, answer[field]])) as DailyTimes;
        const jumuah = weekdayOf(date) === 5 && answer.jumma ? normalizeHhMm(answer.jumma) : null;
        fetched.set(date, {
          day: { date, times, jumuah: jumuah ? [{ time: jumuah }] : [], source: answer.source ?? 'uploaded' },
          hijri: answer.hijriDate ?? null,
        });
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
    const view = widgetView(today, dayOf(addDays(date, 1)), minutesOfDayIn(data.timeZone, now));
    const html = widgetBodyHtml(view, longDateLabel(date), data.hijri[date] ?? fetched.get(date)?.hijri ?? null);
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
