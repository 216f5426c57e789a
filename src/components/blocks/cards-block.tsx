import { headingIdOf } from '../../domain/page-blocks/block-layout.ts';
import { fieldLang } from './block-lang.ts';
import type { BlockOf, PageCard } from '../../domain/page-blocks/page-blocks.ts';
import { mailtoHref } from '../links.ts';
import type { BlockEnv } from './block-env.ts';
import { IconSvg } from '../icon-svg.tsx';
import { ContactLink } from '../contact-link.tsx';
import { InlineMarkdown } from './markdown-html.tsx';

type CardsBlock = BlockOf<'cards'>;

/** Columns by how many cards there are: 2 side by side, 4 (or 8) in fours, otherwise in threes. */
export function gridColumnsOf(count: number): string {
  if (count === 2) return 'md:grid-cols-2';
  if (count % 4 === 0) return 'sm:grid-cols-2 lg:grid-cols-4';
  return 'sm:grid-cols-2 lg:grid-cols-3';
}

function CardLinks({ card }: { card: PageCard }) {
  if (!card.links?.length) return null;
  if (card.links.length === 1) {
    const link = card.links[0]!;
    return (
      <a href={link.href} className="link mt-4 inline-flex items-center gap-1.5">
        <span {...fieldLang(card, 'links.0')}>{link.label}</span> <IconSvg name="arrow-right" className="size-4 rtl:-scale-x-100" />
      </a>
    );
  }
  return (
    <p className="mt-6 flex flex-wrap gap-3">
      {card.links.map((link, i) => (
        <a key={i} href={link.href} className="btn btn-outline" {...fieldLang(card, `links.${i}`)}>
          {link.label}
        </a>
      ))}
    </p>
  );
}

