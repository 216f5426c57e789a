import type { APIRoute } from 'astro';
import { site } from '../config/site';
import { getBuildContent } from '../server/content/build-content.ts';
import { PUBLIC_PAGES } from '../domain/site-pages.ts';
import { programPath } from '../domain/programs/program-calendar.ts';
import { programItems } from '../views/programs/build/programs.ts';
import { staffPages } from '../components/blocks/page-content.ts';
import { pagePath } from '../domain/page-blocks/page-slug.ts';
import { localizedPath, prefixedLanguages } from '../i18n';
import { isTranslated } from '../i18n/routes';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export const GET: APIRoute = async ({ site: configured }) => {
  const base = configured ?? new URL(site.url);
  // Next year's schedule, built beside this year's (pages/monthly-prayer-times/[year].astro).
  const content = await getBuildContent();
  const nextYear = `/monthly-prayer-times/${content.year + 1}`;
  // Every program's page (issue 24), listed or not, and the pages staff added, after the site's own.
  const programs = programItems(content).map((item) => programPath(item.slug));
  const added = staffPages(content).map((page) => pagePath(page.slug));
  const pages = [...PUBLIC_PAGES, nextYear, ...programs, ...added];
  // Each page built in the other languages too (src/pages/[lang]/, ADR 023), after the default language's.
  const translated = prefixedLanguages.flatMap((lang) =>
    pages.filter(isTranslated).map((path) => localizedPath(path, lang)),
  );
  const urls = [...pages, ...translated]
    .map((path) => `  <url><loc>${escapeXml(new URL(path, base).href)}</loc></url>`)
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
