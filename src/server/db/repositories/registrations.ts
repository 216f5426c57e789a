import type { Selectable } from 'kysely';
import type { Program } from '../../../domain/programs/program.ts';
import { checkSignUpAgainst, normaliseEmail, normalisePhone, REGISTRATION_LIMITS, type Child, type SignUpInput } from '../../../domain/registrations/registration-input.ts';
import {
  applyPromotions,
  confirmedSeats,
  decideResize,
  decideSignUp,
  promotions,
  seatsLeft,
  waitingPosition,
  waitlistedSeats,
  type Party,
  type SeatRules,
} from '../../../domain/registrations/seats.ts';
import { eventEndsAt, personalDataExpired, programSignUpWindow, signUpState, takesSignUps, type SignUpState, type SignUpWindow } from '../../../domain/registrations/sign-up-state.ts';
import type { Db } from '../client.ts';
import type { RegistrationsTable } from '../database.ts';
import { recordAudit, type AuditActor } from './audit-log.ts';

/**
 * Online sign-ups (issue 27, ADR 022). Every change of seats — a sign-up, a new party size, a cancellation,
 * a staff change, a walk-in — is one transaction that first locks the row of the event (or of the
 * program's content item) with SELECT … FOR UPDATE, then reads the live parties, lets the domain
 * (src/domain/registrations/seats.ts) decide, and writes the decision with the promotions it causes. Two
 * sign-ups for one event therefore take turns however many arrive at once, on PGlite (one connection
 * anyway), PostgreSQL and Neon (interactive transactions over its WebSocket pool); sign-ups for different
 * events do not wait for each other. No seat arithmetic happens here.
 */

export type TargetKind = 'event' | 'program';
export interface TargetRef {
  kind: TargetKind;
  id: number;
}

/** What an event or program asks of sign-ups, and its dates. */
export interface SignUpTarget extends TargetRef {
  /** Takes online sign-ups now (staff turned them on, with a capacity). */
  online: boolean;
  title: string;
  /** Events: ISO instants; programs: calendar dates (YYYY-MM-DD). */
  startDate: string | null;
  endDate: string | null;
  location: string | null;
  /** The public page: /calendar?event={id} or /programs/{slug}. */
  path: string;
  rules: SeatRules & { askNotes: boolean; askChildren: boolean };
  window: SignUpWindow;
}

export type RegistrationStatus = RegistrationsTable['status'];
export type RegistrationRow = Selectable<RegistrationsTable>;

/** A row as staff and the private link see it. */
export interface Registration {
  id: number;
  target: TargetRef;
  status: RegistrationStatus;
  seats: number;
  position: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  notes: string | null;
  children: Child[] | null;
  checkedInAt: Date | null;
  walkIn: boolean;
  createdAt: Date;
  cancelledAt: Date | null;
}

type Tx = Db;

const COLUMNS = ['id', 'eventId', 'programId', 'status', 'seats', 'position', 'name', 'email', 'phone', 'notes', 'children', 'checkedInAt', 'walkIn', 'createdAt', 'cancelledAt'] as const;

function toRegistration(row: Pick<RegistrationRow, (typeof COLUMNS)[number]>): Registration {
  return {
    id: row.id,
    target: row.eventId !== null ? { kind: 'event', id: row.eventId } : { kind: 'program', id: row.programId! },
    status: row.status,
    seats: row.seats,
    position: row.position,
    name: row.name,
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    children: (row.children as Child[] | null) ?? null,
    checkedInAt: row.checkedInAt,
    walkIn: row.walkIn,
    createdAt: row.createdAt,
    cancelledAt: row.cancelledAt,
  };
}

const targetColumn = (kind: TargetKind) => (kind === 'event' ? 'eventId' : 'programId');

