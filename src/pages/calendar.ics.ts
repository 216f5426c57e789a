import type { APIRoute } from 'astro';
import { defaultLanguage } from '../i18n/index.ts';
import { eventsFeedFile } from '../server/feeds/events-feed-file.ts';

/**
 * /calendar.ics, the events feed (issue 16), as a static file of the build: every event change asks for
 * a rebuild (ADR 004), so the CDN serves it like any page. In the default language; /calendar.ics?lang=tr
 * is the Turkish copy ([lang]/calendar.ics.ts), picked by each host (src/server/feeds/language-files.ts).
 */
export const GET: APIRoute = () => eventsFeedFile(defaultLanguage);
