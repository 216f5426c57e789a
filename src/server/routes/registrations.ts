import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { site } from '../../config/site.ts';
import { isoDateIn, zonedDateTimeIn } from '../../domain/dates/zoned.ts';
import { eventFileName, singleEventCalendar } from '../../domain/events/event-calendar.ts';
import { CALENDAR_CONTENT_TYPE, serializeCalendar } from '../../domain/icalendar/calendar.ts';
import { programFeedEntries } from '../../domain/programs/program-calendar.ts';
import type { Program } from '../../domain/programs/program.ts';
import { toCsv } from '../../domain/registrations/csv.ts';
import {
  normaliseEmail,
  normalisePhone,
  SIGN_UP_MESSAGES,
  signUpInput,
  staffChangeInput,
  visitorChangeInput,
  walkInInput,
} from '../../domain/registrations/registration-input.ts';
import type { Db } from '../db/client.ts';
import { findContentItem } from '../db/repositories/content-items.ts';
import { findEvent } from '../db/repositories/events.ts';
import { hitRateLimit } from '../db/repositories/rate-limits.ts';
import {
  addWalkIn,
  cancelByToken,
  findByTokenHash,
  programIdOf,
  resizeByToken,
  signUp,
  signUpLists,
  signUpStatus,
  staffChange,
  staffList,
  type ChangeOutcome,
  type Registration,
  type RegistrationView,
  type TargetKind,
  type TargetRef,
} from '../db/repositories/registrations.ts';
import type { AppEnv } from '../env.ts';
import { eventsFeedSite } from '../feeds/feed-site.ts';
import { ApiError } from '../middleware/errors.ts';
import { clientKey, rateLimit, windowStartOf, type RateLimitRule } from '../middleware/rate-limit.ts';
import { requireRole, STAFF } from '../middleware/require-role.ts';
import { idParam, jsonBody, positiveIdParam } from '../middleware/validate.ts';
import { publishedSiteFacts } from './site-facts.ts';
import { apiSchemas } from '../public-api/schemas.ts';

/**
 * Online sign-ups (issue 27, ADR 022): the public form's state and sign-up, the private link (view, change
 * the party size, cancel, add to calendar), and the staff's list, CSV, changes and walk-ins, for events
 * (/api/events/{id}/…) and programs (/api/programs/{id or slug}/…). Seat changes happen in the
 * registrations repository under the event's lock. Nothing here asks for a rebuild: seat counts are read
 * live (GET /api/events adds them to its cached list on every answer).
 */

export const SIGN_UP_RATE_LIMITS = {
  /** Sign-ups per address: a family signs up once or twice; a script is stopped. */
  address: { bucket: 'sign-up', limit: 10, windowMs: 10 * 60_000, message: 'Too many sign-ups from this address. Please try again later.' },
  /** Sign-ups per e-mail or phone (any event): the duplicate check's neighbour for other events. */
  contact: { bucket: 'sign-up-contact', limit: 5, windowMs: 10 * 60_000, message: 'Too many sign-ups with this e-mail or phone. Please try again later.' },
  /** Private-link requests per address (views, changes, cancellations). */
  link: { bucket: 'registration-link', limit: 120, windowMs: 10 * 60_000, message: 'Too many requests. Please try again later.' },
} as const satisfies Record<string, RateLimitRule>;

const staff = requireRole(STAFF);
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const noun = (kind: TargetKind) => (kind === 'event' ? 'Event' : 'Program');

/** 32 random bytes, base64url: the private link's secret (only its SHA-256 is stored). */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const context = (c: Context<AppEnv>) => ({ now: c.env.services.now(), timeZone: site.timeZone });

function actorOf(c: Context<AppEnv>) {
  const user = c.get('user')!;
  return { id: user.id, username: user.username, address: c.env.clientIp };
}

