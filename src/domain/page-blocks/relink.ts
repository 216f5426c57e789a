/**
 * Staff's links to the site's own pages as a page in another language shows them (issue 26 item 2: a
 * Turkish reader who follows a card's link lands on the Turkish page): every `href` of a document (a card's
 * links, a button) and every Markdown link target (`[text](/donate)`) inside its texts, through `link`
 * (the build's `linkIn`: the translated page where one is built, the link as typed elsewhere). The shape
 * is kept; nothing else changes.
 */
export function relinked<T>(value: T, link: (href: string) => string): T {
  if (typeof value === 'string') return relinkMarkdown(value, link) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => relinked(item, link)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, key === 'href' && typeof item === 'string' ? link(item) : relinked(item, link)]),
    ) as T;
  }
  return value;
}

/** A Markdown link's target to one of the site's paths: `](/path`, up to a space, `)` or a quote. */
const SITE_LINK = /\]\(\s*(\/(?!\/)[^\s)"']*)/g;

function relinkMarkdown(text: string, link: (href: string) => string): string {
  if (!text.includes('](')) return text;
  return text.replace(SITE_LINK, (whole, href: string) => whole.replace(href, link(href)));
}
