import { localizeProgram } from '../../domain/programs/localize-program.ts';
import { relinked } from '../../domain/page-blocks/relink.ts';
import type { Program } from '../../domain/programs/program.ts';
import { defaultLanguage, type Translator } from '../../i18n';
import { linkIn } from '../../i18n/routes.ts';

/**
 * A program as its page in `t`'s language shows it (issue 26): staff's translations where they wrote them,
 * each text's language in `langs` (the entries' on them), and links to the site's pages leading to the
 * pages in that language. The default language's page gets the program as it is.
 */
export function programIn(program: Program, t: Translator): ReturnType<typeof localizeProgram> {
  if (t.isDefault) return program;
  return relinked(localizeProgram(program, t.lang, defaultLanguage), (href) => linkIn(href, t.lang));
}
