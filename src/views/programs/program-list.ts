import { nextMeetingDate, type PrayerTimeOf } from '../../domain/programs/meetings.ts';
import type { ProgramItem } from '../../domain/programs/program-calendar.ts';
import { programPath } from '../../domain/programs/program-calendar.ts';
import { orderPrograms, programStatusOn, type ProgramStatus } from '../../domain/programs/program-status.ts';
import { englishSay, type Say } from './program-view.ts';

/** A program on /programs. */
export interface ProgramListEntry {
  slug: string;
  href: string;
  title: string;
  term: string;
  summary: string;
  dates: string;
  status: ProgramStatus;
  statusLabel: string;
  meetings: string[];
}

/** /programs: the listed programs in order, split into current and upcoming, and past. */
export function programListView(items: readonly ProgramItem[], today: string, prayerTime?: PrayerTimeOf, say: Say = englishSay): { current: ProgramListEntry[]; past: ProgramListEntry[] } {
  const entries = orderPrograms(items.filter((item) => item.data.listed), today).map((item): ProgramListEntry => {
    const status = programStatusOn(item.data, today);
    return {
      slug: item.slug,
      href: programPath(item.slug),
      title: item.data.title,
      term: item.data.term,
      summary: item.data.summary,
      dates: say.dateRange(item.data.startDate, item.data.endDate),
      status,
      statusLabel: say.statusLabel(status),
      meetings: status === 'ended' ? [] : item.data.meetings.map((meeting) => say.meeting(meeting, nextMeetingDate(item.data, meeting, today) ?? item.data.startDate, prayerTime)),
    };
  });
  return { current: entries.filter((entry) => entry.status !== 'ended'), past: entries.filter((entry) => entry.status === 'ended') };
}
