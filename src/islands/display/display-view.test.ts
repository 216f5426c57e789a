import { describe, expect, it } from 'vitest';
import { NOVEMBER_TIMES } from '../../../tests/support/sample-times.ts';
import { site } from '../../config/site.ts';
import { defaultPrayerSettings } from '../../domain/schedule/settings.ts';
import type { DisplayDay } from '../../domain/display/display-day.ts';
import { instantOf } from '../../domain/schedule/next-prayer.ts';
import type { Slide } from '../../domain/display/slides.ts';
import { STALE_AFTER_MS } from '../../domain/display/sync-policy.ts';
import type { ScheduleChange } from '../../domain/schedule/changes.ts';
import { languageInfo, messagesOf } from '../../i18n/index.ts';
import { displayView, noticeText, syncNoteIn } from './display-view.ts';
import { displayLanguages, displayWords, type DisplayLanguage } from './display-words.ts';
import { scheduleSource } from './schedule-source.ts';

/** A language as display.astro gives it to the screen (all its messages: more than the page carries). */
const language = (code: string): DisplayLanguage => ({ code, ...languageInfo(code), messages: messagesOf(code) });
const LANGUAGES = { en: language('en'), tr: language('tr'), ar: language('ar') };
const EN = displayWords(LANGUAGES.en);
const AR = displayWords(LANGUAGES.ar);

const TZ = 'America/Los_Angeles';
const day = (date: string): DisplayDay => ({
  date,
  source: 'uploaded',
  ...NOVEMBER_TIMES,
  ishaIqamah: '19:30',
  jumuah: [],
});
const prayerSettings = structuredClone(defaultPrayerSettings(site));
prayerSettings.jumuah.khutbahs = [
  { time: '13:00', khateeb: '', language: '', place: '' },
  { time: '14:00', khateeb: '', language: 'Arabic', place: '' },
];
prayerSettings.eidPrayers = [{ kind: 'adha', date: '2027-05-16', times: ['08:00'], place: 'Main hall', note: '' }];
const dates = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2027-05-16'];
const years = new Map(
  [2026, 2027].map((year) => [year, new Map(dates.filter((d) => d.startsWith(`${year}`)).map((d) => [d, day(d)]))]),
);
const source = scheduleSource(years, prayerSettings, site);
const slides: Slide[] = [
  { kind: 'announcement', key: 'a', title: 'A', content: 'a', lang: {} },
  { kind: 'announcement', key: 'b', title: 'B', content: 'b', lang: {} },
];
const settings = { slideSeconds: 15, iqamahScreenMinutes: 10, theme: 'dark' as const, language: 'en', secondLanguage: null };

function view(
  local: string,
  options: { lastSyncedAt?: number | null; preview?: boolean; language?: string; secondLanguage?: string | null } = {},
) {
  const [date, time] = local.split('T') as [string, string];
  const chosen = { language: options.language ?? 'en', secondLanguage: options.secondLanguage ?? null };
  return displayView({
    now: instantOf(TZ, date, time)!,
    timeZone: TZ,
    source,
    settings: { ...settings, ...chosen },
    words: displayLanguages(LANGUAGES, 'en', chosen),
    slides,
    lastSyncedAt: options.lastSyncedAt === undefined ? instantOf(TZ, date, time)!.getTime() : options.lastSyncedAt,
    preview: options.preview ?? false,
  });
}

