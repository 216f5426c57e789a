import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app.ts';

describe('GET /api/health', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.drop());

  it('says the database is up', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers 404 with a JSON message for an unknown API path', async () => {
    const res = await t.request('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'No API route for GET /api/no-such-thing' });
  });

  it('answers 413 for a body over the default limit', async () => {
    const res = await t.request('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(200_000) },
      body: 'x'.repeat(200_000),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request body is too large' });
  });
});

describe('GET /api/health with the database down', () => {
  it('answers 503, never a stack trace', async () => {
    const t = await createTestApp();
    await t.drop();
    const res = await t.request('/api/health');
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body).toMatchObject({ database: 'down' });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('still answers liveness, which touches nothing', async () => {
    const t = await createTestApp();
    await t.drop();
    const res = await t.request('/api/health/live');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});
