import * as z from 'zod/mini';

/**
 * The masjid's facts (issue 24 item 3): contacts, address and map link, service hours, rental wording and
 * rates, social and mailing-list links, every donation method and the Donate page's wording. One schema for
 * GET/PUT /api/site and Admin → Site facts (ADR 017). The config files are the first default; what staff
 * save is stored as a partial document (only what differs) and deep-merged over the defaults, so a fact
 * staff never touched still follows the config file.
 */

const text = (label: string, max = 200) =>
  z.string({ error: `${label} is required` }).check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(max, `${label} must be at most ${max} characters`));

const email = (label: string) => z.email({ error: `${label} must be an e-mail address` }).check(z.maxLength(200, `${label} must be at most 200 characters`));

const phone = (label: string) =>
  z.string({ error: `${label} is required` }).check(
    z.trim(),
    z.regex(/^\+?[\d\s().-]{7,30}$/, `${label} must be a phone number such as (650) 555-0142`),
    z.refine((value) => value.replace(/\D/g, '').length >= 7, `${label} must have at least 7 digits`),
  );

/** Links visitors follow: https only (an http: or javascript: link is refused). */
const link = (label: string) =>
  z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: `${label} must be an https:// link` }).check(z.maxLength(500, `${label} must be at most 500 characters`));

const percent = (label: string) =>
  z.number({ error: `${label} must be a number from 0 to 100` }).check(z.gte(0, `${label} must be at least 0`), z.lte(100, `${label} must be at most 100`));

export const siteFactsSchema = z.object({
  contacts: z.object({
    imam: z.object({ title: text('Imam title'), name: text('Imam name'), phone: phone('Imam phone'), email: email('Imam e-mail') }),
    general: z.object({ email: email('General e-mail'), phone: phone('General phone') }),
    school: z.object({ email: email('School e-mail') }),
    /** The schools' teachers besides the imam's own line (Saturday School: "PhD candidate"). */
    teachers: z.array(z.object({ name: text('Teacher name'), role: text('Teacher role') })).check(z.maxLength(20, 'At most 20 teachers')),
  }),
  address: z.object({
    street: text('Street'),
    city: text('City'),
    region: text('State or region'),
    postalCode: text('Postal code', 20),
    country: z.string().check(z.regex(/^[A-Z]{2}$/, 'Country must be a two-letter code such as US')),
    /** A map link of staff's choosing; without one, a maps search for the address. */
    mapUrl: z.optional(link('Map link')),
  }),
  serviceHours: z.object({ weekdays: text('Weekday hours'), friday: text("Friday (Jumu'ah) hours") }),
  rental: z.object({
    minimum: text('Rental minimum'),
    rate: text('Rental rate'),
    memberRate: text('Member rate'),
    extra: text('Rental extra fees'),
  }),
  links: z.object({
    whatsapp: link('WhatsApp link'),
    facebook: link('Facebook link'),
    instagram: link('Instagram link'),
    mailingList: link('Mailing-list link'),
  }),
  mailingListForm: z.object({ action: link('Mailing-list form address'), u: text('Mailing-list u', 100), id: text('Mailing-list id', 100) }),
  donations: z.object({
    hostedPlatformUrl: link('Donation platform link'),
    zelle: text('Zelle recipient'),
    venmo: text('Venmo account'),
    paypalUrl: link('PayPal link'),
    paypalFeePercent: percent('PayPal fee'),
    benevityUrl: link('Benevity link'),
    stockInstructionsUrl: link('Stock instructions link'),
    stockGuides: z.array(z.object({ name: text('Brokerage name'), href: link('Brokerage link') })).check(z.maxLength(12, 'At most 12 brokerage guides')),
    checkPayableTo: text('Checks payable to'),
    cashNote: text('Cash note', 500),
    taxExemptStatus: text('Tax-exempt status'),
    ein: z.string().check(z.trim(), z.regex(/^\d{2}-\d{7}$/, 'EIN must read like 12-3456789')),
  }),
  donatePage: z.object({ intro: text('Donate page introduction', 1000) }),
});

export type SiteFacts = z.output<typeof siteFactsSchema>;

