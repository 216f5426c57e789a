/**
 * TOTP (RFC 6238 over RFC 4226 HOTP): HMAC-SHA1, 6 digits, 30-second steps — what every authenticator
 * app speaks. Web Crypto only, so the same code runs on Node and on Workers.
 */
export const TOTP = { digits: 6, periodSeconds: 30, skewSteps: 1, secretBytes: 20 } as const;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (what otpauth:// URLs and manual entry use). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32, ignoring case, spaces and padding; undefined for any other character. */
export function base32Decode(text: string): Uint8Array<ArrayBuffer> | undefined {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return undefined;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

/** The time step (counter) that `at` falls in. */
export function stepAt(at: Date, periodSeconds: number = TOTP.periodSeconds): number {
  return Math.floor(at.getTime() / 1000 / periodSeconds);
}

/** RFC 4226 HOTP with the hash RFC 6238 names (SHA-1 for apps; the RFC's vectors also cover SHA-256/512). */
export async function hotp(
  key: Uint8Array<ArrayBuffer>,
  counter: number,
  digits: number = TOTP.digits,
  hash: 'SHA-1' | 'SHA-256' | 'SHA-512' = 'SHA-1',
): Promise<string> {
  const message = new Uint8Array(8);
  let rest = counter;
  for (let i = 7; i >= 0; i--) {
    message[i] = rest & 0xff;
    rest = Math.floor(rest / 256);
  }
  const cryptoKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, message));
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary =
    ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code shown by an app at `at` for a base32 secret. */
export async function totpAt(secret: string, at: Date): Promise<string> {
  const key = base32Decode(secret);
  if (!key) throw new Error('TOTP secret is not base32');
  return hotp(key, stepAt(at));
}

/** A code as typed: digits only, spaces and dashes ignored ("123 456"). */
export function normaliseTotpCode(input: string): string | undefined {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/**
 * Checks a code against the steps around `now` (±skewSteps, for clocks a little off) and returns the step
 * it matched, or undefined. A step at or before `lastUsedStep` is refused: a code, once accepted, cannot
 * be replayed in its window, nor can an older one be used after a newer one.
 */
export async function verifyTotp(input: {
  secret: string;
  code: string;
  now: Date;
  lastUsedStep?: number | null;
}): Promise<number | undefined> {
  const code = normaliseTotpCode(input.code);
  const key = base32Decode(input.secret);
  if (!code || !key) return undefined;
  const current = stepAt(input.now);
  let matched: number | undefined;
  // Every candidate is computed and compared, whatever matches first, so timing says nothing.
  for (let step = current - TOTP.skewSteps; step <= current + TOTP.skewSteps; step++) {
    const expected = await hotp(key, step);
    let diff = 0;
    for (let i = 0; i < TOTP.digits; i++) diff |= expected.charCodeAt(i) ^ code.charCodeAt(i);
    if (diff === 0 && matched === undefined) matched = step;
  }
  if (matched === undefined) return undefined;
  if (input.lastUsedStep != null && matched <= input.lastUsedStep) return undefined;
  return matched;
}

/** A fresh random secret (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return base32Encode(crypto.getRandomValues(new Uint8Array(TOTP.secretBytes)));
}

/** The otpauth:// URL authenticator apps read from the QR code ("Masjid Name: username"). */
export function otpauthUrl(input: { issuer: string; account: string; secret: string }): string {
  const label = encodeURIComponent(`${input.issuer}:${input.account}`);
  const params = new URLSearchParams({
    secret: input.secret,
    issuer: input.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP.digits),
    period: String(TOTP.periodSeconds),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}

/** Recovery codes: ten of them, 10 base32 characters each (50 bits), shown as "abcde-fghij". */
export const RECOVERY_CODE_COUNT = 10;

export function newRecoveryCodes(count: number = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const text = base32Encode(crypto.getRandomValues(new Uint8Array(7))).slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** A recovery code as typed: case, spaces and dashes ignored; undefined when it cannot be one. */
export function normaliseRecoveryCode(input: string): string | undefined {
  const text = input.replace(/[\s-]/g, '').toLowerCase();
  return /^[a-z2-7]{10}$/.test(text) ? text : undefined;
}
