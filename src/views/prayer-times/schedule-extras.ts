import { MONTH_NAMES } from '../../domain/dates/calendar-names.ts';
import { longDateLabel } from '../../domain/dates/date-labels.ts';
import { hhMmTo12h } from '../../domain/dates/time-of-day.ts';
import { addDays, daysBetween, parseIsoDate, weekdayOf } from '../../domain/dates/zoned.ts';
import { khutbahDetail, scheduleChanges, type ScheduleChange } from '../../domain/schedule/changes.ts';
import { describeTaraweehRule } from '../../domain/schedule/iqamah-rule.ts';
import {
  EID_CARD_DAYS_BEFORE,
  RAMADAN_CARD_DAYS_BEFORE,
  ramadanOnOrAfter,
  type RamadanPeriod,
} from '../../domain/schedule/ramadan.ts';
import type { ScheduleDay } from '../../domain/schedule/schedule.ts';
import {
  EID_NAMES,
  khutbahsOn,
  type EidPrayer,
  type Khutbah,
  type PrayerSettings,
  type TaraweehRule,
} from '../../domain/schedule/settings.ts';

/**
 * What the static pages show around the prayer times besides the day's times (issue 13): iqamah-change
 * notices, the Jumu'ah khutbahs, the Ramadan card and the Eid prayers. Each is computed at build time
 * with the date window in which it shows; the page renders it with `data-show-from`/`data-show-until`
 * and hidden unless the build's date is inside, and the today island shows and hides it for the
 * browser's date (dated-content.ts), so nothing of it needs code in the browser beyond that. Pure: the
 * schedule comes in as a reader (the build's is build/schedule.ts scheduleReader).
 */

/** The prayer settings and the schedule's days between two masjid dates (inclusive). */
export type ScheduleReader = { settings: PrayerSettings; between(from: string, to: string): ScheduleDay[] };

/** Days after the build's date that dated content is prepared for (the today islands embed 60). */
export const DATED_DAYS_AHEAD = 60;
/**
 * The Ramadan card is rendered when its window begins within this many days of the build: the next
 * Ramadan is never further, so the card is always there, however old the build is when Ramadan comes.
 */
export const RAMADAN_LOOKAHEAD_DAYS = 400;
/** Far enough to mean "from now on" in a date comparison. */
const OPEN_END = '9999-12-31';

/** An item shown from `showFrom` to `showUntil` (inclusive, masjid dates); `always` when no window applies. */
export type Dated<T> = T & { showFrom: string; showUntil: string; shownAtBuild: boolean; always: boolean };

function dated<T extends object>(item: T, showFrom: string, showUntil: string, buildDate: string): Dated<T> {
  return { ...item, showFrom, showUntil, shownAtBuild: showFrom <= buildDate && buildDate <= showUntil, always: false };
}

/** 'Monday, February 8, 2027'; text that is not a date comes back as it was. */
export function longDate(iso: string): string {
  return parseIsoDate(iso) ? longDateLabel(iso) : iso;
}

/** Iqamah-change notices for the days the build prepares: each shows during the 7 days before its change. */
export function datedNotices(schedule: ScheduleReader, buildDate: string): Dated<ScheduleChange>[] {
  const days = schedule.between(addDays(buildDate, -7), addDays(buildDate, DATED_DAYS_AHEAD + 7));
  return scheduleChanges(days)
    .filter((change) => change.date > buildDate)
    .map((change) => dated(change, addDays(change.date, -7), addDays(change.date, -1), buildDate));
}

export type JumuahPeriod = { khutbahs: Khutbah[]; simple: boolean };

/**
 * The Jumu'ah banner's khutbahs: one entry (always shown) when they stay the same over the coming weeks,
 * else one per run of Fridays with the same khutbahs, each shown from the day after the previous run's
 * last Friday to its own last Friday. `simple`: one khutbah at a time with nothing else to say.
 */
