import * as z from 'zod/mini';
import { JSON_OBJECT_REQUIRED } from '../event-rules/event-input.ts';
import { DISPLAY_LIMITS, DISPLAY_THEMES } from './settings.ts';

/**
 * PUT /api/display/settings and Admin → Display: any of the fields; the others keep their saved (or
 * default) value. One set of rules for the route and the form (ADR 017). `languages` are the site's
 * enabled ones (the route reads them from site config, the form from the admin page's props).
 */
const whole = (label: string, limits: { min: number; max: number }, unit: string) =>
  z
    .int({ error: `${label} must be a whole number of ${unit} from ${limits.min} to ${limits.max}` })
    .check(
      z.gte(limits.min, `${label} must be at least ${limits.min} ${unit}`),
      z.lte(limits.max, `${label} must be at most ${limits.max} ${unit}`),
    );

const FIELD_NAMES = 'slideSeconds, iqamahScreenMinutes, theme, language, secondLanguage';

export function displaySettingsInputSchema(languages: readonly string[]) {
  const choose = `one of: ${languages.join(', ')}`;
  return z
    .object(
      {
        slideSeconds: z.optional(whole('Slide time', DISPLAY_LIMITS.slideSeconds, 'seconds')),
        iqamahScreenMinutes: z.optional(whole('Iqamah screen time', DISPLAY_LIMITS.iqamahScreenMinutes, 'minutes')),
        theme: z.optional(z.enum(DISPLAY_THEMES, { error: `Theme must be one of: ${DISPLAY_THEMES.join(', ')}` })),
        language: z.optional(z.enum(languages as [string, ...string[]], { error: `Language must be ${choose}` })),
        secondLanguage: z.optional(
          z.nullable(z.enum(languages as [string, ...string[]], { error: `Second language must be ${choose}, or null for none` })),
        ),
      },
      { error: JSON_OBJECT_REQUIRED },
    )
    .check(
      z.refine((input) => Object.values(input).some((value) => value !== undefined), {
        message: `Send at least one of ${FIELD_NAMES}`,
      }),
      z.refine((input) => input.language === undefined || input.secondLanguage !== input.language, {
        message: SAME_LANGUAGE,
        path: ['secondLanguage'],
      }),
    );
}

/** The route also says this when only one of the two is sent and it matches the saved other. */
export const SAME_LANGUAGE = 'The second language must differ from the first';

export type DisplaySettingsInput = z.output<ReturnType<typeof displaySettingsInputSchema>>;

/** A number field's text as the form sends it: a number when it reads as one, else the text (refused by the rules). */
export function numberFromField(text: string): number | string {
  const value = Number(text);
  return text.trim() === '' || Number.isNaN(value) ? text : value;
}
