import { layoutBlocks } from '../../domain/page-blocks/block-layout.ts';
import type { PageBlock } from '../../domain/page-blocks/page-blocks.ts';
import type { BlockEnv } from './block-env.ts';
import { CardsBlockView } from './cards-block.tsx';
import { CtaBlock } from './cta-block.tsx';
import { ImageBlockView } from './image-block.tsx';
import { ListBlock } from './list-block.tsx';
import { BandBlock, BesideBlock, CalloutBlock, CardRow, SectionBlock } from './markdown-blocks.tsx';
import { TimelineBlock } from './timeline-block.tsx';

interface Props extends BlockEnv {
  blocks: readonly PageBlock[];
  /** The blocks follow the page header (the first one may overlap its band). */
  afterHeader?: boolean;
}

/**
 * A page's blocks as sections: rendered by Astro to static HTML (no hydration, no JavaScript) and by the
 * admin's preview with the draft, so what staff preview is what visitors get.
 */
export function PageBlocks({ blocks, afterHeader = false, ...env }: Props) {
  return (
    <>
      {layoutBlocks(blocks).map((section) => {
        const index = section.key;
        if (section.kind === 'beside') return <BesideBlock key={index} text={section.text} image={section.image} index={index} env={env} />;
        if (section.kind === 'cards') return <CardRow key={index} cards={section.cards} index={index} env={env} />;
        const { block } = section;
        const first = afterHeader && index === 0;
        switch (block.type) {
          case 'markdown':
            if (block.style === 'callout') return <CalloutBlock key={index} block={block} index={index} first={first} />;
            if (block.style === 'band') return <BandBlock key={index} block={block} index={index} first={first} />;
            return <SectionBlock key={index} block={block} index={index} first={first} />;
          case 'list':
            return <ListBlock key={index} block={block} index={index} aside={block.id ? env.asides?.[block.id] : undefined} />;
          case 'cards':
            return <CardsBlockView key={index} block={block} index={index} env={env} />;
          case 'timeline':
            return <TimelineBlock key={index} block={block} index={index} />;
          case 'image':
            return <ImageBlockView key={index} block={block} env={env} />;
          case 'cta':
            return <CtaBlock key={index} block={block} index={index} />;
        }
      })}
    </>
  );
}
