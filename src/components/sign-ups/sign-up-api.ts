import { ApiError, jsonOrThrow, throwIfNotOk } from '../../lib/api-response.ts';
import { errorBody } from '../../lib/server-message.ts';
import type { RegistrationStatus, SignUpState } from '../../views/sign-ups/sign-up-view.ts';

/**
 * The visitor's sign-up calls (issue 27; docs/decisions/022-online-sign-ups.md): plain same-origin fetch,
 * as the public islands do (ADR 007). Errors are ApiErrors carrying the server's `{ error, fields?, seatsLeft? }`.
 */

export type SignUpKind = 'event' | 'program';

/** GET /api/{events|programs}/{id}/sign-up: read live when the form shows. */
export interface PublicSignUp {
  state: SignUpState;
  seatsLeft: number;
  capacity: number;
  maxSeatsPerSignUp: number;
  waitingList: boolean;
  opensAt: string | null;
  closesAt: string | null;
  askNotes: boolean;
  askChildren: boolean;
  retentionDays: number;
  title: string;
  startDate: string | null;
  endDate: string | null;
  location: string | null;
}

export interface SignUpBody {
  name: string;
  email?: string;
  phone?: string;
  seats: number;
  notes?: string;
  children?: { name: string; age: number }[];
  website?: string;
}

/** POST …/registrations → 201. */
export interface SignUpCreated {
  id: number | string;
  status: 'confirmed' | 'waitlisted';
  seats: number;
  token: string;
  position: number | null;
}

/** GET /api/registrations/{token}. */
export interface VisitorRegistration {
  id: number | string;
  status: RegistrationStatus;
  seats: number;
  position: number | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  notes: string | null;
  children: { name: string; age: number }[] | null;
  maxSeatsPerSignUp: number;
  seatsLeft: number;
  for: {
    kind: SignUpKind;
    id: number | string;
    title: string;
    startDate: string | null;
    endDate: string | null;
    location: string | null;
    url: string | null;
  };
}

const base = (kind: SignUpKind, id: number | string) =>
  `/api/${kind === 'event' ? 'events' : 'programs'}/${encodeURIComponent(String(id))}`;
const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
  credentials: 'same-origin',
});

export async function fetchSignUp(kind: SignUpKind, id: number | string): Promise<PublicSignUp> {
  return jsonOrThrow<PublicSignUp>(await fetch(`${base(kind, id)}/sign-up`, { cache: 'no-store' }));
}

export async function postSignUp(kind: SignUpKind, id: number | string, body: SignUpBody): Promise<SignUpCreated> {
  return jsonOrThrow<SignUpCreated>(await fetch(`${base(kind, id)}/registrations`, json('POST', body)));
}

const tokenUrl = (token: string) => `/api/registrations/${encodeURIComponent(token)}`;

export async function fetchRegistration(token: string): Promise<VisitorRegistration> {
  return jsonOrThrow<VisitorRegistration>(await fetch(tokenUrl(token), { cache: 'no-store' }));
}

export async function changeRegistration(token: string, seats: number): Promise<VisitorRegistration> {
  return jsonOrThrow<VisitorRegistration>(await fetch(tokenUrl(token), json('PUT', { seats })));
}

export async function cancelRegistration(token: string): Promise<void> {
  await throwIfNotOk(await fetch(tokenUrl(token), { method: 'DELETE' }));
}

/** What the API answered with (`{ error }` per ADR 022's contract, or the house's `{ message }`), or a fallback. */
export function apiErrorText(error: unknown, fallback: string): string {
  const body = errorBody(error);
  for (const text of [body?.error, body?.message]) if (typeof text === 'string' && text) return text;
  if (error instanceof ApiError && error.status === 429)
    return 'Too many attempts. Please wait a minute and try again.';
  return fallback;
}
