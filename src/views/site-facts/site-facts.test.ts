import { describe, expect, it } from 'vitest';
import { donate, facilityRental, serviceHours } from '../../config/content.ts';
import { site } from '../../config/site.ts';
import { DEFAULT_SITE_FACTS } from './build/default-facts.ts';
import { siteFactsOf } from './site-facts.ts';

describe('siteFactsOf', () => {
  it('reads as the config files with nothing published', () => {
    for (const published of [undefined, [], [{ slug: 'other', data: { contacts: { imam: { phone: '1' } } } }]]) {
      const facts = siteFactsOf(published);
      expect(facts).toEqual(DEFAULT_SITE_FACTS);
      expect(facts.contacts.imam).toEqual({ title: site.contacts.imam.title, name: site.contacts.imam.name, phone: site.contacts.imam.phone, email: site.contacts.imam.email });
      expect(facts.contacts.teachers).toEqual([{ name: site.contacts.secondTeacher.name, role: 'PhD candidate' }]);
      expect(facts.address).toEqual(site.address);
      expect(facts.serviceHours).toEqual(serviceHours);
      expect(facts.rental).toEqual(facilityRental);
      expect(facts.links).toEqual(site.links);
      expect(facts.donations.paypalUrl).toBe(site.donations.paypalUrl);
      expect(facts.donations.ein).toBe(site.donations.ein);
      expect(facts.donations.stockGuides).toEqual(donate.stockGuides);
      expect(facts.donatePage.intro).toBe(donate.intro);
    }
  });

  const cases: [string, unknown, (f: ReturnType<typeof siteFactsOf>) => unknown, unknown][] = [
    ['an empty document (the seed)', {}, (f) => f, DEFAULT_SITE_FACTS],
    ["staff's imam phone wins", { contacts: { imam: { phone: '(650) 555-0199' } } }, (f) => f.contacts.imam.phone, '(650) 555-0199'],
    ['the imam name still follows the config', { contacts: { imam: { phone: '(650) 555-0199' } } }, (f) => f.contacts.imam.name, site.contacts.imam.name],
    ["staff's PayPal fee wins", { donations: { paypalFeePercent: 3 } }, (f) => f.donations.paypalFeePercent, 3],
    ['an invalid stored section reads as the config', { donations: { paypalUrl: 'javascript:alert(1)' } }, (f) => f.donations.paypalUrl, site.donations.paypalUrl],
  ];
  it.each(cases)('%s', (_name, data, pick, expected) => {
    expect(pick(siteFactsOf([{ slug: 'site', data }]))).toEqual(expected);
  });

  it('takes defaults as an argument', () => {
    const defaults = { ...DEFAULT_SITE_FACTS, donatePage: { intro: 'Other words' } };
    expect(siteFactsOf(undefined, defaults).donatePage.intro).toBe('Other words');
  });
});
