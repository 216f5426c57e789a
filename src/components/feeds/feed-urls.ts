/**
 * The addresses a visitor subscribes with: the https:// URL (Google Calendar and Outlook take it pasted)
 * and the same as webcal://, which phones and Apple Calendar open as "subscribe" rather than "download".
 */
export function feedUrls(origin: string, path: string, search = ''): { https: string; webcal: string } {
  const url = new URL(path, origin);
  url.search = search;
  return { https: url.href, webcal: url.href.replace(/^https?:/, 'webcal:') };
}

/**
 * The prayer feed's query for a choice made on the page: nothing for every prayer without adhans, so the
 * plain address stays the one most people share; `lang` on a page in another language than the default
 * (issue 26: the Turkish page subscribes to the Turkish feed).
 */
export function prayerFeedSearch(chosen: readonly string[], all: readonly string[], adhan: boolean, lang = ''): string {
  const params: string[] = [];
  if (chosen.length < all.length) params.push(`prayers=${all.filter((p) => chosen.includes(p)).join(',')}`);
  if (adhan) params.push('adhan=1');
  if (lang) params.push(`lang=${lang}`);
  return params.length ? `?${params.join('&')}` : '';
}
