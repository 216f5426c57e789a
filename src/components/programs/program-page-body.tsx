import type { ProgramPageView } from '../../views/programs/program-view.ts';
import { tel } from '../../views/programs/program-view.ts';
import type { IconName } from '../icon-paths.ts';
import { IconSvg } from '../icon-svg.tsx';

/**
 * A program's page between the site's header and footer (issue 24): one React component, rendered to
 * static HTML by Astro at build time (no hydration, no JavaScript on the page) and by the admin's preview
 * with the draft, so the preview cannot drift from the public page. The Markdown body arrives as
 * renderMarkdown's HTML only.
 */

/** The page's own words (issue 26): English by default (the admin's preview), the page language's otherwise. */
export interface ProgramPageLabels {
  call: string;
  /** '{name} at {phone}'. */
  callWho: string;
  scheduleHeading: string;
  programScheduleHeading: string;
  teachersHeading: string;
  tuitionHeading: string;
  flyersHeading: string;
  /** '{term} notice'. */
  noticeLabel: string;
  /** 'About {title}'. */
  aboutLabel: string;
  /** The headings a program has unless staff name them (a heading that differs is staff's). */
  highlightsHeading: string;
  contactHeading: string;
}

export const ENGLISH_PROGRAM_LABELS: ProgramPageLabels = {
  call: 'Call',
  callWho: '{name} at {phone}',
  scheduleHeading: 'Schedule',
  programScheduleHeading: 'Program Schedule',
  teachersHeading: 'Our Teachers',
  tuitionHeading: 'Tuition',
  flyersHeading: 'Flyers',
  noticeLabel: '{term} notice',
  aboutLabel: 'About {title}',
  highlightsHeading: 'What We Offer',
  contactHeading: 'Contact',
};

const fill = (message: string, params: Record<string, string>) => message.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');

/**
 * What staff wrote, on a page in another language: marked with its own language (screen readers switch
 * voice) and its direction taken from the text (dir="auto"). Nothing on the default language's pages.
 */
type Staff = { lang?: string; dir?: 'auto' };

interface Page {
  view: ProgramPageView;
  labels: ProgramPageLabels;
  staff: Staff;
  /** A translatable field's marking (issue 26 item 4): its own language where staff translated it, else `staff`. */
  staffFor: (field: string) => Staff;
  /** A list entry's text's marking, by the entry's own `langs` (its language where translated, else `staff`). */
  entryFor: (langs: Partial<Record<string, string>> | undefined, field: string) => Staff;
}

const CARD_ICONS: Record<string, IconName> = { dates: 'calendar', meetings: 'clock', ages: 'user', duration: 'star', term: 'calendar', text: 'star' };
const HIGHLIGHT_ICONS: IconName[] = ['book', 'star', 'sun', 'users', 'school', 'heart'];

function Call({ page: { view, labels }, className }: { page: Page; className: string }) {
  if (!view.call) return null;
  return (
    <a href={view.call.href} className={className}>
      <IconSvg name="phone" className="size-5" />
      {labels.call}
      <span className="sr-only">
        {' '}
        {view.call.name ? fill(labels.callWho, { name: view.call.name, phone: view.call.phone }) : view.call.phone}
      </span>
    </a>
  );
}

function Register({ page: { view, staffFor }, className }: { page: Page; className: string }) {
  if (!view.register) return null;
  return (
    <a href={view.register.href} className={className} data-program-register {...(view.register.external ? { rel: 'noopener' } : {})}>
      <IconSvg name={view.register.external ? 'external' : 'mail'} className="size-5" />
      <span {...staffFor('registrationButton')}>{view.register.label}</span>
    </a>
  );
}

