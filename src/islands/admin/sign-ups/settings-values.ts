import { toDateTimeLocal } from '../../../domain/event-rules/date-input.ts';
import type { SignUpSettings } from '../../../domain/registrations/registration-input.ts';
import { DEFAULT_MAX_SEATS_PER_SIGN_UP } from '../../../domain/registrations/seats.ts';

/**
 * The event form's "Sign-ups" section as its inputs hold it (issue 27): strings as typed, opens/closes as
 * the masjid's wall clock (datetime-local, read in site.timeZone by signUpSettingsInput). The capacity is
 * the event's own "Max attendees" field: one number, not two.
 */
export interface SignUpFormValues {
  online: boolean;
  maxSeatsPerSignUp: string;
  opensAt: string;
  closesAt: string;
  waitingList: boolean;
  askNotes: boolean;
}

export function initialSignUpValues(
  signUp: Partial<SignUpSettings> | null | undefined,
  timeZone: string,
): SignUpFormValues {
  return {
    online: Boolean(signUp) && signUp?.online !== false,
    maxSeatsPerSignUp: String(signUp?.maxSeatsPerSignUp ?? DEFAULT_MAX_SEATS_PER_SIGN_UP),
    opensAt: toDateTimeLocal(signUp?.opensAt, timeZone),
    closesAt: toDateTimeLocal(signUp?.closesAt, timeZone),
    waitingList: signUp?.waitingList ?? false,
    askNotes: signUp?.askNotes ?? false,
  };
}

/** A typed whole number, or NaN for the schema to refuse with its own words; blank is `blank`. */
export function typedNumber<T>(typed: string, blank: T): number | T {
  const text = typed.trim();
  return text === '' ? blank : Number(text);
}

/**
 * What the route receives as the event's `signUp`: null when sign-ups are off (the old "registration
 * required" notice keeps working). `capacity` is the Max attendees field's number.
 */
export function toSignUpPayload(values: SignUpFormValues, maxAttendees: number | null) {
  if (!values.online) return null;
  return {
    online: true,
    capacity: maxAttendees ?? Number.NaN,
    maxSeatsPerSignUp: typedNumber(values.maxSeatsPerSignUp, DEFAULT_MAX_SEATS_PER_SIGN_UP),
    opensAt: values.opensAt || null,
    closesAt: values.closesAt || null,
    waitingList: values.waitingList,
    askNotes: values.askNotes,
    askChildren: false,
  };
}

/** An error the check or the route gave for a sign-up setting, wherever it put it. */
export function signUpError(errors: Record<string, string>, key: string): string | undefined {
  return errors[`signUp.${key}`] ?? (key === 'capacity' ? errors.maxAttendees : undefined);
}
