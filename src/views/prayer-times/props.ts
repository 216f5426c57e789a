import type { ClockPattern } from '../../domain/i18n/clock-pattern.ts';
import type { WidgetWords } from './widget-view.ts';
import type { SpecialDays } from './special-days.ts';
import type { TodayConfig } from './today.ts';
import type { YearlyDay } from './yearly-days.ts';
import type { YearlyText } from './yearly-text.ts';

/**
 * The props the prayer-time islands receive, here so the build (components/, pages/) shapes them without
 * importing an island's files.
 */

/**
 * The today islands' words in the page's language (ADR 023), from the catalogue at build time
 * (src/i18n/prayer.ts): only these travel with the page. Messages hold `{name}` placeholders only.
 */
export interface TodayText {
  /**
   * How the language writes a date and a time (src/domain/i18n/clock-pattern.ts, Intl's, made at build
   * time), so the island carries no Intl formatting; absent for the default language, whose pages keep
   * SPEC's fixed English labels ('Friday, November 27, 2026', '5:42 AM': englishClock(), in the island).
   */
  clock?: ClockPattern;
  /** Another language than the default: congregations are named by the catalogue, not by their English titles. */
  translated?: true;
  names: Record<'fajr' | 'sunrise' | 'dhuhr' | 'asr' | 'maghrib' | 'isha' | 'jumuah', string>;
  next: string;
  adhan: string;
  iqamah: string;
  /** 'Today, {date}' and 'Prayer times for {date}'. */
  todayDate: string;
  timesForDate: string;
  /**
   * The note under a day without the masjid's timetable: the calculated one's, or SPEC 3's standard times'
   * when calculation is off (the build knows which: config.prayer.calculateFallback).
   */
  fallbackNote: string;
  /** '{name}' and '{time}'. */
  nextFajrTomorrow: string;
  nextTomorrow: string;
  nextAt: string;
  /** The compact table's (yearly page); the cards' page leaves them out. */
  todaysPrayerTimes?: string;
  prayer?: string;
  time?: string;
}

/** The props of both today islands: the cards (home) and the compact table (yearly page). */
export interface TodayPrayerTimesProps {
  /** Its words in the page's language. */
  text: TodayText;
  /** The build's uploaded days around its own date, encoded by compact-days.ts (the browser picks today's row). */
  days: string;
  /** The build's fallback times for the days of that range without an uploaded one, encoded the same way. */
  fallbackDays?: string;
  /** The Jumu'ahs and Eid prayers of those days (special-days.ts, as JSON); absent when they are usualSpecialDays(config's jummaTime). */
  specialDays?: string;
  /** The masjid-zone date of the build: what the static HTML shows, labelled with that date. */
  buildDate: string;
  /** The Hijri dates of those days (hijri-days.ts); absent when the build could not compute them. */
  hijri?: string;
  config: TodayConfig;
}

export interface YearlyMonthsProps {
  year: number;
  days: readonly YearlyDay[];
  /** The masjid's today ('YYYY-MM-DD'), highlighted; null in the build's HTML. */
  today: string | null;
  jummaTime: string;
  /** Each month's Jumu'ah line for its printed sheet ('Jumu'ah on Fridays at 1:30 PM'), January first. */
  jumuahByMonth?: readonly string[];
  masjidName: string;
  masjidAddress: string;
  /** The page's language's words (issue 26); absent on the default language's pages (SPEC's English). */
  text?: YearlyText;
}

export interface YearlyScheduleProps {
  year: number;
  /** yearlyFingerprint() of the build's days of `year`: tells whether the API's answer changes the tables. */
  builtFingerprint: string;
  /** How many days the build had; with none, 'Loading prayer times...' shows while the API answers. */
  builtDays: number;
  timeZone: string;
  jummaTime: string;
  jumuahByMonth?: readonly string[];
  masjidName: string;
  masjidAddress: string;
  /** As YearlyMonthsProps' text. */
  text?: YearlyText;
}

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
  /** The page's language (issue 26): its words and locale; the Hijri dates above are in it too. */
  words: WidgetWords;
  /** The default language's locale: the API's Hijri text is in it. */
  defaultLocale: string;
}
