import * as z from 'zod/mini';
import { JSON_OBJECT_REQUIRED } from '../event-rules/event-input.ts';
import { requiredText } from '../forms/text-fields.ts';
import { isSafeImageSource, isSafeLinkTarget } from '../markdown/render-markdown.ts';
import { contentTranslationsSchema, type TranslationShape } from '../i18n/content-text.ts';
import type { TranslatableField } from '../i18n/staff-text.ts';
import { placeholderIssues } from './fact-placeholders.ts';
import { pageSlugField } from './page-slug.ts';

/**
 * A page's text as typed blocks (issue 24, item 4): the one schema the API checks, the admin's forms fill
 * and the block components (src/components/blocks) render, so staff change words and order without
 * breaking the design. Text fields are Markdown, rendered only by src/domain/markdown.
 */
export const BLOCK_LIMITS = {
  heading: 200,
  markdown: 20_000,
  text: 4_000,
  item: 1_000,
  items: 60,
  cards: 24,
  entries: 60,
  label: 80,
  dateLabel: 40,
  href: 500,
  alt: 300,
  blocks: 60,
  links: 4,
  title: 120,
  description: 300,
} as const;

/**
 * The texts of a page and of each block type staff may translate (issue 26 item 4): per block, its
 * `translations` hold these fields in the site's other languages, with the default text's rules.
 */
export const PAGE_TRANSLATABLE = {
  title: { label: 'Title', max: BLOCK_LIMITS.title },
  description: { label: 'Description', max: BLOCK_LIMITS.description },
  lead: { label: 'Lead', max: BLOCK_LIMITS.text },
} as const;
export const BLOCK_TRANSLATABLE = {
  markdown: {
    heading: { label: 'Heading', max: BLOCK_LIMITS.heading },
    markdown: { label: 'Text', max: BLOCK_LIMITS.markdown },
    badge: { label: 'Badge', max: BLOCK_LIMITS.label },
  },
  list: {
    heading: { label: 'Heading', max: BLOCK_LIMITS.heading },
    items: { label: 'Items', max: BLOCK_LIMITS.item, lines: BLOCK_LIMITS.items },
  },
  cards: { heading: { label: 'Heading', max: BLOCK_LIMITS.heading }, intro: { label: 'Introduction', max: BLOCK_LIMITS.text } },
  timeline: { heading: { label: 'Heading', max: BLOCK_LIMITS.heading } },
  image: { alt: { label: 'Alt text', max: BLOCK_LIMITS.alt }, caption: { label: 'Caption', max: BLOCK_LIMITS.heading } },
  cta: {
    heading: { label: 'Heading', max: BLOCK_LIMITS.heading },
    text: { label: 'Text', max: BLOCK_LIMITS.text },
    buttonLabel: { label: 'Button text', max: BLOCK_LIMITS.label, path: 'button.label' },
  },
} as const satisfies Record<string, Record<string, TranslatableField>>;

/** A card's texts staff may translate: each card keeps its own `translations`, so it moves with them. */
export const CARD_TRANSLATABLE = {
  title: { label: 'Card title', max: BLOCK_LIMITS.heading },
  text: { label: 'Card text', max: BLOCK_LIMITS.text },
  tab: { label: 'Tab label', max: BLOCK_LIMITS.label },
  itemsHeading: { label: 'List heading', max: BLOCK_LIMITS.heading },
  items: { label: 'List items', max: BLOCK_LIMITS.item, lines: BLOCK_LIMITS.items },
  links: { label: 'Link texts', max: BLOCK_LIMITS.label, lines: BLOCK_LIMITS.links, of: 'label' },
  contactName: { label: 'Contact name', max: BLOCK_LIMITS.label, path: 'contact.name' },
  contactButton: { label: 'Contact button text', max: BLOCK_LIMITS.label, path: 'contact.button' },
  contactSubject: { label: 'E-mail subject', max: BLOCK_LIMITS.heading, path: 'contact.subject' },
  contactBody: { label: 'E-mail text', max: BLOCK_LIMITS.text, path: 'contact.body' },
} as const satisfies Record<string, TranslatableField>;

