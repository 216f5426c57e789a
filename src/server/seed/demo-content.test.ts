import { describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
import { parseTimeOfDay } from '../../domain/dates/time-of-day.ts';
import { isoDateIn, minutesOfDayIn, weekdayIn, zonedDateTimeIn } from '../../domain/dates/zoned.ts';
import { calculatedDay } from '../../domain/prayer-times/calculated.ts';
import { demoContent, demoEventTimes, nextWeekday } from './demo-content.ts';

const zone = site.timeZone;
const local = (instant: Date) => zonedDateTimeIn(zone, instant);

describe('nextWeekday', () => {
  it.each([
    // 2026-11-25 is a Wednesday.
    ['2026-11-25', 6, 5, '2026-12-05'],
    ['2026-11-25', 6, 0, '2026-11-28'],
    ['2026-11-28', 6, 0, '2026-11-28'],
    ['2026-11-28', 5, 1, '2026-12-04'],
    ['2026-12-31', 5, 1, '2027-01-01'],
  ])('from %s, weekday %i, at least %i days ahead: %s', (from, weekday, minDays, expected) => {
    expect(nextWeekday(from, weekday, minDays)).toBe(expected);
  });
});

describe("demo events happen at a masjid's hours in its own zone, whatever hour the server starts", () => {
  // Every hour of a day in each season, a DST change day among them: the local times never move.
  const starts = ['2026-03-08', '2026-06-21', '2026-11-01', '2026-11-25', '2026-12-31'].flatMap((day) =>
    Array.from({ length: 24 }, (_, hour) => new Date(`${day}T${String(hour).padStart(2, '0')}:17:00Z`)),
  );

  it.each(starts.map((now) => [now.toISOString(), now] as const))('started at %s', (_label, now) => {
    const { potluck, youthNight } = demoEventTimes(now, site);
    const potluckDay = local(potluck.startDate);
    expect(weekdayIn(zone, potluck.startDate)).toBe(6);
    const potluckDate = isoDateIn(zone, potluck.startDate);
    const maghrib = parseTimeOfDay(calculatedDay(potluckDate, site).maghribAdhan)!;
    const start = minutesOfDayIn(zone, potluck.startDate);
    expect(start).toBeGreaterThanOrEqual(maghrib + 30);
    expect(start).toBeLessThan(maghrib + 45);
    expect(start % 15).toBe(0);
    expect(potluckDay.second).toBe(0);
    expect(potluck.endDate.getTime() - potluck.startDate.getTime()).toBe(2 * 3_600_000);

    expect(weekdayIn(zone, youthNight.startDate)).toBe(5);
    expect(local(youthNight.startDate)).toMatchObject({ hour: 19, minute: 0 });
    expect(local(youthNight.endDate)).toMatchObject({ hour: 21, minute: 30 });
    expect(youthNight.startDate.getTime()).toBeGreaterThan(potluck.endDate.getTime());
    // Upcoming, and soon enough to be on the home page's carousel.
    expect(potluck.startDate.getTime() - now.getTime()).toBeGreaterThan(4 * 86_400_000);
    expect(youthNight.startDate.getTime() - now.getTime()).toBeLessThan(20 * 86_400_000);
  });

  it('the reported case: started at 1:13 AM local, no event starts at 1:13 AM', () => {
    const now = new Date('2026-11-24T09:13:00Z'); // 1:13 AM PST
    const events = demoContent(now, site).events.filter((e) => e.startDate);
    for (const event of events) {
      const { hour } = local(event.startDate as Date);
      expect(hour).toBeGreaterThanOrEqual(9);
      expect(hour).toBeLessThan(22);
    }
  });
});