function CardItems({ card }: { card: PageCard }) {
  if (!card.items?.length) return null;
  return (
    <>
      {card.itemsHeading && (
        <h4 className="mt-6 font-semibold text-ink-900" {...fieldLang(card, 'itemsHeading')}>
          {card.itemsHeading}
        </h4>
      )}
      <ul className="mt-3 space-y-2">
        {card.items.map((item, i) => (
          <li key={i} className="flex gap-3 text-ink-800">
            <IconSvg name="check" className="mt-1 size-4 text-primary-600" />
            <InlineMarkdown markdown={item} lang={fieldLang(card, `items.${i}`).lang} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** A card in a grid (the About page's mission and activities). */
function GridCard({ card }: { card: PageCard }) {
  return (
    <li className="card flex flex-col">
      {card.icon && (
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-primary-100 text-primary-700">
          <IconSvg name={card.icon} className="size-6" />
        </div>
      )}
      <h3 className="text-lg font-bold text-ink-900" {...fieldLang(card, 'title')}>
        {card.title}
      </h3>
      <InlineMarkdown as="p" markdown={card.text} className="mt-2 flex-1 text-ink-700" lang={fieldLang(card, 'text').lang} />
      <CardItems card={card} />
      <CardLinks card={card} />
    </li>
  );
}

/** The contact box of a card: who, their e-mail and phone (site facts), and an e-mail with a pre-filled message. */
function ContactBox({ card, env }: { card: PageCard; env: BlockEnv }) {
  const contact = card.contact!;
  const person = env.contacts?.[contact.who];
  return (
    <div className="rounded-xl bg-primary-50 p-5">
      <h4 className="font-semibold text-ink-900">{env.contactHeading ?? 'Contact'}</h4>
      <p className="mt-2 font-medium text-ink-800" {...(contact.name ? fieldLang(card, 'contactName') : {})}>
        {contact.name ?? person?.name ?? `The ${contact.who} contact`}
      </p>
      {person ? (
        <>
          <ContactLink kind="mail" value={person.email} className="mt-2" />
          {person.phone && <ContactLink kind="phone" value={person.phone} className="mt-1" />}
          <a href={mailtoHref(person.email, contact.subject, contact.body)} className="btn btn-primary mt-5 w-full">
            <IconSvg name="mail" className="size-5" />
            <span {...fieldLang(card, 'contactButton')}>{contact.button}</span>
          </a>
        </>
      ) : (
        <p className="mt-2 text-sm text-ink-600">E-mail and phone from the site facts; button “{contact.button}”.</p>
      )}
    </div>
  );
}

/** A card as a tab's panel (the Services page's categories). */
function PanelCard({ card, env }: { card: PageCard; env: BlockEnv }) {
  return (
    <div className={`card grid gap-8 ${card.contact ? 'lg:grid-cols-3' : ''}`}>
      <div className={card.contact ? 'lg:col-span-2' : undefined}>
        <h3 className="flex items-center gap-3 text-2xl font-bold text-ink-900">
          {card.icon && <IconSvg name={card.icon} className="size-7 text-primary-600" />}
          <span {...fieldLang(card, 'title')}>{card.title}</span>
        </h3>
        <InlineMarkdown as="p" markdown={card.text} className="mt-3 text-lg text-ink-700" lang={fieldLang(card, 'text').lang} />
        <CardItems card={card} />
        <CardLinks card={card} />
      </div>
      {card.contact && <ContactBox card={card} env={env} />}
    </div>
  );
}

/** A tab's id: the card's anchor, or its label made into a slug; unique within the block. */
export function tabIdsOf(cards: readonly PageCard[]): string[] {
  const seen = new Map<string, number>();
  return cards.map((card) => {
    const base = card.id ?? ((card.tab ?? card.title).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'tab');
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  });
}

/**
 * Cards as an accessible WAI-ARIA tabs widget with the markup of Tabs.astro, whose script (tabs-script.ts,
 * loaded by the page) switches them; without JavaScript every panel shows (the page's noscript style).
 */
function CardTabs({ block, index, env }: { block: CardsBlock; index: number; env: BlockEnv }) {
  const prefix = block.id ?? `block-${index + 1}`;
  const ids = tabIdsOf(block.cards);
  return (
    <div className="tabs mt-8" data-tabs>
      {!env.preview && (
        <div role="tablist" aria-label={block.heading ?? 'Sections'} className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:flex lg:flex-wrap" data-tablist>
          {block.cards.map((card, i) => (
            <button
              key={i}
              type="button"
              role="tab"
              id={`${prefix}-tab-${ids[i]}`}
              aria-controls={`${prefix}-${ids[i]}`}
              aria-selected={i === 0 ? 'true' : 'false'}
              tabIndex={i === 0 ? 0 : -1}
              data-tab={ids[i]}
              className="flex min-h-11 items-center justify-center gap-2 rounded-lg border border-ink-300 bg-white px-3 py-2 text-sm font-semibold text-ink-700 transition-colors hover:border-primary-500 hover:text-primary-800 aria-selected:border-primary-700 aria-selected:bg-primary-700 aria-selected:text-white lg:px-4"
            >
              {card.icon && <IconSvg name={card.icon} className="size-4" />}
              <span {...fieldLang(card, card.tab ? 'tab' : 'title')}>{card.tab ?? card.title}</span>
            </button>
          ))}
        </div>
      )}
      {block.cards.map((card, i) =>
        env.preview ? (
          <div key={i} className="mt-6">
            <PanelCard card={card} env={env} />
          </div>
        ) : (
          <div key={i} role="tabpanel" id={`${prefix}-${ids[i]}`} aria-labelledby={`${prefix}-tab-${ids[i]}`} tabIndex={0} hidden={i !== 0} className="tab-panel mt-6 rounded-md">
            <PanelCard card={card} env={env} />
          </div>
        ),
      )}
    </div>
  );
}

/** Cards under a heading: in a grid (on a tinted band when they have icons), or as tabs. */
export function CardsBlockView({ block, index, env }: { block: CardsBlock; index: number; env: BlockEnv }) {
  const headingId = headingIdOf(block, index);
  const labelled = block.heading ? headingId : undefined;
  if (block.style === 'tabs') {
    return (
      <section id={block.id} aria-labelledby={labelled} className="container-page py-16">
        {block.heading && (
          <h2 id={headingId} className="section-title" {...fieldLang(block, 'heading')}>
            {block.heading}
          </h2>
        )}
        {block.intro && <InlineMarkdown as="p" markdown={block.intro} className="mt-3 max-w-2xl text-ink-700" lang={fieldLang(block, 'intro').lang} />}
        <CardTabs block={block} index={index} env={env} />
      </section>
    );
  }
  const tinted = block.cards.some((card) => card.icon !== undefined) && block.cards.length > 2;
  const grid = (
    <>
      {block.heading && (
        <h2 id={headingId} className={`section-title ${tinted ? 'text-center' : ''}`} {...fieldLang(block, 'heading')}>
          {block.heading}
        </h2>
      )}
      {block.intro && <InlineMarkdown as="p" markdown={block.intro} className={`mt-3 max-w-2xl text-ink-700 ${tinted ? 'mx-auto text-center' : ''}`} lang={fieldLang(block, 'intro').lang} />}
      <ul className={`${tinted ? 'mt-10' : 'mt-8'} grid gap-6 ${gridColumnsOf(block.cards.length)}`}>
        {block.cards.map((card, i) => (
          <GridCard key={i} card={card} />
        ))}
      </ul>
    </>
  );
  return tinted ? (
    <section id={block.id} aria-labelledby={labelled} className="bg-ink-50 py-16">
      <div className="container-page">{grid}</div>
    </section>
  ) : (
    <section id={block.id} aria-labelledby={labelled} className="container-page py-16">
      {grid}
    </section>
  );
}
