import { describe, expect, it } from 'vitest';
import { passkeyRegistrationSchema, passkeyRenameSchema, passkeySigninSchema } from './passkey-input.ts';

const registration = {
  id: 'AbC-_1',
  rawId: 'AbC-_1',
  type: 'public-key',
  response: { clientDataJSON: 'eyJ0', attestationObject: 'o2Nm', transports: ['internal', 'hybrid'] },
  clientExtensionResults: {},
};
const assertion = {
  id: 'AbC-_1',
  rawId: 'AbC-_1',
  type: 'public-key',
  response: { clientDataJSON: 'eyJ0', authenticatorData: 'SZYN', signature: 'MEUC', userHandle: 'dXNlcg' },
  clientExtensionResults: {},
};

describe('passkey names', () => {
  it.each([
    ['Work laptop', true, 'Work laptop'],
    ['  Phone  ', true, 'Phone'],
    ['', false, 'Please name the passkey'],
    ['   ', false, 'Please name the passkey'],
    ['x'.repeat(60), true, 'x'.repeat(60)],
    ['x'.repeat(61), false, "A passkey's name must be at most 60 characters"],
    [42, false, 'Please name the passkey'],
  ])('%j → ok %s', (name, ok, expected) => {
    const result = passkeyRenameSchema.safeParse({ name });
    expect(result.success).toBe(ok);
    if (result.success) expect(result.data.name).toBe(expected);
    else expect(result.error.issues[0]!.message).toBe(expected);
  });
});

describe('WebAuthn answers', () => {
  it.each([
    ['a registration', registration, true],
    ['a registration without transports or extension results', { ...registration, clientExtensionResults: undefined, response: { ...registration.response, transports: undefined } }, true],
    ['an id that is not base64url', { ...registration, id: 'ab+/=' }, false],
    ['another type', { ...registration, type: 'password' }, false],
    ['an unknown transport', { ...registration, response: { ...registration.response, transports: ['telepathy'] } }, false],
    ['no attestation object', { ...registration, response: { clientDataJSON: 'eyJ0' } }, false],
    ['a huge attestation object', { ...registration, response: { ...registration.response, attestationObject: 'A'.repeat(20_001) } }, false],
  ])('%s', (_label, response, ok) => {
    expect(passkeyRegistrationSchema.safeParse({ name: 'Key', response }).success).toBe(ok);
  });

  it.each([
    ['an assertion', assertion, true],
    ['an assertion without a user handle', { ...assertion, response: { ...assertion.response, userHandle: undefined } }, true],
    ['no signature', { ...assertion, response: { ...assertion.response, signature: undefined } }, false],
    ['a signature that is not base64url', { ...assertion, response: { ...assertion.response, signature: 'a b' } }, false],
    ['not an object', 'assertion', false],
  ])('%s', (_label, response, ok) => {
    expect(passkeySigninSchema.safeParse({ response }).success).toBe(ok);
  });
});
