/**
 * Seat arithmetic for sign-ups (issue 27): who gets a seat, who waits, and who moves up when seats free.
 * The database applies these decisions inside one locked transaction per event, so what is decided here
 * is what is stored, whatever the number of simultaneous sign-ups.
 *
 * The rule: seats go in order of arrival to every party that fits. When seats free (a cancellation, a
 * smaller party), the waiting list is walked in order and each party that fits in what is left is seated,
 * so a family of five at the head does not hold back a couple behind it when only three seats free, and no
 * party is passed over for one that came later while it fits. After every change no waiting party fits in
 * the seats left, so a newcomer is seated only into seats no one waiting could use.
 */

export type PartyStatus = 'confirmed' | 'waitlisted';

export interface Party {
  id: string;
  seats: number;
  status: PartyStatus;
  /** Arrival order on the list: smaller first. */
  position: number;
}

export interface SeatRules {
  /** Seats in all (the event's maxAttendees). */
  capacity: number;
  /** The most seats one sign-up may take. */
  maxSeatsPerSignUp: number;
  waitingList: boolean;
}

export const DEFAULT_MAX_SEATS_PER_SIGN_UP = 6;

export type SignUpDecision =
  | { outcome: 'confirmed' }
  | { outcome: 'waitlisted' }
  | { outcome: 'full'; seatsLeft: number }
  | { outcome: 'too-many-seats'; maxSeatsPerSignUp: number };

export type ResizeDecision =
  /** `status` is the party's own; `promoted` the other waiting parties its change seated. */
  | { outcome: 'resized'; status: PartyStatus; promoted: string[] }
  | { outcome: 'not-enough-seats'; seatsLeft: number }
  | { outcome: 'too-many-seats'; maxSeatsPerSignUp: number };

const byArrival = (a: Party, b: Party) => a.position - b.position;

export function confirmedSeats(parties: readonly Party[]): number {
  return parties.reduce((sum, party) => sum + (party.status === 'confirmed' ? party.seats : 0), 0);
}

export function waitlistedSeats(parties: readonly Party[]): number {
  return parties.reduce((sum, party) => sum + (party.status === 'waitlisted' ? party.seats : 0), 0);
}

export function seatsLeft(rules: Pick<SeatRules, 'capacity'>, parties: readonly Party[]): number {
  return Math.max(0, rules.capacity - confirmedSeats(parties));
}

/** A new sign-up for `seats`: seated if it fits, else on the waiting list if there is one, else refused. */
export function decideSignUp(rules: SeatRules, parties: readonly Party[], seats: number): SignUpDecision {
  if (seats > rules.maxSeatsPerSignUp) return { outcome: 'too-many-seats', maxSeatsPerSignUp: rules.maxSeatsPerSignUp };
  const left = seatsLeft(rules, parties);
  if (seats <= left) return { outcome: 'confirmed' };
  return rules.waitingList ? { outcome: 'waitlisted' } : { outcome: 'full', seatsLeft: left };
}

/** The waiting parties to seat now, in order: each one that fits in what the ones before it left. */
export function promotions(rules: Pick<SeatRules, 'capacity'>, parties: readonly Party[]): string[] {
  let left = seatsLeft(rules, parties);
  const promoted: string[] = [];
  for (const party of parties.filter((p) => p.status === 'waitlisted').sort(byArrival)) {
    if (left === 0) break;
    if (party.seats <= left) {
      promoted.push(party.id);
      left -= party.seats;
    }
  }
  return promoted;
}

/** `parties` with the promoted ones seated. */
export function applyPromotions(parties: readonly Party[], promoted: readonly string[]): Party[] {
  const seated = new Set(promoted);
  return parties.map((party) => (seated.has(party.id) ? { ...party, status: 'confirmed' } : party));
}

/**
 * A party changes its size. A seated party may grow only into free seats (it keeps its seats if not); a
 * waiting party keeps its place and is seated at once if its new size fits. Seats it gives back go to
 * the waiting list.
 */
export function decideResize(rules: SeatRules, parties: readonly Party[], id: string, seats: number): ResizeDecision {
  if (seats > rules.maxSeatsPerSignUp) return { outcome: 'too-many-seats', maxSeatsPerSignUp: rules.maxSeatsPerSignUp };
  const party = parties.find((p) => p.id === id);
  if (!party) throw new RangeError(`no party ${id}`);
  const others = parties.filter((p) => p.id !== id);
  if (party.status === 'confirmed' && seats > party.seats && seats - party.seats > seatsLeft(rules, parties)) {
    return { outcome: 'not-enough-seats', seatsLeft: seatsLeft(rules, parties) };
  }
  const resized = [...others, { ...party, seats }];
  const seated = promotions(rules, resized);
  const status: PartyStatus = party.status === 'confirmed' || seated.includes(id) ? 'confirmed' : 'waitlisted';
  return { outcome: 'resized', status, promoted: seated.filter((other) => other !== id) };
}

/** A party leaves: the waiting parties that now fit, in order. */
export function promotionsAfterCancelling(rules: Pick<SeatRules, 'capacity'>, parties: readonly Party[], id: string): string[] {
  return promotions(rules, parties.filter((p) => p.id !== id));
}

/** 1 for the head of the waiting list; undefined for a seated or unknown party. */
export function waitingPosition(parties: readonly Party[], id: string): number | undefined {
  const waiting = parties.filter((p) => p.status === 'waitlisted').sort(byArrival);
  const index = waiting.findIndex((p) => p.id === id);
  return index < 0 ? undefined : index + 1;
}
