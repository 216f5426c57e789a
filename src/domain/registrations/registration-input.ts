import * as z from 'zod/mini';
import { parseDateInput } from '../event-rules/date-input.ts';
import { requiredText } from '../forms/text-fields.ts';
import { DEFAULT_MAX_SEATS_PER_SIGN_UP } from './seats.ts';

/**
 * Online sign-ups (issue 27, ADR 022): the shapes the sign-up form, the private link's page, the staff
 * list and the routes share (ADR 017), so the form and the API refuse the same things with the same words.
 */

export const REGISTRATION_LIMITS = {
  name: 100,
  email: 254,
  phoneMin: 7,
  phone: 30,
  notes: 500,
  children: 10,
  childName: 100,
  childAgeMax: 17,
  /** The most seats staff may allow one sign-up. */
  maxSeatsPerSignUp: 50,
  capacity: 10_000,
} as const;

export const CONTACT_REQUIRED = 'Enter an e-mail address or a phone number';
export const HONEYPOT_FILLED = 'Leave this field empty';
export const CHILDREN_NOT_ASKED = 'This sign-up does not ask for children';
export const NOTES_NOT_ASKED = 'This sign-up does not ask for notes';
export const tooManySeats = (max: number) => `Seats must be a whole number from 1 to ${max}`;

/** The texts the routes answer with (the contract's words). */
export const SIGN_UP_MESSAGES = {
  full: 'This event is full.',
  duplicate: 'You have already signed up with this e-mail or phone. Use your private link to change your sign-up.',
  notOpen: 'Sign-ups are not open.',
  noSeatsLeft: 'No seats left.',
  notFound: 'Not found',
} as const;

/** NUL cannot be stored as Postgres text; refuse it here rather than at the database. */
const noNul = (label: string) =>
  z.refine<string>((v) => !v.includes('\u0000'), `${label} contains a character that is not allowed`);

