import { describe, expect, it } from 'vitest';
import { positionLabel, wrapIndex } from './rotation.ts';

describe('wrapIndex', () => {
  it.each([
    [0, 3, 0],
    [2, 3, 2],
    [3, 3, 0],
    [4, 3, 1],
    [-1, 3, 2],
    [-4, 3, 2],
    [5, 1, 0],
    [0, 0, 0],
    [7, 0, 0],
  ])('wrapIndex(%i, %i) = %i', (index, total, expected) => {
    expect(wrapIndex(index, total)).toBe(expected);
  });
});

describe('positionLabel', () => {
  it.each([
    ['{n} of {total}', 0, 3, '1 of 3'],
    ['{n} of {total}', 2, 3, '3 of 3'],
    ['{n} of {total}', 3, 3, '1 of 3'],
    ['{n} of {total}', 0, 1, '1 of 1'],
    ['Current Announcement ({n} of {total})', 1, 3, 'Current Announcement (2 of 3)'],
    ['{n} / {total}', 4, 3, '2 / 3'],
    ['{n} من {total}', 0, 2, '1 من 2'],
  ])('positionLabel(%s, %i, %i) = %s', (message, index, total, expected) => {
    expect(positionLabel(message, index, total)).toBe(expected);
  });
});