describe('displayView', () => {
  it("shows the masjid's clock and dates, and labels tomorrow's table after Isha", () => {
    const evening = view('2026-11-25T21:05');
    expect(evening.clock).toEqual({ hoursMinutes: '9:05', seconds: '00', period: 'PM' });
    expect(evening.dateLabel).toBe('Wednesday, November 25, 2026');
    expect(evening.hijriLabel).toBe('15 Jumada al-Akhirah 1448 AH');
    expect(evening.tableLabel).toBe('Tomorrow, Thursday, Nov 26');
    expect(view('2026-11-25T12:00').tableLabel).toBe('Today');
    expect(view('2026-11-26T00:00').clock).toEqual({ hoursMinutes: '12:00', seconds: '00', period: 'AM' });
  });

  it("lists Friday's khutbahs until an hour after the last one begins", () => {
    expect(view('2026-11-27T08:00').khutbahs?.map((k) => k.time)).toEqual(['13:00', '14:00']);
    expect(view('2026-11-27T14:59').khutbahs).not.toBeNull();
    expect(view('2026-11-27T15:00').khutbahs).toBeNull();
    expect(view('2026-11-26T12:00').khutbahs).toBeNull();
  });

  it('shows an Eid prayer the settings announce: ahead of it, and on the day', () => {
    expect(view('2027-05-02T12:00').eidPrayers).toEqual([
      { prayer: prayerSettings.eidPrayers[0], today: false, dayLabel: 'Sunday, May 16' },
    ]);
    expect(view('2027-05-16T07:00').eidPrayers[0]?.today).toBe(true);
    expect(view('2026-11-25T12:00').eidPrayers).toEqual([]);
  });

  it('turns the slides at the set pace and counts them', () => {
    const first = view('2026-11-25T12:00');
    expect(first.slideCount).toBe(2);
    const now = new Date(instantOf(TZ, '2026-11-25', '12:00')!.getTime() + 15_000);
    const words = displayLanguages(LANGUAGES, 'en', settings);
    const later = displayView({ now, timeZone: TZ, source, settings, words, slides, lastSyncedAt: null, preview: true });
    expect(later.slide?.key).not.toBe(first.slide?.key);
  });

  it('notes an old sync, but never in a preview, where the screen also stays still', () => {
    const synced = instantOf(TZ, '2026-11-22', '10:02')!.getTime();
    expect(view('2026-11-25T12:00', { lastSyncedAt: synced }).syncNote).toBe(
      'Offline · last synced 3 days ago (Sun, Nov 22, 10:02 AM)',
    );
    const preview = view('2026-11-25T12:00', { lastSyncedAt: synced, preview: true });
    expect(preview.syncNote).toBeNull();
    expect(preview.shift).toEqual({ x: 0, y: 0 });
  });

  it.each([
    [
      'tr',
      { hoursMinutes: '21:05', seconds: '00', period: null },
      '25 Kasım 2026 Çarşamba',
      '15 Cemaziyelahir 1448',
      'Yarın, 26 Kas Perşembe',
    ],
    // Arabic's digits are the locale's (CLDR now writes `ar` with Latin digits; `ar-EG` would not).
    ['ar', { hoursMinutes: AR.digits('9:05'), seconds: AR.digits('00'), period: 'م' }, null, `${AR.digits('15')} جمادى الآخرة ${AR.digits('1448')} هـ`, null],
  ])('speaks %s (issue 26): clock, dates, Hijri month and labels in the language', (code, clock, date, hijri, tomorrow) => {
    const evening = view('2026-11-25T21:05', { language: code });
    expect(evening.clock).toEqual(clock);
    if (date) expect(evening.dateLabel).toBe(date);
    expect(evening.hijriLabel).toBe(hijri);
    if (tomorrow) expect(evening.tableLabel).toBe(tomorrow);
    expect(evening.words.first.code).toBe(code);
    expect(evening.words.second).toBeNull();
  });

  it('gives prayer names in two languages, and falls back to the default for one the page has no messages for', () => {
    const both = view('2026-11-25T12:00', { language: 'en', secondLanguage: 'ar' }).words;
    expect([both.first.prayer('fajr'), both.second?.prayer('fajr'), both.second?.dir]).toEqual(['Fajr', 'الفجر', 'rtl']);
    const unknown = view('2026-11-25T12:00', { language: 'ur', secondLanguage: 'bn' }).words;
    expect([unknown.first.code, unknown.second]).toEqual(['en', null]);
    const same = view('2026-11-25T12:00', { language: 'tr', secondLanguage: 'tr' }).words;
    expect([same.first.prayer('fajr'), same.second]).toEqual(['İmsak', null]);
  });
});

describe('noticeText', () => {
  const change: ScheduleChange = {
    date: '2026-11-29',
    subject: 'isha',
    before: '7:30 PM',
    after: '7:45 PM',
    text: 'From Sunday, Nov 29: Isha iqamah 7:45 PM (now 7:30 PM)',
  };
  const jumuah: ScheduleChange = {
    date: '2026-12-04',
    subject: 'jumuah',
    before: '1:30 PM',
    after: '1:00 PM, 1:45 PM and 2:30 PM',
    text: "From Friday, Dec 4: Jumu'ah 1:00 PM, 1:45 PM and 2:30 PM (now 1:30 PM)",
  };

  it("writes the schedule's own English text in English", () => {
    expect(noticeText(change, EN)).toBe(change.text);
    expect(noticeText(jumuah, EN)).toBe(jumuah.text);
  });

  it('writes it in Turkish, times on a 24-hour clock', () => {
    expect(noticeText(change, displayWords(LANGUAGES.tr))).toBe('29 Kas Pazar itibarıyla: Yatsı kameti 19:45 (şu an 19:30)');
    expect(noticeText(jumuah, displayWords(LANGUAGES.tr))).toBe('4 Ara Cuma itibarıyla: Cuma 13:00, 13:45 ve 14:30 (şu an 13:30)');
  });
});

describe('syncNoteIn', () => {
  const SYNCED = Date.parse('2026-11-22T18:02:00Z'); // Sunday 10:02 AM in Los Angeles

  it.each([
    [0, null],
    [STALE_AFTER_MS - 1, null],
    [STALE_AFTER_MS, 'Offline · last synced 15 minutes ago (Sun, Nov 22, 10:02 AM)'],
    [65 * 60_000, 'Offline · last synced 1 hour ago (Sun, Nov 22, 10:02 AM)'],
    [47 * 3_600_000, 'Offline · last synced 47 hours ago (Sun, Nov 22, 10:02 AM)'],
    [3 * 86_400_000 + 5_000, 'Offline · last synced 3 days ago (Sun, Nov 22, 10:02 AM)'],
  ])('%i ms after the sync: %s', (age, note) => {
    expect(syncNoteIn(new Date(SYNCED + age), SYNCED, TZ, EN)).toBe(note);
  });

  it("tells the time on the masjid's clock, whatever the screen's zone", () => {
    expect(syncNoteIn(new Date(SYNCED + 86_400_000), SYNCED, 'Asia/Tokyo', EN)).toBe(
      'Offline · last synced 24 hours ago (Mon, Nov 23, 3:02 AM)',
    );
  });

  it('says when the screen never synced, and speaks the screen’s language', () => {
    expect(syncNoteIn(new Date(SYNCED), null, TZ, EN)).toBe('Offline · not synced yet: showing calculated times');
    expect(syncNoteIn(new Date(SYNCED + 3 * 86_400_000), SYNCED, TZ, displayWords(LANGUAGES.tr))).toBe(
      'Çevrim dışı · son eşitleme 3 gün önce (22 Kas Paz, 10:02)',
    );
  });
});
