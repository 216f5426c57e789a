import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/zoned.ts';
import { needsAttention, type AttentionInput } from './needs-attention.ts';

const TODAY = '2026-11-26';

function input(overrides: Partial<AttentionInput> = {}): AttentionInput {
  return {
    today: TODAY,
    programs: [],
    campaigns: [],
    announcements: [],
    events: [],
    timetable: { uploadedAhead: new Set(Array.from({ length: 40 }, (_, i) => addDays(TODAY, i))), uploadsUsually: true },
    ...overrides,
  };
}

const program = (o: Partial<AttentionInput['programs'][number]>) => ({
  id: 1,
  title: 'Summer School 2025',
  startDate: '2025-06-16',
  endDate: '2025-08-08',
  registrationOpens: '2025-04-01',
  listed: true,
  ...o,
});

describe('needsAttention', () => {
  it('says nothing when all is current', () => {
    expect(needsAttention(input())).toEqual([]);
  });

  it.each([
    ['an ended program still listed', program({}), 'program:1:ended', 'Ended on Aug 8, 2025 but is still listed: copy it to the next term or unlist it.'],
    ['an ended program no longer listed', program({ listed: false }), null, null],
    ['a program ending today', program({ endDate: TODAY, startDate: '2026-09-01' }), null, null],
    ['a program starting in 30 days, registration not open', program({ startDate: addDays(TODAY, 30), endDate: '2027-05-01', registrationOpens: addDays(TODAY, 5) }), 'program:1:registration', 'Starts on Dec 26, 2026 and registration is not open.'],
    ['a program starting in 31 days', program({ startDate: addDays(TODAY, 31), endDate: '2027-05-01', registrationOpens: null }), null, null],
    ['a program starting in 10 days with no opening date', program({ startDate: addDays(TODAY, 10), endDate: '2027-05-01', registrationOpens: null }), 'program:1:registration', 'Starts on Dec 6, 2026 and registration is not open.'],
    ['a program starting in 10 days, registration open since today', program({ startDate: addDays(TODAY, 10), endDate: '2027-05-01', registrationOpens: TODAY }), null, null],
  ])('%s', (_name, p, key, message) => {
    const items = needsAttention(input({ programs: [p] }));
    expect(items.map((i) => i.key)).toEqual(key ? [key] : []);
    if (message) expect(items[0]).toMatchObject({ message, fix: 'programs', title: p.title });
  });

  it.each([
    ['ended yesterday', addDays(TODAY, -1), true],
    ['ended 30 days ago', addDays(TODAY, -30), true],
    ['ended 31 days ago', addDays(TODAY, -31), false],
    ['ends today', TODAY, false],
    ['has no end date', null, false],
  ])('a campaign that %s', (_name, endDate, listed) => {
    const items = needsAttention(input({ campaigns: [{ id: 4, title: '2025 Fundraiser', endDate }] }));
    expect(items.map((i) => i.fix)).toEqual(listed ? ['campaigns'] : []);
  });

  it.each([
    ['61 days old, no expiry', addDays(TODAY, -61), false, true, true],
    ['60 days old, no expiry', addDays(TODAY, -60), false, true, false],
    ['200 days old with an expiry', addDays(TODAY, -200), true, true, false],
    ['200 days old, inactive', addDays(TODAY, -200), false, false, false],
  ])('an announcement %s', (_name, createdOn, hasExpiry, isActive, listed) => {
    const items = needsAttention(input({ announcements: [{ id: 7, title: 'Parking', createdOn, hasExpiry, isActive }] }));
    expect(items.map((i) => i.key)).toEqual(listed ? ['announcement:7:old'] : []);
  });

  it.each([
    ['no image', { hasImage: false, hasDate: true, isPermanent: false, lastDay: addDays(TODAY, 3) }, 'Has no image.'],
    ['no date', { hasImage: true, hasDate: false, isPermanent: false, lastDay: null }, 'Has no date: visitors see "Date TBD".'],
    ['neither', { hasImage: false, hasDate: false, isPermanent: false, lastDay: null }, 'Has no date and no image.'],
    ['a permanent event with an image', { hasImage: true, hasDate: false, isPermanent: true, lastDay: null }, null],
    ['a past event without an image', { hasImage: false, hasDate: true, isPermanent: false, lastDay: addDays(TODAY, -1) }, null],
  ])('an event with %s', (_name, facts, message) => {
    const items = needsAttention(input({ events: [{ id: 9, title: 'Potluck', ...facts }] }));
    expect(items.map((i) => i.message)).toEqual(message ? [message] : []);
  });

  it.each([
    ['uploaded for 40 days', 40, true, null],
    ['uploaded for the next 30 days exactly', 30, true, null],
    ['running out in 12 days', 12, true, 'The uploaded timetable stops before Dec 8, 2026: from then the site shows calculated times. Upload the next months.'],
    ['nothing uploaded for today', 0, true, 'Today has no uploaded prayer times: the site shows calculated times. Upload the timetable.'],
    ['a masjid that never uploads', 0, false, null],
  ])('the prayer timetable %s', (_name, days, uploadsUsually, message) => {
    const uploadedAhead = new Set(Array.from({ length: days }, (_, i) => addDays(TODAY, i)));
    const items = needsAttention(input({ timetable: { uploadedAhead, uploadsUsually } }));
    expect(items.map((i) => i.message)).toEqual(message ? [message] : []);
    if (message) expect(items[0]!.fix).toBe('prayer-settings/csv');
  });

  it('finds a gap inside the next 30 days (calculated days where the masjid uploads)', () => {
    const uploadedAhead = new Set(Array.from({ length: 40 }, (_, i) => addDays(TODAY, i)).filter((d) => d !== '2026-12-10'));
    expect(needsAttention(input({ timetable: { uploadedAhead, uploadsUsually: true } })).map((i) => i.key)).toEqual(['prayer-times:2026-12-10']);
  });

  it('lists programs, campaigns, prayer times, announcements, then events', () => {
    const items = needsAttention(
      input({
        programs: [program({})],
        campaigns: [{ id: 4, title: 'Fundraiser', endDate: addDays(TODAY, -2) }],
        announcements: [{ id: 7, title: 'Parking', createdOn: '2026-01-01', hasExpiry: false, isActive: true }],
        events: [{ id: 9, title: 'Potluck', hasImage: false, hasDate: true, isPermanent: false, lastDay: null }],
        timetable: { uploadedAhead: new Set(), uploadsUsually: true },
      }),
    );
    expect(items.map((i) => i.kind)).toEqual(['program', 'campaign', 'prayer-times', 'announcement', 'event']);
  });
});
