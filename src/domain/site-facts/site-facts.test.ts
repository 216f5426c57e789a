import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  addressLine,
  changedDonationFields,
  changedSections,
  describeSiteFactsChange,
  donationChangeNotice,
  donationChanges,
  listText,
  patchSiteFacts,
  mapHref,
  mergeSiteFacts,
  resolveSiteFacts,
  siteFactsDiff,
  siteFactsSchema,
  unknownFactPaths,
  type SiteFacts,
} from './site-facts.ts';

import { FACTS_FIXTURE as defaults } from './site-facts.fixture.ts';

describe('siteFactsSchema', () => {
  it('accepts the defaults', () => {
    expect(z.safeParse(siteFactsSchema, defaults).success).toBe(true);
  });

  const invalid: [string, unknown, string, string][] = [
    ['an imam phone without digits', { contacts: { imam: { phone: 'call us' } } }, 'contacts.imam.phone', 'Imam phone must be a phone number such as (650) 555-0142'],
    ['a short phone', { contacts: { general: { phone: '555-01' } } }, 'contacts.general.phone', 'General phone must be a phone number such as (650) 555-0142'],
    ['a general e-mail that is not one', { contacts: { general: { email: 'info at example' } } }, 'contacts.general.email', 'General e-mail must be an e-mail address'],
    ['an empty imam name', { contacts: { imam: { name: '  ' } } }, 'contacts.imam.name', 'Imam name is required'],
    ['an http PayPal link', { donations: { paypalUrl: 'http://paypal.example.com/x' } }, 'donations.paypalUrl', 'PayPal link must be an https:// link'],
    ['a javascript: link', { links: { facebook: 'javascript:alert(1)' } }, 'links.facebook', 'Facebook link must be an https:// link'],
    ['a fee over 100 %', { donations: { paypalFeePercent: 120 } }, 'donations.paypalFeePercent', 'PayPal fee must be at most 100'],
    ['a fee as text', { donations: { paypalFeePercent: '2%' } }, 'donations.paypalFeePercent', 'PayPal fee must be a number from 0 to 100'],
    ['a malformed EIN', { donations: { ein: '123456789' } }, 'donations.ein', 'EIN must read like 12-3456789'],
    ['a three-letter country', { address: { country: 'USA' } }, 'address.country', 'Country must be a two-letter code such as US'],
    ['a map link on http', { address: { mapUrl: 'http://maps.example.com' } }, 'address.mapUrl', 'Map link must be an https:// link'],
  ];
  it.each(invalid)('refuses %s', (_name, patch, path, message) => {
    const document = { ...defaults, ...Object.fromEntries(Object.entries(patch as object).map(([k, v]) => [k, mergeAny(defaults[k as keyof SiteFacts], v)])) };
    const parsed = z.safeParse(siteFactsSchema, document);
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues[0]!;
    expect(issue.path.join('.')).toBe(path);
    expect(issue.message).toBe(message);
  });
});

/** A plain deep merge for building invalid documents (mergeSiteFacts drops values of another kind). */
function mergeAny(base: unknown, patch: unknown): unknown {
  if (typeof base !== 'object' || base === null || Array.isArray(base) || typeof patch !== 'object' || patch === null) return patch;
  const out: Record<string, unknown> = { ...(base as object) };
  for (const [key, value] of Object.entries(patch)) out[key] = mergeAny((base as Record<string, unknown>)[key], value);
  return out;
}

describe('mergeSiteFacts', () => {
  const cases: [string, unknown, (facts: SiteFacts) => unknown, unknown][] = [
    ['an empty patch keeps the defaults', {}, (f) => f, defaults],
    ['undefined reads as the defaults', undefined, (f) => f, defaults],
    ['a nested field wins, its siblings stay', { contacts: { imam: { phone: '(650) 555-0199' } } }, (f) => f.contacts.imam, { ...defaults.contacts.imam, phone: '(650) 555-0199' }],
    ['another section is untouched', { contacts: { imam: { phone: '(650) 555-0199' } } }, (f) => f.donations, defaults.donations],
    ['an array replaces the whole list', { contacts: { teachers: [{ name: 'B', role: 'Teacher' }, { name: 'C', role: 'Teacher' }] } }, (f) => f.contacts.teachers.map((t) => t.name), ['B', 'C']],
    ['an empty array empties the list', { donations: { stockGuides: [] } }, (f) => f.donations.stockGuides, []],
    ['an unknown key is ignored', { contacts: { imam: { fax: '1' } }, extra: 1 }, (f) => f, defaults],
    ['a value of another kind is ignored', { contacts: { imam: 'Imam' }, donations: { paypalFeePercent: '3' } }, (f) => [f.contacts.imam, f.donations.paypalFeePercent], [defaults.contacts.imam, 2]],
    ['the optional map link is added', { address: { mapUrl: 'https://maps.example.com/x' } }, (f) => f.address.mapUrl, 'https://maps.example.com/x'],
    ['a number wins over a number', { donations: { paypalFeePercent: 3 } }, (f) => f.donations.paypalFeePercent, 3],
  ];
  it.each(cases)('%s', (_name, patch, pick, expected) => {
    expect(pick(mergeSiteFacts(defaults, patch))).toEqual(expected);
  });

  it("'' or null removes the map link", () => {
    const withLink = mergeSiteFacts(defaults, { address: { mapUrl: 'https://maps.example.com/x' } });
    expect(mergeSiteFacts(withLink, { address: { mapUrl: '' } }).address).not.toHaveProperty('mapUrl');
    expect(mergeSiteFacts(withLink, { address: { mapUrl: null } }).address).not.toHaveProperty('mapUrl');
  });

  it('does not change its inputs', () => {
    const before = JSON.stringify(defaults);
    mergeSiteFacts(defaults, { contacts: { imam: { phone: '(650) 555-0199' } } });
    expect(JSON.stringify(defaults)).toBe(before);
  });
});

