import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_EVENT_IMAGE,
  END_BEFORE_START,
  START_DATE_REQUIRED,
} from '../../src/domain/event-rules/event-input.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.ts';

/** The event rules of SPEC 3 and 5 through the API; the masjid's zone is America/Los_Angeles. */
let t: TestApp;
let editor: string;
let admin: string;
let editorId: number;

beforeAll(async () => {
  t = await createTestApp();
  const e = await t.signInAs('editor');
  editor = e.cookie;
  editorId = e.user.id;
  admin = (await t.signInAs('admin')).cookie;
});
afterAll(() => t.drop());
beforeEach(async () => {
  await t.db.deleteFrom('events').execute();
  t.rebuilds.length = 0;
});

const valid = {
  title: 'Family Night',
  description: 'Dinner and a talk',
  startDate: '2026-07-04T18:30',
  category: 'community',
};

async function create(body: unknown): Promise<Response> {
  return t.call('POST', '/api/events', { body, cookie: editor });
}

async function createOk(body: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const res = await create({ ...valid, ...body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Record<string, unknown>;
}

async function errorOf(res: Response): Promise<{ status: number; message: string; fields?: Record<string, string> }> {
  const body = (await res.json()) as { message: string; fields?: Record<string, string> };
  return { status: res.status, ...body };
}

describe('POST /api/events', () => {
  it('creates an event with defaults: community, the stock image, not permanent; asks for a rebuild', async () => {
    const res = await create({ title: 'Quran night', description: 'All welcome', startDate: '2026-07-04T18:30' });
    expect(res.status).toBe(201);
    const event = (await res.json()) as Record<string, unknown>;
    expect(event).toMatchObject({
      title: 'Quran night',
      description: 'All welcome',
      category: 'community',
      imageUrl: DEFAULT_EVENT_IMAGE,
      isPermanent: false,
      location: null,
      registrationRequired: false,
      maxAttendees: null,
      endDate: null,
    });
    expect(event).not.toHaveProperty('createdBy');
    // 18:30 on the masjid's wall clock in July is PDT (UTC-7).
    expect(event.startDate).toBe('2026-07-05T01:30:00.000Z');
    const stored = await t.db
      .selectFrom('events')
      .select('createdBy')
      .where('id', '=', event.id as number)
      .executeTakeFirstOrThrow();
    expect(stored.createdBy).toBe(editorId);
    expect(t.rebuilds).toEqual(['event created']);
  });

  it('stores every field', async () => {
    const event = await createOk({
      endDate: '2026-07-04T21:00',
      category: 'youth',
      imageUrl: 'https://images.example.org/flyer.png',
      location: 'Youth room',
      registrationRequired: true,
      maxAttendees: 30,
    });
    expect(event).toMatchObject({
      category: 'youth',
      imageUrl: 'https://images.example.org/flyer.png',
      location: 'Youth room',
      registrationRequired: true,
      maxAttendees: 30,
      endDate: '2026-07-05T04:00:00.000Z',
    });
  });

  it.each([
    ['a datetime-local value in winter (PST)', '2026-01-10T10:00', '2026-01-10T18:00:00.000Z'],
    ['a datetime-local value in summer (PDT)', '2026-07-10T10:00', '2026-07-10T17:00:00.000Z'],
    ['seconds without a zone', '2026-07-10T10:00:30', '2026-07-10T17:00:30.000Z'],
    ['an ISO timestamp in UTC', '2026-07-10T10:00:00.000Z', '2026-07-10T10:00:00.000Z'],
    ['an ISO timestamp with an offset', '2026-07-10T10:00:00+02:00', '2026-07-10T08:00:00.000Z'],
    ['a bare date: the masjid midnight', '2026-07-10', '2026-07-10T07:00:00.000Z'],
    ['a time skipped by the spring change moves forward', '2026-03-08T02:30', '2026-03-08T10:30:00.000Z'],
  ])('reads %s', async (_label, startDate, stored) => {
    const event = await createOk({ startDate });
    expect(event.startDate).toBe(stored);
  });

  it.each([
    ['title', { title: '' }, 'Title is required'],
    ['title', { title: '   ' }, 'Title is required'],
    ['title', { title: undefined }, 'Title is required'],
    ['title', { title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
    ['description', { description: '' }, 'Description is required'],
    ['description', { description: null }, 'Description is required'],
    ['startDate', { startDate: undefined }, START_DATE_REQUIRED],
    ['startDate', { startDate: '' }, START_DATE_REQUIRED],
    ['startDate', { startDate: 'null' }, START_DATE_REQUIRED],
    ['startDate', { startDate: '1970-01-01T00:00:00.000Z' }, START_DATE_REQUIRED],
    ['startDate', { startDate: '1969-07-20T20:17' }, START_DATE_REQUIRED],
    [
      'startDate',
      { startDate: 'next tuesday' },
      'Start date must be a date and time such as 2026-03-08T18:30, or an ISO 8601 timestamp',
    ],
    [
      'startDate',
      { startDate: '2026-02-30T10:00' },
      'Start date must be a date and time such as 2026-03-08T18:30, or an ISO 8601 timestamp',
    ],
    [
      'startDate',
      { startDate: '2026-07-04T25:00' },
      'Start date must be a date and time such as 2026-03-08T18:30, or an ISO 8601 timestamp',
    ],
    [
      'startDate',
      { startDate: 1783200000000 },
      'Start date must be a date and time such as 2026-03-08T18:30, or an ISO 8601 timestamp',
    ],
    ['endDate', { endDate: '2026-07-04T18:00' }, END_BEFORE_START],
    ['category', { category: 'sports' }, 'Category must be one of community, ramadan, youth, education'],
    [
      'imageUrl',
      { imageUrl: 'javascript:alert(1)' },
      'Image URL must be an https:// address or a path on this site such as /api/uploads/…',
    ],
    [
      'imageUrl',
      { imageUrl: '//evil.example/x.png' },
      'Image URL must be an https:// address or a path on this site such as /api/uploads/…',
    ],
    [
      'imageUrl',
      { imageUrl: 'data:image/png;base64,AAAA' },
      'Image URL must be an https:// address or a path on this site such as /api/uploads/…',
    ],
    ['maxAttendees', { maxAttendees: 0 }, 'Max attendees must be a whole number from 1 to 100000'],
    ['maxAttendees', { maxAttendees: 2.5 }, 'Max attendees must be a whole number from 1 to 100000'],
    ['maxAttendees', { maxAttendees: 'lots' }, 'Max attendees must be a whole number from 1 to 100000'],
    ['isPermanent', { isPermanent: 'yes' }, 'isPermanent must be true or false'],
  ])('refuses a bad %s (%j) with 400 naming the field', async (field, change, message) => {
    const res = await create({ ...valid, ...change });
    const error = await errorOf(res);
    expect(error.status).toBe(400);
    expect(error.fields?.[field]).toBe(message);
    expect(error.message).toBe(message);
    expect(await t.db.selectFrom('events').select('id').execute()).toEqual([]);
    expect(t.rebuilds).toEqual([]);
  });

  it('accepts each category', async () => {
    for (const category of ['community', 'ramadan', 'youth', 'education']) {
      expect((await createOk({ category })).category).toBe(category);
    }
  });

  it('uses the stock image when the image is empty or missing, and keeps site paths', async () => {
    expect((await createOk({ imageUrl: '' })).imageUrl).toBe(DEFAULT_EVENT_IMAGE);
    expect((await createOk({ imageUrl: null })).imageUrl).toBe(DEFAULT_EVENT_IMAGE);
    expect((await createOk({ imageUrl: '/api/uploads/abc.png' })).imageUrl).toBe('/api/uploads/abc.png');
  });

  it('clears the dates of a permanent event and needs no start date', async () => {
    const event = await createOk({ isPermanent: true, startDate: '2026-07-04T18:30', endDate: '2026-07-05T18:30' });
    expect(event).toMatchObject({ isPermanent: true, startDate: null, endDate: null });
    const undated = await createOk({ isPermanent: true, startDate: undefined });
    expect(undated).toMatchObject({ isPermanent: true, startDate: null });
  });

  it('treats an end date of 1970 or earlier as none', async () => {
    expect((await createOk({ endDate: '1970-01-01T00:00:00Z' })).endDate).toBeNull();
  });

  it('ignores fields an event does not have (id, createdBy, timestamps)', async () => {
    const event = await createOk({ id: 12345, createdBy: 999, createdAt: '2001-01-01T00:00:00Z' });
    expect(event.id).not.toBe(12345);
    expect(event.createdAt).not.toBe('2001-01-01T00:00:00.000Z');
  });

  it('refuses bodies that are not a JSON object', async () => {
    expect((await create([valid])).status).toBe(400);
    expect((await create('text')).status).toBe(400);
    const malformed = await t.request('/api/events', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: editor, 'content-type': 'application/json' },
      body: '{"title":',
    });
    expect(await errorOf(malformed)).toMatchObject({ status: 400, message: 'The request body is not valid JSON' });
    const form = await t.request('/api/events', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: editor },
      body: 'title=x',
    });
    expect(form.status).toBe(415);
  });

  it('is staff only', async () => {
    const res = await t.call('POST', '/api/events', { body: valid });
    expect(await errorOf(res)).toEqual({ status: 401, message: 'Unauthorized' });
    expect(await t.db.selectFrom('events').select('id').execute()).toEqual([]);
  });
});