/** A timeline entry's texts staff may translate, kept on the entry. */
export const TIMELINE_ENTRY_TRANSLATABLE = {
  label: { label: 'Year or date', max: BLOCK_LIMITS.dateLabel },
  title: { label: 'Entry title', max: BLOCK_LIMITS.heading },
  text: { label: 'Entry text', max: BLOCK_LIMITS.text },
} as const satisfies Record<string, TranslatableField>;

/** Per block type, what `localizePage` translates: the block's own texts and its entries'. */
export const BLOCK_SHAPES: Record<BlockType, TranslationShape> = {
  markdown: { fields: BLOCK_TRANSLATABLE.markdown },
  list: { fields: BLOCK_TRANSLATABLE.list },
  cards: { fields: BLOCK_TRANSLATABLE.cards, items: { cards: { fields: CARD_TRANSLATABLE } } },
  timeline: { fields: BLOCK_TRANSLATABLE.timeline, items: { entries: { fields: TIMELINE_ENTRY_TRANSLATABLE } } },
  image: { fields: BLOCK_TRANSLATABLE.image },
  cta: { fields: BLOCK_TRANSLATABLE.cta },
};

/** The icons a block may show (the subset of the site's icons that suit content). */
export const BLOCK_ICONS = [
  'moon',
  'book',
  'users',
  'user',
  'hand',
  'star',
  'heart',
  'gift',
  'home',
  'sun',
  'school',
  'calendar',
  'clock',
  'mail',
  'phone',
  'map-pin',
  'info',
  'shield',
] as const;
export type BlockIcon = (typeof BLOCK_ICONS)[number];

/** The site's own images a block may show besides uploads (src `builtin:<name>`), optimized at build. */
export const BUILT_IN_IMAGES = ['about-masjid'] as const;
export type BuiltInImage = (typeof BUILT_IN_IMAGES)[number];

/** The masjid's contacts a block may show (their addresses come from the site facts, never the text). */
export const BLOCK_CONTACTS = ['imam', 'general', 'school'] as const;
export type BlockContact = (typeof BLOCK_CONTACTS)[number];

export const LINK_RULE = 'Links must start with https://, mailto:, tel: or / (a page of this site)';
export const IMAGE_RULE = 'Choose an uploaded image (/api/uploads/…) or one of the site’s own images';
export const ALT_RULE = 'Describe the image (alt text), or mark it decorative';

/** Where a button or a card's link may go: https, mailto, tel or one of the site's paths. */
export function isBlockLinkTarget(href: string): boolean {
  return !href.trim().startsWith('#') && isSafeLinkTarget(href);
}

/** An image a block may show: an upload or a built-in image. */
export function isBlockImageSource(src: string): boolean {
  const builtIn = /^builtin:(.+)$/.exec(src);
  return builtIn ? (BUILT_IN_IMAGES as readonly string[]).includes(builtIn[1]!) : isSafeImageSource(src);
}

function optionalText(label: string, max: number) {
  return z.optional(
    z.pipe(
      z.string({ error: `${label} must be text` }).check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)),
      z.transform((value): string | undefined => (value === '' ? undefined : value)),
    ),
  );
}

/** Like optionalText, but kept as typed (an e-mail's pre-filled text ends with blank lines to write under). */
function optionalRawText(label: string, max: number) {
  return z.optional(
    z.pipe(
      z.string({ error: `${label} must be text` }).check(z.maxLength(max, `${label} must be at most ${max} characters`)),
      z.transform((value): string | undefined => (value.trim() === '' ? undefined : value)),
    ),
  );
}

const linkField = (label: string) =>
  requiredText(label, BLOCK_LIMITS.href).check(z.refine(isBlockLinkTarget, LINK_RULE));

const anchorField = z.optional(
  z.string().check(z.regex(/^[a-z][a-z0-9-]{0,40}$/, 'An anchor is lowercase letters, digits and hyphens, starting with a letter')),
);

const iconField = z.optional(z.enum(BLOCK_ICONS, { error: 'Choose one of the listed icons' }));

const linkSchema = z.object({ label: requiredText('Link text', BLOCK_LIMITS.label), href: linkField('Link') });

const listOf = <T extends z.core.$ZodType>(item: T, label: string, max: number, one: string) =>
  z.array(item, { error: `${label} must be a list` }).check(
    z.minLength(1, `Add at least one ${one}`),
    z.maxLength(max, `At most ${max} ${label.toLowerCase()}`),
  );

