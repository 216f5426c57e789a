import { describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
import { parseTimeOfDay } from '../dates/time-of-day.ts';
import { addDays } from '../dates/zoned.ts';
import { calculatedYear } from '../prayer-times/calculated.ts';
import { changeText, khutbahDetail, scheduleChanges, upcomingChanges } from './changes.ts';
import { buildSchedule, type ScheduleDay } from './schedule.ts';
import { defaultPrayerSettings, type PrayerSettings } from './settings.ts';

const defaults = defaultPrayerSettings(site);
const m = (hhMm: string) => parseTimeOfDay(hhMm)!;

function withSettings(change: (settings: PrayerSettings) => void): PrayerSettings {
  const settings = structuredClone(defaults);
  change(settings);
  return settings;
}

const year = (settings: PrayerSettings, timetable: Parameters<typeof buildSchedule>[0]['timetable'] = []) =>
  buildSchedule({ from: '2026-01-01', to: '2026-12-31', timetable, settings, site });

describe('change notices over a whole year (2026)', () => {
  it('none with the default settings: calculated iqamahs follow their adhan, DST days included', () => {
    expect(scheduleChanges(year(defaults))).toEqual([]);
  });

  it('none for an uploaded timetable whose iqamahs follow the adhan (the demo data)', () => {
    expect(scheduleChanges(year(defaults, calculatedYear(2026, site)))).toEqual([]);
  });

  it('Isha = adhan + 10, rounded up to 5: a notice on each step, none on days that only follow the adhan', () => {
    const days = year(withSettings((s) => void (s.iqamah.isha.rule = { kind: 'afterAdhan', minutes: 10, roundUpTo: 5, notBefore: null, notAfter: null })));
    const changes = scheduleChanges(days);
    expect(changes.length).toBeGreaterThan(40);
    expect(changes.every((change) => change.subject === 'isha')).toBe(true);
    const changed = new Set(changes.map((change) => change.date));
    for (let i = 1; i < days.length; i += 1) {
      const [before, day] = [days[i - 1]!, days[i]!];
      expect(m(day.ishaIqamah) % 5).toBe(0);
      const same = day.ishaIqamah === before.ishaIqamah;
      const follows = m(day.ishaIqamah) - m(before.ishaIqamah) === m(day.ishaAdhan) - m(before.ishaAdhan);
      expect(changed.has(day.date), day.date).toBe(!same && !follows);
    }
  });

  it('a fixed override (Isha 9:00 PM, Jan 5 to Feb 28): a notice when it starts and the day after it ends', () => {
    const days = year(withSettings((s) => {
      s.iqamahOverrides = [{ prayer: 'isha', from: '2026-01-05', to: '2026-02-28', rule: { kind: 'fixed', time: '21:00' } }];
    }));
    const changes = scheduleChanges(days);
    const jan4 = days.find((day) => day.date === '2026-01-04')!;
    const mar1 = days.find((day) => day.date === '2026-03-01')!;
    expect(changes.map((change) => [change.date, change.subject, change.after])).toEqual([
      ['2026-01-05', 'isha', '9:00 PM'],
      ['2026-03-01', 'isha', displayed(mar1.ishaIqamah)],
    ]);
    expect(changes[0]?.before).toBe(displayed(jan4.ishaIqamah));
    expect(changes[1]?.before).toBe('9:00 PM');
  });

  it("a Jumu'ah change for the summer: a notice on its first Friday and on the first Friday after", () => {
    const days = year(withSettings((s) => {
      s.jumuah.overrides = [
        {
          from: '2026-06-01',
          to: '2026-08-31',
          khutbahs: [
            { time: '13:00', khateeb: '', language: 'English', place: '' },
            { time: '14:00', khateeb: '', language: 'Arabic', place: '' },
          ],
        },
      ];
    }));
    expect(scheduleChanges(days).map((change) => change.text)).toEqual([
      "From Friday, Jun 5: Jumu'ah 1:00 PM and 2:00 PM (now 1:30 PM)",
      "From Friday, Sep 4: Jumu'ah 1:30 PM (now 1:00 PM and 2:00 PM)",
    ]);
  });

  it("a new khateeb at the same time is a Jumu'ah change too, with what changed", () => {
    const days = year(withSettings((s) => {
      s.jumuah.overrides = [{ from: '2026-10-01', to: '2026-10-31', khutbahs: [{ time: '13:30', khateeb: 'Guest Imam', language: '', place: 'Gym' }] }];
    }));
    expect(scheduleChanges(days)[0]?.text).toBe("From Friday, Oct 2: Jumu'ah 1:30 PM · Gym · Guest Imam (now 1:30 PM)");
  });

  it('a timetable that starts or ends is no iqamah change; a change inside it is', () => {
    const uploaded = calculatedYear(2026, site)
      .filter((day) => day.date >= '2026-03-01' && day.date <= '2026-06-30')
      .map((day) => ({ ...day, ishaIqamah: day.date < '2026-05-01' ? '21:00' : '21:30' }));
    const changes = scheduleChanges(year(defaults, uploaded));
    expect(changes.map((change) => [change.date, change.subject, change.before, change.after])).toEqual([['2026-05-01', 'isha', '9:00 PM', '9:30 PM']]);
  });
});

describe('which step is a change (hand-made days)', () => {
  const day = (date: string, ishaAdhan: string, ishaIqamah: string): Pick<ScheduleDay, 'date' | 'source' | 'jumuah' | `${'fajr' | 'dhuhr' | 'asr' | 'maghrib' | 'isha'}${'Adhan' | 'Iqamah'}`> => ({
    date,
    source: 'uploaded',
    jumuah: null,
    fajrAdhan: '05:00',
    fajrIqamah: '05:30',
    dhuhrAdhan: '12:00',
    dhuhrIqamah: '12:30',
    asrAdhan: '15:00',
    asrIqamah: '15:30',
    maghribAdhan: '18:00',
    maghribIqamah: '18:05',
    ishaAdhan,
    ishaIqamah,
  });

  it.each<[string, [string, string][], string[]]>([
    ['a fixed iqamah while the adhan moves', [['19:10', '19:30'], ['19:11', '19:30'], ['19:12', '19:30']], []],
    ['a step of 15 minutes', [['19:10', '19:30'], ['19:11', '19:30'], ['19:12', '19:45']], ['2026-11-03 7:30 PM → 7:45 PM']],
    ['following the adhan a minute a day', [['19:10', '19:20'], ['19:11', '19:21'], ['19:12', '19:22']], []],
    ['following the adhan across DST', [['18:10', '18:20'], ['19:11', '19:21'], ['19:12', '19:22']], []],
    ['a fixed iqamah across DST', [['18:10', '19:30'], ['19:11', '19:30']], []],
    ['a step back', [['19:10', '19:45'], ['19:09', '19:30']], ['2026-11-02 7:45 PM → 7:30 PM']],
    ['the adhan stops and the iqamah moves', [['19:10', '19:20'], ['19:10', '19:25']], ['2026-11-02 7:20 PM → 7:25 PM']],
  ])('%s', (_name, times, expected) => {
    const days = times.map(([adhan, iqamah], i) => day(addDays('2026-11-01', i), adhan, iqamah));
    expect(scheduleChanges(days).map((c) => `${c.date} ${c.before} → ${c.after}`)).toEqual(expected);
  });
});

describe('upcomingChanges: the next 7 days, as the home card and the yearly page show them', () => {
  const settings = withSettings((s) => {
    s.iqamahOverrides = [
      { prayer: 'isha', from: '2026-11-01', to: '2026-11-28', rule: { kind: 'fixed', time: '19:30' } },
      { prayer: 'isha', from: '2026-11-29', to: '2026-12-31', rule: { kind: 'fixed', time: '19:45' } },
    ];
  });
  const days = buildSchedule({ from: '2026-10-20', to: '2026-12-15', timetable: [], settings, site });

  it.each([
    ['2026-11-21', []],
    ['2026-11-22', ['From Sunday, Nov 29: Isha iqamah 7:45 PM (now 7:30 PM)']],
    ['2026-11-28', ['From Sunday, Nov 29: Isha iqamah 7:45 PM (now 7:30 PM)']],
    ['2026-11-29', []],
  ])('on %s', (today, texts) => {
    expect(upcomingChanges(days, today).map((change) => change.text)).toEqual(texts);
  });

  it('a shorter window', () => {
    expect(upcomingChanges(days, '2026-11-22', 3)).toEqual([]);
    expect(upcomingChanges(days, '2026-11-26', 3)).toHaveLength(1);
  });

  it('needs the days around today only', () => {
    const around = days.filter((day) => day.date >= '2026-11-15' && day.date <= '2026-11-29');
    expect(upcomingChanges(around, '2026-11-22')).toEqual(upcomingChanges(days, '2026-11-22'));
  });
});

describe('texts', () => {
  it.each([
    [{ date: '2026-11-29', subject: 'isha', before: '7:30 PM', after: '7:45 PM' } as const, 'From Sunday, Nov 29: Isha iqamah 7:45 PM (now 7:30 PM)'],
    [{ date: '2027-01-01', subject: 'fajr', before: '6:45 AM', after: '6:30 AM' } as const, 'From Friday, Jan 1: Fajr iqamah 6:30 AM (now 6:45 AM)'],
  ])('changeText(%j)', (change, text) => {
    expect(changeText(change)).toBe(text);
  });

  it.each([
    [{ time: '13:00', khateeb: 'Imam Yusuf', language: 'English', place: 'Main hall' }, '1:00 PM · English · Main hall · Imam Yusuf'],
    [{ time: '14:00', khateeb: '', language: 'Arabic', place: '' }, '2:00 PM · Arabic'],
  ])('khutbahDetail(%j)', (khutbah, text) => {
    expect(khutbahDetail(khutbah)).toBe(text);
  });
});

function displayed(hhMm: string): string {
  const minutes = m(hhMm);
  const hour = Math.floor(minutes / 60);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}