/** The event or program a path names; 404 when there is none. */
async function refOf(c: Context<AppEnv>, kind: TargetKind): Promise<TargetRef> {
  if (kind === 'event') {
    const raw = c.req.param('id') ?? '';
    if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw new ApiError(400, 'Invalid id');
    return { kind, id: Number(raw) };
  }
  const id = await programIdOf(c.env.services.db, c.req.param('key') ?? '');
  if (id === undefined) throw new ApiError(404, 'Program not found');
  return { kind, id };
}

/** Counts a hit for the sign-up's e-mail and phone; 429 past the limit. */
async function limitPerContact(c: Context<AppEnv>, email: string | null, phone: string | null): Promise<void> {
  const { db, now, jwtSecret } = c.env.services;
  const rule = SIGN_UP_RATE_LIMITS.contact;
  const at = now();
  const windowStart = windowStartOf(at, rule.windowMs);
  for (const value of [normaliseEmail(email) && `e:${normaliseEmail(email)}`, normalisePhone(phone) && `p:${normalisePhone(phone)}`]) {
    if (!value) continue;
    const count = await hitRateLimit(db, { bucket: rule.bucket, key: await clientKey(value, jwtSecret), windowStart });
    if (count > rule.limit) {
      const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - at.getTime()) / 1000));
      throw new ApiError(429, rule.message, { headers: { 'Retry-After': String(retryAfter) } });
    }
  }
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** GET …/sign-up: what the form shows, read live. */
async function signUpStateOf(c: Context<AppEnv>, kind: TargetKind) {
  const ref = await refOf(c, kind);
  const status = await signUpStatus(c.env.services.db, ref, site.timeZone, c.env.services.now());
  if (!status || !status.target.online) throw new ApiError(404, `This ${kind} takes no online sign-ups`);
  const { target } = status;
  return c.json({
    kind,
    id: target.id,
    state: status.state,
    seatsLeft: status.seatsLeft,
    capacity: status.capacity,
    maxSeatsPerSignUp: target.rules.maxSeatsPerSignUp,
    waitingList: target.rules.waitingList,
    opensAt: iso(target.window.opensAt),
    closesAt: iso(target.window.closesAt ?? target.window.endsAt),
    askNotes: target.rules.askNotes,
    askChildren: target.rules.askChildren,
    retentionDays: site.registrations.retentionDays,
    title: target.title,
    startDate: target.startDate,
    endDate: target.endDate,
    location: target.location,
    url: target.path,
  });
}

/** POST …/registrations: a visitor signs up. */
async function signUpFor(c: Context<AppEnv>, kind: TargetKind, input: ReturnType<typeof signUpInput.parse>) {
  const ref = await refOf(c, kind);
  await limitPerContact(c, input.email, input.phone);
  const token = newToken();
  const result = await signUp(c.env.services.db, ref, { ...input, tokenHash: await tokenHash(token) }, context(c));
  switch (result.outcome) {
    case 'not-found':
      throw new ApiError(404, `This ${kind} takes no online sign-ups`);
    case 'not-open':
      throw new ApiError(403, SIGN_UP_MESSAGES.notOpen);
    case 'invalid':
      throw new ApiError(400, Object.values(result.fields)[0]!, { fields: result.fields });
    case 'duplicate':
      throw new ApiError(409, SIGN_UP_MESSAGES.duplicate);
    case 'full':
      return c.json({ message: kind === 'event' ? SIGN_UP_MESSAGES.full : 'This program is full.', seatsLeft: result.seatsLeft }, 409);
    case 'created':
      return c.json(
        { id: result.registration.id, status: result.registration.status, seats: result.registration.seats, token, position: result.waitingPosition },
        201,
      );
  }
}

/** The private link's view of a sign-up. */
function visitorView(view: RegistrationView) {
  const { registration: r, target } = view;
  return {
    id: r.id,
    status: r.status,
    seats: r.seats,
    position: view.waitingPosition,
    name: r.name,
    email: r.email,
    phone: r.phone,
    notes: r.notes,
    children: r.children ?? [],
    maxSeatsPerSignUp: target.rules.maxSeatsPerSignUp,
    seatsLeft: view.seatsLeft,
    state: view.state,
    for: { kind: target.kind, id: target.id, title: target.title, startDate: target.startDate, endDate: target.endDate, location: target.location, url: target.path },
  };
}