/** A heading (optional) and Markdown; `style` picks one of the site's section looks. */
export const markdownBlockSchema = z.object({
  type: z.literal('markdown'),
  translations: contentTranslationsSchema(BLOCK_TRANSLATABLE.markdown),
  id: anchorField,
  heading: optionalText('Heading', BLOCK_LIMITS.heading),
  markdown: requiredText('Text', BLOCK_LIMITS.markdown),
  /** section: a plain section; callout: the gold highlight card; card: a card (two in a row sit side by side); band: the dark band. */
  style: z.optional(z.enum(['section', 'callout', 'card', 'band'], { error: 'Choose a style' })),
  /** A small line above the heading (the callout's badge, the hero's greeting). */
  badge: optionalText('Badge', BLOCK_LIMITS.label),
  icon: iconField,
  /** A card that lists one of the masjid's contacts under its heading (name, phone, e-mail from the site facts). */
  contact: z.optional(z.enum(BLOCK_CONTACTS, { error: 'Choose one of the contacts' })),
});

/** A heading and a list of short Markdown lines, shown with check marks. */
export const listBlockSchema = z.object({
  type: z.literal('list'),
  translations: contentTranslationsSchema(BLOCK_TRANSLATABLE.list),
  id: anchorField,
  heading: requiredText('Heading', BLOCK_LIMITS.heading),
  items: listOf(requiredText('Item', BLOCK_LIMITS.item), 'Items', BLOCK_LIMITS.items, 'item'),
  /** Two columns on wide screens (long lists). */
  columns: z.optional(z.boolean({ error: 'columns must be true or false' })),
});

export const cardSchema = z.object({
  translations: contentTranslationsSchema(CARD_TRANSLATABLE),
  /** The card's anchor (as a tab: /services#service-zakat opens it). */
  id: anchorField,
  title: requiredText('Card title', BLOCK_LIMITS.heading),
  text: requiredText('Card text', BLOCK_LIMITS.text),
  icon: iconField,
  /** A checked list under the text, with its own small heading ("What we offer"). */
  itemsHeading: optionalText('List heading', BLOCK_LIMITS.heading),
  items: z.optional(z.array(requiredText('Item', BLOCK_LIMITS.item)).check(z.maxLength(BLOCK_LIMITS.items, `At most ${BLOCK_LIMITS.items} items`))),
  links: z.optional(z.array(linkSchema).check(z.maxLength(BLOCK_LIMITS.links, `At most ${BLOCK_LIMITS.links} links`))),
  /** A contact box beside the text: one of the masjid's contacts and an e-mail button with a pre-filled message. */
  contact: z.optional(
    z.object({
      who: z.enum(BLOCK_CONTACTS, { error: 'Choose one of the contacts' }),
      name: optionalText('Contact name', BLOCK_LIMITS.label),
      button: requiredText('Button text', BLOCK_LIMITS.label),
      subject: optionalText('E-mail subject', BLOCK_LIMITS.heading),
      body: optionalRawText('E-mail text', BLOCK_LIMITS.text),
    }),
  ),
  /** The short name on the card's tab (tabs style). */
  tab: optionalText('Tab label', BLOCK_LIMITS.label),
});

/** Cards in a grid (or as tabs, one card per tab). */
export const cardsBlockSchema = z.object({
  type: z.literal('cards'),
  translations: contentTranslationsSchema(BLOCK_TRANSLATABLE.cards),
  id: anchorField,
  heading: optionalText('Heading', BLOCK_LIMITS.heading),
  intro: optionalText('Introduction', BLOCK_LIMITS.text),
  style: z.optional(z.enum(['grid', 'tabs'], { error: 'Choose a style' })),
  cards: listOf(cardSchema, 'Cards', BLOCK_LIMITS.cards, 'card'),
});

/** Dated entries in order: a year or date label, a title, a text. */
export const timelineBlockSchema = z.object({
  type: z.literal('timeline'),
  translations: contentTranslationsSchema(BLOCK_TRANSLATABLE.timeline),
  id: anchorField,
  heading: requiredText('Heading', BLOCK_LIMITS.heading),
  entries: listOf(
    z.object({
      translations: contentTranslationsSchema(TIMELINE_ENTRY_TRANSLATABLE),
      label: requiredText('Year or date', BLOCK_LIMITS.dateLabel),
      title: requiredText('Entry title', BLOCK_LIMITS.heading),
      text: requiredText('Entry text', BLOCK_LIMITS.text),
    }),
    'Entries',
    BLOCK_LIMITS.entries,
    'entry',
  ),
});

