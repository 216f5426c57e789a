import { describe, expect, it } from 'vitest';
import { documentOf, linesOf, NEW_PAGE, previewBlocks } from './page-form.ts';

describe('the page form', () => {
  it('drops blank lines and empty optional texts from what it sends', () => {
    const form = { ...NEW_PAGE, slug: 'x', title: 'X', description: ' ', blocks: [{ type: 'list' as const, heading: 'h', items: ['a', '', ' ', 'b'] }] };
    expect(documentOf(form)).toEqual({ slug: 'x', title: 'X', blocks: [{ type: 'list', heading: 'h', items: ['a', 'b'] }] });
    expect(linesOf('a\n\nb\n')).toEqual(['a', 'b']);
  });

  it.each([
    ['a blank item takes its line out of each translation', ['a', '', 'b'], { tr: { heading: 'H', items: 'A\n\nB' }, ar: { items: 'أ\nx\nب' } }, ['a', 'b'], { tr: { heading: 'H', items: 'A\nB' }, ar: { items: 'أ\nب' } }],
    ['a translation shorter than the list keeps its lines', ['a', ' ', 'b', 'c'], { tr: { items: 'A' } }, ['a', 'b', 'c'], { tr: { items: 'A' } }],
    ['a translation without the list is left alone', ['', 'a'], { tr: { heading: 'H' } }, ['a'], { tr: { heading: 'H' } }],
  ])('%s', (_, items, translations, keptItems, keptTranslations) => {
    const form = { ...NEW_PAGE, slug: 'x', title: 'X', blocks: [{ type: 'list' as const, heading: 'h', items, translations }] };
    expect((documentOf(form).blocks as unknown[])[0]).toEqual({ type: 'list', heading: 'h', items: keptItems, translations: keptTranslations });
    const cards = { ...NEW_PAGE, slug: 'x', title: 'X', blocks: [{ type: 'cards' as const, cards: [{ title: 't', text: 'x', items, translations }] }] };
    expect((documentOf(cards).blocks as { cards: unknown[] }[])[0]!.cards[0]).toEqual({ title: 't', text: 'x', items: keptItems, translations: keptTranslations });
  });

  it('previews the complete blocks and names the others', () => {
    const form = { ...NEW_PAGE, blocks: [{ type: 'markdown' as const, markdown: '' }, { type: 'markdown' as const, markdown: 'Hi' }] };
    const { blocks, incomplete } = previewBlocks(form);
    expect(blocks).toEqual([{ type: 'markdown', markdown: 'Hi' }]);
    expect(incomplete).toEqual([0]);
  });
});
