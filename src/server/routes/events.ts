import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { site } from '../../config/site.ts';
import { EVENT_INPUT_FIELDS, eventInputSchema, type EventInput } from '../../domain/event-rules/event-input.ts';
import {
  deleteEvent,
  findEvent,
  insertEvent,
  listAllEvents,
  listPublicEvents,
  updateEvent,
  type PublicEvent,
} from '../db/repositories/events.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, validationError } from '../middleware/errors.ts';
import { idParam, readJson } from '../middleware/json-body.ts';
import { requireRole, STAFF } from '../middleware/require-role.ts';

const staff = requireRole(STAFF);
const schema = eventInputSchema(site.timeZone);

export const EVENT_NOT_FOUND = 'Event not found';

/** A JSON object body (any fields); the event rules run on it afterwards. */
export const jsonObject = z.record(z.string(), z.unknown(), { error: 'The request body must be a JSON object' });

function validEvent(input: unknown): EventInput {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Only the fields an event has: a body may not set id, createdBy or timestamps. */
function eventFields(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(EVENT_INPUT_FIELDS.filter((key) => key in body).map((key) => [key, body[key]]));
}

/** A stored event as the input it would have been sent as, so a PUT may send only what changes. */
function asInput(event: PublicEvent): Record<string, unknown> {
  return {
    title: event.title,
    description: event.description,
    startDate: event.startDate?.toISOString() ?? null,
    endDate: event.endDate?.toISOString() ?? null,
    isPermanent: event.isPermanent,
    category: event.category,
    imageUrl: event.imageUrl,
    location: event.location,
    registrationRequired: event.registrationRequired,
    maxAttendees: event.maxAttendees,
  };
}

function changed(c: Context<AppEnv>, reason: string): void {
  c.env.services.rebuild.request(reason);
}

/**
 * GET / (public; createdBy removed), GET /all (staff), POST /, PUT /:id, DELETE /:id (staff, SPEC 6).
 * Each change asks for a rebuild of the static pages.
 */
export const eventRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db, readCache } = c.env.services;
    return c.json(await readCache.read('events', () => listPublicEvents(db)));
  })
  .get('/all', staff, async (c) => c.json(await listAllEvents(c.env.services.db)))
  .post('/', staff, async (c) => {
    const input = validEvent(eventFields(await readJson(c, jsonObject)));
    const { db, now } = c.env.services;
    const event = await insertEvent(db, { ...input, createdBy: c.get('user')!.id, createdAt: now(), updatedAt: now() });
    changed(c, 'event created');
    return c.json(event, 201);
  })
  .put('/:id', staff, async (c) => {
    const id = idParam(c);
    const body = eventFields(await readJson(c, jsonObject));
    const { db, now } = c.env.services;
    const existing = await findEvent(db, id);
    if (!existing) throw new ApiError(404, EVENT_NOT_FOUND);
    const input = validEvent({ ...asInput(existing), ...body });
    const event = await updateEvent(db, id, { ...input, updatedAt: now() });
    if (!event) throw new ApiError(404, EVENT_NOT_FOUND);
    changed(c, 'event updated');
    return c.json(event);
  })
  .delete('/:id', staff, async (c) => {
    const id = idParam(c);
    if (!(await deleteEvent(c.env.services.db, id))) throw new ApiError(404, EVENT_NOT_FOUND);
    changed(c, 'event deleted');
    return c.json({ message: 'Event deleted' });
  });
