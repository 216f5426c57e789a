import { site } from '../../config/site.ts';
import { addDays, isoDateIn } from '../../domain/dates/zoned.ts';
import { prayerDayOf } from '../../domain/prayer-times/prayer-days.ts';
import { specialDaysOf, type SpecialDays } from '../../views/prayer-times/special-days.ts';
import { encodeDays } from '../../views/prayer-times/compact-days.ts';
import { scheduleOf, type ScheduleContent } from '../prayer-times/schedule-extras.ts';

/** Days before and after the build's date the widget carries: it stays right for two months without a rebuild. */
export const WIDGET_DAYS_BEFORE = 1;
export const WIDGET_DAYS_AFTER = 60;

/** What the widget page carries for its script: the schedule around the build's date, compactly. */
export interface WidgetData {
  timeZone: string;
  buildDate: string;
  /** Every day's eleven times (compact-days encoding). */
  days: string;
  /** The Hijri date of each day's daytime, computed here so the visitor's phone does not have to. */
  hijri: Record<string, string>;
  /** The days' Jumu'ahs and Eid prayers (special-days.ts). */
  special: SpecialDays;
}

/** The widget's days from the build's content snapshot, through the one schedule (scheduleOf, prayerDayOf). */
export function widgetData(content: ScheduleContent, now: Date): WidgetData {
  const buildDate = isoDateIn(site.timeZone, now);
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
