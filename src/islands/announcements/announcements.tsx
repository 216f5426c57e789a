import { useEffect, useMemo, useState } from 'react';
import { visibleAnnouncements, type AnnouncementItem } from '../../domain/announcements/announcements.ts';
import { aroundTitle, WORDS_SEPARATOR } from '../../domain/carousel/carousel-words.ts';
import { positionLabel } from '../../domain/carousel/rotation.ts';
import { Icon } from '../../lib/icons.tsx';
import { useRotation } from '../../lib/use-rotation.ts';
import { useAnnouncements } from './api/get-announcements.ts';

export interface AnnouncementsProps {
  /** The build's announcements (already active and unexpired when it ran). */
  initial: AnnouncementItem[];
  /** When the build read them: the first render filters expiry at this time, so it matches the HTML. */
  builtAt: string;
  welcome: { title: string; text: string; lang?: { title?: string | undefined; text?: string | undefined } };
  /**
   * On a page in another language than the default, that language: the build chose the texts of `initial`
   * for it and GET /api/announcements?lang= does the same (issue 26 item 4); each text is marked with the
   * language it came in (the item's `lang`). The island itself chooses nothing.
   */
  lang?: string | undefined;
  /** Its words in the page's language, packed (carousel-words.ts, ANNOUNCEMENTS_KEYS's order). */
  words: string;
  /** On a page in another language: the language of the Welcome card's words (staff's, the default). */
  staffLang?: string | undefined;
}

/** The words unpacked, in ANNOUNCEMENTS_KEYS's order. */
type Words = string[];

/** SPEC 2 announcements: rotating cards, or the static Welcome card when none is active. */
export default function Announcements({ initial, builtAt, welcome, lang, words, staffLang }: AnnouncementsProps) {
  const w = words.split(WORDS_SEPARATOR);
  const source = useAnnouncements(initial, lang);
  // After mounting, expiry is judged at the visitor's "now" (checked again every minute).
  const [now, setNow] = useState(() => new Date(builtAt));
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const items = useMemo(() => visibleAnnouncements(source, now), [source, now]);
  if (items.length === 0) return <WelcomeCard {...welcome} w={w} staffLang={staffLang} />;
  return <Rotator items={items} w={w} />;
}

function WelcomeCard({ title, text, lang, w, staffLang }: AnnouncementsProps['welcome'] & { w: Words; staffLang?: string | undefined }) {
  // The Welcome card's words are the home page document's: staff's translation where written, else theirs.
  const staff = (field: 'title' | 'text') => {
    const code = lang?.[field] ?? staffLang;
    return code ? { lang: code, dir: 'auto' as const } : {};
  };
  return (
    <article className="card border-primary-200">
      <p className="eyebrow flex items-center gap-2">
        <Icon name="star" className="size-4" />
        {w[0]}
      </p>
      <h3 className="mt-2 text-xl font-bold text-ink-900" {...staff('title')}>
        {title}
      </h3>
      <p className="mt-2 text-ink-700" {...staff('text')}>
        {text}
      </p>
    </article>
  );
}

function Rotator({ items, w }: { items: AnnouncementItem[]; w: Words }) {
  const total = items.length;
  const { index, goTo, next, previous, pauseHandlers, canRotate, rotating, stopped, setStopped } = useRotation(total);
  const multiple = total > 1;

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={w[1]}
      className="card overflow-hidden border-primary-200 p-0"
      data-announcements
      {...pauseHandlers}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 px-6 pt-5">
        <p className="eyebrow flex items-center gap-2 text-xs sm:text-sm" data-announcement-counter>
          <Icon name="info" className="size-4" />
          {positionLabel(w[2]!, index, total)}
        </p>
        {multiple && (
          <div className="flex items-center gap-1">
            {canRotate && (
              <button
                type="button"
                onClick={() => setStopped(!stopped)}
                className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-primary-800 hover:bg-primary-50"
              >
                {w[stopped ? 7 : 8]}
                <span className="sr-only">{w[9]}</span>
              </button>
            )}
            <button
              type="button"
              onClick={previous}
              className="inline-flex size-11 items-center justify-center rounded-full text-primary-800 hover:bg-primary-50"
            >
              <Icon name="chevron-left" className="size-5 rtl:-scale-x-100" />
              <span className="sr-only">{w[4]}</span>
            </button>
            <button
              type="button"
              onClick={next}
              className="inline-flex size-11 items-center justify-center rounded-full text-primary-800 hover:bg-primary-50"
            >
              <Icon name="chevron-right" className="size-5 rtl:-scale-x-100" />
              <span className="sr-only">{w[5]}</span>
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
                aria-label={positionLabel(w[3]!, i, total)}
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
                {aroundTitle(w[6]!, i, 0)}
                <span lang={item.lang?.title} dir="auto">
                  {item.title}
                </span>
                {aroundTitle(w[6]!, i, 1)}
              </span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
