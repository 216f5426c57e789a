import { describe, expect, it } from 'vitest';
import { formatHhMm, parseTimeOfDay } from '../dates/time-of-day.ts';
import { applyIqamahRule, applyTaraweehRule, describeIqamahRule, describeTaraweehRule } from './iqamah-rule.ts';
import type { IqamahRule, RoundUpStep } from './settings.ts';

const m = (hhMm: string) => parseTimeOfDay(hhMm)!;
const after = (minutes: number, roundUpTo: RoundUpStep = 0, notBefore: string | null = null, notAfter: string | null = null): IqamahRule => ({
  kind: 'afterAdhan',
  minutes,
  roundUpTo,
  notBefore,
  notAfter,
});

describe('applyIqamahRule', () => {
  it.each<[string, IqamahRule, string, string | undefined, string]>([
    // rule, adhan, latest (sunrise − 1 for Fajr), expected
    ['adhan + 10', after(10), '19:32', undefined, '19:42'],
    ['adhan + 0 is the adhan', after(0), '13:05', undefined, '13:05'],
    ['adhan + 10, round up to 5', after(10, 5), '19:32', undefined, '19:45'],
    ['a multiple of 5 stays', after(10, 5), '19:30', undefined, '19:40'],
    ['one past a multiple of 5 goes up', after(10, 5), '19:31', undefined, '19:45'],
    ['round up to 15', after(10, 15), '19:32', undefined, '19:45'],
    ['round up to 15 across the hour', after(10, 15), '19:51', undefined, '20:15'],
    ['round up to 10', after(5, 10), '12:51', undefined, '13:00'],
    ['round up to 30', after(5, 30), '12:51', undefined, '13:00'],
    ['not before lifts an early iqamah', after(10, 0, '19:30'), '17:02', undefined, '19:30'],
    ['not before leaves a later one', after(10, 0, '19:30'), '19:40', undefined, '19:50'],
    ['not after holds a late iqamah', after(10, 0, null, '21:30'), '21:40', undefined, '21:40'],
    ['not after caps below the rule', after(15, 0, null, '21:30'), '21:20', undefined, '21:30'],
    ['rounding comes before the bounds', after(10, 15, null, '21:40'), '21:32', undefined, '21:40'],
    ['bounds together', after(10, 5, '18:00', '20:00'), '17:00', undefined, '18:00'],
    ['a fixed time', { kind: 'fixed', time: '20:00' }, '18:31', undefined, '20:00'],
    ['a fixed time before the adhan is held at the adhan', { kind: 'fixed', time: '20:00' }, '20:12', undefined, '20:12'],
    ['Fajr stays before sunrise', after(90), '06:06', '07:21', '07:21'],
    ['Fajr rounded up past sunrise stays before it', after(20, 30), '06:50', '07:05', '07:05'],
    ['nothing passes midnight', after(180), '22:05', undefined, '23:59'],
    ['rounding past midnight stops at 23:59', after(10, 15), '23:50', undefined, '23:59'],
  ])('%s', (_name, rule, adhan, latest, expected) => {
    expect(formatHhMm(applyIqamahRule(rule, m(adhan), latest === undefined ? undefined : m(latest)))).toBe(expected);
  });
});

describe('applyTaraweehRule', () => {
  it.each<[string, Parameters<typeof applyTaraweehRule>[0], string, string]>([
    ['15 min after the Isha iqamah', { kind: 'afterIsha', minutes: 15 }, '20:30', '20:45'],
    ['a fixed time', { kind: 'fixed', time: '21:00' }, '20:30', '21:00'],
    ['never before the Isha iqamah', { kind: 'fixed', time: '20:00' }, '20:30', '20:30'],
    ['not past 23:59', { kind: 'afterIsha', minutes: 120 }, '23:00', '23:59'],
  ])('%s', (_name, rule, isha, expected) => {
    expect(formatHhMm(applyTaraweehRule(rule, m(isha)))).toBe(expected);
  });
});

describe('rule descriptions', () => {
  it.each<[IqamahRule, string]>([
    [{ kind: 'fixed', time: '20:00' }, 'at 8:00 PM'],
    [after(0), 'at the adhan'],
    [after(10, 5), '10 min after the adhan, rounded up to 5 min'],
    [after(10, 15, '19:00', '21:30'), '10 min after the adhan, rounded up to 15 min, not before 7:00 PM, not after 9:30 PM'],
  ])('%j → %s', (rule, text) => {
    expect(describeIqamahRule(rule)).toBe(text);
  });

  it.each([
    [{ kind: 'fixed', time: '21:15' } as const, 'at 9:15 PM'],
    [{ kind: 'afterIsha', minutes: 0 } as const, 'right after the Isha iqamah'],
    [{ kind: 'afterIsha', minutes: 15 } as const, '15 min after the Isha iqamah'],
  ])('taraweeh %j → %s', (rule, text) => {
    expect(describeTaraweehRule(rule)).toBe(text);
  });
});
