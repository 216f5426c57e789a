/**
 * The readable cookie the API sets beside the HttpOnly session (never a credential): it only says that
 * someone signed in on this browser, so pages for visitors ask the API nothing and load nothing for it.
 * No imports: the client:signedin directive (signed-in-directive.ts) is inlined into the page.
 */
export const SIGNED_IN_HINT = 'signed_in';

export function hasSignedInHint(): boolean {
  return typeof document !== 'undefined' && document.cookie.split('; ').some((c) => c.startsWith(`${SIGNED_IN_HINT}=`));
}
