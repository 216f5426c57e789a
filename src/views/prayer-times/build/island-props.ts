import { site } from '../../../config/site.ts';
import { addDays } from '../../../domain/dates/zoned.ts';
import { prayerDayOf, type PrayerDay } from '../../../domain/prayer-times/prayer-days.ts';
import type { PrayerTimeField } from '../../../domain/prayer-times/types.ts';
import { specialDaysOf, usualSpecialDays } from '../special-days.ts';
import { khutbahTimesText, type ScheduleDay } from '../../../domain/schedule/schedule.ts';
import { defaultPrayerSettings, khutbahsOn, type PrayerSettings } from '../../../domain/schedule/settings.ts';
import { yearlyListing } from '../../../domain/schedule/yearly-listing.ts';
import { decodeDays, encodeDays } from '../compact-days.ts';
import { YEARLY_FIELDS, yearlyFingerprint } from '../yearly-days.ts';
import { type TodayConfig } from '../today.ts';
import { hijriText } from '../hijri-text.ts';
import { encodeHijriDays } from '../hijri-days.ts';
import type { TodayPrayerTimesProps, YearlyMonthsProps, YearlyScheduleProps } from '../props.ts';
import { ENGLISH_JUMUAH_WORDS, monthJumuahText, type JumuahWords } from '../schedule-extras.ts';
import type { YearlyText } from '../yearly-text.ts';
import { buildDateOf, scheduleOf, type ScheduleContent } from './schedule.ts';
import { addressLine, siteFactsOf, type PublishedDocument } from '../../site-facts/site-facts.ts';

/** A day of the build's content snapshot (every uploaded day from Jan 1 of the year to Jan 31 next year). */
export type SnapshotDay = { date: string } & Partial<Record<PrayerTimeField, string | null>>;

/** Days before and after the build's date that the today islands carry: the HTML stays right for weeks. */
export const EMBED_DAYS_BEFORE = 1;
export const EMBED_DAYS_AFTER = 60;
/**
 * Of those, the calculated (or standard) ones carried: the island calculates a later one itself with the
 * same settings, once it has loaded its calculation, so cutting them loses nothing; the staff's uploaded
 * days travel for all of EMBED_DAYS_AFTER, since nothing in the browser could make them up (issue 26's
 * Performance: 0.3 KB br of a translated home page's first response, ADR 023).
 */
export const EMBED_CALCULATED_DAYS_AFTER = 30;

/**
 * Props for the today island: the build's own masjid-zone date (what the static HTML shows, labelled
 * with that date) and the schedule's days from the day before it to 60 days after (src/domain/schedule:
 * uploaded or calculated, with the prayer settings' iqamahs; calculated ones to 30 days after), so the browser
 * can pick its today without a network call; it calculates only for a day outside that, with the same settings.
 */
export function todayIslandProps(
  content: ScheduleContent,
  now: Date = new Date(),
): Omit<TodayPrayerTimesProps, 'text'> {
  const buildDate = buildDateOf(now);
  const days = scheduleOf(content, addDays(buildDate, -EMBED_DAYS_BEFORE), addDays(buildDate, EMBED_DAYS_AFTER));
  const settings = content.prayerSettings;
  return {
    buildDate,
    ...hijriProp(days, settings.hijri.offsetDays),
    days: encodeDays(days.filter((day) => day.source === 'uploaded')),
    fallbackDays: encodeDays(
      days.filter((day) => day.source !== 'uploaded' && day.date <= addDays(buildDate, EMBED_CALCULATED_DAYS_AFTER)),
    ),
    ...specialDaysProp(days.map(prayerDayOf)),
    config: todayConfig(settings),
  };
}

/** The Hijri dates of the carried days and the day after (for an evening's date when it turns at Maghrib). */
function hijriProp(days: readonly ScheduleDay[], offsetDays: number): Pick<TodayPrayerTimesProps, 'hijri'> {
  const texts: { date: string; text: string }[] = [];
  for (const day of days) {
    const text = day.hijri?.text ?? hijriText(day.date, offsetDays);
    if (text === null) return {};
    texts.push({ date: day.date, text });
  }
  const after = addDays(days.at(-1)!.date, 1);
  const last = hijriText(after, offsetDays);
  if (last === null) return {};
  return { hijri: encodeHijriDays([...texts, { date: after, text: last }], addDays(after, 1)) };
}

