import { addressLine, mapHref, type SiteFacts } from '../site-facts/site-facts.ts';

/**
 * Site facts inside a page's text (issue 24, item 3: "one change shows everywhere the fact appears"). A
 * block's text says `{{address}}` or `{{rental.rate}}` where the fact belongs, and the build (and the
 * admin's preview) fills in the facts as published, so the address or a rate lives once, in Site facts,
 * and a change there reaches every page. Anything in double braces that is not one of these names is
 * refused by the page schema, with the list of names, so a typo never reaches a visitor as "{{adress}}".
 */
export const FACT_PLACEHOLDERS = {
  address: { label: 'The full address', value: (f: SiteFacts) => addressLine(f.address) },
  'address.street': { label: 'Street', value: (f: SiteFacts) => f.address.street },
  'address.city': { label: 'City', value: (f: SiteFacts) => f.address.city },
  'address.map': { label: 'Map link', value: (f: SiteFacts) => mapHref(f.address) },
  'serviceHours.weekdays': { label: 'Service hours', value: (f: SiteFacts) => f.serviceHours.weekdays },
  'serviceHours.friday': { label: "Friday (Jumu'ah) hours", value: (f: SiteFacts) => f.serviceHours.friday },
  'rental.minimum': { label: 'Rental minimum', value: (f: SiteFacts) => f.rental.minimum },
  'rental.rate': { label: 'Rental rate', value: (f: SiteFacts) => f.rental.rate },
  'rental.memberRate': { label: 'Member rental rate', value: (f: SiteFacts) => f.rental.memberRate },
  'rental.extra': { label: 'Rental extra fees', value: (f: SiteFacts) => f.rental.extra },
  'imam.name': { label: "The imam's name", value: (f: SiteFacts) => f.contacts.imam.name },
  'imam.title': { label: "The imam's title", value: (f: SiteFacts) => f.contacts.imam.title },
  'imam.phone': { label: "The imam's phone", value: (f: SiteFacts) => f.contacts.imam.phone },
  'imam.email': { label: "The imam's e-mail", value: (f: SiteFacts) => f.contacts.imam.email },
  'general.email': { label: 'General e-mail', value: (f: SiteFacts) => f.contacts.general.email },
  'general.phone': { label: 'General phone', value: (f: SiteFacts) => f.contacts.general.phone },
  'school.email': { label: 'School e-mail', value: (f: SiteFacts) => f.contacts.school.email },
  'donations.zelle': { label: 'Zelle recipient', value: (f: SiteFacts) => f.donations.zelle },
  'donations.venmo': { label: 'Venmo account', value: (f: SiteFacts) => f.donations.venmo },
  'donations.checkPayableTo': { label: 'Checks payable to', value: (f: SiteFacts) => f.donations.checkPayableTo },
  'donations.taxExemptStatus': { label: 'Tax-exempt status', value: (f: SiteFacts) => f.donations.taxExemptStatus },
  'donations.ein': { label: 'EIN', value: (f: SiteFacts) => f.donations.ein },
} as const satisfies Record<string, { label: string; value: (facts: SiteFacts) => string }>;

export type FactPlaceholder = keyof typeof FACT_PLACEHOLDERS;
export const FACT_PLACEHOLDER_NAMES = Object.keys(FACT_PLACEHOLDERS) as FactPlaceholder[];

/** `{{ name }}`: two braces, the name (spaces around it allowed), two braces. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

const isFact = (name: string): name is FactPlaceholder => Object.hasOwn(FACT_PLACEHOLDERS, name);

/** The names in double braces that are not facts, in order, once each. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((name) => !isFact(name));
  return [...new Set(unknown)];
}

/** The schema's words for a text naming `unknown` (non-empty). */
export function unknownPlaceholderMessage(unknown: readonly string[]): string {
  const named = unknown.map((name) => `{{${name}}}`).join(', ');
  return `${named} ${unknown.length === 1 ? 'is not a site fact' : 'are not site facts'}: use one of ${FACT_PLACEHOLDER_NAMES.map((name) => `{{${name}}}`).join(', ')}`;
}

/** `text` with each fact's placeholder replaced by the fact; unknown ones are left as typed (the schema refuses them). */
export function fillFacts(text: string, facts: SiteFacts): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (isFact(name) ? FACT_PLACEHOLDERS[name].value(facts) : whole));
}

/** Every text inside `value` (a page, a block) with its facts filled in; the shape is kept. */
export function fillFactsDeep<T>(value: T, facts: SiteFacts): T {
  if (typeof value === 'string') return fillFacts(value, facts) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillFactsDeep(item, facts)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillFactsDeep(item, facts)])) as T;
  }
  return value;
}

/** Where inside `value` a text names an unknown fact: each text's path and the message for it. */
export function placeholderIssues(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; message: string }[] {
  if (typeof value === 'string') {
    const unknown = unknownPlaceholders(value);
    return unknown.length === 0 ? [] : [{ path, message: unknownPlaceholderMessage(unknown) }];
  }
  if (Array.isArray(value)) return value.flatMap((item: unknown, i) => placeholderIssues(item, [...path, i]));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => placeholderIssues(item, [...path, key]));
  return [];
}
