import { addDays, daysBetween, parseIsoDate, toIsoDate, weekdayOf } from '../dates/zoned.ts';
import { PROGRAM_LIMITS, type Program } from './program.ts';

/**
 * "Copy to next term" (issue 24): a program's copy with its dates moved on, for staff to adjust before
 * publishing. By a year: every date to the same day next year (Feb 29 to Feb 28), and every year of the
 * program's own ("2025", never other numbers) in its texts one on, so "Summer School 2025" becomes
 * "Summer School 2026". By a term: the dates move by the term's length in whole weeks (the weekdays stay,
 * the next term starts the week after this one ends), and "Fall 2025" becomes "Spring 2026" in the texts.
 * The slug follows: summer-school-2025 → summer-school-2026; a slug without the year gets it appended.
 */

export type NextTermBy = 'year' | 'term';

const SEASONS = ['Winter', 'Spring', 'Summer', 'Fall'] as const;
/** The season after each, and whether the year turns on the way. */
const NEXT_SEASON: Record<string, { season: string; newYear: boolean }> = {
  winter: { season: 'Spring', newYear: false },
  spring: { season: 'Summer', newYear: false },
  summer: { season: 'Fall', newYear: false },
  fall: { season: 'Spring', newYear: true },
  autumn: { season: 'Spring', newYear: true },
};

export function addYear(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a date YYYY-MM-DD: ${isoDate}`);
  const day = date.month === 2 && date.day === 29 ? 28 : date.day;
  return toIsoDate({ year: date.year + 1, month: date.month, day });
}

/** Each string in a JSON-like value through `change` (object keys untouched). */
function mapStrings<T>(value: T, change: (text: string) => string): T {
  if (typeof value === 'string') return change(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)])) as T;
  }
  return value;
}

const capitalized = (word: string, like: string) => (like === like.toUpperCase() ? word.toUpperCase() : like[0] === like[0]!.toLowerCase() ? word.toLowerCase() : word);

/** The program's years, each to the next ('2025' → '2026'), as whole words; other numbers untouched. */
function yearShifter(years: readonly number[]): (text: string) => string {
  const set = new Set(years.map(String));
  return (text) => text.replace(/(?<![\d])(\d{4})(?![\d])/g, (match) => (set.has(match) ? String(Number(match) + 1) : match));
}

/** "Fall 2025" → "Spring 2026", "summer-2026" → "fall-2026" (a season followed by a year). */
function seasonShifter(text: string): string {
  return text.replace(/\b(winter|spring|summer|fall|autumn)([\s-])(\d{4})\b/gi, (_, season: string, gap: string, year: string) => {
    const next = NEXT_SEASON[season.toLowerCase()]!;
    return `${capitalized(next.season, season)}${gap}${Number(year) + (next.newYear ? 1 : 0)}`;
  });
}

function trimSlug(slug: string): string {
  return slug.length <= PROGRAM_LIMITS.slug ? slug : slug.slice(0, PROGRAM_LIMITS.slug).replace(/-+$/, '');
}

/** The copy's slug: the texts' change applied, or the new year/term appended when that left it as it was. */
function nextSlug(slug: string, changed: string, suffix: string): string {
  if (changed !== slug) return trimSlug(changed);
  const bare = slug.replace(/-\d{4}$/, '');
  return trimSlug(`${bare}-${suffix}`);
}

/** The skipped dates that still fall on the program's meeting days after moving, inside the new dates. */
function movedSkips(program: Program, move: (date: string) => string, startDate: string, endDate: string): Program['meetings'] {
  const weekdayIndex = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
  return program.meetings.map((meeting) => ({
    ...meeting,
    skippedDates: meeting.skippedDates
      .map(move)
      .filter((date) => date >= startDate && date <= endDate && meeting.days.some((day) => weekdayIndex.indexOf(day) === weekdayOf(date))),
  }));
}

export function copyToNextTerm(program: Program, by: NextTermBy): Program {
  const { startDate, endDate } = program;
  let move: (date: string) => string;
  let textChange: (text: string) => string;
  let suffix: string;
  if (by === 'year') {
    move = addYear;
    const years = [...new Set([startDate, endDate].map((date) => Number(date.slice(0, 4))))];
    textChange = yearShifter(years);
    suffix = String(Number(startDate.slice(0, 4)) + 1);
  } else {
    const weeks = Math.ceil((daysBetween(startDate, endDate) + 1) / 7);
    move = (date) => addDays(date, weeks * 7);
    textChange = seasonShifter;
    const newStart = move(startDate);
    const season = SEASONS[Math.floor(((Number(newStart.slice(5, 7)) % 12) / 3))]!;
    suffix = `${season.toLowerCase()}-${newStart.slice(0, 4)}`;
  }
  const next = mapStrings(
    {
      ...program,
      startDate: move(startDate),
      endDate: move(endDate),
      registrationOpens: program.registrationOpens ? move(program.registrationOpens) : null,
      registrationCloses: program.registrationCloses ? move(program.registrationCloses) : null,
    },
    (text) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? text : textChange(text)),
  );
  return {
    ...next,
    // Flyers show the old term's dates: the copy starts without them, for staff to add the new ones.
    flyers: [],
    meetings: movedSkips(program, move, next.startDate, next.endDate),
    slug: nextSlug(program.slug, textChange(program.slug), suffix),
  };
}
