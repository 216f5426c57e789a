import type { ReactNode } from 'react';
import { fieldLang } from './block-lang.ts';
import { headingIdOf } from '../../domain/page-blocks/block-layout.ts';
import type { BlockOf } from '../../domain/page-blocks/page-blocks.ts';
import { IconSvg } from '../icon-svg.tsx';
import { InlineMarkdown } from './markdown-html.tsx';

/**
 * A heading and checked items: in two columns with filled marks (the About page's "We Will"), or one
 * column beside a section the page adds (the About page's "Plan Your Visit" and its address card).
 */
export function ListBlock({ block, index, aside }: { block: BlockOf<'list'>; index: number; aside?: ReactNode }) {
  const headingId = headingIdOf(block, index);
  const heading = (
    <h2 id={headingId} className="section-title" {...fieldLang(block, 'heading')}>
      {block.heading}
    </h2>
  );
  if (block.columns) {
    return (
      <section id={block.id} aria-labelledby={headingId} className="container-page py-16">
        {heading}
        <ul className="mt-8 grid gap-x-8 gap-y-4 md:grid-cols-2">
          {block.items.map((item, i) => (
            <li key={i} className="flex gap-3">
              <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-700 text-white">
                <IconSvg name="check" className="size-4" />
              </span>
              <InlineMarkdown markdown={item} className="text-ink-800" lang={fieldLang(block, `items.${i}`).lang} />
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const list = (
    <div>
      {heading}
      <ul className="mt-6 space-y-3">
        {block.items.map((item, i) => (
          <li key={i} className="flex gap-3 text-ink-800">
            <IconSvg name="check" className="mt-1 size-4 text-primary-600" />
            <InlineMarkdown markdown={item} lang={fieldLang(block, `items.${i}`).lang} />
          </li>
        ))}
      </ul>
    </div>
  );
  return aside ? (
    <section id={block.id} aria-labelledby={headingId} className="bg-ink-50 py-16">
      <div className="container-page grid gap-8 lg:grid-cols-2">
        {list}
        {aside}
      </div>
    </section>
  ) : (
    <section id={block.id} aria-labelledby={headingId} className="container-page py-16">
      {list}
    </section>
  );
}
