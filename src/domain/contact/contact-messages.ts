/** The contact form's words in the page's language (issue 26: the `contact` catalogue namespace); SPEC's English without. */
export interface ContactFormMessages {
  name: string;
  email: string;
  message: string;
  honeypot: string;
  send: string;
  sending: string;
  requiredTitle: string;
  requiredText: string;
  errorTitle: string;
  invalidEmail: string;
  sentTitle: string;
  sentText: string;
  sendFailed: string;
}

/** The newsletter form's words. */
export interface NewsletterMessages {
  newsletterEmail: string;
  subscribe: string;
  emailRequiredTitle: string;
  emailRequiredText: string;
  redirectingTitle: string;
  redirectingText: string;
}
