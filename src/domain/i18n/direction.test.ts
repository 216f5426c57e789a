import { describe, expect, it } from 'vitest';
import { direction } from './direction.ts';

describe('direction', () => {
  it.each([
    ['en', 'ltr'],
    ['en-US', 'ltr'],
    ['tr-TR', 'ltr'],
    ['bn', 'ltr'],
    ['ar', 'rtl'],
    ['ar-SA', 'rtl'],
    ['ur', 'rtl'],
    ['fa-IR', 'rtl'],
    ['he', 'rtl'],
    ['pa-Arab', 'rtl'],
    ['az-Latn', 'ltr'],
  ] as const)('%s is %s', (language, expected) => {
    expect(direction(language)).toBe(expected);
  });

  it('refuses what is not a language tag', () => {
    expect(() => direction('not a tag')).toThrow(RangeError);
  });
});
