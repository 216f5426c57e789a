import type { APIRoute } from 'astro';
import { site } from '../config/site';
import { getBuildContent } from '../server/content/build-content.ts';
import { PUBLIC_PAGES } from '../domain/site-pages.ts';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export const GET: APIRoute = async ({ site: configured }) => {
  const base = configured ?? new URL(site.url);
  // Next year's schedule, built beside this year's (pages/monthly-prayer-times/[year].astro).
  const nextYear = `/monthly-prayer-times/${(await getBuildContent()).year + 1}`;
  const urls = [...PUBLIC_PAGES, nextYear].map((path) => `  <url><loc>${escapeXml(new URL(path, base).href)}</loc></url>`).join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
