import { describe, expect, it } from 'vitest';
import { allowedWhileRestricted, hasSecondFactor } from './second-factor.ts';

describe('what a restricted session (second factor required, none yet) may reach', () => {
  it.each([
    ['GET', '/api/user', true],
    ['POST', '/api/logout', true],
    ['GET', '/api/user/second-factor', true],
    ['POST', '/api/user/totp', true],
    ['POST', '/api/user/totp/confirm', true],
    ['GET', '/api/user/passkeys', true],
    ['POST', '/api/user/passkeys/register/options', true],
    ['DELETE', '/api/user/totp', false],
    ['POST', '/api/user/totp/recovery-codes', false],
    ['PUT', '/api/user/password', false],
    ['GET', '/api/user/sessions', false],
    ['GET', '/api/users', false],
    ['GET', '/api/user/passkeysx', false],
    ['GET', '/api/admin/overview', false],
    ['POST', '/api/user', false],
  ] as const)('%s %s → %s', (method, path, allowed) => {
    expect(allowedWhileRestricted(method, path)).toBe(allowed);
  });
});

describe('hasSecondFactor', () => {
  it.each([
    [{ totp: false, passkeys: 0 }, false],
    [{ totp: true, passkeys: 0 }, true],
    [{ totp: false, passkeys: 2 }, true],
  ])('%j → %s', (factors, expected) => {
    expect(hasSecondFactor(factors)).toBe(expected);
  });
});
