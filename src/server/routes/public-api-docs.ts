import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { DOCS_STYLE, renderDocsPage } from '../public-api/docs-page.ts';
import { openApiDocument } from '../public-api/openapi-document.ts';
import { PUBLIC_ADDRESSES } from '../public-api/operations.ts';

const DOC_MAX_AGE_SECONDS = 3600;

let page: Promise<{ html: string; csp: string }> | undefined;

/** The reference page, rendered once, and a CSP that allows its one stylesheet by hash and nothing else. */
function docsPage(): Promise<{ html: string; csp: string }> {
  page ??= (async () => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(DOCS_STYLE));
    const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
    return {
      html: renderDocsPage(openApiDocument(), PUBLIC_ADDRESSES),
      csp: `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    };
  })();
  return page;
}

/** GET /openapi.json (the public API as OpenAPI 3.1) and GET /docs (its readable reference). Public. */
export const publicApiDocRoutes = new Hono<AppEnv>()
  .get('/openapi.json', (c) =>
    c.json(openApiDocument(), 200, { 'Cache-Control': `public, max-age=${DOC_MAX_AGE_SECONDS}` }),
  )
  .get('/docs', async (c) => {
    const { html, csp } = await docsPage();
    return c.html(html, 200, {
      'Content-Security-Policy': csp,
      'Cache-Control': `public, max-age=${DOC_MAX_AGE_SECONDS}`,
    });
  });
