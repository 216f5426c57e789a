import { describe, expect, it } from 'vitest';
import { checkInput } from '../forms/check-input.ts';
import { ALT_RULE, BLOCK_TYPES, blockSchema, emptyBlock, IMAGE_RULE, LINK_RULE, pageDocumentSchema, type PageBlock } from './page-blocks.ts';

const accepted: Array<[string, unknown]> = [
  ['markdown with a heading', { type: 'markdown', heading: 'Our Vision', markdown: 'We **hope**.' }],
  ['markdown without a heading', { type: 'markdown', markdown: 'Text only' }],
  ['a callout with a badge and an icon', { type: 'markdown', style: 'callout', badge: 'New', icon: 'star', markdown: 'x', heading: 'h' }],
  ['a card with a contact', { type: 'markdown', style: 'card', contact: 'imam', icon: 'user', heading: 'Meet Our Imam', markdown: 'x' }],
  ['a list', { type: 'list', heading: 'We Will', items: ['Pray', 'Teach'], columns: true }],
  ['cards with links and icons', { type: 'cards', heading: 'Mission', cards: [{ title: 'Worship', text: 'x', icon: 'moon', links: [{ label: 'About', href: '/about' }] }] }],
  ['cards as tabs with a contact box', { type: 'cards', style: 'tabs', cards: [{ title: 'Zakat', text: 'x', tab: 'Zakat', contact: { who: 'general', button: 'Email us', subject: 'Zakat' } }] }],
  ['a timeline', { type: 'timeline', heading: 'Our Journey', entries: [{ label: '2016', title: 'First gatherings', text: 'x' }] }],
  ['an uploaded image with alt text', { type: 'image', src: '/api/uploads/abc.png', alt: 'The hall' }],
  ['a decorative image without alt text', { type: 'image', src: '/api/uploads/abc.png', decorative: true }],
  ['a built-in image beside the text', { type: 'image', src: 'builtin:about-masjid', alt: 'The masjid', beside: true }],
  ['a call to action to a site path', { type: 'cta', heading: 'Visit', text: 'Come by', button: { label: 'Directions', href: '/about' } }],
  ['a call to action to mailto', { type: 'cta', heading: 'Write', text: 'x', button: { label: 'Email', href: 'mailto:info@example.org' } }],
  ['a call to action to tel', { type: 'cta', heading: 'Call', text: 'x', button: { label: 'Call', href: 'tel:+16505550100' } }],
  ['a call to action to https', { type: 'cta', heading: 'Give', text: 'x', button: { label: 'Give', href: 'https://give.example.org/x' } }],
];

describe('blockSchema accepts every block type', () => {
  it.each(accepted)('%s', (_label, block) => {
    const checked = checkInput(blockSchema, block);
    expect(checked.ok, JSON.stringify(checked)).toBe(true);
  });

  it('covers every block type', () => {
    expect(new Set(accepted.map(([, block]) => (block as PageBlock).type))).toEqual(new Set(BLOCK_TYPES));
  });

  it('trims text and drops empty optional fields', () => {
    const checked = checkInput(blockSchema, { type: 'markdown', heading: '   ', markdown: '  Hello  ' });
    expect(checked).toEqual({ ok: true, value: { type: 'markdown', markdown: 'Hello' } });
  });
});

