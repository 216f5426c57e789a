import * as z from 'zod/mini';
import { requiredText } from '../forms/text-fields.ts';

/** SPEC 5 and 7: the 'Send us a Message' form's rules, shared by POST /api/contact and the form. */
export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/** NUL cannot be stored as Postgres text; refuse it here rather than at the database. */
const withoutNul = (label: string, max: number) =>
  requiredText(label, max).check(
    z.refine((v: string) => !v.includes('\u0000'), `${label} contains a character that is not allowed`),
  );

export const contactSchema = z.object({
  name: withoutNul('Name', CONTACT_LIMITS.name),
  email: z.pipe(
    z
      .string({ error: 'Email is required' })
      .check(
        z.trim(),
        z.minLength(1, 'Email is required'),
        z.maxLength(CONTACT_LIMITS.email, `Email must be at most ${CONTACT_LIMITS.email} characters`),
      ),
    z.email('Please enter a valid email address'),
  ),
  message: withoutNul('Message', CONTACT_LIMITS.message),
  /** The honeypot: people leave it empty; the route never reads it. */
  website: z.optional(z.unknown()),
});

export type ContactInput = z.output<typeof contactSchema>;
