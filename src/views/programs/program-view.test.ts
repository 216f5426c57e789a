import { describe, expect, it } from 'vitest';
import { programSchema } from '../../domain/programs/program.ts';
import { programJsonLd } from '../../domain/programs/program-json-ld.ts';
import { localizeProgram } from '../../domain/programs/localize-program.ts';
import { XSS_CORPUS } from '../../../tests/support/xss-corpus.ts';
import { DEFAULT_SITE_FACTS } from '../site-facts/build/default-facts.ts';
import { programListView } from './program-list.ts';
import { programPageView } from './program-view.ts';

const program = programSchema.parse({
  title: 'Saturday School',
  slug: 'saturday-school',
  summary: 'Weekly classes.',
  body: '## About\n\nText with <script>alert(1)</script> and [a link](javascript:alert(1)).',
  term: 'Fall 2026',
  startDate: '2026-09-12',
  endDate: '2026-12-19',
  registrationOpens: '2026-08-01',
  meetings: [{ days: ['saturday'], start: '10:00', endTime: '12:30', skippedDates: ['2026-11-28'] }],
  scheduleCards: [{ label: 'Term', show: 'term' }, { label: 'Time', show: 'meetings' }, { label: 'Dates', show: 'dates' }, { label: 'Duration', show: 'duration' }],
  teachers: [{ person: { ref: 'imam' }, role: 'Imam' }, { person: { ref: 'secondTeacher' } }],
  contacts: [{ ref: 'school' }, { ref: 'imam', show: ['phone', 'name'] }],
  registration: { method: 'email', to: 'school', subject: 'Saturday School Fall 2026 Registration', body: 'Hello', call: 'imam', buttonLabel: 'Contact for Registration' },
  notice: { text: 'Kayıtlar başladı', lang: 'tr' },
  callToAction: { heading: 'Join us this Fall', buttonLabel: 'Contact Us Today', subject: 'Inquiry' },
});
const view = (today: string, facts = DEFAULT_SITE_FACTS) => programPageView({ slug: 'saturday-school', program, facts, today });

