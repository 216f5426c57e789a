import { DATE_TBD } from '../dates/event-dates.ts';
import { addDays, daysBetween } from '../dates/zoned.ts';
import { monthDayYearLabel as shortDateWithYear } from '../dates/short-date-labels.ts';

/**
 * Overview's "Needs attention" (issue 24, item 6): what has gone stale, or is about to, before a visitor
 * notices. One pure function over plain facts, all dates ISO days on the masjid's clock; each item names
 * the admin tab that fixes it (`/admin#<fix>`).
 */
export interface AttentionInput {
  today: string;
  programs: readonly { id: number; title: string; startDate: string; endDate: string; registrationOpens: string | null; listed: boolean }[];
  campaigns: readonly { id: number; title: string; endDate: string | null }[];
  announcements: readonly { id: number; title: string; createdOn: string; hasExpiry: boolean; isActive: boolean }[];
  events: readonly { id: number; title: string; hasImage: boolean; hasDate: boolean; isPermanent: boolean; lastDay: string | null }[];
  /** Uploaded timetable days from today on (the next ATTENTION.timetableDays at least), and whether any was uploaded in the past year. */
  timetable: { uploadedAhead: ReadonlySet<string>; uploadsUsually: boolean };
}

export type AttentionKind = 'program' | 'campaign' | 'announcement' | 'event' | 'prayer-times';

export interface AttentionItem {
  /** Stable across reloads: `program:12:ended`. */
  key: string;
  kind: AttentionKind;
  title: string;
  message: string;
  /** The admin route that fixes it: `programs`, `prayer-settings/csv`. */
  fix: string;
}

export const ATTENTION = {
  programStartsWithinDays: 30,
  announcementWithoutExpiryDays: 60,
  timetableDays: 30,
  campaignEndedWithinDays: 30,
} as const;

function programItems(input: AttentionInput): AttentionItem[] {
  const items: AttentionItem[] = [];
  for (const program of input.programs) {
    if (program.listed && program.endDate < input.today) {
      items.push({
        key: `program:${program.id}:ended`,
        kind: 'program',
        title: program.title,
        message: `Ended on ${shortDateWithYear(program.endDate)} but is still listed: copy it to the next term or unlist it.`,
        fix: 'programs',
      });
      continue;
    }
    const startsIn = daysBetween(input.today, program.startDate);
    const registrationOpen = program.registrationOpens !== null && program.registrationOpens <= input.today;
    if (program.listed && startsIn >= 0 && startsIn <= ATTENTION.programStartsWithinDays && !registrationOpen) {
      items.push({
        key: `program:${program.id}:registration`,
        kind: 'program',
        title: program.title,
        message: `Starts on ${shortDateWithYear(program.startDate)} and registration is not open.`,
        fix: 'programs',
      });
    }
  }
  return items;
}

function campaignItems(input: AttentionInput): AttentionItem[] {
  return input.campaigns
    .filter((c) => c.endDate !== null && c.endDate < input.today && daysBetween(c.endDate, input.today) <= ATTENTION.campaignEndedWithinDays)
    .map((c) => ({
      key: `campaign:${c.id}:ended`,
      kind: 'campaign' as const,
      title: c.title,
      message: `Ended on ${shortDateWithYear(c.endDate!)}: enter its final figures; it no longer shows on the site.`,
      fix: 'campaigns',
    }));
}

function announcementItems(input: AttentionInput): AttentionItem[] {
  return input.announcements
    .filter((a) => a.isActive && !a.hasExpiry && daysBetween(a.createdOn, input.today) > ATTENTION.announcementWithoutExpiryDays)
    .map((a) => ({
      key: `announcement:${a.id}:old`,
      kind: 'announcement' as const,
      title: a.title,
      message: `Has shown since ${shortDateWithYear(a.createdOn)} with no expiry date: is it still current?`,
      fix: 'announcements',
    }));
}

function eventItems(input: AttentionInput): AttentionItem[] {
  const items: AttentionItem[] = [];
  for (const event of input.events) {
    if (event.lastDay !== null && event.lastDay < input.today) continue;
    const noDate = !event.hasDate && !event.isPermanent;
    if (!noDate && event.hasImage) continue;
    items.push({
      key: `event:${event.id}:incomplete`,
      kind: 'event',
      title: event.title,
      message: noDate && !event.hasImage ? 'Has no date and no image.' : noDate ? `Has no date: visitors see "${DATE_TBD}".` : 'Has no image.',
      fix: 'events',
    });
  }
  return items;
}

function timetableItems(input: AttentionInput): AttentionItem[] {
  if (!input.timetable.uploadsUsually) return [];
  for (let i = 0; i < ATTENTION.timetableDays; i++) {
    const day = addDays(input.today, i);
    if (input.timetable.uploadedAhead.has(day)) continue;
    return [
      {
        key: `prayer-times:${day}`,
        kind: 'prayer-times',
        title: 'Prayer timetable',
        message:
          i === 0
            ? 'Today has no uploaded prayer times: the site shows calculated times. Upload the timetable.'
            : `The uploaded timetable stops before ${shortDateWithYear(day)}: from then the site shows calculated times. Upload the next months.`,
        fix: 'prayer-settings/csv',
      },
    ];
  }
  return [];
}

/** Everything that needs staff's attention today, programs first, then campaigns, prayer times, announcements, events. */
export function needsAttention(input: AttentionInput): AttentionItem[] {
  return [...programItems(input), ...campaignItems(input), ...timetableItems(input), ...announcementItems(input), ...eventItems(input)];
}