/** The event's or published program's sign-up settings; `lock` takes the row for the transaction. */
export async function loadTarget(db: Tx, ref: TargetRef, timeZone: string, options: { lock?: boolean } = {}): Promise<SignUpTarget | undefined> {
  if (ref.kind === 'event') {
    let query = db
      .selectFrom('events')
      .select(['id', 'title', 'startDate', 'endDate', 'location', 'maxAttendees', 'signUpOnline', 'signUpMaxSeats', 'signUpOpensAt', 'signUpClosesAt', 'signUpWaitingList', 'signUpAskNotes'])
      .where('id', '=', ref.id);
    if (options.lock) query = query.forUpdate();
    const event = await query.executeTakeFirst();
    if (!event) return undefined;
    return {
      kind: 'event',
      id: event.id,
      online: event.signUpOnline && event.maxAttendees !== null,
      title: event.title,
      startDate: event.startDate?.toISOString() ?? null,
      endDate: event.endDate?.toISOString() ?? null,
      location: event.location,
      path: `/calendar?event=${event.id}`,
      rules: { capacity: event.maxAttendees ?? 0, maxSeatsPerSignUp: event.signUpMaxSeats, waitingList: event.signUpWaitingList, askNotes: event.signUpAskNotes, askChildren: false },
      window: { opensAt: event.signUpOpensAt, closesAt: event.signUpClosesAt, endsAt: eventEndsAt(event), waitingList: event.signUpWaitingList },
    };
  }
  let query = db.selectFrom('contentItems').select(['id', 'slug', 'published']).where('kind', '=', 'program').where('id', '=', ref.id);
  if (options.lock) query = query.forUpdate();
  const item = await query.executeTakeFirst();
  if (!item || item.published === null) return undefined;
  const program = item.published as Program;
  // A stored document from before the registration section existed reads as one without sign-ups.
  const registration = program.registration as Program['registration'] | undefined;
  const online = registration?.method === 'online' && registration.online;
  const rules =
    registration?.method === 'online'
      ? { capacity: registration.capacity, maxSeatsPerSignUp: registration.maxSeatsPerSignUp, waitingList: registration.waitingList, askNotes: registration.askNotes, askChildren: registration.askChildren }
      : { capacity: 0, maxSeatsPerSignUp: 1, waitingList: false, askNotes: false, askChildren: false };
  return {
    kind: 'program',
    id: item.id,
    online,
    title: program.title,
    startDate: program.startDate,
    endDate: program.endDate,
    location: program.meetings?.find((m) => m.place)?.place ?? null,
    path: `/programs/${item.slug}`,
    rules,
    window: programSignUpWindow(program, rules.waitingList, timeZone),
  };
}

/** A program's id from its id or slug (the paths take either, like /api/programs/{key}). */
export async function programIdOf(db: Db, key: string): Promise<number | undefined> {
  let query = db.selectFrom('contentItems').select('id').where('kind', '=', 'program');
  query = /^\d{1,9}$/.test(key) ? query.where('id', '=', Number(key)) : query.where('slug', '=', key);
  return (await query.executeTakeFirst())?.id;
}

/** The parties holding or waiting for seats, in arrival order. */
async function liveParties(db: Tx, ref: TargetRef): Promise<Party[]> {
  const rows = await db
    .selectFrom('registrations')
    .select(['id', 'seats', 'status', 'position'])
    .where(targetColumn(ref.kind), '=', ref.id)
    .where('status', 'in', ['confirmed', 'waitlisted'])
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ id: String(row.id), seats: row.seats, status: row.status as Party['status'], position: row.position }));
}

/** Every row of the target (cancelled ones too) with its duplicate-check keys: one read under the lock. */
interface TargetRow extends Party {
  emailKey: string | null;
  phoneKey: string | null;
}

async function targetRows(db: Tx, ref: TargetRef): Promise<TargetRow[]> {
  const rows = await db
    .selectFrom('registrations')
    .select((eb) => [
      'id',
      'seats',
      'status',
      'position',
      eb.fn<string | null>('lower', ['email']).as('emailKey'),
      eb.fn<string | null>('regexp_replace', ['phone', eb.val('[^0-9]'), eb.val(''), eb.val('g')]).as('phoneKey'),
    ])
    .where(targetColumn(ref.kind), '=', ref.id)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ id: String(row.id), seats: row.seats, status: row.status as Party['status'], position: row.position, emailKey: row.emailKey, phoneKey: row.phoneKey || null }));
}

