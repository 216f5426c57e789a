import { renderMarkdown } from '../../domain/markdown/render-markdown.ts';
import { meetingText, meetingTimeText, nextMeetingDate, type PrayerTimeOf } from '../../domain/programs/meetings.ts';
import type { ContactRefKey, Flyer, Program, ProgramContact, ScheduleCard } from '../../domain/programs/program.ts';
import { programStatusOn, registrationOpenOn, STATUS_LABELS, type ProgramStatus } from '../../domain/programs/program-status.ts';
import { dateRangeText, durationText, longDate } from '../../domain/programs/program-text.ts';
import {
  dateRangeIn,
  durationIn,
  longDateIn,
  meetingTextIn,
  meetingTimeTextIn,
  statusLabelIn,
  type ProgramWords,
} from '../../domain/programs/program-words.ts';
import { addressLine, mapHref, type SiteFacts } from '../../domain/site-facts/site-facts.ts';
import type { Langs, LocalizedProgram } from '../../domain/programs/localize-program.ts';

/**
 * A program's page as visitors see it on a given masjid date (issue 24): what its dates say (an ended
 * program offers no Register button, but a "tell me about the next term" e-mail), the schedule cards
 * filled from its own facts, its contacts resolved against the site's facts at build time (a changed
 * phone shows on every program), and its Markdown as safe HTML. Pure: the facts, the day and the
 * schedule's prayer times come in as arguments.
 */

export interface ResolvedContact {
  name?: string;
  email?: string;
  phone?: string;
}

export interface ProgramPageView {
  slug: string;
  title: string;
  summary: string;
  badge: string;
  /** Which translatable field the badge shows (staff's badge, else the term), for its `lang`. */
  badgeField: 'badge' | 'term';
  term: string;
  status: ProgramStatus;
  statusLabel: string;
  /** Under the header: what the dates say, e.g. 'This program has ended'. */
  statusText: string;
  /** The Register (and Call) buttons; null when registration is not open. */
  register: { href: string; label: string; external: boolean } | null;
  call: { href: string; phone: string; name?: string } | null;
  /** An ended program's "tell me about the next term" e-mail. */
  nextTerm: { href: string; label: string } | null;
  notice: Program['notice'] | null;
  flyers: Flyer[];
  /**
   * Each list entry's `langs` (issue 26 item 4, on a page in another language): per text, the language it is
   * written in (a card's `label` and `value`), from localizeProgram; absent on the default language's pages.
   */
  cards: { label: string; value: string; source: ScheduleCard['show']; langs?: Langs }[];
  meetings: string[];
  /**
   * On a page in another language, each meeting's sentence split around its place (staff's text, in its own
   * language: `lang`), so the place alone is marked; null for a meeting without a place. Absent on the
   * default language's pages.
   */
  meetingPlaces?: ({ before: string; place: string; after: string; lang?: string } | null)[];
  highlightsHeading: string;
  highlights: { title: string; text?: string; langs?: Langs }[];
  teachers: { name: string; role?: string; teaches?: string; langs?: Langs }[];
  fees: { label: string; amount: string; note?: string; langs?: Langs }[];
  feesNote?: string;
  contactHeading: string;
  contactText?: string;
  contacts: ResolvedContact[];
  address: { line: string; mapHref: string } | null;
  callToAction: { heading: string; text?: string; buttonLabel: string; href: string } | null;
  bodyHtml: string;
}

