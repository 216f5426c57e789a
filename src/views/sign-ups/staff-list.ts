import { seatsText } from './sign-up-view.ts';

/**
 * The Sign-ups tab's pure parts (issue 27): finding a party by name at the door, what each row says, the
 * counts line, and the walk-in seats while seats remain. Seat arithmetic itself stays in
 * domain/registrations/seats.ts and the API: this only reads what the API answered.
 */

export interface ListedParty {
  name: string | null;
  seats: number;
  status: 'confirmed' | 'waitlisted' | 'cancelled';
  /** 1 for the head of the waiting list; null when seated or cancelled. */
  waitingPosition: number | null;
  checkedIn: boolean;
  walkIn: boolean;
}

/** Lower case without accents, so 'Aisha' finds 'Aïsha' and 'ÄISHA'. */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The parties the door's search shows: not cancelled, and every word typed found in the name (any order,
 * any part of a word: 'kha fat' finds 'Fatima Khan'). An empty search shows them all, in arrival order.
 */
export function searchParties<T extends ListedParty>(parties: readonly T[], query: string): T[] {
  const words = foldName(query).split(' ').filter(Boolean);
  return parties.filter((party) => {
    if (party.status === 'cancelled') return false;
    const name = foldName(party.name ?? '');
    return words.every((word) => name.includes(word));
  });
}

/** '3 parties found', '1 party found', 'No one found': the door's live region after a search. */
export function searchResultText(count: number, query: string): string {
  if (count === 0) return query.trim() ? `No one found for “${query.trim()}”` : 'No one has signed up yet';
  return `${count} ${count === 1 ? 'party' : 'parties'} found`;
}

/** The row's status: 'Confirmed', 'Waiting (2nd)', 'Cancelled', 'Walk-in'. */
export function partyStatusText(party: ListedParty): string {
  if (party.status === 'cancelled') return 'Cancelled';
  if (party.status === 'waitlisted')
    return typeof party.waitingPosition === 'number' ? `Waiting, position ${party.waitingPosition}` : 'Waiting';
  return party.walkIn ? 'Walk-in' : 'Confirmed';
}

/** The check-in button's accessible name: what pressing it does. */
export function checkInLabel(party: ListedParty): string {
  const who = `${party.name ?? 'Unnamed party'} (${seatsText(party.seats)})`;
  return party.checkedIn ? `${who}: arrived. Press to undo` : `${who}: mark arrived`;
}

/** '23 of 60 seats confirmed · 4 waiting · 37 left'. */
export function countsText(list: {
  capacity: number;
  confirmedSeats: number;
  waitlistedSeats: number;
  seatsLeft?: number;
}): string {
  const left = list.seatsLeft ?? Math.max(0, list.capacity - list.confirmedSeats);
  return `${list.confirmedSeats} of ${seatsText(list.capacity)} confirmed · ${list.waitlistedSeats} waiting · ${left} left`;
}

/** Seats on the door: how many have arrived (parties ticked), of the confirmed. */
export function arrivedText(parties: readonly ListedParty[]): string {
  const confirmed = parties.filter((p) => p.status === 'confirmed');
  const arrived = confirmed.filter((p) => p.checkedIn).reduce((sum, p) => sum + p.seats, 0);
  const expected = confirmed.reduce((sum, p) => sum + p.seats, 0);
  return `${arrived} of ${expected} confirmed seats arrived`;
}

/** A walk-in may take 1..min(seats left, the per-sign-up ceiling); none when no seats are left. */
export function walkInSeatChoices(seatsLeft: number, ceiling = 50): number[] {
  const max = Math.min(Math.max(0, Math.floor(seatsLeft)), ceiling);
  return Array.from({ length: max }, (_, i) => i + 1);
}