function Header({ page }: { page: Page }) {
  const { view, staffFor } = page;
  return (
    <section className="on-dark relative overflow-hidden bg-gradient-to-br from-primary-700 via-primary-800 to-primary-950 text-white">
      <svg className="pointer-events-none absolute inset-0 size-full opacity-10" aria-hidden="true" focusable="false">
        <defs>
          <pattern id="program-header-pattern" width="56" height="56" patternUnits="userSpaceOnUse">
            <path d="M28 4l6 10 11-3-3 11 10 6-10 6 3 11-11-3-6 10-6-10-11 3 3-11-10-6 10-6-3-11 11 3z" fill="none" stroke="currentColor" strokeWidth="1.2" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#program-header-pattern)" />
      </svg>
      <div className="container-page relative py-12 sm:py-16">
        <p className="mb-4 inline-flex rounded-full bg-gold-200 px-3 py-1 text-sm font-semibold text-primary-950" {...(view.status === 'ended' ? {} : staffFor(view.badgeField))}>
          {view.badge}
        </p>
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl" {...staffFor('title')}>
          {view.title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-primary-100" {...staffFor('summary')}>
          {view.summary}
        </p>
        <p className="mt-6 max-w-2xl font-semibold text-gold-100" data-program-status={view.status}>
          {view.statusText}
        </p>
        {view.register && (
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Register page={page} className="btn btn-gold" />
            <Call page={page} className="btn btn-ghost-light" />
          </div>
        )}
        {view.nextTerm && (
          <a href={view.nextTerm.href} className="btn btn-gold mt-6" data-program-next-term>
            <IconSvg name="mail" className="size-5" />
            {view.nextTerm.label}
          </a>
        )}
      </div>
    </section>
  );
}

function Flyer({ flyer, eager, staff }: { flyer: ProgramPageView['flyers'][number]; eager: boolean; staff: Staff }) {
  return (
    <img
      {...staff}
      src={flyer.src}
      alt={flyer.alt}
      width={flyer.width}
      height={flyer.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className="mx-auto h-auto w-full max-w-md rounded-2xl shadow-lg"
    />
  );
}

/** Cards whose value the site writes (dates, length, meetings); the others show staff's text. */
const SITE_CARDS = new Set(['dates', 'duration', 'meetings']);

function Schedule({ page: { view, labels, entryFor }, oneFlyer }: { page: Page; oneFlyer: boolean }) {
  if (view.cards.length === 0 && view.meetings.length === 0) return null;
  return (
    <section aria-labelledby="schedule-heading" className="card">
      <h2 id="schedule-heading" className="flex items-center gap-3 text-2xl font-bold text-ink-900">
        <IconSvg name="calendar" className="size-7 text-primary-600" />
        {oneFlyer ? labels.programScheduleHeading : labels.scheduleHeading}
      </h2>
      {view.cards.length > 0 && (
        <dl className="mt-5 grid gap-4 sm:grid-cols-2">
          {view.cards.map((card) => (
            <div key={card.label} className="relative rounded-xl bg-primary-50 p-4 ps-12">
              <dt className="text-sm font-semibold text-ink-600">
                <IconSvg name={CARD_ICONS[card.source] ?? 'star'} className="absolute top-4.5 start-4 size-5 text-primary-700" />
                <span {...entryFor(card.langs, 'label')}>{card.label}</span>
              </dt>
              <dd className="font-bold text-ink-900" {...(SITE_CARDS.has(card.source) ? {} : entryFor(card.langs, 'value'))}>
                {card.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {view.meetings.length > 0 && !view.cards.some((card) => card.source === 'meetings') && (
        <ul className="mt-5 space-y-2 text-ink-800">
          {view.meetings.map((meeting, i) => {
            const parts = view.meetingPlaces?.[i];
            return (
              <li key={meeting} className="flex gap-2">
                <IconSvg name="clock" className="mt-1 size-4 text-primary-600" />
                {parts ? (
                  <span>
                    {parts.before}
                    <bdi {...(parts.lang ? { lang: parts.lang, dir: 'auto' as const } : {})}>{parts.place}</bdi>
                    {parts.after}
                  </span>
                ) : (
                  meeting
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Highlights({ page: { view, labels, staff, staffFor, entryFor } }: { page: Page }) {
  if (view.highlights.length === 0) return null;
  return (
    <section aria-labelledby="features-heading">
      <h2 id="features-heading" className="text-2xl font-bold text-ink-900" {...(view.highlightsHeading === labels.highlightsHeading ? {} : staffFor('highlightsHeading'))}>
        {view.highlightsHeading}
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2" {...staff}>
        {view.highlights.map((feature, i) => (
          <li key={i} className="card p-5">
            <IconSvg name={HIGHLIGHT_ICONS[i % HIGHLIGHT_ICONS.length]!} className="size-6 text-primary-600" />
            <h3 className="mt-2 font-bold text-ink-900" {...entryFor(feature.langs, 'title')} data-program-highlight>
              {feature.title}
            </h3>
            {feature.text && (
              <p className="mt-1 text-sm text-ink-700" {...entryFor(feature.langs, 'text')}>
                {feature.text}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Teachers({ page: { view, labels, staff, entryFor } }: { page: Page }) {
  if (view.teachers.length === 0) return null;
  return (
    <section aria-labelledby="teachers-heading" className="container-page pb-16">
      <h2 id="teachers-heading" className="section-title">
        {labels.teachersHeading}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-2" {...staff}>
        {view.teachers.map((teacher, i) => (
          <li key={i} className="card flex gap-4">
            <div className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary-700 text-white">
              <IconSvg name="user" className="size-7" />
            </div>
            <div>
              <h3 className="text-xl font-bold text-ink-900">{teacher.name}</h3>
              {teacher.role && (
                <p className="text-sm font-medium text-primary-700" {...entryFor(teacher.langs, 'role')}>
                  {teacher.role}
                </p>
              )}
              {teacher.teaches && (
                <p className="mt-2 text-ink-700" {...entryFor(teacher.langs, 'teaches')}>
                  {teacher.teaches}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Fees({ page: { view, labels, staff, staffFor, entryFor } }: { page: Page }) {
  if (view.fees.length === 0) return null;
  return (
    <section aria-labelledby="tuition-heading" className="card">
      <h2 id="tuition-heading" className="flex items-center gap-3 text-2xl font-bold text-ink-900">
        <IconSvg name="credit-card" className="size-7 text-primary-600" />
        {labels.tuitionHeading}
      </h2>
      {view.fees.map((fee, i) => (
        <div key={i} className="mt-5" {...staff}>
          <p>
            <span className="text-5xl font-extrabold text-primary-800">{fee.amount}</span>
            <span className="ms-2 text-lg text-ink-700" {...entryFor(fee.langs, 'label')}>
              {fee.label}
            </span>
          </p>
          {fee.note && (
            <p className="mt-2 text-ink-700" {...entryFor(fee.langs, 'note')}>
              {fee.note}
            </p>
          )}
        </div>
      ))}
      {view.feesNote && (
        <p className="mt-5 flex gap-2 rounded-xl bg-gold-50 p-4 text-ink-800">
          <IconSvg name="info" className="mt-0.5 size-5 text-gold-800" />
          <span {...staffFor('feesNote')}>{view.feesNote}</span>
        </p>
      )}
    </section>
  );
}

function Contact({ page }: { page: Page }) {
  const { view, labels, staff, staffFor } = page;
  return (
    <section aria-labelledby="registration-heading" className="card">
      <h2 id="registration-heading" className="flex items-center gap-3 text-2xl font-bold text-ink-900">
        <IconSvg name="mail" className="size-7 text-primary-600" />
        <span {...(view.contactHeading === labels.contactHeading ? {} : staffFor('contactHeading'))}>{view.contactHeading}</span>
      </h2>
      {view.contactText && (
        <p className="mt-3 text-ink-700" {...staffFor('contactText')}>
          {view.contactText}
        </p>
      )}
      <ul className="mt-4 space-y-2">
        {view.contacts.flatMap((contact, i) => [
          contact.email && (
            <li key={`${i}-email`} className="flex items-center gap-2">
              <IconSvg name="mail" className="size-4 text-primary-600" />
              <a href={`mailto:${contact.email}`} className="link break-all">
                {contact.email}
              </a>
              {contact.name && !contact.phone && (
                <span className="text-sm text-ink-600">
                  (<bdi lang={staff.lang}>{contact.name}</bdi>)
                </span>
              )}
            </li>
          ),
          contact.phone && (
            <li key={`${i}-phone`} className="flex items-center gap-2">
              <IconSvg name="phone" className="size-4 text-primary-600" />
              <a href={tel(contact.phone)} className="link" dir="ltr">
                {contact.phone}
              </a>
              {contact.name && (
                <span className="text-sm text-ink-600">
                  (<bdi lang={staff.lang}>{contact.name}</bdi>)
                </span>
              )}
            </li>
          ),
          contact.name && !contact.email && !contact.phone && (
            <li key={`${i}-name`} className="flex items-center gap-2">
              <IconSvg name="user" className="size-4 text-primary-600" />
              <span {...staff}>{contact.name}</span>
            </li>
          ),
        ])}
        {view.address && (
          <li className="flex items-start gap-2">
            <IconSvg name="map-pin" className="mt-1 size-4 text-primary-600" />
            <address className="text-ink-800 not-italic" {...staff}>
              {view.address.line}
            </address>
          </li>
        )}
      </ul>
      {view.register ? (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Register page={page} className="btn btn-primary" />
          <Call page={page} className="btn btn-outline" />
        </div>
      ) : view.nextTerm ? (
        <p className="mt-6 rounded-xl bg-gold-50 p-4 text-ink-800">
          {view.statusText}{' '}
          <a href={view.nextTerm.href} className="link font-semibold">
            {view.nextTerm.label}
          </a>
          .
        </p>
      ) : (
        <p className="mt-6 rounded-xl bg-gold-50 p-4 text-ink-800">{view.statusText}</p>
      )}
    </section>
  );
}

export function ProgramPageBody({
  view,
  labels = ENGLISH_PROGRAM_LABELS,
  staffLang,
  staffLangs,
}: {
  view: ProgramPageView;
  labels?: ProgramPageLabels;
  /** On a page in another language than staff's: the language staff write in (the site's default). */
  staffLang?: string;
  /** Per translatable field, the language its text is in (issue 26 item 4: localize); the others are `staffLang`'s. */
  staffLangs?: Partial<Record<string, string>>;
}) {
  const oneFlyer = view.flyers.length === 1;
  const staff: Staff = staffLang ? { lang: staffLang, dir: 'auto' } : {};
  const staffFor = (field: string): Staff => {
    const lang = staffLangs?.[field];
    return lang ? { lang, dir: 'auto' } : staff;
  };
  const entryFor = (langs: Partial<Record<string, string>> | undefined, field: string): Staff => {
    const lang = langs?.[field];
    return lang ? { lang, dir: 'auto' } : staff;
  };
  const page: Page = { view, labels, staff, staffFor, entryFor };
  return (
    <>
      <Header page={page} />
      {view.notice && (
        <section aria-label={fill(labels.noticeLabel, { term: view.term })} className="border-b border-gold-200 bg-gold-50">
          <div className="container-page flex gap-3 py-5">
            <IconSvg name="info" className="mt-1 size-5 text-gold-800" />
            <div>
              <p lang={view.notice.lang} dir={staffLang ? 'auto' : undefined} className="text-lg font-semibold text-ink-900">
                {view.notice.text}
              </p>
              {view.notice.translation && (
                <p className="mt-1 text-sm text-ink-700" {...staff}>
                  {view.notice.translation}
                </p>
              )}
            </div>
          </div>
        </section>
      )}
      {!oneFlyer && view.flyers.length > 0 && (
        <section aria-labelledby="flyers-heading" className="container-page py-16">
          <h2 id="flyers-heading" className="sr-only">
            {labels.flyersHeading}
          </h2>
          <ul className="grid gap-8 sm:grid-cols-2">
            {view.flyers.map((flyer) => (
              <li key={flyer.src}>
                <Flyer flyer={flyer} eager={false} staff={staff} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className={`container-page grid items-start gap-10 py-16 ${oneFlyer ? 'lg:grid-cols-2' : ''}`}>
        {oneFlyer && <Flyer flyer={view.flyers[0]!} eager staff={staff} />}
        <div className="space-y-8">
          <Schedule page={page} oneFlyer={oneFlyer} />
          <Highlights page={page} />
        </div>
      </div>
      <Teachers page={page} />
      <div className="bg-ink-50 py-16">
        <div className={`container-page grid gap-8 ${view.fees.length > 0 ? 'lg:grid-cols-2' : 'max-w-3xl'}`}>
          <Fees page={page} />
          <Contact page={page} />
        </div>
      </div>
      {(view.bodyHtml || view.callToAction) && (
        <section aria-label={fill(labels.aboutLabel, { title: view.title })} className="container-page py-16">
          <div className="mx-auto max-w-3xl" {...staff}>
            {/* renderMarkdown's output only (programPageView): raw HTML off, links and images allow-listed. */}
            {view.bodyHtml && <div className="prose-page program-body" {...(staffLangs?.body ? staffFor('body') : {})} dangerouslySetInnerHTML={{ __html: view.bodyHtml }} />}
            {view.callToAction && (
              <div className="on-dark mt-10 rounded-2xl bg-primary-800 p-8 text-center text-white">
                <h3 className="text-2xl font-bold" {...staffFor('ctaHeading')}>
                  {view.callToAction.heading}
                </h3>
                {view.callToAction.text && (
                  <p className="mt-2 text-primary-100" {...staffFor('ctaText')}>
                    {view.callToAction.text}
                  </p>
                )}
                <a href={view.callToAction.href} className="btn btn-gold mt-6">
                  <IconSvg name="mail" className="size-5" />
                  <span {...staffFor('ctaButton')}>{view.callToAction.buttonLabel}</span>
                </a>
              </div>
            )}
          </div>
        </section>
      )}
    </>
  );
}
