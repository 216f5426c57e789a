import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { DetailIcon } from '../../lib/detail-icons.tsx';
import { toast } from '../../lib/toast-store.ts';
import type { ContactWords, NewsletterLabels } from '../../domain/contact/contact-messages.ts';
import { wordsLoader } from '../../lib/lazy-words.ts';

export interface NewsletterFormProps {
  /** The mailing-list provider's form (site.mailingListForm). */
  action: string;
  u: string;
  listId: string;
  /** The form's labels in the page's language (issue 26, the `contact` namespace); SPEC's English without. */
  messages?: NewsletterLabels;
}

/** What the form says once used: the page language's `contact` catalogue, loaded when the form hydrates (issue 26). */
const contactWords = wordsLoader<ContactWords>((lang) => import(`../../i18n/catalogues/${lang}/contact.json`));

/**
 * 'Newsletter Signup' (SPEC 2, 5, 7, 8). Without JavaScript the form itself posts EMAIL, u, id to the
 * provider in a new tab. With it: an empty address gives 'Email Required'; otherwise a hidden form is
 * posted in a new tab, 'Redirecting...' shows and the field clears.
 */
export default function NewsletterForm({ action, u, listId, messages: m }: NewsletterFormProps) {
  const id = useId();
  // Until hydrated the browser's own validation guards the plain form.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
    contactWords().catch(() => {});
  }, []);

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem('EMAIL') as HTMLInputElement;
    const email = input.value.trim();
    if (!email) {
      input.focus();
      const w = await contactWords();
      toast({ title: w.emailRequiredTitle, description: w.emailRequiredText, variant: 'destructive' });
      return;
    }
    const hidden = document.createElement('form');
    hidden.method = 'post';
    hidden.action = action;
    hidden.target = '_blank';
    hidden.rel = 'noopener';
    hidden.hidden = true;
    for (const [name, value] of [
      ['EMAIL', email],
      ['u', u],
      ['id', listId],
    ] as const) {
      const field = document.createElement('input');
      field.type = 'hidden';
      field.name = name;
      field.value = value;
      hidden.append(field);
    }
    document.body.append(hidden);
    hidden.submit();
    hidden.remove();
    input.value = '';
    const w = await contactWords();
    toast({ title: w.redirectingTitle, description: w.redirectingText });
  }

  return (
    <form
      id="newsletter-form"
      method="post"
      action={action}
      target="_blank"
      rel="noopener"
      noValidate={ready}
      onSubmit={onSubmit}
      aria-labelledby="newsletter-heading"
      className="mt-4 space-y-3"
    >
      <div>
        <label htmlFor={`${id}-email`} className="field-label">
          {m?.newsletterEmail ?? 'Email address'}
        </label>
        <input
          id={`${id}-email`}
          name="EMAIL"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          aria-describedby="newsletter-help"
          className="field-input"
        />
      </div>
      <input type="hidden" name="u" value={u} />
      <input type="hidden" name="id" value={listId} />
      <button type="submit" className="btn btn-primary w-full">
        <DetailIcon name="mail" className="size-5" />
        {m?.subscribe ?? 'Subscribe'}
      </button>
    </form>
  );
}
