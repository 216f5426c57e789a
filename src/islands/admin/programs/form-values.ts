import type { Meeting, MeetingPrayer, Program, Registration, Weekday } from '../../../domain/programs/program.ts';

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
}

export interface ProgramFormValues {
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
  fees: { amount: string; label: string; note: string }[];
  feesNote: string;
  flyers: { src: string; alt: string; width?: number | undefined; height?: number | undefined }[];
  highlightsHeading: string;
  highlights: { title: string; text: string }[];
  contactHeading: string;
  contactText: string;
  showAddress: boolean;
  registration: Registration;
  /** The other sections (schedule cards, teachers, contacts, notice, call to action) as JSON. */
  sections: string;
}

export const BLANK_MEETING: MeetingForm = { days: [], startKind: 'time', time: '', prayer: 'asr', offset: '0', endTime: '', duration: '60', place: '', skipped: '' };

export function blankProgram(): ProgramFormValues {
  return {
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
    sections: JSON.stringify({ scheduleCards: [{ label: 'Dates', show: 'dates' }, { label: 'Time', show: 'meetings' }], contacts: [{ ref: 'school' }], teachers: [] }, null, 2),
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
  };
}

export function fromProgram(program: Program): ProgramFormValues {
  const { scheduleCards, teachers, contacts, notice, callToAction } = program;
  return {
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
    fees: program.fees.map((fee) => ({ amount: fee.amount, label: fee.label, note: fee.note ?? '' })),
    feesNote: program.feesNote ?? '',
    flyers: program.flyers.map((flyer) => ({ ...flyer })),
    highlightsHeading: program.highlightsHeading ?? '',
    highlights: program.highlights.map((item) => ({ title: item.title, text: item.text ?? '' })),
    contactHeading: program.contactHeading ?? '',
    contactText: program.contactText ?? '',
    showAddress: program.showAddress,
    registration: program.registration,
    sections: JSON.stringify({ scheduleCards, teachers, contacts, ...(notice ? { notice } : {}), ...(callToAction ? { callToAction } : {}) }, null, 2),
  };
}

/** The document to check and send, or the JSON sections' error. */
export function toDocument(values: ProgramFormValues): { ok: true; document: Record<string, unknown> } | { ok: false; error: string } {
  let sections: unknown;
  try {
    sections = JSON.parse(values.sections || '{}');
  } catch {
    return { ok: false, error: 'Other sections must be JSON: check the commas and quotes' };
  }
  if (typeof sections !== 'object' || sections === null || Array.isArray(sections)) return { ok: false, error: 'Other sections must be a JSON object' };
  const allowed = ['scheduleCards', 'teachers', 'contacts', 'notice', 'callToAction'];
  const unknown = Object.keys(sections).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) return { ok: false, error: `Other sections may only hold ${allowed.join(', ')} (not ${unknown.join(', ')})` };
  const { sections: _sections, meetings, flyers, ...rest } = values;
  return {
    ok: true,
    document: {
      ...rest,
      meetings: meetings.map(meetingDocument),
      flyers: flyers.map((flyer) => ({ src: flyer.src, alt: flyer.alt, ...(flyer.width ? { width: flyer.width } : {}), ...(flyer.height ? { height: flyer.height } : {}) })),
      ...(sections as Record<string, unknown>),
    },
  };
}
