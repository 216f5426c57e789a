import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeFreshSiteTemplate, type FreshSiteTemplate } from './npm-start.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    freshSiteTemplate: FreshSiteTemplate;
  }
}

/**
 * The e2e project's global setup: one `npm start` on an empty DATA_DIR, kept as the template every
 * journey's site is copied from (tests/support/site-in-chromium.ts). Journeys about the empty start
 * itself (foundation, restart) still start from nothing.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'masjid-e2e-template-'));
  project.provide('freshSiteTemplate', await makeFreshSiteTemplate(dir));
  return () => rm(dir, { recursive: true, force: true });
}
