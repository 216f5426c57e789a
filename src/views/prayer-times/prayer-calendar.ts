import { hhMmTo12h, normalizeHhMm, parseTimeOfDay } from '../../domain/dates/time-of-day.ts';
import type { ICalCalendar, ICalEvent } from '../../domain/icalendar/calendar.ts';
import { congregationsOfDay, CONGREGATION_NAMES } from '../../domain/schedule/congregations.ts';
import type { PrayerDay } from '../../domain/prayer-times/prayer-days.ts';
import { PRAYERS, type PrayerTimeField } from '../../domain/prayer-times/types.ts';

/** What a subscriber can pick with ?prayers= (issue 16), in the day's order. */
export const FEED_PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha', 'jumuah'] as const;
export type FeedPrayer = (typeof FEED_PRAYERS)[number];

/** /prayer-times.ics covers today and the days after it, this many in all (issue 16). */
export const PRAYER_FEED_DAYS = 60;

const NAMES: Record<FeedPrayer, string> = CONGREGATION_NAMES;

const FIELDS: Record<Exclude<FeedPrayer, 'jumuah'>, { adhan: PrayerTimeField; iqamah: PrayerTimeField }> = {
  fajr: { adhan: 'fajrAdhan', iqamah: 'fajrIqamah' },
  dhuhr: { adhan: 'dhuhrAdhan', iqamah: 'dhuhrIqamah' },
  asr: { adhan: 'asrAdhan', iqamah: 'asrIqamah' },
  maghrib: { adhan: 'maghribAdhan', iqamah: 'maghribIqamah' },
  isha: { adhan: 'ishaAdhan', iqamah: 'ishaIqamah' },
};

export function prayerName(prayer: FeedPrayer): string {
  return NAMES[prayer];
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
export function dayCongregations(day: PrayerDay, selection: PrayerSelection): Congregation[] {
  const wanted = new Set<string>(selection.prayers);
  const adhanOf = (prayer: Exclude<FeedPrayer, 'jumuah'>) => normalizeHhMm(day.times[FIELDS[prayer].adhan] ?? '');
  const moments: Congregation[] = [];
  for (const congregation of congregationsOfDay(day)) {
    const { prayer, kind, time } = congregation;
    if (prayer === 'jumuah' || prayer === 'eid') {
      // An Eid prayer is the day itself for the community: every subscriber gets it, whatever prayers they chose.
      if (prayer === 'eid' || wanted.has('jumuah') || wanted.has('dhuhr')) moments.push(congregation);
      continue;
    }
    if (!wanted.has(prayer)) continue;
    const adhan = adhanOf(prayer);
    const together = selection.adhan && adhan === time;
    moments.push({
      ...congregation,
      kind: together ? 'adhan-iqamah' : kind,
      title: together ? `${NAMES[prayer]} adhan and iqamah` : congregation.title,
      ...(adhan ? { adhanTime: adhan } : {}),
    });
  }
  if (selection.adhan) {
    for (const prayer of PRAYERS) {
      const adhan = adhanOf(prayer);
      const merged = adhan && moments.some((m) => m.prayer === prayer && m.kind === 'adhan-iqamah');
      if (wanted.has(prayer) && adhan && !merged)
        moments.push({ prayer, kind: 'adhan', time: adhan, title: `${NAMES[prayer]} adhan`, index: 1 });
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

const CALCULATED_NOTE = "Calculated time: the masjid's timetable for this day has not been published yet.";

function descriptionOf(moment: Congregation, day: PrayerDay, site: PrayerFeedSite): string {
  const time = hhMmTo12h(moment.time);
  const lines: string[] = [];
  if (moment.kind === 'jumuah')
    lines.push(`Jumu'ah khutbah and prayer at ${time}${moment.details ? ` · ${moment.details}` : ''}.`);
  else {
    const adhan = moment.adhanTime && moment.adhanTime !== moment.time ? ` (adhan ${hhMmTo12h(moment.adhanTime)})` : '';
    lines.push(`${moment.title} at ${time}${adhan}.`);
  }
  // The place is in LOCATION and the page in URL; the text repeats only the link, which Google shows nowhere else.
  if (
    day.source !== 'uploaded' &&
    (moment.kind === 'iqamah' || moment.kind === 'adhan' || moment.kind === 'adhan-iqamah')
  )
    lines.push(CALCULATED_NOTE);
  lines.push(`Schedule: ${new URL('/monthly-prayer-times', site.url).href}`);
  return lines.join('\n');
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
): ICalEvent[] {
  const domain = new URL(site.url).hostname;
  return days.flatMap((day) =>
    dayCongregations(day, selection).map((moment) => ({
      uid: `prayer-${day.date}-${moment.prayer}-${moment.kind === 'adhan' ? 'adhan' : moment.kind === 'jumuah' || moment.kind === 'eid' ? moment.index : 'iqamah'}@${domain}`,
      start: { date: day.date, time: moment.time },
      durationMinutes: minutesFor(moment, site),
      summary: moment.title,
      description: descriptionOf(moment, day, site),
      location: `${site.name}, ${site.addressLine}`,
      geo: site.geo,
      url: new URL('/monthly-prayer-times', site.url).href,
      categories: ['Prayer'],
      transparent: true,
    })),
  );
}

/** ' (Fajr, Isha)' when the subscriber picked prayers, so two subscriptions can be told apart; '' for all. */
function selectionLabel(selection: PrayerSelection): string {
  if (FEED_PRAYERS.every((p) => selection.prayers.includes(p))) return '';
  return ` (${FEED_PRAYERS.filter((p) => selection.prayers.includes(p))
    .map(prayerName)
    .join(', ')})`;
}

/** /prayer-times.ics: the masjid's iqamah times (and Jumu'ahs, and adhans when asked) for subscribers. */
export function prayerTimesCalendar(
  days: readonly PrayerDay[],
  selection: PrayerSelection,
  site: PrayerFeedSite,
  now: Date,
  refreshMinutes: number,
): ICalCalendar {
  return {
    productId: `-//${site.name}//Prayer times//EN`,
    name: `${site.name} prayer times${selectionLabel(selection)}`,
    description: `${selection.adhan ? 'Adhan and iqamah' : 'Iqamah'} times at ${site.name} for the next ${PRAYER_FEED_DAYS} days, updated daily.`,
    timeZone: site.timeZone,
    url: new URL('/monthly-prayer-times', site.url).href,
    refreshMinutes,
    stamp: now,
    events: prayerFeedEntries(days, selection, site),
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
