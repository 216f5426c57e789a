import { site } from '../../../config/site.ts';
import { defaultLanguage, languageInfo, messagesOf, translator } from '../../../i18n/index.ts';
import { WIDGET_WORD_KEYS, type WidgetWords } from '../widget-view.ts';
import { addDays } from '../../../domain/dates/zoned.ts';
import { prayerDayOf } from '../../../domain/prayer-times/prayer-days.ts';
import { specialDaysOf } from '../special-days.ts';
import type { WidgetData } from '../props.ts';
import { encodeDays } from '../compact-days.ts';
import { buildDateOf, scheduleOf, type ScheduleContent } from './schedule.ts';

/** Days before and after the build's date the widget carries: it stays right for two months without a rebuild. */
export const WIDGET_DAYS_BEFORE = 1;
export const WIDGET_DAYS_AFTER = 60;

/** The widget's words in `language` (issue 26): the few messages its template and script use. */
export function widgetWords(language: string): WidgetWords {
  const messages = messagesOf(language);
  const words = Object.fromEntries(Object.entries(WIDGET_WORD_KEYS).map(([short, key]) => [short, messages[key]!]));
  return { locale: languageInfo(language).locale, words: words as WidgetWords['words'] };
}

/**
 * The widget's days from the build's content snapshot, through the one schedule (scheduleOf, prayerDayOf),
 * with its words and Hijri dates in `language`.
 */
export function widgetData(content: ScheduleContent, now: Date, language = defaultLanguage): WidgetData {
  const buildDate = buildDateOf(now);
  const schedule = scheduleOf(content, addDays(buildDate, -WIDGET_DAYS_BEFORE), addDays(buildDate, WIDGET_DAYS_AFTER));
  const prayerDays = schedule.map(prayerDayOf);
  const t = translator(language);
  const hijri: Record<string, string> = {};
  for (const day of schedule)
    if (day.hijri) {
      const { day: d, month, year } = day.hijri;
      hijri[day.date] = t('prayer.hijriDate', { day: d, month: t(`prayer.hijriMonth${month}` as Parameters<typeof t>[0]), year });
    }
  const days = prayerDays.map((day) => ({ date: day.date, ...day.times }));
  return {
    timeZone: site.timeZone,
    buildDate,
    days: encodeDays(days),
    special: specialDaysOf(prayerDays),
    hijri,
    words: widgetWords(language),
    defaultLocale: languageInfo(defaultLanguage).locale,
  };
}

/** The data block's JSON, safe inside a <script type="application/json"> element. */
export function widgetDataJson(data: WidgetData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
