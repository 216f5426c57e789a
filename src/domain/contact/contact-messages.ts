/**
 * The contact form's labels, in its static HTML (issue 26: the `contact` catalogue namespace): a prop in the
 * page's language; SPEC's English without.
 */
export interface ContactFormLabels {
  name: string;
  email: string;
  message: string;
  honeypot: string;
  send: string;
}

/** The newsletter form's labels. */
export interface NewsletterLabels {
  newsletterEmail: string;
  subscribe: string;
}

/**
 * The `contact` namespace as its catalogue holds it: the forms load it in the page's language when they are
 * first used (src/lib/lazy-words.ts), so the words shown only after a submit never travel in the page's HTML.
 */
export interface ContactWords extends ContactFormLabels, NewsletterLabels {
  sending: string;
  requiredTitle: string;
  requiredText: string;
  errorTitle: string;
  invalidEmail: string;
  sentTitle: string;
  sentText: string;
  sendFailed: string;
  emailRequiredTitle: string;
  emailRequiredText: string;
  redirectingTitle: string;
  redirectingText: string;
}
