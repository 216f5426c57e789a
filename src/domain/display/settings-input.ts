import * as z from 'zod/mini';
import { JSON_OBJECT_REQUIRED } from '../event-rules/event-input.ts';
import { DISPLAY_LIMITS, DISPLAY_THEMES } from './settings.ts';

/**
 * PUT /api/display/settings and Admin → Display: any of the three fields; the others keep their saved (or
 * default) value. One set of rules for the route and the form (ADR 017).
 */
const whole = (label: string, limits: { min: number; max: number }, unit: string) =>
  z
    .int({ error: `${label} must be a whole number of ${unit} from ${limits.min} to ${limits.max}` })
    .check(
      z.gte(limits.min, `${label} must be at least ${limits.min} ${unit}`),
      z.lte(limits.max, `${label} must be at most ${limits.max} ${unit}`),
    );

export const displaySettingsInputSchema = z
  .object(
    {
      slideSeconds: z.optional(whole('Slide time', DISPLAY_LIMITS.slideSeconds, 'seconds')),
      iqamahScreenMinutes: z.optional(whole('Iqamah screen time', DISPLAY_LIMITS.iqamahScreenMinutes, 'minutes')),
      theme: z.optional(z.enum(DISPLAY_THEMES, { error: `Theme must be one of: ${DISPLAY_THEMES.join(', ')}` })),
    },
    { error: JSON_OBJECT_REQUIRED },
  )
  .check(
    z.refine((input) => Object.values(input).some((value) => value !== undefined), {
      message: 'Send at least one of slideSeconds, iqamahScreenMinutes, theme',
    }),
  );

export type DisplaySettingsInput = z.output<typeof displaySettingsInputSchema>;

/** A number field's text as the form sends it: a number when it reads as one, else the text (refused by the rules). */
export function numberFromField(text: string): number | string {
  const value = Number(text);
  return text.trim() === '' || Number.isNaN(value) ? text : value;
}
