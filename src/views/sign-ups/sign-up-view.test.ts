import { describe, expect, it } from 'vitest';
import { programSignUpId } from './program-sign-up.ts';
import {
  confirmationHeading,
  formIsOffered,
  privacyNote,
  privateLink,
  registrationCalendarUrl,
  resizeChoices,
  seatChoices,
  seatsLeftLine,
  statusText,
  takesSignUps,
  tokenFromHash,
  type SignUpState,
} from './sign-up-view.ts';

const ZONE = 'America/Los_Angeles';

describe('seatsLeftLine', () => {
  const cases: [SignUpState, number | null, string | null, string | null][] = [
    ['open', 12, null, '12 seats left'],
    ['open', 1, null, '1 seat left'],
    ['open', null, null, 'Sign-ups are open'],
    ['full', 0, null, 'Full'],
    ['waiting-list', 0, null, 'Full: join the waiting list'],
    // 02:30 UTC on Dec 1 is 6:30 PM on Nov 30 in California: the masjid's zone, not the server's.
    ['not-yet-open', 60, '2026-12-01T02:30:00.000Z', 'Sign-ups open November 30, 2026 at 6:30 PM'],
    ['not-yet-open', 60, null, 'Sign-ups are not open yet'],
    ['closed', 3, null, 'Sign-ups are closed'],
  ];
  it.each(cases)('%s with %s seats left (opens %s): %s', (state, left, opensAt, expected) => {
    expect(seatsLeftLine(state, left, opensAt, ZONE)).toBe(expected);
  });
});

describe('takesSignUps and formIsOffered', () => {
  it.each([
    ['open', true, true],
    ['waiting-list', true, true],
    ['full', true, false],
    ['not-yet-open', true, false],
    ['closed', true, false],
  ] as const)('%s', (state, takes, offered) => {
    expect(takesSignUps(state)).toBe(takes);
    expect(formIsOffered(state)).toBe(offered);
  });
  it.each([undefined, null, '', 'OPEN', 3])('%s is not a sign-up state', (value) => {
    expect(takesSignUps(value)).toBe(false);
  });
});

describe('privacyNote', () => {
  it.each([
    [30, 'event', 'deleted 30 days after the event;'],
    [1, 'event', 'deleted 1 day after the event;'],
    [14, 'program', 'deleted 14 days after the program ends;'],
  ] as const)('%i days for a %s', (days, kind, part) => {
    expect(privacyNote(days, kind)).toContain(part);
  });
});

describe('seat choices', () => {
  it.each([
    [6, [1, 2, 3, 4, 5, 6]],
    [1, [1]],
    [0, [1]],
    [2.7, [1, 2]],
  ])('max %s', (max, expected) => {
    expect(seatChoices(max)).toEqual(expected);
  });
  it('lets a party keep more than a lowered maximum', () => {
    expect(resizeChoices(2, 4)).toEqual([1, 2, 3, 4]);
    expect(resizeChoices(6, 2)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('the private link', () => {
  const token = 'Q2hlY2tpbmctdGhlLXRva2VuLTMyLWJ5dGVzLWxvbmc';
  it('keeps the token in the fragment', () => {
    expect(privateLink('https://masjid.example', token)).toBe(`https://masjid.example/registration#${token}`);
    expect(registrationCalendarUrl(token)).toBe(`/api/registrations/${token}/calendar.ics`);
  });
  it.each([
    [`#${token}`, token],
    [token, token],
    ['', null],
    ['#', null],
    ['#short', null],
    ['#has spaces in it and more text', null],
    ['#<script>alert(1)</script>aaaaaaaa', null],
  ])('reads %j', (hash, expected) => {
    expect(tokenFromHash(hash)).toBe(expected);
  });
});

describe('statusText', () => {
  it.each([
    ['confirmed', 3, null, 'Confirmed: 3 seats reserved.'],
    ['confirmed', 1, null, 'Confirmed: 1 seat reserved.'],
    ['waitlisted', 2, 1, 'On the waiting list, position 1 (2 seats).'],
    ['waitlisted', 2, null, 'On the waiting list (2 seats).'],
    ['cancelled', 2, null, 'Cancelled.'],
  ] as const)('%s %i seats, position %s', (status, seats, position, expected) => {
    expect(statusText(status, seats, position)).toBe(expected);
  });
  it('heads the confirmation', () => {
    expect(confirmationHeading('confirmed')).toBe('You are signed up');
    expect(confirmationHeading('waitlisted')).toBe('You are on the waiting list');
  });
});

describe('programSignUpId', () => {
  const email = { method: 'email', to: 'school', subject: '', body: '', buttonLabel: 'Register' } as const;
  const online = {
    method: 'online',
    buttonLabel: 'Sign up',
    online: true,
    capacity: 20,
    maxSeatsPerSignUp: 6,
    waitingList: true,
    askNotes: false,
    askChildren: true,
  } as const;
  it.each([
    ['an e-mail registration', email, undefined],
    ['a link', { method: 'url', url: 'https://example.org', buttonLabel: 'Register' } as const, undefined],
    ['online sign-up', online, 7],
    ['online sign-up turned off', { ...online, online: false }, undefined],
  ])('%s', (_, registration, expected) => {
    expect(programSignUpId({ id: 7, data: { registration } })).toBe(expected);
  });
});