export function jumuahPeriods(settings: PrayerSettings, buildDate: string): Dated<JumuahPeriod>[] {
  const fridays: string[] = [];
  for (
    let day = addDays(buildDate, (5 - weekdayOf(buildDate) + 7) % 7);
    day <= addDays(buildDate, DATED_DAYS_AHEAD);
    day = addDays(day, 7)
  ) {
    fridays.push(day);
  }
  const runs: { khutbahs: Khutbah[]; last: string }[] = [];
  for (const friday of fridays) {
    const khutbahs = khutbahsOn(settings, friday);
    const previous = runs.at(-1);
    if (previous && JSON.stringify(previous.khutbahs) === JSON.stringify(khutbahs)) previous.last = friday;
    else runs.push({ khutbahs, last: friday });
  }
  const periods = runs.map((run, index) => {
    const from = index === 0 ? '0000-01-01' : addDays(runs[index - 1]!.last, 1);
    const until = index === runs.length - 1 ? OPEN_END : run.last;
    const simple = run.khutbahs.length === 1 && khutbahDetail(run.khutbahs[0]!) === hhMmTo12h(run.khutbahs[0]!.time);
    return dated({ khutbahs: run.khutbahs, simple }, from, until, buildDate);
  });
  if (periods.length === 1) periods[0]!.always = true;
  return periods;
}

/**
 * The Jumu'ah lines' words in a page's language (issue 26; src/i18n/schedule.ts jumuahWords(t) makes them
 * from the catalogue). ENGLISH_JUMUAH_WORDS: SPEC's English, the default.
 */
export type JumuahWords = {
  /** 'Jumu'ah on Fridays at {times}'. */
  onFridaysAt: (times: string) => string;
  /** 'from {date} at {times}'. */
  from: (date: string, times: string) => string;
  time: (hhMm: string) => string;
  list: (items: readonly string[]) => string;
  /** 'Mar 13'. */
  shortDay: (isoDate: string) => string;
  /** Between a month's runs of khutbahs: '; '. */
  separator: string;
};

function englishList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export const ENGLISH_JUMUAH_WORDS: JumuahWords = {
  onFridaysAt: (times) => `Jumu'ah on Fridays at ${times}`,
  from: (date, times) => `from ${date} at ${times}`,
  time: hhMmTo12h,
  list: englishList,
  shortDay,
  separator: '; ',
};

/** 'Jumu'ah on Fridays at 1:30 PM' or '… at 1:00 PM (English, Main hall) and 2:00 PM (Arabic)'. */
export function jumuahSentence(khutbahs: readonly Khutbah[], words: JumuahWords = ENGLISH_JUMUAH_WORDS): string {
  const parts = khutbahs.map((k) => {
    const detail = [k.language, k.place, k.khateeb].filter((part) => part !== '').join(', ');
    return detail === '' ? words.time(k.time) : `${words.time(k.time)} (${detail})`;
  });
  return words.onFridaysAt(words.list(parts));
}

/**
 * The month sheet's Jumu'ah line: the khutbahs of its Fridays, and where they differ within the month,
 * from which Friday ('… at 1:30 PM; from Mar 13 at 1:00 PM and 2:00 PM').
 */
export function monthJumuahText(
  settings: PrayerSettings,
  year: number,
  month: number,
  words: JumuahWords = ENGLISH_JUMUAH_WORDS,
): string {
  const timesText = (khutbahs: readonly Khutbah[]) => words.list(khutbahs.map((k) => words.time(k.time)));
  const runs: { from: string; khutbahs: Khutbah[] }[] = [];
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  for (
    let day = addDays(first, (5 - weekdayOf(first) + 7) % 7);
    parseIsoDate(day)?.month === month;
    day = addDays(day, 7)
  ) {
    const khutbahs = khutbahsOn(settings, day);
    if (JSON.stringify(runs.at(-1)?.khutbahs) !== JSON.stringify(khutbahs)) runs.push({ from: day, khutbahs });
  }
  if (runs.length <= 1) return words.onFridaysAt(timesText(runs[0]?.khutbahs ?? khutbahsOn(settings, first)));
  return words.onFridaysAt(
    runs
      .map((run, i) =>
        i === 0 ? timesText(run.khutbahs) : words.from(words.shortDay(run.from), timesText(run.khutbahs)),
      )
      .join(words.separator),
  );
}

function shortDay(iso: string): string {
  const parts = parseIsoDate(iso);
  return parts ? `${MONTH_NAMES[parts.month - 1]!.slice(0, 3)} ${parts.day}` : iso;
}

/**
 * One line of the Ramadan card for a fast day (or the eve of the first fast): its English text, and its
 * parts for another language (the fast's number, null on the eve; the times 'HH:MM' or null).
 */
