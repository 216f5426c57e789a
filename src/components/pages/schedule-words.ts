/**
 * Helpers of the schedule pages' body components (issue 26): a translated sentence around a piece of
 * markup, and the dates the pages write in the page's language (the default language's are SPEC's own).
 */
import { longDate } from '../../views/prayer-times/schedule-extras.ts';
import type { Translator } from '../../i18n';

const SLOT = '\u0000';

/** The text before and after `{name}` in a message: the page puts its markup (a link, <strong>) between. */
export function around(
  t: Translator,
  key: Parameters<Translator>[0],
  name: string,
  params: Record<string, string | number> = {},
): [string, string] {
  const parts = t(key, { ...params, [name]: SLOT }).split(SLOT);
  if (parts.length !== 2) throw new Error(`${key} (${t.lang}) must hold {${name}} once`);
  return [parts[0]!, parts[1]!];
}

/** 'Monday, February 8, 2027' in the page's language. */
export function longDateIn(t: Translator, isoDate: string): string {
  return t.isDefault
    ? longDate(isoDate)
    : t.date(isoDate, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
}

/** 'February 8, 2027' (no weekday) in the page's language. */
export function dateIn(t: Translator, isoDate: string): string {
  return t.isDefault
    ? longDate(isoDate).split(', ').slice(1).join(', ')
    : t.date(isoDate, { year: 'numeric', month: 'long', day: 'numeric' });
}

export type Segment = { text: string } | { slot: string };

/** A message cut at its `names` placeholders, in the language's order: the page puts markup in each slot. */
export function segments(
  t: Translator,
  key: Parameters<Translator>[0],
  names: readonly string[],
  params: Record<string, string | number> = {},
): Segment[] {
  const marked = Object.fromEntries(names.map((name, i) => [name, `${SLOT}${i}${SLOT}`]));
  const parts = t(key, { ...params, ...marked }).split(new RegExp(`${SLOT}(\\d+)${SLOT}`));
  return parts.flatMap((part, i): Segment[] =>
    i % 2 === 1 ? [{ slot: names[Number(part)]! }] : part === '' ? [] : [{ text: part }],
  );
}
