import { describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
import { calculatedYear } from '../prayer-times/calculated.ts';
import { buildSchedule, type TimetableDay } from './schedule.ts';
import { defaultPrayerSettings, type PrayerSettings } from './settings.ts';
import { yearlyListing } from './yearly-listing.ts';

const defaults = defaultPrayerSettings(site);
const calculationOff: PrayerSettings = { ...defaults, calculation: { ...defaults.calculation, enabled: false } };
/** January's uploaded days of 2027 (the calculated times, so only the source tells them apart). */
const january: TimetableDay[] = calculatedYear(2027, site).filter((day) => day.date < '2027-02-01');

const listing = (timetable: readonly TimetableDay[], settings: PrayerSettings, withCalculated?: boolean) =>
  yearlyListing(
    buildSchedule({ from: '2027-01-01', to: '2027-12-31', timetable, settings, site }),
    2027,
    withCalculated === undefined ? {} : { withCalculated },
  );

describe('the yearly listing: uploaded days, and calculated ones only when asked (next year)', () => {
  it.each([
    // timetable, settings, withCalculated, rows, calculated rows
    ['nothing uploaded, this year', [], defaults, undefined, 0, 0],
    ['nothing uploaded, next year', [], defaults, true, 365, 365],
    ['January uploaded, this year', january, defaults, false, 31, 0],
    ['January uploaded, next year', january, defaults, true, 365, 334],
    ['calculation off, next year: fixed times are not a timetable', [], calculationOff, true, 0, 0],
    ['calculation off, January uploaded, next year', january, calculationOff, true, 31, 0],
  ] as const)('%s', (_name, timetable, settings, withCalculated, rows, calculated) => {
    const days = listing(timetable, settings, withCalculated);
    expect(days).toHaveLength(rows);
    expect(days.filter((day) => day.calculated === true)).toHaveLength(calculated);
  });

  it('marks exactly the days without an upload, in date order', () => {
    const days = listing(january, defaults, true);
    expect(days.map((day) => day.date)).toEqual([...days.map((day) => day.date)].sort());
    expect(days.find((day) => day.date === '2027-01-31')).not.toHaveProperty('calculated');
    expect(days.find((day) => day.date === '2027-02-01')).toMatchObject({ calculated: true, month: 2, day: 1 });
  });
});