const isLive = (row: { status: string }) => row.status === 'confirmed' || row.status === 'waitlisted';
const asParty = ({ id, seats, status, position }: TargetRow): Party => ({ id, seats, status, position });

/** Seats the promoted waiting parties. */
async function seat(db: Tx, promoted: readonly string[]): Promise<void> {
  if (promoted.length === 0) return;
  await db.updateTable('registrations').set({ status: 'confirmed' }).where('id', 'in', promoted.map(Number)).where('status', '=', 'waitlisted').execute();
}

/**
 * Runs `fn` in one transaction holding the target's row lock, with the live parties as they are now — after
 * seating any waiting party that already fits (a capacity staff raised since), so every decision starts from
 * a list where no waiting party fits.
 */
async function withLockedTarget<T>(
  db: Db,
  ref: TargetRef,
  timeZone: string,
  fn: (trx: Tx, target: SignUpTarget, parties: Party[], rows: readonly TargetRow[]) => Promise<T>,
): Promise<T | { outcome: 'not-found' }> {
  return db.transaction().execute(async (trx) => {
    const target = await loadTarget(trx, ref, timeZone, { lock: true });
    if (!target) return { outcome: 'not-found' as const };
    const rows = await targetRows(trx, ref);
    let parties = rows.filter(isLive).map(asParty);
    const due = promotions(target.rules, parties);
    if (due.length > 0) {
      await seat(trx, due);
      parties = applyPromotions(parties, due);
    }
    return fn(trx, target, parties, rows);
  });
}

/** The next arrival's position. */
const nextPosition = (rows: readonly TargetRow[]) => rows.reduce((last, row) => Math.max(last, row.position), 0) + 1;

/** A live sign-up with the same e-mail (any case) or phone (its digits). */
function hasLiveDuplicate(rows: readonly TargetRow[], input: Pick<SignUpInput, 'email' | 'phone'>): boolean {
  const email = normaliseEmail(input.email);
  const phone = normalisePhone(input.phone);
  return rows.some((row) => isLive(row) && ((email !== null && row.emailKey === email) || (phone !== null && row.phoneKey === phone)));
}

export interface SeatCounts {
  capacity: number;
  confirmedSeats: number;
  waitlistedSeats: number;
  seatsLeft: number;
}

function countsOf(target: SignUpTarget, parties: readonly Party[]): SeatCounts {
  return {
    capacity: target.rules.capacity,
    confirmedSeats: confirmedSeats(parties),
    waitlistedSeats: waitlistedSeats(parties),
    seatsLeft: seatsLeft(target.rules, parties),
  };
}

/** The target with its live counts and state (no lock: a read). */
export async function signUpStatus(db: Db, ref: TargetRef, timeZone: string, now: Date): Promise<(SeatCounts & { target: SignUpTarget; state: SignUpState }) | undefined> {
  const target = await loadTarget(db, ref, timeZone);
  if (!target) return undefined;
  const counts = countsOf(target, await liveParties(db, ref));
  return { ...counts, target, state: signUpState(target.window, counts.seatsLeft, now) };
}

/** The ids of the events that take online sign-ups. */
export async function eventsTakingSignUps(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('events').select('id').where('signUpOnline', '=', true).where('maxAttendees', 'is not', null).orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** Seats taken in these events (for GET /api/events: one query, never cached). */
export async function liveEventCounts(db: Db, ids: readonly number[]): Promise<Map<number, { capacity: number; confirmedSeats: number; window: SignUpWindow }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('events')
    .leftJoin('registrations', (join) => join.onRef('registrations.eventId', '=', 'events.id').on('registrations.status', '=', 'confirmed'))
    .select((eb) => [
      'events.id',
      'events.maxAttendees',
      'events.startDate',
      'events.endDate',
      'events.signUpOpensAt',
      'events.signUpClosesAt',
      'events.signUpWaitingList',
      eb.fn.coalesce(eb.fn.sum<number>('registrations.seats'), eb.val(0)).as('confirmed'),
    ])
    .where('events.id', 'in', [...ids])
    .where('events.signUpOnline', '=', true)
    .where('events.maxAttendees', 'is not', null)
    .groupBy('events.id')
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        capacity: row.maxAttendees!,
        confirmedSeats: Number(row.confirmed),
        window: { opensAt: row.signUpOpensAt, closesAt: row.signUpClosesAt, endsAt: eventEndsAt(row), waitingList: row.signUpWaitingList },
      },
    ]),
  );
}

