import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site.ts';
import { eventsFeedsOf } from '../support/events-feed.ts';
import { parseCalendar } from '../support/icalendar.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 26 item 4, events: staff translations of title, description and location saved, refused and
 * returned like the announcements'; `?lang=` on GET /api/events and GET /api/announcements has the server
 * choose each item's texts (the public islands choose nothing); the events feed in Turkish.
 */
const NOW = new Date('2026-05-10T19:00:00Z');
let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(NOW);
  editor = (await t.signInAs('editor')).cookie;
});
afterAll(() => t.drop());
beforeEach(async () => {
  await t.db.deleteFrom('events').execute();
  await t.db.deleteFrom('announcements').execute();
});

const valid = {
  title: 'Family night',
  description: 'Dinner and games for all ages',
  startDate: '2026-07-04T18:30',
  location: 'Main hall',
};

async function createEvent(body: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const res = await t.call('POST', '/api/events', { body: { ...valid, ...body }, cookie: editor });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Record<string, unknown>;
}

async function listOf(address: string): Promise<Record<string, unknown>[]> {
  const res = await t.call('GET', address);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Record<string, unknown>[];
}

describe('event translations (issue 26 item 4)', () => {
  it('saves, returns and replaces them; the default text stays title, description and location', async () => {
    const created = await createEvent({
      translations: { tr: { title: ' Aile gecesi ', description: 'Her yaştan aileler için yemek ve oyunlar', location: '' } },
    });
    const turkish = { tr: { title: 'Aile gecesi', description: 'Her yaştan aileler için yemek ve oyunlar' } };
    expect(created).toMatchObject({ title: valid.title, location: valid.location, translations: turkish });
    expect((await listOf('/api/events'))[0]).toMatchObject({ title: valid.title, translations: turkish });
    const staffList = (await (await t.call('GET', '/api/events/all', { cookie: editor })).json()) as Record<string, unknown>[];
    expect(staffList[0]).toMatchObject({ translations: turkish });

    // A PUT without translations keeps them; one with translations replaces them whole; null clears them.
    let res = await t.call('PUT', `/api/events/${created.id}`, { body: { location: 'Gym' }, cookie: editor });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Record<string, unknown>).translations).toEqual(turkish);
    res = await t.call('PUT', `/api/events/${created.id}`, { body: { translations: { ar: { location: 'القاعة الرياضية' } } }, cookie: editor });
    expect(((await res.json()) as Record<string, unknown>).translations).toEqual({ ar: { location: 'القاعة الرياضية' } });
    res = await t.call('PUT', `/api/events/${created.id}`, { body: { translations: null }, cookie: editor });
    expect(((await res.json()) as Record<string, unknown>).translations).toEqual({});
  });

  it('gives an event without translations an empty object', async () => {
    expect((await createEvent()).translations).toEqual({});
  });

  it.each([
    ['a title too long', { tr: { title: 'x'.repeat(201) } }, 'translations.tr.title', 'Title must be at most 200 characters'],
    ['a description too long', { ar: { description: 'x'.repeat(10_001) } }, 'translations.ar.description', 'Description must be at most 10000 characters'],
    ['a location too long', { tr: { location: 'x'.repeat(201) } }, 'translations.tr.location', 'Location must be at most 200 characters'],
    ['a language not enabled', { fr: { title: 'Soirée' } }, 'translations.fr', 'Translations are for tr, ar only'],
    ['text that is not text', { tr: { title: 7 } }, 'translations.tr.title', 'Title must be text'],
    ['not an object', 'Aile gecesi', 'translations', 'Translations must be an object with one entry per language'],
  ])('refuses %s with 400 naming the field, on POST and PUT, and stores nothing', async (_label, translations, field, message) => {
    let res = await t.call('POST', '/api/events', { body: { ...valid, translations }, cookie: editor });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields?: unknown }).fields).toEqual({ [field]: message });
    // Read from the database: the tests' direct deletes leave the edge's shared read cache as it was.
    expect(await t.db.selectFrom('events').select('id').execute()).toEqual([]);
    const created = await createEvent();
    res = await t.call('PUT', `/api/events/${created.id}`, { body: { translations }, cookie: editor });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields?: unknown }).fields).toEqual({ [field]: message });
    expect((await t.db.selectFrom('events').select('translations').executeTakeFirstOrThrow()).translations).toEqual({});
  });
});

