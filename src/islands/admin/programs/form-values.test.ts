import { describe, expect, it } from 'vitest';
import { checkInput } from '../../../domain/forms/check-input.ts';
import { programSchema } from '../../../domain/programs/program.ts';
import { blankProgram, fromProgram, slugify, toDocument } from './form-values.ts';

describe('the program form values', () => {
  const full = programSchema.parse({
    title: 'Saturday School',
    slug: 'saturday-school',
    summary: 'Weekly classes.',
    body: '## About\n\nText.',
    term: 'Fall 2025',
    badge: 'Fall 2025 Registration',
    startDate: '2025-09-06',
    endDate: '2025-12-20',
    registrationOpens: '2025-08-01',
    meetings: [{ days: ['saturday'], start: '10:00', endTime: '12:30', place: 'Room 2', skippedDates: ['2025-11-29'] }, { days: ['sunday'], start: { prayer: 'asr', offsetMinutes: 0 }, durationMinutes: 45 }],
    ages: '6-14',
    fees: [{ amount: '$120', label: 'per term', note: 'siblings $100' }],
    feesNote: 'Assistance on request.',
    flyers: [{ src: '/flyers/saturday-school-flyer-1.png', alt: 'Flyer', width: 800, height: 1000 }],
    scheduleCards: [{ label: 'Term', show: 'term' }, { label: 'Setting', show: 'text', text: 'Peaceful masjid setting' }],
    highlightsHeading: 'What We Offer',
    highlights: [{ title: 'Quran', text: 'Tajweed' }],
    teachers: [{ person: { ref: 'imam' }, role: 'Imam', teaches: 'Quran' }],
    notice: { text: 'Cumartesi okulumuz', lang: 'tr', translation: 'Our Saturday School' },
    contactHeading: 'Contact',
    contactText: 'By e-mail or phone.',
    contacts: [{ ref: 'school', show: ['email'] }, { name: 'Br. Omar', phone: '(650) 555-0101' }],
    registration: { method: 'email', to: 'school', subject: 'Registration', body: 'Hello', call: 'imam', buttonLabel: 'Contact for Registration' },
    callToAction: { heading: 'Join us', text: 'Reserve a place.', buttonLabel: 'Contact Us Today', subject: 'Inquiry', body: '' },
    listed: true,
  });

  it('gives back every field of a program through the form unchanged', () => {
    expect(programSchema.parse(toDocument(fromProgram(full)))).toEqual(full);
  });

  // Issue 26 item 4: the program's own translations and each entry's, through the form and back.
  const translated = programSchema.parse({
    ...full,
    translations: { tr: { title: 'Cumartesi Okulu', term: 'Güz 2025', registrationButton: 'Kayıt', ctaHeading: 'Bize katılın' } },
    meetings: [{ ...full.meetings[0], translations: { tr: { place: 'Oda 2' } } }, full.meetings[1]],
    fees: [{ amount: '$120', label: 'per term', note: 'siblings $100', translations: { tr: { label: 'dönem başına' }, ar: { note: 'للإخوة 100$' } } }],
    scheduleCards: [{ label: 'Term', show: 'term', translations: { tr: { label: 'Dönem' } } }, full.scheduleCards[1]],
    highlights: [{ title: 'Quran', text: 'Tajweed', translations: { tr: { title: 'Kuran', text: 'Tecvid' } } }],
    teachers: [{ person: { ref: 'imam' }, role: 'Imam', teaches: 'Quran', translations: { tr: { teaches: 'Kuran' } } }],
  });

  it('gives back every translation, the entries’ too, through the form unchanged', () => {
    const values = fromProgram(translated);
    expect(values.highlights[0]?.translations).toEqual({ tr: { title: 'Kuran', text: 'Tecvid' } });
    expect(values.scheduleCards[1]?.translations).toEqual({});
    expect(programSchema.parse(toDocument(values))).toEqual(translated);
  });

  it('moves an entry with its translations, and leaves out an entry’s empty ones', () => {
    const values = fromProgram(translated);
    const swapped = toDocument({ ...values, scheduleCards: [values.scheduleCards[1]!, values.scheduleCards[0]!] });
    expect(swapped['scheduleCards']).toEqual([
      { label: 'Setting', show: 'text', text: 'Peaceful masjid setting' },
      { label: 'Term', show: 'term', translations: { tr: { label: 'Dönem' } } },
    ]);
    const cleared = programSchema.parse(toDocument({ ...values, highlights: [{ ...values.highlights[0]!, translations: { tr: { title: ' ', text: '' } } }] }));
    // As stored (JSON): no translations left on the entry.
    expect(JSON.stringify(cleared.highlights[0])).toBe('{"title":"Quran","text":"Tajweed"}');
  });

  it('turns the structured sections into the document, and names a wrong field where it is typed', () => {
    const values = {
      ...fromProgram(full),
      scheduleCards: [{ label: 'Setting', show: 'text' as const, text: '' }],
      teachers: [{ ref: '' as const, name: 'Br. Omar', role: '', teaches: 'Arabic' }],
      contacts: [{ ref: '' as const, show: [], name: 'Sr. Aisha', email: 'not-an-email', phone: '' }],
      notice: { text: '', lang: '', translation: '' },
      callToAction: { shown: false, heading: 'kept out', text: '', buttonLabel: 'x', subject: '', body: '' },
    };
    const document = toDocument(values);
    expect(document).toMatchObject({ teachers: [{ person: { name: 'Br. Omar' }, teaches: 'Arabic' }], contacts: [{ name: 'Sr. Aisha', email: 'not-an-email' }] });
    expect(document).not.toHaveProperty('notice');
    expect(document).not.toHaveProperty('callToAction');
    const checked = checkInput(programSchema, document);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.fields['scheduleCards.0.text']).toBe('A text card needs its text');
      expect(checked.fields['contacts.0.email'] ?? checked.fields['contacts.0']).toMatch(/E-mail must be an address|A contact is either/);
    }
  });

  it('turns a prayer-relative meeting and its skipped weeks into the document', () => {
    const values = {
      ...blankProgram(),
      title: 'Quran Study Circle',
      slug: 'quran-circle',
      summary: 'Sundays after Asr',
      term: 'Fall 2026',
      startDate: '2026-09-06',
      endDate: '2026-12-20',
      meetings: [{ days: ['sunday' as const], startKind: 'prayer' as const, time: '', prayer: 'asr' as const, offset: '15', endTime: '', duration: '45', place: 'Library', skipped: '2026-11-29\n2026-12-27, ' }],
    };
    expect(checkInput(programSchema, toDocument(values))).toMatchObject({
      ok: true,
      value: { meetings: [{ days: ['sunday'], start: { prayer: 'asr', offsetMinutes: 15 }, durationMinutes: 45, place: 'Library', skippedDates: ['2026-11-29', '2026-12-27'] }] },
    });
  });

  it.each([
    ['Quran Study Circle', 'quran-study-circle'],
    ['  Summer School 2027! ', 'summer-school-2027'],
    ['Çocuk Kampı', 'cocuk-kampi'],
  ])('slugify %j', (title, slug) => expect(slugify(title)).toBe(slug));
});
