import { renderMarkdown } from '../../domain/markdown/render-markdown.ts';
import { meetingText, meetingTimeText, nextMeetingDate, type PrayerTimeOf } from '../../domain/programs/meetings.ts';
import type { ContactRefKey, Flyer, Program, ProgramContact, ScheduleCard } from '../../domain/programs/program.ts';
import { programStatusOn, registrationOpenOn, STATUS_LABELS, type ProgramStatus } from '../../domain/programs/program-status.ts';
import { dateRangeText, durationText, longDate } from '../../domain/programs/program-text.ts';
import { addressLine, mapHref, type SiteFacts } from '../../domain/site-facts/site-facts.ts';

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
  cards: { label: string; value: string; source: ScheduleCard['show'] }[];
  meetings: string[];
  highlightsHeading: string;
  highlights: Program['highlights'];
  teachers: { name: string; role?: string; teaches?: string }[];
  fees: Program['fees'];
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

function cardValue(card: ScheduleCard, program: Program, today: string, prayerTime?: PrayerTimeOf): string | null {
  switch (card.show) {
    case 'text':
      return card.text ?? null;
    case 'dates':
      return dateRangeText(program.startDate, program.endDate);
    case 'duration':
      return durationText(program.startDate, program.endDate);
    case 'ages':
      return program.ages ?? null;
    case 'term':
      return program.term;
    case 'meetings': {
      if (program.meetings.length === 0) return null;
      return program.meetings
        .map((meeting) => {
          const next = nextMeetingDate(program, meeting, today) ?? program.startDate;
          return program.meetings.length === 1 && typeof meeting.start === 'string' ? meetingTimeText(meeting) : meetingText(meeting, next, prayerTime);
        })
        .join('; ');
    }
  }
}

function statusText(program: Program, status: ProgramStatus, open: boolean, today: string): string {
  switch (status) {
    case 'ended':
      return `This program has ended. The ${program.term} term finished on ${longDate(program.endDate)}.`;
    case 'upcoming':
      return program.registrationOpens && today < program.registrationOpens
        ? `Registration opens on ${longDate(program.registrationOpens)}. The program starts on ${longDate(program.startDate)}.`
        : `Registration is closed. The program starts on ${longDate(program.startDate)}.`;
    case 'registration-open':
      return program.registrationCloses ? `Registration is open until ${longDate(program.registrationCloses)}.` : 'Registration is open.';
    case 'in-session':
      return open ? `In session until ${longDate(program.endDate)}. Registration is still open.` : `In session until ${longDate(program.endDate)}.`;
  }
}

export function programPageView(input: { slug: string; program: Program; facts: SiteFacts; today: string; prayerTime?: PrayerTimeOf }): ProgramPageView {
  const { slug, program, facts, today, prayerTime } = input;
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
        : { href: mailto(registerEmail, registration.subject || `${program.title} Registration`, registration.body), label: registration.buttonLabel, external: false };
  const caller = open && registration.method === 'email' && registration.call ? resolveContactRef(registration.call, facts) : null;
  const cta = program.callToAction;
  return {
    slug,
    title: program.title,
    summary: program.summary,
    badge: ended ? `${program.term} · Ended` : (program.badge ?? program.term),
    term: program.term,
    status,
    statusLabel: STATUS_LABELS[status],
    statusText: statusText(program, status, open, today),
    register,
    call: caller?.phone ? { href: tel(caller.phone), phone: caller.phone, ...(caller.name ? { name: caller.name } : {}) } : null,
    nextTerm: ended
      ? {
          href: mailto(registerEmail, `${program.title}: the next term`, `Assalamu alaikum,\n\nPlease tell me about the next term of the ${program.title} when its dates and registration are known.\n\nThank you.`),
          label: 'Tell me about the next term',
        }
      : null,
    notice: ended ? null : (program.notice ?? null),
    flyers: program.flyers,
    cards: program.scheduleCards.flatMap((card) => {
      const value = cardValue(card, program, today, prayerTime);
      return value ? [{ label: card.label, value, source: card.show }] : [];
    }),
    meetings: program.meetings.map((meeting) => meetingText(meeting, nextMeetingDate(program, meeting, today) ?? program.startDate, prayerTime) + (meeting.place ? `, ${meeting.place}` : '')),
    highlightsHeading: program.highlightsHeading ?? 'What We Offer',
    highlights: program.highlights,
    teachers: program.teachers.map((teacher) => ({
      name: 'name' in teacher.person ? teacher.person.name : (resolveContactRef(teacher.person.ref, facts).name ?? ''),
      ...(teacher.role ? { role: teacher.role } : {}),
      ...(teacher.teaches ? { teaches: teacher.teaches } : {}),
    })).filter((teacher) => teacher.name !== ''),
    fees: program.fees,
    ...(program.feesNote ? { feesNote: program.feesNote } : {}),
    contactHeading: program.contactHeading ?? 'Contact',
    ...(program.contactText ? { contactText: program.contactText } : {}),
    contacts: program.contacts.map((contact) => resolveContact(contact, facts)).filter((c) => c.email || c.phone || c.name),
    address: program.showAddress ? { line: addressLine(facts.address), mapHref: mapHref(facts.address) } : null,
    callToAction: cta && !ended ? { heading: cta.heading, ...(cta.text ? { text: cta.text } : {}), buttonLabel: cta.buttonLabel, href: mailto(registerEmail, cta.subject || `${program.title} inquiry`, cta.body) } : null,
    bodyHtml: renderMarkdown(program.body),
  };
}
