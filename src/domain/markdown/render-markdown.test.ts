import { describe, expect, it } from 'vitest';
import { XSS_CORPUS } from '../../../tests/support/xss-corpus.ts';
import { isSafeImageSource, isSafeLinkTarget, renderInlineMarkdown, renderMarkdown } from './render-markdown.ts';

const ALLOWED_TAGS = new Set([
  'p', 'em', 'strong', 'a', 'img', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'code',
  'pre', 'hr', 'br', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 's',
]);
const ALLOWED_ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'rel', 'loading', 'start', 'style']);

/** Every tag of `html` with its attributes; fails the test on anything a script could ride on. */
function tagsOf(html: string): { name: string; attributes: Record<string, string> }[] {
  return [...html.matchAll(/<([a-z0-9]+)((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/gi)].map((match) => ({
    name: match[1]!.toLowerCase(),
    attributes: Object.fromEntries([...match[2]!.matchAll(/([a-z-]+)="([^"]*)"/gi)].map((a) => [a[1]!.toLowerCase(), a[2]!])),
  }));
}

function expectSafe(html: string): void {
  // Any `<` that does not open one of the tags read below was escaped: a tag the regex missed is a failure.
  const opened = (html.match(/<(?!\/)/g) ?? []).length;
  const tags = tagsOf(html);
  expect(tags.length, html).toBe(opened);
  for (const { name, attributes } of tags) {
    expect(ALLOWED_TAGS.has(name), `${name} in ${html}`).toBe(true);
    for (const [attribute, value] of Object.entries(attributes)) {
      expect(ALLOWED_ATTRIBUTES.has(attribute), `${attribute} in ${html}`).toBe(true);
      if (attribute === 'href') expect(isSafeLinkTarget(value.replace(/&amp;/g, '&')), value).toBe(true);
      if (attribute === 'src') expect(isSafeImageSource(value), value).toBe(true);
      if (attribute === 'style') expect(value, html).toMatch(/^text-align:(left|right|center)$/);
    }
  }
}

describe('renderMarkdown', () => {
  it.each([
    ['a paragraph with emphasis', 'Classes *every* **Sunday**', '<p>Classes <em>every</em> <strong>Sunday</strong></p>\n'],
    ['a heading and a list', '## Fees\n\n- $40 a month\n- Siblings $30', '<h2>Fees</h2>\n<ul>\n<li>$40 a month</li>\n<li>Siblings $30</li>\n</ul>\n'],
    ['an https link', '[Give](https://example.org/give)', '<p><a href="https://example.org/give" rel="noopener noreferrer">Give</a></p>\n'],
    ['a mailto link', '[Write](mailto:school@example.org?subject=Fall)', '<p><a href="mailto:school@example.org?subject=Fall">Write</a></p>\n'],
    ['a tel link', '[Call](tel:+1-650-555-0100)', '<p><a href="tel:+1-650-555-0100">Call</a></p>\n'],
    ['a site path', '[Prayer times](/monthly-prayer-times)', '<p><a href="/monthly-prayer-times">Prayer times</a></p>\n'],
    ['an uploaded image', '![Flyer for the fall term](/api/uploads/flyer.png)', '<p><img src="/api/uploads/flyer.png" alt="Flyer for the fall term" loading="lazy"></p>\n'],
    ['raw HTML, as text', '<b>bold</b>', '<p>&lt;b&gt;bold&lt;/b&gt;</p>\n'],
  ])('%s', (_name, markdown, html) => {
    expect(renderMarkdown(markdown)).toBe(html);
  });

  it.each([
    ['javascript:', '[x](javascript:alert(1))'],
    ['JavaScript: with spaces and case', '[x](  JaVaScRiPt:alert(1))'],
    ['data:', '[x](data:text/html;base64,PHNjcmlwdD4=)'],
    ['vbscript:', '[x](vbscript:msgbox)'],
    ['plain http', '[x](http://example.org)'],
    ['a protocol-relative host', '[x](//evil.example/x)'],
    ['an autolink to javascript', '<javascript:alert(1)>'],
  ])('drops a link to %s, keeping its text', (_name, markdown) => {
    const html = renderMarkdown(markdown);
    expect(html).not.toContain('<a');
    expectSafe(html);
  });

  it('keeps a backslash path on the site (percent-encoded, never read as another host)', () => {
    expect(renderMarkdown('[x](/\\evil.example/x)')).toBe('<p><a href="/%5Cevil.example/x">x</a></p>\n');
  });

  it.each([
    ['another host', '![Flyer](https://evil.example/x.png)'],
    ['a site path outside the uploads', '![Flyer](/admin)'],
    ['a path that climbs out of the uploads', '![Flyer](/api/uploads/../auth/me)'],
    ['a data URL', '![Flyer](data:image/png;base64,AAAA)'],
  ])('shows an image from %s as its alt text', (_name, markdown) => {
    const html = renderMarkdown(markdown);
    expect(html).not.toContain('<img');
    expect(html).toContain('Flyer');
  });

  it.each(XSS_CORPUS.map((payload, i) => [i, payload] as const))('corpus entry %i stays text in every Markdown construct', (_i, payload) => {
    const shapes = [
      payload,
      `# ${payload}`,
      `- ${payload}`,
      `> ${payload}`,
      `[${payload}](https://example.org)`,
      `[x](${payload})`,
      `![${payload}](/api/uploads/a.png)`,
      `![x](${payload})`,
      `\`${payload}\``,
      `| a |\n| - |\n| ${payload} |`,
    ];
    for (const markdown of shapes) {
      expectSafe(renderMarkdown(markdown));
      expectSafe(renderInlineMarkdown(markdown));
      expect(renderMarkdown(markdown)).not.toMatch(/<script|href="javascript:/i);
    }
  });
});

describe('renderInlineMarkdown', () => {
  it('renders one line without a paragraph', () => {
    expect(renderInlineMarkdown('Ages *7–14*, [register](mailto:a@b.org)')).toBe('Ages <em>7–14</em>, <a href="mailto:a@b.org">register</a>');
  });
});