/** A partial of the facts: any keys at any depth (what is stored, and what PUT /api/site takes). */
export type SiteFactsPatch = { [K in keyof SiteFacts]?: DeepPartial<SiteFacts[K]> };
type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/** The donation fields: changing one is admin-only and noted in the audit log and Overview. */
export const DONATION_FIELD_LABELS: Record<keyof SiteFacts['donations'], string> = {
  hostedPlatformUrl: 'Donation platform link',
  zelle: 'Zelle recipient',
  venmo: 'Venmo account',
  paypalUrl: 'PayPal link',
  paypalFeePercent: 'PayPal fee',
  benevityUrl: 'Benevity link',
  stockInstructionsUrl: 'Stock instructions link',
  stockGuides: 'Stock brokerage guides',
  checkPayableTo: 'Check payee',
  cashNote: 'Cash note',
  taxExemptStatus: 'Tax-exempt status',
  ein: 'EIN',
};

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const sameKind = (a: unknown, b: unknown) => (Array.isArray(a) ? Array.isArray(b) : isPlainObject(a) ? isPlainObject(b) : typeof a === typeof b || a === undefined);

/**
 * `patch` deep-merged over `base`: objects merge key by key, arrays and values replace. A key `base` does
 * not have, or a value of another kind than base's (an object for a text), is ignored: a stored document
 * from an older schema cannot break the facts. `mapUrl` is the one optional key; '' or null removes it.
 */
export function mergeSiteFacts<T>(base: T, patch: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(patch)) return base;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (OPTIONAL_KEYS.has(key) && (value === '' || value === null)) {
      delete out[key];
      continue;
    }
    if (!(key in base) && !OPTIONAL_KEYS.has(key)) continue;
    const current = (base as Record<string, unknown>)[key];
    if (!sameKind(current, value)) continue;
    out[key] = isPlainObject(current) ? mergeSiteFacts(current, value) : value;
  }
  return out as T;
}

const OPTIONAL_KEYS = new Set(['mapUrl']);

/** The paths in `patch` that are not facts ('contacts.imam.fax'), to refuse a PUT with a typo. */
export function unknownFactPaths(patch: unknown, shape: unknown, prefix = ''): string[] {
  if (!isPlainObject(patch) || !isPlainObject(shape)) return [];
  const paths: string[] = [];
  for (const [key, value] of Object.entries(patch)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (!(key in shape) && !OPTIONAL_KEYS.has(key)) paths.push(path);
    else if (isPlainObject(value) && isPlainObject(shape[key])) paths.push(...unknownFactPaths(value, shape[key], path));
  }
  return paths;
}

const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What `facts` changes of `defaults`: the partial document to store ({} when nothing differs). */
export function siteFactsDiff(defaults: unknown, facts: unknown): Record<string, unknown> {
  if (!isPlainObject(defaults) || !isPlainObject(facts)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(facts)) {
    const base = defaults[key];
    if (isPlainObject(value) && isPlainObject(base)) {
      const inner = siteFactsDiff(base, value);
      if (Object.keys(inner).length > 0) out[key] = inner;
    } else if (!equal(base, value)) out[key] = value;
  }
  // An optional key the defaults have and the facts dropped is stored as '' (removed by the merge).
  for (const key of Object.keys(defaults)) if (OPTIONAL_KEYS.has(key) && !(key in facts)) out[key] = '';
  return out;
}

/**
 * The facts a stored partial document makes over `defaults`: merged, then checked whole; a section that
 * does not pass (a document saved under older rules) falls back to its default, never to a broken page.
 */
export function resolveSiteFacts(defaults: SiteFacts, stored: unknown): SiteFacts {
  const merged = mergeSiteFacts(defaults, stored);
  const parsed = z.safeParse(siteFactsSchema, merged);
  if (parsed.success) return parsed.data;
  const broken = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const repaired = { ...merged } as Record<string, unknown>;
  for (const key of broken) repaired[key] = defaults[key as keyof SiteFacts];
  const again = z.safeParse(siteFactsSchema, repaired);
  return again.success ? again.data : defaults;
}