/** The Jumu'ahs and Eid prayers of the carried days, as JSON; nothing when they are the usual ones (usualSpecialDays). */
function specialDaysProp(days: readonly PrayerDay[]): Pick<TodayPrayerTimesProps, 'specialDays'> {
  const special = JSON.stringify(specialDaysOf(days));
  return special === JSON.stringify(usualSpecialDays(site.prayer.jummaTime)) ? {} : { specialDays: special };
}

/**
 * The today islands' config: the masjid's place and the config file's prayer values, with the settings'
 * Hijri offset and calculation switch; the settings themselves only when staff changed them (a site on its
 * config file's values carries nothing more than before).
 */
export function todayConfig(settings: PrayerSettings): TodayConfig {
  // The browser needs the calculation's inputs only; the config file's other defaults travel in `settings`.
  const { highLatitudeRule: _rule, ramadan: _ramadan, ...prayer } = site.prayer;
  const config: TodayConfig = {
    timeZone: site.timeZone,
    geo: site.geo,
    prayer: { ...prayer, calculateFallback: settings.calculation.enabled },
    hijriDayOffset: settings.hijri.offsetDays,
  };
  if (settings.hijri.dayStartsAt === 'maghrib') config.hijriAtMaghrib = true;
  // The browser makes the same defaults from this config (today-shared.tsx): send the settings only when
  // they are something else.
  if (JSON.stringify(settings) !== JSON.stringify(defaultPrayerSettings(config))) config.settings = settings;
  return config;
}

/** The masjid's one-line address, from the build content's site facts (the config file's without them). */
export function masjidAddressLine(content?: { content?: { site?: readonly PublishedDocument[] } }): string {
  return addressLine(siteFactsOf(content?.content?.site).address);
}

/**
 * The yearly page: the schedule's uploaded days of `year` (next year's page: every day, the calculated
 * ones marked) in the yearly listing's columns (read back as the island would read them) with their marks
 * (iqamah changes, DST, Eid) for the static month tables, and the island's props, which carry only their
 * fingerprint, not the days again.
 */
export function yearlyProps(
  content: ScheduleContent & { content?: { site?: readonly PublishedDocument[] } },
  year: number,
  {
    withCalculated = false,
    language,
  }: {
    withCalculated?: boolean;
    /** Another language than the default (issue 26): its Jumu'ah words and the island's text. */
    language?: { jumuah: JumuahWords; text: YearlyText };
  } = {},
): { island: Omit<YearlyScheduleProps, 'children'>; months: YearlyMonthsProps } {
  const rows = yearlyListing(scheduleOf(content, `${year}-01-01`, `${year}-12-31`), year, { withCalculated });
  const marks = new Map(rows.map((row) => [row.date, row]));
  const built = decodeDays(encodeDays(rows, YEARLY_FIELDS), YEARLY_FIELDS).map((day) => {
    const { changes, dst, eid, calculated } = marks.get(day.date) ?? {};
    return {
      ...day,
      ...(changes ? { changes } : {}),
      ...(dst ? { dst } : {}),
      ...(eid ? { eid } : {}),
      ...(calculated ? { calculated } : {}),
    };
  });
  const masjidAddress = masjidAddressLine(content);
  const settings = content.prayerSettings;
  const jumuah = language?.jumuah ?? ENGLISH_JUMUAH_WORDS;
  const firstKhutbahs = khutbahsOn(settings, `${year}-01-01`);
  const jummaTime = language
    ? jumuah.list(firstKhutbahs.map((k) => jumuah.time(k.time)))
    : khutbahTimesText(firstKhutbahs);
  const byMonth = Array.from({ length: 12 }, (_, i) => monthJumuahText(settings, year, i + 1, jumuah));
  // Carried only when some month's sheet says more than "Jumu'ah on Fridays at {jummaTime}".
  const jumuahByMonth = byMonth.every((text) => text === jumuah.onFridaysAt(jummaTime)) ? undefined : byMonth;
  const text = language ? { text: language.text } : {};
  return {
    island: {
      year,
      builtFingerprint: yearlyFingerprint(built),
      builtDays: built.length,
      timeZone: site.timeZone,
      jummaTime,
      ...(jumuahByMonth ? { jumuahByMonth } : {}),
      masjidName: site.name,
      masjidAddress,
      ...text,
    },
    months: {
      year,
      days: built,
      today: null,
      jummaTime,
      ...(jumuahByMonth ? { jumuahByMonth } : {}),
      masjidName: site.name,
      masjidAddress,
      ...text,
    },
  };
}
