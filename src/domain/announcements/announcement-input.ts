import * as z from 'zod/mini';
import { dateField, JSON_OBJECT_REQUIRED } from '../event-rules/event-input.ts';
import { requiredText } from '../forms/text-fields.ts';
import { translationsSchema } from '../i18n/staff-text.ts';

export const ANNOUNCEMENT_LIMITS = { title: 200, content: 5_000 } as const;
export const PRIORITY_RULE = 'Priority must be a whole number from 0 to 10';

const priorityField = z.pipe(
  z.optional(z.union([z.number(), z.string(), z.null()], { error: PRIORITY_RULE })),
  z.transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return 0;
    const n = typeof value === 'string' ? (/^\s*\d{1,2}\s*$/.test(value) ? Number(value) : NaN) : value;
    if (Number.isInteger(n) && n >= 0 && n <= 10) return n;
    ctx.issues.push({ code: 'custom', message: PRIORITY_RULE, input: value });
    return z.NEVER;
  }),
);

/** The visitor-facing texts staff may translate (issue 26 item 4), with the default text's rules. */
export const ANNOUNCEMENT_TRANSLATABLE = {
  title: { label: 'Title', max: ANNOUNCEMENT_LIMITS.title },
  content: { label: 'Content', max: ANNOUNCEMENT_LIMITS.content },
} as const;

/**
 * SPEC 3 and 5, for POST /api/announcements and the admin form: title and content required; isActive
 * defaults to true; priority 0-10 (default 0); an empty expiry is none; dates on the masjid's clock;
 * optional `translations` of the title and content in the site's other languages (`languages`).
 */
export function announcementInputSchema(timeZone: string, languages: readonly string[] = []) {
  return z.object(
    {
      title: requiredText('Title', ANNOUNCEMENT_LIMITS.title),
      content: requiredText('Content', ANNOUNCEMENT_LIMITS.content),
      isActive: z.pipe(
        z.nullish(z.boolean({ error: 'isActive must be true or false' })),
        z.transform((v) => v ?? true),
      ),
      priority: priorityField,
      expiresAt: dateField('Expiry', timeZone),
      translations: translationsSchema(ANNOUNCEMENT_TRANSLATABLE, languages),
    },
    { error: JSON_OBJECT_REQUIRED },
  );
}

/** A PUT's body: any of the fields, merged over the stored announcement. */
export function announcementPatchSchema(timeZone: string, languages: readonly string[] = []) {
  return z.partial(announcementInputSchema(timeZone, languages));
}
