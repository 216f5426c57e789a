import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { site } from '../src/config/site.ts';
import { addDays, yearIn } from '../src/domain/dates/zoned.ts';
import { calculatedDay } from '../src/domain/prayer-times/calculated.ts';
import { STATED_HEADER } from '../src/domain/prayer-times/csv-layouts.ts';
import { buildSite } from '../src/server/build/site-builder.ts';
import { createDb } from '../src/server/db/client-node.ts';
import type { Db } from '../src/server/db/client.ts';
import type { EventCategory, NewEvent } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { importPrayerTimesCsv } from '../src/server/prayer-times-import.ts';
import { demoContent } from '../src/server/seed/demo-content.ts';
import { PROJECT_ROOT } from '../tests/support/npm-start.ts';
import type { BenchSuite } from './harness.ts';

/**
 * The full site build with a year of content (issue 7): 1,000 events, 366 days of prayer times and the
 * demo announcements in an embedded PGlite on disk, built the way `npm start` rebuilds after a staff change
 * (src/server/build/site-builder.ts buildSite: the content snapshot is read from the database and written
 * to a file, `astro build` runs in a child process with CONTENT_SNAPSHOT, and the output is swapped in).
 * The output goes to a temporary directory, never to the served dist/. Three builds, the median counts.
 *
 * Budget: 30 s. A staff edit is live on the public pages one rebuild later (the rebuild starts 1.5 s after
 * the last change), so the build time is how long a saved edit takes to show: half a minute is the most an
 * editor should wait before checking the page. A warm build takes a few seconds here; the margin is for a
 * cold image cache and a busy machine, and a build that went quadratic in the number of events would still
 * cross it. The size of the calendar page, which carries every event in its island's props, is reported.
 */
export const SITE_BUILD_BUDGET_MS = 30_000;

const EVENTS = 1_000;
const PRAYER_DAYS = 366;
const DAY_MS = 86_400_000;
const CATEGORIES: readonly EventCategory[] = ['community', 'ramadan', 'youth', 'education'];

const title = (i: number) => `Bench event ${String(i + 1).padStart(4, '0')}`;

/** 1,000 events around now: most dated from two months back to ten months ahead, every 40th permanent. */
function benchEvents(now: Date): NewEvent[] {
  return Array.from({ length: EVENTS }, (_, i): NewEvent => {
    const permanent = i % 40 === 0;
    const start = new Date(now.getTime() + (-60 + ((i * 7) % 360)) * DAY_MS + (i % 5) * 3_600_000);
    return {
      title: title(i),
      description: `Event ${i + 1} of the build benchmark: a talk, a class or a gathering at the masjid, with a description of a realistic length for the calendar's dialog and the home page's cards.`,
      startDate: permanent ? null : start,
      endDate: permanent ? null : new Date(start.getTime() + 2 * 3_600_000),
      isPermanent: permanent,
      category: CATEGORIES[i % CATEGORIES.length]!,
      imageUrl: i % 3 === 0 ? `/demo/event-${1 + (Math.floor(i / 3) % 3)}.png` : null,
      location: i % 2 === 0 ? 'Masjid main hall' : 'Library',
      registrationRequired: i % 4 === 0,
      maxAttendees: i % 4 === 0 ? 30 + (i % 50) : null,
      createdAt: now,
      updatedAt: now,
    };
  });
}

/** 366 consecutive days from January 1 of the masjid-zone year (into the next January, which a build covers too). */
function prayerCsv(year: number): string {
  const lines: string[] = [STATED_HEADER.join(',')];
  for (let i = 0; i < PRAYER_DAYS; i++) {
    const day = calculatedDay(addDays(`${year}-01-01`, i), site);
    lines.push([day.date, day.fajrAdhan, day.shouruq, day.dhuhrAdhan, day.asrAdhan, day.maghribAdhan, day.ishaAdhan].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function fill(db: Db, now: Date): Promise<void> {
  await migrateToLatest(db);
  await db.insertInto('announcements').values(demoContent(now, site).announcements).execute();
  const events = benchEvents(now);
  for (let i = 0; i < events.length; i += 200) await db.insertInto('events').values(events.slice(i, i + 200)).execute();
  const result = await importPrayerTimesCsv(db, prayerCsv(yearIn(site.timeZone, now)), { year: yearIn(site.timeZone, now) });
  if (!result.ok || result.days !== PRAYER_DAYS) throw new Error(`the prayer-times import failed: ${JSON.stringify(result).slice(0, 300)}`);
}

/** The build must have rendered what it was given: every event in the calendar, every day of the year. */
async function checkOutput(outDir: string, year: number): Promise<string> {
  const calendar = await readFile(path.join(outDir, 'calendar.html'), 'utf8');
  const titles = new Set([...calendar.matchAll(/Bench event (\d{4})/g)].map((m) => m[1]));
  if (titles.size !== EVENTS) throw new Error(`calendar.html names ${titles.size} of the ${EVENTS} events`);
  const yearly = await readFile(path.join(outDir, 'monthly-prayer-times.html'), 'utf8');
  const days = new Set(yearly.match(new RegExp(`\\b${year}-\\d\\d-\\d\\d\\b`, 'g')));
  const expected = (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / DAY_MS;
  if (days.size < expected) throw new Error(`monthly-prayer-times.html shows ${days.size} of the ${expected} days of ${year}`);
  await stat(path.join(outDir, 'index.html'));
  return `calendar.html ${(calendar.length / 1024).toFixed(0)} KB with all ${EVENTS} events; monthly-prayer-times.html ${(yearly.length / 1024).toFixed(0)} KB with all ${expected} days of ${year}`;
}

export const siteBuildBench: BenchSuite = {
  name: 'site-build',
  async run(ctx) {
    const dir = await mkdtemp(path.join(tmpdir(), 'masjid-bench-build-'));
    try {
      const now = new Date();
      const year = yearIn(site.timeZone, now);
      const db = await createDb({ kind: 'pglite', dataDir: path.join(dir, 'pgdata') });
      try {
        const started = performance.now();
        await fill(db, now);
        ctx.log(`PGlite (disk): ${EVENTS} events, ${PRAYER_DAYS} prayer-time days from ${year}-01-01 and 3 announcements stored in ${Math.round(performance.now() - started)} ms`);
        const outDir = path.join(dir, 'dist');
        let checked = '';
        const result = await ctx.measure({
          name: `astro build via buildSite: ${EVENTS.toLocaleString('en-US')} events, ${PRAYER_DAYS} prayer-time days (PGlite)`,
          budgetMs: SITE_BUILD_BUDGET_MS,
          runs: 3,
          warmup: 0,
          beforeEach: () => rm(outDir, { recursive: true, force: true }),
          run: async () => {
            await buildSite({ projectRoot: PROJECT_ROOT, outDir, workDir: path.join(dir, 'work'), db, now: new Date() });
            checked = await checkOutput(outDir, year);
          },
        });
        if (checked) ctx.log(checked);
        if (!result.error) {
          const calendar = await readFile(path.join(outDir, 'calendar.html'));
          const brotliKb = brotliCompressSync(calendar).byteLength / 1024;
          await ctx.figure({
            name: `calendar.html with ${EVENTS.toLocaleString('en-US')} events, uncompressed`,
            unit: 'KB',
            better: 'lower',
            budgetNote: `report: every event is in the island's props; ${brotliKb.toFixed(0)} KB brotli with these look-alike events`,
            measure: () => calendar.byteLength / 1024,
          });
        }
      } finally {
        await db.destroy();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
};
