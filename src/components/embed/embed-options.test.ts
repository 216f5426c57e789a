import { describe, expect, it } from 'vitest';
import { EMBED_OPTIONS_SCRIPT } from './embed-options.ts';

/** Runs the widget's head script on a page at `href` whose <html lang> is `lang`: what it sets, and where it goes. */
function run(href: string, lang = 'en') {
  const url = new URL(href);
  const attributes: Record<string, string> = {};
  const replaced: string[] = [];
  const document = { documentElement: { lang, setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  const location = { search: url.search, hash: url.hash, replace: (to: string) => replaced.push(to) };
  new Function('document', 'location', EMBED_OPTIONS_SCRIPT)(document, location);
  return { attributes, replaced };
}

const PAGE = 'https://masjid.example.org/embed/prayer-times';

describe('the widget head script', () => {
  it('sets the theme and layout asked for, and nothing else', () => {
    expect(run(`${PAGE}?theme=dark&layout=horizontal`)).toEqual({
      attributes: { 'data-theme': 'dark', 'data-layout': 'horizontal' },
      replaced: [],
    });
    expect(run(`${PAGE}?theme=neon&layout=<b>`)).toEqual({ attributes: {}, replaced: [] });
  });

  it.each([
    ['?lang=ar', 'en', '/ar/embed/prayer-times'],
    ['?lang=tr&theme=dark#x', 'en', '/tr/embed/prayer-times?theme=dark#x'],
    ['?lang=TR-tr&layout=horizontal', 'en', '/tr/embed/prayer-times?layout=horizontal'],
    ['?lang=ar_EG', 'tr', '/ar/embed/prayer-times'],
    ['?lang=en', 'ar', '/embed/prayer-times'],
  ])('%s on the %s page goes to the language’s page, the rest of the query kept', (query, lang, to) => {
    expect(run(`${PAGE}${query}`, lang).replaced).toEqual([to]);
  });

  it.each([
    ['?lang=en', 'en'],
    ['?lang=ar', 'ar'],
    ['?lang=de', 'en'],
    ['?lang=constructor', 'en'],
    ['?lang=__proto__', 'en'],
    ['?lang=', 'en'],
    ['', 'tr'],
  ])('%s on the %s page stays', (query, lang) => {
    expect(run(`${PAGE}${query}`, lang).replaced).toEqual([]);
  });
});
