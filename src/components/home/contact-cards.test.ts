import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FACTS_FIXTURE } from '../../domain/site-facts/site-facts.fixture.ts';
import { CampaignBandLine, CampaignCard } from '../campaigns/campaign-progress.tsx';
import { ContactCards, RentalRates } from './contact-cards.tsx';

/** The components the pages render statically and the admin's previews draw with a draft. */
describe('the facts and campaign components', () => {
  it('the contact cards show the facts they are given, as links', () => {
    const facts = { ...FACTS_FIXTURE, address: { ...FACTS_FIXTURE.address, street: '200 Cedar St' }, contacts: { ...FACTS_FIXTURE.contacts, imam: { ...FACTS_FIXTURE.contacts.imam, phone: '(650) 555-0199' } } };
    const html = renderToStaticMarkup(createElement(ContactCards, { facts, addressNote: 'Open for 5 daily prayers' }));
    // A phone number reads left to right on a right-to-left page too (issue 26).
    expect(html).toContain('<a href="tel:+16505550199" class="link" dir="ltr">(650) 555-0199</a>');
    expect(html).toContain('<a href="mailto:info@example.org" class="link break-all">info@example.org</a>');
    expect(html).toMatch(/<address[^>]*>200 Cedar St<br\/>Redwood City, CA 94061<\/address>/);
    expect(html).not.toContain('<script');
  });

  it('the rental rates', () => {
    const html = renderToStaticMarkup(createElement(RentalRates, { rental: { ...FACTS_FIXTURE.rental, rate: '$120/hour' } }));
    expect(html).toContain('<dt class="text-sm font-semibold text-ink-600">Standard rate</dt><dd class="mt-1 text-xl font-bold text-ink-900">$120/hour</dd>');
  });

  it("a campaign's card and band carry its accessible progress bar", () => {
    const campaign = { title: 'New Roof', description: 'Help us **fix** it.', goal: 100_000, raised: 42_000, donors: 120 };
    const card = renderToStaticMarkup(createElement(CampaignCard, { campaign }));
    expect(card).toContain('role="progressbar" aria-label="New Roof progress" aria-valuemin="0" aria-valuemax="100" aria-valuenow="42" aria-valuetext="$42,000 of $100,000 · 42%"');
    expect(card).toContain('<strong>fix</strong>');
    expect(card).toContain('$42,000 of $100,000 · 42% · 120 donors');
    expect(renderToStaticMarkup(createElement(CampaignBandLine, { campaign }))).toContain('fill-gold-200');
  });
});
