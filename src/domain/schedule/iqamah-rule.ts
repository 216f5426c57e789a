import { formatTime12h, parseTimeOfDay, type MinutesOfDay } from '../dates/time-of-day.ts';
import type { IqamahRule, TaraweehRule } from './settings.ts';

const LAST_MINUTE_OF_DAY = 23 * 60 + 59;

/**
 * The iqamah a rule gives for a day whose adhan is at `adhan` (minutes since the masjid's midnight).
 * 'afterAdhan': adhan + minutes, rounded up to the step, then 'not before', then 'not after'. Any result is
 * then kept between the adhan and `latest` (sunrise − 1 for Fajr, 23:59 otherwise): an iqamah before its
 * adhan, or a Fajr after sunrise, is not a time anyone could pray at, whatever the rule says.
 */
export function applyIqamahRule(rule: IqamahRule, adhan: MinutesOfDay, latest: MinutesOfDay = LAST_MINUTE_OF_DAY): MinutesOfDay {
  let iqamah: number;
  if (rule.kind === 'fixed') {
    iqamah = parseTimeOfDay(rule.time) ?? adhan;
  } else {
    iqamah = adhan + rule.minutes;
    if (rule.roundUpTo > 0) iqamah = Math.ceil(iqamah / rule.roundUpTo) * rule.roundUpTo;
    const notBefore = rule.notBefore === null ? null : parseTimeOfDay(rule.notBefore);
    const notAfter = rule.notAfter === null ? null : parseTimeOfDay(rule.notAfter);
    if (notBefore !== null) iqamah = Math.max(iqamah, notBefore);
    if (notAfter !== null) iqamah = Math.min(iqamah, notAfter);
  }
  return Math.max(adhan, Math.min(iqamah, latest, LAST_MINUTE_OF_DAY));
}

/** Taraweeh on a Ramadan night whose Isha iqamah is at `ishaIqamah`; never before that iqamah. */
export function applyTaraweehRule(rule: TaraweehRule, ishaIqamah: MinutesOfDay): MinutesOfDay {
  const at = rule.kind === 'fixed' ? (parseTimeOfDay(rule.time) ?? ishaIqamah) : ishaIqamah + rule.minutes;
  return Math.max(ishaIqamah, Math.min(at, LAST_MINUTE_OF_DAY));
}

function clock(hhMm: string): string {
  const minutes = parseTimeOfDay(hhMm);
  return minutes === null ? hhMm : formatTime12h(Math.floor(minutes / 60), minutes % 60);
}

/** 'at 8:00 PM', '10 min after the adhan, rounded up to 5 min, not after 9:30 PM', 'at the adhan'. */
export function describeIqamahRule(rule: IqamahRule): string {
  if (rule.kind === 'fixed') return `at ${clock(rule.time)}`;
  const parts = [rule.minutes === 0 ? 'at the adhan' : `${rule.minutes} min after the adhan`];
  if (rule.roundUpTo > 0) parts.push(`rounded up to ${rule.roundUpTo} min`);
  if (rule.notBefore !== null) parts.push(`not before ${clock(rule.notBefore)}`);
  if (rule.notAfter !== null) parts.push(`not after ${clock(rule.notAfter)}`);
  return parts.join(', ');
}

/** 'at 9:00 PM' or '15 min after the Isha iqamah'. */
export function describeTaraweehRule(rule: TaraweehRule): string {
  if (rule.kind === 'fixed') return `at ${clock(rule.time)}`;
  return rule.minutes === 0 ? 'right after the Isha iqamah' : `${rule.minutes} min after the Isha iqamah`;
}
