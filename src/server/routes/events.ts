import { Hono, type Context } from 'hono';
import { site } from '../../config/site.ts';
import { EVENT_TRANSLATABLE, eventInputSchema, eventPatchSchema, eventRules } from '../../domain/event-rules/event-input.ts';
import { pickTexts } from '../../domain/i18n/picked-texts.ts';
import {
  deleteEvent,
  findEvent,
  insertEvent,
  listAllEvents,
  listPublicEvents,
  updateEvent,
} from '../db/repositories/events.ts';
import { eventSignUpColumns, eventSignUpSettings, eventsTakingSignUps, liveEventCounts, settleTarget } from '../db/repositories/registrations.ts';
import { signUpState } from '../../domain/registrations/sign-up-state.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../middleware/errors.ts';
import { requireRole, STAFF } from '../middleware/require-role.ts';
import { definedFields } from '../middleware/defined-fields.ts';
import { idParam, jsonBody, validate } from '../middleware/validate.ts';
import { textLanguageQuery } from './text-language.ts';

const staff = requireRole(STAFF);
/** The languages staff may translate into (issue 26 item 4): every enabled one but the default. */
const translationLanguages = site.languages.enabled.filter((language) => language !== site.languages.default);
const TRANSLATED_FIELDS = Object.keys(EVENT_TRANSLATABLE) as (keyof typeof EVENT_TRANSLATABLE)[];

export const EVENT_NOT_FOUND = 'Event not found';

function changed(c: Context<AppEnv>, reason: string): void {
  c.env.services.rebuild.request(reason);
}

/** Staff answers carry each event's sign-up settings (issue 27; null: no online sign-up). */
async function withSignUp<E extends { id: number }>(c: Context<AppEnv>, events: E[]) {
  const settings = await eventSignUpSettings(c.env.services.db, events.map((e) => e.id));
  return events.map((event) => ({ ...event, signUp: settings.get(event.id) ?? null }));
}

/**
 * GET / (public; createdBy removed; each event with its staff translations, or with `?lang=` its texts
 * chosen for that language, issue 26 item 4), GET /all (staff), POST /, PUT /:id, DELETE /:id (staff,
 * SPEC 6). A PUT's `translations` replaces the stored ones whole. Each change asks for a rebuild of the
 * static pages.
 */
export const eventRoutes = new Hono<AppEnv>()
  .get('/', validate('query', textLanguageQuery), async (c) => {
    const { language } = c.req.valid('query');
    const { db, readCache } = c.env.services;
    const { events: stored, signUpIds } = await readCache.read('events+sign-ups', async () => ({ events: await listPublicEvents(db), signUpIds: await eventsTakingSignUps(db) }));
    const events = language === undefined ? stored : stored.map((event) => pickTexts(event, TRANSLATED_FIELDS, language, site.languages.default));
    // The list and which events take online sign-ups are shared answers (cleared by staff changes); the
    // seats left are read live, and only when some event takes sign-ups (a sign-up clears no cache and asks
    // for no rebuild, so a cached count could be stale).
    if (signUpIds.length === 0) return c.json(events);
    const counts = await liveEventCounts(db, signUpIds);
    const now = c.env.services.now();
    return c.json(
      events.map((event) => {
        const live = counts.get(event.id);
        if (!live) return event;
        const seatsLeft = Math.max(0, live.capacity - live.confirmedSeats);
        return { ...event, seatsLeft, signUpState: signUpState(live.window, seatsLeft, now) };
      }),
    );
  })
  .get('/all', staff, async (c) => c.json(await withSignUp(c, await listAllEvents(c.env.services.db))))
  .post('/', staff, jsonBody(eventInputSchema(site.timeZone, translationLanguages)), async (c) => {
    const { signUp, translations, ...input } = c.req.valid('json');
    const { db, now } = c.env.services;
    const event = await insertEvent(db, { ...input, translations: JSON.stringify(translations), ...(signUp ? eventSignUpColumns(signUp) : {}), createdBy: c.get('user')!.id, createdAt: now(), updatedAt: now() });
    changed(c, 'event created');
    return c.json((await withSignUp(c, [event]))[0], 201);
  })
  .put('/:id', staff, idParam, jsonBody(eventPatchSchema(site.timeZone, translationLanguages)), async (c) => {
    const { id } = c.req.valid('param');
    const { db, now } = c.env.services;
    const existing = await findEvent(db, id);
    if (!existing) throw new ApiError(404, EVENT_NOT_FOUND);
    const { id: _id, createdAt: _created, updatedAt: _updated, ...stored } = existing;
    const checked = eventRules({ ...stored, ...definedFields(c.req.valid('json')) });
    if (!checked.ok) throw new ApiError(400, checked.message, { fields: { [checked.path]: checked.message } });
    const { signUp, translations, ...input } = checked.value;
    const event = await updateEvent(db, id, { ...input, translations: JSON.stringify(translations ?? {}), ...(signUp !== undefined ? eventSignUpColumns(signUp) : {}), updatedAt: now() });
    if (!event) throw new ApiError(404, EVENT_NOT_FOUND);
    // A larger capacity seats the waiting parties that now fit.
    await settleTarget(db, { kind: 'event', id }, site.timeZone);
    changed(c, 'event updated');
    return c.json((await withSignUp(c, [event]))[0]);
  })
  .delete('/:id', staff, idParam, async (c) => {
    const { id } = c.req.valid('param');
    if (!(await deleteEvent(c.env.services.db, id))) throw new ApiError(404, EVENT_NOT_FOUND);
    changed(c, 'event deleted');
    return c.json({ message: 'Event deleted' });
  });
