import { describe, expect, it } from 'vitest';
import { checkInput } from '../forms/check-input.ts';
import { localizeProgram, programTranslations } from './localize-program.ts';
import { programSchema, type Program } from './program.ts';

const base = {
  title: 'Saturday School',
  slug: 'saturday-school',
  summary: 'Quran and Islamic studies for children.',
  term: 'Fall 2026',
  startDate: '2026-09-12',
  endDate: '2026-12-19',
  ages: '7+ years',
  highlightsHeading: 'What Children Will Learn',
  contactHeading: 'Registration',
  contactText: 'Questions? Write to us.',
  meetings: [{ days: ['saturday'], start: '10:00', durationMinutes: 150, place: 'Main hall' }],
  fees: [{ amount: '$150', label: 'per child', note: 'Siblings $120' }],
  scheduleCards: [
    { label: 'Dates', show: 'dates' },
    { label: 'Ages', show: 'ages' },
    { label: 'Snacks', show: 'text', text: 'Bring your own' },
  ],
  highlights: [{ title: 'Quran', text: 'Reading with tajweed' }, { title: 'Manners' }],
  teachers: [{ person: { name: 'Ustadha Amina' }, role: 'Lead teacher', teaches: 'Quran' }],
  registration: { method: 'email', to: 'school', subject: '', body: 'Hello', buttonLabel: 'Register Now' },
  callToAction: { heading: 'Join us', text: 'Seats are limited.', buttonLabel: 'Contact Us', subject: 'Question', body: '' },
};

function program(extra: Record<string, unknown> = {}): Program {
  const checked = checkInput(programSchema, { ...base, ...extra });
  if (!checked.ok) throw new Error(JSON.stringify(checked.fields));
  return checked.value;
}

describe('a program without translations', () => {
  it('reads exactly as before: no translations keys in it or its entries', () => {
    const parsed = program();
    const keys = (value: unknown): string[] =>
      value !== null && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => [key, ...keys(inner)]) : [];
    expect(keys(parsed)).not.toContain('translations');
  });

  it('comes back as it is on the default language’s page', () => {
    const parsed = program({ highlights: [{ title: 'Quran', translations: { tr: { title: 'Kuran' } } }] });
    expect(localizeProgram(parsed, undefined, undefined)).toBe(parsed);
  });
});

