import { describe, expect, it } from 'vitest';
import { formatHhMm } from '../dates/time-of-day.ts';
import { addDays } from '../dates/zoned.ts';
import { clockPatternOf, showDateWith, showTimeWith } from './clock-pattern.ts';
import { formatIsoDate, formatTimeOfDay } from './intl.ts';
import { longDateLabel } from '../dates/date-labels.ts';
import { displayTime } from '../prayer-times/display-time.ts';
import { englishClock } from './clock-pattern.ts';

describe('englishClock', () => {
  it("writes SPEC's English exactly as the site's own labels do", () => {
    const pattern = englishClock();
    for (let minute = 0; minute < 1440; minute += 1)
      expect(showTimeWith(pattern, formatHhMm(minute))).toBe(displayTime(formatHhMm(minute)));
    for (let day = 0; day < 731; day += 1)
      expect(showDateWith(pattern, addDays('2026-01-01', day))).toBe(longDateLabel(addDays('2026-01-01', day)));
  });
});

const LONG = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' } as const;

describe.each(['en-US', 'tr-TR', 'ar-u-nu-latn', 'ar-u-nu-arab', 'ur', 'bn', 'de-DE', 'fr-FR'])('%s', (locale) => {
  const pattern = clockPatternOf(locale);

  it('writes every minute of the day as Intl does', () => {
    for (let minute = 0; minute < 1440; minute += 1) {
      const hhMm = formatHhMm(minute);
      expect(showTimeWith(pattern, hhMm), hhMm).toBe(formatTimeOfDay(hhMm, locale));
    }
  });

  it('writes every day of two years as Intl does', () => {
    for (let day = 0; day < 731; day += 1) {
      const iso = addDays('2026-01-01', day);
      expect(showDateWith(pattern, iso), iso).toBe(formatIsoDate(iso, locale, LONG));
    }
  });
});

describe('clockPatternOf', () => {
  it.each([
    ['tr-TR', '{day} {month} {year} {weekday}', '{hour}:{minute}', undefined],
    ['en-US', '{weekday}, {month} {day}, {year}', '{hour}:{minute} {period}', ['AM', 'PM']],
    ['ar-u-nu-latn', '{weekday}، {day} {month} {year}', '{hour}:{minute} {period}', ['ص', 'م']],
  ])('%s', (locale, date, time, periods) => {
    const pattern = clockPatternOf(locale);
    expect([pattern.date, pattern.time, pattern.periods]).toEqual([date, time, periods]);
  });
});
