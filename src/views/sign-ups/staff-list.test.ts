import { describe, expect, it } from 'vitest';
import {
  arrivedText,
  checkInLabel,
  countsText,
  foldName,
  partyStatusText,
  searchParties,
  searchResultText,
  walkInSeatChoices,
  type ListedParty,
} from './staff-list.ts';

const party = (name: string | null, change: Partial<ListedParty> = {}): ListedParty => ({
  name,
  seats: 2,
  status: 'confirmed',
  waitingPosition: null,
  checkedIn: false,
  walkIn: false,
  ...change,
});

const list = [
  party('Fatima Khan'),
  party('Aïsha Rahman', { seats: 4 }),
  party('Omar Khan', { status: 'cancelled' }),
  party('Yusuf Ali', { status: 'waitlisted', waitingPosition: 1 }),
  party(null),
];

describe('searchParties', () => {
  const cases: [string, (string | null)[]][] = [
    ['', ['Fatima Khan', 'Aïsha Rahman', 'Yusuf Ali', null]],
    ['khan', ['Fatima Khan']],
    ['KHA fat', ['Fatima Khan']],
    ['aisha', ['Aïsha Rahman']],
    ['  rahman  ', ['Aïsha Rahman']],
    ['omar', []],
    ['zz', []],
  ];
  it.each(cases)('%j', (query, names) => {
    expect(searchParties(list, query).map((p) => p.name)).toEqual(names);
  });
  it('folds accents, case and spaces', () => {
    expect(foldName('  ÄISHA   Rahmān ')).toBe('aisha rahman');
  });
});

describe('texts', () => {
  it.each([
    [0, '', 'No one has signed up yet'],
    [0, 'zz ', 'No one found for “zz”'],
    [1, 'k', '1 party found'],
    [3, '', '3 parties found'],
  ])('%i results for %j', (count, query, text) => {
    expect(searchResultText(count, query)).toBe(text);
  });
  it.each([
    [party('A'), 'Confirmed'],
    [party('A', { walkIn: true }), 'Walk-in'],
    [party('A', { status: 'waitlisted', waitingPosition: 2 }), 'Waiting, position 2'],
    [party('A', { status: 'waitlisted' }), 'Waiting'],
    [party('A', { status: 'cancelled' }), 'Cancelled'],
  ])('status of %o', (p, text) => {
    expect(partyStatusText(p)).toBe(text);
  });
  it('names the check-in button by what it does', () => {
    expect(checkInLabel(party('Fatima Khan'))).toBe('Fatima Khan (2 seats): mark arrived');
    expect(checkInLabel(party('Fatima Khan', { checkedIn: true, seats: 1 }))).toBe(
      'Fatima Khan (1 seat): arrived. Press to undo',
    );
    expect(checkInLabel(party(null))).toBe('Unnamed party (2 seats): mark arrived');
  });
  it('counts seats', () => {
    expect(countsText({ capacity: 60, confirmedSeats: 23, waitlistedSeats: 4, seatsLeft: 37 })).toBe(
      '23 of 60 seats confirmed · 4 waiting · 37 left',
    );
    expect(countsText({ capacity: 10, confirmedSeats: 12, waitlistedSeats: 0 })).toBe(
      '12 of 10 seats confirmed · 0 waiting · 0 left',
    );
    expect(
      arrivedText([
        party('A', { checkedIn: true, seats: 3 }),
        party('B'),
        party('C', { status: 'waitlisted', checkedIn: true }),
      ]),
    ).toBe('3 of 5 confirmed seats arrived');
  });
});

describe('walkInSeatChoices', () => {
  it.each([
    [0, []],
    [-2, []],
    [3, [1, 2, 3]],
    [80, Array.from({ length: 50 }, (_, i) => i + 1)],
  ])('%i seats left', (left, choices) => {
    expect(walkInSeatChoices(left)).toEqual(choices);
  });
});
