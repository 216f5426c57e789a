import { serverFieldErrors } from '../../../lib/server-message.ts';
import type { Prayer } from '../../../domain/prayer-times/types.ts';
import type { EidPrayer, IqamahOverride, IqamahRule, Khutbah, PrayerSettings } from '../../../domain/schedule/settings.ts';

/** Changes the draft: the callback edits a copy, which becomes the new draft. */
export type Update = (change: (draft: PrayerSettings) => void) => void;

/** The form's errors by the settings' path ('iqamah.isha.rule.minutes'), as zod and the API name them. */
export type Errors = Record<string, string>;

/** An input's id from its settings path: every field's error is found by the same path. */
export function fieldId(path: string): string {
  return `ps-${path.replace(/\./g, '-')}`;
}

export const PRAYER_LABELS: Record<Prayer, string> = { fajr: 'Fajr', dhuhr: 'Dhuhr', asr: 'Asr', maghrib: 'Maghrib', isha: 'Isha' };

export function afterAdhan(minutes = 10): IqamahRule {
  return { kind: 'afterAdhan', minutes, roundUpTo: 0, notBefore: null, notAfter: null };
}

export function newKhutbah(time = '13:30'): Khutbah {
  return { time, khateeb: '', language: '', place: '' };
}

export function newOverride(from: string): IqamahOverride {
  return { prayer: 'isha', from, to: from, rule: { kind: 'fixed', time: '20:00' } };
}

export function newEid(date: string): EidPrayer {
  return { kind: 'fitr', date, times: ['08:00'], place: '', note: '' };
}

/** A number input's value: NaN for an empty or partial entry, which validation names. */
export function numberFrom(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value);
}

/** Zod's path for an issue, without the API body's 'settings.' prefix. */
export function settingsPath(path: readonly PropertyKey[] | string): string {
  const text = typeof path === 'string' ? path : path.map(String).join('.');
  return text.replace(/^settings\.?/, '');
}

/** The API's field errors by settings path (the body's 'settings.' prefix dropped). */
export function fieldErrors(error: unknown): Errors {
  return Object.fromEntries(
    Object.entries(serverFieldErrors(error)).map(([path, message]) => [settingsPath(path), message]),
  );
}
