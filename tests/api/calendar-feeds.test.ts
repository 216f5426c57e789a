import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site.ts';
import { addDays, weekdayOf, zonedTimeToUtc } from '../../src/domain/dates/zoned.ts';
import { scheduleDay } from '../../src/domain/schedule/schedule.ts';
import { defaultPrayerSettings } from '../../src/domain/schedule/settings.ts';
import { memoryReadCache } from '../../src/server/cache/read-cache.ts';
import { upsertPrayerTimes } from '../../src/server/db/repositories/prayer-times.ts';
import { createNodeApp } from '../../src/server/node.ts';
import { parseCalendar, type ParsedEvent } from '../support/icalendar.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.ts';
import { onEdge } from '../support/test-app.ts';

/**
 * /prayer-times.ics and the event dialog's single-event file through the API, read back with ical.js.
 * The clock is February 20, 2027 in Redwood City: the 60 days run to April 20 and cross the change to
 * daylight time on March 14.
 */
const NOW = new Date('2027-02-20T18:00:00Z');
const FIRST = '2027-02-20';
const LAST = addDays(FIRST, 59);

let t: TestApp;
let editor: string;

beforeAll(async () => {
  // On the edge the Pages adapter's own read cache (ADR 011) is the real one; it cannot be swapped there.
  t = await createTestApp(onEdge ? {} : { readCache: memoryReadCache({ ttlMs: 60_000 }) });
  t.setNow(NOW);
  editor = (await t.signInAs('editor')).cookie;
  // The masjid's own timetable for two days either side of the change; the rest is calculated.
  const own = (date: string, fajrIqamah: string) => ({
    date,
    fajrAdhan: '05:40',
    fajrIqamah,
    shouruq: '06:50',
    dhuhrAdhan: '12:20',
    dhuhrIqamah: '12:30',
    asrAdhan: '15:30',
    asrIqamah: '15:45',
    maghribAdhan: '18:00',
    maghribIqamah: '18:05',
    ishaAdhan: '19:15',
    ishaIqamah: '19:30',
  });
  await upsertPrayerTimes(t.db, [own('2027-03-13', '06:10'), own('2027-03-15', '06:20')]);
});
afterAll(() => t.drop());

const local = (event: ParsedEvent) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: site.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(event.start)
    .replace(',', '');

async function feed(query = '') {
  const res = await t.request(`/api/prayer-times.ics${query}`);
  const text = await res.text();
  return { res, text, calendar: res.status === 200 ? parseCalendar(text) : null };
}

