import { describe, expect, it } from 'vitest';
import { serializeCalendar } from '../icalendar/calendar.ts';
import type { FeedSite } from '../events/event-calendar.ts';
import { meetingsByDay, programFeedEntries, type ProgramItem } from './program-calendar.ts';
import { programSchema } from './program.ts';
import type { PrayerTimeOf } from './meetings.ts';

const site: FeedSite = { name: 'Redwood City Masjid', url: 'https://masjid.example.org', timeZone: 'America/Los_Angeles', addressLine: '100 Hazel Ave, Redwood City, CA 94061', eventMinutes: 60 };
const asr: PrayerTimeOf = (date, prayer) => (prayer !== 'asr' ? null : date < '2026-11-01' ? '16:10' : '14:45');

const program = (id: number, slug: string, extra: Record<string, unknown>): ProgramItem => ({
  id,
  slug,
  data: programSchema.parse({ title: `Program ${slug}`, slug, summary: 'Summary.', term: 'Fall 2026', startDate: '2026-09-12', endDate: '2026-12-19', ...extra }),
});

const saturday = program(7, 'saturday-school', { meetings: [{ days: ['saturday'], start: '10:00', endTime: '12:30', place: 'Classroom 2', skippedDates: ['2026-11-28', '2026-10-03'] }] });
const circle = program(8, 'quran-circle', { startDate: '2026-10-18', endDate: '2026-11-08', meetings: [{ days: ['sunday'], start: { prayer: 'asr', offsetMinutes: 0 }, durationMinutes: 45, skippedDates: [] }] });

function ics(programs: ProgramItem[], today = '2026-09-01') {
  const text = serializeCalendar({ productId: '-//test//EN', name: 'Events', timeZone: site.timeZone, stamp: new Date('2026-09-01T12:00:00Z'), events: programFeedEntries(programs, site, today, 30, asr) });
  return text.replace(/\r\n[ \t]/g, '').split('\r\n');
}

describe('programs in /calendar.ics', () => {
  it('writes a weekly meeting as one recurring VEVENT with RRULE and an EXDATE per skipped week', () => {
    const lines = ics([saturday]);
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:program-7-meeting-1@masjid.example.org',
        'DTSTART;TZID=America/Los_Angeles:20260912T100000',
        'DURATION:PT2H30M',
        // The end date's last second in Los Angeles (PST), in UTC.
        'RRULE:FREQ=WEEKLY;WKST=SU;BYDAY=SA;UNTIL=20261220T075959Z',
        'EXDATE;TZID=America/Los_Angeles:20261003T100000',
        'EXDATE;TZID=America/Los_Angeles:20261128T100000',
        'SUMMARY:Program saturday-school',
        'LOCATION:Classroom 2\\, Redwood City Masjid\\, 100 Hazel Ave\\, Redwood City\\, CA 94061',
        'URL;VALUE=URI:https://masjid.example.org/programs/saturday-school',
      ]),
    );
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    // The VTIMEZONE covers the autumn change inside the series.
    expect(lines).toContain('BEGIN:STANDARD');
    expect(lines).toContain('BEGIN:DAYLIGHT');
  });

  it('follows the prayer: "after Asr" starts at each day\'s Asr, the changed days as moved occurrences', () => {
    const lines = ics([circle]);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(3);
    expect(lines).toEqual(
      expect.arrayContaining([
        'DTSTART;TZID=America/Los_Angeles:20261018T161000',
        'RRULE:FREQ=WEEKLY;WKST=SU;BYDAY=SU;UNTIL=20261109T075959Z',
        'RECURRENCE-ID;TZID=America/Los_Angeles:20261101T161000',
        'DTSTART;TZID=America/Los_Angeles:20261101T144500',
        'RECURRENCE-ID;TZID=America/Los_Angeles:20261108T161000',
        'DTSTART;TZID=America/Los_Angeles:20261108T144500',
      ]),
    );
  });

  it('leaves out unlisted programs and those that ended more than 30 days ago', () => {
    const unlisted = program(9, 'hidden', { listed: false, meetings: [{ days: ['monday'], start: '18:00' }] });
    expect(ics([unlisted])).not.toContain('BEGIN:VEVENT');
    expect(ics([saturday], '2027-01-18').filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(ics([saturday], '2027-01-19')).not.toContain('BEGIN:VEVENT');
  });
});

describe('meetingsByDay', () => {
  it('puts each meeting on its days, skipped weeks empty, prayer times filled in', () => {
    const days = meetingsByDay([saturday, circle], '2026-10-01', '2026-11-01', asr);
    expect(days['2026-10-03']).toBeUndefined();
    expect(days['2026-10-10']).toEqual([{ title: 'Program saturday-school', time: '10:00 AM', href: '/programs/saturday-school' }]);
    expect(days['2026-10-18']).toEqual([{ title: 'Program quran-circle', time: 'after Asr (4:10 PM)', href: '/programs/quran-circle' }]);
    expect(days['2026-11-01']).toEqual([{ title: 'Program quran-circle', time: 'after Asr (2:45 PM)', href: '/programs/quran-circle' }]);
  });
});