/** An image with alt text (required unless decorative); `beside` puts it next to the text block before it. */
export const imageBlockSchema = z
  .object({
    type: z.literal('image'),
    translations: contentTranslationsSchema(BLOCK_TRANSLATABLE.image),
    id: anchorField,
    src: requiredText('Image', BLOCK_LIMITS.href).check(z.refine(isBlockImageSource, IMAGE_RULE)),
    alt: optionalText('Alt text', BLOCK_LIMITS.alt),
    decorative: z.optional(z.boolean({ error: 'decorative must be true or false' })),
    caption: optionalText('Caption', BLOCK_LIMITS.heading),
    beside: z.optional(z.boolean({ error: 'beside must be true or false' })),
  })
  .check(
    z.refine((block) => block.decorative === true || (block.alt ?? '') !== '', { message: ALT_RULE, path: ['alt'] }),
  );

/** A call to action: heading, text and one button. */
export const ctaBlockSchema = z.object({
  type: z.literal('cta'),
  translations: contentTranslationsSchema(BLOCK_TRANSLATABLE.cta),
  id: anchorField,
  heading: requiredText('Heading', BLOCK_LIMITS.heading),
  text: requiredText('Text', BLOCK_LIMITS.text),
  button: z.object({ label: requiredText('Button text', BLOCK_LIMITS.label), href: linkField('Button link') }),
});

export const BLOCK_TYPES = ['markdown', 'list', 'cards', 'timeline', 'image', 'cta'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const blockSchema = z.discriminatedUnion(
  'type',
  [markdownBlockSchema, listBlockSchema, cardsBlockSchema, timelineBlockSchema, imageBlockSchema, ctaBlockSchema],
  { error: `A block's type is one of: ${BLOCK_TYPES.join(', ')}` },
);

export type PageBlock = z.output<typeof blockSchema>;
export type BlockOf<K extends BlockType> = Extract<PageBlock, { type: K }>;
export type PageCard = z.output<typeof cardSchema>;

/** A page: its address, title, meta description and blocks. */
export const pageDocumentSchema = z.object(
  {
    slug: pageSlugField,
    title: requiredText('Title', BLOCK_LIMITS.title),
    description: optionalText('Description', BLOCK_LIMITS.description),
    /** The line under the page's title in its header band. */
    lead: optionalText('Lead', BLOCK_LIMITS.text),
    /** The title, description and lead in the site's other languages; each block keeps its own. */
    translations: contentTranslationsSchema(PAGE_TRANSLATABLE),
    blocks: z
      .array(blockSchema, { error: 'blocks must be a list' })
      .check(z.maxLength(BLOCK_LIMITS.blocks, `At most ${BLOCK_LIMITS.blocks} blocks`)),
  },
  { error: JSON_OBJECT_REQUIRED },
).check(
  // A site fact is named in a text as {{address}} (fact-placeholders.ts); any other name in braces is refused where it is typed.
  z.superRefine((page, ctx) => {
    for (const issue of placeholderIssues({ title: page.title, description: page.description, lead: page.lead, translations: page.translations, blocks: page.blocks })) {
      ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: undefined });
    }
  }),
);

export type PageDocument = z.output<typeof pageDocumentSchema>;

/** A new block of a type, with the fields a form starts from (empty, so the form asks for them). */
export function emptyBlock(type: BlockType): PageBlock {
  switch (type) {
    case 'markdown':
      return { type, markdown: '' };
    case 'list':
      return { type, heading: '', items: [''] };
    case 'cards':
      return { type, cards: [{ title: '', text: '' }] };
    case 'timeline':
      return { type, heading: '', entries: [{ label: '', title: '', text: '' }] };
    case 'image':
      return { type, src: '', alt: '' };
    case 'cta':
      return { type, heading: '', text: '', button: { label: '', href: '' } };
  }
}

/** The first block with this anchor (the home page's hero, welcome and Instagram texts). */
export function blockById(blocks: readonly PageBlock[], id: string): PageBlock | undefined {
  return blocks.find((block) => block.id === id);
}
