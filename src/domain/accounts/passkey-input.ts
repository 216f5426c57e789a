import * as z from 'zod/mini';

/** A passkey's name: what the staff member calls the device or password manager holding it. */
export const PASSKEY_NAME_MAX = 60;

const passkeyName = z
  .string({ error: 'Please name the passkey' })
  .check(
    z.trim(),
    z.minLength(1, 'Please name the passkey'),
    z.maxLength(PASSKEY_NAME_MAX, `A passkey's name must be at most ${PASSKEY_NAME_MAX} characters`),
  );

export const passkeyRenameSchema = z.object({ name: passkeyName });

/** base64url as WebAuthn's JSON forms carry binary (a credential id is at most 1023 bytes). */
const base64url = (max: number) =>
  z.string({ error: 'Not a WebAuthn answer' }).check(z.maxLength(max, 'Not a WebAuthn answer'), z.regex(/^[A-Za-z0-9_-]+$/, 'Not a WebAuthn answer'));

const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;

/** The browser's RegistrationResponseJSON (navigator.credentials.create, via @simplewebauthn/browser). */
const registrationResponse = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key', 'Not a WebAuthn answer'),
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(20_000),
    transports: z.optional(z.array(z.enum(TRANSPORTS)).check(z.maxLength(TRANSPORTS.length))),
  }),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
  clientExtensionResults: z._default(z.record(z.string(), z.unknown()), {}),
});

/** The browser's AuthenticationResponseJSON (navigator.credentials.get). */
const authenticationResponse = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key', 'Not a WebAuthn answer'),
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(2000),
    userHandle: z.optional(base64url(200)),
  }),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
  clientExtensionResults: z._default(z.record(z.string(), z.unknown()), {}),
});

/** POST /api/user/passkeys: the authenticator's answer to the registration options, and a name for it. */
export const passkeyRegistrationSchema = z.object({ name: passkeyName, response: registrationResponse });

/** POST /api/login/passkey: the authenticator's answer to the sign-in options. */
export const passkeySigninSchema = z.object({ response: authenticationResponse });

export type PasskeyRegistrationInput = z.infer<typeof passkeyRegistrationSchema>;
export type PasskeySigninInput = z.infer<typeof passkeySigninSchema>;
