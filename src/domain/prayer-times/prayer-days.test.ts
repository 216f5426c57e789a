import { describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
import { buildSchedule } from '../schedule/schedule.ts';
import { defaultPrayerSettings } from '../schedule/settings.ts';
import { prayerDayOf } from './prayer-days.ts';

const uploaded = {
  date: '2026-11-26',
  fajrAdhan: '05:30',
  fajrIqamah: '06:00',
  shouruq: '06:55',
  dhuhrAdhan: '12:10',
  dhuhrIqamah: '12:30',
  asrAdhan: '14:40',
  asrIqamah: '15:00',
  maghribAdhan: '16:55',
  maghribIqamah: '17:00',
  ishaAdhan: '18:15',
  ishaIqamah: '19:30',
};

const defaults = defaultPrayerSettings(site);
const days = (from: string, to: string, settings = defaults) =>
  buildSchedule({ from, to, timetable: [uploaded], settings, site }).map(prayerDayOf);

describe('prayerDayOf', () => {
  it("keeps the schedule's times and sources: the uploaded day, the calculated ones around it", () => {
    const [before, own] = days('2026-11-25', '2026-11-26');
    expect([before?.source, own?.source]).toEqual(['calculated', 'uploaded']);
    const { date: _date, ...times } = uploaded;
    expect(own?.times).toEqual(times);
  });

  it('gives Fridays their khutbahs with language, place and khateeb, other days none', () => {
    const settings = {
      ...defaults,
      jumuah: {
        ...defaults.jumuah,
        khutbahs: [
          { time: '13:00', khateeb: 'Imam Yusuf', language: 'English', place: 'Main hall' },
          { time: '14:00', khateeb: '', language: 'Arabic', place: '' },
        ],
      },
    };
    const week = days('2026-11-26', '2026-11-27', settings);
    expect(week.map((d) => d.jumuah)).toEqual([
      [],
      [
        { time: '13:00', details: 'English · Main hall · Imam Yusuf' },
        { time: '14:00', details: 'Arabic' },
      ],
    ]);
  });

  it('lists the Eid prayers staff announced for the day, one entry per time', () => {
    const settings = {
      ...defaults,
      eidPrayers: [
        { kind: 'adha' as const, date: '2026-11-26', times: ['07:30', '09:00'], place: 'Red Morton Park', note: '' },
      ],
    };
    const [eidDay] = days('2026-11-26', '2026-11-26', settings);
    expect(eidDay?.eid).toEqual([
      { kind: 'adha', title: 'Eid al-Adha prayer', time: '07:30', details: 'Red Morton Park' },
      { kind: 'adha', title: 'Eid al-Adha prayer', time: '09:00', details: 'Red Morton Park' },
    ]);
  });
});
