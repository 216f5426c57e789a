import MarkdownIt from 'markdown-it';

/**
 * Staff's Markdown as safe HTML (issue 24, item 7): raw HTML is text, links go only to `https:`, `mailto:`,
 * `tel:` and the site's own paths, images only to the site's uploads. Everything else a Markdown link may
 * point to (`javascript:`, `data:`, `http:`, another host's image) is dropped to its text. Rendered at build
 * time for the static pages and by the API for the admin's preview: the same function, the same HTML.
 */
const md = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: false });

/** Where a link may go. A site path is `/…` but not `//host` (protocol-relative) nor `/\host`. */
export function isSafeLinkTarget(url: string): boolean {
  const target = url.trim();
  if (/^\/(?![/\\])/.test(target)) return true;
  if (target.startsWith('#')) return true;
  return /^(https:\/\/[^\s/\\]+|mailto:[^\s]+|tel:\+?[\d\s().-]+$)/i.test(target);
}

/** Where an image may come from: the site's own uploads (GET /api/uploads/…). */
export function isSafeImageSource(url: string): boolean {
  return /^\/api\/uploads\/[\w./-]+$/.test(url.trim()) && !url.includes('..');
}

md.validateLink = (url: string) => isSafeLinkTarget(url) || isSafeImageSource(url);

// An image that is not an upload renders as its alt text; a link to another site opens as usual but says so.
md.renderer.rules.image = (tokens, index, options, _env, self) => {
  const token = tokens[index]!;
  const src = String(token.attrGet('src') ?? '');
  if (!isSafeImageSource(src)) return md.utils.escapeHtml(token.content);
  token.attrSet('alt', self.renderInlineAsText(token.children ?? [], options, _env));
  token.attrSet('loading', 'lazy');
  return self.renderToken(tokens, index, options);
};

const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
md.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const href = String(tokens[index]!.attrGet('href') ?? '');
  if (/^https:/i.test(href)) tokens[index]!.attrSet('rel', 'noopener noreferrer');
  return defaultLinkOpen(tokens, index, options, env, self);
};

/** The HTML of a Markdown text, safe to put into a page as it is. */
export function renderMarkdown(markdown: string): string {
  return md.render(markdown);
}

/** A one-line Markdown text (a summary, a list item) as inline HTML, without a wrapping paragraph. */
export function renderInlineMarkdown(markdown: string): string {
  return md.renderInline(markdown);
}
