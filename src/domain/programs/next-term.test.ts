import { describe, expect, it } from 'vitest';
import { addYear, copyToNextTerm } from './next-term.ts';
import { programSchema, type Program } from './program.ts';

const base: Program = programSchema.parse({
  title: 'Summer School 2025',
  slug: 'summer-school-2025',
  summary: 'Six weeks of Quran for ages 7+, since 2019.',
  body: 'Join us in Summer 2025. Call 2025-555.',
  term: 'Summer 2025',
  startDate: '2025-06-16',
  endDate: '2025-07-25',
  registrationOpens: '2025-03-01',
  registrationCloses: '2025-06-13',
  meetings: [{ days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], start: '13:00', endTime: '17:00', skippedDates: ['2025-07-04'] }],
  flyers: [{ src: '/programs/summer-school-flyer.png', alt: 'Summer School 2025 flyer' }],
  registration: { method: 'email', to: 'school', subject: 'Summer School 2025 Registration', body: 'For Summer School 2025.', buttonLabel: 'Register Now' },
});

describe('copyToNextTerm by year', () => {
  const next = copyToNextTerm(base, 'year');
  it.each<[string, unknown, unknown]>([
    ['title', next.title, 'Summer School 2026'],
    ['slug', next.slug, 'summer-school-2026'],
    ['term', next.term, 'Summer 2026'],
    ['start', next.startDate, '2026-06-16'],
    ['end', next.endDate, '2026-07-25'],
    ['registration opens', next.registrationOpens, '2026-03-01'],
    ['registration closes', next.registrationCloses, '2026-06-13'],
    ['other numbers and years untouched', next.summary, 'Six weeks of Quran for ages 7+, since 2019.'],
    ['the year in the body', next.body, 'Join us in Summer 2026. Call 2026-555.'],
    ['the e-mail subject', next.registration.method === 'email' && next.registration.subject, 'Summer School 2026 Registration'],
    // July 4, 2026 is a Saturday: no meeting to skip.
    ['skipped dates moved, kept only on meeting days', next.meetings[0]!.skippedDates, []],
    ['flyers not copied (they show the old dates)', next.flyers, []],
  ])('%s', (_, actual, expected) => expect(actual).toEqual(expected));

  it('is a valid program again', () => expect(programSchema.safeParse(next).success).toBe(true));

  it.each([
    ['summer-school', 'summer-school-2026'],
    ['saturday-school-fall', 'saturday-school-fall-2026'],
  ])('slug %s → %s', (slug, expected) => {
    expect(copyToNextTerm({ ...base, slug }, 'year').slug).toBe(expected);
  });

  it.each([
    ['2024-02-29', '2025-02-28'],
    ['2025-12-31', '2026-12-31'],
  ])('addYear %s → %s', (date, expected) => expect(addYear(date)).toBe(expected));
});

describe('copyToNextTerm by term', () => {
  const fall: Program = {
    ...base,
    title: 'Saturday School Fall 2025',
    slug: 'saturday-school-fall-2025',
    term: 'Fall 2025',
    body: 'Returns in fall 2025.',
    startDate: '2025-09-06',
    endDate: '2025-12-20',
    registrationOpens: null,
    registrationCloses: null,
    meetings: [{ days: ['saturday'], start: '10:00', durationMinutes: 120, skippedDates: ['2025-11-29'] }],
    registration: { method: 'email', to: 'school', subject: 'Fall 2025', body: '', buttonLabel: 'Register' },
  };
  const next = copyToNextTerm(fall, 'term');
  it.each<[string, unknown, unknown]>([
    ['term', next.term, 'Spring 2026'],
    ['title', next.title, 'Saturday School Spring 2026'],
    ['slug', next.slug, 'saturday-school-spring-2026'],
    ['lower-case season', next.body, 'Returns in spring 2026.'],
    // 106 days → 16 weeks: Saturdays stay Saturdays.
    ['start a whole number of weeks on', next.startDate, '2025-12-27'],
    ['end', next.endDate, '2026-04-11'],
    ['the skipped week moves with it', next.meetings[0]!.skippedDates, ['2026-03-21']],
  ])('%s', (_, actual, expected) => expect(actual).toEqual(expected));

  it('a slug without a term gets the new one', () => {
    expect(copyToNextTerm({ ...fall, slug: 'quran-circle', title: 'Quran Circle', term: 'Autumn' }, 'term').slug).toBe('quran-circle-winter-2025');
  });
});