/** A row of the staff's list. */
function staffRow(r: Registration, waitingPosition: number | null) {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    seats: r.seats,
    status: r.status,
    position: r.position,
    waitingPosition,
    checkedIn: r.checkedInAt !== null,
    checkedInAt: iso(r.checkedInAt),
    notes: r.notes,
    children: r.children ?? [],
    createdAt: r.createdAt.toISOString(),
    cancelledAt: iso(r.cancelledAt),
    walkIn: r.walkIn,
  };
}

async function tokenHashOf(c: Context<AppEnv>): Promise<string> {
  const token = c.req.param('token') ?? '';
  if (!TOKEN_PATTERN.test(token)) throw new ApiError(404, 'Sign-up not found');
  return tokenHash(token);
}

/** A change's outcome as the answer; `ok` builds the 200. */
function changeAnswer(c: Context<AppEnv>, result: ChangeOutcome, ok: (view: RegistrationView) => Response): Response {
  switch (result.outcome) {
    case 'not-found':
      throw new ApiError(404, 'Sign-up not found');
    case 'not-open':
      throw new ApiError(403, SIGN_UP_MESSAGES.notOpen);
    case 'cancelled':
      throw new ApiError(409, 'This sign-up was cancelled.');
    case 'invalid':
      throw new ApiError(400, Object.values(result.fields)[0]!, { fields: result.fields });
    case 'full':
      return c.json({ message: 'Not enough seats left for that many.', seatsLeft: result.seatsLeft }, 409);
    case 'changed':
      return ok(result.view);
  }
}

function formatLocal(date: Date | null): string {
  if (!date) return '';
  const t = zonedDateTimeIn(site.timeZone, date);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${t.year}-${pad(t.month)}-${pad(t.day)} ${pad(t.hour)}:${pad(t.minute)}`;
}

async function listOf(c: Context<AppEnv>, kind: TargetKind) {
  const ref = await refOf(c, kind);
  const list = await staffList(c.env.services.db, ref, site.timeZone);
  if (!list) throw new ApiError(404, `${noun(kind)} not found`);
  return list;
}

/** The staff's routes for one kind: list, CSV, change, walk-in. */
function staffRoutes(kind: TargetKind, param: ':id' | ':key') {
  return new Hono<AppEnv>()
    .get(`/${param}/registrations`, staff, async (c) => {
      const list = await listOf(c, kind);
      return c.json({
        kind,
        id: list.target.id,
        title: list.target.title,
        startDate: list.target.startDate,
        endDate: list.target.endDate,
        online: list.target.online,
        capacity: list.capacity,
        confirmedSeats: list.confirmedSeats,
        waitlistedSeats: list.waitlistedSeats,
        seatsLeft: list.seatsLeft,
        registrations: list.registrations.map((r) => staffRow(r, r.waitingPosition)),
      });
    })
    .get(`/${param}/registrations.csv`, staff, async (c) => {
      const list = await listOf(c, kind);
      const csv = toCsv(
        ['Position', 'Status', 'Waiting position', 'Name', 'E-mail', 'Phone', 'Seats', 'Checked in', 'Walk-in', 'Notes', 'Children', 'Signed up'],
        list.registrations.map((r) => [
          r.position,
          r.status,
          r.waitingPosition ?? '',
          r.name,
          r.email,
          r.phone,
          r.seats,
          formatLocal(r.checkedInAt),
          r.walkIn ? 'yes' : '',
          r.notes,
          (r.children ?? []).map((child) => `${child.name} (${child.age})`).join('; '),
          formatLocal(r.createdAt),
        ]),
      );
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="sign-ups-${kind}-${list.target.id}.csv"`,
      });
    })
    .put(`/${param}/registrations/:registrationId`, staff, positiveIdParam('registrationId'), jsonBody(staffChangeInput), async (c) => {
      const ref = await refOf(c, kind);
      const { registrationId } = c.req.valid('param');
      const result = await staffChange(c.env.services.db, ref, registrationId, c.req.valid('json'), { ...context(c), actor: actorOf(c) });
      return changeAnswer(c, result, (view) => c.json(staffRow(view.registration, view.waitingPosition)));
    })
    .post(`/${param}/walk-ins`, staff, jsonBody(walkInInput), async (c) => {
      const ref = await refOf(c, kind);
      const input = c.req.valid('json');
      const result = await addWalkIn(c.env.services.db, ref, { ...input, tokenHash: await tokenHash(newToken()) }, { ...context(c), actor: actorOf(c) });
      if (result.outcome === 'not-found') throw new ApiError(404, `${noun(kind)} not found`);
      if (result.outcome === 'full') return c.json({ message: SIGN_UP_MESSAGES.noSeatsLeft, seatsLeft: result.seatsLeft }, 409);
      return c.json(staffRow(result.registration, null), 201);
    });
}

