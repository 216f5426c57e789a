import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jsonOrThrow } from '../../../lib/api-response.ts';

/**
 * The Sign-ups tab's calls (issue 27; docs/decisions/022-online-sign-ups.md): the lists, one list, a
 * staff change (arrived, seats, cancel), a walk-in. Same-origin fetch with the session cookie.
 */

export type SignUpListKind = 'event' | 'program';

export interface SignUpListSummary {
  kind: SignUpListKind;
  id: number | string;
  title: string;
  startDate: string | null;
  capacity: number;
  confirmedSeats: number;
  waitlistedSeats: number;
}

export interface StaffRegistration {
  id: number | string;
  name: string | null;
  email: string | null;
  phone: string | null;
  seats: number;
  status: 'confirmed' | 'waitlisted' | 'cancelled';
  /** Arrival order. */
  position: number;
  /** 1 for the head of the waiting list; null when seated or cancelled. */
  waitingPosition: number | null;
  checkedIn: boolean;
  checkedInAt: string | null;
  notes: string | null;
  children: { name: string; age: number }[] | null;
  createdAt: string;
  cancelledAt: string | null;
  walkIn: boolean;
}

export interface SignUpList {
  capacity: number;
  confirmedSeats: number;
  waitlistedSeats: number;
  seatsLeft: number;
  registrations: StaffRegistration[];
}

export interface StaffChange {
  checkedIn?: boolean;
  seats?: number;
  cancelled?: true;
}

export const listBase = (kind: SignUpListKind, id: number | string) =>
  `/api/${kind === 'event' ? 'events' : 'programs'}/${encodeURIComponent(String(id))}`;

/** The CSV export's address (a plain download: the browser sends the session cookie). */
export const csvUrl = (kind: SignUpListKind, id: number | string) => `${listBase(kind, id)}/registrations.csv`;

const send = (method: string, body: unknown): RequestInit => ({
  method,
  credentials: 'include',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export const listsKey = ['admin', 'sign-ups'] as const;
const listKey = (kind: SignUpListKind, id: number | string) => [...listsKey, kind, String(id)] as const;

export const signUpListsQuery = queryOptions({
  queryKey: listsKey,
  queryFn: async () =>
    jsonOrThrow<SignUpListSummary[]>(await fetch('/api/registrations/lists', { credentials: 'include' })),
  meta: { errorMessage: 'Failed to fetch sign-ups' },
});

export const useSignUpLists = () => useQuery(signUpListsQuery);

export function useSignUpList(kind: SignUpListKind, id: number | string) {
  return useQuery({
    queryKey: listKey(kind, id),
    queryFn: async () =>
      jsonOrThrow<SignUpList>(await fetch(`${listBase(kind, id)}/registrations`, { credentials: 'include' })),
    meta: { errorMessage: 'Failed to fetch the sign-ups list' },
  });
}

function useRefresh(kind: SignUpListKind, id: number | string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: listKey(kind, id) }),
      client.invalidateQueries({ queryKey: listsKey, exact: true }),
    ]);
}

export function useChangeRegistration(kind: SignUpListKind, id: number | string) {
  const refresh = useRefresh(kind, id);
  return useMutation({
    mutationFn: async ({ registrationId, change }: { registrationId: number | string; change: StaffChange }) =>
      jsonOrThrow<StaffRegistration>(
        await fetch(
          `${listBase(kind, id)}/registrations/${encodeURIComponent(String(registrationId))}`,
          send('PUT', change),
        ),
      ),
    onSuccess: refresh,
  });
}

export function useAddWalkIn(kind: SignUpListKind, id: number | string) {
  const refresh = useRefresh(kind, id);
  return useMutation({
    mutationFn: async (walkIn: { name: string; seats: number }) =>
      jsonOrThrow<StaffRegistration>(await fetch(`${listBase(kind, id)}/walk-ins`, send('POST', walkIn))),
    onSuccess: refresh,
  });
}
