import type { PrayerSettings } from '../../domain/schedule/settings.ts';
import type { Db } from '../db/client.ts';
import type { PrayerTimesRow } from '../db/database.ts';
import { listVisibleAnnouncements, type PublicAnnouncement } from '../db/repositories/announcements.ts';
import { listPublicEvents, type PublicEvent } from '../db/repositories/events.ts';
import { listPrayerTimesBetween } from '../db/repositories/prayer-times.ts';
import { listPublishedContent, type PublishedContent } from '../db/repositories/content-items.ts';
import { currentPrayerSettings } from '../schedule/prayer-schedule.ts';

/**
 * The public content a build renders into the static HTML. It is read from the database once per build,
 * either directly (Cloudflare Pages build, `npm run build`) or from a JSON file the running Node server
 * wrote (its embedded PGlite cannot be opened by a second process): see ADR 004.
 */
export interface ContentSnapshot {
  generatedAt: string;
  /** The masjid-zone year the snapshot's schedule covers. */
  year: number;
  announcements: PublicAnnouncement[];
  events: PublicEvent[];
  /**
   * Every uploaded day from Jan 1 of `year` to Dec 31 of the next year: a build stays right for weeks, and
   * the next Ramadan's timetable (which can be up to a year ahead) has the masjid's own times.
   */
  prayerTimes: Omit<PrayerTimesRow, 'updatedAt'>[];
  /** The prayer settings in effect (the config file's until staff save theirs). */
  prayerSettings: PrayerSettings;
  /** Staff-run content as published (ADR 019), by kind; each kind's view parses its documents. */
  content: Record<ContentKindName, PublishedContent[]>;
}

/** The kinds of staff-run content a build renders. */
export const CONTENT_KINDS = ['program', 'campaign', 'page', 'site', 'menu'] as const;
export type ContentKindName = (typeof CONTENT_KINDS)[number];

export async function loadContentSnapshot(db: Db, now: Date, year: number): Promise<ContentSnapshot> {
  const [announcements, events, prayerRows, prayerSettings, ...content] = await Promise.all([
    listVisibleAnnouncements(db, now),
    listPublicEvents(db),
    listPrayerTimesBetween(db, `${year}-01-01`, `${year + 1}-12-31`),
    currentPrayerSettings(db),
    ...CONTENT_KINDS.map((kind) => listPublishedContent(db, kind)),
  ]);
  return {
    generatedAt: now.toISOString(),
    year,
    announcements,
    events,
    prayerTimes: prayerRows.map(({ updatedAt: _updatedAt, ...day }) => day),
    prayerSettings,
    content: Object.fromEntries(CONTENT_KINDS.map((kind, i) => [kind, content[i]!])) as ContentSnapshot['content'],
  };
}

/** JSON round trip turns Dates into strings; the pages read the snapshot in this serialized form. */
export type SerializedSnapshot = ReturnType<typeof serializeSnapshot>;

export function serializeSnapshot(snapshot: ContentSnapshot) {
  return JSON.parse(JSON.stringify(snapshot)) as {
    [K in keyof ContentSnapshot]: ContentSnapshot[K] extends (infer T)[]
      ? { [P in keyof T]: T[P] extends Date ? string : T[P] extends Date | null ? string | null : T[P] }[]
      : ContentSnapshot[K];
  };
}