async function calendarFor(c: Context<AppEnv>, db: Db, view: RegistrationView): Promise<Response> {
  const { target } = view;
  const feedSite = eventsFeedSite(await publishedSiteFacts(db));
  const now = c.env.services.now();
  if (target.kind === 'event') {
    const event = await findEvent(db, target.id);
    const calendar = event ? singleEventCalendar(event, feedSite, now) : null;
    if (!event || !calendar) throw new ApiError(404, 'This event has no date to add to a calendar');
    return c.body(serializeCalendar(calendar), 200, { 'Content-Type': CALENDAR_CONTENT_TYPE, 'Content-Disposition': `attachment; filename="${eventFileName(event)}"` });
  }
  const item = await findContentItem(db, 'program', target.id);
  const program = item?.published as Program | undefined;
  const events = item && program ? programFeedEntries([{ id: item.id, slug: item.slug, data: { ...program, listed: true } }], feedSite, isoDateIn(site.timeZone, now), 0) : [];
  if (!item || events.length === 0) throw new ApiError(404, 'This program has no meetings to add to a calendar');
  const calendar = { productId: `-//${site.name}//Programs//EN`, name: target.title, timeZone: site.timeZone, stamp: now, events };
  return c.body(serializeCalendar(calendar), 200, { 'Content-Type': CALENDAR_CONTENT_TYPE, 'Content-Disposition': `attachment; filename="${item.slug}.ics"` });
}

/** Mounted at /api: every sign-up route (see the module comment). */
export const registrationRoutes = new Hono<AppEnv>()
  .get('/events/:id/sign-up', idParam, (c) => signUpStateOf(c, 'event'))
  .get('/programs/:key/sign-up', (c) => signUpStateOf(c, 'program'))
  .post('/events/:id/registrations', rateLimit(SIGN_UP_RATE_LIMITS.address), idParam, jsonBody(signUpInput), (c) => signUpFor(c, 'event', c.req.valid('json')))
  .post('/programs/:key/registrations', rateLimit(SIGN_UP_RATE_LIMITS.address), jsonBody(signUpInput), (c) => signUpFor(c, 'program', c.req.valid('json')))
  .get('/registrations/lists', staff, async (c) => {
    const lists = await signUpLists(c.env.services.db, site.timeZone, c.env.services.now());
    return c.json(lists.map(({ endsAt: _endsAt, ...summary }) => summary));
  })
  .get('/registrations/:token', rateLimit(SIGN_UP_RATE_LIMITS.link), async (c) => {
    const { db, now } = c.env.services;
    const view = await findByTokenHash(db, await tokenHashOf(c), site.timeZone, now());
    if (!view) throw new ApiError(404, 'Sign-up not found');
    return c.json(visitorView(view));
  })
  .put('/registrations/:token', rateLimit(SIGN_UP_RATE_LIMITS.link), jsonBody(visitorChangeInput), async (c) => {
    const result = await resizeByToken(c.env.services.db, await tokenHashOf(c), c.req.valid('json').seats, context(c));
    return changeAnswer(c, result, (view) => c.json(visitorView(view)));
  })
  .delete('/registrations/:token', rateLimit(SIGN_UP_RATE_LIMITS.link), async (c) => {
    const result = await cancelByToken(c.env.services.db, await tokenHashOf(c), context(c));
    return changeAnswer(c, result, () => c.body(null, 204));
  })
  .get('/registrations/:token/calendar.ics', rateLimit(SIGN_UP_RATE_LIMITS.link), async (c) => {
    const { db, now } = c.env.services;
    const view = await findByTokenHash(db, await tokenHashOf(c), site.timeZone, now());
    if (!view) throw new ApiError(404, 'Sign-up not found');
    return calendarFor(c, db, view);
  })
  .route('/events', staffRoutes('event', ':id'))
  .route('/programs', staffRoutes('program', ':key'));

