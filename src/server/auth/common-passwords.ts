import { commonPasswordsFromKeys, decodeCompactList, type CommonPasswords } from '../../domain/accounts/password-screen.ts';
import { COMMON_PASSWORDS_LIST } from './common-passwords-list.ts';

let loaded: CommonPasswords | undefined;

/**
 * The 100,000 most common passwords (issue 25), decoded on first use — when a password is first set, not
 * when the server starts. Server-only: the list never reaches browser code.
 */
export function commonPasswords(): CommonPasswords {
  return (loaded ??= commonPasswordsFromKeys(decodeCompactList(COMMON_PASSWORDS_LIST)));
}
