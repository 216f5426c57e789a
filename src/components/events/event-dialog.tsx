import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { eventDateDisplay, fillMessage } from '../../domain/dates/event-dates.ts';
import {
  categoryLabel,
  eventMessagesFrom,
  registrationNotice,
  type EventLinks,
  type EventMessages,
  type EventWords,
  type PublicEventItem,
} from '../../domain/events/types.ts';
import { pageLanguage, wordsLoader } from '../../lib/lazy-words.ts';
import { Icon } from '../../lib/icons.tsx';
import { DetailIcon } from '../../lib/detail-icons.tsx';
import { takesSignUps } from '../../views/sign-ups/sign-up-view.ts';

/** The sign-up form's code loads when the dialog shows an event that takes sign-ups (issue 27), never with the page. */
const SignUpForm = lazy(() => import('../sign-ups/sign-up-form.tsx'));

/**
 * The event as a one-event .ics file (GET /api/events/{id}/calendar.ics): calendar apps open it to add the
 * event; on a page in another language, in that language (?lang=, issue 26 item 4).
 */
function eventCalendarFileUrl(id: number, lang?: string): string {
  return `/api/events/${id}/calendar.ics${lang ? `?lang=${lang}` : ''}`;
}

/** The dialog's words: the page language's `events` catalogue and its locale, loaded with this code (issue 26). */
const eventWords = wordsLoader<{ words: EventWords; locale: string }>((lang) =>
  Promise.all([
    import(`../../i18n/catalogues/${lang}/events.json`) as Promise<{ default: EventWords }>,
    import(`../../i18n/catalogues/${lang}/language.json`) as Promise<{ default: { locale: string } }>,
  ]).then(([events, language]) => ({ default: { words: events.default, locale: language.default.locale } })),
);

/**
 * The words given (the calendar's, which its lists show too) or, once an event is to be shown, the loaded
 * ones; a failed load is tried again with the next event opened.
 */
