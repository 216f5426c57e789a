import { formatEventDate, formatEventTime, TIME_TBD } from '../../domain/dates/event-dates.ts';

/**
 * What the sign-up screens say (issue 27), pure: the seats-left line of the event dialog and the form, the
 * form's state message and privacy note, the private link, and a sign-up's status on /registration. The
 * API's answers come in as arguments; dates show in the masjid's zone (site.timeZone, passed in).
 */

/** GET /api/events/{id}/sign-up's `state` (the contract in docs/decisions/022-online-sign-ups.md). */
export type SignUpState = 'open' | 'not-yet-open' | 'closed' | 'full' | 'waiting-list';

export type RegistrationStatus = 'confirmed' | 'waitlisted' | 'cancelled';

const SIGN_UP_STATES: readonly string[] = ['open', 'not-yet-open', 'closed', 'full', 'waiting-list'];

/** True for an event that takes online sign-ups (GET /api/events gives it a `signUpState`). */
export function takesSignUps(state: unknown): state is SignUpState {
  return typeof state === 'string' && SIGN_UP_STATES.includes(state);
}

/** '12 seats left', '1 seat left'. */
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
): string | null {
  switch (state) {
    case 'open':
      return typeof seatsLeft === 'number' ? `${seatsText(seatsLeft)} left` : 'Sign-ups are open';
    case 'full':
      return 'Full';
    case 'waiting-list':
      return 'Full: join the waiting list';
    case 'not-yet-open':
      return opensAt ? `Sign-ups open ${zonedDateTime(opensAt, timeZone)}` : 'Sign-ups are not open yet';
    case 'closed':
      return 'Sign-ups are closed';
  }
}

/** Whether the form is offered: open, or full with a waiting list. */
export function formIsOffered(state: SignUpState): boolean {
  return state === 'open' || state === 'waiting-list';
}

/** 'November 28, 2026 at 6:30 PM' in the masjid's zone. */
export function zonedDateTime(iso: string, timeZone: string): string {
  const date = formatEventDate(iso, timeZone);
  const time = formatEventTime(iso, timeZone);
  return time === TIME_TBD ? date : `${date} at ${time}`;
}

/** The privacy note under the form (issue 27, item 5). */
export function privacyNote(retentionDays: number, kind: 'event' | 'program' = 'event'): string {
  const after = kind === 'program' ? 'the program ends' : 'the event';
  const days = retentionDays === 1 ? '1 day' : `${retentionDays} days`;
  return `We use your details only for this sign-up. Your name, contact details and notes are deleted ${days} after ${after}; only the number of seats is kept.`;
}

/** How many seats the form lets one sign-up take: 1..maxSeatsPerSignUp (never below 1). */
export function seatChoices(maxSeatsPerSignUp: number): number[] {
  const max = Math.max(1, Math.floor(maxSeatsPerSignUp));
  return Array.from({ length: max }, (_, i) => i + 1);
}

/** The private link: /registration#<token> (the token stays in the fragment, never in a log or Referer). */
export function privateLink(origin: string, token: string): string {
  return `${origin}/registration#${token}`;
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
export function statusText(status: RegistrationStatus, seats: number, position: number | null | undefined): string {
  switch (status) {
    case 'confirmed':
      return `Confirmed: ${seatsText(seats)} reserved.`;
    case 'waitlisted':
      return typeof position === 'number'
        ? `On the waiting list, position ${position} (${seatsText(seats)}).`
        : `On the waiting list (${seatsText(seats)}).`;
    case 'cancelled':
      return 'Cancelled.';
  }
}

/** The heading of the on-screen confirmation after a sign-up. */
export function confirmationHeading(status: Exclude<RegistrationStatus, 'cancelled'>): string {
  return status === 'confirmed' ? 'You are signed up' : 'You are on the waiting list';
}

/**
 * The seats a visitor may choose when changing a sign-up on /registration: 1..max. A confirmed party can
 * always keep what it holds; more than its seats plus what is left goes on the waiting list, or is
 * refused by the server when there is none (the route decides, with the domain's decideResize).
 */
export function resizeChoices(maxSeatsPerSignUp: number, current: number): number[] {
  return seatChoices(Math.max(maxSeatsPerSignUp, current));
}
