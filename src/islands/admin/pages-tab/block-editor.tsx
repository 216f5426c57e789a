import type { ReactNode } from 'react';
import { BLOCK_CONTACTS, BLOCK_ICONS, BLOCK_TRANSLATABLE, BUILT_IN_IMAGES, CARD_TRANSLATABLE, TIMELINE_ENTRY_TRANSLATABLE, type BlockOf, type PageBlock, type PageCard } from '../../../domain/page-blocks/page-blocks.ts';
import type { StaffTranslations } from '../../../domain/i18n/staff-text.ts';
import { errorsUnder, TranslationsField, translatedInputsOf, type TranslatedInput } from '../ui/translations-field.tsx';
import { RowsEditor } from '../content/rows-editor.tsx';
import { Checkbox, Select, TextArea, TextInput } from './inputs.tsx';

/**
 * The fields of one block, by its type. `path` is the block's place in the document ('blocks.2'): inputs
 * are `page-<path>.<field>` and the API's or the schema's errors arrive under `<path>.<field>`.
 */
interface Props<B extends PageBlock> {
  block: B;
  path: string;
  errors: Record<string, string>;
  onChange: (block: B) => void;
}

const optional = (value: string): string | undefined => (value === '' ? undefined : value);
const ICON_OPTIONS = [{ value: '' as const, label: 'No icon' }, ...BLOCK_ICONS.map((icon) => ({ value: icon, label: icon }))];
const CONTACT_OPTIONS = [{ value: '' as const, label: 'None' }, ...BLOCK_CONTACTS.map((who) => ({ value: who, label: `The ${who} contact` }))];

function useField<B extends PageBlock>({ path, errors }: Props<B>) {
  return (field: string) => ({ id: `page-${path}.${field}`, error: errors[`${path}.${field}`] });
}

function AnchorField<B extends PageBlock>(props: Props<B>) {
  const field = useField(props);
  return (
    <TextInput
      {...field('id')}
      label="Anchor (optional)"
      hint="Lowercase, e.g. visit: the block can be linked as #visit"
      value={props.block.id ?? ''}
      onChange={(id) => props.onChange({ ...props.block, id: optional(id) })}
    />
  );
}

function MarkdownFields(props: Props<BlockOf<'markdown'>>) {
  const { block, onChange } = props;
  const field = useField(props);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select
        {...field('style')}
        label="Look"
        value={block.style ?? ''}
        options={[
          { value: '', label: 'Section' },
          { value: 'callout', label: 'Highlight card (gold)' },
          { value: 'card', label: 'Card (two in a row side by side)' },
          { value: 'band', label: 'Dark band' },
        ]}
        onChange={(style) => onChange({ ...block, style: style === '' ? undefined : style })}
      />
      <TextInput {...field('badge')} label="Small line above the heading" value={block.badge ?? ''} onChange={(badge) => onChange({ ...block, badge: optional(badge) })} />
      <TextInput {...field('heading')} label="Heading" value={block.heading ?? ''} onChange={(heading) => onChange({ ...block, heading: optional(heading) })} />
      <Select {...field('icon')} label="Icon" value={block.icon ?? ''} options={ICON_OPTIONS} onChange={(icon) => onChange({ ...block, icon: icon === '' ? undefined : icon })} />
      <Select {...field('contact')} label="Show a contact (cards)" value={block.contact ?? ''} options={CONTACT_OPTIONS} onChange={(contact) => onChange({ ...block, contact: contact === '' ? undefined : contact })} />
      <AnchorField {...props} />
      <div className="sm:col-span-2">
        <TextArea {...field('markdown')} label="Text (Markdown)" required rows={6} hint="**bold**, *italic*, [a link](/about), a blank line between paragraphs" value={block.markdown} onChange={(markdown) => onChange({ ...block, markdown })} />
      </div>
    </div>
  );
}