function useEventMessages(given: EventMessages | undefined, wanted: boolean, staffLang: string | undefined): EventMessages | undefined {
  const [loaded, setLoaded] = useState<EventMessages>();
  useEffect(() => {
    if (given || loaded || !wanted) return;
    let live = true;
    eventWords().then(
      ({ words, locale }) => live && setLoaded(eventMessagesFrom(words, locale, staffLang ?? pageLanguage())),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [given, loaded, wanted, staffLang]);
  return given ?? loaded;
}

interface EventDialogProps {
  /** The event shown; null keeps the dialog closed. */
  event: PublicEventItem | null;
  onClose: () => void;
  links: EventLinks;
}

/**
 * The event detail dialog (SPEC 2), shared by the events carousel and the calendar: a modal <dialog>
 * (focus moves in, stays in, Escape closes, focus returns to what opened it), with title, large image,
 * date and time, location, category badge, description, 'Event ends: …', the registration notice, 'Add to
 * calendar' for a dated event (issue 16) and the Join Mailing List / Join WhatsApp buttons. Text is
 * rendered as text, never as HTML.
 */
export default function EventDialog({ event, onClose, links }: EventDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // The page language's words, given or loaded (issue 26); staff's text keeps its own language.
  const m = useEventMessages(links.messages, event !== null, links.staffLang);
  // Opened once its words are there: it never shows an event half in another language.
  const shown = m ? event : null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (event && m && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      document.documentElement.classList.add('overflow-hidden');
    } else if (!event && dialog.open) {
      dialog.close();
    }
  }, [event, m]);

  const handleClose = () => {
    document.documentElement.classList.remove('overflow-hidden');
    opener.current?.focus();
    opener.current = null;
    onClose();
  };

  const display = shown && m ? eventDateDisplay(shown, links.timeZone, m) : null;
  const signUps = takesSignUps(event?.signUpState);
  const notice = event && !signUps ? registrationNotice(event, m) : null;
  // Staff's text in the language it came in (issue 26 item 4: chosen by the build or GET /api/events?lang=).
  const staff = (field: 'title' | 'description' | 'location') => {
    const lang = event?.lang?.[field] ?? m?.staffLang;
    return lang ? { lang, dir: 'auto' as const } : {};
  };
  const image = event?.imageUrl?.trim();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={handleClose}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> itself; its content fills the box.
        if (e.target === e.currentTarget) e.currentTarget.close();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-ink-800 shadow-2xl backdrop:bg-ink-900/70"
      data-event-dialog
    >
      {event && display && m && (
        <div className="relative">
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="absolute end-3 top-3 z-10 inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-ink-800 shadow-md hover:bg-ink-100"
          >
            <DetailIcon name="close" className="size-5" />
            <span className="sr-only">{m.close}</span>
          </button>
          {image && (
            <img
              src={image}
              alt={fillMessage(m.flyerAlt, { title: event.title })}
              width={800}
              height={1000}
              decoding="async"
              className="max-h-[60vh] w-full rounded-t-2xl bg-ink-100 object-contain"
            />
          )}
          <div className="space-y-4 p-6 sm:p-8">
            <span className="badge">{categoryLabel(event.category, m)}</span>
            <h2 id={titleId} className="pe-10 text-2xl font-bold text-ink-900 sm:text-3xl" {...staff('title')}>
              {event.title}
            </h2>
            <ul className="space-y-2 text-ink-700">
              <li className="flex items-center gap-2.5">
                <Icon name="calendar" className="size-5 text-primary-700" />
                <span>{display.date}</span>
              </li>
              {display.time && (
                <li className="flex items-center gap-2.5">
                  <DetailIcon name="clock" className="size-5 text-primary-700" />
                  <span>{display.time}</span>
                </li>
              )}
              {event.location?.trim() && (
                <li className="flex items-center gap-2.5">
                  <DetailIcon name="map-pin" className="size-5 text-primary-700" />
                  <span {...staff('location')}>{event.location}</span>
                </li>
              )}
            </ul>
            {event.description && (
              <p className="leading-relaxed whitespace-pre-line text-ink-800" {...staff('description')}>
                {event.description}
              </p>
            )}
            {display.endsText && <p className="font-medium text-ink-800">{display.endsText}</p>}
            {notice && (
              <p className="flex items-start gap-2.5 rounded-lg border border-gold-300 bg-gold-50 p-3 text-ink-900">
                <DetailIcon name="users" className="mt-0.5 size-5 text-gold-800" />
                <span>{notice}</span>
              </p>
            )}
            {signUps && (
              <Suspense
                fallback={
                  <p role="status" className="text-ink-700">
                    {m.loadingSignUpForm}
                  </p>
                }
              >
                <SignUpForm key={event.id} kind="event" id={event.id} timeZone={links.timeZone} />
              </Suspense>
            )}
            <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:flex-wrap">
              {!display.isPermanent && (
                <a href={eventCalendarFileUrl(event.id, links.lang)} download className="btn btn-outline" data-add-to-calendar>
                  <Icon name="calendar" className="size-5" />
                  {m.addToCalendar}
                  <span className="sr-only">{m.downloadsFile}</span>
                </a>
              )}
              <a href={links.mailingListUrl} target="_blank" rel="noopener noreferrer" className="btn btn-primary">
                <DetailIcon name="mail" className="size-5" />
                {m.joinMailingList}
                <span className="sr-only">{m.opensInNewTab}</span>
              </a>
              <a href={links.whatsappUrl} target="_blank" rel="noopener noreferrer" className="btn btn-outline">
                <DetailIcon name="whatsapp" className="size-5" />
                {m.joinWhatsapp}
                <span className="sr-only">{m.opensInNewTab}</span>
              </a>
            </div>
          </div>
        </div>
      )}
    </dialog>
  );
}
