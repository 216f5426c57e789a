import { PRAYERS } from '../prayer-times/types.ts';
import { CALCULATION_METHODS, type PrayerSettings } from '../schedule/settings.ts';

/**
 * The prayer settings as the screen fetched them (GET /api/display/prayer-settings) or cached them: the
 * server validated the document when staff saved it, so this only checks that the answer is such a
 * document (not an error body, not another version's shape) before the screen's schedule uses it; zod
 * stays out of the screen's bundle. Null: keep the settings the screen has.
 */
export function readSyncedPrayerSettings(raw: unknown): PrayerSettings | null {
  if (!isObject(raw)) return null;
  const { iqamah, iqamahOverrides, calculation, jumuah, hijri, ramadan, eidPrayers } = raw;
  if (!isObject(iqamah) || !PRAYERS.every((prayer) => isIqamah(iqamah[prayer]))) return null;
  if (!Array.isArray(iqamahOverrides) || !iqamahOverrides.every((o) => isObject(o) && isRule(o['rule']))) return null;
  if (
    !isObject(calculation) ||
    typeof calculation['enabled'] !== 'boolean' ||
    !CALCULATION_METHODS.includes(calculation['method'] as never) ||
    !isObject(calculation['adjustments'])
  ) {
    return null;
  }
  if (!isObject(jumuah) || !Array.isArray(jumuah['khutbahs']) || !Array.isArray(jumuah['overrides'])) return null;
  if (
    !isObject(hijri) ||
    typeof hijri['offsetDays'] !== 'number' ||
    !['maghrib', 'midnight'].includes(hijri['dayStartsAt'] as string)
  ) {
    return null;
  }
  if (!isObject(ramadan) || typeof ramadan['suhoorMinutesBeforeFajr'] !== 'number') return null;
  if (!Array.isArray(eidPrayers) || !eidPrayers.every((eid) => isObject(eid) && Array.isArray(eid['times'])))
    return null;
  return raw as PrayerSettings;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRule(value: unknown): boolean {
  return (
    isObject(value) && (value['kind'] === 'fixed' ? typeof value['time'] === 'string' : value['kind'] === 'afterAdhan')
  );
}

function isIqamah(value: unknown): boolean {
  return isObject(value) && isRule(value['rule']) && typeof value['overridesFile'] === 'boolean';
}
