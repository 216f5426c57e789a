import { lazy, Suspense, useEffect, useState } from 'react';
import { useEvents } from '../../components/events/events-api.ts';
import { positionLabel } from '../../domain/carousel/rotation.ts';
import { aroundTitle, WORDS_SEPARATOR } from '../../domain/carousel/carousel-words.ts';
import { flyerEvents } from '../../domain/events/flyers.ts';
import type { EventLinks, PublicEventItem } from '../../domain/events/types.ts';
import { Icon } from '../../lib/icons.tsx';
import { useRotation } from '../../lib/use-rotation.ts';

/** The detail dialog's code loads with the first flyer opened, not with the page. */
const EventDialog = lazy(() => import('../../components/events/event-dialog.tsx'));

export interface EventsCarouselProps {
  /** The build's events; without them a pulsing placeholder shows until the API answers. */
  initial?: PublicEventItem[];
  links: EventLinks;
  /** Its words in the page's language, packed (carousel-words.ts). */
  words: string;
}

/** The words unpacked, in EVENTS_CAROUSEL_KEYS's order. */
type Words = string[];

/** SPEC 2 events carousel: event flyers (only events with an image), 'N of M', 4 s rotation, detail dialog. */
export default function EventsCarousel({ initial, links, words: packed }: EventsCarouselProps) {
  const w = packed.split(WORDS_SEPARATOR);
  const { events, loading } = useEvents(initial, links.lang);
  const [selected, setSelected] = useState<PublicEventItem | null>(null);
  // Once a flyer was opened the dialog stays mounted, so closing it runs its own close handling.
  const [dialogUsed, setDialogUsed] = useState(false);
  const open = (event: PublicEventItem) => {
    setDialogUsed(true);
    setSelected(event);
  };
  if (loading) return <Placeholder w={w} />;
  const flyers = flyerEvents(events ?? []);
  return (
    <>
      {flyers.length > 0 ? (
        <Carousel flyers={flyers} onOpen={open} w={w} />
      ) : (
        <p className="text-ink-700">
          {w[5]!.split('{link}')[0]}
          <a href={links.calendarPath ?? '/calendar'} className="link">
            {w[6]}
          </a>
          {w[5]!.split('{link}')[1]}
        </p>
      )}
      {dialogUsed && (
        <Suspense fallback={null}>
          <EventDialog event={selected} onClose={() => setSelected(null)} links={links} />
        </Suspense>
      )}
    </>
  );
}

function Placeholder({ w }: { w: Words }) {
  return (
    <div className="mx-auto w-full max-w-md" role="status" data-events-placeholder>
      <div className="aspect-[4/5] w-full animate-pulse rounded-2xl bg-ink-200 motion-reduce:animate-none" />
      <span className="sr-only">{w[4]}</span>
    </div>
  );
}

