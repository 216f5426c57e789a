import { addDays, parseIsoDate, zonedTimeToUtc } from '../dates/zoned.ts';

/**
 * Whether a sign-up form takes sign-ups now (issue 27, ADR 022), and when an event's or a program's
 * sign-ups end and its personal data goes. Instants are compared; calendar dates (a program's) are read
 * in the masjid's time zone.
 */

export type SignUpState = 'open' | 'not-yet-open' | 'closed' | 'full' | 'waiting-list';

export interface SignUpWindow {
  /** Sign-ups open at this instant (null: at once). */
  opensAt: Date | null;
  /** Sign-ups close at this instant (null: when the event ends). */
  closesAt: Date | null;
  /** The event's or program's end; sign-ups close then at the latest (null: never, a permanent event). */
  endsAt: Date | null;
  waitingList: boolean;
}

/** Before opening, after closing, full (with or without a waiting list), or open. */
export function signUpState(window: SignUpWindow, seatsLeft: number, now: Date): SignUpState {
  if (window.opensAt && now < window.opensAt) return 'not-yet-open';
  const closes = window.closesAt ?? window.endsAt;
  if (closes && now >= closes) return 'closed';
  if (seatsLeft <= 0) return window.waitingList ? 'waiting-list' : 'full';
  return 'open';
}

/** Whether a visitor may sign up (or change a sign-up) now: open, full with a waiting list, or full. */
export function takesSignUps(state: SignUpState): boolean {
  return state !== 'not-yet-open' && state !== 'closed';
}

/** The masjid's midnight starting `isoDate`. */
export function startOfDayIn(timeZone: string, isoDate: string): Date {
  const day = parseIsoDate(isoDate);
  if (!day) throw new RangeError(`not a date: ${isoDate}`);
  return zonedTimeToUtc(timeZone, { ...day, hour: 0, minute: 0, second: 0 });
}

/** The masjid's midnight after `isoDate` (the end of that day). */
export function endOfDayIn(timeZone: string, isoDate: string): Date {
  return startOfDayIn(timeZone, addDays(isoDate, 1));
}

/** A program's window: its registration dates (whole days in the masjid's zone), ending with its end date. */
export function programSignUpWindow(
  program: { startDate: string; endDate: string; registrationOpens?: string | null | undefined; registrationCloses?: string | null | undefined },
  waitingList: boolean,
  timeZone: string,
): SignUpWindow {
  return {
    opensAt: program.registrationOpens ? startOfDayIn(timeZone, program.registrationOpens) : null,
    closesAt: program.registrationCloses ? endOfDayIn(timeZone, program.registrationCloses) : null,
    endsAt: endOfDayIn(timeZone, program.endDate),
    waitingList,
  };
}

/** An event's end: its end date, else its start (a permanent event never ends: null). */
export function eventEndsAt(event: { startDate: Date | null; endDate: Date | null }): Date | null {
  return event.endDate ?? event.startDate;
}

/** Whether the personal data of sign-ups for something that ended at `endsAt` is due for deletion. */
export function personalDataExpired(endsAt: Date | null, retentionDays: number, now: Date): boolean {
  return endsAt !== null && now.getTime() >= endsAt.getTime() + retentionDays * 86_400_000;
}