/** Trimmed text or nothing: '' and null read as nothing (a form sends ''). */
const optionalText = (label: string, max: number) =>
  z.pipe(
    z.nullish(
      z
        .string({ error: `${label} must be text` })
        .check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`), noNul(label)),
    ),
    z.transform((v) => (v ? v : null)),
  );

const seatsField = (max: number) =>
  z.int({ error: tooManySeats(max) }).check(z.minimum(1, tooManySeats(max)), z.maximum(max, tooManySeats(max)));

const emailField = z.pipe(
  z.pipe(
    z.nullish(
      z
        .string({ error: 'E-mail must be text' })
        .check(
          z.trim(),
          z.maxLength(REGISTRATION_LIMITS.email, `E-mail must be at most ${REGISTRATION_LIMITS.email} characters`),
        ),
    ),
    z.transform((v) => (v ? v : null)),
  ),
  z.union([z.null(), z.email('Please enter a valid e-mail address')], { error: 'Please enter a valid e-mail address' }),
);

const PHONE = /^[0-9 +\-().]+$/;
const PHONE_MESSAGE = `Phone must be ${REGISTRATION_LIMITS.phoneMin} to ${REGISTRATION_LIMITS.phone} characters of digits, spaces and + - ( ) .`;
const phoneField = z.pipe(
  z.pipe(
    z.nullish(z.string({ error: 'Phone must be text' }).check(z.trim())),
    z.transform((v) => (v ? v : null)),
  ),
  z.union(
    [
      z.null(),
      z.string().check(
        z.minLength(REGISTRATION_LIMITS.phoneMin, PHONE_MESSAGE),
        z.maxLength(REGISTRATION_LIMITS.phone, PHONE_MESSAGE),
        z.regex(PHONE, PHONE_MESSAGE),
        z.refine((v) => /\d/.test(v), PHONE_MESSAGE),
      ),
    ],
    { error: PHONE_MESSAGE },
  ),
);

export const childSchema = z.object(
  {
    name: requiredText("Child's name", REGISTRATION_LIMITS.childName).check(noNul("Child's name")),
    age: z
      .int({ error: `Age must be a whole number from 0 to ${REGISTRATION_LIMITS.childAgeMax}` })
      .check(
        z.minimum(0, `Age must be a whole number from 0 to ${REGISTRATION_LIMITS.childAgeMax}`),
        z.maximum(
          REGISTRATION_LIMITS.childAgeMax,
          `Age must be a whole number from 0 to ${REGISTRATION_LIMITS.childAgeMax}`,
        ),
      ),
  },
  { error: 'Each child is { name, age }' },
);
export type Child = z.output<typeof childSchema>;

/**
 * A visitor's sign-up. `seats` is checked here against the largest any sign-up may take; the route checks
 * it against the event's own maxSeatsPerSignUp (`checkSignUpAgainst`), and refuses children or notes an
 * event does not ask for. `website` is the honeypot: people leave it empty.
 */
export const signUpInput = z
  .object(
    {
      name: requiredText('Name', REGISTRATION_LIMITS.name).check(noNul('Name')),
      email: emailField,
      phone: phoneField,
      seats: seatsField(REGISTRATION_LIMITS.maxSeatsPerSignUp),
      notes: optionalText('Notes', REGISTRATION_LIMITS.notes),
      children: z.pipe(
        z.nullish(
          z
            .array(childSchema, { error: 'Children must be a list' })
            .check(z.maxLength(REGISTRATION_LIMITS.children, `At most ${REGISTRATION_LIMITS.children} children`)),
        ),
        z.transform((v) => v ?? []),
      ),
      website: z.pipe(
        z.nullish(z.string({ error: HONEYPOT_FILLED }).check(z.maxLength(0, HONEYPOT_FILLED))),
        z.transform(() => undefined),
      ),
    },
    { error: 'The request body must be a JSON object' },
  )
  .check(z.refine((v) => v.email !== null || v.phone !== null, { message: CONTACT_REQUIRED, path: ['email'] }));
export type SignUpInput = z.output<typeof signUpInput>;

/** What a sign-up asks, for the checks that depend on the event or program. */
export interface SignUpQuestions {
  maxSeatsPerSignUp: number;
  askNotes: boolean;
  askChildren: boolean;
}

/** Field errors for a valid `signUpInput` that this event or program does not accept (empty: fine). */
export function checkSignUpAgainst(
  input: Pick<SignUpInput, 'seats' | 'notes' | 'children'>,
  questions: SignUpQuestions,
): Record<string, string> {
  const fields: Record<string, string> = {};
  if (input.seats > questions.maxSeatsPerSignUp) fields.seats = tooManySeats(questions.maxSeatsPerSignUp);
  if (!questions.askNotes && input.notes) fields.notes = NOTES_NOT_ASKED;
  if (!questions.askChildren && input.children.length > 0) fields.children = CHILDREN_NOT_ASKED;
  return fields;
}

/** The private link's change: a new party size. */
export const visitorChangeInput = z.object(
  { seats: seatsField(REGISTRATION_LIMITS.maxSeatsPerSignUp) },
  { error: 'The request body must be a JSON object' },
);
export type VisitorChangeInput = z.output<typeof visitorChangeInput>;

/** Staff at the list or the door: tick arrived, change seats, cancel on someone's behalf. */
export const staffChangeInput = z
  .object(
    {
      checkedIn: z.optional(z.boolean({ error: 'checkedIn must be true or false' })),
      seats: z.optional(seatsField(REGISTRATION_LIMITS.maxSeatsPerSignUp)),
      cancelled: z.optional(z.literal(true, { error: 'cancelled may only be true' })),
    },
    { error: 'The request body must be a JSON object' },
  )
  .check(
    z.refine((v) => v.checkedIn !== undefined || v.seats !== undefined || v.cancelled !== undefined, {
      message: 'Send checkedIn, seats or cancelled',
      path: ['checkedIn'],
    }),
  );
export type StaffChangeInput = z.output<typeof staffChangeInput>;

/** A walk-in at the door: seated and checked in at once while seats remain. */
export const walkInInput = z.object(
  {
    name: requiredText('Name', REGISTRATION_LIMITS.name).check(noNul('Name')),
    seats: seatsField(REGISTRATION_LIMITS.maxSeatsPerSignUp),
  },
  { error: 'The request body must be a JSON object' },
);
export type WalkInInput = z.output<typeof walkInInput>;

const flag = (label: string, fallback: boolean) =>
  z.pipe(
    z.nullish(z.boolean({ error: `${label} must be true or false` })),
    z.transform((v) => v ?? fallback),
  );

/** The settings shared by events and programs (a program's opens/closes are its registration dates). */
export const signUpRulesShape = {
  online: flag('online', true),
  capacity: z
    .int({ error: `Capacity must be a whole number from 1 to ${REGISTRATION_LIMITS.capacity}` })
    .check(
      z.minimum(1, `Capacity must be a whole number from 1 to ${REGISTRATION_LIMITS.capacity}`),
      z.maximum(
        REGISTRATION_LIMITS.capacity,
        `Capacity must be a whole number from 1 to ${REGISTRATION_LIMITS.capacity}`,
      ),
    ),
  maxSeatsPerSignUp: z.pipe(
    z.nullish(
      z
        .int({ error: `Seats per sign-up must be a whole number from 1 to ${REGISTRATION_LIMITS.maxSeatsPerSignUp}` })
        .check(
          z.minimum(1, `Seats per sign-up must be a whole number from 1 to ${REGISTRATION_LIMITS.maxSeatsPerSignUp}`),
          z.maximum(
            REGISTRATION_LIMITS.maxSeatsPerSignUp,
            `Seats per sign-up must be a whole number from 1 to ${REGISTRATION_LIMITS.maxSeatsPerSignUp}`,
          ),
        ),
    ),
    z.transform((v) => v ?? DEFAULT_MAX_SEATS_PER_SIGN_UP),
  ),
  waitingList: flag('waitingList', false),
  askNotes: flag('askNotes', false),
  askChildren: flag('askChildren', false),
};

/** A date as staff send it (an ISO timestamp, or a datetime-local read in the masjid's zone), as ISO or null. */
const instantField = (label: string, timeZone: string) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, ctx): string | null => {
      const parsed = parseDateInput(value, timeZone);
      if (parsed.ok) return parsed.value ? parsed.value.toISOString() : null;
      ctx.issues.push({
        code: 'custom',
        message: `${label} must be a date and time such as 2026-03-08T18:30, or an ISO 8601 timestamp`,
        input: value,
      });
      return z.NEVER;
    }),
  );

export const CLOSES_BEFORE_OPENS = 'Sign-ups must close after they open';

/**
 * An event's sign-up settings (staff). `capacity` is the event's maxAttendees (the route stores it there).
 * A datetime without a zone is the masjid's wall clock (`timeZone`, site.timeZone).
 */
export function signUpSettingsInput(timeZone: string) {
  return z
    .object(
      {
        ...signUpRulesShape,
        opensAt: instantField('Opens at', timeZone),
        closesAt: instantField('Closes at', timeZone),
      },
      { error: 'Sign-up settings must be an object' },
    )
    .check(
      z.refine((v) => !v.opensAt || !v.closesAt || v.closesAt > v.opensAt, {
        message: CLOSES_BEFORE_OPENS,
        path: ['closesAt'],
      }),
    );
}
export type SignUpSettings = z.output<ReturnType<typeof signUpSettingsInput>>;

/** Lower-cased e-mail, the duplicate check's key. */
export function normaliseEmail(email: string | null | undefined): string | null {
  const v = email?.trim().toLowerCase();
  return v ? v : null;
}

/** The phone's digits only, the duplicate check's key. */
export function normalisePhone(phone: string | null | undefined): string | null {
  const v = phone?.replace(/\D+/g, '');
  return v ? v : null;
}
