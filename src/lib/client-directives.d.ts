import 'astro';
import type { InteractionOptions } from './interaction-options.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate only where someone signed in (src/lib/signed-in-directive.ts). */
    'client:signedin'?: boolean;
    /** Hydrate on the first interaction, or when the static HTML is stale (src/lib/interaction-directive.ts). */
    'client:interaction'?: boolean | InteractionOptions;
  }
}
