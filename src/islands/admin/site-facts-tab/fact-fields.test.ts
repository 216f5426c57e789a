import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { siteFactsSchema } from '../../../domain/site-facts/site-facts.ts';
import { DEFAULT_SITE_FACTS } from '../../../views/site-facts/build/default-facts.ts';
import { documentToSend, errorsByField, FACT_GROUPS, factsFromValues, valuesFromFacts } from './fact-fields.ts';

const facts = DEFAULT_SITE_FACTS;

describe('the site facts form', () => {
  it('has a field for every fact of the schema, each path once', () => {
    const paths = FACT_GROUPS.flatMap((g) => g.fields.map((f) => f.path));
    expect(new Set(paths).size).toBe(paths.length);
    const leaves = (value: unknown, prefix: string): string[] =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
        : [prefix];
    expect(paths.toSorted()).toEqual([...leaves(facts, ''), 'address.mapUrl'].toSorted());
  });

  it('round-trips the facts through the form texts', () => {
    const values = valuesFromFacts(facts);
    expect(values['contacts.imam.phone']).toBe(facts.contacts.imam.phone);
    expect(values['donations.paypalFeePercent']).toBe('2');
    expect(values['donations.stockGuides']?.split('\n')[0]).toBe(`Fidelity | ${facts.donations.stockGuides[0]!.href}`);
    expect(factsFromValues(values, facts)).toEqual(facts);
  });

  const edits: [string, Record<string, string>, (f: typeof facts) => unknown, unknown][] = [
    ['a phone', { 'contacts.imam.phone': '(650) 555-0199' }, (f) => f.contacts.imam.phone, '(650) 555-0199'],
    ['a fee as a number', { 'donations.paypalFeePercent': '2.5' }, (f) => f.donations.paypalFeePercent, 2.5],
    ['a fee that is not a number stays text', { 'donations.paypalFeePercent': 'two' }, (f) => f.donations.paypalFeePercent, 'two'],
    ['a list from lines, blank lines skipped', { 'contacts.teachers': 'A | Teacher\n\n B|PhD | candidate ' }, (f) => f.contacts.teachers, [{ name: 'A', role: 'Teacher' }, { name: 'B', role: 'PhD | candidate' }]],
    ['an emptied map link is left out', { 'address.mapUrl': ' ' }, (f) => 'mapUrl' in f.address, false],
  ];
  it.each(edits)('reads %s', (_name, change, pick, expected) => {
    expect(pick(factsFromValues({ ...valuesFromFacts(facts), ...change }, facts))).toEqual(expected);
  });

  it("sends '' for an emptied map link, so the API removes staff's link", () => {
    const withLink = { ...facts, address: { ...facts.address, mapUrl: 'https://maps.example.com/x' } };
    const values = { ...valuesFromFacts(withLink), 'address.mapUrl': '' };
    expect(documentToSend(factsFromValues(values, withLink), values).address.mapUrl).toBe('');
  });

  it("puts a list item's error on the list field, with its line", () => {
    const values = { ...valuesFromFacts(facts), 'donations.stockGuides': 'Fidelity | http://insecure.example.com' };
    const parsed = z.safeParse(siteFactsSchema, factsFromValues(values, facts));
    const errors = Object.fromEntries(parsed.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(errorsByField(errors)).toEqual({ 'donations.stockGuides': 'Line 1: Brokerage link must be an https:// link' });
    expect(errorsByField({ 'contacts.imam.phone': 'x' })).toEqual({ 'contacts.imam.phone': 'x' });
  });
});
