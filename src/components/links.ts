/** Small helpers for contact links used by the static pages. */

/** A tel: URI from a display phone number, e.g. "(650) 555-0142" -> "tel:+16505550142" (NANP numbers get +1). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `tel:+${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}

/** A mailto: URI with an optional pre-filled subject and body (RFC 6068 percent-encoding). */
export function mailtoHref(email: string, subject?: string, body?: string): string {
  const params: string[] = [];
  if (subject) params.push(`subject=${encodeURIComponent(subject)}`);
  if (body) params.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${email}${params.length ? `?${params.join('&')}` : ''}`;
}

/** The masjid's one-line postal address. */
export function formatAddress(address: { street: string; city: string; region: string; postalCode: string }): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
}

/** A maps search link for an address (opens the visitor's default map provider via Google Maps URLs). */
export function mapsHref(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** A page's path without ".html", "/index" or a trailing slash: "/about.html" -> "/about", "/index.html" -> "/". */
export function normalizePath(pathname: string): string {
  let p = pathname.replace(/\.html$/, '').replace(/\/index$/, '/');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

/** A link of the header or footer menu: a label and one of the site's paths ('/#events' scrolls on /). */
export interface SiteMenuLink {
  label: string;
  path: string;
}

/**
 * The header's and footer's links as the site first had them: the menu's seed (DEFAULT_CONTENT.menu) and
 * what the header and footer show when no menu is published. Staff choose them in the admin's Pages tab.
 */
export const DEFAULT_HEADER_LINKS: readonly SiteMenuLink[] = [
  { label: 'Home', path: '/' },
  { label: 'Prayer Times', path: '/#prayer-times' },
  { label: 'Events', path: '/#events' },
  { label: 'About', path: '/about' },
  { label: 'Services', path: '/services' },
  { label: 'Saturday School', path: '/saturday-school' },
  { label: 'Contact', path: '/#contact' },
];

export const DEFAULT_FOOTER_LINKS: readonly { heading: string; links: readonly SiteMenuLink[] }[] = [
  {
    heading: 'Quick Links',
    links: [
      { label: 'Prayer Times', path: '/#prayer-times' },
      { label: 'Events', path: '/#events' },
      { label: 'Instagram', path: '/#instagram' },
      { label: 'Contact', path: '/#contact' },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { label: 'Islamic Services', path: '/services' },
      { label: 'Saturday School', path: '/saturday-school' },
      { label: 'Donation Portal', path: '/donate' },
      { label: 'About Masjid', path: '/about' },
    ],
  },
];
