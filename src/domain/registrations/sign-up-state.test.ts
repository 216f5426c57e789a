import { describe, expect, it } from 'vitest';
import { endOfDayIn, eventEndsAt, personalDataExpired, programSignUpWindow, signUpState, takesSignUps, type SignUpWindow } from './sign-up-state.ts';

const at = (iso: string) => new Date(iso);
const window = (over: Partial<SignUpWindow> = {}): SignUpWindow => ({
  opensAt: at('2026-03-01T12:00:00Z'),
  closesAt: at('2026-03-10T12:00:00Z'),
  endsAt: at('2026-03-12T22:00:00Z'),
  waitingList: false,
  ...over,
});

describe('signUpState', () => {
  it.each([
    ['before opening', window(), 10, '2026-03-01T11:59:59Z', 'not-yet-open'],
    ['at the opening instant', window(), 10, '2026-03-01T12:00:00Z', 'open'],
    ['at the closing instant', window(), 10, '2026-03-10T12:00:00Z', 'closed'],
    ['full without a waiting list', window(), 0, '2026-03-05T00:00:00Z', 'full'],
    ['full with a waiting list', window({ waitingList: true }), 0, '2026-03-05T00:00:00Z', 'waiting-list'],
    ['no close date: open until the event ends', window({ closesAt: null }), 3, '2026-03-12T21:59:59Z', 'open'],
    ['no close date: closed once the event ended', window({ closesAt: null }), 3, '2026-03-12T22:00:00Z', 'closed'],
    ['no dates at all (permanent event)', window({ opensAt: null, closesAt: null, endsAt: null }), 1, '2030-01-01T00:00:00Z', 'open'],
    ['closed wins over full', window({ waitingList: true }), 0, '2026-03-11T00:00:00Z', 'closed'],
  ])('%s', (_name, w, left, now, expected) => {
    expect(signUpState(w, left, at(now))).toBe(expected);
  });

  it.each([
    ['open', true],
    ['full', true],
    ['waiting-list', true],
    ['not-yet-open', false],
    ['closed', false],
  ] as const)('takesSignUps(%s) = %s', (state, expected) => expect(takesSignUps(state)).toBe(expected));
});

describe('programSignUpWindow', () => {
  it("reads the registration days as whole days in the masjid's zone", () => {
    const w = programSignUpWindow({ startDate: '2026-09-05', endDate: '2026-12-19', registrationOpens: '2026-08-01', registrationCloses: '2026-09-04' }, true, 'America/Los_Angeles');
    expect(w).toEqual({
      opensAt: at('2026-08-01T07:00:00Z'),
      closesAt: at('2026-09-05T07:00:00Z'),
      endsAt: at('2026-12-20T08:00:00Z'),
      waitingList: true,
    });
  });
  it('without registration dates: open at once, closing at the end', () => {
    const w = programSignUpWindow({ startDate: '2026-09-05', endDate: '2026-12-19' }, false, 'UTC');
    expect(w).toEqual({ opensAt: null, closesAt: null, endsAt: at('2026-12-20T00:00:00Z'), waitingList: false });
  });
  it('endOfDayIn crosses a DST change', () => {
    expect(endOfDayIn('America/Los_Angeles', '2026-03-07')).toEqual(at('2026-03-08T08:00:00Z'));
    expect(endOfDayIn('America/Los_Angeles', '2026-03-08')).toEqual(at('2026-03-09T07:00:00Z'));
  });
});

describe('retention', () => {
  it.each([
    [{ startDate: at('2026-03-01T18:00:00Z'), endDate: at('2026-03-01T21:00:00Z') }, '2026-03-01T21:00:00.000Z'],
    [{ startDate: at('2026-03-01T18:00:00Z'), endDate: null }, '2026-03-01T18:00:00.000Z'],
    [{ startDate: null, endDate: null }, null],
  ])('eventEndsAt(%j) = %s', (event, expected) => {
    expect(eventEndsAt(event)?.toISOString() ?? null).toBe(expected);
  });
  it.each([
    [at('2026-03-01T00:00:00Z'), 30, '2026-03-30T23:59:59Z', false],
    [at('2026-03-01T00:00:00Z'), 30, '2026-03-31T00:00:00Z', true],
    [at('2026-03-01T00:00:00Z'), 0, '2026-03-01T00:00:00Z', true],
    [null, 30, '2099-01-01T00:00:00Z', false],
  ])('ended %s, %d days, at %s: %s', (endsAt, days, now, expected) => {
    expect(personalDataExpired(endsAt, days, at(now))).toBe(expected);
  });
});
