import type { APIRoute } from 'astro';
import { languageStaticPaths } from '../../i18n/index.ts';
import { eventsFeedFile } from '../../server/feeds/events-feed-file.ts';

/**
 * /tr/calendar.ics, /ar/calendar.ics: the events feed in each enabled language but the default (issue 26).
 * Subscribers use /calendar.ics?lang=tr, which both hosts answer with this file
 * (src/server/feeds/language-files.ts); this address works too.
 */
export const getStaticPaths = languageStaticPaths;

export const GET: APIRoute = ({ params }) => eventsFeedFile(params.lang!);
