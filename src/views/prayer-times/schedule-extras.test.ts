import { describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
import { calculatedYear } from '../../domain/prayer-times/calculated.ts';
import { defaultPrayerSettings, type PrayerSettings } from '../../domain/schedule/settings.ts';
import { todayConfig, todayIslandProps, yearlyProps } from './build/island-props.ts';
import { scheduleReader } from './build/schedule.ts';
import { ramadanTimetable } from './ramadan-timetable.ts';
import {
  datedNotices,
  eidCards,
  jumuahPeriods,
  jumuahSentence,
  monthJumuahText,
  ramadanCard,
} from './schedule-extras.ts';

const defaults = defaultPrayerSettings(site);
const content = (settings: PrayerSettings = defaults) => ({
  prayerTimes: calculatedYear(2026, site),
  prayerSettings: settings,
});
const reader = (settings?: PrayerSettings) => scheduleReader(content(settings));

function withSettings(change: (settings: PrayerSettings) => void): PrayerSettings {
  const settings = structuredClone(defaults);
  change(settings);
  return settings;
}

describe('the today islands’ props', () => {
  it('carry no settings while they are the config file’s (the page is as it was)', () => {
    expect(todayConfig(defaults)).toEqual({
      timeZone: site.timeZone,
      geo: site.geo,
      prayer: {
        jummaTime: '1:30 PM',
        calculationMethod: 'NorthAmerica',
        madhab: 'shafi',
        calculateFallback: true,
        iqamahOffsets: site.prayer.iqamahOffsets,
        fixedFallback: site.prayer.fixedFallback,
      },
      hijriDayOffset: 0,
    });
  });

  it('carry the settings once staff change them, and the Hijri turn at Maghrib', () => {
    const settings = withSettings((s) => {
      s.iqamah.isha.rule = { kind: 'afterAdhan', minutes: 10, roundUpTo: 5, notBefore: null, notAfter: null };
      s.hijri = { offsetDays: -1, dayStartsAt: 'maghrib' };
    });
    expect(todayConfig(settings)).toMatchObject({ hijriDayOffset: -1, hijriAtMaghrib: true, settings });
  });

  it('embed the effective days: uploaded ones apart from calculated ones', () => {
    const settings = withSettings(
      (s) => void (s.iqamah.isha = { rule: { kind: 'fixed', time: '21:00' }, overridesFile: true }),
    );
    const props = todayIslandProps(content(settings), new Date('2026-12-20T18:00:00Z'));
    expect(props.buildDate).toBe('2026-12-20');
    expect(props.days.split(';')).toHaveLength(13); // Dec 19 to Dec 31 are uploaded
    // Jan 1 to Feb 18 are calculated: carried to Jan 19 (30 days), the island calculates later ones itself.
    const fallback = (props.fallbackDays ?? '').split(';');
    expect(fallback).toHaveLength(19);
    expect([fallback[0]!.slice(0, 10), fallback.at(-1)!.slice(0, 10)]).toEqual(['2027-01-01', '2027-01-19']);
    for (const entry of [...props.days.split(';'), ...fallback]) expect(entry.split(' ').at(-1)).toBe('2100');
  });

  it("carry the staff's uploaded days for all 60 days, calculated ones for 30", () => {
    const props = todayIslandProps(content(), new Date('2026-11-02T18:00:00Z'));
    const days = props.days.split(';');
    expect([days[0]!.slice(0, 10), days.at(-1)!.slice(0, 10)]).toEqual(['2026-11-01', '2026-12-31']);
    expect(props.fallbackDays ?? '').toBe('');
  });
});

describe('dated notices', () => {
  it('each shows from 7 days before its change to the day before', () => {
    const settings = withSettings((s) => {
      s.iqamahOverrides = [
        { prayer: 'fajr', from: '2026-12-06', to: '2027-01-31', rule: { kind: 'fixed', time: '06:45' } },
      ];
    });
    const notices = datedNotices(reader(settings), '2026-12-01');
    expect(notices.map((n) => [n.date, n.showFrom, n.showUntil, n.shownAtBuild])).toEqual([
      ['2026-12-06', '2026-11-29', '2026-12-05', true],
      ['2027-02-01', '2027-01-25', '2027-01-31', false],
    ]);
    expect(notices[0]?.text).toMatch(/^From Sunday, Dec 6: Fajr iqamah 6:45 AM \(now \d:\d\d AM\)$/);
  });

  it('none with the config file’s settings', () => {
    expect(datedNotices(reader(), '2026-11-25')).toEqual([]);
  });
});

describe("Jumu'ah banner periods", () => {
  it('one, always shown, while the khutbahs stay the same', () => {
    expect(jumuahPeriods(defaults, '2026-11-25')).toEqual([
      expect.objectContaining({
        always: true,
        simple: true,
        khutbahs: [{ time: '13:30', khateeb: '', language: '', place: '' }],
      }),
    ]);
  });

  it('one per run of Fridays when a change is coming', () => {
    const settings = withSettings((s) => {
      s.jumuah.overrides = [
        {
          from: '2026-12-10',
          to: '2026-12-31',
          khutbahs: [{ time: '12:30', khateeb: '', language: 'Arabic', place: '' }],
        },
      ];
    });
    const periods = jumuahPeriods(settings, '2026-11-25');
    expect(
      periods.map((p) => [p.showFrom, p.showUntil, p.shownAtBuild, p.simple, p.khutbahs.map((k) => k.time)]),
    ).toEqual([
      ['0000-01-01', '2026-12-04', true, true, ['13:30']],
      ['2026-12-05', '2026-12-25', false, false, ['12:30']],
      ['2026-12-26', '9999-12-31', false, true, ['13:30']],
    ]);
  });

  it.each([
    [[{ time: '13:30', khateeb: '', language: '', place: '' }], "Jumu'ah on Fridays at 1:30 PM"],
    [
      [
        { time: '13:00', khateeb: '', language: 'English', place: 'Main hall' },
        { time: '14:00', khateeb: '', language: 'Arabic', place: '' },
      ],
      "Jumu'ah on Fridays at 1:00 PM (English, Main hall) and 2:00 PM (Arabic)",
    ],
  ])('jumuahSentence %#', (khutbahs, text) => {
    expect(jumuahSentence(khutbahs)).toBe(text);
  });

  it('a month sheet says when the khutbahs change within it', () => {
    const settings = withSettings((s) => {
      s.jumuah.overrides = [
        {
          from: '2026-03-09',
          to: '2026-04-30',
          khutbahs: [
            { time: '13:00', khateeb: '', language: '', place: '' },
            { time: '14:00', khateeb: '', language: '', place: '' },
          ],
        },
      ];
    });
    expect(monthJumuahText(settings, 2026, 2)).toBe("Jumu'ah on Fridays at 1:30 PM");
    expect(monthJumuahText(settings, 2026, 3)).toBe(
      "Jumu'ah on Fridays at 1:30 PM; from Mar 13 at 1:00 PM and 2:00 PM",
    );
    expect(monthJumuahText(settings, 2026, 4)).toBe("Jumu'ah on Fridays at 1:00 PM and 2:00 PM");
  });
});

describe('Ramadan card and Eid cards', () => {
  it('the card shows from 10 days before the first fast to the last, with each day of the build’s window', () => {
    const card = ramadanCard(reader(), '2026-02-01');
    expect(card).toMatchObject({
      hijriYear: 1447,
      showFrom: '2026-02-08',
      showUntil: '2026-03-19',
      shownAtBuild: false,
      firstDayText: 'Wednesday, February 18, 2026',
    });
    expect(card?.days[0]).toMatchObject({
      date: '2026-02-17',
      showFrom: '2026-02-17',
      text: expect.stringMatching(/^Tonight, the first night of Ramadan: Taraweeh \d+:\d\d PM$/),
    });
    expect(card?.days[1]?.text).toMatch(
      /^Today, 1 Ramadan: Suhoor ends \d:\d\d AM · Iftar \d:\d\d PM · Taraweeh \d+:\d\d PM$/,
    );
    expect(card?.days.filter((day) => day.lastTen).map((day) => day.date)[0]).toBe('2026-03-09');
  });

  it('the next Ramadan’s card is there however far it is, without days of its own until they are near', () => {
    expect(ramadanCard(reader(), '2026-03-20')).toMatchObject({ hijriYear: 1448, showFrom: '2027-01-29', days: [] });
    expect(ramadanCard(reader(), '2026-11-25')).toMatchObject({
      hijriYear: 1448,
      showFrom: '2027-01-29',
      shownAtBuild: false,
    });
  });

  it('an Eid prayer shows from 14 days before until its day', () => {
    const settings = withSettings((s) => {
      s.eidPrayers = [
        { kind: 'adha', date: '2026-05-27', times: ['08:00', '09:30'], place: 'Main hall', note: '' },
        { kind: 'fitr', date: '2026-03-20', times: ['08:00'], place: 'Park', note: '' },
      ];
    });
    expect(
      eidCards(settings, '2026-03-10').map((c) => [
        c.title,
        c.dateText,
        c.timesText,
        c.showFrom,
        c.showUntil,
        c.shownAtBuild,
      ]),
    ).toEqual([
      ['Eid al-Fitr prayer', 'Friday, March 20, 2026', '8:00 AM', '2026-03-06', '2026-03-20', true],
      ['Eid al-Adha prayer', 'Wednesday, May 27, 2026', '8:00 AM and 9:30 AM', '2026-05-13', '2026-05-27', false],
    ]);
    // Past prayers are gone from the page.
    expect(eidCards(settings, '2026-03-21').map((c) => c.eid.kind)).toEqual(['adha']);
  });
});

describe('the yearly props and the Ramadan timetable', () => {
  it('rows carry their marks; the month sheets their Jumu’ah line only when it differs', () => {
    const plain = yearlyProps(content(), 2026);
    expect(plain.island.jumuahByMonth).toBeUndefined();
    expect(plain.months.days.filter((day) => day.dst).map((day) => [day.date, day.dst])).toEqual([
      ['2026-03-08', 'forward'],
      ['2026-11-01', 'back'],
    ]);
    expect(plain.months.days.some((day) => day.changes)).toBe(false);

    const settings = withSettings((s) => {
      s.jumuah.khutbahs.push({ time: '14:30', khateeb: '', language: '', place: '' });
      s.iqamah.isha = {
        rule: { kind: 'afterAdhan', minutes: 10, roundUpTo: 5, notBefore: null, notAfter: null },
        overridesFile: true,
      };
    });
    const changed = yearlyProps(content(settings), 2026);
    // The same khutbahs all year: the sheets say "Jumu'ah on Fridays at {jummaTime}" without a list per month.
    expect(changed.island.jumuahByMonth).toBeUndefined();
    expect(changed.months.jummaTime).toBe('1:30 PM and 2:30 PM');
    expect(changed.months.days.filter((day) => day.changes?.includes('isha')).length).toBeGreaterThan(40);
  });

  it('the timetable lists the eve and every fast, the last ten nights marked', () => {
    const timetable = ramadanTimetable(reader(), '2026-01-10')!;
    expect(timetable.title).toBe('Ramadan 1447 Timetable');
    expect(timetable.rows[0]).toMatchObject({
      date: '2026-02-17',
      fast: null,
      hijri: '29 Shaban',
      night: 'First night',
      suhoorEnds: '—',
    });
    expect(timetable.rows.at(-1)).toMatchObject({ date: '2026-03-19', fast: 30, night: '' });
    expect(timetable.rows.filter((row) => row.lastTen).map((row) => row.night)).toEqual([
      'Night 21',
      'Night 22',
      'Night 23',
      'Night 24',
      'Night 25',
      'Night 26',
      'Night 27',
      'Night 28',
      'Night 29',
      'Night 30',
    ]);
    expect(timetable.rows.filter((row) => row.oddNight)).toHaveLength(5);
  });
});
