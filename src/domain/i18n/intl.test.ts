import { describe, expect, it } from 'vitest';
import { displayTime } from '../prayer-times/display-time.ts';
import { formatHhMm } from '../dates/time-of-day.ts';
import { formatInstant, formatIsoDate, formatNumber, formatTimeOfDay, monthNameIn } from './intl.ts';

describe('formatTimeOfDay', () => {
  it.each([
    ['05:42', 'en-US', '5:42 AM'],
    ['13:30', 'en-US', '1:30 PM'],
    ['00:05', 'en-US', '12:05 AM'],
    ['05:42', 'tr-TR', '05:42'],
    ['13:30', 'tr-TR', '13:30'],
    ['05:42', 'ar-u-nu-latn', '5:42 ص'],
    ['05:42', 'ar-u-nu-arab', '٥:٤٢ ص'],
    ['18:45', 'ar-u-nu-latn', '6:45 م'],
    ['not a time', 'en-US', 'not a time'],
    ['', 'tr-TR', ''],
  ])('%s in %s → %s', (hhMm, locale, expected) => {
    expect(formatTimeOfDay(hhMm, locale)).toBe(expected);
  });

  it("agrees with SPEC's English times for every minute of the day", () => {
    for (let minute = 0; minute < 1440; minute += 1) {
      const hhMm = formatHhMm(minute);
      expect(formatTimeOfDay(hhMm, 'en-US')).toBe(displayTime(hhMm));
    }
  });
});

describe('formatIsoDate', () => {
  it.each([
    [
      '2026-11-27',
      'en-US',
      { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
      'Friday, November 27, 2026',
    ],
    ['2026-11-27', 'tr-TR', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }, '27 Kasım 2026 Cuma'],
    ['2026-03-01', 'ar-u-nu-latn', { month: 'long', day: 'numeric' }, '1 مارس'],
  ] as const)('%s in %s', (iso, locale, options, expected) => {
    expect(formatIsoDate(iso, locale, options)).toBe(expected);
  });

  it('refuses what is not a date', () => {
    expect(() => formatIsoDate('2026-02-30', 'en-US', { day: 'numeric' })).toThrow(RangeError);
  });
});

describe('formatInstant', () => {
  it("shows the masjid's day, not the host's", () => {
    // 06:30 UTC on the 28th is still the 27th, 22:30, in Redwood City.
    const instant = new Date('2026-11-28T06:30:00Z');
    expect(
      formatInstant(instant, 'en-US', 'America/Los_Angeles', { day: 'numeric', hour: 'numeric', minute: '2-digit' }),
    ).toBe('27, 10:30 PM');
    expect(formatInstant(instant, 'tr-TR', 'America/Los_Angeles', { day: 'numeric', month: 'long' })).toBe('27 Kasım');
  });
});

describe('monthNameIn and formatNumber', () => {
  it.each([
    [1, 'en-US', 'January'],
    [10, 'tr-TR', 'Ekim'],
    [12, 'ar-u-nu-latn', 'ديسمبر'],
  ])('month %i in %s is %s', (month, locale, expected) => {
    expect(monthNameIn(month, locale)).toBe(expected);
  });
  it('refuses month 13', () => expect(() => monthNameIn(13, 'en-US')).toThrow(RangeError));
  it.each([
    [1234.5, 'en-US', '1,234.5'],
    [1234.5, 'tr-TR', '1.234,5'],
    [25, 'ar-u-nu-arab', '٢٥'],
    [25, 'ar-u-nu-latn', '25'],
  ])('%d in %s is %s', (value, locale, expected) => {
    expect(formatNumber(value, locale)).toBe(expected);
  });
});
