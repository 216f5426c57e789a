import { Hono } from 'hono';
import { contactSchema } from '../../domain/contact/contact-input.ts';
import { insertContactMessage } from '../db/repositories/contact-messages.ts';
import type { AppEnv } from '../env.ts';
import { createMiddleware } from 'hono/factory';
import { RATE_LIMITS, rateLimit } from '../middleware/rate-limit.ts';
import { jsonBody } from '../middleware/validate.ts';

/** The answer to a stored message, and to a bot that filled the honeypot (it must not tell them apart). */
export const CONTACT_THANKS = "Thank you for your message. We'll get back to you soon!";

/** The hidden field people never see; anything in it means the form was filled in by a script. */
export const HONEYPOT_FIELD = 'website';

function filledHoneypot(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && String(value).trim() !== '';
}

/** A bot that filled the honeypot is thanked before any rule runs, so it learns nothing from errors. */
const honeypot = createMiddleware<AppEnv>(async (c, next) => {
  if (/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
    const body: unknown = await c.req.json().catch(() => undefined);
    if (filledHoneypot(body)) return c.json({ message: CONTACT_THANKS }, 200);
  }
  return next();
});

/** POST /contact: the 'Send us a Message' form (SPEC 7). Rate-limited per client; stored unread. */
export const contactRoutes = new Hono<AppEnv>().post(
  '/',
  rateLimit(RATE_LIMITS.contact),
  honeypot,
  jsonBody(contactSchema),
  async (c) => {
    const { name, email, message } = c.req.valid('json');
    await insertContactMessage(c.env.services.db, { name, email, message });
    return c.json({ message: CONTACT_THANKS }, 200);
  },
);
