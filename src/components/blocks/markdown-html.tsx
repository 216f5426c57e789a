import { renderInlineMarkdown, renderMarkdown } from '../../domain/markdown/render-markdown.ts';

/**
 * Staff Markdown as HTML: the only place the blocks put HTML into the page, and only what
 * src/domain/markdown made of it (raw HTML off, links and images allow-listed).
 */
export function MarkdownHtml({ markdown, className, lang }: { markdown: string; className?: string; /** A translation's language (issue 26 item 4). */ lang?: string | undefined }) {
  return <div className={className} {...(lang ? { lang, dir: 'auto' } : {})} dangerouslySetInnerHTML={{ __html: renderMarkdown(markdown) }} />;
}

/** One line of Markdown (an item, a card's text) inside the element the caller chooses. */
export function InlineMarkdown({ markdown, as: Tag = 'span', className, lang }: { markdown: string; as?: 'span' | 'p'; className?: string; lang?: string | undefined }) {
  return <Tag className={className} {...(lang ? { lang, dir: 'auto' } : {})} dangerouslySetInnerHTML={{ __html: renderInlineMarkdown(markdown) }} />;
}
