import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_REQUIRED, HONEYPOT_FILLED, SIGN_UP_MESSAGES } from '../../src/domain/registrations/registration-input.ts';
import { clearExpiredPersonalData } from '../../src/server/db/repositories/registrations.ts';
import { SIGN_UP_RATE_LIMITS } from '../../src/server/routes/registrations.ts';
import { site } from '../../src/config/site.ts';
import { EDGE_RETENTION_SWEEP_MS, edgeRetentionSweeps, startRetentionSweeps } from '../../src/server/registrations/retention.ts';
import { createTestApp, onEdge, type TestApp } from '../support/test-app.ts';

/**
 * Online sign-ups (issue 27) through the API: the public form's state and sign-up, the private link, the
 * staff's list, CSV, changes and walk-ins, retention. The rush is tests/api/registrations-rush.test.ts.
 */
let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = (await t.signInAs('editor')).cookie;
});
afterAll(() => t.drop());
beforeEach(async () => {
  t.setNow(undefined);
  await t.db.deleteFrom('registrations').execute();
  await t.db.deleteFrom('events').execute();
  await t.db.deleteFrom('rateLimits').execute();
  t.rebuilds.length = 0;
});

let ipCounter = 0;
const freshIp = () => `198.51.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const NOW = new Date('2026-03-01T18:00:00Z');
const signUpSettings = { online: true, capacity: 10, maxSeatsPerSignUp: 4, waitingList: true, askNotes: true, opensAt: null, closesAt: null };

async function createEvent(signUp: Record<string, unknown> | null = signUpSettings, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await t.call('POST', '/api/events', {
    cookie: editor,
    body: { title: 'Community Iftar', description: 'Dinner together', startDate: '2026-03-10T18:30', endDate: '2026-03-10T21:00', location: 'Hall', signUp, ...extra },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

type Created = { id: number; status: string; seats: number; token: string; position: number | null };

let personCounter = 0;
const person = (seats: number, extra: Record<string, unknown> = {}) => ({ name: `Person ${++personCounter}`, email: `p${personCounter}@example.org`, seats, ...extra });

const post = (eventId: number, body: unknown, clientIp = freshIp()) => t.call('POST', `/api/events/${eventId}/registrations`, { body, clientIp });

async function signUpOk(eventId: number, body: Record<string, unknown>): Promise<Created> {
  const res = await post(eventId, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Created;
}

const link = (token: string, method = 'GET', body?: unknown) => t.call(method, `/api/registrations/${token}`, { ...(body !== undefined ? { body } : {}), clientIp: freshIp() });
const staffList = async (eventId: number) => {
  const res = await t.call('GET', `/api/events/${eventId}/registrations`, { cookie: editor });
  expect(res.status).toBe(200);
  return (await res.json()) as { capacity: number; confirmedSeats: number; waitlistedSeats: number; seatsLeft: number; registrations: Array<Record<string, unknown>> };
};

describe('event sign-up settings (staff)', () => {
  it('stores the settings on the event, capacity as maxAttendees, and answers them', async () => {
    const res = await t.call('POST', '/api/events', {
      cookie: editor,
      body: { title: 'Iftar', description: 'x', startDate: '2026-03-10T18:30', signUp: { ...signUpSettings, opensAt: '2026-03-01T09:00', closesAt: '2026-03-09T09:00' } },
    });
    expect(res.status).toBe(201);
    const event = (await res.json()) as Record<string, unknown>;
    expect(event).toMatchObject({
      maxAttendees: 10,
      registrationRequired: true,
      signUp: { online: true, capacity: 10, maxSeatsPerSignUp: 4, waitingList: true, askNotes: true, askChildren: false, opensAt: '2026-03-01T17:00:00.000Z', closesAt: '2026-03-09T16:00:00.000Z' },
    });
    const all = (await (await t.call('GET', '/api/events/all', { cookie: editor })).json()) as Array<Record<string, unknown>>;
    expect(all[0]!.signUp).toEqual(event.signUp);
    // Turned off with null; the old notice keeps working.
    const off = await t.call('PUT', `/api/events/${event.id as number}`, { cookie: editor, body: { signUp: null } });
    expect(await off.json()).toMatchObject({ signUp: null, registrationRequired: true, maxAttendees: 10 });
  });

  it('refuses bad settings with 400 and fields', async () => {
    const res = await t.call('POST', '/api/events', {
      cookie: editor,
      body: { title: 'Iftar', description: 'x', startDate: '2026-03-10T18:30', signUp: { ...signUpSettings, capacity: 0, opensAt: '2026-03-05T00:00Z', closesAt: '2026-03-04T00:00Z' } },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(body.fields).toMatchObject({ 'signUp.capacity': 'Capacity must be a whole number from 1 to 10000' });
  });
});

describe('GET /api/events/{id}/sign-up', () => {
  it('answers the live state; 404 for an event without online sign-ups', async () => {
    t.setNow(NOW);
    const id = await createEvent();
    const res = await t.call('GET', `/api/events/${id}/sign-up`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      state: 'open',
      seatsLeft: 10,
      capacity: 10,
      maxSeatsPerSignUp: 4,
      waitingList: true,
      askNotes: true,
      askChildren: false,
      retentionDays: 30,
      title: 'Community Iftar',
      location: 'Hall',
      opensAt: null,
      closesAt: '2026-03-11T04:00:00.000Z',
    });
    const plain = await createEvent(null);
    expect((await t.call('GET', `/api/events/${plain}/sign-up`)).status).toBe(404);
    expect((await t.call('GET', '/api/events/999999/sign-up')).status).toBe(404);
    expect((await t.call('GET', '/api/events/abc/sign-up')).status).toBe(400);
  });

  it('reads opens/closes in the masjid zone: not yet open, then open, then closed', async () => {
    const id = await createEvent({ ...signUpSettings, opensAt: '2026-03-02T09:00', closesAt: '2026-03-09T09:00' });
    const state = async (now: string) => {
      t.setNow(new Date(now));
      return ((await (await t.call('GET', `/api/events/${id}/sign-up`)).json()) as { state: string }).state;
    };
    expect(await state('2026-03-02T16:59:59Z')).toBe('not-yet-open');
    expect(await state('2026-03-02T17:00:00Z')).toBe('open');
    expect(await state('2026-03-09T16:00:00Z')).toBe('closed');
    t.setNow(new Date('2026-03-02T16:00:00Z'));
    const early = await post(id, person(1));
    expect(early.status).toBe(403);
    expect(await early.json()).toEqual({ message: SIGN_UP_MESSAGES.notOpen });
    t.setNow(new Date('2026-03-09T16:00:00Z'));
    expect((await post(id, person(1))).status).toBe(403);
    expect(await t.db.selectFrom('registrations').selectAll().execute()).toHaveLength(0);
  });
});

describe('POST /api/events/{id}/registrations', () => {
  it('seats, then waitlists; a cancellation promotes the first waiting party that fits, seen through its link', async () => {
    t.setNow(NOW);
    const id = await createEvent();
    const a = await signUpOk(id, person(4));
    const b = await signUpOk(id, person(4));
    expect(a).toMatchObject({ status: 'confirmed', seats: 4, position: null });
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const c = await signUpOk(id, person(3)); // 2 left: waits
    const d = await signUpOk(id, person(2)); // fits in the 2 left
    expect(c).toMatchObject({ status: 'waitlisted', position: 1 });
    expect(d).toMatchObject({ status: 'confirmed', position: null });
    const e = await signUpOk(id, person(1));
    expect(e).toMatchObject({ status: 'waitlisted', position: 2 });
    expect(await staffList(id)).toMatchObject({ capacity: 10, confirmedSeats: 10, waitlistedSeats: 4, seatsLeft: 0 });
    // The public list carries the live count, and no sign-up asked for a rebuild.
    const events = (await (await t.call('GET', '/api/events')).json()) as Array<Record<string, unknown>>;
    expect(events.find((ev) => ev.id === id)).toMatchObject({ seatsLeft: 0, signUpState: 'waiting-list' });
    expect(t.rebuilds.filter((r) => !r.startsWith('event'))).toEqual([]);
    const rebuildsBefore = t.rebuilds.length;

    // b (4 seats) cancels: c (3) and e (1) are seated, in order.
    const cancel = await link(b.token, 'DELETE');
    expect(cancel.status).toBe(204);
    expect(await (await link(c.token)).json()).toMatchObject({ status: 'confirmed', position: null, seats: 3 });
    expect(await (await link(e.token)).json()).toMatchObject({ status: 'confirmed', position: null });
    expect(await (await link(b.token)).json()).toMatchObject({ status: 'cancelled' });
    expect(t.rebuilds.length).toBe(rebuildsBefore);
    // A cancelled sign-up cannot be cancelled or changed again.
    expect((await link(b.token, 'DELETE')).status).toBe(409);
    expect((await link(b.token, 'PUT', { seats: 1 })).status).toBe(409);
  });

  it('answers the private link with the sign-up and its event', async () => {
    t.setNow(NOW);
    const id = await createEvent();
    const a = await signUpOk(id, { name: 'Amina', email: 'amina@example.org', phone: '+1 650 555 0100', seats: 2, notes: 'Vegetarian' });
    const res = await link(a.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: a.id,
      status: 'confirmed',
      seats: 2,
      position: null,
      name: 'Amina',
      email: 'amina@example.org',
      phone: '+1 650 555 0100',
      notes: 'Vegetarian',
      children: [],
      maxSeatsPerSignUp: 4,
      seatsLeft: 8,
      state: 'open',
      for: { kind: 'event', id, title: 'Community Iftar', startDate: '2026-03-11T01:30:00.000Z', endDate: '2026-03-11T04:00:00.000Z', location: 'Hall', url: `/calendar?event=${id}` },
    });
    // Only the token's hash is stored.
    const rows = await t.db.selectFrom('registrations').select('tokenHash').execute();
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(a.token);
    expect((await link('x'.repeat(43))).status).toBe(404);
    expect((await link('short')).status).toBe(404);
    const ics = await link(`${a.token}/calendar.ics`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    expect(await ics.text()).toContain('SUMMARY:Community Iftar');
  });

  it('changes the party size through the link: grows into free seats, else 409 with seatsLeft', async () => {
    t.setNow(NOW);
    const id = await createEvent({ ...signUpSettings, waitingList: false });
    const a = await signUpOk(id, person(2));
    await signUpOk(id, person(4));
    await signUpOk(id, person(3)); // 1 left
    const grow = await link(a.token, 'PUT', { seats: 3 });
    expect(grow.status).toBe(200);
    expect(await grow.json()).toMatchObject({ status: 'confirmed', seats: 3, seatsLeft: 0 });
    const tooMany = await link(a.token, 'PUT', { seats: 4 });
    expect(tooMany.status).toBe(409);
    expect(await tooMany.json()).toMatchObject({ seatsLeft: 0 });
    const overMax = await link(a.token, 'PUT', { seats: 5 });
    expect(overMax.status).toBe(400);
    expect(((await overMax.json()) as { fields: Record<string, string> }).fields.seats).toBe('Seats must be a whole number from 1 to 4');
    expect((await link(a.token, 'PUT', { seats: 'two' })).status).toBe(400);
  });

  it('without a waiting list: 409 "This event is full." with the seats left', async () => {
    t.setNow(NOW);
    const id = await createEvent({ ...signUpSettings, waitingList: false });
    await signUpOk(id, person(4));
    await signUpOk(id, person(4));
    const res = await post(id, person(3));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: SIGN_UP_MESSAGES.full, seatsLeft: 2 });
    expect(await signUpOk(id, person(2))).toMatchObject({ status: 'confirmed' });
    expect(await (await t.call('GET', `/api/events/${id}/sign-up`)).json()).toMatchObject({ state: 'full', seatsLeft: 0 });
  });

  it('refuses a second live sign-up with the same e-mail (any case) or phone (any punctuation), not after a cancellation', async () => {
    t.setNow(NOW);
    const id = await createEvent();
    const first = await signUpOk(id, { name: 'Bilal', email: 'Bilal@Example.org', phone: '(650) 555-0101', seats: 1 });
    for (const body of [
      { name: 'Bilal again', email: 'bilal@example.ORG', seats: 1 },
      { name: 'Bilal by phone', phone: '650.555.0101', seats: 1 },
    ]) {
      const res = await post(id, body);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ message: SIGN_UP_MESSAGES.duplicate });
    }
    expect((await link(first.token, 'DELETE')).status).toBe(204);
    expect((await post(id, { name: 'Bilal', email: 'bilal@example.org', seats: 1 })).status).toBe(201);
    // Another event: the same person may sign up.
    const other = await createEvent();
    expect((await post(other, { name: 'Bilal', email: 'bilal@example.org', seats: 1 })).status).toBe(201);
  });

  it.each([
    ['no e-mail or phone', { name: 'A', seats: 1 }, { email: CONTACT_REQUIRED }],
    ['a filled honeypot', { name: 'A', email: 'a@example.org', seats: 1, website: 'https://spam.example' }, { website: HONEYPOT_FILLED }],
    ['more seats than the event allows', { name: 'A', email: 'a@example.org', seats: 5 }, { seats: 'Seats must be a whole number from 1 to 4' }],
    ['children where none are asked', { name: 'A', email: 'a@example.org', seats: 1, children: [{ name: 'Z', age: 4 }] }, { children: 'This sign-up does not ask for children' }],
    ['no name', { email: 'a@example.org', seats: 1 }, { name: 'Name is required' }],
    ['seats as text', { name: 'A', email: 'a@example.org', seats: '2' }, { seats: 'Seats must be a whole number from 1 to 50' }],
  ])('400 with fields for %s, storing nothing', async (_name, body, fields) => {
    t.setNow(NOW);
    const id = await createEvent();
    const res = await post(id, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toEqual(fields);
    expect(await t.db.selectFrom('registrations').selectAll().execute()).toHaveLength(0);
  });

  it('404 for an event without online sign-ups or none at all', async () => {
    t.setNow(NOW);
    const plain = await createEvent(null);
    expect((await post(plain, person(1))).status).toBe(404);
    expect((await post(987654, person(1))).status).toBe(404);
  });

  it('rate limits per address and per e-mail/phone', async () => {
    t.setNow(NOW);
    const id = await createEvent({ ...signUpSettings, capacity: 1000, maxSeatsPerSignUp: 1 });
    const ip = '203.0.113.50';
    for (let i = 0; i < SIGN_UP_RATE_LIMITS.address.limit; i++) expect((await post(id, person(1), ip)).status).toBe(201);
    const limited = await post(id, person(1), ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // Per e-mail: across events, from different addresses.
    const events = [];
    for (let i = 0; i <= SIGN_UP_RATE_LIMITS.contact.limit; i++) events.push(await createEvent());
    const statuses = [];
    for (const event of events) statuses.push((await post(event, { name: 'Same', email: 'same@example.org', seats: 1 })).status);
    expect(statuses).toEqual([...Array(SIGN_UP_RATE_LIMITS.contact.limit).fill(201), 429]);
  });
});

describe('staff: list, CSV, changes, walk-ins', () => {
  it('lists in arrival order, checks in, cancels on behalf (promoting), walks in, all in the audit log', async () => {
    t.setNow(NOW);
    const id = await createEvent({ ...signUpSettings, capacity: 6 });
    const a = await signUpOk(id, person(4, { notes: 'Wheelchair' }));
    const b = await signUpOk(id, person(2));
    const c = await signUpOk(id, person(2)); // waits
    let list = await staffList(id);
    expect(list.registrations.map((r) => [r.id, r.status, r.position, r.waitingPosition])).toEqual([
      [a.id, 'confirmed', 1, null],
      [b.id, 'confirmed', 2, null],
      [c.id, 'waitlisted', 3, 1],
    ]);
    expect(list.registrations[0]).toMatchObject({ notes: 'Wheelchair', checkedIn: false, walkIn: false, email: expect.stringMatching(/@example\.org$/) });

    const put = (rid: number, body: unknown) => t.call('PUT', `/api/events/${id}/registrations/${rid}`, { cookie: editor, body });
    const checkIn = await put(a.id, { checkedIn: true });
    expect(checkIn.status).toBe(200);
    expect(await checkIn.json()).toMatchObject({ id: a.id, checkedIn: true, checkedInAt: NOW.toISOString() });
    const cancelled = await put(b.id, { cancelled: true });
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(await (await link(c.token)).json()).toMatchObject({ status: 'confirmed' });
    // Staff grow a party past the event's own limit (up to 50) only into free seats.
    expect((await put(a.id, { seats: 5 })).status).toBe(409);
    expect((await put(a.id, { seats: 3 })).status).toBe(200);
    const walkIn = await t.call('POST', `/api/events/${id}/walk-ins`, { cookie: editor, body: { name: 'Yusuf', seats: 1 } });
    expect(walkIn.status).toBe(201);
    expect(await walkIn.json()).toMatchObject({ name: 'Yusuf', seats: 1, status: 'confirmed', checkedIn: true, walkIn: true });
    const none = await t.call('POST', `/api/events/${id}/walk-ins`, { cookie: editor, body: { name: 'Late', seats: 1 } });
    expect(none.status).toBe(409);
    expect(await none.json()).toEqual({ message: SIGN_UP_MESSAGES.noSeatsLeft, seatsLeft: 0 });
    list = await staffList(id);
    expect(list).toMatchObject({ confirmedSeats: 6, seatsLeft: 0 });
    const actions = (await t.db.selectFrom('auditLog').select('action').where('action', 'like', 'registration.%').orderBy('id').execute()).map((r) => r.action);
    expect(actions).toEqual(['registration.checkin', 'registration.cancel', 'registration.change', 'registration.walkin']);
    expect((await put(999999, { checkedIn: true })).status).toBe(404);
    expect((await put(a.id, {})).status).toBe(400);
  });

  it('exports CSV with formula cells neutralised', async () => {
    t.setNow(NOW);
    const id = await createEvent();
    await signUpOk(id, { name: '=HYPERLINK("http://evil.example","x")', email: 'evil@example.org', phone: '+1 650 555 0199', seats: 1, notes: '@SUM(1,2)' });
    const res = await t.call('GET', `/api/events/${id}/registrations.csv`, { cookie: editor });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain(`sign-ups-event-${id}.csv`);
    const text = await res.text();
    const [header, row] = text.split('\r\n');
    expect(header).toBe('Position,Status,Waiting position,Name,E-mail,Phone,Seats,Checked in,Walk-in,Notes,Children,Signed up');
    expect(row).toBe(`1,confirmed,,"'=HYPERLINK(""http://evil.example"",""x"")",evil@example.org,'+1 650 555 0199,1,,,"'@SUM(1,2)",,2026-03-01 10:00`);
    expect((await t.call('GET', `/api/events/${id}/registrations.csv`)).status).toBe(401);
  });

  it('GET /api/registrations/lists: every event with online sign-ups, upcoming first', async () => {
    t.setNow(NOW);
    const later = await createEvent(signUpSettings, { startDate: '2026-04-10T18:30', endDate: null });
    const sooner = await createEvent();
    const past = await createEvent(signUpSettings, { startDate: '2026-02-01T18:30', endDate: null });
    await createEvent(null);
    await signUpOk(sooner, person(3));
    const res = await t.call('GET', '/api/registrations/lists', { cookie: editor });
    expect(res.status).toBe(200);
    const lists = (await res.json()) as Array<Record<string, unknown>>;
    expect(lists.map((l) => l.id)).toEqual([sooner, later, past]);
    expect(lists[0]).toEqual({ kind: 'event', id: sooner, title: 'Community Iftar', startDate: '2026-03-11T01:30:00.000Z', capacity: 10, confirmedSeats: 3, waitlistedSeats: 0 });
  });
});

