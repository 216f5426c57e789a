import { normalizeHhMm, parseTimeOfDay } from '../../domain/dates/time-of-day.ts';
import { formatTimeOfDay } from '../../domain/i18n/intl.ts';
import type { ICalCalendar, ICalEvent } from '../../domain/icalendar/calendar.ts';
import { congregationsOfDay, type DayCongregation } from '../../domain/schedule/congregations.ts';
import type { PrayerDay } from '../../domain/prayer-times/prayer-days.ts';
import { PRAYERS, type PrayerTimeField } from '../../domain/prayer-times/types.ts';
import type { Translator } from '../../i18n/index.ts';

/** What a subscriber can pick with ?prayers= (issue 16), in the day's order. */
export const FEED_PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha', 'jumuah'] as const;
export type FeedPrayer = (typeof FEED_PRAYERS)[number];

/** /prayer-times.ics covers today and the days after it, this many in all (issue 16). */
export const PRAYER_FEED_DAYS = 60;

const FIELDS: Record<Exclude<FeedPrayer, 'jumuah'>, { adhan: PrayerTimeField; iqamah: PrayerTimeField }> = {
  fajr: { adhan: 'fajrAdhan', iqamah: 'fajrIqamah' },
  dhuhr: { adhan: 'dhuhrAdhan', iqamah: 'dhuhrIqamah' },
  asr: { adhan: 'asrAdhan', iqamah: 'asrIqamah' },
  maghrib: { adhan: 'maghribAdhan', iqamah: 'maghribIqamah' },
  isha: { adhan: 'ishaAdhan', iqamah: 'ishaIqamah' },
};

/** 'Fajr', 'İmsak', 'الفجر': the prayer's name in the feed's language (the `prayer` namespace). */
export function prayerName(prayer: FeedPrayer, t: Translator): string {
  return t(`prayer.${prayer}`);
}

/**
 * A congregation's title in the feed's language (issue 26): 'Fajr iqamah' / 'Sabah kameti', "Jumu'ah
 * (English)", 'Eid al-Fitr prayer (Park)'; staff's details (language, place) stay as they wrote them.
 */
function titleOf(congregation: DayCongregation, day: PrayerDay, t: Translator): string {
  const { prayer, details } = congregation;
  const name =
    prayer === 'eid'
      ? t('feeds.eidPrayer', { eid: t(day.eid[congregation.index - 1]?.kind === 'adha' ? 'feeds.eidAlAdha' : 'feeds.eidAlFitr') })
      : prayer === 'jumuah'
        ? prayerName('jumuah', t)
        : t('feeds.iqamahTitle', { prayer: prayerName(prayer, t) });
  return details ? t('feeds.withDetails', { name, details }) : name;
}

export interface PrayerSelection {
  /** The prayers asked for; all of them when the subscriber names none. */
  prayers: readonly FeedPrayer[];
  /** Adds each prayer's adhan beside its iqamah. */
  adhan: boolean;
}

export const ALL_PRAYERS: PrayerSelection = { prayers: FEED_PRAYERS, adhan: false };

/** One moment of a masjid day the feed and the widget show. */
export interface Congregation {
  prayer: FeedPrayer | 'eid';
  /** 'adhan-iqamah': the adhan was asked for and the congregation stands at the same minute. */
  kind: 'iqamah' | 'adhan' | 'adhan-iqamah' | 'jumuah' | 'eid';
  /** 'HH:MM' in the masjid's zone. */
  time: string;
  /** 'Fajr iqamah', 'Maghrib adhan', "Jumu'ah (English)". */
  title: string;
  /** For UIDs: which Jumu'ah (or Eid prayer) of the day (1, 2, …); 1 otherwise. */
  index: number;
  /** The adhan time that goes with an iqamah, for its description. */
  adhanTime?: string;
  details?: string;
}

/**
 * The day's moments for `selection`, in time order: the day's congregations (congregationsOfDay), where
 * choosing Dhuhr means the midday congregation every day, so it brings the Jumu'ahs on Friday, and
 * choosing only Jumu'ah gives just those; Eid prayers come with any choice. With `adhan`, each prayer's
 * adhan too (Dhuhr's on a Friday as well), merged with its iqamah when both are at the same minute.
 */