function ListFields(props: Props<BlockOf<'list'>>) {
  const { block, onChange } = props;
  const field = useField(props);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput {...field('heading')} label="Heading" required value={block.heading} onChange={(heading) => onChange({ ...block, heading })} />
      <AnchorField {...props} />
      <div className="sm:col-span-2">
        <TextArea {...field('items')} label="Items, one per line" required rows={6} value={block.items.join('\n')} onChange={(text) => onChange({ ...block, items: text.split('\n') })} />
      </div>
      <Checkbox id={`page-${props.path}.columns`} label="Two columns on wide screens" checked={block.columns === true} onChange={(columns) => onChange({ ...block, columns: columns || undefined })} />
    </div>
  );
}

/** "Label | /path" per line, as links are typed. */
function linksText(card: PageCard): string {
  return (card.links ?? []).map((link) => `${link.label} | ${link.href}`).join('\n');
}
function linksOf(text: string): PageCard['links'] {
  const links = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const at = line.lastIndexOf('|');
      return at === -1 ? { label: line.trim(), href: '' } : { label: line.slice(0, at).trim(), href: line.slice(at + 1).trim() };
    });
  return links.length > 0 ? links : undefined;
}

function CardFields({ card, path, errors, onChange }: { card: PageCard; path: string; errors: Record<string, string>; onChange: (card: PageCard) => void }) {
  const field = (name: string) => ({ id: `page-${path}.${name}`, error: errors[`${path}.${name}`] });
  const linkError = Object.entries(errors).find(([key]) => key.startsWith(`${path}.links`))?.[1];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextInput {...field('title')} label="Title" required value={card.title} onChange={(title) => onChange({ ...card, title })} />
      <Select {...field('icon')} label="Icon" value={card.icon ?? ''} options={ICON_OPTIONS} onChange={(icon) => onChange({ ...card, icon: icon === '' ? undefined : icon })} />
      <div className="sm:col-span-2">
        <TextArea {...field('text')} label="Text (Markdown, one paragraph)" required rows={3} value={card.text} onChange={(text) => onChange({ ...card, text })} />
      </div>
      <TextInput {...field('itemsHeading')} label="List heading" value={card.itemsHeading ?? ''} onChange={(itemsHeading) => onChange({ ...card, itemsHeading: optional(itemsHeading) })} />
      <TextInput {...field('tab')} label="Tab label (tabs look)" value={card.tab ?? ''} onChange={(tab) => onChange({ ...card, tab: optional(tab) })} />
      <TextArea {...field('items')} label="List items, one per line" rows={3} value={(card.items ?? []).join('\n')} onChange={(text) => onChange({ ...card, items: text === '' ? undefined : text.split('\n') })} />
      <TextArea id={`page-${path}.links`} error={linkError} label="Links, one per line: Text | /path" rows={3} value={linksText(card)} onChange={(text) => onChange({ ...card, links: linksOf(text) })} />
      <Select
        {...field('contact.who')}
        label="Contact box"
        value={card.contact?.who ?? ''}
        options={CONTACT_OPTIONS}
        onChange={(who) => onChange({ ...card, contact: who === '' ? undefined : { button: 'Email us', ...card.contact, who } })}
      />
      {card.contact && (
        <>
          <TextInput {...field('contact.button')} label="Contact button text" required value={card.contact.button} onChange={(button) => onChange({ ...card, contact: { ...card.contact!, button } })} />
          <TextInput {...field('contact.name')} label="Contact name (else the contact's own)" value={card.contact.name ?? ''} onChange={(name) => onChange({ ...card, contact: { ...card.contact!, name: optional(name) } })} />
          <TextInput {...field('contact.subject')} label="E-mail subject" value={card.contact.subject ?? ''} onChange={(subject) => onChange({ ...card, contact: { ...card.contact!, subject: optional(subject) } })} />
          <TextArea {...field('contact.body')} label="E-mail text" rows={3} value={card.contact.body ?? ''} onChange={(body) => onChange({ ...card, contact: { ...card.contact!, body: optional(body) } })} />
        </>
      )}
    </div>
  );
}

