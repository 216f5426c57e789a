import { describe, expect, it } from 'vitest';
import { NOVEMBER_TIMES } from '../../../tests/support/sample-times.ts';
import { addDays } from '../dates/zoned.ts';
import type { PrayerDay } from '../prayer-times/prayer-days.ts';
import { instantOf, nextCongregation } from './next-prayer.ts';

const TZ = 'America/Los_Angeles';
const TIMES = NOVEMBER_TIMES;
const day = (date: string, extra: Partial<PrayerDay> = {}): PrayerDay => ({
  date,
  times: TIMES,
  jumuah: [],
  eid: [],
  source: 'uploaded',
  ...extra,
});

/** Every minute of the masjid's day `date` (1380, 1440 or 1500 of them), as instants 30 s into the minute. */
function minutesOf(date: string): Date[] {
  const start = instantOf(TZ, date, '00:00')!.getTime();
  const end = instantOf(TZ, addDays(date, 1), '00:00')!.getTime();
  const instants: Date[] = [];
  for (let t = start + 30_000; t < end; t += 60_000) instants.push(new Date(t));
  return instants;
}

/**
 * The rule said plainly, to check the function against over whole days: the congregations in time order,
 * and the first whose minute (its instant plus 60 s) is not over.
 */
function expected(days: PrayerDay[], now: Date): { key: string; date: string; minutes: number } | null {
  const all = days.flatMap((d) => {
    const friday = d.jumuah.length > 0;
    const keys: [string, string][] = [
      ['fajr', d.times.fajrIqamah],
      ...(friday ? d.jumuah.map((j, i): [string, string] => [`jumuah-${i + 1}`, j.time]) : [['dhuhr', d.times.dhuhrIqamah] as [string, string]]),
      ...d.eid.map((e, i): [string, string] => [`eid-${i + 1}`, e.time]),
      ['asr', d.times.asrIqamah],
      ['maghrib', d.times.maghribIqamah],
      ['isha', d.times.ishaIqamah],
    ];
    return keys.map(([key, time]) => ({ key, date: d.date, at: instantOf(TZ, d.date, time)! }));
  });
  const next = all.sort((a, b) => a.at.getTime() - b.at.getTime()).find((c) => c.at.getTime() + 60_000 > now.getTime());
  if (!next) return null;
  return { key: next.key, date: next.date, minutes: Math.round((next.at.getTime() - (now.getTime() - 30_000)) / 60_000) };
}

const FRIDAY = day('2026-11-27', { jumuah: [{ time: '12:45', details: 'English' }, { time: '13:45' }] });
const EID = day('2026-03-20', { eid: [{ kind: 'fitr', title: 'Eid al-Fitr prayer', time: '08:00' }, { kind: 'fitr', title: 'Eid al-Fitr prayer', time: '09:30' }] });

describe('nextCongregation, every minute of a day', () => {
  it.each<[string, PrayerDay, PrayerDay]>([
    ['a Friday with two khutbahs', FRIDAY, day('2026-11-28')],
    ['the spring DST day (23 hours)', day('2026-03-08'), day('2026-03-09')],
    ['the autumn DST day (25 hours)', day('2026-11-01'), day('2026-11-02')],
    ['an Eid day', EID, day('2026-03-21')],
    ['a Thursday before a Friday (after Isha: Friday\'s Fajr)', day('2026-11-26'), FRIDAY],
  ])('%s', (_name, today, tomorrow) => {
    for (const now of minutesOf(today.date)) {
      const found = nextCongregation([today, tomorrow], TZ, now);
      const want = expected([today, tomorrow], now);
      expect(found && { key: found.key, date: found.date, minutes: found.inMinutes }, now.toISOString()).toEqual(want);
    }
    },
  // A day of minutes: about 1,500 checks each, well within a minute even on a loaded machine.
  120_000);

  it.each([
    ['12:44:59', 'jumuah-1', "Jumu'ah (English)", 1],
    ['12:45:59', 'jumuah-1', "Jumu'ah (English)", 0],
    ['12:46:00', 'jumuah-2', "Jumu'ah", 59],
    ['13:46:00', 'asr', 'Asr iqamah', 89],
    ['18:45:59', 'isha', 'Isha iqamah', 0],
    ['18:46:00', 'fajr', 'Fajr iqamah', 674],
  ])('on the Friday at %s: %s (%s) in %i min', (time, key, title, minutes) => {
    const now = new Date(instantOf(TZ, FRIDAY.date, time.slice(0, 5))!.getTime() + Number(time.slice(6)) * 1000);
    expect(nextCongregation([FRIDAY, day('2026-11-28')], TZ, now)).toMatchObject({ key, title, inMinutes: minutes });
  });

  it('counts real minutes across the spring change: 1:00 AM PST to the 6:00 AM PDT Fajr iqamah is 4 h', () => {
    const now = instantOf(TZ, '2026-03-08', '01:00')!;
    expect(nextCongregation([day('2026-03-08')], TZ, now)?.inMinutes).toBe(4 * 60);
    const autumn = instantOf(TZ, '2026-11-01', '01:00')!;
    expect(nextCongregation([day('2026-11-01')], TZ, autumn)?.inMinutes).toBe(6 * 60);
  });

  it('is null when no day given has a congregation still to come', () => {
    expect(nextCongregation([day('2026-11-26')], TZ, instantOf(TZ, '2026-11-26', '19:00')!)).toBeNull();
  });
});