describe('GET /api/prayer-times.ics', () => {
  it('serves 60 days of iqamahs and Jumu’ahs as text/calendar that ical.js reads, across the DST change', async () => {
    const { res, calendar } = await feed();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="prayer-times.ics"');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(calendar!.refreshInterval).toBe('P1D');
    expect(calendar!.publishedTtl).toBe('P1D');
    expect(calendar!.timeZoneIds).toEqual([site.timeZone]);

    const dates = new Set(calendar!.events.map((e) => e.uid.slice(7, 17)));
    expect([...dates].sort()).toEqual(Array.from({ length: 60 }, (_, i) => addDays(FIRST, i)));
    const fridays = [...dates].filter((d) => weekdayOf(d) === 5).length;
    expect(calendar!.events.filter((e) => e.summary === "Jumu'ah")).toHaveLength(fridays);
    expect(calendar!.events).toHaveLength(60 * 5);
    expect(calendar!.events.filter((e) => e.summary === 'Dhuhr iqamah')).toHaveLength(60 - fridays);
    expect(calendar!.events.every((e) => e.transparent && e.startZone === site.timeZone)).toBe(true);

    // Uploaded days keep the masjid's own time on either side of the change, at the right instant.
    const byUid = new Map(calendar!.events.map((e) => [e.uid, e]));
    const host = new URL(site.url).hostname;
    const before = byUid.get(`prayer-2027-03-13-fajr-iqamah@${host}`)!;
    const after = byUid.get(`prayer-2027-03-15-fajr-iqamah@${host}`)!;
    expect(before.start.toISOString()).toBe('2027-03-13T14:10:00.000Z'); // 6:10 AM PST
    expect(after.start.toISOString()).toBe('2027-03-15T13:20:00.000Z'); // 6:20 AM PDT
    // A calculated day says so, and has the API's own times for that day.
    const calculatedDate = '2027-04-01';
    const expected = scheduleDay(calculatedDate, null, defaultPrayerSettings(site), site);
    const isha = byUid.get(`prayer-${calculatedDate}-isha-iqamah@${host}`)!;
    const [hour, minute] = expected.ishaIqamah.split(':').map(Number) as [number, number];
    expect(isha.start.toISOString()).toBe(
      zonedTimeToUtc(site.timeZone, { year: 2027, month: 4, day: 1, hour, minute, second: 0 }).toISOString(),
    );
    expect(isha.description).toContain('Calculated time');
    expect(before.description).not.toContain('Calculated time');
    // Jumu'ah at the configured time every Friday, before and after the change.
    const jumuah = calendar!.events.filter((e) => e.summary === "Jumu'ah").map(local);
    expect(jumuah.every((text) => text.endsWith('13:30'))).toBe(true);
    expect(jumuah[0]).toBe('2027-02-26 13:30');
  });

  it('?prayers=fajr,isha picks prayers and ?adhan=1 adds the adhans', async () => {
    const { calendar } = await feed('?prayers=fajr,isha&adhan=1');
    expect(new Set(calendar!.events.map((e) => e.summary))).toEqual(
      new Set(['Fajr adhan', 'Fajr iqamah', 'Isha adhan', 'Isha iqamah']),
    );
    expect(calendar!.events).toHaveLength(60 * 4);
    expect(calendar!.name).toBe(`${site.name} prayer times (Fajr, Isha)`);
    const { calendar: jumuahOnly } = await feed('?prayers=jumuah');
    expect(jumuahOnly!.events.map((e) => local(e))).toEqual(
      Array.from({ length: 60 }, (_, i) => addDays(FIRST, i))
        .filter((d) => weekdayOf(d) === 5)
        .map((d) => `${d} 13:30`),
    );
  });

  it.each([
    [
      '?prayers=fajr,tahajjud',
      'Unknown prayer "tahajjud": choose from fajr, dhuhr, asr, maghrib, isha, jumuah',
      'prayers',
    ],
    ['?adhan=maybe', 'adhan must be 1 or 0', 'adhan'],
    ['?lang=de', 'Unknown language "de": choose from en, tr, ar', 'lang'],
    ['?prayers=fajr&lang=klingon-x', 'Unknown language "klingon-x": choose from en, tr, ar', 'lang'],
  ])('%s is refused with 400 and a message', async (query, message) => {
    const { res, text } = await feed(query);
    expect(res.status).toBe(400);
    expect(JSON.parse(text)).toEqual({ message });
  });

  it('?lang=tr writes the feed in Turkish (issue 26): the same moments, Turkish names, read by ical.js', async () => {
    const { res, calendar } = await feed('?prayers=fajr,dhuhr&adhan=1&lang=tr');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const { calendar: english } = await feed('?prayers=fajr,dhuhr&adhan=1');
    expect(calendar!.name).toBe(`${site.name} namaz vakitleri (İmsak, Öğle)`);
    expect(new Set(calendar!.events.map((e) => e.summary))).toEqual(
      new Set(['İmsak ezanı', 'İmsak kameti', 'Öğle ezanı', 'Öğle kameti', 'Öğle ezanı ve kameti', 'Cuma']),
    );
    // Dates and times in the masjid's zone, exactly the English feed's.
    expect(calendar!.events.map((e) => [e.uid, local(e)])).toEqual(english!.events.map((e) => [e.uid, local(e)]));
    const fajr = calendar!.events.find((e) => e.uid === 'prayer-2027-03-15-fajr-iqamah@masjid.example.org')!;
    expect(fajr.description).toBe('İmsak kameti: 06:20 (ezan 05:40).\nVakit çizelgesi: https://masjid.example.org/tr/monthly-prayer-times');
    expect(fajr.categories).toEqual(['Namaz']);
  });

  it('?lang=ar writes it in Arabic; an empty lang, or the default one, is English', async () => {
    const { calendar } = await feed('?prayers=isha&lang=ar');
    expect(new Set(calendar!.events.map((e) => e.summary))).toEqual(new Set(['إقامة العشاء']));
    for (const query of ['?prayers=isha&lang=', '?prayers=isha&lang=en', '?prayers=isha&lang=EN-us'])
      expect(new Set((await feed(query)).calendar!.events.map((e) => e.summary)), query).toEqual(new Set(['Isha iqamah']));
  });

  it('answers HEAD without a body', async () => {
    const res = await t.request('/api/prayer-times.ics', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await res.text()).toBe('');
  });

  it('shows a new timetable at once: an upload drops the shared copy', async () => {
    const date = '2027-02-22';
    const first = (await feed('?prayers=maghrib')).calendar!.events.find((e) => e.uid.includes(date))!;
    const form = new FormData();
    form.set(
      'csv',
      new File([`date,fajr,sunrise,dhuhr,asr,maghrib,isha\n${date},05:40,06:50,12:20,15:30,17:58,19:15\n`], 't.csv', {
        type: 'text/csv',
      }),
    );
    const admin = (await t.signInAs('admin')).cookie;
    const upload = await t.request('/api/prayer-times/upload-csv', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: admin },
      body: form,
    });
    expect(upload.status).toBe(200);
    const second = (await feed('?prayers=maghrib')).calendar!.events.find((e) => e.uid.includes(date))!;
    expect(local(second).slice(11)).not.toBe(local(first).slice(11));
    expect(second.uid).toBe(first.uid);
  });

  it('is also answered at /prayer-times.ics by the Node adapter, query included', async () => {
    const node = createNodeApp({
      services: t.services,
      site: () => ({ root: '', files: new Map(), notFound: undefined }),
    });
    const res = await node.request(`${TEST_ORIGIN}/prayer-times.ics?prayers=fajr`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = parseCalendar(await res.text());
    expect(new Set(calendar.events.map((e) => e.summary))).toEqual(new Set(['Fajr iqamah']));
    const bad = await node.request(`${TEST_ORIGIN}/prayer-times.ics?prayers=sunrise`);
    expect(bad.status).toBe(400);
    const turkish = await node.request(`${TEST_ORIGIN}/prayer-times.ics?prayers=fajr&lang=tr`);
    expect(new Set(parseCalendar(await turkish.text()).events.map((e) => e.summary))).toEqual(new Set(['İmsak kameti']));
  });

  it('covers the last day of the window and no later', async () => {
    const { calendar } = await feed('?prayers=isha');
    expect(calendar!.events.at(-1)!.uid).toContain(LAST);
  });
});