function CardsFields(props: Props<BlockOf<'cards'>>) {
  const { block, onChange, path, errors } = props;
  const field = useField(props);
  const setCards = (cards: PageCard[]) => onChange({ ...block, cards });
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput {...field('heading')} label="Heading" value={block.heading ?? ''} onChange={(heading) => onChange({ ...block, heading: optional(heading) })} />
        <Select
          {...field('style')}
          label="Look"
          value={block.style ?? ''}
          options={[
            { value: '', label: 'Grid' },
            { value: 'tabs', label: 'Tabs (one card per tab)' },
          ]}
          onChange={(style) => onChange({ ...block, style: style === '' ? undefined : style })}
        />
        <TextInput {...field('intro')} label="Introduction" value={block.intro ?? ''} onChange={(intro) => onChange({ ...block, intro: optional(intro) })} />
        <AnchorField {...props} />
      </div>
      <RowsEditor<PageCard>
        noun="card"
        items={block.cards}
        blank={() => ({ title: '', text: '' })}
        error={errors[`${path}.cards`]}
        onChange={setCards}
        render={(card, update, i) => (
          <Translated part={card} path={`${path}.cards.${i}`} label={`Card ${i + 1} text`} inputs={cardInputs(card)} errors={errors} onChange={update}>
            <CardFields card={card} path={`${path}.cards.${i}`} errors={errors} onChange={update} />
          </Translated>
        )}
      />
    </div>
  );
}

function TimelineFields(props: Props<BlockOf<'timeline'>>) {
  const { block, onChange, path, errors } = props;
  const field = useField(props);
  type Entry = BlockOf<'timeline'>['entries'][number];
  const setEntries = (entries: Entry[]) => onChange({ ...block, entries });
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput {...field('heading')} label="Heading" required value={block.heading} onChange={(heading) => onChange({ ...block, heading })} />
        <AnchorField {...props} />
      </div>
      <RowsEditor<Entry>
        noun="entry"
        items={block.entries}
        blank={() => ({ label: '', title: '', text: '' })}
        error={errors[`${path}.entries`]}
        onChange={setEntries}
        render={(entry, update, i) => {
          const at = (name: string) => ({ id: `page-${path}.entries.${i}.${name}`, error: errors[`${path}.entries.${i}.${name}`] });
          const set = (next: Partial<Entry>) => update({ ...entry, ...next });
          return (
            <Translated part={entry} path={`${path}.entries.${i}`} label={`Entry ${i + 1} text`} inputs={translatedInputsOf(TIMELINE_ENTRY_TRANSLATABLE)} errors={errors} onChange={update}>
              <div className="grid gap-3 sm:grid-cols-3">
                <TextInput {...at('label')} label="Year or date" required value={entry.label} onChange={(label) => set({ label })} />
                <TextInput {...at('title')} label="Title" required value={entry.title} onChange={(title) => set({ title })} />
                <TextInput {...at('text')} label="Text" required value={entry.text} onChange={(text) => set({ text })} />
              </div>
            </Translated>
          );
        }}
      />
    </div>
  );
}

function ImageFields(props: Props<BlockOf<'image'>>) {
  const { block, onChange } = props;
  const field = useField(props);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput
        {...field('src')}
        label="Image"
        required
        hint={`An uploaded image's address (/api/uploads/…, from a gallery or an event's upload), or ${BUILT_IN_IMAGES.map((name) => `builtin:${name}`).join(', ')}`}
        value={block.src}
        onChange={(src) => onChange({ ...block, src })}
      />
      <TextInput {...field('alt')} label="Alt text (what the image shows)" required={block.decorative !== true} value={block.alt ?? ''} onChange={(alt) => onChange({ ...block, alt: optional(alt) })} />
      <TextInput {...field('caption')} label="Caption" value={block.caption ?? ''} onChange={(caption) => onChange({ ...block, caption: optional(caption) })} />
      <AnchorField {...props} />
      <Checkbox id={`page-${props.path}.decorative`} label="Decorative (no alt text: screen readers skip it)" checked={block.decorative === true} onChange={(decorative) => onChange({ ...block, decorative: decorative || undefined })} />
      <Checkbox id={`page-${props.path}.beside`} label="Beside the text block before it" checked={block.beside === true} onChange={(beside) => onChange({ ...block, beside: beside || undefined })} />
    </div>
  );
}