describe('GET /api/events?lang= and /api/announcements?lang= (the server chooses the texts)', () => {
  beforeEach(async () => {
    await createEvent({ translations: { tr: { title: 'Aile gecesi' }, ar: { title: 'ليلة العائلة', description: 'عشاء وألعاب', location: 'القاعة' } } });
    await createEvent({ title: 'Quran circle', description: 'Weekly recitation', startDate: '2026-07-05T10:00', location: null });
    const res = await t.call('POST', '/api/announcements', {
      body: { title: 'Eid prayer', content: 'At 8:00 in the main hall', translations: { tr: { content: 'Ana salonda 8:00de' } } },
      cookie: editor,
    });
    expect(res.status).toBe(201);
  });

  it('?lang=tr: the Turkish where staff wrote it, the default text elsewhere, lang naming each; no translations', async () => {
    const [family, quran] = await listOf('/api/events?lang=tr');
    expect(family).toMatchObject({
      title: 'Aile gecesi',
      description: valid.description,
      location: valid.location,
      lang: { title: 'tr', description: 'en', location: 'en' },
    });
    expect(family).not.toHaveProperty('translations');
    expect(quran).toMatchObject({ title: 'Quran circle', location: null, lang: { title: 'en', description: 'en' } });
    const [announcement] = await listOf('/api/announcements?lang=tr');
    expect(announcement).toMatchObject({
      title: 'Eid prayer',
      content: 'Ana salonda 8:00de',
      lang: { title: 'en', content: 'tr' },
    });
    expect(announcement).not.toHaveProperty('translations');
  });

  it('?lang=ar (any case, with a region) and ?lang=en (the default: as written, marked en)', async () => {
    const [family] = await listOf('/api/events?lang=AR-eg');
    expect(family).toMatchObject({ title: 'ليلة العائلة', description: 'عشاء وألعاب', location: 'القاعة', lang: { title: 'ar', description: 'ar', location: 'ar' } });
    const [english] = await listOf('/api/events?lang=en');
    expect(english).toMatchObject({ title: valid.title, lang: { title: 'en', description: 'en', location: 'en' } });
    expect(english).not.toHaveProperty('translations');
  });

  it('without ?lang= the items are as stored, translations beside the default text, no lang', async () => {
    const [family] = await listOf('/api/events');
    expect(family).toMatchObject({ title: valid.title, translations: { tr: { title: 'Aile gecesi' } } });
    expect(family).not.toHaveProperty('lang');
    const [announcement] = await listOf('/api/announcements');
    expect(announcement).not.toHaveProperty('lang');
  });

  it.each(['/api/events?lang=fr', '/api/announcements?lang=fr', '/api/events?lang=xx-yy-zz'])(
    '%s is a 400 naming the enabled languages',
    async (address) => {
      const res = await t.call('GET', address);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string };
      expect(body.message).toContain(`choose from ${site.languages.enabled.join(', ')}`);
    },
  );
});

describe('the events feed in Turkish (/calendar.ics?lang=tr, /tr/calendar.ics)', () => {
  it("gives the events' Turkish titles, descriptions and places where written, read by ical.js", async () => {
    await createEvent({ translations: { tr: { title: 'Aile gecesi', description: 'Her yaştan aileler için yemek ve oyunlar', location: 'Ana salon' } } });
    await createEvent({ title: 'Quran circle', description: 'Weekly recitation', startDate: '2026-07-05T10:00', location: null });
    const feeds = await eventsFeedsOf(t.db, NOW, ['tr', site.languages.default]);
    const turkish = feeds.tr!;
    const family = turkish.events.find((event) => event.summary === 'Aile gecesi');
    expect(family, turkish.events.map((event) => event.summary).join(', ')).toBeDefined();
    expect(family!.description).toContain('Her yaştan aileler için yemek ve oyunlar');
    expect(family!.location).toContain('Ana salon');
    // Not translated: the default text.
    expect(turkish.events.some((event) => event.summary === 'Quran circle')).toBe(true);
    const english = feeds[site.languages.default]!;
    expect(english.events.map((event) => event.summary)).toEqual(expect.arrayContaining(['Family night', 'Quran circle']));
    expect(english.events.some((event) => event.summary === 'Aile gecesi')).toBe(false);
  });
});

describe('GET /api/events/:id/calendar.ics?lang= (the dialog\'s "Add to calendar" on /tr)', () => {
  it('writes the one event in Turkish where translated; an unknown language is a 400', async () => {
    const created = await createEvent({ translations: { tr: { title: 'Aile gecesi', location: 'Ana salon' } } });
    const turkish = parseCalendar(await (await t.call('GET', `/api/events/${created.id}/calendar.ics?lang=tr`)).text());
    expect(turkish.events[0]).toMatchObject({ summary: 'Aile gecesi' });
    expect(turkish.events[0]!.location).toContain('Ana salon');
    expect(turkish.events[0]!.description).toContain(valid.description);
    const english = parseCalendar(await (await t.call('GET', `/api/events/${created.id}/calendar.ics`)).text());
    expect(english.events[0]).toMatchObject({ summary: valid.title });
    const refused = await t.call('GET', `/api/events/${created.id}/calendar.ics?lang=fr`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain(`choose from ${site.languages.enabled.join(', ')}`);
  });
});
