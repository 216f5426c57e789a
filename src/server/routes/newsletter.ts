import { Hono } from 'hono';
import { z } from 'zod';
import { subscribeToNewsletter } from '../db/repositories/newsletter.ts';
import type { AppEnv } from '../env.ts';
import { RATE_LIMITS, rateLimit } from '../middleware/rate-limit.ts';
import { jsonBody } from '../middleware/validate.ts';

export const SUBSCRIBED = 'Subscribed!';
export const ALREADY_SUBSCRIBED = 'You are already subscribed';

export const subscribeSchema = z.object({
  email: z
    .string({ error: 'Please enter your email address' })
    .trim()
    .min(1, 'Please enter your email address')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Please enter a valid email address')),
});

/**
 * POST /newsletter/subscribe (SPEC 7: defined, though the site's form posts to the mailing-list provider).
 * Stores the address once, case-insensitively: 201 when added, 200 when it was already there.
 */
export const newsletterRoutes = new Hono<AppEnv>().post(
  '/subscribe',
  rateLimit(RATE_LIMITS.newsletter),
  jsonBody(subscribeSchema),
  async (c) => {
    const { email } = c.req.valid('json');
    const { added } = await subscribeToNewsletter(c.env.services.db, email);
    return added ? c.json({ message: SUBSCRIBED }, 201) : c.json({ message: ALREADY_SUBSCRIBED }, 200);
  },
);
