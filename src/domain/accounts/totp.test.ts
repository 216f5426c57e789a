import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  normaliseTotpCode,
  otpauthUrl,
  stepAt,
  totpAt,
  verifyTotp,
} from './totp.ts';

const ascii = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
// RFC 6238 appendix B: the seeds are ASCII "12345678901234567890" repeated to the hash's length.
const SEEDS = {
  'SHA-1': ascii('12345678901234567890'),
  'SHA-256': ascii('12345678901234567890123456789012'),
  'SHA-512': ascii('1234567890123456789012345678901234567890123456789012345678901234'),
} as const;

describe('RFC 6238 appendix B test vectors (8 digits)', () => {
  const table: [number, string, keyof typeof SEEDS][] = [
    [59, '94287082', 'SHA-1'],
    [59, '46119246', 'SHA-256'],
    [59, '90693936', 'SHA-512'],
    [1111111109, '07081804', 'SHA-1'],
    [1111111109, '68084774', 'SHA-256'],
    [1111111109, '25091201', 'SHA-512'],
    [1111111111, '14050471', 'SHA-1'],
    [1111111111, '67062674', 'SHA-256'],
    [1111111111, '99943326', 'SHA-512'],
    [1234567890, '89005924', 'SHA-1'],
    [1234567890, '91819424', 'SHA-256'],
    [1234567890, '93441116', 'SHA-512'],
    [2000000000, '69279037', 'SHA-1'],
    [2000000000, '90698825', 'SHA-256'],
    [2000000000, '38618901', 'SHA-512'],
    [20000000000, '65353130', 'SHA-1'],
    [20000000000, '77737706', 'SHA-256'],
    [20000000000, '47863826', 'SHA-512'],
  ];
  it.each(table)('T=%i → %s (%s)', async (seconds, expected, hash) => {
    expect(await hotp(SEEDS[hash], stepAt(new Date(seconds * 1000)), 8, hash)).toBe(expected);
  });
});

describe('RFC 4226 appendix D (HOTP, 6 digits)', () => {
  const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
  it.each(expected.map((code, counter) => [counter, code] as const))('counter %i → %s', async (counter, code) => {
    expect(await hotp(SEEDS['SHA-1'], counter)).toBe(code);
  });
});

describe('base32', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('%j ⇄ %s', (text, encoded) => {
    expect(base32Encode(ascii(text))).toBe(encoded);
    expect(new TextDecoder().decode(base32Decode(encoded))).toBe(text);
    expect(new TextDecoder().decode(base32Decode(`${encoded.toLowerCase()}==`))).toBe(text);
  });
  it('refuses characters outside the alphabet', () => {
    expect(base32Decode('MZ1W')).toBeUndefined();
  });
});

describe('verifyTotp: skew and replay', () => {
  const secret = base32Encode(SEEDS['SHA-1']);
  const now = new Date(1_700_000_015_000); // 15 s into its step
  const step = stepAt(now);
  const codeAt = (offsetSteps: number) => hotp(SEEDS['SHA-1'], step + offsetSteps);

  it.each([
    [-2, undefined],
    [-1, -1],
    [0, 0],
    [1, 1],
    [2, undefined],
  ])('a code from step %i is %s', async (offset, accepted) => {
    const matched = await verifyTotp({ secret, code: await codeAt(offset), now });
    expect(matched === undefined ? undefined : matched - step).toBe(accepted);
  });

  it.each([
    ['the same step again', 0, 0, false],
    ['an older step after a newer one', -1, 0, false],
    ['a newer step after an older one', 0, -1, true],
    ['a first use', 0, null, true],
  ] as const)('%s', async (_name, offset, lastUsedOffset, ok) => {
    const matched = await verifyTotp({
      secret,
      code: await codeAt(offset),
      now,
      lastUsedStep: lastUsedOffset === null ? null : step + lastUsedOffset,
    });
    expect(matched !== undefined).toBe(ok);
  });

  it.each(['', '12345', '1234567', 'abcdef', '12 34 5x'])('refuses the malformed code %j', async (code) => {
    expect(await verifyTotp({ secret, code, now })).toBeUndefined();
  });

  it('accepts spaces inside the code and matches totpAt', async () => {
    const code = await totpAt(secret, now);
    expect(await verifyTotp({ secret, code: `${code.slice(0, 3)} ${code.slice(3)}`, now })).toBe(step);
  });

  it('refuses a wrong code', async () => {
    const code = await codeAt(0);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await verifyTotp({ secret, code: wrong, now })).toBeUndefined();
  });
});

describe('secrets, URLs and recovery codes', () => {
  it('makes 160-bit base32 secrets that differ', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(a);
  });
  it('builds the otpauth URL apps read', () => {
    expect(otpauthUrl({ issuer: 'Masjid Al-Noor', account: 'imam', secret: 'JBSWY3DPEHPK3PXP' })).toBe(
      'otpauth://totp/Masjid%20Al-Noor%3Aimam?secret=JBSWY3DPEHPK3PXP&issuer=Masjid+Al-Noor&algorithm=SHA1&digits=6&period=30',
    );
  });
  it('makes ten distinct recovery codes that normalise', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
      expect(normaliseRecoveryCode(code.toUpperCase())).toBe(code.replace('-', ''));
    }
  });
  it.each([
    ['abcde-fghij', 'abcdefghij'],
    [' ABCDE FGHIJ ', 'abcdefghij'],
    ['abcde-fghi', undefined],
    ['abcde-fghi1', undefined],
  ])('recovery code %j → %s', (input, out) => {
    expect(normaliseRecoveryCode(input)).toBe(out);
  });
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['12345', undefined],
  ])('code %j → %s', (input, out) => {
    expect(normaliseTotpCode(input)).toBe(out);
  });
});
