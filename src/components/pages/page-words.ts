import { formatIsoDate, formatNumber, formatTimeOfDay } from '../../domain/i18n/intl.ts';
import type { CampaignWords } from '../campaigns/campaign-progress.tsx';
import type { EventMessages } from '../../domain/events/types.ts';
import type { ProgramWords } from '../../domain/programs/program-words.ts';
import type { Khutbah } from '../../domain/schedule/settings.ts';
import { defaultLanguage, messagesFor, type MessageKey, type Translator } from '../../i18n/index.ts';
import type { CalendarMessages } from '../../domain/events/calendar.ts';
import type { ContactFormLabels, NewsletterLabels } from '../../domain/contact/contact-messages.ts';
import type { ProgramPageLabels } from '../programs/program-page-body.tsx';
import type { VisitCardLabels } from '../blocks/visit-card.tsx';
import { sayIn, type Say } from '../../views/programs/program-view.ts';
import { ANNOUNCEMENTS_KEYS, EVENTS_CAROUSEL_KEYS, packWords } from '../../domain/carousel/carousel-words.ts';

/**
 * The words the public pages' components and islands say, in a page's language (issue 26), built at
 * build time from the page's translator: each island gets only these few messages as a prop, never the
 * catalogue. Every builder is named for what it feeds.
 */

type Keys<N extends string> = Extract<MessageKey, `${N}.${string}`>;

/**
 * The messages `namespace.key` for each key, as the catalogue holds them ({placeholders} unfilled: the
 * component or island fills them with plain {name} replacement, so none of these may be a plural).
 */
function pick<N extends string, K extends string>(t: Translator, namespace: N, keys: readonly K[]): Record<K, string> {
  const messages = messagesFor(
    t.lang,
    keys.map((key) => `${namespace}.${key}` as Keys<N>),
  );
  const out = {} as Record<K, string>;
  for (const key of keys) out[key] = messages[`${namespace}.${key}` as Keys<N>];
  return out;
}

/** Program words (dates, meetings, status) for the domain's pure functions. */
export function programWords(t: Translator): ProgramWords {
  return { t: (key, params) => t(key as MessageKey, params), locale: t.locale };
}

/** What programPageView and programListView say in the page's language. */
export function programSay(t: Translator): Say {
  return sayIn(programWords(t));
}

export function programPageLabels(t: Translator): ProgramPageLabels {
  return pick(t, 'programs', [
    'call',
    'callWho',
    'scheduleHeading',
    'programScheduleHeading',
    'teachersHeading',
    'tuitionHeading',
    'flyersHeading',
    'noticeLabel',
    'aboutLabel',
    'highlightsHeading',
    'contactHeading',
  ] as const);
}

/** The khutbah times in the page's locale: '1:15 PM and 2:15 PM', '13:15 ve 14:15'. */
export function localizedKhutbahTimes(khutbahs: readonly Pick<Khutbah, 'time'>[], t: Translator): string {
  const times = khutbahs.map((k) => formatTimeOfDay(k.time, t.locale));
  if (times.length <= 1) return times[0] ?? '';
  return t('programs.listLast', { list: times.slice(0, -1).join(t('programs.listSeparator')), last: times.at(-1)! });
}

export function visitCardLabels(t: Translator): VisitCardLabels {
  return {
    open: t('about.visitOpen'),
    serviceHours: t('about.visitServiceHours'),
    jumuah: t('about.visitJumuah'),
    jumuahTimes: messagesFor(t.lang, ['about.visitJumuahTimes'])['about.visitJumuahTimes'],
    directions: t('about.getDirections'),
    prayerTimes: t('about.prayerTimes'),
    opensInNewTab: t('pages.opensInNewTab'),
  };
}

/** The event dialog's and lists' words (EventLinks.messages): staff's text is marked with the default language. */
export function eventMessages(t: Translator): EventMessages {
  return {
    locale: t.locale,
    staffLang: defaultLanguage,
    ...pick(t, 'events', [
      'close',
      'flyerAlt',
      'addToCalendar',
      'downloadsFile',
      'joinMailingList',
      'joinWhatsapp',
      'opensInNewTab',
      'loadingSignUpForm',
      'registrationLimited',
      'registrationRequired',
      'limited',
      'permanent',
      'dateTbd',
      'timeTbd',
      'ends',
      'endsAt',
    ] as const),
    categories: {
      community: t('events.categoryCommunity'),
      ramadan: t('events.categoryRamadan'),
      youth: t('events.categoryYouth'),
      education: t('events.categoryEducation'),
      other: t('events.categoryOther'),
    },
  };
}

