import { describe, expect, it } from 'vitest';
import { programSignUpId } from './program-sign-up.ts';
import { catalogues } from '../../i18n/generated/catalogues.ts';
import { SIGN_UP_MESSAGES, CONTACT_REQUIRED, signUpInput } from '../../domain/registrations/registration-input.ts';
import { checkInput } from '../../domain/forms/check-input.ts';
import { ApiError } from '../../lib/api-response.ts';
import { apiErrorText } from '../../components/sign-ups/sign-up-api.ts';
import {
  confirmationHeading,
  refusalIn,
  refusalsIn,
  registrationPath,
  seatsIn,
  type SignUpSay,
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

/** Each language's words as the form loads them (its `signups` catalogue and locale). */
const sayIn = (lang: keyof typeof catalogues): SignUpSay => ({
  words: catalogues[lang].namespaces.signups,
  locale: catalogues[lang].language.locale,
  lang,
});
const english = sayIn('en');

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
    expect(seatsLeftLine(state, left, opensAt, ZONE, english)).toBe(expected);
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
    expect(privacyNote(days, kind, english)).toContain(part);
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
    ['/', 'en', '/registration'],
    ['/tr', 'tr', '/tr/registration'],
    ['/tr/programs/quran-circle', 'tr', '/tr/registration'],
    ['/ar', 'ar', '/ar/registration'],
    // A page not yet built in the language falls back to the default language's: its link does too.
    ['/programs/quran-circle', 'tr', '/registration'],
    ['/travel', 'tr', '/registration'],
  ])('from %s in %s: %s', (pathname, lang, expected) => {
    expect(registrationPath(pathname, lang)).toBe(expected);
    expect(privateLink('https://masjid.example', token, expected)).toBe(`https://masjid.example${expected}#${token}`);
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
    expect(statusText(status, seats, position, english)).toBe(expected);
  });
  it('heads the confirmation', () => {
    expect(confirmationHeading('confirmed', english)).toBe('You are signed up');
    expect(confirmationHeading('waitlisted', english)).toBe('You are on the waiting list');
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

describe('in the page language (issue 26)', () => {
  const turkish = sayIn('tr');
  const arabic = sayIn('ar');

  it('counts seats by each language’s plural rules', () => {
    expect([1, 2, 12].map((n) => seatsIn(english, n))).toEqual(['1 seat', '2 seats', '12 seats']);
    expect(seatsLeftLine('open', 3, null, ZONE, turkish)).toBe('3 yer kaldı');
    expect([1, 2, 3, 11, 100].map((n) => seatsIn(arabic, n))).toEqual(['مقعد واحد', 'مقعدان', '3 مقاعد', '11 مقعدًا', '100 مقعد']);
    expect(statusText('confirmed', 2, null, turkish)).toBe('Onaylandı: 2 kişilik yer ayrıldı.');
  });

  it("dates the opening in the language's words, in the masjid's zone", () => {
    expect(seatsLeftLine('not-yet-open', 60, '2026-12-01T02:30:00.000Z', ZONE, turkish)).toBe('Kayıtlar 30 Kasım 2026, 18:30 itibarıyla açılıyor');
  });

  it("says the schema's and the API's refusals in the page's language", () => {
    const checked = checkInput(signUpInput, { name: '', seats: 1 });
    expect(checked.ok).toBe(false);
    const fields = checked.ok ? {} : checked.fields;
    expect(refusalsIn(turkish, fields)).toMatchObject({ name: 'Ad gereklidir', email: 'Bir e-posta adresi veya telefon numarası girin' });
    expect(refusalsIn(arabic, fields)).toMatchObject({ name: 'الاسم مطلوب' });
    // On an English page the refusal is the schema's own text: the catalogue says the same.
    expect(refusalsIn(english, fields)).toEqual(fields);
    for (const message of [...Object.values(SIGN_UP_MESSAGES).filter((m) => m !== 'Not found'), CONTACT_REQUIRED])
      expect(refusalIn(english, message)).toBe(message);
    const tooMany = apiErrorText(new ApiError(429, 'Too Many Requests'), '');
    expect(refusalIn(english, tooMany)).toBe(tooMany);
    expect(refusalIn(turkish, tooMany)).toBe('Çok fazla deneme. Lütfen bir dakika bekleyip tekrar deneyin.');
    // One it does not know: as written in English, the generic words elsewhere.
    expect(refusalIn(english, 'Seats must be a whole number from 1 to 4')).toBe('Seats must be a whole number from 1 to 4');
    expect(refusalIn(turkish, 'Seats must be a whole number from 1 to 4')).toBe('Lütfen bu alanı kontrol edin.');
    expect(refusalIn(turkish, 'Server exploded', 'sendFailed')).toBe('Kaydınız gönderilemedi. Lütfen tekrar deneyin.');
  });
});
