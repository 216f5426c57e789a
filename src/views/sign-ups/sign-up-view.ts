import { formatEventDate, formatEventTime, type EventDateWords } from '../../domain/dates/event-dates.ts';
import { formatMessage, type MessageParams } from '../../domain/i18n/message-format.ts';
import { CONTACT_REQUIRED, SIGN_UP_MESSAGES } from '../../domain/registrations/registration-input.ts';
import type signUpCatalogue from '../../i18n/catalogues/en/signups.json';

/**
 * What the sign-up screens say (issue 27), pure: the seats-left line of the event dialog and the form, the
 * form's state message and privacy note, the private link, and a sign-up's status on /registration. The
 * API's answers come in as arguments; dates show in the masjid's zone (site.timeZone, passed in).
 *
 * What a visitor reads is in the page's language (issue 26): the `signups` catalogue namespace, which the
 * sign-up form and /registration load with their code (src/lib/lazy-words.ts), comes in as `SignUpSay`.
 */

/** The `signups` namespace as each language's catalogue holds it (the English file gives the keys). */
export type SignUpWords = Readonly<Record<keyof typeof signUpCatalogue, string>>;

/** The sign-up screens' words in the page's language, its locale (numbers, plurals, dates) and its code. */
export interface SignUpSay {
  words: SignUpWords;
  locale: string;
  lang: string;
}

/** The message `key` in the page's language, placeholders filled, plurals by the locale's rules. */
export function say(s: SignUpSay, key: keyof SignUpWords, params?: MessageParams): string {
  return formatMessage(s.words[key], params, s.locale);
}

/** The language the API's and the shared schemas' messages are written in. */
const SCHEMA_LANGUAGE = 'en';

/** The schema's and the API's refusals a visitor can meet, by the catalogue key that says them. */
const REFUSALS: Readonly<Record<string, keyof SignUpWords>> = {
  'Name is required': 'nameRequired',
  [CONTACT_REQUIRED]: 'contactRequired',
  'Please enter a valid e-mail address': 'invalidEmail',
  "Child's name is required": 'childNameRequired',
  [SIGN_UP_MESSAGES.full]: 'eventFull',
  [SIGN_UP_MESSAGES.duplicate]: 'duplicate',
  [SIGN_UP_MESSAGES.notOpen]: 'notOpen',
  [SIGN_UP_MESSAGES.noSeatsLeft]: 'noSeatsLeft',
  // sign-up-api.ts's apiErrorText on a 429.
  'Too many attempts. Please wait a minute and try again.': 'tooManyAttempts',
};

/**
 * A refusal (a field's error from the shared schema, the API's message) in the page's language: the
 * catalogue's words for the ones a visitor meets; another one as written on an English page, `otherwise`
 * ('Please check this field.') on another.
 */
export function refusalIn(s: SignUpSay, message: string, otherwise: keyof SignUpWords = 'checkField'): string {
  const key = REFUSALS[message];
  if (key) return say(s, key);
  return s.lang === SCHEMA_LANGUAGE ? message : say(s, otherwise);
}

/** Every field's refusal in the page's language. */
export function refusalsIn(s: SignUpSay, fields: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, refusalIn(s, message)]));
}

/** '12 seats', '1 seat' in the page's language. */
export function seatsIn(s: SignUpSay, count: number): string {
  return say(s, 'seats', { count });
}

/** GET /api/events/{id}/sign-up's `state` (the contract in docs/decisions/022-online-sign-ups.md). */
export type SignUpState = 'open' | 'not-yet-open' | 'closed' | 'full' | 'waiting-list';

export type RegistrationStatus = 'confirmed' | 'waitlisted' | 'cancelled';

const SIGN_UP_STATES: readonly string[] = ['open', 'not-yet-open', 'closed', 'full', 'waiting-list'];

/** True for an event that takes online sign-ups (GET /api/events gives it a `signUpState`). */
export function takesSignUps(state: unknown): state is SignUpState {
  return typeof state === 'string' && SIGN_UP_STATES.includes(state);
}

/** '12 seats', '1 seat' (the staff's English screens). */
export function seatsText(count: number): string {
  return `${count} ${count === 1 ? 'seat' : 'seats'}`;
}

/**
 * The short line shown on the event and above the form: '12 seats left', 'Full', 'Full: join the waiting
 * list', 'Sign-ups open {date} at {time}', 'Sign-ups are closed'. Null when there is nothing to say.
 */
