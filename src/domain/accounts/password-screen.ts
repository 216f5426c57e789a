/**
 * Screening of new and changed staff passwords (issue 25, ASVS 5.0 V6.2): on top of SPEC 5's length rule,
 * a password is refused when it is among the most common passwords, contains the account's username, or
 * is the account's current password. Pure: the list itself is passed in (the server loads it; it never
 * reaches browser code).
 */

export const PASSWORD_TOO_COMMON = 'This password is too common. Choose another.';
export const PASSWORD_CONTAINS_OWN_USERNAME = 'Password must not contain your username';
export const PASSWORD_CONTAINS_USERNAME = 'Password must not contain the username';
export const PASSWORD_SAME_AS_CURRENT = 'New password must be different from the current password';

/** A set of common passwords, asked one password at a time. */
export interface CommonPasswords {
  has(password: string): boolean;
}

export interface ScreenInput {
  password: string;
  username: string;
  common: CommonPasswords;
  /** The account's current password when it is known (a change); absent for a new account. */
  currentPassword?: string | undefined;
  /** Whose username: the signed-in user's own ("your username") or an account being created for someone. */
  whose?: 'own' | 'other';
}

/** The reason a password is refused, or null when it may be used. */
export function screenPassword(input: ScreenInput): string | null {
  const { password, username, common } = input;
  if (input.currentPassword !== undefined && password === input.currentPassword) return PASSWORD_SAME_AS_CURRENT;
  const name = username.trim().toLowerCase();
  if (name.length > 0 && password.toLowerCase().includes(name)) {
    return input.whose === 'other' ? PASSWORD_CONTAINS_USERNAME : PASSWORD_CONTAINS_OWN_USERNAME;
  }
  // Lists hold passwords mostly in lower case; 'Password' and 'PASSWORD' are guessed as early as 'password'.
  if (common.has(password) || common.has(password.toLowerCase())) return PASSWORD_TOO_COMMON;
  return null;
}

/** FNV-1a (32 bits) over the password's UTF-8 bytes: the key under which the compact list stores it. */
export function passwordKey(password: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(password)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * The compact list: the sorted, distinct 32-bit keys of the passwords, stored as Rice-coded gaps (each gap
 * as its quotient in unary, a 0, then `bits` low bits), in base64. 100,000 passwords take about 290 KB of
 * text instead of about 900 KB, and a lookup is a binary search. Two passwords can share a key: a strong
 * password is refused by mistake about once in 40,000, and then another is chosen.
 */
export interface CompactList {
  count: number;
  bits: number;
  data: string;
}

export function encodeCompactList(passwords: Iterable<string>, bits?: number): CompactList {
  const keys = [...new Set([...passwords].map(passwordKey))].sort((a, b) => a - b);
  const chosen = bits ?? bestRiceBits(keys);
  const bytes: number[] = [];
  let current = 0;
  let used = 0;
  const push = (bit: number) => {
    current = (current << 1) | bit;
    used++;
    if (used === 8) {
      bytes.push(current);
      current = 0;
      used = 0;
    }
  };
  let previous = 0;
  for (const key of keys) {
    const gap = key - previous;
    previous = key;
    const quotient = Math.floor(gap / 2 ** chosen);
    for (let i = 0; i < quotient; i++) push(1);
    push(0);
    for (let i = chosen - 1; i >= 0; i--) push(Math.floor(gap / 2 ** i) % 2);
  }
  if (used > 0) bytes.push(current << (8 - used));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { count: keys.length, bits: chosen, data: btoa(binary) };
}

function bestRiceBits(keys: number[]): number {
  const mean = keys.length === 0 ? 1 : (keys.at(-1)! + 1) / keys.length;
  return Math.max(0, Math.min(31, Math.round(Math.log2(Math.max(1, mean * Math.LN2)))));
}

/** Decodes a compact list into its sorted keys. */
export function decodeCompactList(list: CompactList): Uint32Array {
  const binary = atob(list.data);
  const keys = new Uint32Array(list.count);
  let position = 0;
  const bit = () => {
    const byte = binary.charCodeAt(position >> 3);
    const value = (byte >> (7 - (position & 7))) & 1;
    position++;
    return value;
  };
  let previous = 0;
  for (let n = 0; n < list.count; n++) {
    let quotient = 0;
    while (bit() === 1) quotient++;
    let remainder = 0;
    for (let i = 0; i < list.bits; i++) remainder = remainder * 2 + bit();
    previous += quotient * 2 ** list.bits + remainder;
    keys[n] = previous;
  }
  return keys;
}

/** A CommonPasswords over decoded keys (binary search). */
export function commonPasswordsFromKeys(keys: Uint32Array): CommonPasswords {
  return {
    has(password) {
      const key = passwordKey(password);
      let low = 0;
      let high = keys.length - 1;
      while (low <= high) {
        const middle = (low + high) >>> 1;
        const value = keys[middle]!;
        if (value === key) return true;
        if (value < key) low = middle + 1;
        else high = middle - 1;
      }
      return false;
    },
  };
}
