import { describe, expect, it } from 'vitest';
import { moved, removed, replaced } from './list-ops.ts';

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