export function dayCongregations(day: PrayerDay, selection: PrayerSelection, t: Translator): Congregation[] {
  const wanted = new Set<string>(selection.prayers);
  const adhanOf = (prayer: Exclude<FeedPrayer, 'jumuah'>) => normalizeHhMm(day.times[FIELDS[prayer].adhan] ?? '');
  const moments: Congregation[] = [];
  for (const congregation of congregationsOfDay(day)) {
    const { prayer, kind, time } = congregation;
    const title = titleOf(congregation, day, t);
    if (prayer === 'jumuah' || prayer === 'eid') {
      // An Eid prayer is the day itself for the community: every subscriber gets it, whatever prayers they chose.
      if (prayer === 'eid' || wanted.has('jumuah') || wanted.has('dhuhr')) moments.push({ ...congregation, title });
      continue;
    }
    if (!wanted.has(prayer)) continue;
    const adhan = adhanOf(prayer);
    const together = selection.adhan && adhan === time;
    moments.push({
      ...congregation,
      kind: together ? 'adhan-iqamah' : kind,
      title: together ? t('feeds.adhanIqamahTitle', { prayer: prayerName(prayer, t) }) : title,
      ...(adhan ? { adhanTime: adhan } : {}),
    });
  }
  if (selection.adhan) {
    for (const prayer of PRAYERS) {
      const adhan = adhanOf(prayer);
      const merged = adhan && moments.some((m) => m.prayer === prayer && m.kind === 'adhan-iqamah');
      if (wanted.has(prayer) && adhan && !merged)
        moments.push({ prayer, kind: 'adhan', time: adhan, title: t('feeds.adhanTitle', { prayer: prayerName(prayer, t) }), index: 1 });
    }
  }
  return moments.sort(
    (a, b) =>
      parseTimeOfDay(a.time)! - parseTimeOfDay(b.time)! || (a.kind === 'adhan' ? -1 : b.kind === 'adhan' ? 1 : 0),
  );
}

/** What the prayer feed says about the masjid, from site config. */
export interface PrayerFeedSite {
  name: string;
  url: string;
  timeZone: string;
  addressLine: string;
  geo: { latitude: number; longitude: number };
  iqamahMinutes: number;
  adhanMinutes: number;
  jumuahMinutes: number;
}

function descriptionOf(moment: Congregation, day: PrayerDay, site: PrayerFeedSite, t: Translator): string {
  const time = formatTimeOfDay(moment.time, t.locale);
  const lines: string[] = [];
  if (moment.kind === 'jumuah')
    lines.push(moment.details ? t('feeds.jumuahAtWithDetails', { time, details: moment.details }) : t('feeds.jumuahAt', { time }));
  else if (moment.adhanTime && moment.adhanTime !== moment.time)
    lines.push(t('feeds.momentAtWithAdhan', { title: moment.title, time, adhan: formatTimeOfDay(moment.adhanTime, t.locale) }));
  else lines.push(t('feeds.momentAt', { title: moment.title, time }));
  // The place is in LOCATION and the page in URL; the text repeats only the link, which Google shows nowhere else.
  if (
    day.source !== 'uploaded' &&
    (moment.kind === 'iqamah' || moment.kind === 'adhan' || moment.kind === 'adhan-iqamah')
  )
    lines.push(t('feeds.calculatedNote'));
  lines.push(t('feeds.scheduleLink', { url: scheduleUrl(site, t) }));
  return lines.join('\n');
}

/** The monthly schedule in the feed's language: '/monthly-prayer-times', '/tr/monthly-prayer-times'. */
function scheduleUrl(site: Pick<PrayerFeedSite, 'url'>, t: Translator): string {
  return new URL(t.path('/monthly-prayer-times'), site.url).href;
}

function minutesFor(moment: Congregation, site: PrayerFeedSite): number {
  // An Eid prayer is a prayer and a khutbah, as long as Jumu'ah.
  if (moment.kind === 'jumuah' || moment.kind === 'eid') return site.jumuahMinutes;
  return moment.kind === 'adhan' ? site.adhanMinutes : site.iqamahMinutes;
}