describe('PUT /api/events/:id', () => {
  it('changes only the fields sent and asks for a rebuild', async () => {
    const event = await createOk({ location: 'Hall', maxAttendees: 40, registrationRequired: true });
    t.rebuilds.length = 0;
    const res = await t.call('PUT', `/api/events/${event.id}`, {
      body: { title: 'Family Night (moved)' },
      cookie: admin,
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as Record<string, unknown>;
    expect(updated).toMatchObject({
      id: event.id,
      title: 'Family Night (moved)',
      description: event.description,
      startDate: event.startDate,
      location: 'Hall',
      maxAttendees: 40,
      registrationRequired: true,
    });
    expect(updated).not.toHaveProperty('createdBy');
    expect(t.rebuilds).toEqual(['event updated']);
  });

  it('replaces every field the form sends', async () => {
    const event = await createOk();
    const body = {
      ...valid,
      title: 'New',
      description: 'New text',
      startDate: '2026-08-01T09:00',
      endDate: '2026-08-01T12:00',
      category: 'education',
      imageUrl: '',
      location: '',
      maxAttendees: '',
    };
    const updated = (await (await t.call('PUT', `/api/events/${event.id}`, { body, cookie: editor })).json()) as Record<
      string,
      unknown
    >;
    expect(updated).toMatchObject({
      title: 'New',
      startDate: '2026-08-01T16:00:00.000Z',
      endDate: '2026-08-01T19:00:00.000Z',
      category: 'education',
      imageUrl: DEFAULT_EVENT_IMAGE,
      location: null,
      maxAttendees: null,
    });
  });

  it('making an event permanent clears its dates; making it dated again needs a start date', async () => {
    const event = await createOk({ endDate: '2026-07-04T20:00' });
    const permanent = (await (
      await t.call('PUT', `/api/events/${event.id}`, { body: { isPermanent: true }, cookie: editor })
    ).json()) as Record<string, unknown>;
    expect(permanent).toMatchObject({ isPermanent: true, startDate: null, endDate: null });
    const refused = await t.call('PUT', `/api/events/${event.id}`, { body: { isPermanent: false }, cookie: editor });
    expect(await errorOf(refused)).toMatchObject({ status: 400, fields: { startDate: START_DATE_REQUIRED } });
    const dated = await t.call('PUT', `/api/events/${event.id}`, {
      body: { isPermanent: false, startDate: '2026-09-01T10:00' },
      cookie: editor,
    });
    expect(await dated.json()).toMatchObject({ isPermanent: false, startDate: '2026-09-01T17:00:00.000Z' });
  });

  it('refuses invalid changes and leaves the event as it was', async () => {
    const event = await createOk();
    t.rebuilds.length = 0;
    const res = await t.call('PUT', `/api/events/${event.id}`, { body: { title: '' }, cookie: editor });
    expect(await errorOf(res)).toMatchObject({ status: 400, fields: { title: 'Title is required' } });
    const stored = await t.db
      .selectFrom('events')
      .select('title')
      .where('id', '=', event.id as number)
      .executeTakeFirstOrThrow();
    expect(stored.title).toBe(valid.title);
    expect(t.rebuilds).toEqual([]);
  });

  it('answers 404 for an unknown event and 400 for an id that is not one', async () => {
    expect(await errorOf(await t.call('PUT', '/api/events/999999', { body: valid, cookie: editor }))).toEqual({
      status: 404,
      message: 'Event not found',
    });
    expect((await t.call('PUT', '/api/events/abc', { body: valid, cookie: editor })).status).toBe(400);
    expect((await t.call('PUT', '/api/events/-1', { body: valid, cookie: editor })).status).toBe(400);
    expect((await t.call('PUT', '/api/events/99999999999', { body: valid, cookie: editor })).status).toBe(400);
  });

  it('is staff only', async () => {
    const event = await createOk();
    expect((await t.call('PUT', `/api/events/${event.id}`, { body: { title: 'x' } })).status).toBe(401);
  });
});

describe('DELETE /api/events/:id', () => {
  it('deletes, asks for a rebuild, then answers 404', async () => {
    const event = await createOk();
    t.rebuilds.length = 0;
    const res = await t.call('DELETE', `/api/events/${event.id}`, { cookie: editor });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Event deleted' });
    expect(t.rebuilds).toEqual(['event deleted']);
    expect(await errorOf(await t.call('DELETE', `/api/events/${event.id}`, { cookie: editor }))).toEqual({
      status: 404,
      message: 'Event not found',
    });
  });

  it('is staff only', async () => {
    const event = await createOk();
    expect((await t.call('DELETE', `/api/events/${event.id}`)).status).toBe(401);
    expect(await t.db.selectFrom('events').select('id').execute()).toHaveLength(1);
  });
});

describe('GET /api/events and /api/events/all', () => {
  it('lists events publicly without createdBy; permanent first, then by start', async () => {
    await createOk({ title: 'Later', startDate: '2026-09-01T10:00' });
    await createOk({ title: 'Sooner', startDate: '2026-08-01T10:00' });
    await createOk({ title: 'Always', isPermanent: true });
    const res = await t.call('GET', '/api/events');
    expect(res.status).toBe(200);
    const events = (await res.json()) as Record<string, unknown>[];
    expect(events.map((e) => e.title)).toEqual(['Always', 'Sooner', 'Later']);
    for (const event of events) expect(event).not.toHaveProperty('createdBy');
  });

  it('gives staff the admin list, newest start first, and refuses visitors', async () => {
    await createOk({ title: 'Sooner', startDate: '2026-08-01T10:00' });
    await createOk({ title: 'Later', startDate: '2026-09-01T10:00' });
    await createOk({ title: 'Always', isPermanent: true });
    const res = await t.call('GET', '/api/events/all', { cookie: editor });
    expect(res.status).toBe(200);
    const events = (await res.json()) as Record<string, unknown>[];
    expect(events.map((e) => e.title)).toEqual(['Later', 'Sooner', 'Always']);
    for (const event of events) expect(event).not.toHaveProperty('createdBy');
    expect(await errorOf(await t.call('GET', '/api/events/all'))).toEqual({ status: 401, message: 'Unauthorized' });
  });
});
