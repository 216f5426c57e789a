import { describe, expect, it } from 'vitest';
import { parseCalendar } from '../../../tests/support/icalendar.ts';
import { addDays, zonedTimeToUtc } from '../../domain/dates/zoned.ts';
import { serializeCalendar } from '../../domain/icalendar/calendar.ts';
import {
  ALL_PRAYERS,
  dayCongregations,
  parsePrayerList,
  PRAYER_FEED_DAYS,
  prayerFeedEntries,
  prayerTimesCalendar,
  type PrayerFeedSite,
  type PrayerSelection,
} from './prayer-calendar.ts';
import type { PrayerDay } from '../../domain/prayer-times/prayer-days.ts';
import type { DailyTimes } from '../../domain/prayer-times/types.ts';
import { translator } from '../../i18n/index.ts';

const EN = translator('en');

const site: PrayerFeedSite = {
  name: 'Redwood City Masjid',
  url: 'https://masjid.example.org',
  timeZone: 'America/Los_Angeles',
  addressLine: '100 Hazel Ave, Redwood City, CA 94061',
  geo: { latitude: 37.4744, longitude: -122.2325 },
  iqamahMinutes: 15,
  adhanMinutes: 5,
  jumuahMinutes: 45,
};

const TIMES: DailyTimes = {
  fajrAdhan: '05:42',
  fajrIqamah: '06:00',
  shouruq: '06:45',
  dhuhrAdhan: '12:15',
  dhuhrIqamah: '12:15',
  asrAdhan: '15:28',
  asrIqamah: '15:40',
  maghribAdhan: '18:45',
  maghribIqamah: '18:50',
  ishaAdhan: '20:12',
  ishaIqamah: '20:30',
};

const day = (date: string, overrides: Partial<PrayerDay> = {}): PrayerDay => ({
  date,
  times: TIMES,
  jumuah: [],
  eid: [],
  source: 'uploaded',
  ...overrides,
});

const titles = (d: PrayerDay, selection: PrayerSelection) =>
  dayCongregations(d, selection, EN).map((m) => `${m.time} ${m.title}`);

describe('dayCongregations', () => {
  it.each<[string, PrayerDay, PrayerSelection, string[]]>([
    [
      'every iqamah on a weekday',
      day('2026-11-26'),
      ALL_PRAYERS,
      ['06:00 Fajr iqamah', '12:15 Dhuhr iqamah', '15:40 Asr iqamah', '18:50 Maghrib iqamah', '20:30 Isha iqamah'],
    ],
    [
      "Jumu'ah takes Dhuhr's place on Friday",
      day('2026-11-27', { jumuah: [{ time: '13:30' }] }),
      ALL_PRAYERS,
      ['06:00 Fajr iqamah', "13:30 Jumu'ah", '15:40 Asr iqamah', '18:50 Maghrib iqamah', '20:30 Isha iqamah'],
    ],
    [
      "several Jumu'ahs with details",
      day('2026-11-27', {
        jumuah: [
          { time: '13:00', details: 'English · Main hall' },
          { time: '14:00', details: 'Arabic' },
        ],
      }),
      { prayers: ['jumuah'], adhan: false },
      ["13:00 Jumu'ah (English · Main hall)", "14:00 Jumu'ah (Arabic)"],
    ],
    [
      "Dhuhr chosen alone brings the Jumu'ah on Friday",
      day('2026-11-27', { jumuah: [{ time: '13:30' }] }),
      { prayers: ['dhuhr'], adhan: false },
      ["13:30 Jumu'ah"],
    ],
    ["Jumu'ah chosen alone gives nothing on other days", day('2026-11-26'), { prayers: ['jumuah'], adhan: false }, []],
    [
      'a choice of prayers',
      day('2026-11-26'),
      { prayers: ['fajr', 'isha'], adhan: false },
      ['06:00 Fajr iqamah', '20:30 Isha iqamah'],
    ],
    [
      'with adhans: one entry when adhan and iqamah are the same minute',
      day('2026-11-26'),
      { prayers: ['fajr', 'dhuhr', 'maghrib'], adhan: true },
      [
        '05:42 Fajr adhan',
        '06:00 Fajr iqamah',
        '12:15 Dhuhr adhan and iqamah',
        '18:45 Maghrib adhan',
        '18:50 Maghrib iqamah',
      ],
    ],
    [
      "with adhans on Friday: Dhuhr's adhan, then the Jumu'ah",
      day('2026-11-27', { jumuah: [{ time: '13:30' }] }),
      { prayers: ['dhuhr'], adhan: true },
      ['12:15 Dhuhr adhan', "13:30 Jumu'ah"],
    ],
    [
      'an Eid prayer comes with any choice of prayers',
      day('2026-11-26', {
        eid: [{ kind: 'adha', title: 'Eid al-Adha prayer', time: '07:30', details: 'Red Morton Park' }],
      }),
      { prayers: ['isha'], adhan: false },
      ['07:30 Eid al-Adha prayer (Red Morton Park)', '20:30 Isha iqamah'],
    ],
    [
      'a time that does not read is left out',
      day('2026-11-26', { times: { ...TIMES, asrIqamah: '', ishaIqamah: 'late' } }),
      ALL_PRAYERS,
      ['06:00 Fajr iqamah', '12:15 Dhuhr iqamah', '18:50 Maghrib iqamah'],
    ],
  ])('%s', (_name, d, selection, expected) => {
    expect(titles(d, selection)).toEqual(expected);
  });
});