describe('GET /api/events/:id/calendar.ics', () => {
  async function createEvent(body: Record<string, unknown>): Promise<{ id: number }> {
    const res = await t.call('POST', '/api/events', {
      cookie: editor,
      body: { description: 'All welcome', category: 'community', ...body },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as { id: number };
  }

  it('gives the one event as a download, and an edit keeps its UID with a higher SEQUENCE', async () => {
    const title = 'Tafsir, Fiqh; Q&A — مجلس';
    const { id } = await createEvent({ title, startDate: '2027-03-14T19:30', location: 'Main hall' });
    const res = await t.request(`/api/events/${id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="tafsir-fiqh-q-a.ics"');
    const [event] = parseCalendar(await res.text()).events;
    expect(event).toMatchObject({
      uid: `event-${id}@${new URL(site.url).hostname}`,
      summary: title,
      location: `Main hall, ${site.name}, ${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
      url: `${site.url}/calendar?event=${id}`,
    });
    // 7:30 PM on March 14, 2027, the first evening of daylight time (UTC-7).
    expect(event!.start.toISOString()).toBe('2027-03-15T02:30:00.000Z');
    expect(event!.end.toISOString()).toBe('2027-03-15T03:30:00.000Z');

    t.setNow(new Date(NOW.getTime() + 90_000));
    const updated = await t.call('PUT', `/api/events/${id}`, { cookie: editor, body: { endDate: '2027-03-14T21:00' } });
    t.setNow(NOW);
    expect(updated.status).toBe(200);
    const [edited] = parseCalendar(await (await t.request(`/api/events/${id}/calendar.ics`)).text()).events;
    expect(edited!.uid).toBe(event!.uid);
    expect(edited!.sequence).toBeGreaterThan(event!.sequence ?? 0);
    expect(edited!.end.toISOString()).toBe('2027-03-15T04:00:00.000Z');
  });

  it('answers 404 for a permanent event or none, 400 for an id that is not one', async () => {
    const { id } = await createEvent({ title: 'Weekly halaqa', isPermanent: true });
    const permanent = await t.request(`/api/events/${id}/calendar.ics`);
    expect(permanent.status).toBe(404);
    expect(await permanent.json()).toEqual({ message: 'This event has no date to add to a calendar' });
    expect((await t.request('/api/events/99999/calendar.ics')).status).toBe(404);
    expect((await t.request('/api/events/abc/calendar.ics')).status).toBe(400);
  });
});
