import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { CONTACT_LIMITS, contactSchema } from '../../domain/contact/contact-input.ts';
import type { ContactFormLabels, ContactWords } from '../../domain/contact/contact-messages.ts';
import { blankFields, checkInput } from '../../domain/forms/check-input.ts';
import { serverMessage } from '../../lib/server-message.ts';
import { DetailIcon } from '../../lib/detail-icons.tsx';
import { toast } from '../../lib/toast-store.ts';
import { pageLanguage, wordsLoader } from '../../lib/lazy-words.ts';
import { sendContactMessage } from './api/send-contact-message.ts';

/**
 * 'Send us a Message' (SPEC 2, 5, 8). The fields are uncontrolled so nothing typed before hydration is
 * lost. The route's rules (contactSchema) are checked first: a blank field gives the 'Required Fields'
 * toast, another refusal 'Error' with the rule's message, and nothing is sent. On success 'Message Sent'
 * and the fields clear; on failure 'Error' with the server's message.
 *
 * Its labels are in the static HTML (a prop in the page's language, SPEC's English without); what it says
 * once used (refusals, 'Sending...', thanks) is the page language's `contact` catalogue, loaded when the
 * form hydrates (issue 26: never carried in the page).
 */
const contactWords = wordsLoader<ContactWords>((lang) => import(`../../i18n/catalogues/${lang}/contact.json`));

export default function ContactForm({ messages: m }: { messages?: ContactFormLabels }) {
  const id = useId();
  const [pending, setPending] = useState(false);
  const [ready, setReady] = useState(false);
  const [words, setWords] = useState<ContactWords | null>(null);
  useEffect(() => {
    setReady(true);
    contactWords().then(setWords, () => {});
  }, []);

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const field = (name: string) => String(data.get(name) ?? '').trim();
    const input = { name: field('name'), email: field('email'), message: field('message'), website: field('website') };
    const checked = checkInput(contactSchema, input);
    if (!checked.ok) {
      const blank = blankFields(checked.fields, input);
      const first = blank[0] ?? Object.keys(checked.fields)[0]!;
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      const w = await contactWords();
      toast(
        blank.length > 0
          ? { title: w.requiredTitle, description: w.requiredText, variant: 'destructive' }
          : {
              title: w.errorTitle,
              // The form's own limits (maxLength) leave a bad address the one refusal a visitor meets.
              description: first === 'email' ? w.invalidEmail : checked.message,
              variant: 'destructive',
            },
      );
      return;
    }
    setPending(true);
    try {
      const [, w] = await Promise.all([sendContactMessage(input), contactWords()]);
      toast({ title: w.sentTitle, description: w.sentText });
      form.reset();
    } catch (error) {
      const w = await contactWords();
      // The server answers in English: on another language's page, the page's own words.
      toast({ title: w.errorTitle, description: pageLanguage() === 'en' ? serverMessage(error, w.sendFailed) : w.sendFailed, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      id="contact-form"
      method="post"
      noValidate={ready}
      onSubmit={onSubmit}
      aria-labelledby="contact-form-heading"
      className="mt-5 space-y-5"
      data-ready={ready ? 'true' : undefined}
    >
      <ContactFields id={id} m={m} />
      {/* Disabled without JavaScript (nothing could send it); client:interaction enables it at once. */}
      <button type="submit" disabled={!ready || pending} data-needs-script className="btn btn-primary w-full sm:w-auto">
        <DetailIcon name="send" className="size-5" />
        {pending && words ? words.sending : (m?.send ?? 'Send Message')}
      </button>
    </form>
  );
}

/** Name, email and message, and the empty field only bots fill in. */
function ContactFields({ id, m }: { id: string; m: ContactFormLabels | undefined }) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="field-label">
            {m?.name ?? 'Name'}
          </label>
          <input
            id={`${id}-name`}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.name}
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="field-label">
            {m?.email ?? 'Email'}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={CONTACT_LIMITS.email}
            className="field-input"
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="field-label">
          {m?.message ?? 'Message'}
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={4}
          required
          maxLength={CONTACT_LIMITS.message}
          className="field-input"
        />
      </div>
      <div className="hidden" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{m?.honeypot ?? 'Leave this field empty'}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
    </>
  );
}