export const SIGN_UP_STATES = ['open', 'not-yet-open', 'closed', 'full', 'waiting-list'] as const;

/** GET /api/events/{id}/sign-up and /api/programs/{key}/sign-up, for the public API's document. */
export const signUpStateSchema = z
  .object({
    kind: z.enum(['event', 'program']),
    id: z.int(),
    state: z.enum(SIGN_UP_STATES).describe("Whether the form takes sign-ups now: before opensAt, after closesAt, full (no waiting list), full with a waiting list, or open"),
    seatsLeft: z.int().min(0),
    capacity: z.int().min(0),
    maxSeatsPerSignUp: z.int().min(1),
    waitingList: z.boolean(),
    opensAt: z.iso.datetime().nullable(),
    closesAt: z.iso.datetime().nullable().describe('When sign-ups close: the close date staff set, else the end of the event or program'),
    askNotes: z.boolean(),
    askChildren: z.boolean(),
    retentionDays: z.int().min(0).describe("Days after the event (a program: its term) ends that a sign-up's personal data is kept"),
    title: z.string(),
    startDate: z.string().nullable().describe('An event: an ISO 8601 instant; a program: a calendar date'),
    endDate: z.string().nullable(),
    location: z.string().nullable(),
    url: z.string().describe('The page on this site'),
  })
  .register(apiSchemas, { id: 'SignUpState', description: 'An event or program that takes online sign-ups, with its seats left, read live' });

/** 201 to POST …/registrations: the private link's token is shown once, here. */
export const signUpCreatedSchema = z
  .object({
    id: z.int(),
    status: z.enum(['confirmed', 'waitlisted']),
    seats: z.int().min(1),
    token: z.string().regex(TOKEN_PATTERN).describe('The private link\'s secret: /registration#<token> on this site, and /api/registrations/<token>'),
    position: z.int().min(1).nullable().describe('The place on the waiting list; null when confirmed'),
  })
  .register(apiSchemas, { id: 'SignUpCreated', description: 'A new sign-up: confirmed, or on the waiting list' });

/** GET and PUT /api/registrations/{token}: the private link's view of one sign-up. */
export const registrationViewSchema = z
  .object({
    id: z.int(),
    status: z.enum(['confirmed', 'waitlisted', 'cancelled']),
    seats: z.int().min(1),
    position: z.int().min(1).nullable().describe('The place on the waiting list; null unless waitlisted'),
    name: z.string().nullable().describe('Null once the personal data was deleted after the event'),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    notes: z.string().nullable(),
    children: z.array(z.object({ name: z.string(), age: z.int().nullable() })),
    maxSeatsPerSignUp: z.int().min(1),
    seatsLeft: z.int().min(0),
    state: z.enum(SIGN_UP_STATES),
    for: z.object({
      kind: z.enum(['event', 'program']),
      id: z.int(),
      title: z.string(),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
      location: z.string().nullable(),
      url: z.string(),
    }),
  })
  .register(apiSchemas, { id: 'Registration', description: 'One sign-up as its private link shows it' });

/** 409 when the seats asked for are not there: the message and the seats left now. */
export const notEnoughSeatsSchema = z
  .object({ message: z.string(), seatsLeft: z.int().min(0) })
  .register(apiSchemas, { id: 'NotEnoughSeats', description: 'Full (no waiting list), or not enough seats for the change' });
