import { useEffect, useMemo, useState } from 'react';
import {
  announcementHeader,
  visibleAnnouncements,
  type AnnouncementItem,
} from '../../domain/announcements/announcements.ts';
import { Icon } from '../../lib/icons.tsx';
import { useRotation } from '../../lib/use-rotation.ts';
import { useAnnouncements } from './api/get-announcements.ts';

export interface AnnouncementsProps {
  /** The build's announcements (already active and unexpired when it ran). */
  initial: AnnouncementItem[];
  /** When the build read them: the first render filters expiry at this time, so it matches the HTML. */
  builtAt: string;
  welcome: { title: string; text: string };
  /**
   * On a page in another language than the default, that language: the build chose the texts of `initial`
   * for it and GET /api/announcements?lang= does the same (issue 26 item 4); each text is marked with the
   * language it came in (the item's `lang`). The island itself chooses nothing.
   */
  lang?: string | undefined;
}

/** SPEC 2 announcements: rotating cards, or the static Welcome card when none is active. */
export default function Announcements({ initial, builtAt, welcome, lang }: AnnouncementsProps) {
  const source = useAnnouncements(initial, lang);
  // After mounting, expiry is judged at the visitor's "now" (checked again every minute).
  const [now, setNow] = useState(() => new Date(builtAt));
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const items = useMemo(() => visibleAnnouncements(source, now), [source, now]);
  if (items.length === 0) return <WelcomeCard {...welcome} />;
  return <Rotator items={items} />;
}

function WelcomeCard({ title, text }: { title: string; text: string }) {
  return (
    <article className="card border-primary-200">
      <p className="eyebrow flex items-center gap-2">
        <Icon name="star" className="size-4" />
        Welcome
      </p>
      <h3 className="mt-2 text-xl font-bold text-ink-900">{title}</h3>
      <p className="mt-2 text-ink-700">{text}</p>
    </article>
  );
}

function Rotator({ items }: { items: AnnouncementItem[] }) {
  const total = items.length;
  const { index, goTo, next, previous, pauseHandlers, canRotate, rotating, stopped, setStopped } = useRotation(total);
  const multiple = total > 1;

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label="Announcements"
      className="card overflow-hidden border-primary-200 p-0"
      data-announcements
      {...pauseHandlers}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 px-6 pt-5">
        <p className="eyebrow flex items-center gap-2 text-xs sm:text-sm" data-announcement-counter>
          <Icon name="info" className="size-4" />
          {announcementHeader(index, total)}
        </p>
        {multiple && (
          <div className="flex items-center gap-1">
            {canRotate && (
              <button
                type="button"
                onClick={() => setStopped(!stopped)}
                className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-primary-800 hover:bg-primary-50"
              >
                {stopped ? 'Play' : 'Pause'}
                <span className="sr-only"> automatic rotation of announcements</span>
              </button>
            )}
            <button
              type="button"
              onClick={previous}
              className="inline-flex size-11 items-center justify-center rounded-full text-primary-800 hover:bg-primary-50"
            >
              <Icon name="chevron-left" className="size-5 rtl:-scale-x-100" />
              <span className="sr-only">Previous announcement</span>
            </button>
            <button
              type="button"
              onClick={next}
              className="inline-flex size-11 items-center justify-center rounded-full text-primary-800 hover:bg-primary-50"
            >
              <Icon name="chevron-right" className="size-5 rtl:-scale-x-100" />
              <span className="sr-only">Next announcement</span>
            </button>
          </div>
        )}
      </div>

      <div className="overflow-hidden" aria-live={rotating ? 'off' : 'polite'}>
        <div
          className="flex transition-transform duration-500 ease-in-out motion-reduce:transition-none rtl:flex-row-reverse"
          // Only set once it moves: the build's HTML carries no style attribute (ADR 005's CSP). Right to left,
          // the row is reversed so the first slide is at the left edge and -100% still shows the next one.
          style={index ? { transform: `translateX(-${index * 100}%)` } : undefined}
        >
          {items.map((item, i) => {
            // Issue 26 item 4: the texts came chosen for the page's language; each says which it is in.
            return (
              <div
                key={item.id ?? i}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${total}`}
                inert={i !== index}
                className="w-full shrink-0 px-6 pt-2 pb-6"
                data-announcement-slide
              >
                <h3 className="text-xl font-bold text-ink-900" lang={item.lang?.title} dir="auto">
                  {item.title}
                </h3>
                <p className="mt-2 whitespace-pre-line text-ink-700" lang={item.lang?.content} dir="auto">
                  {item.content}
                </p>
              </div>
            );
          })}
        </div>
      </div>

      {multiple && (
        <div className="flex justify-center gap-1 pb-4">
          {items.map((item, i) => (
            <button
              key={item.id ?? i}
              type="button"
              onClick={() => goTo(i)}
              aria-current={i === index ? 'true' : undefined}
              className="group inline-flex size-6 items-center justify-center rounded-full"
              data-announcement-dot
            >
              <span
                className={`block size-2.5 rounded-full transition-colors ${i === index ? 'bg-primary-700' : 'bg-ink-300 group-hover:bg-ink-400'}`}
              />
              <span className="sr-only">
                Show announcement {i + 1}:{' '}
                <span lang={item.lang?.title} dir="auto">
                  {item.title}
                </span>
              </span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
