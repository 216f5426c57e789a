/**
 * Classes for staff Markdown inside a block: paragraphs spaced as on today's pages (prose-page), links,
 * lists and headings styled, since Markdown's HTML carries no classes of its own.
 */
export const MARKDOWN_TEXT =
  'prose-page [&_a]:font-medium [&_a]:text-primary-700 [&_a]:underline [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1 [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-ink-900 [&_strong]:font-semibold';

/** The same on a dark band: paragraphs spaced, links light. */
export const MARKDOWN_TEXT_DARK = '[&_p+p]:mt-4 [&_a]:font-medium [&_a]:text-white [&_a]:underline [&_strong]:font-semibold';
