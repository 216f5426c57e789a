import * as z from 'zod/mini';
import { blockSchema, type PageBlock, type PageDocument } from '../../../domain/page-blocks/page-blocks.ts';
import type { StaffTranslations } from '../../../domain/i18n/pick.ts';

/**
 * The page editor's state: the document as staff type it (blank lines and empty optional fields kept
 * while they type), and what of it is sent, checked and previewed.
 */
export interface PageForm {
  slug: string;
  title: string;
  description: string;
  lead: string;
  /** The title's, description's and lead's translations (issue 26 item 4); each block keeps its own. */
  translations?: StaffTranslations;
  blocks: PageBlock[];
}

export const NEW_PAGE: PageForm = { slug: '', title: '', description: '', lead: '', blocks: [{ type: 'markdown', markdown: '' }] };

export function formOf(page: PageDocument): PageForm {
  return { slug: page.slug, title: page.title, description: page.description ?? '', lead: page.lead ?? '', ...(page.translations ? { translations: page.translations } : {}), blocks: page.blocks };
}

/** Lines typed into a list's box, without the blank ones. */
export function linesOf(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}

/**
 * A list typed one item per line, without its blank lines: and the same lines taken out of each
 * language's translation of it, so line n of a translation still translates item n.
 */
export function withoutBlankItems<T extends { translations?: StaffTranslations | undefined }>(part: T, items: readonly string[], field: string): { items: string[]; translations?: StaffTranslations } {
  const kept = items.flatMap((item, i) => (item.trim() === '' ? [] : [i]));
  if (!part.translations) return { items: kept.map((i) => items[i]!) };
  const translations = Object.fromEntries(
    Object.entries(part.translations).map(([lang, texts]) => {
      const text = texts?.[field];
      if (text === undefined) return [lang, texts];
      const lines = text.split('\n');
      return [lang, { ...texts, [field]: kept.map((i) => lines[i] ?? '').join('\n').replace(/\n+$/, '') }];
    }),
  );
  return { items: kept.map((i) => items[i]!), translations };
}

/** The document the form stands for: list items without blank lines, empty optional texts left out. */
export function documentOf(form: PageForm): Record<string, unknown> {
  const blocks = form.blocks.map((block) => {
    if (block.type === 'list') return { ...block, ...withoutBlankItems(block, block.items, 'items') };
    if (block.type === 'cards') return { ...block, cards: block.cards.map((card) => (card.items ? { ...card, ...withoutBlankItems(card, card.items, 'items') } : card)) };
    return block;
  });
  return {
    slug: form.slug,
    title: form.title,
    ...(form.description.trim() ? { description: form.description } : {}),
    ...(form.lead.trim() ? { lead: form.lead } : {}),
    ...(form.translations ? { translations: form.translations } : {}),
    blocks,
  };
}

/** The blocks the preview can show (the complete ones), each with its place in the form. */
export function previewBlocks(form: PageForm): { blocks: PageBlock[]; incomplete: number[] } {
  const blocks: PageBlock[] = [];
  const incomplete: number[] = [];
  (documentOf(form).blocks as unknown[]).forEach((block, i) => {
    const parsed = z.safeParse(blockSchema, block);
    if (parsed.success) blocks.push(parsed.data);
    else incomplete.push(i);
  });
  return { blocks, incomplete };
}
