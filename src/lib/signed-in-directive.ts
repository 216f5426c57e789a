import type { ClientDirective } from 'astro';
import { hasSignedInHint } from './signed-in-hint.ts';

/**
 * `client:signedin`: hydrates an island only in a browser where someone signed in (the hint cookie), so
 * the signed-in bar costs visitors no JavaScript at all. Elsewhere the island, which renders nothing on
 * the server, is taken out of the page rather than left waiting. Registered in astro.config.mjs.
 */
const signedIn: ClientDirective = (load, _options, el) => {
  if (!hasSignedInHint()) {
    el.remove();
    return;
  }
  void load().then((hydrate) => hydrate());
};

export default signedIn;
