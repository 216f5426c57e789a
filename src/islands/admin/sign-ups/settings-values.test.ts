import { describe, expect, it } from 'vitest';
import { checkInput } from '../../../domain/forms/check-input.ts';
import { signUpSettingsInput } from '../../../domain/registrations/registration-input.ts';
import { initialSignUpValues, signUpError, toSignUpPayload, typedNumber } from './settings-values.ts';

const ZONE = 'America/Los_Angeles';

describe("the event form's sign-up settings", () => {
  it('starts off, with six seats a sign-up', () => {
    expect(initialSignUpValues(null, ZONE)).toEqual({
      online: false,
      maxSeatsPerSignUp: '6',
      opensAt: '',
      closesAt: '',
      waitingList: false,
      askNotes: false,
    });
    expect(toSignUpPayload(initialSignUpValues(null, ZONE), 60)).toBeNull();
  });

  it("shows stored instants as the masjid's wall clock and sends them back as typed", () => {
    const values = initialSignUpValues(
      {
        online: true,
        capacity: 60,
        maxSeatsPerSignUp: 4,
        opensAt: '2026-12-01T17:00:00.000Z',
        closesAt: '2026-12-05T02:30:00.000Z',
        waitingList: true,
        askNotes: true,
        askChildren: false,
      },
      ZONE,
    );
    expect(values).toEqual({
      online: true,
      maxSeatsPerSignUp: '4',
      opensAt: '2026-12-01T09:00',
      closesAt: '2026-12-04T18:30',
      waitingList: true,
      askNotes: true,
    });
    const payload = toSignUpPayload(values, 60);
    expect(payload).toEqual({
      online: true,
      capacity: 60,
      maxSeatsPerSignUp: 4,
      opensAt: '2026-12-01T09:00',
      closesAt: '2026-12-04T18:30',
      waitingList: true,
      askNotes: true,
      askChildren: false,
    });
    const checked = checkInput(signUpSettingsInput(ZONE), payload);
    expect(checked.ok && checked.value.opensAt).toBe('2026-12-01T17:00:00.000Z');
  });

  const refused: [string, Partial<Parameters<typeof toSignUpPayload>[0]>, number | null, string][] = [
    ['no capacity', {}, null, 'capacity'],
    ['a capacity of 0', {}, 0, 'capacity'],
    ['seats per sign-up typed as text', { maxSeatsPerSignUp: 'six' }, 60, 'maxSeatsPerSignUp'],
    ['51 seats per sign-up', { maxSeatsPerSignUp: '51' }, 60, 'maxSeatsPerSignUp'],
    ['closing before opening', { opensAt: '2026-12-02T10:00', closesAt: '2026-12-01T10:00' }, 60, 'closesAt'],
  ];
  it.each(refused)('refuses %s under its field', (_, change, capacity, field) => {
    const values = { ...initialSignUpValues(null, ZONE), online: true, ...change };
    const checked = checkInput(signUpSettingsInput(ZONE), toSignUpPayload(values, capacity));
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(checked.fields)).toContain(field);
  });

  it('reads a blank number as the default and text as NaN', () => {
    expect(typedNumber('', 6)).toBe(6);
    expect(typedNumber(' 8 ', 6)).toBe(8);
    expect(typedNumber('x', 6)).toBeNaN();
  });

  it('finds an error under signUp.* or, for the capacity, under Max attendees', () => {
    expect(signUpError({ 'signUp.closesAt': 'late' }, 'closesAt')).toBe('late');
    expect(signUpError({ maxAttendees: 'too many' }, 'capacity')).toBe('too many');
    expect(signUpError({ maxAttendees: 'too many' }, 'opensAt')).toBeUndefined();
  });
});
