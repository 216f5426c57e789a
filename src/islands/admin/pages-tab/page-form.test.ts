import { describe, expect, it } from 'vitest';
import { documentOf, linesOf, NEW_PAGE, previewBlocks } from './page-form.ts';

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
