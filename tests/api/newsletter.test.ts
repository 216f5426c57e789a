import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/server/middleware/rate-limit.ts';
import { ALREADY_SUBSCRIBED, SUBSCRIBED } from '../../src/server/routes/newsletter.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());
beforeEach(async () => {
  t.setNow(undefined);
  await t.db.deleteFrom('newsletterSubscribers').execute();
});

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const subscribe = (body: unknown, clientIp = freshIp()) => t.call('POST', '/api/newsletter/subscribe', { body, clientIp });
const subscribers = () => t.db.selectFrom('newsletterSubscribers').select('email').orderBy('id').execute();

describe('POST /api/newsletter/subscribe', () => {
  it('stores a new address (201 Subscribed!)', async () => {
    const res = await subscribe({ email: '  Fatima@Example.org ' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: SUBSCRIBED });
    expect(await subscribers()).toEqual([{ email: 'Fatima@Example.org' }]);
  });

  it('stores an address once, in any letter case: the second answer is 200 already subscribed', async () => {
    expect((await subscribe({ email: 'omar@example.org' })).status).toBe(201);
    const again = await subscribe({ email: 'OMAR@example.ORG' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: ALREADY_SUBSCRIBED });
    expect(await subscribers()).toEqual([{ email: 'omar@example.org' }]);
  });

  it('keeps one row when the same address arrives concurrently', async () => {
    const results = await Promise.all(['a@example.org', 'A@example.org', 'a@EXAMPLE.org'].map((email) => subscribe({ email })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(await subscribers()).toHaveLength(1);
  });

  it.each([
    ['no email', {}, 'Please enter your email address'],
    ['an empty email', { email: ' ' }, 'Please enter your email address'],
    ['an invalid email', { email: 'nope' }, 'Please enter a valid email address'],
    ['a number', { email: 7 }, 'Please enter your email address'],
    ['an email over 254 characters', { email: `${'e'.repeat(243)}@example.org` }, 'Email must be at most 254 characters'],
  ])('refuses %s with 400 and stores nothing', async (_name, body, message) => {
    const res = await subscribe(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message, fields: { email: message } });
    expect(await subscribers()).toEqual([]);
  });

  it(`is rate-limited per client: ${RATE_LIMITS.newsletter.limit} per window, then 429 with Retry-After`, async () => {
    t.setNow(new Date('2026-05-01T10:09:30Z'));
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.newsletter.limit; i++) {
      expect((await subscribe({ email: `reader${i}@example.org` }, ip)).status).toBe(201);
    }
    const refused = await subscribe({ email: 'one-more@example.org' }, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual({ message: RATE_LIMITS.newsletter.message });
    expect(await subscribers()).toHaveLength(RATE_LIMITS.newsletter.limit);
  });
});
