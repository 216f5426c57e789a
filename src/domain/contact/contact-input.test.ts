import { describe, expect, it } from 'vitest';
import { blankFields, checkInput } from '../forms/check-input.ts';
import { contactSchema } from './contact-input.ts';

const valid = { name: 'Amina', email: 'amina@example.org', message: 'Salaam', website: '' };

/** The messages the contact form shows and POST /api/contact answers with: one schema for both. */
describe('contactSchema', () => {
  it.each([
    { change: { name: '  ' }, fields: { name: 'Name is required' }, blank: ['name'] },
    { change: { email: '' }, fields: { email: 'Email is required' }, blank: ['email'] },
    { change: { message: '' }, fields: { message: 'Message is required' }, blank: ['message'] },
    { change: { email: 'amina' }, fields: { email: 'Please enter a valid email address' }, blank: [] },
    { change: { name: 'n'.repeat(101) }, fields: { name: 'Name must be at most 100 characters' }, blank: [] },
    {
      change: { message: 'a\u0000b' },
      fields: { message: 'Message contains a character that is not allowed' },
      blank: [],
    },
    {
      change: { email: `${'e'.repeat(250)}@x.org` },
      fields: { email: 'Email must be at most 254 characters' },
      blank: [],
    },
  ])('refuses $change', ({ change, fields, blank }) => {
    const input = { ...valid, ...change };
    const checked = checkInput(contactSchema, input);
    expect(checked).toMatchObject({ ok: false, fields });
    expect(checked.ok ? [] : blankFields(checked.fields, input)).toEqual(blank);
  });

  it('trims what it accepts and ignores the honeypot', () => {
    expect(checkInput(contactSchema, { ...valid, name: ' Amina ', website: 'x' })).toMatchObject({
      ok: true,
      value: { name: 'Amina', email: 'amina@example.org', message: 'Salaam' },
    });
  });
});
