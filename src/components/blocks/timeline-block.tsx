import { headingIdOf } from '../../domain/page-blocks/block-layout.ts';
import { fieldLang } from './block-lang.ts';
import type { BlockOf } from '../../domain/page-blocks/page-blocks.ts';
import { InlineMarkdown } from './markdown-html.tsx';

/** A year (or a full date) as a machine-readable <time>, when the label is one. */
function datetimeOf(label: string): string | undefined {
  return /^\d{4}(-\d{2}(-\d{2})?)?$/.test(label) ? label : undefined;
}

/** Dated entries down a line (the About page's "Our Journey"). */
export function TimelineBlock({ block, index }: { block: BlockOf<'timeline'>; index: number }) {
  const headingId = headingIdOf(block, index);
  return (
    <section id={block.id} aria-labelledby={headingId} className="bg-primary-50 py-16">
      <div className="container-page">
        <h2 id={headingId} className="section-title" {...fieldLang(block, 'heading')}>
          {block.heading}
        </h2>
        <ol className="relative mt-10 space-y-8 border-s-2 border-primary-300 ps-8">
          {block.entries.map((entry, i) => {
            const datetime = datetimeOf(entry.label);
            return (
              <li key={i} className="relative">
                <span className="absolute top-1 -start-[2.6rem] size-5 rounded-full border-4 border-primary-50 bg-primary-700" aria-hidden="true" />
                <p className="text-sm font-bold text-primary-700" {...fieldLang(entry, 'label')}>
                  {datetime ? <time dateTime={datetime}>{entry.label}</time> : entry.label}
                </p>
                <h3 className="text-lg font-bold text-ink-900" {...fieldLang(entry, 'title')}>
                  {entry.title}
                </h3>
                <InlineMarkdown as="p" markdown={entry.text} className="mt-1 text-ink-700" lang={fieldLang(entry, 'text').lang} />
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
