/**
 * Classes for staff Markdown inside a block: paragraphs spaced as on today's pages (prose-page), links
 * underlined and lists marked, since Markdown's HTML carries no classes of its own. Kept short: every
 * text block of a page repeats them.
 */
export const MARKDOWN_TEXT = 'prose-page [&_a]:underline [&_ul]:list-disc [&_ol]:list-decimal [&_li]:ms-6';

/** The same on a dark band. */
export const MARKDOWN_TEXT_DARK = '[&_p+p]:mt-4 [&_a]:underline [&_li]:ms-6';
