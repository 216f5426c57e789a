import { z } from 'zod';
import { site } from '../../config/site.ts';
import { queryLanguage } from '../../domain/i18n/query-language.ts';

/**
 * `?lang=` on the public lists of staff text (GET /api/events, GET /api/announcements; issue 26 item 4): the
 * server chooses each item's text for that language (src/domain/i18n/picked-texts.ts), so the public islands
 * carry no choosing of their own (home's JavaScript budget). Without it the items come as stored, with their
 * `translations`; an unknown language is a 400 naming the enabled ones (src/domain/i18n/query-language.ts).
 */
export const textLanguageQuery = z
  .object({
    lang: z
      .string()
      .optional()
      .describe(
        `Choose each item's texts for this language (${site.languages.enabled.join(', ')}): the staff's translation where written, else the default text; each item then has \`lang\` naming every text's language and no \`translations\``,
      ),
  })
  .transform((query, ctx): { language: string | undefined } => {
    if (query.lang === undefined) return { language: undefined };
    const language = queryLanguage(query.lang, site.languages);
    if (language.ok) return { language: language.language };
    ctx.addIssue({ code: 'custom', path: ['lang'], message: language.message });
    return z.NEVER;
  });
