import { describe, expect, it } from 'vitest';
import { sha256Source } from './inline-page-css.ts';
import { movableScript, moveInlineScripts, YIELD } from './page-scripts.ts';

const CSP = `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-old='; style-src 'self';">`;
const page = (body: string, head = '') => `<!DOCTYPE html><html><head>${CSP}${head}</head><body>${body}</body></html>`;
const RUNTIME = '(()=>{var a=1;customElements.define("astro-island",class extends HTMLElement{})})();';
const DIRECTIVE = '(()=>{(self.Astro||(self.Astro={})).idle=()=>{};window.dispatchEvent(new Event("astro:idle"))})();';

describe('movableScript', () => {
  it.each([
    ['module without imports: wrapped in its own function scope', ' type="module"', 'var e=1;go(e)', '(async()=>{var e=1;go(e)\n})();'],
    ['module with a dynamic import only', ' type="module"', 'import("./x.js").then(f)', '(async()=>{import("./x.js").then(f)\n})();'],
    ['module with a static import: a module of its own', ' type="module"', 'import{a}from"./a.js";a()', null],
    ['module with an export', ' type="module"', 'export const a=1', null],
    ["Astro's runtime (one arrow function, called)", '', RUNTIME, RUNTIME],
    ['a classic script that may define globals', '', 'var config={a:1};', null],
    ['JSON-LD', ' type="application/ld+json"', '{"@type":"Mosque"}', null],
    ['an external script', ' type="module" src="/x.js"', '', null],
  ])('%s', (_label, attributes, code, expected) => {
    expect(movableScript(attributes, code)).toBe(expected);
  });
});

describe('moveInlineScripts', () => {
  const islandPage = page(
    `<header><script type="module">menu()</script></header><script>${RUNTIME}</script><script>${DIRECTIVE}</script>` +
      '<astro-island client="idle"></astro-island><script type="module">track()</script>',
    '<script type="application/ld+json">{"@type":"Mosque"}</script><script>var keep=1;</script>',
  );

  it('puts the movable scripts, in order, into one file referenced where the first one was', () => {
    const moved = moveInlineScripts(islandPage)!;
    expect(moved.file.content).toBe(
      [`(async()=>{menu()\n})();`, RUNTIME, DIRECTIVE, `(async()=>{track()\n})();`].join(`\n${YIELD}\n`) + '\n',
    );
    expect(moved.file.path).toMatch(/^\/_astro\/page-scripts\.[\w-]{10}\.js$/);
    expect(moved.html).toContain(`<header><script type="module" src="${moved.file.path}"></script></header>`);
    expect(moved.html.match(/<script\b/g)).toHaveLength(3);
    expect(moved.html).toContain('<script type="application/ld+json">{"@type":"Mosque"}</script>');
    expect(moved.html).toContain('<script>var keep=1;</script>');
  });

  it('names the file by its content, so pages with the same scripts share it', () => {
    const again = moveInlineScripts(islandPage.replace('<body>', '<body><p>other text</p>'))!;
    expect(again.file.path).toBe(moveInlineScripts(islandPage)!.file.path);
    const other = moveInlineScripts(islandPage.replace('track()', 'track(1)'))!;
    expect(other.file.path).not.toBe(again.file.path);
  });

  it("narrows the CSP to the scripts that stay inline", () => {
    const policy = /content-security-policy" content="([^"]*)"/.exec(moveInlineScripts(islandPage)!.html)![1]!;
    expect(policy).toContain(`script-src 'self' ${sha256Source('var keep=1;')};`);
    expect(policy).not.toContain('old');
  });

  it('leaves pages without islands, pages kept out of search and pages with nothing to move as they are', () => {
    expect(moveInlineScripts(page('<script type="module">menu()</script>'))).toBeNull();
    expect(moveInlineScripts(islandPage.replace('<head>', '<head><meta name="robots" content="noindex, nofollow">'))).toBeNull();
    expect(moveInlineScripts(page('<astro-island></astro-island><script type="module">import{a}from"./a.js"</script>'))).toBeNull();
  });

  it('keeps a replacement string in a script as it is', () => {
    const moved = moveInlineScripts(page(`<astro-island></astro-island><script type="module">x="$&$'"</script>`))!;
    expect(moved.file.content).toContain(`x="$&$'"`);
  });
});
