import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { site } from '../../../src/config/site.ts';
import { seedDemoContent } from '../../../src/server/seed/demo-content.ts';
import { seedDemoPrayerYear } from '../../../src/server/seed/demo-prayer-times.ts';
import { createEdgeDatabase } from '../../support/edge-database.ts';
import { buildSiteInto } from '../../support/pages-dev.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The files `wrangler pages dev` serves unless a journey builds its own deployment. */
    edgeSiteDir: string;
  }
}

/**
 * The edge project's global setup: one deployment's files, built as Pages builds them (`astro build`
 * reading the database: a new one with the config's content and `npm start`'s demo content, so the
 * calendars and the schedule have something in them), in a directory of the project's own. The
 * checkout's dist/ belongs to `npm start`, which the browser journeys rebuild while this project runs
 * beside them.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Without a database the edge journeys skip themselves, and there is nothing to build from.
  if (!process.env.DATABASE_URL) {
    project.provide('edgeSiteDir', '');
    return async () => undefined;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'masjid-edge-site-'));
  const database = await createEdgeDatabase('edge_site');
  try {
    await seedDemoContent(database.db, new Date(), site);
    await seedDemoPrayerYear(database.db, new Date());
    await buildSiteInto(database.url, path.join(dir, 'dist'));
  } finally {
    await database.drop();
  }
  project.provide('edgeSiteDir', path.join(dir, 'dist'));
  return () => rm(dir, { recursive: true, force: true });
}
