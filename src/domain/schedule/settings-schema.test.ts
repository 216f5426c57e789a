import { describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
import { parsePrayerSettings } from './settings-schema.ts';
import { defaultPrayerSettings, type PrayerSettings } from './settings.ts';

const defaults = defaultPrayerSettings(site);

// Tests break the settings in ways the type forbids, so they edit an untyped copy.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

function edit(change: (settings: Loose) => void): unknown {
  const settings = structuredClone(defaults) as Loose;
  change(settings);
  return settings;
}

function issues(input: unknown): Record<string, string> {
  const result = parsePrayerSettings(input);
  if (result.ok) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('defaultPrayerSettings (the config file is the first default)', () => {
  it('reads the config', () => {
    expect(defaults).toEqual({
      iqamah: {
        fajr: { rule: { kind: 'afterAdhan', minutes: 20, roundUpTo: 0, notBefore: null, notAfter: null }, overridesFile: false },
        dhuhr: { rule: { kind: 'afterAdhan', minutes: 0, roundUpTo: 0, notBefore: null, notAfter: null }, overridesFile: false },
        asr: { rule: { kind: 'afterAdhan', minutes: 0, roundUpTo: 0, notBefore: null, notAfter: null }, overridesFile: false },
        maghrib: { rule: { kind: 'afterAdhan', minutes: 5, roundUpTo: 0, notBefore: null, notAfter: null }, overridesFile: false },
        isha: { rule: { kind: 'afterAdhan', minutes: 15, roundUpTo: 0, notBefore: null, notAfter: null }, overridesFile: false },
      },
      iqamahOverrides: [],
      calculation: {
        enabled: true,
        method: 'NorthAmerica',
        madhab: 'shafi',
        highLatitudeRule: 'recommended',
        adjustments: { fajr: 0, sunrise: 0, dhuhr: 0, asr: 0, maghrib: 0, isha: 0 },
      },
      jumuah: { khutbahs: [{ time: '13:30', khateeb: '', language: '', place: '' }], overrides: [] },
      hijri: { offsetDays: 0, dayStartsAt: 'midnight' },
      ramadan: { suhoorMinutesBeforeFajr: 10, taraweeh: { kind: 'afterIsha', minutes: 15 } },
      eidPrayers: [],
    } satisfies PrayerSettings);
  });

  it('passes its own validation unchanged', () => {
    expect(parsePrayerSettings(defaults)).toEqual({ ok: true, settings: defaults });
  });
});

describe('parsePrayerSettings: accepted and normalized', () => {
  it('times as 8:00 PM or 20:00; lists sorted; texts trimmed; missing texts empty', () => {
    const result = parsePrayerSettings(
      edit((s) => {
        s.iqamah.isha = { rule: { kind: 'afterAdhan', minutes: 10, roundUpTo: 5, notBefore: '7:00 PM', notAfter: '' }, overridesFile: true };
        s.iqamahOverrides = [
          { prayer: 'isha', from: '2026-05-01', to: '2026-05-31', rule: { kind: 'fixed', time: '9:30 PM' } },
          { prayer: 'isha', from: '2026-03-09', to: '2026-04-30', rule: { kind: 'fixed', time: '20:00' } },
          { prayer: 'fajr', from: '2026-03-09', to: '2026-04-30', rule: { kind: 'fixed', time: '6:00 am' } },
        ];
        s.jumuah.khutbahs = [{ time: '2:00 PM', language: ' Arabic ' }, { time: '13:00', khateeb: 'Imam', language: 'English', place: 'Main hall' }];
        s.eidPrayers = [{ kind: 'adha', date: '2026-05-27', times: ['9:30 AM', '08:00', '8:00 AM'], place: ' Park ' }];
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.settings.iqamah.isha.rule).toEqual({ kind: 'afterAdhan', minutes: 10, roundUpTo: 5, notBefore: '19:00', notAfter: null });
    expect(result.settings.iqamahOverrides.map((o) => [o.prayer, o.from, o.rule])).toEqual([
      ['isha', '2026-03-09', { kind: 'fixed', time: '20:00' }],
      ['fajr', '2026-03-09', { kind: 'fixed', time: '06:00' }],
      ['isha', '2026-05-01', { kind: 'fixed', time: '21:30' }],
    ]);
    expect(result.settings.jumuah.khutbahs).toEqual([
      { time: '13:00', khateeb: 'Imam', language: 'English', place: 'Main hall' },
      { time: '14:00', khateeb: '', language: 'Arabic', place: '' },
    ]);
    expect(result.settings.eidPrayers).toEqual([{ kind: 'adha', date: '2026-05-27', times: ['08:00', '09:30'], place: 'Park', note: '' }]);
  });
});

describe('parsePrayerSettings: refused with a message that names what is wrong', () => {
  it.each<[string, unknown, Record<string, string>]>([
    ['not an object', 'x', { '': 'The settings must be an object' }],
    ['a missing section', edit((s) => delete s.hijri), { hijri: 'The Hijri settings are missing' }],
    [
      'minutes out of range',
      edit((s) => (s.iqamah.isha.rule.minutes = 200)),
      { 'iqamah.isha.rule.minutes': 'Isha iqamah: the minutes after the adhan must be a whole number from 0 to 180' },
    ],
    [
      'minutes not whole',
      edit((s) => (s.iqamah.fajr.rule.minutes = 2.5)),
      { 'iqamah.fajr.rule.minutes': 'Fajr iqamah: the minutes after the adhan must be a whole number from 0 to 180' },
    ],
    ['rounding to 7', edit((s) => (s.iqamah.isha.rule.roundUpTo = 7)), { 'iqamah.isha.rule.roundUpTo': 'Isha iqamah: rounding must be none, 5, 10, 15 or 30 minutes' }],
    ['a bad time', edit((s) => (s.iqamah.asr.rule = { kind: 'fixed', time: '25:99' })), { 'iqamah.asr.rule.time': 'Asr iqamah: the fixed time must be a time such as 20:00 or 8:00 PM' }],
    ['an unknown rule', edit((s) => (s.iqamah.asr.rule = { kind: 'sometimes' })), { 'iqamah.asr.rule.kind': 'Asr iqamah: the rule must be a fixed time or minutes after the adhan' }],
    [
      'bounds the wrong way round',
      edit((s) => (s.iqamah.isha.rule = { kind: 'afterAdhan', minutes: 10, roundUpTo: 0, notBefore: '21:00', notAfter: '20:00' })),
      { 'iqamah.isha.rule.notAfter': 'Isha iqamah: "not after" must not be before "not before"' },
    ],
    ['a flag that is text', edit((s) => (s.iqamah.isha.overridesFile = 'yes')), { 'iqamah.isha.overridesFile': 'Isha: "rules override the file" must be true or false' }],
    [
      'an override ending before it starts',
      edit((s) => (s.iqamahOverrides = [{ prayer: 'isha', from: '2026-04-30', to: '2026-03-09', rule: { kind: 'fixed', time: '20:00' } }])),
      { 'iqamahOverrides.0.to': 'Isha override: the last date is before the first' },
    ],
    [
      'an override with a date that does not exist',
      edit((s) => (s.iqamahOverrides = [{ prayer: 'fajr', from: '2026-02-30', to: '2026-03-09', rule: { kind: 'fixed', time: '06:00' } }])),
      { 'iqamahOverrides.0.from': 'Fajr override: the first date must be a date YYYY-MM-DD between 2000 and 2200' },
    ],
    [
      'an override for an unknown prayer',
      edit((s) => (s.iqamahOverrides = [{ prayer: 'witr', from: '2026-03-01', to: '2026-03-09', rule: { kind: 'fixed', time: '22:00' } }])),
      { 'iqamahOverrides.0.prayer': 'An iqamah override must name Fajr, Dhuhr, Asr, Maghrib or Isha' },
    ],
    [
      'overlapping overrides of one prayer',
      edit(
        (s) =>
          (s.iqamahOverrides = [
            { prayer: 'isha', from: '2026-03-09', to: '2026-04-30', rule: { kind: 'fixed', time: '20:00' } },
            { prayer: 'isha', from: '2026-04-15', to: '2026-05-10', rule: { kind: 'fixed', time: '20:30' } },
          ]),
      ),
      { 'iqamahOverrides.1.from': 'Isha overrides: Mar 9, 2026–Apr 30, 2026 and Apr 15, 2026–May 10, 2026 overlap; one date can follow only one' },
    ],
    ['no khutbah', edit((s) => (s.jumuah.khutbahs = [])), { 'jumuah.khutbahs': "Jumu'ah: add at least one khutbah" }],
    [
      'two khutbahs at one time',
      edit((s) => (s.jumuah.khutbahs = [{ time: '13:30' }, { time: '1:30 PM' }])),
      { 'jumuah.khutbahs.1.time': "Jumu'ah: two khutbahs at 13:30" },
    ],
    [
      'a long place',
      edit((s) => (s.jumuah.khutbahs = [{ time: '13:30', place: 'x'.repeat(81) }])),
      { 'jumuah.khutbahs.0.place': "Jumu'ah khutbah: the place must be at most 80 characters" },
    ],
    [
      "overlapping Jumu'ah changes",
      edit(
        (s) =>
          (s.jumuah.overrides = [
            { from: '2026-06-01', to: '2026-08-31', khutbahs: [{ time: '13:00' }] },
            { from: '2026-08-01', to: '2026-09-30', khutbahs: [{ time: '13:15' }] },
          ]),
      ),
      { 'jumuah.overrides.1.from': "Jumu'ah changes: Jun 1, 2026–Aug 31, 2026 and Aug 1, 2026–Sep 30, 2026 overlap; one date can follow only one" },
    ],
    ['a Hijri offset of 3', edit((s) => (s.hijri.offsetDays = 3)), { 'hijri.offsetDays': 'The Hijri day offset must be a whole number from -2 to 2' }],
    ['a day starting at noon', edit((s) => (s.hijri.dayStartsAt = 'noon')), { 'hijri.dayStartsAt': 'The Hijri date turns at Maghrib or at midnight' }],
    ['an unknown method', edit((s) => (s.calculation.method = 'Moon')), { 'calculation.method': 'Choose a calculation method from the list' }],
    ['an adjustment of an hour', edit((s) => (s.calculation.adjustments.isha = 60)), { 'calculation.adjustments.isha': 'Isha adjustment (minutes) must be a whole number from -30 to 30' }],
    ['Suhoor 90 minutes early', edit((s) => (s.ramadan.suhoorMinutesBeforeFajr = 90)), { 'ramadan.suhoorMinutesBeforeFajr': 'Suhoor: the minutes before the Fajr adhan must be a whole number from 0 to 60' }],
    ['Taraweeh as text', edit((s) => (s.ramadan.taraweeh = 'after Isha')), { 'ramadan.taraweeh': 'Taraweeh must be a fixed time, minutes after the Isha iqamah, or not listed' }],
    [
      'a NUL in a khateeb’s name',
      edit((s) => (s.jumuah.khutbahs = [{ time: '13:30', khateeb: 'Imam\u0000' }])),
      { 'jumuah.khutbahs.0.khateeb': "Jumu'ah khutbah: the khateeb must be one line of text without control characters" },
    ],
    [
      'a line break in an Eid place',
      edit((s) => (s.eidPrayers = [{ kind: 'fitr', date: '2026-03-20', times: ['08:00'], place: 'Main\nhall' }])),
      { 'eidPrayers.0.place': 'Eid prayer: the place must be one line of text without control characters' },
    ],
    ['an Eid prayer without a place', edit((s) => (s.eidPrayers = [{ kind: 'fitr', date: '2026-03-20', times: ['08:00'], place: ' ' }])), { 'eidPrayers.0.place': 'Eid prayer: the place is required' }],
    ['an Eid prayer without times', edit((s) => (s.eidPrayers = [{ kind: 'fitr', date: '2026-03-20', times: [], place: 'Hall' }])), { 'eidPrayers.0.times': 'Eid prayer: add at least one time' }],
    [
      'the same Eid twice',
      edit(
        (s) =>
          (s.eidPrayers = [
            { kind: 'fitr', date: '2026-03-20', times: ['08:00'], place: 'Hall' },
            { kind: 'fitr', date: '2026-03-20', times: ['09:00'], place: 'Park' },
          ]),
      ),
      { 'eidPrayers.1.date': 'Eid al-Fitr on Mar 20, 2026 is listed twice' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(issues(input)).toMatchObject(expected);
  });
});
