import { site } from '../../../config/site.ts';
import { addDays } from '../../../domain/dates/zoned.ts';
import { prayerDayOf } from '../../../domain/prayer-times/prayer-days.ts';
import { specialDaysOf } from '../special-days.ts';
import type { WidgetData } from '../props.ts';
import { encodeDays } from '../compact-days.ts';
import { buildDateOf, scheduleOf, type ScheduleContent } from './schedule.ts';

/** Days before and after the build's date the widget carries: it stays right for two months without a rebuild. */
export const WIDGET_DAYS_BEFORE = 1;
export const WIDGET_DAYS_AFTER = 60;

/** The widget's days from the build's content snapshot, through the one schedule (scheduleOf, prayerDayOf). */
export function widgetData(content: ScheduleContent, now: Date): WidgetData {
  const buildDate = buildDateOf(now);
  const schedule = scheduleOf(content, addDays(buildDate, -WIDGET_DAYS_BEFORE), addDays(buildDate, WIDGET_DAYS_AFTER));
  const prayerDays = schedule.map(prayerDayOf);
  const hijri: Record<string, string> = {};
  for (const day of schedule) if (day.hijri) hijri[day.date] = day.hijri.text;
  const days = prayerDays.map((day) => ({ date: day.date, ...day.times }));
  return { timeZone: site.timeZone, buildDate, days: encodeDays(days), special: specialDaysOf(prayerDays), hijri };
}

/** The data block's JSON, safe inside a <script type="application/json"> element. */
export function widgetDataJson(data: WidgetData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
