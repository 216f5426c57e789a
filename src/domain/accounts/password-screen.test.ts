import { describe, expect, it } from 'vitest';
import {
  commonPasswordsFromKeys,
  decodeCompactList,
  encodeCompactList,
  PASSWORD_CONTAINS_OWN_USERNAME,
  PASSWORD_CONTAINS_USERNAME,
  PASSWORD_SAME_AS_CURRENT,
  PASSWORD_TOO_COMMON,
  passwordKey,
  screenPassword,
} from './password-screen.ts';

const common = commonPasswordsFromKeys(decodeCompactList(encodeCompactList(['password', '123456', 'aaaaaa', 'qwerty'])));

describe('screenPassword', () => {
  it.each([
    { password: 'password', username: 'imam', expected: PASSWORD_TOO_COMMON },
    { password: 'PassWord', username: 'imam', expected: PASSWORD_TOO_COMMON },
    { password: '123456', username: 'imam', expected: PASSWORD_TOO_COMMON },
    { password: 'aaaaaa', username: 'imam', expected: PASSWORD_TOO_COMMON },
    { password: 'Imam-2026!', username: 'imam', expected: PASSWORD_CONTAINS_OWN_USERNAME },
    { password: 'my-iMaM-pass', username: ' IMAM ', expected: PASSWORD_CONTAINS_OWN_USERNAME },
    { password: 'imam-pass-77', username: 'imam', whose: 'other' as const, expected: PASSWORD_CONTAINS_USERNAME },
    { password: 'same-old-one', username: 'imam', currentPassword: 'same-old-one', expected: PASSWORD_SAME_AS_CURRENT },
    { password: 'same-old-one!', username: 'imam', currentPassword: 'same-old-one', expected: null },
    { password: 'correct horse battery', username: 'imam', expected: null },
    { password: 'passwords-are-long', username: 'imam', expected: null },
  ])('$password for $username → $expected', ({ expected, ...input }) => {
    expect(screenPassword({ ...input, common })).toBe(expected);
  });
});

describe('the compact list', () => {
  it('answers exactly the passwords it was built from (on a sample of many)', () => {
    const words = Array.from({ length: 5_000 }, (_, i) => `word-${i * 7919}`);
    const list = encodeCompactList(words);
    const set = commonPasswordsFromKeys(decodeCompactList(list));
    expect(words.every((w) => set.has(w))).toBe(true);
    const others = Array.from({ length: 5_000 }, (_, i) => `other-${i}`);
    // 5,000 keys among 2^32: a false match among 5,000 others is possible but very unlikely.
    expect(others.filter((w) => set.has(w)).length).toBeLessThanOrEqual(1);
  });

  it.each([0, 1, 2, 3, 10, 1000])('decodes what it encodes (%i keys)', (size) => {
    const words = Array.from({ length: size }, (_, i) => `p${i}`);
    const keys = [...new Set(words.map(passwordKey))].sort((a, b) => a - b);
    expect([...decodeCompactList(encodeCompactList(words))]).toEqual(keys);
  });

  it('keys passwords by their UTF-8 bytes (FNV-1a, 32 bits)', () => {
    expect(passwordKey('')).toBe(0x811c9dc5);
    expect(passwordKey('a')).toBe(0xe40c292c);
    expect(passwordKey('é')).not.toBe(passwordKey('e'));
  });
});
