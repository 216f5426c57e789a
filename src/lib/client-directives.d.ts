import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate only where someone signed in (src/lib/signed-in-directive.ts). */
    'client:signedin'?: boolean;
  }
}
