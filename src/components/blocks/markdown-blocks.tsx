import { headingIdOf } from '../../domain/page-blocks/block-layout.ts';
import { fieldLang } from './block-lang.ts';
import type { BlockOf } from '../../domain/page-blocks/page-blocks.ts';
import type { BlockEnv } from './block-env.ts';
import { IconSvg } from '../icon-svg.tsx';
import { ContactLink } from '../contact-link.tsx';
import { MARKDOWN_TEXT, MARKDOWN_TEXT_DARK } from './block-text.ts';
import { ImageFigure } from './image-block.tsx';
import { MarkdownHtml } from './markdown-html.tsx';

type MarkdownBlock = BlockOf<'markdown'>;

interface Props {
  block: MarkdownBlock;
  index: number;
  /** The page's first block overlaps the page header's band, as today's first cards do. */
  first: boolean;
}

/** The gold highlight card (the About page's "Grand Opening"). */
export function CalloutBlock({ block, index, first }: Props) {
  const headingId = headingIdOf(block, index);
  return (
    <section id={block.id} aria-labelledby={block.heading ? headingId : undefined} className={`container-page relative ${first ? '-mt-8' : 'py-8'}`}>
      <div className="card flex flex-col gap-4 border-gold-200 bg-gold-50 sm:flex-row sm:items-start">
        <div className="flex size-12 shrink-0 items-center justify-center rounded-full bg-gold-200 text-primary-950">
          <IconSvg name={block.icon ?? 'star'} className="size-6" />
        </div>
        <div>
          {block.badge && <p className="text-sm font-bold tracking-wide text-gold-800 uppercase" {...fieldLang(block, 'badge')}>{block.badge}</p>}
          {block.heading && (
            <h2 id={headingId} className="mt-1 text-2xl font-bold text-ink-900" {...fieldLang(block, 'heading')}>
              {block.heading}
            </h2>
          )}
          <MarkdownHtml markdown={block.markdown} className={`mt-2 ${MARKDOWN_TEXT}`} lang={fieldLang(block, 'markdown').lang} />
        </div>
      </div>
    </section>
  );
}

/** The dark band (the About page's "Our Vision"). */
export function BandBlock({ block, index }: Props) {
  const headingId = headingIdOf(block, index);
  return (
    <section id={block.id} aria-labelledby={block.heading ? headingId : undefined} className="on-dark bg-primary-900 py-16 text-white">
      <div className="container-page max-w-4xl text-center">
        {block.badge && <p className="text-base font-semibold tracking-wide text-gold-200" {...fieldLang(block, 'badge')}>{block.badge}</p>}
        {block.heading && (
          <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl" {...fieldLang(block, 'heading')}>
            {block.heading}
          </h2>
        )}
        <MarkdownHtml markdown={block.markdown} className={`mt-5 text-lg leading-relaxed text-primary-50 ${MARKDOWN_TEXT_DARK}`} lang={fieldLang(block, 'markdown').lang} />
      </div>
    </section>
  );
}

function SectionText({ block, headingId }: { block: MarkdownBlock; headingId: string }) {
  return (
    <div className={MARKDOWN_TEXT}>
      {block.badge && <p className="eyebrow" {...fieldLang(block, 'badge')}>{block.badge}</p>}
      {block.heading && (
        <h2 id={headingId} className="section-title mb-5" {...fieldLang(block, 'heading')}>
          {block.heading}
        </h2>
      )}
      <MarkdownHtml markdown={block.markdown} lang={fieldLang(block, 'markdown').lang} />
    </div>
  );
}

/** A plain section: a heading and text (the About page's "Why our community needed a center"). */
export function SectionBlock({ block, index }: Props) {
  const headingId = headingIdOf(block, index);
  return (
    <section id={block.id} aria-labelledby={block.heading ? headingId : undefined} className="container-page max-w-4xl py-16">
      <SectionText block={block} headingId={headingId} />
    </section>
  );
}

/** A text with an image beside it on wide screens. */
export function BesideBlock({ text, image, index, env }: { text: MarkdownBlock; image: BlockOf<'image'>; index: number; env: BlockEnv }) {
  const headingId = headingIdOf(text, index);
  return (
    <section id={text.id} aria-labelledby={text.heading ? headingId : undefined} className="container-page grid items-center gap-10 py-16 lg:grid-cols-2">
      <SectionText block={text} headingId={headingId} />
      <ImageFigure block={image} env={env} sizes="(min-width: 1024px) 50vw, 100vw" />
    </section>
  );
}

const CIRCLES = ['bg-primary-100 text-primary-700', 'bg-gold-100 text-gold-800'] as const;

/** Cards side by side (the About page's imam and "What Masjid Means"); a card may list a contact. */
export function CardRow({ cards, index, env }: { cards: MarkdownBlock[]; index: number; env: BlockEnv }) {
  return (
    <div className={`container-page grid gap-8 py-16 ${cards.length > 1 ? 'lg:grid-cols-2' : ''}`}>
      {cards.map((card, i) => {
        const headingId = headingIdOf(card, index + i);
        const contact = card.contact ? env.contacts?.[card.contact] : undefined;
        return (
          <section key={i} id={card.id} aria-labelledby={card.heading ? headingId : undefined} className="card">
            <div className="flex items-center gap-4">
              {card.icon && (
                <div className={`flex size-14 items-center justify-center rounded-full ${CIRCLES[i % 2]}`}>
                  <IconSvg name={card.icon} className="size-7" />
                </div>
              )}
              <div>
                {card.heading && (
                  <h2 id={headingId} className="text-2xl font-bold text-ink-900" {...fieldLang(card, 'heading')}>
                    {card.heading}
                  </h2>
                )}
                {contact && (
                  <p className="font-medium text-ink-700">
                    {contact.name}
                    {contact.title ? ` · ${contact.title}` : ''}
                  </p>
                )}
              </div>
            </div>
            <MarkdownHtml markdown={card.markdown} className={`mt-4 ${MARKDOWN_TEXT}`} lang={fieldLang(card, 'markdown').lang} />
            {card.contact && !contact && <p className="mt-4 text-sm text-ink-600">The {card.contact} contact’s phone and e-mail (from the site facts) show here.</p>}
            {contact && (
              <ul className="mt-4 space-y-1">
                {contact.phone && <ContactLink as="li" kind="phone" value={contact.phone} />}
                <ContactLink as="li" kind="mail" value={contact.email} />
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
