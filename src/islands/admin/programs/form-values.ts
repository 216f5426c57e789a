import type { StaffTranslations } from '../../../domain/i18n/pick.ts';
import type { CardSource, ContactRefKey, Meeting, MeetingPrayer, Program, ProgramContact, Registration, Weekday } from '../../../domain/programs/program.ts';

/**
 * The program form's state: the document's fields as inputs hold them (text for numbers and optional
 * fields), turned into the document the shared schema checks (toDocument) and back (fromProgram).
 */
export interface MeetingForm {
  days: Weekday[];
  startKind: 'time' | 'prayer';
  time: string;
  prayer: MeetingPrayer;
  offset: string;
  endTime: string;
  duration: string;
  place: string;
  /** Skipped dates, one YYYY-MM-DD per line or comma. */
  skipped: string;
  /** The place's translations (issue 26 item 4), kept on the meeting. */
  translations?: StaffTranslations;
}

/** A schedule card: its label, and what it shows (one of the program's facts, or its own text). */
export interface CardForm {
  label: string;
  show: CardSource;
  text: string;
  /** The label's and text's translations, kept on the card (it moves and goes with them). */
  translations?: StaffTranslations;
}

/** A teacher: one of the site's contacts (`ref`) or a name typed in. */
export interface TeacherForm {
  ref: ContactRefKey | '';
  name: string;
  role: string;
  teaches: string;
  /** The role's and "teaches" translations. */
  translations?: StaffTranslations;
}

export interface FeeForm {
  amount: string;
  label: string;
  note: string;
  /** The label's and note's translations. */
  translations?: StaffTranslations;
}

export interface HighlightForm {
  title: string;
  text: string;
  /** The title's and text's translations. */
  translations?: StaffTranslations;
}

/** A contact: one of the site's (with the details to show) or one written out. */
export interface ContactForm {
  ref: ContactRefKey | '';
  show: ('name' | 'email' | 'phone')[];
  name: string;
  email: string;
  phone: string;
}

/** The notice under the header; no notice while its text is blank. */
export interface NoticeForm {
  text: string;
  lang: string;
  translation: string;
}

/** The closing call to action, shown when `shown`. */
export interface CallToActionForm {
  shown: boolean;
  heading: string;
  text: string;
  buttonLabel: string;
  subject: string;
  body: string;
}

export interface ProgramFormValues {
  /**
   * The program's own texts' translations (issue 26 item 4: title, summary, about text, term, headings,
   * buttons, e-mails …); each list entry keeps its own.
   */
  translations: StaffTranslations;
  title: string;
  slug: string;
  summary: string;
  body: string;
  term: string;
  badge: string;
  startDate: string;
  endDate: string;
  registrationOpens: string;
  registrationCloses: string;
  ages: string;
  listed: boolean;
  meetings: MeetingForm[];
  fees: FeeForm[];
  feesNote: string;
  flyers: { src: string; alt: string; width?: number | undefined; height?: number | undefined }[];
  highlightsHeading: string;
  highlights: HighlightForm[];
  contactHeading: string;
  contactText: string;
  showAddress: boolean;
  registration: Registration;
  scheduleCards: CardForm[];
  teachers: TeacherForm[];
  contacts: ContactForm[];
  notice: NoticeForm;
  callToAction: CallToActionForm;
}

export const BLANK_CARD: CardForm = { label: '', show: 'text', text: '' };
export const BLANK_TEACHER: TeacherForm = { ref: '', name: '', role: '', teaches: '' };
export const BLANK_CONTACT: ContactForm = { ref: 'school', show: [], name: '', email: '', phone: '' };
const NO_NOTICE: NoticeForm = { text: '', lang: '', translation: '' };
const NO_CALL_TO_ACTION: CallToActionForm = { shown: false, heading: '', text: '', buttonLabel: 'Contact Us Today', subject: '', body: '' };

export const BLANK_MEETING: MeetingForm = { days: [], startKind: 'time', time: '', prayer: 'asr', offset: '0', endTime: '', duration: '60', place: '', skipped: '' };

export function blankProgram(): ProgramFormValues {
  return {
    translations: {},
    title: '',
    slug: '',
    summary: '',
    body: '',
    term: '',
    badge: '',
    startDate: '',
    endDate: '',
    registrationOpens: '',
    registrationCloses: '',
    ages: '',
    listed: true,
    meetings: [],
    fees: [],
    feesNote: '',
    flyers: [],
    highlightsHeading: '',
    highlights: [],
    contactHeading: '',
    contactText: '',
    showAddress: true,
    registration: { method: 'email', to: 'school', subject: '', body: '', buttonLabel: 'Register Now' },
    scheduleCards: [
      { label: 'Dates', show: 'dates', text: '' },
      { label: 'Time', show: 'meetings', text: '' },
    ],
    teachers: [],
    contacts: [{ ...BLANK_CONTACT }],
    notice: { ...NO_NOTICE },
    callToAction: { ...NO_CALL_TO_ACTION },
  };
}

