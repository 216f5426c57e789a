import { MONTH_SHORT_NAMES } from '../dates/short-date-labels.ts';
import { hhMmTo12h } from '../dates/time-of-day.ts';
import { parseIsoDate } from '../dates/zoned.ts';
import { PRAYERS, type Prayer } from '../prayer-times/types.ts';
import { khutbahDetail } from './changes.ts';
import { describeIqamahRule, describeTaraweehRule } from './iqamah-rule.ts';
import { EID_NAMES, type EidPrayer, type IqamahOverride, type JumuahOverride, type PrayerSettings } from './settings.ts';

/**
 * What a save changed, one line each, for the settings' change log ("every change logged with who and
 * when", issue 13): 'Isha iqamah: 10 min after the adhan, rounded up to 5 min (was 15 min after the
 * adhan)', "Jumu'ah: 1:00 PM · English; 2:00 PM · Arabic (was 1:30 PM)", 'Added Eid al-Fitr, Fri …'.
 */

const PRAYER_NAMES: Record<Prayer, string> = { fajr: 'Fajr', dhuhr: 'Dhuhr', asr: 'Asr', maghrib: 'Maghrib', isha: 'Isha' };

function shortDate(iso: string): string {
  const parts = parseIsoDate(iso);
  return parts ? `${MONTH_SHORT_NAMES[parts.month - 1]} ${parts.day}, ${parts.year}` : iso;
}

function range(from: string, to: string): string {
  return from === to ? shortDate(from) : `${shortDate(from)} to ${shortDate(to)}`;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function overrideText(o: IqamahOverride): string {
  return `${PRAYER_NAMES[o.prayer]} iqamah ${describeIqamahRule(o.rule)}, ${range(o.from, o.to)}`;
}

function jumuahOverrideText(o: JumuahOverride): string {
  return `Jumu'ah ${range(o.from, o.to)}: ${o.khutbahs.map(khutbahDetail).join('; ')}`;
}

function eidText(eid: EidPrayer): string {
  const place = eid.place === '' ? '' : `, ${eid.place}`;
  return `${EID_NAMES[eid.kind]}, ${shortDate(eid.date)} at ${eid.times.map(hhMmTo12h).join(' and ')}${place}`;
}

/** Lines for what is in `after` but not `before` ('Added …') and the reverse ('Removed …'). */
function listChanges<T>(before: readonly T[], after: readonly T[], text: (item: T) => string): string[] {
  const key = (item: T) => JSON.stringify(item);
  const was = new Set(before.map(key));
  const now = new Set(after.map(key));
  return [
    ...before.filter((item) => !now.has(key(item))).map((item) => `Removed ${text(item)}`),
    ...after.filter((item) => !was.has(key(item))).map((item) => `Added ${text(item)}`),
  ];
}

export function describeSettingsChanges(before: PrayerSettings, after: PrayerSettings): string[] {
  const lines: string[] = [];
  for (const prayer of PRAYERS) {
    const was = before.iqamah[prayer];
    const now = after.iqamah[prayer];
    if (!same(was.rule, now.rule)) {
      lines.push(`${PRAYER_NAMES[prayer]} iqamah: ${describeIqamahRule(now.rule)} (was ${describeIqamahRule(was.rule)})`);
    }
    if (was.overridesFile !== now.overridesFile) {
      lines.push(`${PRAYER_NAMES[prayer]} iqamah: ${now.overridesFile ? 'the rule now overrides the uploaded timetable' : 'the uploaded timetable now wins over the rule'}`);
    }
  }
  lines.push(...listChanges(before.iqamahOverrides, after.iqamahOverrides, (o) => `the override ${overrideText(o)}`));

  const calc = (label: string, was: unknown, now: unknown) => {
    if (!same(was, now)) lines.push(`${label}: ${String(now)} (was ${String(was)})`);
  };
  calc('Calculation for days without a timetable', before.calculation.enabled ? 'on' : 'off', after.calculation.enabled ? 'on' : 'off');
  calc('Calculation method', before.calculation.method, after.calculation.method);
  calc('Asr madhab', before.calculation.madhab, after.calculation.madhab);
  calc('High-latitude rule', before.calculation.highLatitudeRule, after.calculation.highLatitudeRule);
  for (const key of ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const) {
    const name = key === 'sunrise' ? 'Sunrise' : PRAYER_NAMES[key];
    const was = before.calculation.adjustments[key];
    const now = after.calculation.adjustments[key];
    if (was !== now) lines.push(`${name} adjustment: ${now} min (was ${was} min)`);
  }

  if (!same(before.jumuah.khutbahs, after.jumuah.khutbahs)) {
    lines.push(
      `Jumu'ah: ${after.jumuah.khutbahs.map(khutbahDetail).join('; ')} (was ${before.jumuah.khutbahs.map(khutbahDetail).join('; ')})`,
    );
  }
  lines.push(...listChanges(before.jumuah.overrides, after.jumuah.overrides, (o) => `the change ${jumuahOverrideText(o)}`));

  calc('Hijri day offset', before.hijri.offsetDays, after.hijri.offsetDays);
  calc('Hijri date turns at', before.hijri.dayStartsAt, after.hijri.dayStartsAt);
  if (before.ramadan.suhoorMinutesBeforeFajr !== after.ramadan.suhoorMinutesBeforeFajr) {
    lines.push(
      `Suhoor ends ${after.ramadan.suhoorMinutesBeforeFajr} min before the Fajr adhan (was ${before.ramadan.suhoorMinutesBeforeFajr} min)`,
    );
  }
  if (!same(before.ramadan.taraweeh, after.ramadan.taraweeh)) {
    const text = (rule: PrayerSettings['ramadan']['taraweeh']) => (rule === null ? 'not listed' : describeTaraweehRule(rule));
    lines.push(`Taraweeh: ${text(after.ramadan.taraweeh)} (was ${text(before.ramadan.taraweeh)})`);
  }
  lines.push(...listChanges(before.eidPrayers, after.eidPrayers, (eid) => `the Eid prayer ${eidText(eid)}`));
  return lines;
}