export function seatsLeftLine(
  state: SignUpState,
  seatsLeft: number | null | undefined,
  opensAt: string | null | undefined,
  timeZone: string,
  s: SignUpSay,
): string | null {
  switch (state) {
    case 'open':
      return typeof seatsLeft === 'number' ? say(s, 'seatsLeft', { count: seatsLeft }) : say(s, 'open');
    case 'full':
      return say(s, 'full');
    case 'waiting-list':
      return say(s, 'fullWaitingList');
    case 'not-yet-open': {
      if (!opensAt) return say(s, 'notOpenYet');
      const { date, time } = zonedDateTimeIn(opensAt, timeZone, s);
      return time ? say(s, 'opensAt', { date, time }) : say(s, 'opensOn', { date });
    }
    case 'closed':
      return say(s, 'closed');
  }
}

/** An instant's date and time in the masjid's zone in the page's locale; no time for a date alone. */
export function zonedDateTimeIn(iso: string, timeZone: string, s: SignUpSay): { date: string; time: string | null } {
  const words: EventDateWords = { locale: s.locale, permanent: '', dateTbd: '', timeTbd: '', ends: '', endsAt: '' };
  const time = formatEventTime(iso, timeZone, words);
  return { date: formatEventDate(iso, timeZone, words), time: time || null };
}

/** Whether the form is offered: open, or full with a waiting list. */
export function formIsOffered(state: SignUpState): boolean {
  return state === 'open' || state === 'waiting-list';
}

/** The privacy note under the form (issue 27, item 5). */
export function privacyNote(retentionDays: number, kind: 'event' | 'program', s: SignUpSay): string {
  return say(s, kind === 'program' ? 'privacyProgram' : 'privacyEvent', { days: retentionDays });
}

/** How many seats the form lets one sign-up take: 1..maxSeatsPerSignUp (never below 1). */
export function seatChoices(maxSeatsPerSignUp: number): number[] {
  const max = Math.max(1, Math.floor(maxSeatsPerSignUp));
  return Array.from({ length: max }, (_, i) => i + 1);
}

/** The private link: /registration#<token> (the token stays in the fragment, never in a log or Referer). */
export function privateLink(origin: string, token: string, path = '/registration'): string {
  return `${origin}${path}#${token}`;
}

/**
 * The private link's page in the language of the page the sign-up is made on: '/tr/registration' from
 * '/tr' or '/tr/programs/…' when the page's language is 'tr', '/registration' on the default language's
 * pages (which have no prefix).
 */
export function registrationPath(pathname: string, lang: string): string {
  const prefix = `/${lang}`;
  return pathname === prefix || pathname.startsWith(`${prefix}/`) ? `${prefix}/registration` : '/registration';
}

/** The sign-up's calendar file: GET /api/registrations/{token}/calendar.ics. */
export function registrationCalendarUrl(token: string): string {
  return `/api/registrations/${encodeURIComponent(token)}/calendar.ics`;
}

/** The token in /registration's fragment, or null when there is none (a bare or malformed fragment). */
export function tokenFromHash(hash: string): string | null {
  const token = hash.replace(/^#/, '').trim();
  return /^[A-Za-z0-9_-]{16,128}$/.test(token) ? token : null;
}

/** The confirmation after a sign-up (201), and the status line of /registration. */
export function statusText(status: RegistrationStatus, seats: number, position: number | null | undefined, s: SignUpSay): string {
  switch (status) {
    case 'confirmed':
      return say(s, 'confirmed', { seats: seatsIn(s, seats) });
    case 'waitlisted':
      return typeof position === 'number'
        ? say(s, 'waitlistedAt', { position, seats: seatsIn(s, seats) })
        : say(s, 'waitlisted', { seats: seatsIn(s, seats) });
    case 'cancelled':
      return say(s, 'cancelled');
  }
}

/** The heading of the on-screen confirmation after a sign-up. */
export function confirmationHeading(status: Exclude<RegistrationStatus, 'cancelled'>, s: SignUpSay): string {
  return say(s, status === 'confirmed' ? 'signedUp' : 'onWaitingList');
}

/**
 * The seats a visitor may choose when changing a sign-up on /registration: 1..max. A confirmed party can
 * always keep what it holds; more than its seats plus what is left goes on the waiting list, or is
 * refused by the server when there is none (the route decides, with the domain's decideResize).
 */
export function resizeChoices(maxSeatsPerSignUp: number, current: number): number[] {
  return seatChoices(Math.max(maxSeatsPerSignUp, current));
}
