import { site } from '../../config/site.ts';
import { addDays, isoDateIn } from '../../domain/dates/zoned.ts';
import { prayerDaysFor, type JumuahTime, type StoredDay } from '../../domain/prayer-times/prayer-days.ts';
import { encodeDays } from '../../islands/prayer-times/compact-days.ts';
import { hijriText } from '../../islands/prayer-times/today.ts';

/** Days before and after the build's date the widget carries: it stays right for two months without a rebuild. */
export const WIDGET_DAYS_BEFORE = 1;
export const WIDGET_DAYS_AFTER = 60;

/** What the widget page carries for its script: the schedule around the build's date, compactly. */
export interface WidgetData {
  timeZone: string;
  buildDate: string;
  /** Every day's eleven times (compact-days encoding). */
  days: string;
  /** The Jumu'ahs of the days that have them. */
  jumuah: Record<string, readonly JumuahTime[]>;
  /** The Hijri date of each day, computed here so the visitor's phone does not have to. */
  hijri: Record<string, string>;
}

/** The widget's days from the build's content snapshot, through the schedule's one function (prayerDaysFor). */
export function widgetData(stored: readonly StoredDay[], now: Date): WidgetData {
  const buildDate = isoDateIn(site.timeZone, now);
  const days = prayerDaysFor(
    addDays(buildDate, -WIDGET_DAYS_BEFORE),
    addDays(buildDate, WIDGET_DAYS_AFTER),
    stored,
    site,
  );
  const jumuah: Record<string, readonly JumuahTime[]> = {};
  const hijri: Record<string, string> = {};
  for (const day of days) {
    if (day.jumuah.length) jumuah[day.date] = day.jumuah;
    const text = hijriText(day.date, site.hijriDayOffset);
    if (text) hijri[day.date] = text;
  }
  return {
    timeZone: site.timeZone,
    buildDate,
    days: encodeDays(days.map((day) => ({ date: day.date, ...day.times }))),
    jumuah,
    hijri,
  };
}

/** The data block's JSON, safe inside a <script type="application/json"> element. */
export function widgetDataJson(data: WidgetData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
