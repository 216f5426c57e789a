import { describe, expect, it } from 'vitest';
import { parseDateInput, toDateTimeLocal } from './date-input.ts';
import { checkInput } from '../forms/check-input.ts';
import { defaultEventStart } from './event-form.ts';
import { END_BEFORE_START, eventInputSchema, normalizeImageUrl, START_DATE_REQUIRED } from './event-input.ts';

const LA = 'America/Los_Angeles';
const iso = (value: unknown) => {
  const result = parseDateInput(value, LA);
  return result.ok ? (result.value?.toISOString() ?? null) : 'invalid';
};

describe('parseDateInput (masjid zone America/Los_Angeles)', () => {
  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['  null ', null],
    ['2026-01-10T10:00', '2026-01-10T18:00:00.000Z'],
    ['2026-07-10T10:00', '2026-07-10T17:00:00.000Z'],
    ['2026-07-10 10:00', '2026-07-10T17:00:00.000Z'],
    ['2026-07-10', '2026-07-10T07:00:00.000Z'],
    ['2026-07-10T10:00:00.123Z', '2026-07-10T10:00:00.123Z'],
    ['2026-07-10T10:00:00-0500', '2026-07-10T15:00:00.000Z'],
    ['2026-11-01T01:30', '2026-11-01T08:30:00.000Z'], // the repeated hour: the earlier one
    ['1970-12-31T23:00', null],
    ['1971-01-01T00:00:00Z', null], // still 1970 in the masjid's zone
    ['1971-01-02T00:00', '1971-01-02T08:00:00.000Z'],
    ['2026-02-29T10:00', 'invalid'],
    ['2026-07-10T24:00', 'invalid'],
    ['July 10, 2026', 'invalid'],
    ['2026-07-10T10:00+15:00', 'invalid'],
    [1783200000000, 'invalid'],
    [true, 'invalid'],
  ])('%j → %j', (input, expected) => {
    expect(iso(input)).toBe(expected);
  });

  it('shows an instant back as the masjid wall clock, and unset dates as empty', () => {
    expect(toDateTimeLocal('2026-07-10T17:00:00.000Z', LA)).toBe('2026-07-10T10:00');
    expect(toDateTimeLocal(new Date('2026-01-10T18:05:00Z'), LA)).toBe('2026-01-10T10:05');
    expect(toDateTimeLocal(null, LA)).toBe('');
    expect(toDateTimeLocal('1970-01-01T00:00:00Z', LA)).toBe('');
    expect(toDateTimeLocal('garbage', LA)).toBe('');
  });
});

describe('event form rules', () => {
  it('starts a new event the next masjid day at 10:00, across the date line of UTC', () => {
    // 02:00 UTC on Mar 9 is still Mar 8 in Redwood City.
    expect(defaultEventStart(LA, new Date('2026-03-09T02:00:00Z'))).toBe('2026-03-09T10:00');
    expect(defaultEventStart(LA, new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01T10:00');
  });

  it.each([
    {
      input: { title: ' ', description: '', startDate: '', isPermanent: false },
      fields: { title: 'Title is required', description: 'Description is required', startDate: START_DATE_REQUIRED },
    },
    {
      input: { title: 'a', description: '', startDate: '', isPermanent: true },
      fields: { description: 'Description is required' },
    },
    {
      input: { title: '', description: 'b', startDate: '2026-07-10T10:00', endDate: '2026-07-09T10:00' },
      fields: { title: 'Title is required', endDate: END_BEFORE_START },
    },
    {
      input: { title: 'a', description: 'b', startDate: 'soon', endDate: '2026-07-09T10:00' },
      fields: { startDate: 'Start date must be a date and time such as 2026-03-08T18:30, or an ISO 8601 timestamp' },
    },
    {
      input: { title: 'a', description: 'b', isPermanent: true, maxAttendees: 0 },
      fields: { maxAttendees: 'Max attendees must be a whole number from 1 to 100000' },
    },
  ])('names every refused field of the form at once (SPEC 5 messages): $fields', ({ input, fields }) => {
    const checked = checkInput(eventInputSchema(LA), input);
    expect(checked.ok ? {} : checked.fields).toEqual(fields);
  });
});

describe('eventInputSchema', () => {
  const schema = eventInputSchema(LA);
  const base = { title: 'T', description: 'D', startDate: '2026-07-10T10:00' };

  it('fills the defaults', () => {
    expect(schema.parse(base)).toMatchObject({
      category: 'community',
      imageUrl: '/demo/default-event.png',
      isPermanent: false,
      registrationRequired: false,
      maxAttendees: null,
      location: null,
      endDate: null,
    });
  });

  it('clears the dates of a permanent event', () => {
    expect(schema.parse({ ...base, isPermanent: true, endDate: '2026-07-11T10:00' })).toMatchObject({
      startDate: null,
      endDate: null,
    });
  });

  it('needs a start unless permanent', () => {
    const result = schema.safeParse({ ...base, startDate: '1969-01-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['startDate'], message: START_DATE_REQUIRED });
  });

  it.each([
    ['', '/demo/default-event.png'],
    ['/api/uploads/x.png', '/api/uploads/x.png'],
    ['https://example.org/a b.png', null],
    ['https://example.org/a.png', 'https://example.org/a.png'],
    ['http://example.org/a.png', null],
    ['ftp://example.org/a.png', null],
    ['javascript:alert(1)', null],
    ['//evil.example/a.png', null],
    ['relative.png', null],
  ])('image %j → %j', (input, expected) => {
    const result = normalizeImageUrl(input);
    expect(result.ok ? result.value : null).toBe(expected);
  });
});

describe('eventInputSchema translations (issue 26 item 4)', () => {
  const schema = eventInputSchema(LA, ['tr', 'ar']);
  const base = { title: 'T', description: 'D', startDate: '2026-07-10T10:00' };

  it.each([
    ['absent', undefined, {}],
    ['null', null, {}],
    ['trimmed, empty fields and languages dropped', { tr: { title: ' Aile ', location: '' }, ar: {} }, { tr: { title: 'Aile' } }],
    ['every translatable field', { ar: { title: 'ت', description: 'و', location: 'م' } }, { ar: { title: 'ت', description: 'و', location: 'م' } }],
  ])('keeps %s', (_label, translations, expected) => {
    expect(schema.parse({ ...base, translations }).translations).toEqual(expected);
  });

  it.each([
    [{ tr: { location: 'x'.repeat(201) } }, 'translations.tr.location', 'Location must be at most 200 characters'],
    [{ fr: { title: 'Soirée' } }, 'translations.fr', 'Translations are for tr, ar only'],
    [{ tr: { title: ['Aile'] } }, 'translations.tr.title', 'Title must be text'],
  ])('refuses %j under %s', (translations, field, message) => {
    const checked = checkInput(schema, { ...base, translations });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.fields).toEqual({ [field]: message });
  });
});
