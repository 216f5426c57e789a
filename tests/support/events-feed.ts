import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { site } from '../../src/config/site.ts';
import { yearIn } from '../../src/domain/dates/zoned.ts';
import { loadContentSnapshot, serializeSnapshot } from '../../src/server/content/snapshot.ts';
import type { Db } from '../../src/server/db/client.ts';
import { parseCalendar, type ParsedCalendar } from './icalendar.ts';

/**
 * The events feed (/calendar.ics, /tr/calendar.ics) as the build writes it: from `db`'s content snapshot at
 * `now`, as the Node server hands it to a build (ADR 004), parsed, in each of `languages`.
 */
export async function eventsFeedsOf(db: Db, now: Date, languages: readonly string[]): Promise<Record<string, ParsedCalendar>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'events-feed-'));
  try {
    const file = path.join(dir, 'snapshot.json');
    await writeFile(file, JSON.stringify(serializeSnapshot(await loadContentSnapshot(db, now, yearIn(site.timeZone, now)))));
    process.env.CONTENT_SNAPSHOT = file;
    const { eventsFeedFile } = await import('../../src/server/feeds/events-feed-file.ts');
    const feeds: Record<string, ParsedCalendar> = {};
    for (const language of languages) feeds[language] = parseCalendar(await (await eventsFeedFile(language)).text());
    return feeds;
  } finally {
    delete process.env.CONTENT_SNAPSHOT;
    await rm(dir, { recursive: true, force: true });
  }
}