describe('unknownFactPaths', () => {
  const cases: [unknown, string[]][] = [
    [{}, []],
    [{ contacts: { imam: { phone: 'x' } } }, []],
    [{ contacts: { imam: { fax: 'x' } } }, ['contacts.imam.fax']],
    [{ donation: {} }, ['donation']],
    [{ address: { mapUrl: 'https://m.example.com' }, links: { tiktok: 'x', facebook: 'y' } }, ['links.tiktok']],
  ];
  it.each(cases)('%j → %j', (patch, paths) => {
    expect(unknownFactPaths(patch, defaults)).toEqual(paths);
  });
});

describe('siteFactsDiff', () => {
  const cases: [string, SiteFacts, unknown][] = [
    ['nothing changed', defaults, {}],
    ['one nested field', mergeSiteFacts(defaults, { contacts: { imam: { phone: '(650) 555-0199' } } }), { contacts: { imam: { phone: '(650) 555-0199' } } }],
    ['a list', mergeSiteFacts(defaults, { donations: { stockGuides: [] } }), { donations: { stockGuides: [] } }],
    ['a map link', mergeSiteFacts(defaults, { address: { mapUrl: 'https://m.example.com' } }), { address: { mapUrl: 'https://m.example.com' } }],
  ];
  it.each(cases)('%s', (_name, facts, diff) => {
    expect(siteFactsDiff(defaults, facts)).toEqual(diff);
    // The diff stored and merged back over the defaults gives the same facts.
    expect(mergeSiteFacts(defaults, siteFactsDiff(defaults, facts))).toEqual(facts);
  });

  it('stores a removed map link as "" so the merge removes it', () => {
    const withLink = { ...defaults, address: { ...defaults.address, mapUrl: 'https://m.example.com' } };
    expect(siteFactsDiff(withLink, defaults)).toEqual({ address: { mapUrl: '' } });
    expect(mergeSiteFacts(withLink, siteFactsDiff(withLink, defaults))).toEqual(defaults);
  });
});

describe('resolveSiteFacts', () => {
  it('merges a valid stored document', () => {
    expect(resolveSiteFacts(defaults, { donations: { ein: '12-3456789' } }).donations.ein).toBe('12-3456789');
  });

  it('falls back to the default section when a stored section no longer passes, keeping the others', () => {
    const facts = resolveSiteFacts(defaults, { donations: { ein: 'not an EIN' }, contacts: { imam: { phone: '(650) 555-0199' } } });
    expect(facts.donations).toEqual(defaults.donations);
    expect(facts.contacts.imam.phone).toBe('(650) 555-0199');
  });

  it('reads a stored value that is not an object as the defaults', () => {
    expect(resolveSiteFacts(defaults, 'garbage')).toEqual(defaults);
    expect(resolveSiteFacts(defaults, null)).toEqual(defaults);
  });
});

describe('changedDonationFields / changedSections', () => {
  const cases: [string, unknown, string[], string[]][] = [
    ['nothing', {}, [], []],
    ['a contact only', { contacts: { imam: { phone: '(650) 555-0199' } } }, [], ['contacts']],
    ['the PayPal link', { donations: { paypalUrl: 'https://www.paypal.com/donate/?hosted_button_id=NEW' } }, ['PayPal link'], ['donations']],
    ['fee, EIN and guides', { donations: { paypalFeePercent: 3, ein: '12-3456789', stockGuides: [] } }, ['PayPal fee', 'Stock brokerage guides', 'EIN'], ['donations']],
  ];
  it.each(cases)('%s', (_name, patch, donationFields, sections) => {
    const after = mergeSiteFacts(defaults, patch);
    expect(changedDonationFields(defaults, after)).toEqual(donationFields);
    expect(changedSections(defaults, after)).toEqual(sections);
  });
});