const refused: Array<[string, unknown, string, string]> = [
  ['an unknown type', { type: 'video', src: 'x' }, 'type', 'A block\'s type is one of: markdown, list, cards, timeline, image, cta'],
  ['markdown without text', { type: 'markdown', markdown: '  ' }, 'markdown', 'Text is required'],
  ['markdown with an unknown style', { type: 'markdown', markdown: 'x', style: 'neon' }, 'style', 'Choose a style'],
  ['markdown with an unknown contact', { type: 'markdown', markdown: 'x', contact: 'treasurer' }, 'contact', 'Choose one of the contacts'],
  ['a list without items', { type: 'list', heading: 'h', items: [] }, 'items', 'Add at least one item'],
  ['a list with a blank item', { type: 'list', heading: 'h', items: ['a', ' '] }, 'items.1', 'Item is required'],
  ['a list without a heading', { type: 'list', items: ['a'] }, 'heading', 'Heading is required'],
  ['cards without cards', { type: 'cards', cards: [] }, 'cards', 'Add at least one card'],
  ['a card with an unknown icon', { type: 'cards', cards: [{ title: 't', text: 'x', icon: 'skull' }] }, 'cards.0.icon', 'Choose one of the listed icons'],
  ['a card linking to javascript:', { type: 'cards', cards: [{ title: 't', text: 'x', links: [{ label: 'l', href: 'javascript:alert(1)' }] }] }, 'cards.0.links.0.href', LINK_RULE],
  ['a card linking to http:', { type: 'cards', cards: [{ title: 't', text: 'x', links: [{ label: 'l', href: 'http://example.org' }] }] }, 'cards.0.links.0.href', LINK_RULE],
  ['a card linking to another host by //', { type: 'cards', cards: [{ title: 't', text: 'x', links: [{ label: 'l', href: '//evil.example' }] }] }, 'cards.0.links.0.href', LINK_RULE],
  ['a timeline entry without a label', { type: 'timeline', heading: 'h', entries: [{ label: '', title: 't', text: 'x' }] }, 'entries.0.label', 'Year or date is required'],
  ['an image from another host', { type: 'image', src: 'https://evil.example/x.png', alt: 'x' }, 'src', IMAGE_RULE],
  ['an image from a data: URL', { type: 'image', src: 'data:image/png;base64,AAAA', alt: 'x' }, 'src', IMAGE_RULE],
  ['an unknown built-in image', { type: 'image', src: 'builtin:nope', alt: 'x' }, 'src', IMAGE_RULE],
  ['an image without alt text', { type: 'image', src: '/api/uploads/a.png' }, 'alt', ALT_RULE],
  ['an image with blank alt text', { type: 'image', src: '/api/uploads/a.png', alt: '  ', decorative: false }, 'alt', ALT_RULE],
  ['a call to action to javascript:', { type: 'cta', heading: 'h', text: 't', button: { label: 'b', href: 'javascript:x' } }, 'button.href', LINK_RULE],
  ['a call to action to an anchor only', { type: 'cta', heading: 'h', text: 't', button: { label: 'b', href: '#top' } }, 'button.href', LINK_RULE],
  ['a call to action without a button label', { type: 'cta', heading: 'h', text: 't', button: { label: '', href: '/about' } }, 'button.label', 'Button text is required'],
  ['a bad anchor', { type: 'markdown', markdown: 'x', id: 'Bad Id' }, 'id', 'An anchor is lowercase letters, digits and hyphens, starting with a letter'],
  ['a heading past its limit', { type: 'markdown', markdown: 'x', heading: 'h'.repeat(201) }, 'heading', 'Heading must be at most 200 characters'],
];

describe('blockSchema refuses', () => {
  it.each(refused)('%s', (_label, block, field, message) => {
    const checked = checkInput(blockSchema, block);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.fields[field]).toBe(message);
  });
});

describe('pageDocumentSchema', () => {
  const page = { slug: 'open-house', title: 'Open House', blocks: [{ type: 'markdown', markdown: 'Welcome' }] };

  it('accepts a page and keeps its blocks in order', () => {
    const blocks = [{ type: 'markdown', markdown: 'a' }, { type: 'list', heading: 'b', items: ['c'] }];
    const checked = checkInput(pageDocumentSchema, { ...page, description: 'Meta', blocks });
    expect(checked.ok && checked.value.blocks.map((b) => b.type)).toEqual(['markdown', 'list']);
  });

  it.each([
    ['a reserved slug', { ...page, slug: 'api' }, 'slug'],
    ['an upper-case slug', { ...page, slug: 'Open-House' }, 'slug'],
    ['no title', { ...page, title: '' }, 'title'],
    ['blocks that are not a list', { ...page, blocks: 'x' }, 'blocks'],
    ['a bad block, by its place', { ...page, blocks: [{ type: 'markdown', markdown: 'ok' }, { type: 'list', heading: 'h', items: [] }] }, 'blocks.1.items'],
  ])('refuses %s', (_label, input, field) => {
    const checked = checkInput(pageDocumentSchema, input);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(checked.fields)).toContain(field);
  });

  it('refuses a body that is not an object', () => {
    expect(checkInput(pageDocumentSchema, 'x')).toMatchObject({ ok: false, fields: { body: 'The request body must be a JSON object' } });
  });
});

describe('emptyBlock', () => {
  it.each(BLOCK_TYPES)('starts a %s block that the form must fill in', (type) => {
    const block = emptyBlock(type);
    expect(block.type).toBe(type);
    expect(checkInput(blockSchema, block).ok).toBe(false);
  });
});
