import { describe, expect, it } from 'vitest';
import { headingIdOf, layoutBlocks, splitAfter } from './block-layout.ts';
import type { PageBlock } from './page-blocks.ts';

const text = (id: string, style?: 'card' | 'band'): PageBlock => ({ type: 'markdown', id, markdown: id, ...(style ? { style } : {}) });
const image = (beside: boolean): PageBlock => ({ type: 'image', src: '/api/uploads/a.png', alt: 'a', beside });
const list: PageBlock = { type: 'list', id: 'list', heading: 'h', items: ['x'] };

const shape = (blocks: PageBlock[]) =>
  layoutBlocks(blocks).map((section) =>
    section.kind === 'block' ? section.block.type : section.kind === 'beside' ? `beside(${section.text.id})` : `cards(${section.cards.map((c) => c.id).join(',')})`,
  );

describe('layoutBlocks', () => {
  it.each<[string, PageBlock[], string[]]>([
    ['one section per block', [text('a'), list], ['markdown', 'list']],
    ['an image beside the text before it', [text('a'), image(true), list], ['beside(a)', 'list']],
    ['an image not marked beside stands alone', [text('a'), image(false)], ['markdown', 'image']],
    ['an image beside nothing stands alone', [list, image(true)], ['list', 'image']],
    ['an image beside a band stands with it', [text('v', 'band'), image(true)], ['beside(v)']],
    ['an image never joins a card', [text('c', 'card'), image(true)], ['cards(c)', 'image']],
    ['cards in a row share a grid', [text('a', 'card'), text('b', 'card'), list, text('c', 'card')], ['cards(a,b)', 'list', 'cards(c)']],
    ['no blocks, no sections', [], []],
  ])('%s', (_label, blocks, expected) => expect(shape(blocks)).toEqual(expected));

  it('keys sections by their first block', () => {
    expect(layoutBlocks([list, text('a'), image(true), text('c', 'card')]).map((s) => s.key)).toEqual([0, 1, 3]);
  });
});

describe('splitAfter', () => {
  it('splits after the anchored block, or keeps all before', () => {
    expect(splitAfter([text('a'), list, text('b')], 'list').map((part) => part.length)).toEqual([2, 1]);
    expect(splitAfter([text('a'), list], 'nope').map((part) => part.length)).toEqual([2, 0]);
  });
});

describe('headingIdOf', () => {
  it('uses the anchor, else the place', () => {
    expect(headingIdOf(text('vision'), 4)).toBe('vision-heading');
    expect(headingIdOf({ type: 'markdown', markdown: 'x' }, 4)).toBe('block-5-heading');
  });
});
