import { describe, expect, it } from 'vitest';
import { blankFields, checkInput } from '../forms/check-input.ts';
import { announcementInputSchema, PRIORITY_RULE } from './announcement-input.ts';

const LA = 'America/Los_Angeles';
const valid = { title: 'Jumuah', content: 'Two khutbahs', isActive: true, priority: '3', expiresAt: null };

/** The admin form and POST /api/announcements check with the same schema and messages (SPEC 5). */
describe('announcementInputSchema', () => {
  it.each([
    { change: { title: '' }, fields: { title: 'Title is required' }, blank: ['title'] },
    {
      change: { title: '', content: ' ' },
      fields: { title: 'Title is required', content: 'Content is required' },
      blank: ['title', 'content'],
    },
    { change: { priority: '11' }, fields: { priority: PRIORITY_RULE }, blank: [] },
    { change: { priority: '2.5' }, fields: { priority: PRIORITY_RULE }, blank: [] },
    { change: { priority: -1 }, fields: { priority: PRIORITY_RULE }, blank: [] },
    { change: { title: 't'.repeat(201) }, fields: { title: 'Title must be at most 200 characters' }, blank: [] },
    {
      change: { expiresAt: 'next week' },
      fields: { expiresAt: 'Expiry must be a date and time such as 2026-03-08T18:30, or an ISO 8601 timestamp' },
      blank: [],
    },
  ])('refuses $change', ({ change, fields, blank }) => {
    const input = { ...valid, ...change };
    const checked = checkInput(announcementInputSchema(LA), input);
    expect(checked).toMatchObject({ ok: false, fields });
    expect(checked.ok ? [] : blankFields(checked.fields, input)).toEqual(blank);
  });

  it('reads priority digits and the expiry on the masjid clock; blank priority is 0', () => {
    expect(checkInput(announcementInputSchema(LA), { ...valid, expiresAt: '2026-07-10T18:30' })).toMatchObject({
      ok: true,
      value: { priority: 3, isActive: true, expiresAt: new Date('2026-07-11T01:30:00Z') },
    });
    expect(checkInput(announcementInputSchema(LA), { ...valid, priority: '' })).toMatchObject({
      ok: true,
      value: { priority: 0 },
    });
  });
});