/** The calendar island's words; its weekdays Sunday first, short and full, from Intl in the page's locale. */
export function calendarMessages(t: Translator): CalendarMessages {
  // 2023-01-01 was a Sunday. Where the locale's short names are its full ones (Arabic), the column takes the narrow ones.
  const dates = [0, 1, 2, 3, 4, 5, 6].map((i) => `2023-01-0${i + 1}`);
  const full = dates.map((date) => formatIsoDate(date, t.locale, { weekday: 'long' }));
  let short = dates.map((date) => formatIsoDate(date, t.locale, { weekday: 'short' }));
  if (short.some((name, i) => name === full[i])) short = dates.map((date) => formatIsoDate(date, t.locale, { weekday: 'narrow' }));
  const weekdays = dates.map((_, i) => [short[i]!, full[i]!] as const);
  return {
    locale: t.locale,
    weekdays,
    ...pick(t, 'calendar', [
      'previous',
      'previousMonth',
      'next',
      'nextMonth',
      'eventsIn',
      'more',
      'upcomingHeading',
      'noUpcoming',
    ] as const),
  };
}

/** The events carousel's words, packed in the island's order (carousel-words.ts). */
export function eventsCarouselWords(t: Translator): string {
  const messages = pick(t, 'carousel', EVENTS_CAROUSEL_KEYS);
  return packWords(EVENTS_CAROUSEL_KEYS.map((key) => messages[key]));
}

/** The announcements' words, packed in the island's order (carousel-words.ts). */
export function announcementsWords(t: Translator): string {
  const messages = pick(t, 'carousel', ANNOUNCEMENTS_KEYS);
  return packWords(ANNOUNCEMENTS_KEYS.map((key) => messages[key]));
}

/** The contact form's labels; what it says once used loads with its code (src/lib/lazy-words.ts). */
export function contactFormMessages(t: Translator): ContactFormLabels {
  return pick(t, 'contact', ['name', 'email', 'message', 'honeypot', 'send'] as const);
}

/** The newsletter form's labels; its refusal and 'Redirecting...' load with its code. */
export function newsletterMessages(t: Translator): NewsletterLabels {
  return pick(t, 'contact', ['newsletterEmail', 'subscribe'] as const);
}

const SLOT = '\u0001';

/**
 * A message whose placeholders are elements (a link, a <code>) rather than text: its parts in order, each
 * plain text or the name of a slot the page fills. `t('donate.stockText', slots(['email']))` → '… e-mail us
 * at ', { slot: 'email' }, ' with …'.
 */
export function slots<K extends string>(names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, `${SLOT}${name}${SLOT}`])) as Record<K, string>;
}

export type MessagePart = { text: string } | { slot: string };

export function messageParts(message: string): MessagePart[] {
  return message
    .split(SLOT)
    .map((piece, i): MessagePart => (i % 2 === 1 ? { slot: piece } : { text: piece }))
    .filter((part) => !('text' in part) || part.text !== '');
}

/** A campaign's amounts, progress and donors in the page's language (CampaignProgress, CampaignCard, CampaignBandLine). */
export function campaignWords(t: Translator): CampaignWords {
  const money = (amount: number) =>
    formatNumber(Math.round(amount), t.locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return {
    money,
    progress: (raised, goal, percent) =>
      t('donate.progress', {
        raised: money(raised),
        goal: money(goal),
        percent: formatNumber(percent / 100, t.locale, { style: 'percent' }),
      }),
    raised: (amount) => t('donate.raised', { amount: money(amount) }),
    donors: (count) => t('donate.donors', { count }),
    label: (title) => t('donate.progressLabel', { title }),
    goal: t('donate.goal'),
    staffLang: defaultLanguage,
  };
}