describe('parsePrayerList', () => {
  it.each<[string[], ReturnType<typeof parsePrayerList>]>([
    [[], { prayers: ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha', 'jumuah'] }],
    [[''], { prayers: ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha', 'jumuah'] }],
    [['fajr,isha'], { prayers: ['fajr', 'isha'] }],
    [['Isha, FAJR ,fajr'], { prayers: ['fajr', 'isha'] }],
    [['isha', 'fajr'], { prayers: ['fajr', 'isha'] }],
    [['jummah'], { prayers: ['jumuah'] }],
    [["Jumu'ah,zuhr"], { prayers: ['dhuhr', 'jumuah'] }],
    [['fajr,tahajjud,sunrise'], { unknown: ['tahajjud', 'sunrise'] }],
  ])('%j', (values, expected) => expect(parsePrayerList(values)).toEqual(expected));
});

describe('prayer-times feed through ical.js', () => {
  // 60 days from Feb 20, 2027: Pacific time springs forward on March 14, 2027.
  const days = Array.from({ length: PRAYER_FEED_DAYS }, (_, i) => {
    const date = addDays('2027-02-20', i);
    return day(date, {
      jumuah: new Date(`${date}T12:00:00Z`).getUTCDay() === 5 ? [{ time: '13:30' }] : [],
      source: i % 2 ? 'calculated' : 'uploaded',
    });
  });
  const now = new Date('2027-02-20T16:00:00Z');

  it('puts each iqamah at its local time on both sides of the DST change', () => {
    const parsed = parseCalendar(serializeCalendar(prayerTimesCalendar(days, ALL_PRAYERS, site, now, 1440, EN)));
    expect(parsed.events).toHaveLength(60 * 5);
    const byUid = new Map(parsed.events.map((e) => [e.uid, e]));
    const fajrBefore = byUid.get('prayer-2027-03-13-fajr-iqamah@masjid.example.org')!;
    const fajrAfter = byUid.get('prayer-2027-03-15-fajr-iqamah@masjid.example.org')!;
    expect(fajrBefore.start.toISOString()).toBe('2027-03-13T14:00:00.000Z'); // 6:00 AM PST
    expect(fajrAfter.start.toISOString()).toBe('2027-03-15T13:00:00.000Z'); // 6:00 AM PDT
    expect(fajrAfter.end.getTime() - fajrAfter.start.getTime()).toBe(15 * 60_000);
    // Every entry at the instant the zone database gives for its wall time, in the file's own zone.
    const wallTimes = new Map(prayerFeedEntries(days, ALL_PRAYERS, site, EN).map((e) => [e.uid, e.start]));
    for (const event of parsed.events) {
      const { date, time } = wallTimes.get(event.uid)!;
      const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
      const [hour, minute] = time!.split(':').map(Number) as [number, number];
      const expected = zonedTimeToUtc('America/Los_Angeles', { year, month, day: dayOfMonth, hour, minute, second: 0 });
      expect([event.uid, event.start.toISOString(), event.startZone]).toEqual([
        event.uid,
        expected.toISOString(),
        'America/Los_Angeles',
      ]);
    }
    const local = (d: Date) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/Los_Angeles',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(d);
    expect(new Set(parsed.events.filter((e) => e.summary === 'Fajr iqamah').map((e) => local(e.start)))).toEqual(
      new Set(['06:00']),
    );
    expect(new Set(parsed.events.filter((e) => e.summary === "Jumu'ah").map((e) => local(e.start)))).toEqual(
      new Set(['13:30']),
    );
  });

  it('marks entries free, at the masjid, with stable UIDs and a note on calculated days', () => {
    const parsed = parseCalendar(
      serializeCalendar(prayerTimesCalendar(days.slice(0, 2), { prayers: ['fajr'], adhan: true }, site, now, 1440, EN)),
    );
    expect(parsed.name).toBe('Redwood City Masjid prayer times (Fajr)');
    expect(parsed.events.map((e) => [e.uid, e.summary, e.transparent])).toEqual([
      ['prayer-2027-02-20-fajr-adhan@masjid.example.org', 'Fajr adhan', true],
      ['prayer-2027-02-20-fajr-iqamah@masjid.example.org', 'Fajr iqamah', true],
      ['prayer-2027-02-21-fajr-adhan@masjid.example.org', 'Fajr adhan', true],
      ['prayer-2027-02-21-fajr-iqamah@masjid.example.org', 'Fajr iqamah', true],
    ]);
    expect(parsed.events[1]?.description).toBe(
      'Fajr iqamah at 6:00 AM (adhan 5:42 AM).\nSchedule: https://masjid.example.org/monthly-prayer-times',
    );
    expect(parsed.events[3]?.description).toContain(
      "Calculated time: the masjid's timetable for this day has not been published yet.",
    );
    expect(parsed.events[0]!.end.getTime() - parsed.events[0]!.start.getTime()).toBe(5 * 60_000);
    expect(parsed.events[1]?.location).toBe('Redwood City Masjid, 100 Hazel Ave, Redwood City, CA 94061');
    expect(parsed.refreshInterval).toBe('P1D');
  });

  it('an empty selection of days is a valid, empty calendar', () => {
    const parsed = parseCalendar(serializeCalendar(prayerTimesCalendar([], ALL_PRAYERS, site, now, 1440, EN)));
    expect(parsed.events).toEqual([]);
    expect(parsed.timeZoneIds).toEqual(['America/Los_Angeles']);
  });

  it("numbers several Jumu'ahs in their UIDs", () => {
    const friday = day('2027-02-26', { jumuah: [{ time: '13:00' }, { time: '14:15' }] });
    expect(
      prayerFeedEntries([friday], { prayers: ['jumuah'], adhan: false }, site, EN).map((e) => [e.uid, e.durationMinutes]),
    ).toEqual([
      ['prayer-2027-02-26-jumuah-1@masjid.example.org', 45],
      ['prayer-2027-02-26-jumuah-2@masjid.example.org', 45],
    ]);
  });

  it.each([
    [
      'tr',
      'Redwood City Masjid namaz vakitleri (İmsak, Cuma)',
      ['İmsak ezanı', 'İmsak kameti', 'Cuma'],
      'İmsak kameti: 06:00 (ezan 05:42).\nVakit çizelgesi: https://masjid.example.org/tr/monthly-prayer-times',
      'Namaz',
    ],
    [
      'ar',
      'مواقيت الصلاة في Redwood City Masjid (الفجر، الجمعة)',
      ['أذان الفجر', 'إقامة الفجر', 'الجمعة'],
      `إقامة الفجر الساعة ${new Intl.DateTimeFormat('ar', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, 6)))} (الأذان ${new Intl.DateTimeFormat('ar', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, 5, 42)))}).\nالجدول: https://masjid.example.org/ar/monthly-prayer-times`,
      'الصلاة',
    ],
  ])('writes the feed in %s (?lang=, issue 26): names, titles, times and links', (lang, name, summaries, description, category) => {
    const t = translator(lang);
    const friday = day('2027-02-26', { jumuah: [{ time: '13:30' }] });
    const parsed = parseCalendar(
      serializeCalendar(prayerTimesCalendar([friday], { prayers: ['fajr', 'jumuah'], adhan: true }, site, now, 1440, t)),
    );
    expect(parsed.name).toBe(name);
    expect(parsed.events.map((e) => e.summary)).toEqual(summaries);
    expect(parsed.events[1]?.description).toBe(description.replace(/\u202f/g, ' '));
    expect(parsed.events[1]?.categories).toEqual([category]);
    expect(parsed.events[1]?.url).toBe(`https://masjid.example.org/${lang}/monthly-prayer-times`);
    // The same moments as in English: only the words change.
    expect(parsed.events.map((e) => e.start.toISOString())).toEqual([
      '2027-02-26T13:42:00.000Z',
      '2027-02-26T14:00:00.000Z',
      '2027-02-26T21:30:00.000Z',
    ]);
    expect(parsed.lines).toContain(`PRODID:-//Redwood City Masjid//Prayer times//${lang.toUpperCase()}`);
  });
});
