import { describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
import { calculatedDay } from '../../domain/prayer-times/calculated.ts';
import { scheduleDay } from '../../domain/schedule/schedule.ts';
import { defaultPrayerSettings } from '../../domain/schedule/settings.ts';
import { hijriDate } from '../../domain/hijri/hijri.ts';
import type { DailyPrayerTimes, PrayerTimesRecord } from '../../domain/prayer-times/types.ts';
import { instantOf } from '../../domain/schedule/next-prayer.ts';
import { dayLookup, longDateLabel, nextNote, todayView, type TodayConfig } from './today.ts';
import { translator } from '../../i18n/index.ts';
import { todayText } from '../../i18n/prayer.ts';
import { hhMmTo12h } from '../../domain/dates/time-of-day.ts';

// SPEC's English, as the default language's pages carry it.
const EN = todayText(translator('en'));

const config: TodayConfig = { timeZone: site.timeZone, geo: site.geo, prayer: site.prayer, hijriDayOffset: 0 };
const uploaded: DailyPrayerTimes = {
  date: '2026-11-26',
  fajrAdhan: '05:40',
  fajrIqamah: '06:00',
  shouruq: '07:00',
  dhuhrAdhan: '12:00',
  dhuhrIqamah: '12:30',
  asrAdhan: '14:30',
  asrIqamah: '15:00',
  maghribAdhan: '16:55',
  maghribIqamah: '17:00',
  ishaAdhan: '18:20',
  ishaIqamah: '18:45',
};
/** The instant `minutes` past the masjid's midnight on 2026-11-26. */
const at = (minutes: number) =>
  instantOf(
    config.timeZone,
    '2026-11-26',
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
  )!;
const embedded = new Map([[uploaded.date, uploaded]]);
/** The one schedule's day with the config file's settings: what the island's calculation (calculate-day.ts) gives. */
const scheduled = (date: string, record: DailyPrayerTimes | null, cfg: TodayConfig) =>
  scheduleDay(date, record, cfg.settings ?? defaultPrayerSettings(cfg), cfg);
/** The island's lookup with the calculation loaded. */
const days = (cfg: TodayConfig = config) => dayLookup(embedded, new Map(), cfg, scheduled);

describe('longDateLabel', () => {
  it.each([
    ['2026-11-26', 'Thursday, November 26, 2026'],
    ['2028-02-29', 'Tuesday, February 29, 2028'],
    ['2027-01-01', 'Friday, January 1, 2027'],
  ])('%s is %s', (date, label) => expect(longDateLabel(date)).toBe(label));
});

describe('todayView', () => {
  it("uses the embedded day's uploaded times", () => {
    const view = todayView('2026-11-26', days(), config, null, null, (date) => hijriDate(date).text)!;
    expect(view.times).toMatchObject({ source: 'uploaded', fajrAdhan: '05:40', ishaIqamah: '18:45', jumma: '1:30 PM' });
    expect(longDateLabel(view.date)).toBe('Thursday, November 26, 2026');
    expect(view.hijri).toBe(hijriDate('2026-11-26').text);
    expect(view.next).toBeNull();
  });

  it('calculates a day the build did not embed (an old build)', () => {
    const view = todayView('2027-06-01', days(), config, null)!;
    expect(view.times.source).toBe('calculated');
    expect(view.times).toMatchObject(calculatedDay('2027-06-01', site));
  });

  it("falls back to SPEC 3's fixed times when calculation is off", () => {
    const fixed = { ...config, prayer: { ...config.prayer, calculateFallback: false } };
    expect(todayView('2027-06-01', days(fixed), fixed, null)!.times).toMatchObject({
      source: 'fixed',
      fajrAdhan: '05:42',
      ishaIqamah: '20:30',
    });
  });

  it("prefers the server's record for the same day, ignores one for another day", () => {
    const server: PrayerTimesRecord = {
      ...uploaded,
      year: 2026,
      month: 11,
      day: 26,
      jumma: '1:30 PM',
      source: 'uploaded',
      asrIqamah: '15:10',
    };
    expect(todayView('2026-11-26', days(), config, null, server)!.times.asrIqamah).toBe('15:10');
    expect(todayView('2026-11-26', days(), config, null, { ...server, date: '2026-11-25' })!.times.asrIqamah).toBe(
      '15:00',
    );
  });

  it.each([
    [0, 'fajr'],
    [6 * 60, 'fajr'],
    [6 * 60 + 1, 'dhuhr'],
    [12 * 60 + 30, 'dhuhr'],
    [13 * 60, 'asr'],
    [17 * 60 + 1, 'isha'],
  ])('at minute %s the next prayer is %s', (minutes, prayer) => {
    const view = todayView('2026-11-26', days(), config, at(minutes))!;
    expect(view.next?.row).toBe(prayer);
    expect(nextNote(view, EN, hhMmTo12h)).toBeNull();
  });

  it("after Isha's iqamah names tomorrow's Fajr iqamah", () => {
    const view = todayView('2026-11-26', days(), config, at(18 * 60 + 46))!;
    expect(view.next).toMatchObject({
      row: 'fajr',
      date: '2026-11-27',
      time: calculatedDay('2026-11-27', site).fajrIqamah,
    });
    expect(nextNote(view, EN, hhMmTo12h)).toMatch(/^Next: Fajr tomorrow, iqamah at \d{1,2}:\d\d AM$/);
  });

  it("puts the Jumu'ah in Dhuhr's place on a Friday, and names an Eid prayer no card holds", () => {
    const friday = { ...uploaded, date: '2026-11-27' };
    const lookup = dayLookup(new Map([[friday.date, friday]]), new Map(), config);
    const special = {
      friday: [{ time: '13:00' }, { time: '14:00', details: 'Arabic' }],
      dated: { '2026-11-27': { e: [{ kind: 'fitr' as const, title: 'Eid al-Fitr prayer', time: '08:00' }] } },
    };
    const atFriday = (hhmm: string) => instantOf(config.timeZone, friday.date, hhmm)!;
    const morning = todayView(friday.date, lookup, config, atFriday('07:00'), null, undefined, special)!;
    expect(morning.jumuah.map((j) => j.time)).toEqual(['13:00', '14:00']);
    expect(morning.next).toMatchObject({ key: 'eid-1', row: 'eid' });
    expect(nextNote(morning, EN, hhMmTo12h)).toBe('Next: Eid al-Fitr prayer at 8:00 AM');
    const noon = todayView(friday.date, lookup, config, atFriday('13:30'), null, undefined, special)!;
    expect(noon.next).toMatchObject({ key: 'jumuah-2', row: 'jumuah', time: '14:00' });
    expect(nextNote(noon, EN, hhMmTo12h)).toBeNull();
  });

  it("shows the Hijri date hijriFor gives for the day (the island's: the days the page carries, hijri-days.ts)", () => {
    expect(todayView('2026-11-26', days(), config, null, null, (date) => hijriDate(date, 1).text)!.hijri).toBe(
      hijriDate('2026-11-27').text,
    );
  });

  it('needs the calculation only for a day the build did not cover', () => {
    const withoutCalculation = dayLookup(embedded, new Map(), config);
    expect(todayView('2026-11-26', withoutCalculation, config, at(12 * 60))?.times.source).toBe('uploaded');
    expect(todayView('2027-06-01', withoutCalculation, config, null)).toBeNull();
    // After Isha's iqamah it also needs tomorrow's Fajr.
    expect(todayView('2026-11-26', withoutCalculation, config, at(18 * 60 + 46))).toBeNull();
  });
});

describe('dayLookup', () => {
  const fallbackDay = calculatedDay('2026-11-27', site);
  const fallback = new Map([[fallbackDay.date, fallbackDay]]);

  it("gives the one schedule's record (the API's) for uploaded, fallback and calculated days", () => {
    const lookup = dayLookup(embedded, fallback, config, scheduled);
    expect(scheduled('2026-11-26', uploaded, config)).toMatchObject(lookup('2026-11-26')!);
    expect(lookup('2026-11-26')).toMatchObject({
      source: 'uploaded',
      jumma: '1:30 PM',
      year: 2026,
      month: 11,
      day: 26,
    });
    expect(scheduled('2026-11-27', null, config)).toMatchObject(lookup('2026-11-27')!);
    expect(lookup('2026-11-27')?.source).toBe('calculated');
    expect(lookup('2027-06-01')).toEqual(scheduled('2027-06-01', null, config));
  });

  it("labels the build's fallback days as the configuration says", () => {
    const fixed = { ...config, prayer: { ...config.prayer, calculateFallback: false } };
    expect(dayLookup(embedded, fallback, config)('2026-11-27')?.source).toBe('calculated');
    expect(dayLookup(embedded, fallback, fixed)('2026-11-27')?.source).toBe('fixed');
    expect(dayLookup(embedded, fallback, config)('2026-12-01')).toBeUndefined();
  });
});
