import { commonPasswordsFromKeys, decodeCompactList, type CommonPasswords } from '../../domain/accounts/password-screen.ts';

let loaded: Promise<CommonPasswords> | undefined;

/**
 * The 100,000 most common passwords (issue 25), loaded and decoded on first use — when a password is first
 * set, not when the server starts (about 280 KB of module, 400 KB decoded). Server-only: the list never
 * reaches browser code.
 */
export function commonPasswords(): Promise<CommonPasswords> {
  return (loaded ??= import('./common-passwords-list.ts').then(({ COMMON_PASSWORDS_LIST }) =>
    commonPasswordsFromKeys(decodeCompactList(COMMON_PASSWORDS_LIST)),
  ));
}
