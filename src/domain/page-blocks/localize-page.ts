import { localize, localizeShape } from '../i18n/content-text.ts';
import { BLOCK_SHAPES, PAGE_TRANSLATABLE, type PageBlock, type PageDocument } from './page-blocks.ts';

/** A block as a page in another language shows it: each translatable field's language beside it. */
export type LocalizedBlock = PageBlock & { langs?: Partial<Record<string, string>> };
export type LocalizedPage = Omit<PageDocument, 'blocks'> & { langs?: Partial<Record<string, string>>; blocks: LocalizedBlock[] };

/**
 * A page in `lang` (issue 26 item 4): its title, description, lead and each block's texts replaced by the
 * staff's translation where there is one (a card's, a timeline entry's and a list's items too) (the default text elsewhere), with `langs` naming, per field, the
 * language of the text shown (`textLang`, the default language, where it was not translated). On the
 * default language's own page (`lang` undefined) the page comes back as it is.
 */
export function localizePage(page: PageDocument, lang: string | undefined, textLang: string | undefined): LocalizedPage {
  if (!lang) return page;
  const top = localize(page, PAGE_TRANSLATABLE, lang, textLang);
  return { ...top.item, langs: top.langs, blocks: page.blocks.map((block) => localizeShape(block, BLOCK_SHAPES[block.type], lang, textLang)) };
}
