import { describe, expect, it } from 'vitest';
import { checkInput } from '../forms/check-input.ts';
import { programSchema } from './program.ts';

const valid = {
  title: 'Quran Study Circle',
  slug: 'quran-circle',
  summary: 'Reading and reflection for adults.',
  term: 'Fall 2026',
  startDate: '2026-09-06',
  endDate: '2026-12-20',
};

/** POST /api/programs and the admin form check with this schema: the same fields, the same words. */
describe('programSchema', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a missing title', { title: ' ' }, { title: 'Title is required' }],
    ['an upper-case slug', { slug: 'Quran-Circle' }, { slug: 'Slug must be lowercase letters, digits and single hyphens (such as summer-school-2026)' }],
    ['a double hyphen', { slug: 'quran--circle' }, { slug: 'Slug must be lowercase letters, digits and single hyphens (such as summer-school-2026)' }],
    ['a reserved slug', { slug: 'admin' }, { slug: 'This slug is reserved: choose another' }],
    ['a slug over 60', { slug: 'a'.repeat(61) }, { slug: 'Slug must be at most 60 characters' }],
    ['a date that is not one', { startDate: '2026-02-30' }, { startDate: 'Start date must be a date such as 2026-09-12' }],
    ['an end before the start', { endDate: '2026-09-05' }, { endDate: 'End date must not be before the start date' }],
    ['registration closing after the end', { registrationCloses: '2027-01-01' }, { registrationCloses: 'Registration must close by the end date' }],
    ['registration closing before it opens', { registrationOpens: '2026-08-01', registrationCloses: '2026-07-01' }, { registrationCloses: 'Registration must close on or after the day it opens' }],
    ['a meeting without days', { meetings: [{ days: [], start: '10:00' }] }, { 'meetings.0.days': 'Choose at least one day' }],
    ['a meeting ending before it starts', { meetings: [{ days: ['sunday'], start: '10:00', endTime: '09:00' }] }, { 'meetings.0.endTime': 'End time must be after the start time' }],
    ['an end time after a prayer', { meetings: [{ days: ['sunday'], start: { prayer: 'asr', offsetMinutes: 0 }, endTime: '18:00' }] }, { 'meetings.0.endTime': 'An end time needs a fixed start time; use a length after a prayer' }],
    ['an unknown prayer', { meetings: [{ days: ['sunday'], start: { prayer: 'jumuah', offsetMinutes: 0 } }] }, { 'meetings.0.start': 'Start is a time HH:MM or { prayer, offsetMinutes }' }],
    ['a flyer without alt text', { flyers: [{ src: '/api/uploads/a.png', alt: '' }] }, { 'flyers.0.alt': 'Flyer alt text is required' }],
    ['a flyer from another site', { flyers: [{ src: 'https://evil.example/x.png', alt: 'x' }] }, { 'flyers.0.src': 'Flyer image must be an uploaded image (/api/uploads/…) or a path on this site' }],
    ['a protocol-relative flyer', { flyers: [{ src: '//evil.example/x.png', alt: 'x' }] }, { 'flyers.0.src': 'Flyer image must be an uploaded image (/api/uploads/…) or a path on this site' }],
    ['an unknown contact key', { contacts: [{ ref: 'janitor' }] }, { 'contacts.0': 'A contact is either { ref } naming one of the site contacts or { name, email?, phone? }' }],
    ['a registration link that is not https', { registration: { method: 'url', url: 'javascript:alert(1)', buttonLabel: 'Go' } }, { 'registration.url': 'Registration link must be an https:// address' }],
    ['a body that is not an object', { listed: 'yes' }, { listed: 'listed must be true or false' }],
    // A discriminated union on `method` (issue 27): a bad online setting is named by its own field.
    ['online sign-up without a capacity', { registration: { method: 'online', buttonLabel: 'Sign up' } }, { 'registration.capacity': 'Capacity must be a whole number from 1 to 10000' }],
    ['online sign-up with 0 seats per sign-up', { registration: { method: 'online', buttonLabel: 'Sign up', capacity: 20, maxSeatsPerSignUp: 0 } }, { 'registration.maxSeatsPerSignUp': 'Seats per sign-up must be a whole number from 1 to 50' }],
    ['online sign-up with a waiting list that is not true or false', { registration: { method: 'online', buttonLabel: 'Sign up', capacity: 20, waitingList: 'yes' } }, { 'registration.waitingList': 'waitingList must be true or false' }],
    ['an unknown registration method', { registration: { method: 'fax', buttonLabel: 'Go' } }, { 'registration.method': 'Registration is { method: "email", to, subject, body }, { method: "url", url } or { method: "online", capacity, … }' }],
    ['a registration that is not an object', { registration: 'online' }, { registration: 'Registration is { method: "email", to, subject, body }, { method: "url", url } or { method: "online", capacity, … }' }],
    ['online sign-up with 0 seats', { registration: { method: 'online', buttonLabel: 'Sign up', capacity: 0 } }, { 'registration.capacity': 'Capacity must be a whole number from 1 to 10000' }],
  ])('refuses %s', (_, change, fields) => {
    const checked = checkInput(programSchema, { ...valid, ...change });
    expect(checked).toMatchObject({ ok: false, fields });
  });

  it('fills the defaults: listed, e-mail registration to the school, empty lists', () => {
    const checked = checkInput(programSchema, valid);
    expect(checked).toMatchObject({
      ok: true,
      value: { listed: true, showAddress: true, body: '', meetings: [], fees: [], flyers: [], contacts: [], registration: { method: 'email', to: 'school', buttonLabel: 'Register Now' }, registrationOpens: null },
    });
  });

  it('takes online sign-up (issue 27) with the sign-up defaults', () => {
    const checked = checkInput(programSchema, { ...valid, registration: { method: 'online', buttonLabel: 'Sign up', capacity: 24, askChildren: true } });
    expect(checked).toMatchObject({
      ok: true,
      value: { registration: { method: 'online', buttonLabel: 'Sign up', online: true, capacity: 24, maxSeatsPerSignUp: 6, waitingList: false, askNotes: false, askChildren: true } },
    });
  });

  it("keeps a parsed program valid input again (a PUT merges over the stored document)", () => {
    const full = {
      ...valid,
      meetings: [{ days: ['sunday'], start: { prayer: 'asr', offsetMinutes: 15 }, durationMinutes: 45, place: 'Prayer hall', skippedDates: ['2026-11-29'] }],
      contacts: [{ ref: 'imam', show: ['phone'] }, { name: 'Br. Omar', email: 'omar@example.org' }],
      teachers: [{ person: { ref: 'secondTeacher' }, role: 'Teacher' }],
      fees: [{ label: 'per term', amount: '$120' }],
    };
    const once = programSchema.parse(full);
    expect(programSchema.parse(once)).toEqual(once);
  });
});
