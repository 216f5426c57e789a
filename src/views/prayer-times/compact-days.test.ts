import { describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
import { calculatedDay } from '../../domain/prayer-times/calculated.ts';
import { decodeDailyTable, decodeDays, daysInRange, encodeDays } from './compact-days.ts';
import { YEARLY_FIELDS } from './yearly-days.ts';

const day = calculatedDay('2026-11-26', site);

describe('encodeDays / decodeDays', () => {
  it('round-trips full days and the yearly columns', () => {
    const days = [calculatedDay('2026-02-28', site), day, calculatedDay('2026-12-31', site)];
    expect(decodeDays(encodeDays(days))).toEqual(days);
    const yearly = decodeDays(encodeDays(days, YEARLY_FIELDS), YEARLY_FIELDS);
    expect(yearly.map((d) => Object.keys(d))).toEqual(days.map(() => ['date', ...YEARLY_FIELDS]));
    expect(yearly[1]).toMatchObject({ date: '2026-11-26', fajrAdhan: day.fajrAdhan, ishaIqamah: day.ishaIqamah });
  });

  it('is compact: one short entry per day', () => {
    const encoded = encodeDays([day]);
    expect(encoded).toMatch(/^2026-11-26( \d{4}){11}$/);
  });

  it("skips days without data (Fajr adhan '00:00' or empty) and days that do not read", () => {
    const encoded = encodeDays([
      { ...day, date: '2026-11-01', fajrAdhan: '00:00' },
      { ...day, date: '2026-11-02', fajrAdhan: '' },
      { ...day, date: '2026-11-03', asrIqamah: '25:99' },
      { ...day, date: '2026-02-30' },
      day,
    ]);
    expect(decodeDays(encoded).map((d) => d.date)).toEqual(['2026-11-26']);
  });

  it('drops malformed entries instead of showing half a day', () => {
    const good = encodeDays([day]);
    const text = [
      good,
      '2026-11-27 0542',
      'garbage',
      '2026-11-28 0000 0600 0700 1200 1200 1500 1500 1700 1700 1900 1900',
      '',
    ].join(';');
    expect([...decodeDailyTable(text).keys()]).toEqual(['2026-11-26']);
    expect(decodeDays('')).toEqual([]);
  });

  it('normalizes times written by a spreadsheet', () => {
    expect(decodeDays(encodeDays([{ ...day, fajrAdhan: '5:07' }]))[0]?.fajrAdhan).toBe('05:07');
  });
});

describe('daysInRange', () => {
  it('keeps the days between two ISO dates, inclusive', () => {
    const days = ['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'].map((date) => ({ date }));
    expect(daysInRange(days, '2026-12-31', '2027-01-01').map((d) => d.date)).toEqual(['2026-12-31', '2027-01-01']);
  });
});
