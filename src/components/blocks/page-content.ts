import * as z from 'zod/mini';
import { site } from '../../config/site.ts';
import { menuDocumentSchema, MENU_SLUG, type MenuDocument } from '../../domain/page-blocks/menu.ts';
import { pageDocumentSchema, type BlockContact, type PageDocument } from '../../domain/page-blocks/page-blocks.ts';
import { isBuiltInPage, type BuiltInPageSlug } from '../../domain/page-blocks/page-slug.ts';
import { renderInlineMarkdown } from '../../domain/markdown/render-markdown.ts';
import type { PublishedContent } from '../../server/db/repositories/content-items.ts';
import { defaultMenu, defaultPageDocument } from '../../server/seed/page-documents.ts';
import type { BlockContactInfo } from './block-env.ts';
import { siteFactsOf, type SiteFacts } from '../../views/site-facts/site-facts.ts';
import { fillFactsDeep } from '../../domain/page-blocks/fact-placeholders.ts';
import { localizePage } from '../../domain/page-blocks/localize-page.ts';
import { relinked } from '../../domain/page-blocks/relink.ts';
import { linkIn } from '../../i18n/routes.ts';

/**
 * What the build renders of the pages and the menu: the snapshot's published documents, each checked
 * with its schema. A built-in page or the menu without a valid published document reads as the config
 * files say (a fresh site, or one whose document was deleted), so a page is never empty. A page's
 * {{fact}} placeholders are filled here with the site facts as published, so every page shows a fact
 * as Site facts has it.
 */
interface ContentOfKinds {
  content: { page: readonly PublishedContent[]; menu: readonly PublishedContent[]; site?: readonly PublishedContent[] };
}

/** `page` with its {{fact}} placeholders filled from the published site facts (a fact lives once, in Site facts). */
function withFacts(snapshot: ContentOfKinds, page: PageDocument): PageDocument {
  return fillFactsDeep(page, siteFactsOf(snapshot.content.site));
}

function parsed<T>(schema: z.core.$ZodType<T>, item: PublishedContent | undefined): T | undefined {
  if (!item) return undefined;
  const result = z.safeParse(schema, item.data);
  return result.success ? result.data : undefined;
}

/** A built-in page's published document (home, about, services). */
export function builtInPage(snapshot: ContentOfKinds, slug: BuiltInPageSlug): PageDocument {
  return withFacts(snapshot, parsed(pageDocumentSchema, snapshot.content.page.find((item) => item.slug === slug)) ?? defaultPageDocument(slug));
}

/** The pages staff added, published and valid, in the order they were made. */
export function staffPages(snapshot: ContentOfKinds): PageDocument[] {
  return snapshot.content.page
    .filter((item) => !isBuiltInPage(item.slug))
    .map((item) => parsed(pageDocumentSchema, item))
    .filter((page): page is PageDocument => page !== undefined)
    .map((page) => withFacts(snapshot, page));
}

/** The header's and footer's links. */
export function siteMenu(snapshot: ContentOfKinds): MenuDocument {
  return parsed(menuDocumentSchema, snapshot.content.menu.find((item) => item.slug === MENU_SLUG)) ?? defaultMenu();
}

/** The masjid's contacts as blocks show them, from the site facts (the imam's phone for the school office, as before). */
export function blockContacts(facts: SiteFacts): Record<BlockContact, BlockContactInfo> {
  const { imam, general, school } = facts.contacts;
  return {
    imam: { name: imam.name, title: imam.title, email: imam.email, phone: imam.phone },
    general: { name: site.name, email: general.email, phone: general.phone },
    school: { name: 'School office', email: school.email, phone: imam.phone },
  };
}

/** A home page text; on a translated page `langs` names each field's language (issue 26 item 4). */
export interface HomeText {
  badge?: string;
  heading?: string;
  markdown: string;
  langs?: Partial<Record<string, string>>;
}

/**
 * A text of the home page (its `hero`, `welcome` or `instagram` block): as published, else as first seeded.
 * With `language` (a translated page), staff's translation of each field where they wrote one, its links to
 * the site's pages to the pages in that language.
 */
export function homeText(snapshot: ContentOfKinds, id: 'hero' | 'welcome' | 'instagram', language?: { lang: string; textLang: string }): HomeText {
  const ofPage = (page: PageDocument) => {
    const shown = localizePage(page, language?.lang, language?.textLang).blocks.find((block) => block.id === id && block.type === 'markdown');
    return language && shown ? relinked(shown, (href) => linkIn(href, language.lang)) : shown;
  };
  const block = ofPage(builtInPage(snapshot, 'home')) ?? ofPage(withFacts(snapshot, defaultPageDocument('home')));
  if (block?.type !== 'markdown') return { markdown: '' };
  return { badge: block.badge, heading: block.heading, markdown: block.markdown, ...(block.langs ? { langs: block.langs } : {}) };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * A Markdown text's words without its markup ('Join us **on Friday**' → 'Join us on Friday'), for where
 * a text is shown as plain text: the announcements island's Welcome card renders it as React text.
 */
export function plainTextOf(markdown: string): string {
  return renderInlineMarkdown(markdown.replace(/\s*\n\s*/g, ' '))
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);
}