describe('retention', () => {
  it('clears personal data N days after the event ends, keeping the counts', async () => {
    t.setNow(NOW);
    const id = await createEvent();
    await signUpOk(id, { name: 'Amina', email: 'amina@example.org', seats: 2, notes: 'x' });
    const ended = new Date('2026-03-11T04:00:00Z');
    const day = 86_400_000;
    expect(await clearExpiredPersonalData(t.db, { now: new Date(ended.getTime() + 30 * day - 1), retentionDays: 30, timeZone: 'America/Los_Angeles' })).toBe(0);
    expect(await clearExpiredPersonalData(t.db, { now: new Date(ended.getTime() + 30 * day), retentionDays: 30, timeZone: 'America/Los_Angeles' })).toBe(1);
    const list = await staffList(id);
    expect(list).toMatchObject({ confirmedSeats: 2 });
    expect(list.registrations[0]).toMatchObject({ name: null, email: null, phone: null, notes: null, children: [], seats: 2, status: 'confirmed' });
    // Idempotent.
    expect(await clearExpiredPersonalData(t.db, { now: new Date(ended.getTime() + 60 * day), retentionDays: 30, timeZone: 'America/Los_Angeles' })).toBe(0);
  });

  it.skipIf(onEdge)("npm start's sweep runs at once and then hourly, with the configured days", async () => {
    t.setNow(NOW);
    const id = await createEvent();
    await signUpOk(id, { name: 'Bilal', email: 'bilal@example.org', seats: 1 });
    const cleared: number[] = [];
    const stop = startRetentionSweeps({ db: t.db, retentionDays: site.registrations.retentionDays, timeZone: site.timeZone, now: () => new Date('2026-04-10T04:00:00Z'), onCleared: (count) => cleared.push(count) });
    try {
      await expect.poll(() => cleared, { timeout: 5_000 }).toEqual([1]);
    } finally {
      stop();
    }
    expect((await staffList(id)).registrations[0]).toMatchObject({ name: null, email: null, seats: 1 });
  });

  // The Pages adapter (src/server/edge.ts) calls look() after each answer; the function runs the same in-process.
  it.skipIf(onEdge)("the edge's sweep runs on a request at most every ten minutes per isolate, on a connection it closes, and a failure is only a warning", async () => {
    t.setNow(NOW);
    const first = await createEvent();
    await signUpOk(first, { name: 'Hana', email: 'hana@example.org', seats: 1 });
    let clock = new Date('2026-04-10T04:00:00Z').getTime();
    let opened = 0;
    let closed = 0;
    let failing = false;
    // t.db is the test app's own: the sweep's destroy() is counted, not passed on.
    const openDb = () => {
      opened += 1;
      if (failing) throw new Error('connection refused');
      // Kysely's methods read private fields: call them on the real instance.
      return new Proxy(t.db, {
        get: (target, key) => {
          if (key === 'destroy') return async () => void (closed += 1);
          const value: unknown = Reflect.get(target, key);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    };
    const sweeps = edgeRetentionSweeps({ retentionDays: 30, timeZone: site.timeZone, now: () => new Date(clock) });
    await sweeps.look(openDb);
    expect((await staffList(first)).registrations[0]).toMatchObject({ name: null, email: null, seats: 1 });
    expect([opened, closed]).toEqual([1, 1]);

    // A sign-up whose event ended long ago, but the isolate swept a moment ago: nothing until ten minutes pass.
    t.setNow(NOW);
    const second = await createEvent();
    await signUpOk(second, { name: 'Idris', email: 'idris@example.org', seats: 1 });
    clock += EDGE_RETENTION_SWEEP_MS - 1;
    await sweeps.look(openDb);
    expect(opened).toBe(1);
    expect((await staffList(second)).registrations[0]).toMatchObject({ name: 'Idris' });
    clock += 1;
    await sweeps.look(openDb);
    expect([opened, closed]).toEqual([2, 2]);
    expect((await staffList(second)).registrations[0]).toMatchObject({ name: null, seats: 1 });

    // A database that cannot be reached: the answer was sent already; the sweep warns and tries again later.
    failing = true;
    clock += EDGE_RETENTION_SWEEP_MS;
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      await expect(sweeps.look(openDb)).resolves.toBeUndefined();
    } finally {
      console.warn = warn;
    }
    expect(warnings).toEqual([expect.stringContaining('connection refused')]);
  });
});

describe('programs (registration method "online")', () => {
  async function createProgram(registration: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<{ id: number; slug: string }> {
    const slug = `class-${++personCounter}`;
    const res = await t.call('POST', '/api/programs', {
      cookie: editor,
      body: { title: 'Weekend Arabic', slug, summary: 'x', term: 'Spring 2026', startDate: '2026-03-14', endDate: '2026-05-30', registrationOpens: '2026-03-01', registrationCloses: '2026-03-13', registration: { method: 'online', buttonLabel: 'Sign up', ...registration }, ...extra },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return { id: ((await res.json()) as { id: number }).id, slug };
  }

  it("signs up by slug with children, opens and closes on the program's registration days in the masjid zone", async () => {
    const { id, slug } = await createProgram({ capacity: 3, maxSeatsPerSignUp: 2, askChildren: true, waitingList: false });
    t.setNow(new Date('2026-03-01T07:59:59Z')); // 23:59:59 on Feb 28 in Los Angeles
    expect(await (await t.call('GET', `/api/programs/${slug}/sign-up`)).json()).toMatchObject({ state: 'not-yet-open', opensAt: '2026-03-01T08:00:00.000Z', closesAt: '2026-03-14T07:00:00.000Z', askChildren: true, capacity: 3 });
    t.setNow(new Date('2026-03-01T08:00:00Z'));
    const res = await t.call('POST', `/api/programs/${slug}/registrations`, { body: { name: 'Maryam', phone: '650 555 0102', seats: 2, children: [{ name: 'Zaid', age: 7 }, { name: 'Huda', age: 9 }] }, clientIp: freshIp() });
    expect(res.status, await res.clone().text()).toBe(201);
    const created = (await res.json()) as Created;
    expect(await (await link(created.token)).json()).toMatchObject({ children: [{ name: 'Zaid', age: 7 }, { name: 'Huda', age: 9 }], for: { kind: 'program', id, url: `/programs/${slug}`, startDate: '2026-03-14' } });
    const full = await t.call('POST', `/api/programs/${id}/registrations`, { body: { name: 'Late', email: 'late@example.org', seats: 2 }, clientIp: freshIp() });
    expect(full.status).toBe(409);
    expect(await full.json()).toEqual({ message: 'This program is full.', seatsLeft: 1 });
    const list = await t.call('GET', `/api/programs/${slug}/registrations`, { cookie: editor });
    expect(await list.json()).toMatchObject({ kind: 'program', id, capacity: 3, confirmedSeats: 2, seatsLeft: 1 });
    const walkIn = await t.call('POST', `/api/programs/${id}/walk-ins`, { cookie: editor, body: { name: 'Drop-in', seats: 1 } });
    expect(walkIn.status).toBe(201);
    t.setNow(new Date('2026-03-14T07:00:00Z'));
    expect((await t.call('POST', `/api/programs/${slug}/registrations`, { body: { name: 'After', email: 'after@example.org', seats: 1 }, clientIp: freshIp() })).status).toBe(403);
    const lists = (await (await t.call('GET', '/api/registrations/lists', { cookie: editor })).json()) as Array<Record<string, unknown>>;
    expect(lists).toContainEqual({ kind: 'program', id, title: 'Weekend Arabic', startDate: '2026-03-14', capacity: 3, confirmedSeats: 3, waitlistedSeats: 0 });
    // Retention: 30 days after the term's last day (May 30, masjid time).
    const termEnded = new Date('2026-05-31T07:00:00Z');
    expect(await clearExpiredPersonalData(t.db, { now: new Date(termEnded.getTime() + 30 * 86_400_000 - 1), retentionDays: 30, timeZone: 'America/Los_Angeles' })).toBe(0);
    expect(await clearExpiredPersonalData(t.db, { now: new Date(termEnded.getTime() + 30 * 86_400_000), retentionDays: 30, timeZone: 'America/Los_Angeles' })).toBe(2);
    expect(await (await link(created.token)).json()).toMatchObject({ name: null, phone: null, children: [], seats: 2, status: 'confirmed' });
  });

  it('seats the waiting parties when staff publish a higher capacity (a PUT, and a draft published later)', async () => {
    const { id, slug } = await createProgram({ capacity: 2, maxSeatsPerSignUp: 2, waitingList: true });
    t.setNow(new Date('2026-03-02T18:00:00Z'));
    const signUp = async (name: string, seats: number) => {
      const res = await t.call('POST', `/api/programs/${slug}/registrations`, { body: { name, email: `${name.toLowerCase()}@example.org`, seats }, clientIp: freshIp() });
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()) as Created;
    };
    const first = await signUp('Asma', 2);
    const second = await signUp('Bilal', 2);
    const third = await signUp('Dawud', 1);
    expect([first.status, second.status, third.status]).toEqual(['confirmed', 'waitlisted', 'waitlisted']);
    const registration = { method: 'online', buttonLabel: 'Sign up', maxSeatsPerSignUp: 2, waitingList: true };
    // A draft changes nothing until it is published.
    expect((await t.call('PUT', `/api/programs/${id}`, { cookie: editor, body: { draft: true, registration: { ...registration, capacity: 4 } } })).status).toBe(200);
    expect(await (await link(second.token)).json()).toMatchObject({ status: 'waitlisted', position: 1 });
    expect((await t.call('POST', `/api/programs/${id}/publish`, { cookie: editor })).status).toBe(200);
    expect(await (await link(second.token)).json()).toMatchObject({ status: 'confirmed', position: null, seatsLeft: 0 });
    expect(await (await link(third.token)).json()).toMatchObject({ status: 'waitlisted', position: 1 });
    // Published at once by a PUT: the last waiting party fits now.
    expect((await t.call('PUT', `/api/programs/${id}`, { cookie: editor, body: { registration: { ...registration, capacity: 5 } } })).status).toBe(200);
    expect(await (await link(third.token)).json()).toMatchObject({ status: 'confirmed', position: null, seatsLeft: 0 });
    expect(await (await t.call('GET', `/api/programs/${slug}/registrations`, { cookie: editor })).json()).toMatchObject({ capacity: 5, confirmedSeats: 5, waitlistedSeats: 0 });
  });

  it('a bad online setting is refused under its own field', async () => {
    t.setNow(NOW);
    const res = await t.call('POST', '/api/programs', {
      cookie: editor,
      body: { title: 'Weekend Arabic', slug: 'bad-capacity', summary: 'x', term: 'Spring 2026', startDate: '2026-03-14', endDate: '2026-05-30', registration: { method: 'online', buttonLabel: 'Sign up', capacity: 0 } },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fields: { 'registration.capacity': 'Capacity must be a whole number from 1 to 10000' } });
  });

  it('404 for a program that takes no online sign-ups or does not exist', async () => {
    t.setNow(NOW);
    const res = await t.call('POST', '/api/programs', { cookie: editor, body: { title: 'By e-mail', slug: 'by-email', summary: 'x', term: 'T', startDate: '2026-03-14', endDate: '2026-05-30' } });
    expect(res.status).toBe(201);
    expect((await t.call('GET', '/api/programs/by-email/sign-up')).status).toBe(404);
    expect((await t.call('POST', '/api/programs/by-email/registrations', { body: person(1), clientIp: freshIp() })).status).toBe(404);
    expect((await t.call('GET', '/api/programs/no-such-program/sign-up')).status).toBe(404);
  });
});