function CtaFields(props: Props<BlockOf<'cta'>>) {
  const { block, onChange } = props;
  const field = useField(props);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput {...field('heading')} label="Heading" required value={block.heading} onChange={(heading) => onChange({ ...block, heading })} />
      <AnchorField {...props} />
      <div className="sm:col-span-2">
        <TextArea {...field('text')} label="Text (Markdown, one paragraph)" required rows={2} value={block.text} onChange={(text) => onChange({ ...block, text })} />
      </div>
      <TextInput {...field('button.label')} label="Button text" required value={block.button.label} onChange={(label) => onChange({ ...block, button: { ...block.button, label } })} />
      <TextInput
        {...field('button.href')}
        label="Button link"
        required
        hint="https://…, mailto:…, tel:… or a page of this site (/donate)"
        value={block.button.href}
        onChange={(href) => onChange({ ...block, button: { ...block.button, href } })}
      />
    </div>
  );
}

/**
 * One part of a block that keeps its own translations (the block, a card, a timeline entry): its inputs,
 * and beside them a language switch with the translations of its texts. The API names the part's errors
 * under its path (`blocks.2.cards.0.translations.tr.title`): the switch reads them without it.
 */
function Translated<T extends { translations?: StaffTranslations | undefined }>({ part, path, label, inputs, errors, onChange, children }: {
  part: T;
  path: string;
  label: string;
  inputs: TranslatedInput[];
  errors: Record<string, string>;
  onChange: (part: T) => void;
  children: ReactNode;
}) {
  return (
    <TranslationsField idPrefix="page" path={path} label={label} inputs={inputs} value={part.translations ?? {}} onChange={(translations) => onChange({ ...part, translations })} errors={errorsUnder(errors, path)}>
      {children}
    </TranslationsField>
  );
}

/** A card's translatable texts: those the card shows (its list, links and contact box only when it has them). */
function cardInputs(card: PageCard): TranslatedInput[] {
  return translatedInputsOf(CARD_TRANSLATABLE).filter(({ name }) =>
    name === 'items' || name === 'itemsHeading' ? (card.items?.length ?? 0) > 0 : name === 'links' ? (card.links?.length ?? 0) > 0 : name.startsWith('contact') ? card.contact !== undefined : true,
  );
}

/**
 * A block's fields, and beside them (a language switch) the translations of its texts. The API names a
 * block's errors `blocks.2.translations.tr.heading`: the switch reads them without the block's path.
 */
export function BlockFields(props: Props<PageBlock>) {
  const { block, path, errors } = props;
  return (
    <Translated part={block} path={path} label={`Block ${Number(path.split('.').at(-1)) + 1} text`} inputs={translatedInputsOf(BLOCK_TRANSLATABLE[block.type])} errors={errors} onChange={props.onChange}>
      <TypedBlockFields {...props} />
    </Translated>
  );
}

function TypedBlockFields(props: Props<PageBlock>) {
  const { block } = props;
  const as = <B extends PageBlock>(b: B) => ({ ...props, block: b, onChange: props.onChange as (block: B) => void });
  switch (block.type) {
    case 'markdown':
      return <MarkdownFields {...as(block)} />;
    case 'list':
      return <ListFields {...as(block)} />;
    case 'cards':
      return <CardsFields {...as(block)} />;
    case 'timeline':
      return <TimelineFields {...as(block)} />;
    case 'image':
      return <ImageFields {...as(block)} />;
    case 'cta':
      return <CtaFields {...as(block)} />;
  }
}