describe('programPageView of a localized program (issue 26 item 4)', () => {
  const translated = programSchema.parse({
    ...program,
    translations: { tr: { term: 'Güz 2026', registrationButton: 'Kayıt için iletişim', registrationSubject: 'Kayıt' } },
    scheduleCards: [{ label: 'Term', show: 'term', translations: { tr: { label: 'Dönem' } } }, { label: 'Dates', show: 'dates' }],
    highlights: [{ title: 'Quran', translations: { tr: { title: 'Kuran' } } }],
    fees: [{ amount: '$150', label: 'per child', translations: { tr: { label: 'çocuk başına' } } }],
    meetings: [{ ...program.meetings[0]!, place: 'Main hall', translations: { tr: { place: 'Ana salon' } } }, { days: ['sunday'], start: '10:00', durationMinutes: 60 }],
  });
  const tr = programPageView({ slug: 'saturday-school', program: localizeProgram(translated, 'tr', 'en'), facts: DEFAULT_SITE_FACTS, today: '2026-10-03' });

  it.each<[string, unknown, unknown]>([
    ['a card’s label and a term card’s value, each with its language', tr.cards[0], { label: 'Dönem', value: 'Güz 2026', source: 'term', langs: { label: 'tr', value: 'tr' } }],
    ['a dates card: its value is the site’s words', tr.cards[1], { label: 'Dates', value: 'September 12 - December 19, 2026', source: 'dates', langs: { label: 'en', value: undefined } }],
    ['a highlight', tr.highlights, [{ title: 'Kuran', langs: { title: 'tr' } }]],
    ['a fee', tr.fees, [{ label: 'çocuk başına', amount: '$150', langs: { label: 'tr' } }]],
    ['the badge: the translated term', [tr.badge, tr.badgeField], ['Güz 2026', 'term']],
    ['a meeting’s place, marked apart from the sentence', tr.meetingPlaces, [{ before: 'Saturdays, 10:00 AM - 12:30 PM, ', place: 'Ana salon', after: '', lang: 'tr' }, null]],
    ['the meeting sentences', tr.meetings, ['Saturdays, 10:00 AM - 12:30 PM, Ana salon', 'Sundays, 10:00 AM - 11:00 AM']],
    ['the register button and its e-mail', tr.register, { href: 'mailto:school@example.org?subject=Kay%C4%B1t&body=Hello', label: 'Kayıt için iletişim', external: false }],
  ])('%s', (_, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('has no langs on the default language’s page', () => {
    const en = programPageView({ slug: 'saturday-school', program: localizeProgram(translated, undefined, undefined), facts: DEFAULT_SITE_FACTS, today: '2026-10-03' });
    expect(en).not.toHaveProperty('meetingPlaces');
    expect([en.cards[0], en.highlights[0], en.fees[0]]).toEqual([
      { label: 'Term', value: 'Fall 2026', source: 'term' },
      { title: 'Quran' },
      { label: 'per child', amount: '$150' },
    ]);
  });
});

describe('programPageView by date', () => {
  it.each([
    ['2026-07-15', 'upcoming', false, false, 'Registration opens on August 1, 2026. The program starts on September 12, 2026.'],
    ['2026-08-01', 'registration-open', true, false, 'Registration is open.'],
    ['2026-10-03', 'in-session', true, false, 'In session until December 19, 2026. Registration is still open.'],
    ['2026-12-20', 'ended', false, true, 'This program has ended. The Fall 2026 term finished on December 19, 2026.'],
  ])('on %s: %s', (today, status, register, ended, text) => {
    const v = view(today);
    expect(v.status).toBe(status);
    expect(v.statusText).toBe(text);
    expect(v.register !== null).toBe(register);
    expect(v.call !== null).toBe(register);
    expect(v.nextTerm !== null).toBe(ended);
    // What goes stale with the term leaves with it.
    expect(v.notice !== null).toBe(!ended);
    expect(v.callToAction !== null).toBe(!ended);
    expect(v.badge).toBe(ended ? 'Fall 2026 · Ended' : 'Fall 2026');
  });

  it('fills the schedule cards from the program itself', () => {
    expect(view('2026-10-03').cards).toEqual([
      { label: 'Term', value: 'Fall 2026', source: 'term' },
      { label: 'Time', value: '10:00 AM - 12:30 PM', source: 'meetings' },
      { label: 'Dates', value: 'September 12 - December 19, 2026', source: 'dates' },
      { label: 'Duration', value: '15 weeks', source: 'duration' },
    ]);
  });

  it('pre-fills the registration e-mail and offers the next term once ended', () => {
    expect(view('2026-10-03').register).toEqual({ href: 'mailto:school@example.org?subject=Saturday%20School%20Fall%202026%20Registration&body=Hello', label: 'Contact for Registration', external: false });
    expect(view('2026-12-20').nextTerm?.href).toMatch(/^mailto:school@example\.org\?subject=Saturday%20School%3A%20the%20next%20term&body=/);
  });

  it("resolves contacts and teachers against the site's facts, so a changed phone shows here too", () => {
    const facts = { ...DEFAULT_SITE_FACTS, contacts: { ...DEFAULT_SITE_FACTS.contacts, imam: { ...DEFAULT_SITE_FACTS.contacts.imam, name: 'Imam New', phone: '(650) 555-0199' } } };
    const v = view('2026-10-03', facts);
    expect(v.contacts).toEqual([{ email: 'school@example.org' }, { phone: '(650) 555-0199', name: 'Imam New' }]);
    expect(v.call).toEqual({ href: 'tel:+16505550199', phone: '(650) 555-0199', name: 'Imam New' });
    expect(v.teachers.map((t) => t.name)).toEqual(['Imam New', DEFAULT_SITE_FACTS.contacts.teachers[0]!.name]);
  });

  it('renders the Markdown body safely (raw HTML off, javascript: links dropped)', () => {
    const html = view('2026-10-03').bodyHtml;
    expect(html).toContain('<h2>About</h2>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('href="javascript:');
  });
});

describe('programListView', () => {
  it('splits the listed programs into current and past, leaving unlisted ones out', () => {
    const items = [
      { id: 1, slug: 'saturday-school', data: program },
      { id: 2, slug: 'summer-school', data: { ...program, title: 'Summer School 2025', startDate: '2025-06-16', endDate: '2025-07-25', registrationOpens: null } },
      { id: 3, slug: 'hidden', data: { ...program, title: 'Hidden', listed: false } },
    ];
    const { current, past } = programListView(items, '2026-11-26');
    expect(current.map((p) => [p.slug, p.statusLabel, p.meetings])).toEqual([['saturday-school', 'In session', ['Saturdays, 10:00 AM - 12:30 PM']]]);
    expect(past.map((p) => [p.slug, p.dates])).toEqual([['summer-school', 'June 16 - July 25, 2025']]);
  });
});

describe('the XSS corpus in every text of a program', () => {
  it.each(XSS_CORPUS.map((payload, i) => [i, payload] as const))('payload %i stays text: safe Markdown, no script in links or JSON-LD', (_, payload) => {
    const hostile = programSchema.parse({
      ...program,
      title: payload,
      summary: payload,
      body: `${payload}\n\n## ${payload}\n\n- ${payload}\n\n[${payload}](${payload})`,
      term: payload.slice(0, 60),
      badge: payload,
      ages: payload.slice(0, 60),
      fees: [{ amount: payload.slice(0, 40), label: payload, note: payload }],
      feesNote: payload,
      highlightsHeading: payload,
      highlights: [{ title: payload, text: payload }],
      teachers: [{ person: { name: payload }, role: payload, teaches: payload }],
      contacts: [{ name: payload }],
      contactHeading: payload.slice(0, 60),
      contactText: payload,
      notice: { text: payload, translation: payload },
      registration: { method: 'email', to: 'school', subject: payload, body: payload, buttonLabel: payload.slice(0, 40) },
      callToAction: { heading: payload, text: payload, buttonLabel: payload.slice(0, 40), subject: payload, body: payload },
      meetings: [{ days: ['saturday'], start: '10:00', place: payload }],
    });
    const v = programPageView({ slug: 'x', program: hostile, facts: DEFAULT_SITE_FACTS, today: '2026-10-03' });
    expect(v.bodyHtml).not.toMatch(/<(script|img|svg|iframe|object|style|meta|details|input|body|math)\b/i);
    // Payload text may remain as escaped text; no tag the renderer made carries a handler or a script URL.
    for (const tag of v.bodyHtml.match(/<[a-z][^>]*>/gi) ?? []) expect(tag).not.toMatch(/\son\w+=|javascript:|data:/i);
    // Hrefs the page builds are mailto: with every payload character percent-encoded.
    for (const href of [v.register?.href, v.callToAction?.href]) expect(href).toMatch(/^mailto:[^\s<>"]+$/);
    const jsonLd = programJsonLd(hostile, 'https://masjid.example.org/programs/x', { name: 'M', url: 'https://masjid.example.org', address: DEFAULT_SITE_FACTS.address }, 'America/Los_Angeles');
    expect(JSON.stringify(jsonLd).replace(/</g, '\\u003c')).not.toContain('<');
  });
});
