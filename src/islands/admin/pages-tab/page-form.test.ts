import { describe, expect, it } from 'vitest';
import { documentOf, linesOf, moved, NEW_PAGE, previewBlocks, removed, replaced } from './page-form.ts';

describe('moved', () => {
  it.each<[number, -1 | 1, string[]]>([
    [1, -1, ['b', 'a', 'c']],
    [1, 1, ['a', 'c', 'b']],
    [0, -1, ['a', 'b', 'c']],
    [2, 1, ['a', 'b', 'c']],
  ])('item %i by %i', (index, by, expected) => expect(moved(['a', 'b', 'c'], index, by)).toEqual(expected));
});

describe('replaced and removed', () => {
  it('change one item', () => {
    expect(replaced(['a', 'b'], 1, 'x')).toEqual(['a', 'x']);
    expect(removed(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
});

describe('the page form', () => {
  it('drops blank lines and empty optional texts from what it sends', () => {
    const form = { ...NEW_PAGE, slug: 'x', title: 'X', description: ' ', blocks: [{ type: 'list' as const, heading: 'h', items: ['a', '', ' ', 'b'] }] };
    expect(documentOf(form)).toEqual({ slug: 'x', title: 'X', blocks: [{ type: 'list', heading: 'h', items: ['a', 'b'] }] });
    expect(linesOf('a\n\nb\n')).toEqual(['a', 'b']);
  });

  it('previews the complete blocks and names the others', () => {
    const form = { ...NEW_PAGE, blocks: [{ type: 'markdown' as const, markdown: '' }, { type: 'markdown' as const, markdown: 'Hi' }] };
    const { blocks, incomplete } = previewBlocks(form);
    expect(blocks).toEqual([{ type: 'markdown', markdown: 'Hi' }]);
    expect(incomplete).toEqual([0]);
  });
});