/** 'Quran Study Circle' → 'quran-study-circle'. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    // Turkish dotless i has no decomposition: Kampı → kampi.
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

function meetingForm(meeting: Meeting): MeetingForm {
  const prayer = typeof meeting.start === 'string' ? null : meeting.start;
  return {
    days: [...meeting.days],
    startKind: prayer ? 'prayer' : 'time',
    time: typeof meeting.start === 'string' ? meeting.start : '',
    prayer: prayer?.prayer ?? 'asr',
    offset: String(prayer?.offsetMinutes ?? 0),
    endTime: meeting.endTime ?? '',
    duration: meeting.durationMinutes ? String(meeting.durationMinutes) : '',
    place: meeting.place ?? '',
    skipped: meeting.skippedDates.join('\n'),
    translations: meeting.translations ?? {},
  };
}

const numberOrText = (text: string): number | string => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : text);

function meetingDocument(form: MeetingForm): Record<string, unknown> {
  const timed = form.startKind === 'time';
  return {
    days: form.days,
    start: timed ? form.time : { prayer: form.prayer, offsetMinutes: numberOrText(form.offset) },
    ...(timed && form.endTime ? { endTime: form.endTime } : {}),
    ...(!(timed && form.endTime) && form.duration.trim() ? { durationMinutes: numberOrText(form.duration) } : {}),
    place: form.place,
    skippedDates: form.skipped.split(/[\s,]+/).filter(Boolean),
    ...translationsOf(form),
  };
}

export function fromProgram(program: Program): ProgramFormValues {
  const { scheduleCards, teachers, contacts, notice, callToAction } = program;
  return {
    translations: program.translations ?? {},
    title: program.title,
    slug: program.slug,
    summary: program.summary,
    body: program.body,
    term: program.term,
    badge: program.badge ?? '',
    startDate: program.startDate,
    endDate: program.endDate,
    registrationOpens: program.registrationOpens ?? '',
    registrationCloses: program.registrationCloses ?? '',
    ages: program.ages ?? '',
    listed: program.listed,
    meetings: program.meetings.map(meetingForm),
    fees: program.fees.map((fee) => ({ amount: fee.amount, label: fee.label, note: fee.note ?? '', translations: fee.translations ?? {} })),
    feesNote: program.feesNote ?? '',
    flyers: program.flyers.map((flyer) => ({ ...flyer })),
    highlightsHeading: program.highlightsHeading ?? '',
    highlights: program.highlights.map((item) => ({ title: item.title, text: item.text ?? '', translations: item.translations ?? {} })),
    contactHeading: program.contactHeading ?? '',
    contactText: program.contactText ?? '',
    showAddress: program.showAddress,
    registration: program.registration,
    scheduleCards: scheduleCards.map((card) => ({ label: card.label, show: card.show, text: card.text ?? '', translations: card.translations ?? {} })),
    teachers: teachers.map((teacher) => ({
      ref: 'ref' in teacher.person ? teacher.person.ref : '',
      name: 'name' in teacher.person ? teacher.person.name : '',
      role: teacher.role ?? '',
      teaches: teacher.teaches ?? '',
      translations: teacher.translations ?? {},
    })),
    contacts: contacts.map(contactForm),
    notice: notice ? { text: notice.text, lang: notice.lang ?? '', translation: notice.translation ?? '' } : { ...NO_NOTICE },
    callToAction: callToAction
      ? { shown: true, heading: callToAction.heading, text: callToAction.text ?? '', buttonLabel: callToAction.buttonLabel, subject: callToAction.subject, body: callToAction.body }
      : { ...NO_CALL_TO_ACTION },
  };
}

function contactForm(contact: ProgramContact): ContactForm {
  if ('ref' in contact) return { ...BLANK_CONTACT, ref: contact.ref, show: [...(contact.show ?? [])] };
  return { ...BLANK_CONTACT, ref: '', name: contact.name, email: contact.email ?? '', phone: contact.phone ?? '' };
}

const present = (text: string) => text.trim() !== '';

/** An entry's translations for its document: left out when there are none (the schema drops empty ones too). */
const translationsOf = (entry: { translations?: StaffTranslations | undefined }): { translations?: StaffTranslations } =>
  entry.translations && Object.keys(entry.translations).length > 0 ? { translations: entry.translations } : {};

function contactDocument(form: ContactForm): Record<string, unknown> {
  if (form.ref !== '') return { ref: form.ref, ...(form.show.length > 0 ? { show: form.show } : {}) };
  return { name: form.name, ...(present(form.email) ? { email: form.email } : {}), ...(present(form.phone) ? { phone: form.phone } : {}) };
}

/** The document the form stands for, for the shared schema to check (which names each wrong field). */
export function toDocument(values: ProgramFormValues): Record<string, unknown> {
  const { meetings, flyers, scheduleCards, teachers, contacts, notice, callToAction, fees, highlights, ...rest } = values;
  const { shown, ...action } = callToAction;
  return {
    ...rest,
    meetings: meetings.map(meetingDocument),
    flyers: flyers.map((flyer) => ({ src: flyer.src, alt: flyer.alt, ...(flyer.width ? { width: flyer.width } : {}), ...(flyer.height ? { height: flyer.height } : {}) })),
    fees: fees.map((fee) => ({ amount: fee.amount, label: fee.label, note: fee.note, ...translationsOf(fee) })),
    highlights: highlights.map((highlight) => ({ title: highlight.title, text: highlight.text, ...translationsOf(highlight) })),
    scheduleCards: scheduleCards.map((card) => ({ label: card.label, show: card.show, ...(card.show === 'text' || present(card.text) ? { text: card.text } : {}), ...translationsOf(card) })),
    teachers: teachers.map((teacher) => ({ person: teacher.ref !== '' ? { ref: teacher.ref } : { name: teacher.name }, role: teacher.role, teaches: teacher.teaches, ...translationsOf(teacher) })),
    contacts: contacts.map(contactDocument),
    ...(present(notice.text) || present(notice.translation) ? { notice: { text: notice.text, ...(present(notice.lang) ? { lang: notice.lang.trim() } : {}), translation: notice.translation } } : {}),
    ...(shown ? { callToAction: action } : {}),
  };
}
