import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdgeApi, type EdgeApi } from '../support/edge-api.ts';
import { createTestDb } from '../support/test-db.ts';

/**
 * Issue 15: a missing or malformed binding of the Pages project makes every API request answer 503 with a
 * JSON message and the log name the binding in one line; nothing crashes and nothing half works. Each
 * case starts the Pages adapter in workerd with one binding changed.
 */
const withPostgres = Boolean(process.env.DATABASE_URL);

type Case = { binding: string; value: string | number | null; says: string };

const CASES: Case[] = [
  { binding: 'DATABASE_URL', value: null, says: 'DATABASE_URL is missing' },
  { binding: 'DATABASE_URL', value: '', says: 'DATABASE_URL must be a postgres:// URL with a host' },
  {
    binding: 'DATABASE_URL',
    value: 'mysql://user:pw@db.example.org/masjid',
    says: 'DATABASE_URL must be a postgres:// URL',
  },
  { binding: 'DATABASE_URL', value: 'postgres://', says: 'DATABASE_URL must be a postgres:// URL with a host' },
  { binding: 'DATABASE_URL', value: 5432, says: 'DATABASE_URL must be text' },
  { binding: 'JWT_SECRET', value: null, says: 'JWT_SECRET is missing' },
  { binding: 'JWT_SECRET', value: 'secret-too-short', says: 'JWT_SECRET must be at least 32 characters' },
  { binding: 'DEPLOY_HOOK_URL', value: null, says: 'DEPLOY_HOOK_URL is missing' },
  { binding: 'DEPLOY_HOOK_URL', value: 'api.cloudflare.com/hook', says: 'DEPLOY_HOOK_URL must be an https:// URL' },
  { binding: 'DEPLOY_HOOK_URL', value: 'http://example.org/hook', says: 'DEPLOY_HOOK_URL must be an https:// URL' },
  { binding: 'DEPLOY_HOOK_QUIET_SECONDS', value: '90', says: 'DEPLOY_HOOK_QUIET_SECONDS' },
  { binding: 'SITE_DATE_CHECK_SECONDS', value: '0', says: 'SITE_DATE_CHECK_SECONDS' },
  { binding: 'SESSION_IDLE_MINUTES', value: 'an hour', says: 'SESSION_IDLE_MINUTES' },
  { binding: 'SESSION_MAX_DAYS', value: '0', says: 'SESSION_MAX_DAYS' },
  { binding: 'UPLOADS', value: null, says: 'UPLOADS is missing (the R2 bucket)' },
  { binding: 'UPLOADS', value: 'masjid-uploads', says: 'UPLOADS is not an R2 bucket binding' },
];

describe.runIf(withPostgres)('bindings of the Pages project', () => {
  let database: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(() => database?.drop());

  it.each(CASES)(
    '$binding = $value: every API request answers 503 with a message, one log line each',
    async ({ binding, value, says }) => {
      const edge: EdgeApi = await startEdgeApi({
        databaseUrl: database.url!,
        ...(binding === 'UPLOADS'
          ? { withoutUploads: true, bindings: value === null ? {} : { UPLOADS: String(value) } }
          : { bindings: { [binding]: value } }),
      });
      try {
        for (const [method, path] of [
          ['GET', '/api/health'],
          ['GET', '/api/announcements'],
          ['POST', '/api/login'],
          ['GET', '/api/uploads/11111111-2222-4333-8444-555555555555.png'],
        ] as const) {
          const logged = edge.logs().length;
          const res = await edge.fetch(
            new Request(`http://127.0.0.1:4321${path}`, {
              method,
              headers: { origin: 'http://127.0.0.1:4321', 'content-type': 'application/json' },
              ...(method === 'POST' ? { body: '{"username":"a","password":"b"}' } : {}),
            }),
          );
          expect(res.status, `${method} ${path}`).toBe(503);
          expect(res.headers.get('content-type')).toMatch(/^application\/json/);
          expect(res.headers.get('cache-control')).toBe('no-store');
          expect(await res.json()).toEqual({ message: 'The site is not configured correctly.' });
          const lines = await edge.logsAfter(logged, 1);
          expect(lines, `${method} ${path}`).toHaveLength(1);
          expect(lines[0]).toMatch(/^error: \[edge\] The site is not configured correctly\. /);
          expect(lines[0]).toContain(says);
          // Secrets never reach the log, even a malformed one.
          if (typeof value === 'string' && /secret|:pw@/.test(value)) expect(lines[0]).not.toContain(value);
        }
        // No line came late for one of the four: one each, four in all.
        const all = await edge.logsAfter(0, 5, 300);
        expect(all.filter((line) => line.includes('[edge]'))).toHaveLength(4);
        expect(edge.proxy.stats().connections, 'the database is never asked').toBe(0);
      } finally {
        await edge.dispose();
      }
    },
  );

  it('with every binding right, the same requests answer normally', async () => {
    const edge = await startEdgeApi({ databaseUrl: database.url! });
    try {
      expect((await edge.fetch(new Request('http://127.0.0.1:4321/api/health'))).status).toBe(200);
      expect((await edge.fetch(new Request('http://127.0.0.1:4321/api/announcements'))).status).toBe(200);
      expect(edge.logs().filter((line) => line.includes('not configured'))).toEqual([]);
    } finally {
      await edge.dispose();
    }
  });
});
