import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../forms/check-input.ts';
import {
  CLOSES_BEFORE_OPENS,
  CONTACT_REQUIRED,
  HONEYPOT_FILLED,
  checkSignUpAgainst,
  normaliseEmail,
  normalisePhone,
  signUpInput,
  signUpSettingsInput,
  staffChangeInput,
} from './registration-input.ts';

const fieldsOf = (input: unknown) => {
  const r = signUpInput.safeParse(input);
  return r.success ? null : fieldErrors(r.error.issues);
};

describe('signUpInput', () => {
  it.each([
    [{ name: 'Amina', email: 'a@example.org', seats: 2 }, null],
    [{ name: 'Amina', phone: '+1 (555) 123-4567', seats: 1 }, null],
    [{ name: 'Amina', email: '', phone: '', seats: 1 }, { email: CONTACT_REQUIRED }],
    [{ name: 'Amina', seats: 1 }, { email: CONTACT_REQUIRED }],
    [{ name: '', email: 'a@example.org', seats: 1 }, { name: 'Name is required' }],
    [{ name: 'A', email: 'not-an-email', seats: 1 }, { email: 'Please enter a valid e-mail address' }],
    [{ name: 'A', phone: '12ab5678', seats: 1 }, { phone: expect.stringMatching(/^Phone must be/) }],
    [{ name: 'A', phone: '123', seats: 1 }, { phone: expect.stringMatching(/^Phone must be/) }],
    [{ name: 'A', email: 'a@example.org', seats: 0 }, { seats: expect.stringMatching(/^Seats must be/) }],
    [{ name: 'A', email: 'a@example.org', seats: 1.5 }, { seats: expect.stringMatching(/^Seats must be/) }],
    [{ name: 'A', email: 'a@example.org', seats: 1, website: 'http://spam' }, { website: HONEYPOT_FILLED }],
    [{ name: 'A', email: 'a@example.org', seats: 1, website: '' }, null],
    [{ name: 'A', email: 'a@example.org', seats: 1, children: [{ name: 'Z', age: 18 }] }, { 'children.0.age': 'Age must be a whole number from 0 to 17' }],
    [{ name: 'A\u0000', email: 'a@example.org', seats: 1 }, { name: expect.any(String) }],
    [[], { body: 'The request body must be a JSON object' }],
  ])('%j → %j', (input, expected) => {
    expect(fieldsOf(input)).toEqual(expected);
  });

  it('trims and normalises blanks to null', () => {
    const v = signUpInput.parse({ name: ' Amina ', email: ' a@example.org ', phone: '', seats: 3, notes: '' });
    expect(v).toMatchObject({ name: 'Amina', email: 'a@example.org', phone: null, notes: null, children: [] });
  });
});

describe('checkSignUpAgainst', () => {
  it.each([
    [{ seats: 2, notes: null, children: [] }, { maxSeatsPerSignUp: 6, askNotes: false, askChildren: false }, {}],
    [{ seats: 7, notes: null, children: [] }, { maxSeatsPerSignUp: 6, askNotes: false, askChildren: false }, { seats: 'Seats must be a whole number from 1 to 6' }],
    [{ seats: 1, notes: 'x', children: [] }, { maxSeatsPerSignUp: 6, askNotes: false, askChildren: false }, { notes: expect.any(String) }],
    [{ seats: 1, notes: 'x', children: [{ name: 'Z', age: 3 }] }, { maxSeatsPerSignUp: 6, askNotes: true, askChildren: true }, {}],
    [{ seats: 1, notes: null, children: [{ name: 'Z', age: 3 }] }, { maxSeatsPerSignUp: 6, askNotes: true, askChildren: false }, { children: expect.any(String) }],
  ])('%j against %j', (input, questions, expected) => {
    expect(checkSignUpAgainst(input, questions)).toEqual(expected);
  });
});

describe('signUpSettingsInput', () => {
  const schema = signUpSettingsInput('America/Los_Angeles');
  it('defaults and reads wall-clock times in the masjid zone (PDT from 2 a.m. that day)', () => {
    const v = schema.parse({ capacity: 60, opensAt: '2026-03-08T09:00', closesAt: null });
    expect(v).toEqual({ online: true, capacity: 60, maxSeatsPerSignUp: 6, waitingList: false, askNotes: false, askChildren: false, opensAt: '2026-03-08T16:00:00.000Z', closesAt: null });
  });
  it('refuses closing before opening', () => {
    const r = schema.safeParse({ capacity: 60, opensAt: '2026-03-08T09:00Z', closesAt: '2026-03-08T08:00Z' });
    expect(r.success ? null : fieldErrors(r.error.issues)).toEqual({ closesAt: CLOSES_BEFORE_OPENS });
  });
  it('refuses a capacity of 0', () => {
    expect(schema.safeParse({ capacity: 0 }).success).toBe(false);
  });
});

describe('staffChangeInput', () => {
  it.each([
    [{ checkedIn: true }, true],
    [{ seats: 3 }, true],
    [{ cancelled: true }, true],
    [{ cancelled: false }, false],
    [{}, false],
  ])('%j → %s', (input, ok) => {
    expect(staffChangeInput.safeParse(input).success).toBe(ok);
  });
});

describe('normalisation', () => {
  it.each([
    ['A@Example.ORG ', 'a@example.org'],
    ['', null],
    [null, null],
  ])('email %j → %j', (v, expected) => expect(normaliseEmail(v)).toBe(expected));
  it.each([
    ['+1 (555) 123-4567', '15551234567'],
    ['555.123.4567', '5551234567'],
    [null, null],
  ])('phone %j → %j', (v, expected) => expect(normalisePhone(v)).toBe(expected));
});
