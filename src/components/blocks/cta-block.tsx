import { headingIdOf } from '../../domain/page-blocks/block-layout.ts';
import { fieldLang } from './block-lang.ts';
import type { BlockOf } from '../../domain/page-blocks/page-blocks.ts';
import { InlineMarkdown } from './markdown-html.tsx';

/** A heading, a line of text and one button. */
export function CtaBlock({ block, index }: { block: BlockOf<'cta'>; index: number }) {
  const headingId = headingIdOf(block, index);
  const external = /^https:/i.test(block.button.href);
  return (
    <section id={block.id} aria-labelledby={headingId} className="container-page py-12">
      <div className="card flex flex-col items-start gap-5 border-primary-200 bg-primary-50 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id={headingId} className="text-2xl font-bold text-ink-900" {...fieldLang(block, 'heading')}>
            {block.heading}
          </h2>
          <InlineMarkdown as="p" markdown={block.text} className="mt-2 text-lg text-ink-700" lang={fieldLang(block, 'text').lang} />
        </div>
        <a href={block.button.href} className="btn btn-primary shrink-0" rel={external ? 'noopener noreferrer' : undefined} {...fieldLang(block, 'buttonLabel')}>
          {block.button.label}
        </a>
      </div>
    </section>
  );
}
