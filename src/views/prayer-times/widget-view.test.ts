import { describe, expect, it } from 'vitest';
import type { PrayerDay } from '../../domain/prayer-times/prayer-days.ts';
import type { DailyTimes } from '../../domain/prayer-times/types.ts';
import { instantOf } from '../../domain/schedule/next-prayer.ts';
import { widgetWords } from './build/widget-data.ts';
import { nextText, untilText, widgetView } from './widget-view.ts';

const EN = widgetWords('en');

const TIMES: DailyTimes = {
  fajrAdhan: '05:42',
  fajrIqamah: '06:00',
  shouruq: '06:45',
  dhuhrAdhan: '12:15',
  dhuhrIqamah: '12:30',
  asrAdhan: '15:28',
  asrIqamah: '15:40',
  maghribAdhan: '18:45',
  maghribIqamah: '18:50',
  ishaAdhan: '20:12',
  ishaIqamah: '20:30',
};
const thursday: PrayerDay = { date: '2026-11-26', times: TIMES, jumuah: [], eid: [], source: 'uploaded' };
const friday: PrayerDay = {
  date: '2026-11-27',
  times: { ...TIMES, fajrIqamah: '06:01' },
  jumuah: [{ time: '13:30' }],
  eid: [],
  source: 'uploaded',
};
const TZ = 'America/Los_Angeles';
/** The instant the masjid's clock shows `hhmm` on the day of `day`. */
const at = (hhmm: string, day: PrayerDay = thursday) => instantOf(TZ, day.date, hhmm)!;

describe('widgetView', () => {
  it('lists Fajr, Sunrise, Dhuhr, Asr, Maghrib and Isha with adhan and iqamah, none marked before the clock is known', () => {
    expect(widgetView(thursday, friday, TZ, null, EN)).toEqual({
      next: null,
      rows: [
        { key: 'fajr', name: 'Fajr', time: '6:00 AM', adhan: '5:42 AM', next: false },
        { key: 'sunrise', name: 'Sunrise', time: '6:45 AM', adhan: null, next: false },
        { key: 'dhuhr', name: 'Dhuhr', time: '12:30 PM', adhan: '12:15 PM', next: false },
        { key: 'asr', name: 'Asr', time: '3:40 PM', adhan: '3:28 PM', next: false },
        { key: 'maghrib', name: 'Maghrib', time: '6:50 PM', adhan: '6:45 PM', next: false },
        { key: 'isha', name: 'Isha', time: '8:30 PM', adhan: '8:12 PM', next: false },
      ],
    });
  });

  it("puts the Jumu'ahs in Dhuhr's place on Friday", () => {
    const several = { ...friday, jumuah: [{ time: '13:00', details: 'English' }, { time: '14:00' }] };
    expect(widgetView(several, undefined, TZ, null, EN).rows.map((r) => [r.key, r.name, r.time, r.adhan])).toEqual([
      ['fajr', 'Fajr', '6:01 AM', '5:42 AM'],
      ['sunrise', 'Sunrise', '6:45 AM', null],
      ['jumuah-1', "Jumu'ah (English)", '1:00 PM', '12:15 PM'],
      ['jumuah-2', "Jumu'ah", '2:00 PM', '12:15 PM'],
      ['asr', 'Asr', '3:40 PM', '3:28 PM'],
      ['maghrib', 'Maghrib', '6:50 PM', '6:45 PM'],
      ['isha', 'Isha', '8:30 PM', '8:12 PM'],
    ]);
  });

  it.each<[string, PrayerDay, string, string | null, string | null]>([
    ['just after midnight: Fajr', thursday, '00:05', 'fajr', 'Next: Fajr iqamah at 6:00 AM, in 5 h 55 min'],
    ['at the iqamah minute itself', thursday, '06:00', 'fajr', 'Next: Fajr iqamah at 6:00 AM, now'],
    [
      'a minute after: Dhuhr (sunrise is not a prayer)',
      thursday,
      '06:01',
      'dhuhr',
      'Next: Dhuhr iqamah at 12:30 PM, in 6 h 29 min',
    ],
    ['between adhan and iqamah', thursday, '18:47', 'maghrib', 'Next: Maghrib iqamah at 6:50 PM, in 3 min'],
    ['on Friday at noon: the Jumu’ah', friday, '12:00', 'jumuah-1', "Next: Jumu'ah at 1:30 PM, in 1 h 30 min"],
    ['after Isha: tomorrow’s Fajr, no row marked', thursday, '21:00', null, 'Next: Fajr iqamah tomorrow at 6:01 AM'],
  ])('%s', (_name, day, now, marked, text) => {
    const view = widgetView(day, day === friday ? undefined : friday, TZ, at(now, day), EN);
    expect(view.rows.filter((r) => r.next).map((r) => r.key)).toEqual(marked ? [marked] : []);
    expect(view.next ? nextText(view.next, EN) : null).toBe(text);
  });

  it('an Eid day lists its prayers after Sunrise and counts down to them', () => {
    const eid: PrayerDay = {
      ...thursday,
      eid: [{ kind: 'fitr', title: 'Eid al-Fitr prayer', time: '07:30', details: 'Red Morton Park' }],
    };
    const view = widgetView(eid, friday, TZ, at('07:00'), EN);
    expect(view.rows.map((r) => r.key)).toEqual(['fajr', 'sunrise', 'eid-1', 'dhuhr', 'asr', 'maghrib', 'isha']);
    expect(view.rows[2]).toEqual({
      key: 'eid-1',
      name: 'Eid al-Fitr prayer (Red Morton Park)',
      time: '7:30 AM',
      adhan: null,
      next: true,
    });
  });

  it('after Isha with tomorrow unknown says nothing about the next prayer', () => {
    expect(widgetView(thursday, undefined, TZ, at('21:00'), EN).next).toBeNull();
  });
});

describe('untilText', () => {
  it.each([
    [0, 'now'],
    [-3, 'now'],
    [1, 'in 1 min'],
    [59, 'in 59 min'],
    [60, 'in 1 h'],
    [61, 'in 1 h 1 min'],
    [600, 'in 10 h'],
  ])('%i → %s', (minutes, text) => expect(untilText(minutes, EN)).toBe(text));
});

describe('the widget in other languages (issue 26)', () => {
  it('writes Turkish: names, 24-hour times, the next line', () => {
    const tr = widgetWords('tr');
    const view = widgetView(friday, undefined, TZ, at('12:00', friday), tr);
    expect(view.rows.map((r) => [r.name, r.time, r.adhan])).toEqual([
      ['İmsak', '06:01', '05:42'],
      ['Güneş', '06:45', null],
      ['Cuma', '13:30', '12:15'],
      ['İkindi', '15:40', '15:28'],
      ['Akşam', '18:50', '18:45'],
      ['Yatsı', '20:30', '20:12'],
    ]);
    expect(nextText(view.next!, tr)).toBe('Sıradaki: Cuma, 13:30, 1 sa 30 dk sonra');
    expect(untilText(5, tr)).toBe('5 dk sonra');
  });

  it('writes Arabic, with the iqamah in the next line', () => {
    const ar = widgetWords('ar');
    const view = widgetView(thursday, friday, TZ, at('18:47'), ar);
    expect(view.rows.map((r) => r.name)).toEqual(['الفجر', 'الشروق', 'الظهر', 'العصر', 'المغرب', 'العشاء']);
    expect(nextText(view.next!, ar)).toMatch(/^القادمة: إقامة المغرب الساعة .+، بعد 3 د$/);
  });
});
