import { describe, expect, it } from 'vitest';
import { checkInput } from '../forms/check-input.ts';
import { FACTS_FIXTURE } from '../site-facts/site-facts.fixture.ts';
import type { SiteFacts } from '../site-facts/site-facts.ts';
import { FACT_PLACEHOLDER_NAMES, fillFacts, fillFactsDeep, placeholderIssues, unknownPlaceholders } from './fact-placeholders.ts';
import { pageDocumentSchema } from './page-blocks.ts';

const facts = FACTS_FIXTURE;
const moved: SiteFacts = { ...facts, address: { ...facts.address, street: '200 Cedar St', postalCode: '94063' }, rental: { ...facts.rental, rate: '$120/hour' } };

describe('fillFacts', () => {
  const cases: [string, string, SiteFacts, string][] = [
    ['the full address', 'We are at {{address}}.', facts, 'We are at 100 Hazel Ave, Redwood City, CA 94061.'],
    ['the full address after a move', 'We are at {{address}}.', moved, 'We are at 200 Cedar St, Redwood City, CA 94063.'],
    ['spaces inside the braces', 'Rate: {{ rental.rate }}', moved, 'Rate: $120/hour'],
    ['several facts in one text', '{{rental.minimum}}; {{rental.rate}}, {{rental.memberRate}}', facts, '3-hour minimum; $100/hour, $75/hour for members'],
    ['the same fact twice', '{{imam.phone}} or {{imam.phone}}', facts, '(650) 555-0142 or (650) 555-0142'],
    ['a map link made from the address', '[Map]({{address.map}})', facts, '[Map](https://www.google.com/maps/search/?api=1&query=100%20Hazel%20Ave%2C%20Redwood%20City%2C%20CA%2094061)'],
    ['staff’s own map link', '{{address.map}}', { ...facts, address: { ...facts.address, mapUrl: 'https://maps.example.com/m' } }, 'https://maps.example.com/m'],
    ['an unknown name left as typed', 'at {{adress}}', facts, 'at {{adress}}'],
    ['single braces are text', 'a {b} c', facts, 'a {b} c'],
    ['no placeholder', 'Plain text', facts, 'Plain text'],
    ['a name of the prototype is no fact', '{{constructor}} {{toString}}', facts, '{{constructor}} {{toString}}'],
  ];
  it.each(cases)('%s', (_label, text, values, expected) => {
    expect(fillFacts(text, values)).toBe(expected);
  });

  it('fills every name in the table with a non-empty text', () => {
    for (const name of FACT_PLACEHOLDER_NAMES) expect(fillFacts(`{{${name}}}`, facts), name).not.toMatch(/^$|\{\{/);
  });

  it('fills every text of a page and keeps its shape', () => {
    const page = { slug: 'about', title: 'About', blocks: [{ type: 'list', heading: 'Visit', items: ['At {{address.street}}', 'Hours: {{serviceHours.weekdays}}'], columns: true }] };
    expect(fillFactsDeep(page, moved)).toEqual({ ...page, blocks: [{ ...page.blocks[0], items: ['At 200 Cedar St', 'Hours: Mon-Sat 10:30 AM to Isha'] }] });
  });
});

describe('unknown placeholders', () => {
  const cases: [string, string, string[]][] = [
    ['none', 'At {{address}} on {{serviceHours.friday}}', []],
    ['a typo', 'At {{adress}}', ['adress']],
    ['a config path that is no placeholder', '{{donations.paypalUrl}}', ['donations.paypalUrl']],
    ['empty braces', 'x {{}} y', ['']],
    ['each once', '{{a}} {{b}} {{a}}', ['a', 'b']],
  ];
  it.each(cases)('%s', (_label, text, expected) => {
    expect(unknownPlaceholders(text)).toEqual(expected);
  });

  it('names the text where an unknown one is, and the facts one may use', () => {
    const issues = placeholderIssues({ blocks: [{ type: 'markdown', markdown: 'ok {{address}}' }, { type: 'list', items: ['fine', 'at {{adress}}'] }] });
    expect(issues.map((issue) => issue.path)).toEqual([['blocks', 1, 'items', 1]]);
    expect(issues[0]!.message).toMatch(/^\{\{adress\}\} is not a site fact: use one of \{\{address\}\}, /);
  });
});

describe('the page schema and placeholders', () => {
  const page = (markdown: string, lead?: string) => ({ slug: 'open-house', title: 'Open House', ...(lead ? { lead } : {}), blocks: [{ type: 'markdown', markdown }] });

  it('accepts the facts and keeps them as placeholders (filled when the page is built)', () => {
    const checked = checkInput(pageDocumentSchema, page('Come to {{address}}, {{serviceHours.weekdays}}.'));
    expect(checked.ok && checked.value.blocks[0]).toEqual({ type: 'markdown', markdown: 'Come to {{address}}, {{serviceHours.weekdays}}.' });
  });

  const refused: [string, unknown, string][] = [
    ['in a block’s text', page('Come to {{adress}}'), 'blocks.0.markdown'],
    ['in the lead', page('fine', 'Call {{imam.mobile}}'), 'lead'],
  ];
  it.each(refused)('refuses an unknown one %s, under its field', (_label, document, field) => {
    const checked = checkInput(pageDocumentSchema, document);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.fields[field]).toMatch(/is not a site fact: use one of/);
  });
});
