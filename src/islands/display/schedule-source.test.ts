import { describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
import { formatHhMm, hhMmTo12h, parseTimeOfDay } from '../../domain/dates/time-of-day.ts';
import type { DisplayDay } from '../../domain/display/display-day.ts';
import { calculatedAdhans } from '../../domain/schedule/calculation.ts';
import { defaultPrayerSettings, type PrayerSettings } from '../../domain/schedule/settings.ts';
import { scheduleSource, yearsToKeep } from './schedule-source.ts';

const defaults = defaultPrayerSettings(site);

function withSettings(change: (settings: PrayerSettings) => void): PrayerSettings {
  const settings = structuredClone(defaults);
  change(settings);
  return settings;
}

const uploaded = (date: string, fajrIqamah = '06:00'): DisplayDay => ({
  date,
  source: 'uploaded',
  fajrAdhan: '05:40',
  fajrIqamah,
  shouruq: '06:55',
  dhuhrAdhan: '12:10',
  dhuhrIqamah: '12:30',
  asrAdhan: '14:50',
  asrIqamah: '15:15',
  maghribAdhan: '16:55',
  maghribIqamah: '17:00',
  ishaAdhan: '18:15',
  ishaIqamah: '19:30',
  jumuah: [],
});

const years = new Map([
  [
    2026,
    new Map([
      ['2026-11-25', uploaded('2026-11-25')],
      ['2026-11-26', uploaded('2026-11-26', '06:15')],
    ]),
  ],
]);

describe('scheduleSource: the one schedule with the synced settings', () => {
  it("answers the synced uploaded days, and calculates the others with the settings' calculation", () => {
    const source = scheduleSource(years, defaults, site);
    expect(source.dayFor('2026-11-25')).toMatchObject({ source: 'uploaded', fajrIqamah: '06:00' });
    const calculated = source.dayFor('2027-01-05')!;
    expect(calculated.source).toBe('calculated');
    expect(calculated.fajrAdhan).toBe(calculatedAdhans('2027-01-05', site, defaults.calculation).fajrAdhan);
    expect(source.dayFor('2027-01-05')).toBe(calculated);
    // Hanafi Asr from the saved settings, not the config's madhab.
    const hanafi = scheduleSource(
      years,
      withSettings((s) => void (s.calculation.madhab = 'hanafi')),
      site,
    );
    expect(hanafi.dayFor('2027-01-05')!.asrAdhan).not.toBe(calculated.asrAdhan);
    // Calculation off: SPEC 3's standard times from the config file.
    const fixed = scheduleSource(
      years,
      withSettings((s) => void (s.calculation.enabled = false)),
      site,
    );
    expect(fixed.dayFor('2027-01-05')).toMatchObject({
      source: 'fixed',
      fajrAdhan: site.prayer.fixedFallback.fajrAdhan,
    });
  });

  it("gives Fridays the settings' khutbahs with khateeb, language and place", () => {
    const settings = withSettings((s) => {
      s.jumuah.khutbahs = [
        { time: '14:00', khateeb: '', language: 'Arabic', place: 'Hall B' },
        { time: '13:00', khateeb: 'Imam Yusuf', language: 'English', place: '' },
      ];
    });
    const source = scheduleSource(years, settings, site);
    expect(source.dayFor('2026-11-27')!.jumuah).toEqual([
      { time: '13:00', khateeb: 'Imam Yusuf', language: 'English' },
      { time: '14:00', language: 'Arabic', place: 'Hall B' },
    ]);
    expect(source.dayFor('2026-11-26')!.jumuah).toEqual([]);
  });

  it("announces the coming week's changes the schedule finds: the uploaded file's, a rule's and a new Jumu'ah", () => {
    const settings = withSettings((s) => {
      s.iqamahOverrides = [
        { prayer: 'isha', from: '2026-11-29', to: '2026-12-31', rule: { kind: 'fixed', time: '20:00' } },
      ];
      s.jumuah.overrides = [
        { from: '2026-11-27', to: '2026-11-27', khutbahs: [{ time: '12:30', khateeb: '', language: '', place: '' }] },
      ];
    });
    const source = scheduleSource(new Map(), settings, site);
    const isha = source.dayFor('2026-11-28')!.ishaIqamah;
    expect(source.noticesFor('2026-11-25').map((n) => n.text)).toEqual([
      "From Friday, Nov 27: Jumu'ah 12:30 PM (now 1:30 PM)",
      `From Sunday, Nov 29: Isha iqamah 8:00 PM (now ${hhMmTo12h(isha)})`,
    ]);
    // The file's own step, between two synced uploaded days.
    expect(
      scheduleSource(years, defaults, site)
        .noticesFor('2026-11-25')
        .map((n) => n.text),
    ).toEqual(['From Thursday, Nov 26: Fajr iqamah 6:15 AM (now 6:00 AM)']);
    expect(scheduleSource(new Map(), defaults, site).noticesFor('2026-11-25')).toEqual([]);
  });

  it("dates the Hijri day with the settings' offset, turning at Maghrib when they say so", () => {
    expect(scheduleSource(years, defaults, site).hijriAt('2026-11-25', 20 * 60)?.text).toBe(
      '15 Jumada al-Akhirah 1448 AH',
    );
    const shifted = withSettings((s) => void (s.hijri.offsetDays = 1));
    expect(scheduleSource(years, shifted, site).hijriAt('2026-11-25', 12 * 60)?.text).toBe(
      '16 Jumada al-Akhirah 1448 AH',
    );
    const atMaghrib = scheduleSource(
      years,
      withSettings((s) => void (s.hijri.dayStartsAt = 'maghrib')),
      site,
    );
    const maghrib = parseTimeOfDay('16:55')!;
    expect(atMaghrib.hijriAt('2026-11-25', maghrib - 1)?.text).toBe('15 Jumada al-Akhirah 1448 AH');
    expect(atMaghrib.hijriAt('2026-11-25', maghrib)?.text).toBe('16 Jumada al-Akhirah 1448 AH');
  });

  it("shows Ramadan from the settings: Suhoor the settings' minutes before Fajr, Taraweeh, and the days before it", () => {
    const settings = withSettings((s) => {
      s.ramadan = { suhoorMinutesBeforeFajr: 15, taraweeh: { kind: 'fixed', time: '20:30' } };
    });
    const source = scheduleSource(new Map(), settings, site);
    const day = source.dayFor('2026-03-05')!;
    expect(source.ramadanFor('2026-03-05')).toEqual({
      kind: 'under way',
      hijriYear: 1447,
      fast: 16,
      lastTenNights: false,
      suhoorEnds: formatHhMm(parseTimeOfDay(day.fajrAdhan)! - 15),
      iftar: day.maghribAdhan,
      taraweeh: '20:30',
    });
    expect(source.ramadanFor('2026-02-17')).toMatchObject({ kind: 'under way', fast: null, taraweeh: '20:30' });
    expect(source.ramadanFor('2026-02-10')).toEqual({ kind: 'ahead', hijriYear: 1447, firstDay: '2026-02-18' });
    expect(source.ramadanFor('2026-01-20')).toBeNull();
    // A day's offset moves the whole month.
    const later = scheduleSource(
      new Map(),
      withSettings((s) => void (s.hijri.offsetDays = -1)),
      site,
    );
    expect(later.ramadanFor('2026-02-10')).toEqual({ kind: 'ahead', hijriYear: 1447, firstDay: '2026-02-19' });
  });

  it('lists the Eid prayers staff announced, from two weeks before until their day ends', () => {
    const eid = { kind: 'fitr' as const, date: '2026-03-20', times: ['07:30', '09:00'], place: 'Park', note: '' };
    const source = scheduleSource(
      new Map(),
      withSettings((s) => void (s.eidPrayers = [eid])),
      site,
    );
    expect(source.eidPrayersFor('2026-03-05')).toEqual([]);
    expect(source.eidPrayersFor('2026-03-06')).toEqual([eid]);
    expect(source.eidPrayersFor('2026-03-20')).toEqual([eid]);
    expect(source.eidPrayersFor('2026-03-21')).toEqual([]);
  });
});

describe('yearsToKeep', () => {
  it.each([
    ['2026-06-15', [2026, 2027]],
    ['2026-12-31', [2026, 2027]],
    ['2027-01-03', [2026, 2027, 2028]],
    ['2027-01-08', [2027, 2028]],
  ])('%s → %j', (today, years) => {
    expect(yearsToKeep(today)).toEqual(years);
  });
});
