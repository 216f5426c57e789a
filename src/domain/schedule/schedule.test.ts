import { describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
import { parseTimeOfDay } from '../dates/time-of-day.ts';
import { addDays } from '../dates/zoned.ts';
import { calculatedDay, calculatedYear, fixedFallbackDay, type PrayerConfig } from '../prayer-times/calculated.ts';
import { hasPrayerData } from '../prayer-times/display-time.ts';
import { PRAYER_TIME_FIELDS, dailyTimesOf, type DailyPrayerTimes, type PrayerTimesRecord } from '../prayer-times/types.ts';
import { buildSchedule, hijriAt, khutbahTimesText, scheduleDay, type ScheduleDay, type TimetableDay } from './schedule.ts';
import { defaultPrayerSettings, type IqamahRule, type PrayerSettings } from './settings.ts';

const defaults = defaultPrayerSettings(site);
const m = (hhMm: string) => parseTimeOfDay(hhMm)!;
const after = (minutes: number, roundUpTo: 0 | 5 | 10 | 15 | 30 = 0, notBefore: string | null = null, notAfter: string | null = null): IqamahRule => ({
  kind: 'afterAdhan',
  minutes,
  roundUpTo,
  notBefore,
  notAfter,
});

function withSettings(change: (settings: PrayerSettings) => void): PrayerSettings {
  const settings = structuredClone(defaults);
  change(settings);
  return settings;
}

function legacyFields(day: ScheduleDay) {
  return {
    date: day.date,
    year: day.year,
    month: day.month,
    day: day.day,
    ...Object.fromEntries(PRAYER_TIME_FIELDS.map((field) => [field, day[field]])),
    jumma: day.jumma,
    source: day.source,
  };
}

const uploadedDay: DailyPrayerTimes = {
  date: '2026-03-05',
  fajrAdhan: '05:30',
  fajrIqamah: '06:00',
  shouruq: '06:45',
  dhuhrAdhan: '12:15',
  dhuhrIqamah: '12:30',
  asrAdhan: '15:28',
  asrIqamah: '15:45',
  maghribAdhan: '18:05',
  maghribIqamah: '18:10',
  ishaAdhan: '19:17',
  ishaIqamah: '19:30',
};

/**
 * What the site showed for a day before the schedule (issue 13), said plainly: the uploaded record when it
 * has data (SPEC 3: a Fajr adhan, not '00:00'), else the calculated day, or SPEC 3's fixed times when
 * calculation is off; with the config's Jumu'ah text.
 */
function shownBefore(date: string, record: DailyPrayerTimes | null | undefined, config: PrayerConfig): PrayerTimesRecord {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [source, times]: [PrayerTimesRecord['source'], DailyPrayerTimes] =
    record && hasPrayerData(record)
      ? ['uploaded', record]
      : config.prayer.calculateFallback
        ? ['calculated', calculatedDay(date, config)]
        : ['fixed', fixedFallbackDay(date, config)];
  return { date, year, month, day, ...dailyTimesOf(times), jumma: config.prayer.jummaTime, source };
}

describe('scheduleDay with the config file\'s settings: which times a day shows', () => {
  const uploaded: DailyPrayerTimes = { ...site.prayer.fixedFallback, date: '2026-03-05', fajrAdhan: '05:30' };
  const noFallback: PrayerConfig = { ...site, prayer: { ...site.prayer, calculateFallback: false } };

  it.each<[string, DailyPrayerTimes | null, PrayerConfig, 'uploaded' | 'calculated' | 'fixed', string]>([
    ['an uploaded record', uploaded, site, 'uploaded', '05:30'],
    ['no record: calculated', null, site, 'calculated', calculatedDay('2026-03-05', site).fajrAdhan],
    ["a record with Fajr '00:00' counts as none", { ...uploaded, fajrAdhan: '00:00' }, site, 'calculated', calculatedDay('2026-03-05', site).fajrAdhan],
    ['a record with an empty Fajr counts as none', { ...uploaded, fajrAdhan: '' }, site, 'calculated', calculatedDay('2026-03-05', site).fajrAdhan],
    ['no record and calculation off: SPEC 3 fixed times', null, noFallback, 'fixed', '05:42'],
    ['an uploaded record wins even with calculation off', uploaded, noFallback, 'uploaded', '05:30'],
  ])('%s', (_name, record, config, source, fajrAdhan) => {
    const settings = defaultPrayerSettings({ ...site, prayer: config.prayer });
    expect(scheduleDay('2026-03-05', record, settings, site)).toMatchObject({
      date: '2026-03-05',
      year: 2026,
      month: 3,
      day: 5,
      jumma: '1:30 PM',
      source,
      fajrAdhan,
    });
  });
});

describe('with the default settings the schedule is what the site showed before (issue 13: nothing changes)', () => {
  it('a whole year of uploaded days, calculated days and days with Fajr 00:00', () => {
    // Uploaded: the calculated timetable, shifted, for odd days; '00:00' rows (no data) on days divisible by 7.
    const year = calculatedYear(2026, site).map((day, i) => ({ ...day, fajrAdhan: i % 7 === 0 ? '00:00' : day.fajrAdhan }));
    const timetable = year.filter((_, i) => i % 2 === 1);
    const days = buildSchedule({ from: '2026-01-01', to: '2026-12-31', timetable, settings: defaults, site });
    expect(days).toHaveLength(365);
    const records = new Map(timetable.map((day) => [day.date, day]));
    for (const day of days) expect(legacyFields(day)).toEqual(shownBefore(day.date, records.get(day.date), site));
    expect(new Set(days.map((day) => day.source))).toEqual(new Set(['uploaded', 'calculated']));
  });

  it('calculation off: SPEC 3 standard times, exactly', () => {
    const config: PrayerConfig = { ...site, prayer: { ...site.prayer, calculateFallback: false } };
    const settings = defaultPrayerSettings({ ...site, prayer: config.prayer });
    const days = buildSchedule({ from: '2026-03-01', to: '2026-03-31', timetable: [uploadedDay], settings, site });
    for (const day of days) expect(legacyFields(day)).toEqual(shownBefore(day.date, day.date === uploadedDay.date ? uploadedDay : null, config));
    expect(days[0]?.iqamahOrigin).toEqual({ fajr: 'standard', dhuhr: 'standard', asr: 'standard', maghrib: 'standard', isha: 'standard' });
  });

  it("the Jumu'ah text is the config's, the Hijri date the civil day's", () => {
    const day = scheduleDay('2026-03-06', null, defaults, site);
    expect(day).toMatchObject({ jumma: '1:30 PM', weekday: 5, jumuah: [{ time: '13:30', khateeb: '', language: '', place: '' }] });
    expect(day.hijriEvening).toEqual(day.hijri);
    expect(scheduleDay('2026-03-05', null, defaults, site).jumuah).toBeNull();
  });
});

describe('iqamah precedence: override, then the file (unless rules override it), then the rule', () => {
  const isha10round5 = (overridesFile: boolean) =>
    withSettings((s) => {
      s.iqamah.isha = { rule: after(10, 5), overridesFile };
    });
  const ishaOverride = withSettings((s) => {
    s.iqamahOverrides = [{ prayer: 'isha', from: '2026-03-01', to: '2026-03-10', rule: { kind: 'fixed', time: '20:00' } }];
  });

  it.each<[string, TimetableDay | null, PrayerSettings, string, string]>([
    ['uploaded iqamah wins over the rule', uploadedDay, isha10round5(false), '19:30', 'file'],
    ['"rules override the file": the rule wins', uploadedDay, isha10round5(true), '19:30', 'rule'],
    ['an iqamah the upload left empty: the rule fills it', { ...uploadedDay, ishaIqamah: null }, isha10round5(false), '19:30', 'rule'],
    ['an override wins over the file', uploadedDay, ishaOverride, '20:00', 'override'],
    ['calculated day: the rule', null, isha10round5(false), '', 'rule'],
    ['calculated day: an override', null, ishaOverride, '20:00', 'override'],
  ])('%s', (_name, record, settings, expected, origin) => {
    const day = scheduleDay('2026-03-05', record, settings, site);
    expect(day.iqamahOrigin.isha).toBe(origin);
    if (expected !== '') expect(day.ishaIqamah).toBe(expected);
    // Round up to 5 of adhan + 10 whenever the rule decides.
    if (origin === 'rule') expect(m(day.ishaIqamah)).toBe(Math.ceil((m(day.ishaAdhan) + 10) / 5) * 5);
    expect(day.iqamahOrigin.fajr).toBe(record ? 'file' : 'rule');
  });

  it('the other prayers are untouched by an Isha rule', () => {
    const day = scheduleDay('2026-03-05', uploadedDay, isha10round5(true), site);
    expect(day).toMatchObject({ fajrIqamah: '06:00', dhuhrIqamah: '12:30', asrIqamah: '15:45', maghribIqamah: '18:10' });
  });
});

describe('rules on calculated days', () => {
  it.each<[string, IqamahRule, (adhan: number, day: ScheduleDay) => number]>([
    ['adhan + 10', after(10), (a) => a + 10],
    ['round up to 15', after(5, 15), (a) => Math.ceil((a + 5) / 15) * 15],
    ['not after 19:00', after(10, 0, null, '19:00'), (a) => Math.max(a, Math.min(a + 10, m('19:00')))],
    ['fixed 20:00, never before the adhan', { kind: 'fixed', time: '20:00' }, (a) => Math.max(a, m('20:00'))],
  ])('Isha %s, every day of 2026', (_name, rule, expected) => {
    const settings = withSettings((s) => {
      s.iqamah.isha.rule = rule;
    });
    const days = buildSchedule({ from: '2026-01-01', to: '2026-12-31', timetable: [], settings, site });
    for (const day of days) expect(m(day.ishaIqamah), day.date).toBe(expected(m(day.ishaAdhan), day));
  });

  it('calculation settings: adjustments move the adhan and sunrise; Hanafi moves Asr later', () => {
    const plain = scheduleDay('2026-01-15', null, defaults, site);
    const adjusted = scheduleDay(
      '2026-01-15',
      null,
      withSettings((s) => {
        s.calculation.adjustments = { fajr: 2, sunrise: -1, dhuhr: 3, asr: 0, maghrib: 4, isha: -2 };
        s.calculation.madhab = 'hanafi';
      }),
      site,
    );
    expect(m(adjusted.fajrAdhan) - m(plain.fajrAdhan)).toBe(2);
    expect(m(adjusted.shouruq) - m(plain.shouruq)).toBe(-1);
    expect(m(adjusted.dhuhrAdhan) - m(plain.dhuhrAdhan)).toBe(3);
    expect(m(adjusted.maghribAdhan) - m(plain.maghribAdhan)).toBe(4);
    expect(m(adjusted.ishaAdhan) - m(plain.ishaAdhan)).toBe(-2);
    expect(m(adjusted.asrAdhan) - m(plain.asrAdhan)).toBeGreaterThan(20);
    // The default rule follows the adhan it is given.
    expect(m(adjusted.maghribIqamah) - m(adjusted.maghribAdhan)).toBe(site.prayer.iqamahOffsets.maghrib);
  });

  it('another method changes Fajr and Isha (Umm al-Qura: Isha 90 minutes after Maghrib)', () => {
    const day = scheduleDay('2026-01-15', null, withSettings((s) => void (s.calculation.method = 'UmmAlQura')), site);
    expect(m(day.ishaAdhan) - m(day.maghribAdhan)).toBe(90);
    expect(day.fajrAdhan).not.toBe(calculatedDay('2026-01-15', site).fajrAdhan);
  });
});

describe('overrides crossing DST (America/Los_Angeles: clocks forward Mar 8, back Nov 1, 2026)', () => {
  const fixed = withSettings((s) => {
    s.iqamahOverrides = [
      { prayer: 'isha', from: '2026-03-01', to: '2026-03-20', rule: { kind: 'fixed', time: '20:30' } },
      { prayer: 'maghrib', from: '2026-03-01', to: '2026-03-20', rule: after(10, 5) },
      { prayer: 'fajr', from: '2026-10-25', to: '2026-11-07', rule: { kind: 'fixed', time: '06:30' } },
    ];
  });
  const days = buildSchedule({ from: '2026-02-27', to: '2026-11-10', timetable: [], settings: fixed, site });
  const on = (date: string) => days.find((day) => day.date === date)!;

  it.each([
    // The Isha adhan jumps from about 7:20 PM to 8:21 PM with the clocks; 8:30 PM stays 8:30 PM.
    ['2026-03-07', '20:30'],
    ['2026-03-08', '20:30'],
    ['2026-03-09', '20:30'],
  ])('a fixed Isha stays on the wall clock (%s → %s)', (date, expected) => {
    expect(on(date).ishaIqamah).toBe(expected);
    expect(on(date).iqamahOrigin.isha).toBe('override');
  });

  it('once the adhan passes the fixed time, the iqamah is the adhan', () => {
    const late = days.filter((day) => day.date >= '2026-03-08' && day.date <= '2026-03-20' && day.ishaAdhan >= '20:30');
    expect(late.length).toBeGreaterThan(0);
    for (const day of late) expect(day.ishaIqamah).toBe(day.ishaAdhan);
  });

  it('the day before and after the range follow the rule again', () => {
    expect(on('2026-02-28').iqamahOrigin.isha).toBe('rule');
    expect(on('2026-03-21').iqamahOrigin.isha).toBe('rule');
    expect(m(on('2026-03-21').ishaIqamah) - m(on('2026-03-21').ishaAdhan)).toBe(site.prayer.iqamahOffsets.isha);
  });

  it('an adhan-relative override moves with the clock change', () => {
    const before = on('2026-03-07');
    const after = on('2026-03-08');
    expect(m(after.maghribAdhan) - m(before.maghribAdhan)).toBeGreaterThan(55);
    for (const day of [before, after]) expect(m(day.maghribIqamah)).toBe(Math.ceil((m(day.maghribAdhan) + 10) / 5) * 5);
  });

  it('a fixed Fajr keeps 6:30 AM across the fall-back day', () => {
    for (const date of ['2026-10-31', '2026-11-01', '2026-11-02']) expect(on(date).fajrIqamah).toBe('06:30');
  });

  it.each([
    ['2026-03-08', 'forward'],
    ['2026-11-01', 'back'],
    ['2026-03-07', null],
    ['2026-03-09', null],
    ['2026-10-31', null],
  ] as const)('%s is marked dst=%s', (date, dst) => {
    expect(on(date).dst).toBe(dst);
  });

  it.each([
    ['Europe/London', '2026-03-29', 'forward'],
    ['Europe/London', '2026-10-25', 'back'],
    ['Australia/Sydney', '2026-04-05', 'back'],
    ['Australia/Sydney', '2026-10-04', 'forward'],
    ['Asia/Tokyo', '2026-03-29', null],
  ] as const)('in %s, %s is dst=%s', (timeZone, date, dst) => {
    expect(scheduleDay(date, null, defaults, { ...site, timeZone }).dst).toBe(dst);
  });
});

describe('months without data', () => {
  it('a timetable for January only: February is calculated, with the rules, and marked so', () => {
    const january = calculatedYear(2026, site).filter((day) => day.date < '2026-02-01');
    const settings = withSettings((s) => {
      s.iqamah.isha.rule = after(10, 5);
      s.iqamah.fajr.rule = { kind: 'fixed', time: '06:45' };
    });
    const days = buildSchedule({ from: '2026-01-25', to: '2026-02-10', timetable: january, settings, site });
    for (const day of days) {
      if (day.date < '2026-02-01') {
        expect(day.source).toBe('uploaded');
        expect(day.ishaIqamah).toBe(january.find((d) => d.date === day.date)!.ishaIqamah);
      } else {
        expect(day.source).toBe('calculated');
        expect(m(day.ishaIqamah) % 5).toBe(0);
        expect(day.fajrIqamah).toBe(m(day.shouruq) - 1 < m('06:45') ? day.fajrIqamah : '06:45');
      }
    }
  });

  it('an uploaded day with an unreadable time counts as no data', () => {
    expect(scheduleDay('2026-03-05', { ...uploadedDay, dhuhrAdhan: 'noon' }, defaults, site).source).toBe('calculated');
  });
});

describe("Jumu'ah", () => {
  const settings = withSettings((s) => {
    s.jumuah.khutbahs = [
      { time: '14:00', khateeb: '', language: 'Arabic', place: '' },
      { time: '13:00', khateeb: 'Imam Yusuf', language: 'English', place: 'Main hall' },
    ];
    s.jumuah.overrides = [{ from: '2026-06-01', to: '2026-08-31', khutbahs: [{ time: '13:30', khateeb: '', language: '', place: 'Gym' }] }];
  });

  it.each([
    ['2026-05-29', '1:00 PM and 2:00 PM', ['13:00', '14:00']],
    ['2026-06-05', '1:30 PM', ['13:30']],
    ['2026-08-28', '1:30 PM', ['13:30']],
    ['2026-09-04', '1:00 PM and 2:00 PM', ['13:00', '14:00']],
  ])('Friday %s: %s', (date, text, times) => {
    const day = scheduleDay(date, null, settings, site);
    expect(day.jumma).toBe(text);
    expect(day.jumuah?.map((k) => k.time)).toEqual(times);
  });

  it('only Fridays carry khutbahs', () => {
    const week = buildSchedule({ from: '2026-05-24', to: '2026-05-30', timetable: [], settings, site });
    expect(week.map((day) => day.jumuah !== null)).toEqual([false, false, false, false, false, true, false]);
  });

  it.each([
    [[], ''],
    [['13:30'], '1:30 PM'],
    [['12:30', '13:30', '14:30'], '12:30 PM, 1:30 PM and 2:30 PM'],
  ])('khutbahTimesText(%j) = %j', (times, text) => {
    expect(khutbahTimesText(times.map((time) => ({ time })))).toBe(text);
  });
});

describe('Eid prayers', () => {
  const settings = withSettings((s) => {
    s.eidPrayers = [{ kind: 'fitr', date: '2026-03-20', times: ['08:00', '09:30'], place: 'Main hall', note: '' }];
  });
  it('are on their date only', () => {
    const days = buildSchedule({ from: '2026-03-19', to: '2026-03-21', timetable: [], settings, site });
    expect(days.map((day) => day.eidPrayers.length)).toEqual([0, 1, 0]);
  });
});

/** The Umm al-Qura month and day of a Gregorian date, straight from Intl (the reference the domain must match). */
const umalqura = new Intl.DateTimeFormat('en-US-u-ca-islamic-umalqura', { timeZone: 'UTC', day: 'numeric', month: 'numeric' });
function intlHijri(isoDate: string): { month: number; day: number } {
  const parts = Object.fromEntries(umalqura.formatToParts(new Date(`${isoDate}T12:00:00Z`)).map((p) => [p.type, p.value]));
  return { month: Number(parts['month']), day: Number(parts['day']) };
}

describe("Ramadan detection against Intl's islamic-umalqura calendar, 2026–2030", () => {
  it.each([-2, -1, 0, 1, 2])('offset %i: every day of five years', (offsetDays) => {
    const settings = withSettings((s) => {
      s.hijri.offsetDays = offsetDays;
    });
    const days = buildSchedule({ from: '2026-01-01', to: '2030-12-31', timetable: [], settings, site });
    expect(days).toHaveLength(1826);
    let fastDays = 0;
    let firstDays = 0;
    for (const day of days) {
      const today = intlHijri(addDays(day.date, offsetDays));
      const tomorrow = intlHijri(addDays(day.date, offsetDays + 1));
      const fast = today.month === 9 ? today.day : null;
      const night = tomorrow.month === 9 ? tomorrow.day : null;
      expect(day.hijri?.month, day.date).toBe(today.month);
      expect(day.hijri?.day, day.date).toBe(today.day);
      if (fast === null && night === null) {
        expect(day.ramadan, day.date).toBeNull();
        continue;
      }
      expect(day.ramadan, day.date).toMatchObject({ day: fast, night, lastTenNights: night !== null && night >= 21 });
      if (fast !== null) fastDays += 1;
      if (fast === 1) firstDays += 1;
    }
    // 2026 to 2030 hold six Ramadans (1447 to 1452; 1452 begins late in December 2030), each 29 or 30 days,
    // unless the offset pushes the last one into 2031.
    expect(firstDays).toBeGreaterThanOrEqual(5);
    expect(fastDays).toBeGreaterThanOrEqual(firstDays * 29 - 30);
  });

  it.each([
    [0, '2026-02-18'],
    [1, '2026-02-17'],
    [-1, '2026-02-19'],
    [0, '2027-02-08'],
    [0, '2030-01-05'],
  ])('offset %i: the first fast of that Ramadan is %s, its eve has the first Taraweeh', (offsetDays, firstDay) => {
    const settings = withSettings((s) => {
      s.hijri.offsetDays = offsetDays;
    });
    const [eve, first] = buildSchedule({ from: addDays(firstDay, -1), to: firstDay, timetable: [], settings, site });
    expect(eve?.ramadan).toMatchObject({ day: null, night: 1, suhoorEnds: null, iftar: null });
    expect(eve?.ramadan?.taraweeh).toMatch(/^\d\d:\d\d$/);
    expect(first?.ramadan).toMatchObject({ day: 1, night: 2 });
  });

  it('a fast day: Suhoor ends before Fajr by the setting, Iftar is Maghrib, Taraweeh follows Isha', () => {
    const settings = withSettings((s) => {
      s.ramadan = { suhoorMinutesBeforeFajr: 15, taraweeh: { kind: 'afterIsha', minutes: 20 } };
    });
    const day = scheduleDay('2026-03-01', null, settings, site);
    expect(day.ramadan?.day).toBe(12);
    expect(m(day.fajrAdhan) - m(day.ramadan!.suhoorEnds!)).toBe(15);
    expect(day.ramadan?.iftar).toBe(day.maghribAdhan);
    expect(m(day.ramadan!.taraweeh!) - m(day.ishaIqamah)).toBe(20);
    expect(scheduleDay('2026-03-01', null, withSettings((s) => void (s.ramadan.taraweeh = null)), site).ramadan?.taraweeh).toBeNull();
  });

  it('the last fast day has no Taraweeh night; the last ten nights begin on the evening of the 20th', () => {
    const days = buildSchedule({ from: '2026-03-08', to: '2026-03-20', timetable: [], settings: defaults, site });
    const by = (date: string) => days.find((day) => day.date === date)!;
    expect(by('2026-03-08').ramadan).toMatchObject({ day: 19, night: 20, lastTenNights: false });
    expect(by('2026-03-09').ramadan).toMatchObject({ day: 20, night: 21, lastTenNights: true });
    expect(by('2026-03-19').ramadan).toMatchObject({ day: 30, night: null, lastTenNights: false, taraweeh: null });
    expect(by('2026-03-20').ramadan).toBeNull();
  });
});

describe('Maghrib rollover of the Hijri date', () => {
  const maghrib = withSettings((s) => {
    s.hijri.dayStartsAt = 'maghrib';
  });

  it.each<[string, string, number, 'maghrib' | 'midnight', string]>([
    ['before Maghrib', '2026-02-17', -1, 'maghrib', '29 Shaban 1447 AH'],
    ['at the Maghrib adhan', '2026-02-17', 0, 'maghrib', '1 Ramadan 1447 AH'],
    ['after Maghrib', '2026-02-17', 60, 'maghrib', '1 Ramadan 1447 AH'],
    ['after Maghrib, turning at midnight', '2026-02-17', 60, 'midnight', '29 Shaban 1447 AH'],
    ['the evening of 30 Ramadan is Shawwal', '2026-03-19', 1, 'maghrib', '1 Shawwal 1447 AH'],
    ['the last evening of the Hijri year', '2026-06-15', 5, 'maghrib', '1 Muharram 1448 AH'],
    ['before Maghrib on 1 Muharram', '2026-06-16', -5, 'maghrib', '1 Muharram 1448 AH'],
  ])('%s (%s, Maghrib %+i min, turning at %s) → %s', (_name, date, fromMaghrib, dayStartsAt, text) => {
    const settings = dayStartsAt === 'maghrib' ? maghrib : defaults;
    const day = scheduleDay(date, null, settings, site);
    expect(hijriAt(day, m(day.maghribAdhan) + fromMaghrib)?.text).toBe(text);
  });

  it('follows an uploaded Maghrib and the offset', () => {
    const settings = withSettings((s) => {
      s.hijri = { offsetDays: 1, dayStartsAt: 'maghrib' };
    });
    const day = scheduleDay('2026-03-05', uploadedDay, settings, site);
    expect(hijriAt(day, m('18:04'))?.text).toBe('17 Ramadan 1447 AH');
    expect(hijriAt(day, m('18:05'))?.text).toBe('18 Ramadan 1447 AH');
  });

  it('a day after midnight and before Maghrib shows the daytime date in every setting', () => {
    for (const settings of [maghrib, defaults]) {
      const day = scheduleDay('2026-06-16', null, settings, site);
      expect(hijriAt(day, 0)?.text).toBe('1 Muharram 1448 AH');
    }
  });
});

describe('input checks', () => {
  it.each([
    ['2026-02-30', '2026-03-01'],
    ['2026-03-02', '2026-03-01'],
    ['2000-01-01', '2020-01-01'],
  ])('refuses the range %s to %s', (from, to) => {
    expect(() => buildSchedule({ from, to, timetable: [], settings: defaults, site })).toThrow(RangeError);
  });

  it('ignores timetable days outside the range', () => {
    const days = buildSchedule({ from: '2026-03-04', to: '2026-03-04', timetable: [uploadedDay], settings: defaults, site });
    expect(days.map((day) => day.source)).toEqual(['calculated']);
  });
});
