import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyPromotions,
  confirmedSeats,
  decideResize,
  decideSignUp,
  promotions,
  promotionsAfterCancelling,
  seatsLeft,
  waitingPosition,
  waitlistedSeats,
  type Party,
  type SeatRules,
} from './seats.ts';

const rules = (capacity: number, waitingList = true, maxSeatsPerSignUp = 6): SeatRules => ({ capacity, waitingList, maxSeatsPerSignUp });
let next = 0;
const seated = (seats: number, id = `c${++next}`): Party => ({ id, seats, status: 'confirmed', position: next });
const waiting = (seats: number, id = `w${++next}`): Party => ({ id, seats, status: 'waitlisted', position: next });

describe('decideSignUp', () => {
  it.each([
    ['an empty event', rules(60), [], 4, { outcome: 'confirmed' }],
    ['exactly the last seats', rules(10), [seated(6)], 4, { outcome: 'confirmed' }],
    ['one seat too many, waiting list on', rules(10), [seated(6)], 5, { outcome: 'waitlisted' }],
    ['one seat too many, no waiting list', rules(10, false), [seated(6)], 5, { outcome: 'full', seatsLeft: 4 }],
    ['full, no waiting list', rules(10, false), [seated(6), seated(4)], 1, { outcome: 'full', seatsLeft: 0 }],
    ['more than one sign-up may take', rules(60), [], 7, { outcome: 'too-many-seats', maxSeatsPerSignUp: 6 }],
    ['a larger limit set by staff', rules(60, true, 10), [], 10, { outcome: 'confirmed' }],
    ['a party that fits while a larger one waits', rules(10), [seated(7), waiting(5)], 3, { outcome: 'confirmed' }],
  ] as const)('%s', (_, r, parties, seats, decision) => {
    expect(decideSignUp(r, parties, seats)).toEqual(decision);
  });
});

describe('promotions: the waiting list walked in order, each party that fits seated', () => {
  it('a cancellation seats the head of the list', () => {
    const head = waiting(3, 'head');
    const parties = [seated(4, 'a'), seated(6, 'b'), head, waiting(2, 'next')];
    expect(promotionsAfterCancelling(rules(10), parties, 'a')).toEqual(['head']);
  });
  it('a party that does not fit stays at the head; a smaller one behind it is seated', () => {
    const parties = [seated(7, 'a'), waiting(5, 'family'), waiting(2, 'couple'), waiting(1, 'single')];
    expect(promotions(rules(10), parties)).toEqual(['couple', 'single']);
    const after = applyPromotions(parties, ['couple', 'single']);
    expect(waitingPosition(after, 'family')).toBe(1);
    expect(seatsLeft(rules(10), after)).toBe(0);
  });
  it('the head is seated first when both fit', () => {
    expect(promotions(rules(10), [seated(6), waiting(2, 'first'), waiting(2, 'second'), waiting(1, 'third')])).toEqual(['first', 'second']);
  });
  it('nothing moves while the event is full', () => {
    expect(promotions(rules(4), [seated(4), waiting(1)])).toEqual([]);
  });
  it('capacity raised by staff seats the waiting list', () => {
    expect(promotions(rules(20), [seated(10), waiting(6, 'x'), waiting(5, 'y')])).toEqual(['x']);
  });
});

describe('decideResize', () => {
  it.each([
    ['a seated party grows into free seats', [seated(4, 'p'), seated(4)], 'p', 6, { outcome: 'resized', status: 'confirmed', promoted: [] }],
    ['a seated party cannot grow past the free seats', [seated(4, 'p'), seated(5)], 'p', 6, { outcome: 'not-enough-seats', seatsLeft: 1 }],
    ['a seated party shrinks and seats the waiting head', [seated(6, 'p'), seated(4), waiting(2, 'w')], 'p', 4, { outcome: 'resized', status: 'confirmed', promoted: ['w'] }],
    ['a waiting party that shrinks to fit is seated', [seated(8), waiting(4, 'p')], 'p', 2, { outcome: 'resized', status: 'confirmed', promoted: [] }],
    ['a waiting party that grows keeps its place', [seated(9), waiting(2, 'p'), waiting(2)], 'p', 4, { outcome: 'resized', status: 'waitlisted', promoted: [] }],
    ['over the per-sign-up limit', [seated(2, 'p')], 'p', 7, { outcome: 'too-many-seats', maxSeatsPerSignUp: 6 }],
  ] as const)('%s', (_, parties, id, seats, decision) => {
    expect(decideResize(rules(10), parties, id, seats)).toEqual(decision);
  });
});

describe('counts', () => {
  it('confirmed, waitlisted and left', () => {
    const parties = [seated(4), seated(2), waiting(5), waiting(1)];
    expect([confirmedSeats(parties), waitlistedSeats(parties), seatsLeft(rules(10), parties)]).toEqual([6, 6, 4]);
    expect(seatsLeft(rules(4), parties)).toBe(0);
  });
});

/**
 * Any sequence of sign-ups, resizes and cancellations keeps the promises the issue makes: never more seats
 * than the capacity, and never a waiting party that fits while seats are left (no one skipped). Checked
 * against a brute-force recount of the state after each step.
 */
describe('any sequence of changes', () => {
  type Op = { kind: 'sign-up'; seats: number } | { kind: 'cancel'; pick: number } | { kind: 'resize'; pick: number; seats: number };
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('sign-up' as const), seats: fc.integer({ min: 1, max: 8 }) }),
    fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('resize' as const), pick: fc.nat(), seats: fc.integer({ min: 1, max: 8 }) }),
  );
  it('never overbooks and never leaves a fitting party waiting', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.boolean(), fc.array(op, { maxLength: 60 }), (capacity, waitingList, ops) => {
        const r = rules(capacity, waitingList);
        let parties: Party[] = [];
        let arrivals = 0;
        for (const o of ops) {
          if (o.kind === 'sign-up') {
            const decision = decideSignUp(r, parties, o.seats);
            if (decision.outcome === 'confirmed' || decision.outcome === 'waitlisted') {
              arrivals += 1;
              parties.push({ id: `p${arrivals}`, seats: o.seats, status: decision.outcome, position: arrivals });
            }
          } else if (parties.length > 0) {
            const party = parties[o.pick % parties.length]!;
            if (o.kind === 'cancel') {
              const promoted = promotionsAfterCancelling(r, parties, party.id);
              parties = applyPromotions(parties.filter((p) => p.id !== party.id), promoted);
            } else {
              const decision = decideResize(r, parties, party.id, o.seats);
              if (decision.outcome === 'resized') {
                parties = applyPromotions(
                  parties.map((p) => (p.id === party.id ? { ...p, seats: o.seats, status: decision.status } : p)),
                  decision.promoted,
                );
              }
            }
          }
          const taken = parties.filter((p) => p.status === 'confirmed').reduce((sum, p) => sum + p.seats, 0);
          expect(taken).toBeLessThanOrEqual(capacity);
          for (const p of parties.filter((p) => p.status === 'waitlisted')) expect(p.seats).toBeGreaterThan(capacity - taken);
          if (!waitingList) expect(parties.every((p) => p.status === 'confirmed')).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
