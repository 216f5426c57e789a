import { app } from '../../src/server/app.ts';
import type { AppServices } from '../../src/server/env.ts';
import type { RebuildTrigger } from '../../src/server/rebuild/rebuild-trigger.ts';
import { memoryStorage } from '../../src/server/storage/blob-storage.ts';
import { createTestDb } from './test-db.ts';

export const TEST_ORIGIN = 'http://127.0.0.1:4321';

/** The API with the same services the adapters build, over a fresh database; `rebuilds` records requests. */
export async function createTestApp(overrides: Partial<AppServices> = {}) {
  const database = await createTestDb();
  const rebuilds: string[] = [];
  const rebuild: RebuildTrigger = { request: (reason) => void rebuilds.push(reason) };
  let clock = new Date();
  const services: AppServices = {
    db: database.db,
    storage: memoryStorage(),
    rebuild,
    jwtSecret: 'test-secret-test-secret-test-secret-0123',
    now: () => clock,
    production: false,
    ...overrides,
  };
  const request = (path: string, init: RequestInit = {}) =>
    app.request(new URL(path, TEST_ORIGIN).toString(), init, { services });
  return {
    ...database,
    services,
    rebuilds,
    request,
    setNow(date: Date) {
      clock = date;
    },
  };
}
