import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site.ts';
import { findContentItem } from '../../src/server/db/repositories/content-items.ts';
import { eventsFeedsOf } from '../support/events-feed.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 26 item 4, the texts inside a program: its term, badge, headings, buttons and e-mails in its own
 * `translations`, and each schedule card's, highlight's, teacher's, fee's and meeting's in the entry's own,
 * through draft, publish and a reorder; a wrong one is a 400 at its dotted path, and a language the site has
 * not enabled is refused inside an entry as at the top.
 */
let t: TestApp;
let admin: string;
const NOW = new Date('2026-11-26T18:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(NOW);
  admin = (await t.signInAs('admin')).cookie;
});
afterAll(() => t.drop());

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
type Item = { id: number; draft: Record<string, unknown> | null; published: Record<string, unknown> | null };
type Fields = { fields: Record<string, string> };

const program = {
  title: 'Saturday School',
  slug: 'items-saturday-school',
  summary: 'Quran and Islamic studies for children.',
  term: 'Fall 2026',
  startDate: '2026-09-12',
  endDate: '2026-12-19',
  ages: '7+ years',
  translations: { tr: { title: 'Cumartesi Okulu', term: 'Güz 2026', badge: '', ages: '7 yaş ve üstü', registrationButton: 'Şimdi Kaydol', ctaHeading: 'Bize katılın' } },
  meetings: [{ days: ['saturday'], start: '10:00', durationMinutes: 150, place: 'Main hall', translations: { tr: { place: 'Ana salon' } } }],
  fees: [{ amount: '$150', label: 'per child', translations: { ar: { label: 'لكل طفل' } } }],
  scheduleCards: [
    { label: 'Dates', show: 'dates', translations: { tr: { label: 'Tarihler' } } },
    { label: 'Snacks', show: 'text', text: 'Bring your own', translations: { tr: { text: ' Kendin getir ' } } },
  ],
  highlights: [{ title: 'Quran', text: 'Reading with tajweed', translations: { tr: { title: 'Kuran', text: '' } } }, { title: 'Manners' }],
  teachers: [{ person: { name: 'Ustadha Amina' }, role: 'Lead teacher', translations: { tr: { role: 'Baş öğretmen' } } }],
  callToAction: { heading: 'Join us', buttonLabel: 'Contact Us', subject: 'Question', body: '' },
};

describe('the texts inside a program', () => {
  let id: number;

  it('keeps each entry’s translations (trimmed, empty ones dropped) and the program’s own through publish', async () => {
    const created = await t.call('POST', '/api/programs', { cookie: admin, body: program });
    expect(created.status, await created.clone().text()).toBe(201);
    const item = await json<Item>(created);
    id = item.id;
    const published = item.published as typeof program;
    expect(published.translations).toEqual({ tr: { title: 'Cumartesi Okulu', term: 'Güz 2026', ages: '7 yaş ve üstü', registrationButton: 'Şimdi Kaydol', ctaHeading: 'Bize katılın' } });
    expect(published.scheduleCards.map((card) => card.translations)).toEqual([{ tr: { label: 'Tarihler' } }, { tr: { text: 'Kendin getir' } }]);
    expect(published.highlights[0]!.translations).toEqual({ tr: { title: 'Kuran' } });
    // An entry without translations is stored as before: no `translations` key.
    expect(published.highlights[1]).toEqual({ title: 'Manners' });
    expect(published.meetings[0]!.translations).toEqual({ tr: { place: 'Ana salon' } });
    expect(published.fees[0]!.translations).toEqual({ ar: { label: 'لكل طفل' } });
    expect(published.teachers[0]!.translations).toEqual({ tr: { role: 'Baş öğretmen' } });
    const stored = (await findContentItem(t.db, 'program', id))!.published as typeof program;
    expect(stored.highlights).toEqual(published.highlights);
  });

  it('moves a highlight with its translation (a PUT of the reordered list)', async () => {
    const highlights = [{ title: 'Manners' }, { title: 'Quran', text: 'Reading with tajweed', translations: { tr: { title: 'Kuran' } } }];
    const res = await t.call('PUT', `/api/programs/${id}`, { cookie: admin, body: { highlights } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await json<Item>(res)).published as typeof program).highlights).toEqual(highlights);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a highlight title too long', { highlights: [{ title: 'Quran', translations: { tr: { title: 'x'.repeat(121) } } }] }, 'highlights.0.translations.tr.title', 'Highlight title must be at most 120 characters'],
    ['a card label too long', { scheduleCards: [{ label: 'Dates', show: 'dates' }, { label: 'Days', show: 'dates', translations: { ar: { label: 'x'.repeat(41) } } }] }, 'scheduleCards.1.translations.ar.label', 'Card label must be at most 40 characters'],
    ['a teacher role that is not text', { teachers: [{ person: { name: 'A' }, translations: { tr: { role: 7 } } }] }, 'teachers.0.translations.tr.role', 'Teacher role must be text'],
    ['a meeting place too long', { meetings: [{ days: ['sunday'], start: '10:00', translations: { tr: { place: 'x'.repeat(121) } } }] }, 'meetings.0.translations.tr.place', 'Place must be at most 120 characters'],
    ['a registration button too long', { translations: { tr: { registrationButton: 'x'.repeat(41) } } }, 'translations.tr.registrationButton', 'Button label must be at most 40 characters'],
    ['a language not enabled inside a highlight', { highlights: [{ title: 'Quran', translations: { de: { title: 'Koran' } } }] }, 'highlights.0.translations.de', 'Translations are for tr, ar only'],
    ['a language not enabled inside a fee', { fees: [{ amount: '$1', label: 'x', translations: { fr: { note: 'x' } } }] }, 'fees.0.translations.fr', 'Translations are for tr, ar only'],
    ['a language not named by its code inside a card', { scheduleCards: [{ label: 'Dates', show: 'dates', translations: { Turkish: { label: 'x' } } }] }, 'scheduleCards.0.translations.Turkish', 'A translation is named by its language code, such as tr'],
  ])('refuses %s with 400 at its path', async (_, change, field, message) => {
    const res = await t.call('PUT', `/api/programs/${id}`, { cookie: admin, body: change });
    expect(res.status).toBe(400);
    expect((await json<Fields>(res)).fields).toMatchObject({ [field]: message });
  });

  it('refuses a language not enabled inside an entry of a new program too', async () => {
    const res = await t.call('POST', '/api/programs', { cookie: admin, body: { ...program, slug: 'items-other', teachers: [{ person: { name: 'A' }, translations: { de: { role: 'Lehrerin' } } }] } });
    expect(res.status).toBe(400);
    expect((await json<Fields>(res)).fields).toMatchObject({ 'teachers.0.translations.de': 'Translations are for tr, ar only' });
  });

  it('the Turkish events feed names the meetings by the Turkish title and place; the English one as before', async () => {
    const feeds = await eventsFeedsOf(t.db, NOW, ['tr', site.languages.default]);
    const turkish = feeds.tr!;
    const meeting = turkish.events.find((event) => event.summary === 'Cumartesi Okulu');
    expect(meeting, turkish.events.map((event) => event.summary).join(', ')).toBeDefined();
    expect(meeting!.location).toContain('Ana salon');
    const english = feeds[site.languages.default]!;
    const same = english.events.find((event) => event.summary === 'Saturday School');
    expect(same!.location).toContain('Main hall');
    expect(english.events.some((event) => event.summary === 'Cumartesi Okulu')).toBe(false);
  });
});
