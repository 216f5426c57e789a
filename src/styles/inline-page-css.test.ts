import { describe, expect, it } from 'vitest';
import { inlineHashes, inlineStylesheets, sha256Source, withHashes } from './inline-page-css.ts';

const CSS = '@layer base{p{margin:0}}@layer utilities{.a{color:red}.b{color:blue}.c{color:green}}';
const readCss = async (href: string) => {
  if (href !== '/_astro/site.css') throw new Error(`unexpected ${href}`);
  return CSS;
};

const page = (body: string, head = '') =>
  '<!DOCTYPE html><html><head><meta charset="utf-8">' +
  `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-old1=' 'sha256-old2='; style-src 'self' 'sha256-old3=';">` +
  `${head}<link rel="stylesheet" href="/_astro/site.css"></head><body>${body}</body></html>`;

describe('inlineStylesheets', () => {
  it("puts the page's own CSS in <head> and, with islands, the stylesheet at the end of <body>", async () => {
    const out = await inlineStylesheets(page('<p class="a">x</p><astro-island></astro-island><script type="module">go()</script>'), readCss);
    expect(out).toContain('<style>@layer base{p{margin:0}}@layer utilities{.a{color:red}}</style></head>');
    expect(out.slice(0, out.indexOf('</head>'))).not.toContain('<link rel="stylesheet"');
    expect(out).toMatch(/<script type="module">go\(\)<\/script><link rel="stylesheet" href="\/_astro\/site.css"><\/body>/);
  });

  it('without islands, inlines print rules too and drops the stylesheet', async () => {
    const css = '@layer utilities{.a{color:red}}@media print{.a{color:black}}';
    const out = await inlineStylesheets(page('<p class="a">x</p>'), async () => css);
    expect(out).toContain(`<style>${css}</style>`);
    expect(out).not.toContain('<link rel="stylesheet"');
  });

  it("narrows the CSP's hashes to the page's inline scripts and styles", async () => {
    const out = await inlineStylesheets(
      page('<p class="a">x</p><script>run()</script><script type="application/ld+json">{}</script>', '<noscript><style>p{}</style></noscript>'),
      readCss,
    );
    const policy = /content-security-policy" content="([^"]*)"/.exec(out)![1]!;
    expect(policy).toContain(`script-src 'self' ${sha256Source('run()')};`);
    expect(policy).not.toContain('old');
    expect(policy).toContain(`style-src 'self' ${sha256Source('p{}')} ${sha256Source('@layer base{p{margin:0}}@layer utilities{.a{color:red}}')};`);
    expect(policy).toContain("default-src 'self'");
  });

  it('covers only the markup above data-below-fold', async () => {
    const out = await inlineStylesheets(
      page('<p class="a">x</p><section data-below-fold class="b"><astro-island><p class="c"></p></astro-island></section>'),
      readCss,
    );
    expect(out).toContain('.a{color:red}');
    expect(out).not.toContain('.b{');
    expect(out).not.toContain('.c{');
    expect(out).toContain('<link rel="stylesheet" href="/_astro/site.css"></body>');
  });

  it('leaves pages kept out of search as built', async () => {
    const html = page('<p class="a">x</p>', '<meta name="robots" content="noindex, nofollow">');
    expect(await inlineStylesheets(html, readCss)).toBe(html);
  });
});

describe('CSP helpers', () => {
  it('hashes inline scripts and styles, not external scripts or data blocks', () => {
    const hashes = inlineHashes('<script src="/x.js"></script><script>a()</script><script type="application/ld+json">{}</script><style>b{}</style>');
    expect(hashes).toEqual({ scripts: [sha256Source('a()')], styles: [sha256Source('b{}')] });
  });

  it('replaces only the hash sources of script-src and style-src', () => {
    expect(withHashes("img-src 'self' data:;script-src 'self' https://x.example 'sha256-a=';style-src 'self'", { scripts: ["'sha256-b='"], styles: [] })).toBe(
      "img-src 'self' data:; script-src 'self' https://x.example 'sha256-b='; style-src 'self'",
    );
  });
});
