import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/server/middleware/rate-limit.ts';
import { CONTACT_THANKS } from '../../src/server/routes/contact.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());
beforeEach(async () => {
  t.setNow(undefined);
  await t.db.deleteFrom('contactMessages').execute();
});

/** A distinct client per test, so one test's rate-limit counter cannot leak into another. */
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

const valid = { name: 'Amina Visitor', email: 'amina@example.org', message: 'Salaam! When does the Saturday School start?' };
const send = (body: unknown, clientIp = freshIp()) => t.call('POST', '/api/contact', { body, clientIp });
const stored = () => t.db.selectFrom('contactMessages').selectAll().orderBy('id').execute();

describe('POST /api/contact', () => {
  it('stores the message unread and thanks the visitor', async () => {
    const res = await send({ ...valid, name: '  Amina Visitor  ', website: '' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: CONTACT_THANKS });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Amina Visitor', email: 'amina@example.org', message: valid.message, isRead: false });
  });

  it('stores no client address anywhere: the message row has none and the rate-limit key is a hash', async () => {
    const ip = '203.0.113.99';
    expect((await send(valid, ip)).status).toBe(200);
    const [row] = await stored();
    expect(Object.keys(row!).sort()).toEqual(['createdAt', 'email', 'id', 'isRead', 'message', 'name']);
    const counters = await t.db.selectFrom('rateLimits').selectAll().where('bucket', '=', 'contact').execute();
    expect(counters.length).toBeGreaterThan(0);
    for (const counter of counters) expect(counter.key).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(counters)).not.toContain(ip);
  });

  it('accepts fields exactly at their limits', async () => {
    const res = await send({ name: 'n'.repeat(100), email: `${'e'.repeat(242)}@example.org`, message: 'm'.repeat(5000) });
    expect(res.status, await res.text()).toBe(200);
    expect(await stored()).toHaveLength(1);
  });

  it.each([
    ['no name', { ...valid, name: undefined }, 'name', 'Name is required'],
    ['a blank name', { ...valid, name: '   ' }, 'name', 'Name is required'],
    ['a name over 100 characters', { ...valid, name: 'n'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    ['a number for a name', { ...valid, name: 42 }, 'name', 'Name is required'],
    ['no email', { ...valid, email: '' }, 'email', 'Email is required'],
    ['an invalid email', { ...valid, email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['an email over 254 characters', { ...valid, email: `${'e'.repeat(243)}@example.org` }, 'email', 'Email must be at most 254 characters'],
    ['no message', { ...valid, message: '' }, 'message', 'Message is required'],
    ['a NUL character (Postgres cannot store it)', { ...valid, message: 'a\u0000b' }, 'message', 'Message contains a character that is not allowed'],
    ['a message over 5000 characters', { ...valid, message: 'm'.repeat(5001) }, 'message', 'Message must be at most 5000 characters'],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_name, body, field, message) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { message: string; fields: Record<string, string> };
    expect(json.fields[field]).toBe(message);
    expect(json.message).toBe(message);
    expect(await stored()).toEqual([]);
  });

  it('names every missing field at once', async () => {
    const res = await send({});
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
  });

  it('refuses bodies that are not JSON (415) or not valid JSON (400)', async () => {
    const form = await t.request(
      '/api/contact',
      { method: 'POST', headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=a&email=b&message=c' },
      freshIp(),
    );
    expect(form.status).toBe(415);
    const broken = await t.request(
      '/api/contact',
      { method: 'POST', headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' }, body: '{"name":' },
      freshIp(),
    );
    expect(broken.status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    for (const body of [
      { ...valid, website: 'https://spam.example' },
      { website: 'x' },
      { ...valid, website: 12 },
    ]) {
      const res = await send(body);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: CONTACT_THANKS });
    }
    expect(await stored()).toEqual([]);
  });

  it('refuses a cross-origin post (403) and stores nothing', async () => {
    const res = await t.request(
      '/api/contact',
      { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: JSON.stringify(valid) },
      freshIp(),
    );
    expect(res.status).toBe(403);
    expect(await stored()).toEqual([]);
  });

  describe('rate limit per client', () => {
    it(`allows ${RATE_LIMITS.contact.limit} messages per window, then answers 429 with Retry-After and stores nothing`, async () => {
      t.setNow(new Date('2026-05-01T10:03:20Z'));
      const ip = freshIp();
      for (let i = 0; i < RATE_LIMITS.contact.limit; i++) expect((await send(valid, ip)).status).toBe(200);
      const refused = await send(valid, ip);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: RATE_LIMITS.contact.message });
      // The 10-minute window began at 10:00:00, so it ends in 6 min 40 s.
      expect(refused.headers.get('retry-after')).toBe('400');
      expect(await stored()).toHaveLength(RATE_LIMITS.contact.limit);

      // Others are not affected; the same client may send again in the next window.
      expect((await send(valid, freshIp())).status).toBe(200);
      t.setNow(new Date('2026-05-01T10:10:00Z'));
      expect((await send(valid, ip)).status).toBe(200);
    });

    it('counts invalid and honeypot posts too (scripts cannot probe for free)', async () => {
      const ip = freshIp();
      for (let i = 0; i < RATE_LIMITS.contact.limit; i++) await send({ website: 'spam' }, ip);
      expect((await send(valid, ip)).status).toBe(429);
      expect(await stored()).toEqual([]);
    });

    it('holds under concurrent requests: the counter is one atomic upsert in the database', async () => {
      const ip = freshIp();
      const results = await Promise.all(Array.from({ length: 12 }, () => send(valid, ip)));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(RATE_LIMITS.contact.limit);
      expect(statuses.filter((s) => s === 429)).toHaveLength(12 - RATE_LIMITS.contact.limit);
      expect(await stored()).toHaveLength(RATE_LIMITS.contact.limit);
    });

    it('removes counters of windows that have ended', async () => {
      await t.db.deleteFrom('rateLimits').execute();
      t.setNow(new Date('2026-05-02T08:00:00Z'));
      await send(valid, freshIp());
      t.setNow(new Date('2026-05-02T09:00:00Z'));
      await send(valid, freshIp());
      const starts = await t.db.selectFrom('rateLimits').select('windowStart').where('bucket', '=', 'contact').execute();
      expect(starts.map((s) => s.windowStart.toISOString())).toEqual(['2026-05-02T09:00:00.000Z']);
    });
  });
});
