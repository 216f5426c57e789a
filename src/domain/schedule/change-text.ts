import { formatHhMm } from '../dates/time-of-day.ts';
import type { ChangeSubject, ScheduleChange } from './changes.ts';

/**
 * A change notice in a page's language (issue 26): changes.ts writes the schedule's English
 * ('From Sunday, Nov 29: Isha iqamah 7:45 PM (now 7:30 PM)'); this writes the same notice with the words the
 * caller gives: a translator's messages and the language's dates and times. Pure: the words come in.
 */
export type ChangeWords = {
  /** The notice: '{date}', '{subject}', '{after}', '{before}' filled ('From {date}: {subject} {after} (now {before})'). */
  notice: (params: { date: string; subject: string; after: string; before: string }) => string;
  /** 'Isha iqamah', 'Jumu'ah' in the language. */
  subject: (subject: ChangeSubject) => string;
  /** The first day of the new time ('Sunday, Nov 29', '29 Kas Pazar'). */
  date: (isoDate: string) => string;
  /** A wall-clock 'HH:MM' on the language's clock. */
  time: (hhMm: string) => string;
  /** Several times as the language lists them ('1:00 PM and 2:00 PM', '13:00 ve 14:00'). */
  list: (items: readonly string[]) => string;
};

/** '7:30 PM' (the schedule's notices write times so) back to '19:30'; null when it is not such a time. */
export function from12h(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  return formatHhMm(((hour % 12) + (match[3] === 'PM' ? 12 : 0)) * 60 + minute);
}

/**
 * The notice's 'before' or 'after' in the language: a list of times ('1:00 PM and 2:00 PM'), or khutbahs'
 * details ('1:00 PM · English · Main hall; 2:00 PM · Arabic'), whose times are rewritten and whose staff
 * words (language, place, khateeb) stay as written. Anything else comes back as it is.
 */
export function changeTimesIn(text: string, words: Pick<ChangeWords, 'time' | 'list'>): string {
  const times = text.split(/, | and /).map(from12h);
  if (times.every((time) => time !== null)) return words.list(times.map((time) => words.time(time)));
  return text
    .split('; ')
    .map((khutbah) =>
      khutbah
        .split(' · ')
        .map((part) => {
          const time = from12h(part);
          return time === null ? part : words.time(time);
        })
        .join(' · '),
    )
    .join('; ');
}

/** The notice of `change` in the words' language. */
export function changeTextIn(
  change: Pick<ScheduleChange, 'date' | 'subject' | 'before' | 'after'>,
  words: ChangeWords,
): string {
  return words.notice({
    date: words.date(change.date),
    subject: words.subject(change.subject),
    after: changeTimesIn(change.after, words),
    before: changeTimesIn(change.before, words),
  });
}