/** The donation fields whose value differs: ['PayPal link', 'EIN'] (in the schema's order). */
export function changedDonationFields(before: SiteFacts, after: SiteFacts): string[] {
  return (Object.keys(DONATION_FIELD_LABELS) as (keyof SiteFacts['donations'])[])
    .filter((key) => !equal(before.donations[key], after.donations[key]))
    .map((key) => DONATION_FIELD_LABELS[key]);
}

/** The top-level sections whose value differs: ['contacts', 'donations']. */
export function changedSections(before: SiteFacts, after: SiteFacts): (keyof SiteFacts)[] {
  return (Object.keys(after) as (keyof SiteFacts)[]).filter((key) => !equal(before[key], after[key]));
}

/** The masjid's one-line postal address: "100 Hazel Ave, Redwood City, CA 94061". */
export function addressLine(address: SiteFacts['address']): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
}

/** The map link: staff's own, or a maps search for the address. */
export function mapHref(address: SiteFacts['address']): string {
  return address.mapUrl ?? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine(address))}`;
}

/**
 * A PUT's `patch` over `base`, for validating whole: objects merge key by key, anything else replaces,
 * even a value of the wrong kind (so the schema names it: 'PayPal fee must be a number from 0 to 100').
 * '' or null removes the optional map link. Unknown keys are refused before (unknownFactPaths).
 */
export function patchSiteFacts(base: unknown, patch: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (OPTIONAL_KEYS.has(key) && (value === '' || value === null)) delete out[key];
    else out[key] = isPlainObject(base[key]) ? patchSiteFacts(base[key], value) : value;
  }
  return out;
}

const SECTION_NAMES: Record<keyof SiteFacts, string> = {
  contacts: 'contacts',
  address: 'address',
  serviceHours: 'service hours',
  rental: 'rental',
  links: 'social links',
  mailingListForm: 'mailing-list form',
  donations: 'donation details',
  donatePage: 'Donate page wording',
};

/** 'a', 'a and b', 'a, b and c'. */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The audit log's line for a change of the facts: the donation fields first, by name ("PayPal link
 * changed"), then the other sections ("PayPal link changed; contacts changed"); "Site facts saved
 * unchanged" when nothing differs.
 */
export function describeSiteFactsChange(before: SiteFacts, after: SiteFacts): string {
  const donations = changedDonationFields(before, after);
  const others = changedSections(before, after)
    .filter((section) => section !== 'donations')
    .map((section) => SECTION_NAMES[section]);
  const parts: string[] = [];
  if (donations.length > 0) parts.push(`${listText(donations)} changed`);
  if (others.length > 0) parts.push(donations.length > 0 ? `${listText(others)} changed` : `Site facts changed: ${listText(others)}`);
  return parts.length > 0 ? parts.join('; ') : 'Site facts saved unchanged';
}

/** A published version of the facts, as the revisions keep them (oldest first for donationChanges). */
export interface FactsVersion {
  publishedAt: Date;
  publishedBy: string;
  facts: SiteFacts;
}

export interface DonationChange {
  fields: string[];
  by: string;
  at: Date;
}

/**
 * The publishes from `since` on that changed donation details, newest first: each version against the
 * one before it (`versions` oldest first; the oldest is the baseline and is not itself a change).
 */
export function donationChanges(versions: readonly FactsVersion[], since: Date): DonationChange[] {
  const changes: DonationChange[] = [];
  for (let i = 1; i < versions.length; i++) {
    const version = versions[i]!;
    if (version.publishedAt.getTime() < since.getTime()) continue;
    const fields = changedDonationFields(versions[i - 1]!.facts, version.facts);
    if (fields.length > 0) changes.push({ fields, by: version.publishedBy, at: version.publishedAt });
  }
  return changes.reverse();
}

/** Overview's notice: "PayPal link changed by amina, on Nov 26, 2026" (the date in the masjid's zone). */
export function donationChangeNotice(change: DonationChange, timeZone: string): string {
  const date = new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' }).format(change.at);
  return `${listText(change.fields)} changed by ${change.by}, on ${date}`;
}
