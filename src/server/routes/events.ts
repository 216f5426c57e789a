import { Hono, type Context } from 'hono';
import { site } from '../../config/site.ts';
import { eventInputSchema, eventPatchSchema, eventRules } from '../../domain/event-rules/event-input.ts';
import {
  deleteEvent,
  findEvent,
  insertEvent,
  listAllEvents,
  listPublicEvents,
  updateEvent,
} from '../db/repositories/events.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../middleware/errors.ts';
import { requireRole, STAFF } from '../middleware/require-role.ts';
import { definedFields } from '../middleware/defined-fields.ts';
import { idParam, jsonBody } from '../middleware/validate.ts';

const staff = requireRole(STAFF);

export const EVENT_NOT_FOUND = 'Event not found';

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
  .post('/', staff, jsonBody(eventInputSchema(site.timeZone)), async (c) => {
    const input = c.req.valid('json');
    const { db, now } = c.env.services;
    const event = await insertEvent(db, { ...input, createdBy: c.get('user')!.id, createdAt: now(), updatedAt: now() });
    changed(c, 'event created');
    return c.json(event, 201);
  })
  .put('/:id', staff, idParam, jsonBody(eventPatchSchema(site.timeZone)), async (c) => {
    const { id } = c.req.valid('param');
    const { db, now } = c.env.services;
    const existing = await findEvent(db, id);
    if (!existing) throw new ApiError(404, EVENT_NOT_FOUND);
    const { id: _id, createdAt: _created, updatedAt: _updated, ...stored } = existing;
    const checked = eventRules({ ...stored, ...definedFields(c.req.valid('json')) });
    if (!checked.ok) throw new ApiError(400, checked.message, { fields: { [checked.path]: checked.message } });
    const input = checked.value;
    const event = await updateEvent(db, id, { ...input, updatedAt: now() });
    if (!event) throw new ApiError(404, EVENT_NOT_FOUND);
    changed(c, 'event updated');
    return c.json(event);
  })
  .delete('/:id', staff, idParam, async (c) => {
    const { id } = c.req.valid('param');
    if (!(await deleteEvent(c.env.services.db, id))) throw new ApiError(404, EVENT_NOT_FOUND);
    changed(c, 'event deleted');
    return c.json({ message: 'Event deleted' });
  });
