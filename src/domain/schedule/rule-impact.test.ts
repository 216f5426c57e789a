import { describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
import { addDays } from '../dates/zoned.ts';
import { calculatedDay } from '../prayer-times/calculated.ts';
import { iqamahRuleImpact, ruleImpactText, type RuleImpact } from './rule-impact.ts';
import type { TimetableDay } from './schedule.ts';
import { defaultPrayerSettings, type IqamahRule, type PrayerSettings } from './settings.ts';

// January in Los Angeles: no clock change in the 30 days, Isha's adhan around 6:20-6:45 PM.
const TODAY = '2026-01-10';
const defaults = defaultPrayerSettings(site);
const after = (minutes: number, roundUpTo: 0 | 5 | 10 | 15 | 30 = 0): IqamahRule => ({
  kind: 'afterAdhan',
  minutes,
  roundUpTo,
  notBefore: null,
  notAfter: null,
});
const fixed = (time: string): IqamahRule => ({ kind: 'fixed', time });

function settings(change: (s: PrayerSettings) => void = () => undefined): PrayerSettings {
  const copy = structuredClone(defaults);
  change(copy);
  return copy;
}

/** `count` uploaded days from `from`, with the Fajr iqamah at 6:11 AM and Isha's at 7:02 PM (no rule here gives those). */
function uploaded(from: string, count: number): TimetableDay[] {
  return Array.from({ length: count }, (_, i) => ({
    ...calculatedDay(addDays(from, i), site),
    fajrIqamah: '06:11',
    ishaIqamah: '19:02',
  }));
}

const savedFixed8 = settings((s) => (s.iqamah.isha.rule = fixed('20:00')));

describe('iqamahRuleImpact: what an edited rule changes in the next 7 and 30 days, against the saved settings', () => {
  it.each<[string, TimetableDay[], PrayerSettings, PrayerSettings, RuleImpact[]]>([
    [
      'Isha 10 min after the adhan, rounded up to 5, on 30 uploaded days: the file wins on all of them',
      uploaded(TODAY, 30),
      defaults,
      settings((s) => (s.iqamah.isha.rule = after(10, 5))),
      [{ prayer: 'isha', next7: 0, next30: 0, fileWins: 30 }],
    ],
    [
      'the same rule overriding the file changes every day',
      uploaded(TODAY, 30),
      defaults,
      settings((s) => (s.iqamah.isha = { rule: after(10, 5), overridesFile: true })),
      [{ prayer: 'isha', next7: 7, next30: 30, fileWins: 0 }],
    ],
    [
      'only "overrides the file" turned on (the rule as saved) changes the uploaded days',
      uploaded(TODAY, 30),
      savedFixed8,
      settings((s) => (s.iqamah.isha = { rule: fixed('20:00'), overridesFile: true })),
      [{ prayer: 'isha', next7: 7, next30: 30, fileWins: 0 }],
    ],
    [
      'no timetable: the rule gives every calculated day its iqamah',
      [],
      savedFixed8,
      settings((s) => (s.iqamah.isha.rule = fixed('20:30'))),
      [{ prayer: 'isha', next7: 7, next30: 30, fileWins: 0 }],
    ],
    [
      'a timetable for the first 10 days: the rule changes the 20 calculated days; the file wins on 10',
      uploaded(TODAY, 10),
      savedFixed8,
      settings((s) => (s.iqamah.isha.rule = fixed('20:30'))),
      [{ prayer: 'isha', next7: 0, next30: 20, fileWins: 10 }],
    ],
    [
      'an upload that starts in 3 days, and a day with Fajr 00:00 (no data) among it',
      uploaded(addDays(TODAY, 3), 27).map((day, i) => (i === 2 ? { ...day, fajrAdhan: '00:00' } : day)),
      savedFixed8,
      settings((s) => (s.iqamah.isha.rule = fixed('20:30'))),
      [{ prayer: 'isha', next7: 4, next30: 4, fileWins: 26 }],
    ],
    [
      "a rule whose times are the saved rule's on these days changes none, and the file does not win (it overrides)",
      uploaded(TODAY, 30),
      settings((s) => (s.iqamah.isha = { rule: fixed('20:00'), overridesFile: true })),
      settings(
        (s) =>
          (s.iqamah.isha = {
            rule: { kind: 'afterAdhan', minutes: 0, roundUpTo: 0, notBefore: '20:00', notAfter: '20:00' },
            overridesFile: true,
          }),
      ),
      [{ prayer: 'isha', next7: 0, next30: 0, fileWins: 0 }],
    ],
    [
      'a date-ranged override covering the first 5 days hides the rule there',
      [],
      settings(
        (s) => (s.iqamahOverrides = [{ prayer: 'isha', from: TODAY, to: addDays(TODAY, 4), rule: fixed('21:00') }]),
      ),
      settings((s) => {
        s.iqamahOverrides = [{ prayer: 'isha', from: TODAY, to: addDays(TODAY, 4), rule: fixed('21:00') }];
        s.iqamah.isha.rule = fixed('20:30');
      }),
      [{ prayer: 'isha', next7: 2, next30: 25, fileWins: 0 }],
    ],
    [
      'two prayers edited are each counted on their own; the others are not listed',
      uploaded(TODAY, 30),
      defaults,
      settings((s) => {
        s.iqamah.isha.rule = after(10, 5);
        s.iqamah.fajr = { rule: fixed('06:20'), overridesFile: true };
      }),
      [
        { prayer: 'fajr', next7: 7, next30: 30, fileWins: 0 },
        { prayer: 'isha', next7: 0, next30: 0, fileWins: 30 },
      ],
    ],
    ['nothing edited', uploaded(TODAY, 30), savedFixed8, structuredClone(savedFixed8), []],
  ])('%s', (_name, timetable, saved, draft, expected) => {
    expect(iqamahRuleImpact({ timetable, saved, draft, site, today: TODAY })).toEqual(expected);
  });

  it('other unsaved edits (the calculation) are not counted against the rule', () => {
    const draft = settings((s) => {
      s.iqamah.isha.rule = after(10, 5);
      s.calculation.adjustments.isha = 7;
    });
    expect(iqamahRuleImpact({ timetable: uploaded(TODAY, 30), saved: defaults, draft, site, today: TODAY })).toEqual([
      { prayer: 'isha', next7: 0, next30: 0, fileWins: 30 },
    ]);
  });
});

describe('ruleImpactText', () => {
  it.each<[RuleImpact, string]>([
    [
      { prayer: 'isha', next7: 0, next30: 0, fileWins: 30 },
      "This rule changes no Isha iqamah in the next 30 days: the uploaded timetable's Isha iqamah wins on the 30 days it would change. Let the rule override the file to apply it.",
    ],
    [
      { prayer: 'isha', next7: 0, next30: 0, fileWins: 1 },
      "This rule changes no Isha iqamah in the next 30 days: the uploaded timetable's Isha iqamah wins on the 1 day it would change. Let the rule override the file to apply it.",
    ],
    [{ prayer: 'isha', next7: 0, next30: 0, fileWins: 0 }, 'This rule changes no Isha iqamah in the next 30 days.'],
    [
      { prayer: 'isha', next7: 7, next30: 30, fileWins: 0 },
      'This rule changes the Isha iqamah on 7 of the next 7 days and 30 of the next 30.',
    ],
    [
      { prayer: 'isha', next7: 0, next30: 20, fileWins: 10 },
      "This rule changes the Isha iqamah on 0 of the next 7 days and 20 of the next 30. On 10 other days, the uploaded timetable's Isha iqamah still wins.",
    ],
    [
      { prayer: 'isha', next7: 1, next30: 1, fileWins: 1 },
      "This rule changes the Isha iqamah on 1 of the next 7 days and 1 of the next 30. On 1 other day, the uploaded timetable's Isha iqamah still wins.",
    ],
  ])('%j', (impact, text) => {
    expect(ruleImpactText(impact, 'Isha')).toBe(text);
  });
});
