import { describe, expect, it } from 'vitest';
import { addDays } from '../../domain/dates/zoned.ts';
import { hijriDate } from '../../domain/hijri/hijri.ts';
import { carriedHijri, encodeHijriDays } from './hijri-days.ts';

/** 62 days from the day before 2026-11-26, across two Hijri month changes, as the build carries them. */
function carried(offsetDays: number): { encoded: string; dates: string[] } {
  const dates = Array.from({ length: 62 }, (_, i) => addDays('2026-11-25', i));
  const texts = dates.map((date) => ({ date, text: hijriDate(date, offsetDays).text }));
  return { encoded: encodeHijriDays(texts, addDays(dates.at(-1)!, 1)), dates };
}

describe('the Hijri dates a page carries (encodeHijriDays, carriedHijri)', () => {
  it.each([0, 1, -2])('gives back every day of the range with an offset of %i day(s)', (offset) => {
    const { encoded, dates } = carried(offset);
    for (const date of dates) expect(carriedHijri(encoded, date), date).toBe(hijriDate(date, offset).text);
  });

  it('writes only the first day and the first of each month, and knows nothing outside the range', () => {
    const { encoded, dates } = carried(0);
    expect(encoded.split(';').length).toBeLessThanOrEqual(5);
    expect(carriedHijri(encoded, addDays(dates[0]!, -1))).toBeNull();
    expect(carriedHijri(encoded, addDays(dates.at(-1)!, 1))).toBeNull();
  });
});