describe('addressLine / mapHref', () => {
  it('reads the one-line address and a maps search for it', () => {
    expect(addressLine(defaults.address)).toBe('100 Hazel Ave, Redwood City, CA 94061');
    expect(mapHref(defaults.address)).toBe('https://www.google.com/maps/search/?api=1&query=100%20Hazel%20Ave%2C%20Redwood%20City%2C%20CA%2094061');
  });

  it("prefers staff's own map link", () => {
    expect(mapHref({ ...defaults.address, mapUrl: 'https://maps.example.com/masjid' })).toBe('https://maps.example.com/masjid');
  });
});

describe('patchSiteFacts', () => {
  it('keeps a value of the wrong kind so the schema names it', () => {
    const patched = patchSiteFacts(defaults, { donations: { paypalFeePercent: '2%' } });
    const parsed = z.safeParse(siteFactsSchema, patched);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['donations.paypalFeePercent']);
  });

  it('merges objects and replaces lists, and removes the map link with null', () => {
    const withLink = patchSiteFacts(defaults, { address: { mapUrl: 'https://m.example.com' }, contacts: { teachers: [] } }) as SiteFacts;
    expect(withLink.address.mapUrl).toBe('https://m.example.com');
    expect(withLink.address.street).toBe(defaults.address.street);
    expect(withLink.contacts.teachers).toEqual([]);
    expect((patchSiteFacts(withLink, { address: { mapUrl: null } }) as SiteFacts).address).not.toHaveProperty('mapUrl');
  });
});

describe('listText', () => {
  it.each([
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a and b'],
    [['a', 'b', 'c'], 'a, b and c'],
  ])('%j → %s', (items, text) => expect(listText(items)).toBe(text));
});

describe('describeSiteFactsChange', () => {
  const cases: [unknown, string][] = [
    [{}, 'Site facts saved unchanged'],
    [{ donations: { paypalUrl: 'https://www.paypal.com/donate/?hosted_button_id=NEW' } }, 'PayPal link changed'],
    [{ donations: { zelle: 'z@example.org', venmo: '@v' } }, 'Zelle recipient and Venmo account changed'],
    [{ contacts: { imam: { phone: '(650) 555-0199' } }, address: { street: '1 Main St' } }, 'Site facts changed: contacts and address'],
    [{ donations: { ein: '12-3456789' }, links: { facebook: 'https://facebook.com/new' }, donatePage: { intro: 'New' } }, 'EIN changed; social links and Donate page wording changed'],
  ];
  it.each(cases)('%j → %s', (patch, text) => {
    expect(describeSiteFactsChange(defaults, mergeSiteFacts(defaults, patch))).toBe(text);
  });
});

describe('donationChanges / donationChangeNotice', () => {
  const v = (at: string, by: string, patch: unknown) => ({ publishedAt: new Date(at), publishedBy: by, facts: mergeSiteFacts(defaults, patch) });
  const versions = [
    v('2026-09-01T12:00:00Z', 'config', {}),
    v('2026-10-01T12:00:00Z', 'omar', { donations: { zelle: 'z@example.org' } }),
    v('2026-11-20T12:00:00Z', 'amina', { donations: { zelle: 'z@example.org' }, contacts: { imam: { phone: '(650) 555-0199' } } }),
    v('2026-11-27T07:30:00Z', 'amina', { donations: { zelle: 'z@example.org', paypalUrl: 'https://www.paypal.com/donate/?hosted_button_id=NEW' } }),
  ];

  it('finds the publishes since a date that changed donation fields, newest first', () => {
    expect(donationChanges(versions, new Date('2026-10-27T00:00:00Z'))).toEqual([{ fields: ['PayPal link'], by: 'amina', at: new Date('2026-11-27T07:30:00Z') }]);
    expect(donationChanges(versions, new Date('2026-09-01T00:00:00Z')).map((c) => c.by)).toEqual(['amina', 'omar']);
    expect(donationChanges(versions.slice(0, 1), new Date(0))).toEqual([]);
  });

  it("dates the notice in the masjid's zone", () => {
    const change = { fields: ['PayPal link'], by: 'amina', at: new Date('2026-11-27T07:30:00Z') };
    expect(donationChangeNotice(change, 'America/Los_Angeles')).toBe('PayPal link changed by amina, on Nov 26, 2026');
    expect(donationChangeNotice(change, 'Europe/Istanbul')).toBe('PayPal link changed by amina, on Nov 27, 2026');
  });
});