export type SignUpOutcome =
  | { outcome: 'not-found' }
  | { outcome: 'not-open' }
  | { outcome: 'invalid'; fields: Record<string, string> }
  | { outcome: 'duplicate' }
  | { outcome: 'full'; seatsLeft: number }
  | { outcome: 'created'; registration: Registration; waitingPosition: number | null };

export interface NewSignUp extends Pick<SignUpInput, 'name' | 'email' | 'phone' | 'seats' | 'notes' | 'children'> {
  tokenHash: string;
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/** A visitor's sign-up: seated, on the waiting list, or refused (closed, full, a live duplicate). */
export async function signUp(db: Db, ref: TargetRef, input: NewSignUp, context: { now: Date; timeZone: string }): Promise<SignUpOutcome> {
  try {
    return await withLockedTarget(db, ref, context.timeZone, async (trx, target, parties, rows): Promise<SignUpOutcome> => {
      if (!target.online) return { outcome: 'not-found' };
      if (!takesSignUps(signUpState(target.window, seatsLeft(target.rules, parties), context.now))) return { outcome: 'not-open' };
      const fields = checkSignUpAgainst(input, target.rules);
      if (Object.keys(fields).length > 0) return { outcome: 'invalid', fields };
      if (hasLiveDuplicate(rows, input)) return { outcome: 'duplicate' };
      const decision = decideSignUp(target.rules, parties, input.seats);
      if (decision.outcome === 'full') return { outcome: 'full', seatsLeft: decision.seatsLeft };
      if (decision.outcome === 'too-many-seats') return { outcome: 'invalid', fields: checkSignUpAgainst(input, target.rules) };
      const row = await trx
        .insertInto('registrations')
        .values({
          [targetColumn(ref.kind)]: ref.id,
          status: decision.outcome,
          seats: input.seats,
          position: nextPosition(rows),
          tokenHash: input.tokenHash,
          name: input.name,
          email: input.email,
          phone: input.phone,
          notes: target.rules.askNotes ? input.notes : null,
          children: target.rules.askChildren && input.children.length > 0 ? JSON.stringify(input.children) : null,
          createdAt: context.now,
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      const registration = toRegistration(row);
      const after = [...parties, { id: String(row.id), seats: row.seats, status: decision.outcome, position: row.position }];
      return { outcome: 'created', registration, waitingPosition: waitingPosition(after, String(row.id)) ?? null };
    });
  } catch (error) {
    // The indexes' word, should anything reach them first (the lock makes the check above decide).
    if (isUniqueViolation(error)) return { outcome: 'duplicate' };
    throw error;
  }
}

/** A registration by its private link's token hash, with its event's or program's state. */
export async function findByTokenHash(db: Db, tokenHash: string, timeZone: string, now: Date): Promise<RegistrationView | undefined> {
  const row = await db.selectFrom('registrations').select(COLUMNS).where('tokenHash', '=', tokenHash).executeTakeFirst();
  if (!row) return undefined;
  const registration = toRegistration(row);
  const target = await loadTarget(db, registration.target, timeZone);
  if (!target) return undefined;
  return viewOf(registration, target, await liveParties(db, registration.target), now);
}

export interface RegistrationView {
  registration: Registration;
  target: SignUpTarget;
  /** 1 for the head of the waiting list; null when seated or cancelled. */
  waitingPosition: number | null;
  seatsLeft: number;
  state: SignUpState;
}

function viewOf(registration: Registration, target: SignUpTarget, parties: readonly Party[], now: Date): RegistrationView {
  const left = seatsLeft(target.rules, parties);
  return {
    registration,
    target,
    waitingPosition: registration.status === 'waitlisted' ? (waitingPosition(parties, String(registration.id)) ?? null) : null,
    seatsLeft: left,
    state: signUpState(target.window, left, now),
  };
}

export type ChangeOutcome =
  | { outcome: 'not-found' }
  | { outcome: 'not-open' }
  | { outcome: 'cancelled' }
  | { outcome: 'invalid'; fields: Record<string, string> }
  | { outcome: 'full'; seatsLeft: number }
  | { outcome: 'changed'; view: RegistrationView; promoted: number };

async function rowOf(db: Tx, where: { tokenHash: string } | { id: number; target: TargetRef }) {
  let query = db.selectFrom('registrations').select(COLUMNS);
  query = 'tokenHash' in where ? query.where('tokenHash', '=', where.tokenHash) : query.where('id', '=', where.id).where(targetColumn(where.target.kind), '=', where.target.id);
  const row = await query.executeTakeFirst();
  return row ? toRegistration(row) : undefined;
}

/** The new size decided by the domain, written with the promotions it causes; `maxSeats` bounds it. */
async function resize(trx: Tx, target: SignUpTarget, parties: Party[], registration: Registration, seats: number, maxSeats: number, now: Date): Promise<ChangeOutcome> {
  const rules = { ...target.rules, maxSeatsPerSignUp: maxSeats };
  const decision = decideResize(rules, parties, String(registration.id), seats);
  if (decision.outcome === 'too-many-seats') return { outcome: 'invalid', fields: { seats: `Seats must be a whole number from 1 to ${decision.maxSeatsPerSignUp}` } };
  if (decision.outcome === 'not-enough-seats') return { outcome: 'full', seatsLeft: decision.seatsLeft };
  await trx.updateTable('registrations').set({ seats, status: decision.status }).where('id', '=', registration.id).execute();
  await seat(trx, decision.promoted);
  const after = applyPromotions(
    parties.map((p) => (p.id === String(registration.id) ? { ...p, seats, status: decision.status } : p)),
    decision.promoted,
  );
  return { outcome: 'changed', view: viewOf({ ...registration, seats, status: decision.status }, target, after, now), promoted: decision.promoted.length };
}

/** The party leaves: its seats go to the waiting parties that now fit, in order. */
async function cancel(trx: Tx, target: SignUpTarget, parties: Party[], registration: Registration, now: Date): Promise<ChangeOutcome> {
  await trx.updateTable('registrations').set({ status: 'cancelled', cancelledAt: now }).where('id', '=', registration.id).execute();
  const remaining = parties.filter((p) => p.id !== String(registration.id));
  const promoted = promotions(target.rules, remaining);
  await seat(trx, promoted);
  return {
    outcome: 'changed',
    view: viewOf({ ...registration, status: 'cancelled', cancelledAt: now }, target, applyPromotions(remaining, promoted), now),
    promoted: promoted.length,
  };
}

/** Finds the row by its token, then locks its target and reads the row again under the lock. */
async function byToken(db: Db, tokenHash: string, timeZone: string, fn: (trx: Tx, target: SignUpTarget, parties: Party[], registration: Registration) => Promise<ChangeOutcome>): Promise<ChangeOutcome> {
  const found = await rowOf(db, { tokenHash });
  if (!found) return { outcome: 'not-found' };
  return withLockedTarget(db, found.target, timeZone, async (trx, target, parties) => {
    const registration = await rowOf(trx, { tokenHash });
    if (!registration) return { outcome: 'not-found' };
    if (registration.status === 'cancelled') return { outcome: 'cancelled' };
    return fn(trx, target, parties, registration);
  });
}

/** The private link's change of party size, while sign-ups are open. */
export function resizeByToken(db: Db, tokenHash: string, seats: number, context: { now: Date; timeZone: string }): Promise<ChangeOutcome> {
  return byToken(db, tokenHash, context.timeZone, async (trx, target, parties, registration) => {
    if (!takesSignUps(signUpState(target.window, seatsLeft(target.rules, parties), context.now))) return { outcome: 'not-open' };
    return resize(trx, target, parties, registration, seats, target.rules.maxSeatsPerSignUp, context.now);
  });
}

/** The private link's cancellation (at any time). */
export function cancelByToken(db: Db, tokenHash: string, context: { now: Date; timeZone: string }): Promise<ChangeOutcome> {
  return byToken(db, tokenHash, context.timeZone, (trx, target, parties, registration) => cancel(trx, target, parties, registration, context.now));
}

export interface StaffChange {
  checkedIn?: boolean | undefined;
  seats?: number | undefined;
  cancelled?: true | undefined;
}

const describeTarget = (target: SignUpTarget) => `${target.kind} ${target.id} (${target.title})`;
const partyName = (registration: Registration) => registration.name ?? `sign-up ${registration.id}`;

/**
 * Staff at the list or the door: cancel on someone's behalf, change the seats (up to the most any sign-up may
 * take), tick arrived or not. Recorded in the audit log in the same transaction.
 */
export async function staffChange(db: Db, ref: TargetRef, id: number, change: StaffChange, context: { now: Date; timeZone: string; actor: AuditActor }): Promise<ChangeOutcome> {
  return withLockedTarget(db, ref, context.timeZone, async (trx, target, parties): Promise<ChangeOutcome> => {
    let registration = await rowOf(trx, { id, target: ref });
    if (!registration) return { outcome: 'not-found' };
    const audit = (action: string, summary: string) => recordAudit(trx, context.actor, { action, target: `registration ${id}`, summary, now: context.now });
    if (change.cancelled) {
      if (registration.status === 'cancelled') return { outcome: 'cancelled' };
      const result = await cancel(trx, target, parties, registration, context.now);
      await audit('registration.cancel', `Cancelled ${partyName(registration)}'s ${registration.seats} seat(s) for ${describeTarget(target)}`);
      return result;
    }
    let result: ChangeOutcome | undefined;
    if (change.seats !== undefined && change.seats !== registration.seats) {
      if (registration.status === 'cancelled') return { outcome: 'cancelled' };
      result = await resize(trx, target, parties, registration, change.seats, REGISTRATION_LIMITS.maxSeatsPerSignUp, context.now);
      if (result.outcome !== 'changed') return result;
      await audit('registration.change', `Changed ${partyName(registration)}'s seats from ${registration.seats} to ${change.seats} for ${describeTarget(target)}`);
      registration = result.view.registration;
      parties = await liveParties(trx, ref);
    }
    if (change.checkedIn !== undefined && change.checkedIn !== (registration.checkedInAt !== null)) {
      const checkedInAt = change.checkedIn ? context.now : null;
      await trx.updateTable('registrations').set({ checkedInAt }).where('id', '=', id).execute();
      registration = { ...registration, checkedInAt };
      await audit('registration.checkin', `${change.checkedIn ? 'Checked in' : 'Undid the check-in of'} ${partyName(registration)} (${registration.seats} seat(s)) at ${describeTarget(target)}`);
    }
    return result?.outcome === 'changed' ? { ...result, view: viewOf(registration, target, parties, context.now) } : { outcome: 'changed', view: viewOf(registration, target, parties, context.now), promoted: 0 };
  });
}

export type WalkInOutcome = { outcome: 'not-found' } | { outcome: 'full'; seatsLeft: number } | { outcome: 'created'; registration: Registration };

/** A walk-in at the door: seated and checked in while seats remain (never on the waiting list). */
export async function addWalkIn(db: Db, ref: TargetRef, input: { name: string; seats: number; tokenHash: string }, context: { now: Date; timeZone: string; actor: AuditActor }): Promise<WalkInOutcome> {
  return withLockedTarget(db, ref, context.timeZone, async (trx, target, parties, rows): Promise<WalkInOutcome> => {
    const decision = decideSignUp({ ...target.rules, waitingList: false, maxSeatsPerSignUp: REGISTRATION_LIMITS.maxSeatsPerSignUp }, parties, input.seats);
    if (decision.outcome !== 'confirmed') return { outcome: 'full', seatsLeft: seatsLeft(target.rules, parties) };
    const row = await trx
      .insertInto('registrations')
      .values({
        [targetColumn(ref.kind)]: ref.id,
        status: 'confirmed',
        seats: input.seats,
        position: nextPosition(rows),
        tokenHash: input.tokenHash,
        name: input.name,
        walkIn: true,
        checkedInAt: context.now,
        createdAt: context.now,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, context.actor, { action: 'registration.walkin', target: `registration ${row.id}`, summary: `Added walk-in ${input.name} (${input.seats} seat(s)) at ${describeTarget(target)}`, now: context.now });
    return { outcome: 'created', registration: toRegistration(row) };
  });
}

/** Seats any waiting party that fits now (after staff raised the capacity or turned the waiting list off and on). */
export async function settleTarget(db: Db, ref: TargetRef, timeZone: string): Promise<void> {
  await withLockedTarget(db, ref, timeZone, async () => undefined);
}

export interface StaffList extends SeatCounts {
  target: SignUpTarget;
  registrations: Array<Registration & { waitingPosition: number | null }>;
}

/** Every sign-up of the event or program in arrival order, with the counts (staff). */
export async function staffList(db: Db, ref: TargetRef, timeZone: string): Promise<StaffList | undefined> {
  const target = await loadTarget(db, ref, timeZone);
  if (!target) return undefined;
  const rows = await db.selectFrom('registrations').select(COLUMNS).where(targetColumn(ref.kind), '=', ref.id).orderBy('position').execute();
  const registrations = rows.map(toRegistration);
  const parties = registrations.filter((r) => r.status !== 'cancelled').map((r) => ({ id: String(r.id), seats: r.seats, status: r.status as Party['status'], position: r.position }));
  return {
    target,
    ...countsOf(target, parties),
    registrations: registrations.map((r) => ({ ...r, waitingPosition: r.status === 'waitlisted' ? (waitingPosition(parties, String(r.id)) ?? null) : null })),
  };
}

export interface ListSummary extends Omit<SeatCounts, 'seatsLeft'> {
  kind: TargetKind;
  id: number;
  title: string;
  startDate: string | null;
  endsAt: Date | null;
}

/** Every event and program that takes online sign-ups (or has sign-ups), with counts, upcoming first. */
export async function signUpLists(db: Db, timeZone: string, now: Date): Promise<ListSummary[]> {
  const counts = await db
    .selectFrom('registrations')
    .select((eb) => [
      'eventId',
      'programId',
      eb.fn.sum<number>(eb.case().when('status', '=', 'confirmed').then(eb.ref('seats')).else(0).end()).as('confirmed'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'waitlisted').then(eb.ref('seats')).else(0).end()).as('waitlisted'),
    ])
    .groupBy(['eventId', 'programId'])
    .execute();
  const byKey = new Map(counts.map((row) => [row.eventId !== null ? `event:${row.eventId}` : `program:${row.programId}`, row]));
  const eventIds = counts.flatMap((row) => (row.eventId !== null ? [row.eventId] : []));
  const programIds = counts.flatMap((row) => (row.programId !== null ? [row.programId] : []));
  const events = await db
    .selectFrom('events')
    .select('id')
    .where((eb) => eb.or([eb('signUpOnline', '=', true), ...(eventIds.length > 0 ? [eb('id', 'in', eventIds)] : [])]))
    .execute();
  const programs = await db
    .selectFrom('contentItems')
    .select(['id', 'published'])
    .where('kind', '=', 'program')
    .where('published', 'is not', null)
    .execute();
  const refs: TargetRef[] = [
    ...events.map((e) => ({ kind: 'event' as const, id: e.id })),
    ...programs.filter((p) => (p.published as Partial<Program> | null)?.registration?.method === 'online' || programIds.includes(p.id)).map((p) => ({ kind: 'program' as const, id: p.id })),
  ];
  const summaries: ListSummary[] = [];
  for (const ref of refs) {
    const target = await loadTarget(db, ref, timeZone);
    if (!target) continue;
    const row = byKey.get(`${ref.kind}:${ref.id}`);
    summaries.push({
      kind: ref.kind,
      id: ref.id,
      title: target.title,
      startDate: target.startDate,
      endsAt: target.window.endsAt,
      capacity: target.rules.capacity,
      confirmedSeats: Number(row?.confirmed ?? 0),
      waitlistedSeats: Number(row?.waitlisted ?? 0),
    });
  }
  const ended = (s: ListSummary) => s.endsAt !== null && s.endsAt <= now;
  const startOf = (s: ListSummary) => (s.startDate ? new Date(s.startDate).getTime() : Infinity);
  return summaries.sort((a, b) => Number(ended(a)) - Number(ended(b)) || (ended(a) ? startOf(b) - startOf(a) : startOf(a) - startOf(b)) || a.id - b.id);
}

/**
 * Deletes the personal data (name, e-mail, phone, notes, children) of every sign-up whose event or program
 * ended `retentionDays` ago; the rows, their seats and statuses stay for the report. Returns how many rows
 * were cleared.
 */
export async function clearExpiredPersonalData(db: Db, options: { now: Date; retentionDays: number; timeZone: string }): Promise<number> {
  const cleared = { name: null, email: null, phone: null, notes: null, children: null, personalDataClearedAt: options.now };
  const pending = await db
    .selectFrom('registrations')
    .select(['eventId', 'programId'])
    .distinct()
    .where('personalDataClearedAt', 'is', null)
    .execute();
  let count = 0;
  for (const row of pending) {
    const ref: TargetRef = row.eventId !== null ? { kind: 'event', id: row.eventId } : { kind: 'program', id: row.programId! };
    const target = await loadTarget(db, ref, options.timeZone);
    // A program with no published version has no end to count from: kept until it has one or is deleted.
    if (!target || !personalDataExpired(target.window.endsAt, options.retentionDays, options.now)) continue;
    const result = await db.updateTable('registrations').set(cleared).where(targetColumn(ref.kind), '=', ref.id).where('personalDataClearedAt', 'is', null).executeTakeFirst();
    count += Number(result.numUpdatedRows);
  }
  return count;
}

/** An event's sign-up settings as staff see and send them (null: no online sign-up). */
export interface EventSignUpSettings {
  online: boolean;
  capacity: number;
  maxSeatsPerSignUp: number;
  opensAt: string | null;
  closesAt: string | null;
  waitingList: boolean;
  askNotes: boolean;
  askChildren: boolean;
}

/** The sign-up settings of these events (admin responses); an event without online sign-ups maps to null. */
export async function eventSignUpSettings(db: Db, ids: readonly number[]): Promise<Map<number, EventSignUpSettings | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('events')
    .select(['id', 'maxAttendees', 'signUpOnline', 'signUpMaxSeats', 'signUpOpensAt', 'signUpClosesAt', 'signUpWaitingList', 'signUpAskNotes'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      row.signUpOnline && row.maxAttendees !== null
        ? {
            online: true,
            capacity: row.maxAttendees,
            maxSeatsPerSignUp: row.signUpMaxSeats,
            opensAt: row.signUpOpensAt?.toISOString() ?? null,
            closesAt: row.signUpClosesAt?.toISOString() ?? null,
            waitingList: row.signUpWaitingList,
            askNotes: row.signUpAskNotes,
            askChildren: false,
          }
        : null,
    ]),
  );
}

/** The event's columns for `settings` (null or online false: off; the other settings are kept). */
export function eventSignUpColumns(settings: Omit<EventSignUpSettings, 'askChildren'> | null) {
  if (!settings || !settings.online) return { signUpOnline: false };
  return {
    signUpOnline: true,
    maxAttendees: settings.capacity,
    registrationRequired: true,
    signUpMaxSeats: settings.maxSeatsPerSignUp,
    signUpOpensAt: settings.opensAt,
    signUpClosesAt: settings.closesAt,
    signUpWaitingList: settings.waitingList,
    signUpAskNotes: settings.askNotes,
  };
}