describe('localizeProgram', () => {
  const translated = program({
    translations: {
      tr: {
        term: 'Güz 2026',
        ages: '7 yaş ve üstü',
        highlightsHeading: 'Çocuklar Ne Öğrenecek',
        contactText: 'Sorular? Bize yazın.',
        registrationButton: 'Şimdi Kaydol',
        registrationSubject: 'Kayıt',
        registrationBody: 'Merhaba',
        ctaHeading: 'Bize katılın',
        ctaButton: 'Bize Ulaşın',
      },
    },
    scheduleCards: [
      { label: 'Dates', show: 'dates', translations: { tr: { label: 'Tarihler' } } },
      { label: 'Ages', show: 'ages' },
      { label: 'Snacks', show: 'text', text: 'Bring your own', translations: { tr: { text: 'Kendin getir' } } },
    ],
    highlights: [{ title: 'Quran', text: 'Reading with tajweed', translations: { tr: { title: 'Kuran' } } }, { title: 'Manners' }],
    teachers: [{ person: { name: 'Ustadha Amina' }, role: 'Lead teacher', teaches: 'Quran', translations: { tr: { role: 'Baş öğretmen' } } }],
    fees: [{ amount: '$150', label: 'per child', note: 'Siblings $120', translations: { tr: { label: 'çocuk başına' } } }],
    meetings: [{ days: ['saturday'], start: '10:00', durationMinutes: 150, place: 'Main hall', translations: { tr: { place: 'Ana salon' } } }],
  });
  const tr = localizeProgram(translated, 'tr', 'en');

  it.each<[string, unknown, unknown]>([
    ['the term', tr.term, 'Güz 2026'],
    ['the ages', tr.ages, '7 yaş ve üstü'],
    ['the highlights heading', tr.highlightsHeading, 'Çocuklar Ne Öğrenecek'],
    ['an untranslated contact heading stays', tr.contactHeading, 'Registration'],
    ['the contact text', tr.contactText, 'Sorular? Bize yazın.'],
    ['the registration button (at its path)', tr.registration.buttonLabel, 'Şimdi Kaydol'],
    ['the registration e-mail subject, blank by default', tr.registration.method === 'email' && tr.registration.subject, 'Kayıt'],
    ['the registration e-mail text', tr.registration.method === 'email' && tr.registration.body, 'Merhaba'],
    ['the call to action heading', tr.callToAction?.heading, 'Bize katılın'],
    ['the call to action text, untranslated', tr.callToAction?.text, 'Seats are limited.'],
    ['the call to action button', tr.callToAction?.buttonLabel, 'Bize Ulaşın'],
    ['a card label', tr.scheduleCards.map((card) => card.label), ['Tarihler', 'Ages', 'Snacks']],
    ['a text card’s text', tr.scheduleCards[2]?.text, 'Kendin getir'],
    ['a highlight title, its text untranslated', [tr.highlights[0]?.title, tr.highlights[0]?.text], ['Kuran', 'Reading with tajweed']],
    ['a teacher’s role', [tr.teachers[0]?.role, tr.teachers[0]?.teaches], ['Baş öğretmen', 'Quran']],
    ['a fee label, its amount the same', [tr.fees[0]?.label, tr.fees[0]?.amount, tr.fees[0]?.note], ['çocuk başına', '$150', 'Siblings $120']],
    ['a meeting place', tr.meetings[0]?.place, 'Ana salon'],
  ])('%s', (_, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each<[string, Partial<Record<string, string>> | undefined, Record<string, string | undefined>]>([
    ['the program’s own fields', tr.langs, { term: 'tr', badge: undefined, contactHeading: 'en', registrationButton: 'tr', ctaHeading: 'tr', ctaText: 'en' }],
    ['a translated card', tr.scheduleCards[0]?.langs, { label: 'tr', text: undefined }],
    ['an untranslated card', tr.scheduleCards[1]?.langs, { label: 'en' }],
    ['a highlight', tr.highlights[0]?.langs, { title: 'tr', text: 'en' }],
    ['a highlight with no translations', tr.highlights[1]?.langs, { title: 'en', text: undefined }],
    ['a teacher', tr.teachers[0]?.langs, { role: 'tr', teaches: 'en' }],
    ['a fee', tr.fees[0]?.langs, { label: 'tr', note: 'en' }],
    ['a meeting', tr.meetings[0]?.langs, { place: 'tr' }],
  ])('names the language of %s', (_, langs, expected) => {
    for (const [field, lang] of Object.entries(expected)) expect(langs?.[field], field).toBe(lang);
  });

  it('leaves a language without translations in the default text, marked with it', () => {
    const ar = localizeProgram(translated, 'ar', 'en');
    expect([ar.term, ar.highlights[0]?.title, ar.meetings[0]?.place, ar.langs?.term, ar.highlights[0]?.langs?.title]).toEqual(['Fall 2026', 'Quran', 'Main hall', 'en', 'en']);
  });

  it('never changes the stored program', () => {
    expect(translated.highlights[0]?.title).toBe('Quran');
    expect(translated.registration.buttonLabel).toBe('Register Now');
  });
});

describe('entry translations in the schema', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a highlight title too long', { highlights: [{ title: 'Quran', translations: { tr: { title: 'x'.repeat(121) } } }] }, { 'highlights.0.translations.tr.title': 'Highlight title must be at most 120 characters' }],
    ['a card label too long', { scheduleCards: [{ label: 'Dates', show: 'dates', translations: { tr: { label: 'x'.repeat(41) } } }] }, { 'scheduleCards.0.translations.tr.label': 'Card label must be at most 40 characters' }],
    ['a fee note too long', { fees: [{ amount: '$1', label: 'x', translations: { tr: { note: 'x'.repeat(121) } } }] }, { 'fees.0.translations.tr.note': 'Fee note must be at most 120 characters' }],
    ['a meeting place too long', { meetings: [{ days: ['sunday'], start: '10:00', translations: { tr: { place: 'x'.repeat(121) } } }] }, { 'meetings.0.translations.tr.place': 'Place must be at most 120 characters' }],
    ['a registration button too long', { translations: { tr: { registrationButton: 'x'.repeat(41) } } }, { 'translations.tr.registrationButton': 'Button label must be at most 40 characters' }],
    ['a language not named by its code', { teachers: [{ person: { name: 'A' }, translations: { Turkish: { role: 'x' } } }] }, { 'teachers.0.translations.Turkish': 'A translation is named by its language code, such as tr' }],
  ])('refuses %s at its dotted path', (_, extra, fields) => {
    const checked = checkInput(programSchema, { ...base, ...extra });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.fields).toMatchObject(fields);
  });

  it('drops empty entry translations', () => {
    const parsed = program({ highlights: [{ title: 'Quran', translations: { tr: { title: '  ' } } }] });
    expect(parsed.highlights[0]).toEqual({ title: 'Quran' });
  });
});

describe('programTranslations', () => {
  it.each<[string, Record<string, unknown>, Record<string, Record<string, string>>]>([
    ['none', {}, {}],
    ['the program’s own', { translations: { tr: { title: 'Cumartesi Okulu' } } }, { tr: { title: 'Cumartesi Okulu' } }],
    ['only a highlight’s', { highlights: [{ title: 'Quran', translations: { ar: { title: 'القرآن' } } }] }, { ar: { title: 'القرآن' } }],
    [
      'its own and a meeting’s, merged per language',
      { translations: { tr: { term: 'Güz 2026' } }, meetings: [{ days: ['sunday'], start: '10:00', place: 'Hall', translations: { tr: { place: 'Salon' } } }] },
      { tr: { term: 'Güz 2026', place: 'Salon' } },
    ],
  ])('%s', (_, extra, expected) => {
    expect(programTranslations(program(extra))).toEqual(expected);
  });
});
