import { browserSupportsWebAuthnAutofill, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { api } from './api-client.ts';
import { jsonOrThrow } from './api-response.ts';
import type { SignedInUser } from './session-store.ts';

/**
 * The browser's side of passkeys (issue 25): ask the API for options, let the browser and the
 * authenticator answer, send the answer back. Imported only with `import()` from the sign-in form and the
 * admin's Security tab, so @simplewebauthn/browser is a chunk of its own that no public page loads.
 */

/** The person closed the browser's passkey dialog or it timed out: not an error worth a red toast. */
export function wasCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

/**
 * The browser refuses passkeys at this address: an IP address such as 127.0.0.1 or a LAN install's
 * 192.168.x.y (@simplewebauthn's ERROR_INVALID_DOMAIN), or an RP ID that is not this host's. Nothing the
 * person did: the autofill request, which starts by itself, stays quiet about it.
 */
export function unavailableHere(error: unknown): boolean {
  return error instanceof Error && error.name === 'SecurityError';
}

/** Whether the browser offers passkeys in the username field's autofill (WebAuthn conditional UI). */
export const autofillSupported = (): Promise<boolean> => browserSupportsWebAuthnAutofill();

/**
 * Signs in with any passkey of this site the authenticator holds (no username asked). With `autofill`
 * the request waits quietly for the person to pick a passkey in the username field's suggestions
 * (autocomplete="username webauthn"); pressing the passkey button aborts it and asks at once. A `signal`
 * aborted while the options are on their way ends the request before the browser's ceremony starts: a
 * new ceremony cancels the one under way, which may be the button's.
 */
export async function signInWithPasskey(
  options: { autofill?: boolean; signal?: AbortSignal } = {},
): Promise<SignedInUser> {
  const optionsJSON = await jsonOrThrow<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
    await api.api.login.passkey.options.$post(),
  );
  options.signal?.throwIfAborted();
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: options.autofill ?? false });
  return jsonOrThrow<SignedInUser>(await api.api.login.passkey.$post({ json: { response } as never }));
}

export interface PasskeyListed {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** Creates a passkey on this device (or a phone, or a security key) and stores it under `name`. */
export async function registerPasskey(name: string): Promise<PasskeyListed> {
  const optionsJSON = await jsonOrThrow<Parameters<typeof startRegistration>[0]['optionsJSON']>(
    await api.api.user.passkeys.options.$post(),
  );
  const response = await startRegistration({ optionsJSON });
  return jsonOrThrow<PasskeyListed>(await api.api.user.passkeys.$post({ json: { name, response } as never }));
}