function Carousel({
  flyers,
  onOpen,
  w,
}: {
  flyers: (PublicEventItem & { imageUrl: string })[];
  onOpen: (e: PublicEventItem) => void;
  w: Words;
}) {
  const total = flyers.length;
  const position = (i: number) => positionLabel(w[3]!, i, total);
  const { index, goTo, next, previous, pauseHandlers, canRotate, rotating, stopped, setStopped } = useRotation(total);
  const multiple = total > 1;
  // A flyer's image joins the page when its slide is shown or comes next, and then stays: the slides
  // further on are out of sight, so a visitor who never gets there does not download them.
  const [withImage, setWithImage] = useState<ReadonlySet<number>>(() => new Set([0, 1]));
  useEffect(() => {
    const upcoming = (index + 1) % total;
    setWithImage((shown) => (shown.has(index) && shown.has(upcoming) ? shown : new Set([...shown, index, upcoming])));
  }, [index, total]);
  const arrow =
    'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-primary-800 shadow-md ring-1 ring-ink-200 hover:bg-white';

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={w[7]}
      className="mx-auto w-full max-w-md"
      data-events-carousel
      {...pauseHandlers}
    >
      <div className="relative">
        <div
          className="overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm"
          aria-live={rotating ? 'off' : 'polite'}
        >
          <div
            className="flex transition-transform duration-500 ease-in-out [--slide:-1] motion-reduce:transition-none rtl:[--slide:1]"
            // Only set once it moves: the build's HTML carries no style attribute (ADR 005's CSP). Right to
            // left the next flyer lies to the left: --slide turns the direction (ADR 023).
            style={index ? { transform: `translateX(calc(var(--slide) * ${index * 100}%))` } : undefined}
          >
            {flyers.map((event, i) => (
              <div
                key={event.id}
                role="group"
                aria-roledescription="slide"
                aria-label={position(i)}
                inert={i !== index}
                className="w-full shrink-0"
                data-event-slide
              >
                <button
                  type="button"
                  onClick={() => onOpen(event)}
                  className="group focus-ring-inset block w-full text-start"
                  data-event-flyer
                >
                  {withImage.has(i) ? (
                    <img
                      src={event.imageUrl}
                      alt=""
                      width={800}
                      height={1000}
                      loading={i === 0 ? 'eager' : 'lazy'}
                      decoding="async"
                      className="aspect-[4/5] w-full bg-ink-100 object-cover transition-opacity group-hover:opacity-90"
                    />
                  ) : (
                    <span className="block aspect-[4/5] w-full bg-ink-100" />
                  )}
                  <span className="flex items-center justify-between gap-3 p-4">
                    <span className="text-lg font-semibold text-ink-900">
                      <span lang={event.lang?.title} dir="auto">
                        {event.title}
                      </span>
                      {/* Issue 27: an open sign-up's seats, live from GET /api/events (a few bytes here; the form loads with the dialog). */}
                      {event.signUpState === 'open' && typeof event.seatsLeft === 'number' && (
                        <span className="block text-sm font-medium text-primary-800" data-seats-left>
                          {w[event.seatsLeft === 1 ? 1 : 2]!.replace('{count}', String(event.seatsLeft))}
                        </span>
                      )}
                    </span>
                    <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-primary-700">
                      {w[0]} <Icon name="arrow-right" className="size-4 rtl:-scale-x-100" />
                    </span>
                  </span>
                </button>
              </div>
            ))}
          </div>
        </div>
        {multiple && (
          <>
            <button type="button" onClick={previous} className={`${arrow} -start-3 sm:-start-6`}>
              <Icon name="chevron-left" className="size-6 rtl:-scale-x-100" />
              <span className="sr-only">{w[8]}</span>
            </button>
            <button type="button" onClick={next} className={`${arrow} -end-3 sm:-end-6`}>
              <Icon name="chevron-right" className="size-6 rtl:-scale-x-100" />
              <span className="sr-only">{w[9]}</span>
            </button>
          </>
        )}
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
        <p className="text-sm font-semibold text-ink-700" data-events-counter>
          {position(index)}
        </p>
        {multiple && (
          <div className="flex items-center gap-1">
            {flyers.map((event, i) => (
              <button
                key={event.id}
                type="button"
                onClick={() => goTo(i)}
                aria-current={i === index ? 'true' : undefined}
                className="group inline-flex size-6 items-center justify-center rounded-full"
                data-event-dot
              >
                <span
                  className={`block size-2.5 rounded-full transition-colors ${i === index ? 'bg-primary-700' : 'bg-ink-300 group-hover:bg-ink-400'}`}
                />
                <span className="sr-only">
                  {aroundTitle(w[10]!, i, 0)}
                  <span lang={event.lang?.title} dir="auto">
                    {event.title}
                  </span>
                  {aroundTitle(w[10]!, i, 1)}
                </span>
              </button>
            ))}
          </div>
        )}
        {canRotate && (
          <button
            type="button"
            onClick={() => setStopped(!stopped)}
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-primary-800 hover:bg-primary-50"
          >
            {w[stopped ? 11 : 12]}
            <span className="sr-only">{w[13]}</span>
          </button>
        )}
      </div>
    </div>
  );
}