export type RamadanCardDay = {
  date: string;
  text: string;
  lastTen: boolean;
  fast: number | null;
  suhoorEnds: string | null;
  iftar: string | null;
  taraweeh: string | null;
};

export type RamadanCard = {
  period: RamadanPeriod;
  hijriYear: number;
  /** 'Monday, February 8, 2027'. */
  firstDayText: string;
  firstNightText: string;
  lastTenText: string;
  suhoorText: string;
  taraweehText: string | null;
  /** The settings the two texts above say, for another language. */
  suhoorMinutes: number;
  taraweeh: TaraweehRule | null;
  /** The days of the build's window, each shown on its own date. */
  days: Dated<RamadanCardDay>[];
};

/**
 * The home page's Ramadan card for the next (or current) Ramadan: shown from 10 days before the first fast
 * to the last; the days of the build's window each have their own Suhoor, Iftar and Taraweeh line.
 */
export function ramadanCard(schedule: ScheduleReader, buildDate: string): Dated<RamadanCard> | null {
  const settings = schedule.settings;
  const period = ramadanOnOrAfter(buildDate, settings.hijri.offsetDays);
  if (!period) return null;
  const showFrom = addDays(period.firstDay, -RAMADAN_CARD_DAYS_BEFORE);
  if (daysBetween(buildDate, showFrom) > RAMADAN_LOOKAHEAD_DAYS) return null;
  const windowEnd = addDays(buildDate, DATED_DAYS_AHEAD);
  const from = period.firstNight > buildDate ? period.firstNight : buildDate;
  const to = period.lastDay < windowEnd ? period.lastDay : windowEnd;
  const days = from <= to ? schedule.between(from, to) : [];
  return dated(
    {
      period,
      hijriYear: period.hijriYear,
      firstDayText: longDate(period.firstDay),
      firstNightText: longDate(period.firstNight),
      lastTenText: longDate(period.lastTenNightsFrom),
      suhoorText: `Suhoor ends ${settings.ramadan.suhoorMinutesBeforeFajr} min before the Fajr adhan`,
      taraweehText: settings.ramadan.taraweeh ? `Taraweeh ${describeTaraweehRule(settings.ramadan.taraweeh)}` : null,
      suhoorMinutes: settings.ramadan.suhoorMinutesBeforeFajr,
      taraweeh: settings.ramadan.taraweeh,
      days: days.flatMap((day) => {
        const r = day.ramadan;
        if (!r) return [];
        const parts: string[] = [];
        if (r.day !== null)
          parts.push(`Suhoor ends ${hhMmTo12h(r.suhoorEnds ?? '')}`, `Iftar ${hhMmTo12h(r.iftar ?? '')}`);
        if (r.taraweeh) parts.push(`Taraweeh ${hhMmTo12h(r.taraweeh)}`);
        const head = r.day !== null ? `Today, ${r.day} Ramadan` : 'Tonight, the first night of Ramadan';
        return [
          dated(
            {
              date: day.date,
              text: `${head}: ${parts.join(' · ')}`,
              lastTen: r.lastTenNights,
              fast: r.day,
              suhoorEnds: r.day !== null ? (r.suhoorEnds ?? '') : null,
              iftar: r.day !== null ? (r.iftar ?? '') : null,
              taraweeh: r.taraweeh ?? null,
            },
            day.date,
            day.date,
            buildDate,
          ),
        ];
      }),
    },
    showFrom,
    period.lastDay,
    buildDate,
  );
}

export type EidCard = { eid: EidPrayer; title: string; dateText: string; timesText: string };

/** Every Eid prayer from the build's date on, each shown from 14 days before it to its day. */
export function eidCards(settings: PrayerSettings, buildDate: string): Dated<EidCard>[] {
  return settings.eidPrayers
    .filter((eid) => eid.date >= buildDate)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((eid) =>
      dated(
        {
          eid,
          title: `${EID_NAMES[eid.kind]} prayer`,
          dateText: longDate(eid.date),
          timesText: eid.times.map(hhMmTo12h).join(eid.times.length === 2 ? ' and ' : ', '),
        },
        addDays(eid.date, -EID_CARD_DAYS_BEFORE),
        eid.date,
        buildDate,
      ),
    );
}
