import { Hono } from 'hono';
import { z } from 'zod';
import { insertContactMessage } from '../db/repositories/contact-messages.ts';
import type { AppEnv } from '../env.ts';
import { createMiddleware } from 'hono/factory';
import { RATE_LIMITS, rateLimit } from '../middleware/rate-limit.ts';
import { jsonBody } from '../middleware/validate.ts';

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/** The answer to a stored message, and to a bot that filled the honeypot (it must not tell them apart). */
export const CONTACT_THANKS = "Thank you for your message. We'll get back to you soon!";

/** NUL cannot be stored as Postgres text; refuse it here rather than at the database. */
const NO_NUL = (label: string) =>
  [(v: string) => !v.includes('\u0000'), `${label} contains a character that is not allowed`] as const;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...NO_NUL(label));

export const contactSchema = z.object({
  name: requiredText('Name', CONTACT_LIMITS.name),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(CONTACT_LIMITS.email, `Email must be at most ${CONTACT_LIMITS.email} characters`)
    .pipe(z.email('Please enter a valid email address')),
  message: requiredText('Message', CONTACT_LIMITS.message),
  /** The honeypot (below): people leave it empty; the route never reads it. */
  website: z.unknown().optional(),
});

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
