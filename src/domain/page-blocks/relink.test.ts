import { describe, expect, it } from 'vitest';
import { relinked } from './relink.ts';

/** As the build's linkIn: /about and /donate are built in Turkish, /gallery is not. */
const link = (href: string) => (['/about', '/donate'].includes(href.replace(/[?#].*$/, '')) ? `/tr${href}` : href);

describe('relinked', () => {
  it.each([
    ['a card link', { links: [{ label: 'Give', href: '/donate' }] }, { links: [{ label: 'Give', href: '/tr/donate' }] }],
    ['a button, with its anchor', { button: { label: 'Ways', href: '/donate#ways-to-give' } }, { button: { label: 'Ways', href: '/tr/donate#ways-to-give' } }],
    ['a page without a translation, kept', { href: '/gallery' }, { href: '/gallery' }],
    ['links elsewhere, kept', { href: 'https://example.org/about' }, { href: 'https://example.org/about' }],
    ['a Markdown link in a text', { markdown: 'Read [about us](/about) and [give](/donate "Give").' }, { markdown: 'Read [about us](/tr/about) and [give](/tr/donate "Give").' }],
    ['a protocol-relative or external Markdown link, kept', { markdown: '[x](//evil.example/about) [y](https://a.example/donate)' }, { markdown: '[x](//evil.example/about) [y](https://a.example/donate)' }],
    ['list items and translations alike', { items: ['See [us](/about)'], translations: { tr: { items: 'Bkz. [biz](/about)' } } }, { items: ['See [us](/tr/about)'], translations: { tr: { items: 'Bkz. [biz](/tr/about)' } } }],
    ['a text that only looks like one', { text: 'Prices (/month) apply', src: '/api/uploads/a.jpg', n: 3 }, { text: 'Prices (/month) apply', src: '/api/uploads/a.jpg', n: 3 }],
  ])('%s', (_, input, expected) => {
    expect(relinked(input, link)).toEqual(expected);
  });

  it('does not change the document it was given', () => {
    const block = { links: [{ label: 'Give', href: '/donate' }] };
    relinked(block, link);
    expect(block.links[0]!.href).toBe('/donate');
  });
});
