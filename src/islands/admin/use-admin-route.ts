import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

const currentHash = () => window.location.hash;

/** The URL's hash, kept current through links, quick actions, the back and forward buttons. */
export function useLocationHash(): string {
  return useSyncExternalStore(subscribe, currentHash, () => '');
}

/**
 * Goes to `hash` as a link does (a history entry, so Back returns), or in place with `replace` (a form
 * that closed: Back should not open it again). Both fire `hashchange`.
 */
export function goToHash(hash: string, { replace = false }: { replace?: boolean } = {}): void {
  if (window.location.hash === hash) return;
  if (replace) window.location.replace(hash);
  else window.location.hash = hash;
}
