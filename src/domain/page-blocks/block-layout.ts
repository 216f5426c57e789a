import type { BlockOf, PageBlock } from './page-blocks.ts';

/**
 * How a page's blocks sit on the page: mostly one section each; an image marked `beside` sits next to the
 * text block before it; markdown cards in a row share one grid (two side by side on wide screens).
 * The block components render these sections, at build time and in the admin's preview alike.
 */
export type BlockSection =
  | { kind: 'block'; block: PageBlock; key: number }
  | { kind: 'beside'; text: BlockOf<'markdown'>; image: BlockOf<'image'>; key: number }
  | { kind: 'cards'; cards: BlockOf<'markdown'>[]; key: number };

const isCard = (block: PageBlock): block is BlockOf<'markdown'> => block.type === 'markdown' && block.style === 'card';

export function layoutBlocks(blocks: readonly PageBlock[]): BlockSection[] {
  const sections: BlockSection[] = [];
  blocks.forEach((block, key) => {
    const last = sections.at(-1);
    if (block.type === 'image' && block.beside && last?.kind === 'block' && last.block.type === 'markdown' && !isCard(last.block)) {
      sections[sections.length - 1] = { kind: 'beside', text: last.block, image: block, key: last.key };
    } else if (isCard(block) && last?.kind === 'cards') {
      last.cards.push(block);
    } else if (isCard(block)) {
      sections.push({ kind: 'cards', cards: [block], key });
    } else {
      sections.push({ kind: 'block', block, key });
    }
  });
  return sections;
}

/**
 * The blocks up to and including the one with anchor `id`, and the rest: a page puts a section of its own
 * (one drawn from the site facts) after that block. Without such a block, everything comes before.
 */
export function splitAfter(blocks: readonly PageBlock[], id: string): [PageBlock[], PageBlock[]] {
  const at = blocks.findIndex((block) => block.id === id);
  return at === -1 ? [[...blocks], []] : [blocks.slice(0, at + 1), blocks.slice(at + 1)];
}

/** A section's id for `aria-labelledby`: the block's anchor, or its place on the page. */
export function headingIdOf(block: PageBlock, key: number): string {
  return `${block.id ?? `block-${key + 1}`}-heading`;
}
