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
    [0, 3, '1 of 3'],
    [2, 3, '3 of 3'],
    [3, 3, '1 of 3'],
    [0, 1, '1 of 1'],
  ])('positionLabel(%i, %i) = %s', (index, total, expected) => {
    expect(positionLabel(index, total)).toBe(expected);
  });
});