/** The feed's entries: each day's moments as short timed events that do not mark the subscriber busy. */
export function prayerFeedEntries(
  days: readonly PrayerDay[],
  selection: PrayerSelection,
  site: PrayerFeedSite,
  t: Translator,
): ICalEvent[] {
  const domain = new URL(site.url).hostname;
  const url = scheduleUrl(site, t);
  const category = t('prayer.prayer');
  return days.flatMap((day) =>
    dayCongregations(day, selection, t).map((moment) => ({
      uid: `prayer-${day.date}-${moment.prayer}-${moment.kind === 'adhan' ? 'adhan' : moment.kind === 'jumuah' || moment.kind === 'eid' ? moment.index : 'iqamah'}@${domain}`,
      start: { date: day.date, time: moment.time },
      durationMinutes: minutesFor(moment, site),
      summary: moment.title,
      description: descriptionOf(moment, day, site, t),
      location: `${site.name}, ${site.addressLine}`,
      geo: site.geo,
      url,
      categories: [category],
      transparent: true,
    })),
  );
}

/**
 * The calendar's name: 'Masjid prayer times', or with the prayers the subscriber picked, so two
 * subscriptions can be told apart: 'Masjid prayer times (Fajr, Isha)'.
 */
function calendarName(selection: PrayerSelection, site: PrayerFeedSite, t: Translator): string {
  if (FEED_PRAYERS.every((p) => selection.prayers.includes(p))) return t('feeds.prayerCalendarName', { masjid: site.name });
  const prayers = FEED_PRAYERS.filter((p) => selection.prayers.includes(p)).map((p) => prayerName(p, t));
  return t('feeds.prayerCalendarNameChosen', { masjid: site.name, prayers: prayers.join(t('feeds.listSeparator')) });
}

/**
 * /prayer-times.ics: the masjid's iqamah times (and Jumu'ahs, and adhans when asked) for subscribers, in
 * `t`'s language (?lang=, issue 26): titles, descriptions and times; the masjid's name, address and
 * staff's details as written.
 */
export function prayerTimesCalendar(
  days: readonly PrayerDay[],
  selection: PrayerSelection,
  site: PrayerFeedSite,
  now: Date,
  refreshMinutes: number,
  t: Translator,
): ICalCalendar {
  return {
    productId: `-//${site.name}//Prayer times//${t.lang.toUpperCase()}`,
    name: calendarName(selection, site, t),
    description: t(selection.adhan ? 'feeds.adhanIqamahCalendarDescription' : 'feeds.iqamahCalendarDescription', {
      masjid: site.name,
      days: PRAYER_FEED_DAYS,
    }),
    timeZone: site.timeZone,
    url: scheduleUrl(site, t),
    refreshMinutes,
    stamp: now,
    events: prayerFeedEntries(days, selection, site, t),
  };
}

/**
 * Reads ?prayers= (comma-separated, any case, spaces allowed, repeated parameters joined): the prayers in
 * the day's order, or the unknown names. An empty or missing value means every prayer. "Jummah", "jumma"
 * and "jumu'ah" mean Jumu'ah.
 */
export function parsePrayerList(values: readonly string[]): { prayers: FeedPrayer[] } | { unknown: string[] } {
  const names = values
    .flatMap((value) => value.split(','))
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.length === 0) return { prayers: [...FEED_PRAYERS] };
  const aliases: Record<string, FeedPrayer> = {
    jummah: 'jumuah',
    jumma: 'jumuah',
    "jumu'ah": 'jumuah',
    zuhr: 'dhuhr',
    dhuhur: 'dhuhr',
  };
  const unknown: string[] = [];
  const chosen = new Set<FeedPrayer>();
  for (const name of names) {
    const prayer = (FEED_PRAYERS as readonly string[]).includes(name) ? (name as FeedPrayer) : aliases[name];
    if (prayer) chosen.add(prayer);
    else unknown.push(name);
  }
  return unknown.length ? { unknown } : { prayers: FEED_PRAYERS.filter((p) => chosen.has(p)) };
}