/** A mailto: URI with a pre-filled subject and body (RFC 6068 percent-encoding). */
export function mailto(email: string, subject?: string, body?: string): string {
  const params: string[] = [];
  if (subject) params.push(`subject=${encodeURIComponent(subject)}`);
  if (body) params.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${email}${params.length ? `?${params.join('&')}` : ''}`;
}

/** A tel: URI from a display number: "(650) 555-0142" → "tel:+16505550142" (NANP numbers get +1). */
export function tel(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  return `tel:${digits}`;
}

/**
 * THE one place a program's contact reference becomes a person: the site's published facts (so staff
 * change a phone once). `secondTeacher` is the facts' first teacher besides the imam.
 */
export function resolveContactRef(ref: ContactRefKey, facts: SiteFacts): ResolvedContact {
  const { imam, general, school, teachers } = facts.contacts;
  switch (ref) {
    case 'imam':
      return { name: imam.name, email: imam.email, phone: imam.phone };
    case 'general':
      return { email: general.email, phone: general.phone };
    case 'school':
      return { email: school.email };
    case 'secondTeacher':
      return teachers[0] ? { name: teachers[0].name } : {};
  }
}

function resolveContact(contact: ProgramContact, facts: SiteFacts): ResolvedContact {
  if ('name' in contact) return { name: contact.name, ...(contact.email ? { email: contact.email } : {}), ...(contact.phone ? { phone: contact.phone } : {}) };
  const person = resolveContactRef(contact.ref, facts);
  if (!contact.show) return person;
  const shown: ResolvedContact = {};
  for (const key of contact.show) if (person[key]) shown[key] = person[key];
  return shown;
}

/**
 * The site's own words on a program's page: English as they have always been written (the admin's
 * preview), or a page language's catalogue (ProgramWords, issue 26).
 */
export interface Say {
  longDate(isoDate: string): string;
  dateRange(start: string, end: string): string;
  duration(start: string, end: string): string;
  meeting: typeof meetingText;
  meetingTime: typeof meetingTimeText;
  statusLabel(status: ProgramStatus): string;
  /** A sentence of the `programs` namespace ('endedText', 'nextTerm'…). */
  text(key: keyof typeof ENGLISH, params?: Record<string, string>): string;
}

const ENGLISH = {
  endedText: 'This program has ended. The {term} term finished on {date}.',
  opensText: 'Registration opens on {opens}. The program starts on {start}.',
  closedText: 'Registration is closed. The program starts on {start}.',
  openUntilText: 'Registration is open until {date}.',
  openText: 'Registration is open.',
  inSessionOpenText: 'In session until {date}. Registration is still open.',
  inSessionText: 'In session until {date}.',
  badgeEnded: '{term} · Ended',
  nextTerm: 'Tell me about the next term',
  nextTermSubject: '{title}: the next term',
  nextTermBody: 'Assalamu alaikum,\n\nPlease tell me about the next term of the {title} when its dates and registration are known.\n\nThank you.',
  registrationSubject: '{title} Registration',
  inquirySubject: '{title} inquiry',
  highlightsHeading: 'What We Offer',
  contactHeading: 'Contact',
  meetingPlace: '{meeting}, {place}',
} as const;

const fill = (message: string, params: Record<string, string> = {}) => message.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');

export const englishSay: Say = {
  longDate,
  dateRange: dateRangeText,
  duration: durationText,
  meeting: meetingText,
  meetingTime: meetingTimeText,
  statusLabel: (status) => STATUS_LABELS[status],
  text: (key, params) => fill(ENGLISH[key], params),
};

/** The Say of a page language: its catalogue's `programs` messages and Intl in its locale. */
export function sayIn(words: ProgramWords): Say {
  return {
    longDate: (isoDate) => longDateIn(words, isoDate),
    dateRange: (start, end) => dateRangeIn(words, start, end),
    duration: (start, end) => durationIn(words, start, end),
    meeting: (meeting, date, prayerTime) => meetingTextIn(words, meeting, date, prayerTime),
    meetingTime: (meeting, date, prayerTime) => meetingTimeTextIn(words, meeting, date, prayerTime),
    statusLabel: (status) => statusLabelIn(words, status),
    text: (key, params) => words.t(`programs.${key}`, params),
  };
}


function cardValue(card: ScheduleCard, program: Program, today: string, prayerTime: PrayerTimeOf | undefined, say: Say): string | null {
  switch (card.show) {
    case 'text':
      return card.text ?? null;
    case 'dates':
      return say.dateRange(program.startDate, program.endDate);
    case 'duration':
      return say.duration(program.startDate, program.endDate);
    case 'ages':
      return program.ages ?? null;
    case 'term':
      return program.term;
    case 'meetings': {
      if (program.meetings.length === 0) return null;
      return program.meetings
        .map((meeting) => {
          const next = nextMeetingDate(program, meeting, today) ?? program.startDate;
          return program.meetings.length === 1 && typeof meeting.start === 'string' ? say.meetingTime(meeting) : say.meeting(meeting, next, prayerTime);
        })
        .join('; ');
    }
  }
}

function statusText(program: Program, status: ProgramStatus, open: boolean, today: string, say: Say): string {
  const date = (iso: string) => say.longDate(iso);
  switch (status) {
    case 'ended':
      return say.text('endedText', { term: program.term, date: date(program.endDate) });
    case 'upcoming':
      return program.registrationOpens && today < program.registrationOpens
        ? say.text('opensText', { opens: date(program.registrationOpens), start: date(program.startDate) })
        : say.text('closedText', { start: date(program.startDate) });
    case 'registration-open':
      return program.registrationCloses ? say.text('openUntilText', { date: date(program.registrationCloses) }) : say.text('openText');
    case 'in-session':
      return say.text(open ? 'inSessionOpenText' : 'inSessionText', { date: date(program.endDate) });
  }
}

export function programPageView(input: {
  slug: string;
  program: Program;
  facts: SiteFacts;
  today: string;
  prayerTime?: PrayerTimeOf;
  /** The page language's words (issue 26); English as always without. */
  say?: Say;
}): ProgramPageView {
  const { slug, facts, today, prayerTime, say = englishSay } = input;
  // A localized program (localizeProgram) carries each field's and entry's language: kept beside the texts.
  const program = input.program as LocalizedProgram;
  const top = program.langs ?? {};
  const withLangs = <T extends object>(value: T, langs: Langs | undefined): T & { langs?: Langs } => (langs ? { ...value, langs } : value);
  const cardLangs = (card: LocalizedProgram['scheduleCards'][number]): Langs | undefined =>
    card.langs || program.langs ? { label: card.langs?.label, value: card.show === 'text' ? card.langs?.text : card.show === 'ages' || card.show === 'term' ? top[card.show] : undefined } : undefined;
  const status = programStatusOn(program, today);
  const open = registrationOpenOn(program, today);
  const ended = status === 'ended';
  const registration = program.registration;
  const registerEmail = registration.method === 'email' ? resolveContactRef(registration.to, facts).email ?? facts.contacts.school.email : facts.contacts.school.email;
  const register = !open
    ? null
    : registration.method === 'url'
      ? { href: registration.url, label: registration.buttonLabel, external: true }
      : registration.method === 'online'
        ? // Online sign-up (issue 27): the page's sign-up form, below.
          { href: '#sign-up', label: registration.buttonLabel, external: false }
        : { href: mailto(registerEmail, registration.subject || say.text('registrationSubject', { title: program.title }), registration.body), label: registration.buttonLabel, external: false };
  const caller = open && registration.method === 'email' && registration.call ? resolveContactRef(registration.call, facts) : null;
  const cta = program.callToAction;
  return {
    slug,
    title: program.title,
    summary: program.summary,
    badge: ended ? say.text('badgeEnded', { term: program.term }) : (program.badge ?? program.term),
    badgeField: program.badge === undefined ? 'term' : 'badge',
    term: program.term,
    status,
    statusLabel: say.statusLabel(status),
    statusText: statusText(program, status, open, today, say),
    register,
    call: caller?.phone ? { href: tel(caller.phone), phone: caller.phone, ...(caller.name ? { name: caller.name } : {}) } : null,
    nextTerm: ended
      ? {
          href: mailto(registerEmail, say.text('nextTermSubject', { title: program.title }), say.text('nextTermBody', { title: program.title })),
          label: say.text('nextTerm'),
        }
      : null,
    notice: ended ? null : (program.notice ?? null),
    flyers: program.flyers,
    cards: program.scheduleCards.flatMap((card) => {
      const value = cardValue(card, program, today, prayerTime, say);
      return value ? [withLangs({ label: card.label, value, source: card.show }, cardLangs(card))] : [];
    }),
    meetings: program.meetings.map((meeting) => {
      const text = say.meeting(meeting, nextMeetingDate(program, meeting, today) ?? program.startDate, prayerTime);
      return meeting.place ? say.text('meetingPlace', { meeting: text, place: meeting.place }) : text;
    }),
    ...(program.langs
      ? {
          meetingPlaces: program.meetings.map((meeting) => {
            if (!meeting.place) return null;
            const text = say.meeting(meeting, nextMeetingDate(program, meeting, today) ?? program.startDate, prayerTime);
            // The message with a mark where the place goes ('{meeting}, {place}'), split there.
            const [before = '', after = ''] = say.text('meetingPlace', { meeting: text, place: '\u0000' }).split('\u0000');
            const lang = meeting.langs?.place;
            return { before, place: meeting.place, after, ...(lang ? { lang } : {}) };
          }),
        }
      : {}),
    highlightsHeading: program.highlightsHeading ?? say.text('highlightsHeading'),
    highlights: program.highlights.map((highlight) => withLangs({ title: highlight.title, ...(highlight.text ? { text: highlight.text } : {}) }, highlight.langs)),
    teachers: program.teachers.map((teacher) => withLangs({
      name: 'name' in teacher.person ? teacher.person.name : (resolveContactRef(teacher.person.ref, facts).name ?? ''),
      ...(teacher.role ? { role: teacher.role } : {}),
      ...(teacher.teaches ? { teaches: teacher.teaches } : {}),
    }, teacher.langs)).filter((teacher) => teacher.name !== ''),
    fees: program.fees.map((fee) => withLangs({ label: fee.label, amount: fee.amount, ...(fee.note ? { note: fee.note } : {}) }, fee.langs)),
    ...(program.feesNote ? { feesNote: program.feesNote } : {}),
    contactHeading: program.contactHeading ?? say.text('contactHeading'),
    ...(program.contactText ? { contactText: program.contactText } : {}),
    contacts: program.contacts.map((contact) => resolveContact(contact, facts)).filter((c) => c.email || c.phone || c.name),
    address: program.showAddress ? { line: addressLine(facts.address), mapHref: mapHref(facts.address) } : null,
    callToAction: cta && !ended ? { heading: cta.heading, ...(cta.text ? { text: cta.text } : {}), buttonLabel: cta.buttonLabel, href: mailto(registerEmail, cta.subject || say.text('inquirySubject', { title: program.title }), cta.body) } : null,
    bodyHtml: renderMarkdown(program.body),
  };
}
