import { offsetMsIn, zonedDateTimeIn } from '../dates/zoned.ts';
import { contentLine, escapeText } from './content-lines.ts';
import { icalLocalDateTime, icalUtcOffset } from './date-values.ts';

const MS_PER_DAY = 86_400_000;

/** A moment the zone's UTC offset changes. */
export interface OffsetTransition {
  /** The first instant of the new offset. */
  at: Date;
  fromMs: number;
  toMs: number;
}

/**
 * Every offset change of `timeZone` in [from, to], found from the runtime's own zone data (Intl): one
 * probe per day finds the days with a change, a binary search finds its instant. No zone changes twice
 * within a day.
 */
export function offsetTransitions(timeZone: string, from: Date, to: Date): OffsetTransition[] {
  const transitions: OffsetTransition[] = [];
  let before = from.getTime();
  let beforeOffset = offsetMsIn(timeZone, from);
  while (before < to.getTime()) {
    const after = Math.min(before + MS_PER_DAY, to.getTime());
    const afterOffset = offsetMsIn(timeZone, new Date(after));
    if (afterOffset !== beforeOffset) {
      // The offset at `low` is the old one, at `high` the new one: narrow to the first instant of the new.
      let low = before;
      let high = after;
      while (high - low > 1) {
        const middle = Math.floor((low + high) / 2);
        if (offsetMsIn(timeZone, new Date(middle)) === beforeOffset) low = middle;
        else high = middle;
      }
      const at = high;
      transitions.push({ at: new Date(at), fromMs: beforeOffset, toMs: afterOffset });
    }
    before = after;
    beforeOffset = afterOffset;
  }
  return transitions;
}

/** The zone's abbreviation at `instant` ('PDT'), or null when the runtime only knows 'GMT-7'. */
function abbreviation(timeZone: string, instant: Date): string | null {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && /^[A-Z]{2,6}$/.test(name) ? name : null;
}

/** Standard time is the lower of the year's January and July offsets; anything above it is daylight time. */
function isDaylight(timeZone: string, instant: Date, offsetMs: number): boolean {
  const year = zonedDateTimeIn(timeZone, instant).year;
  const january = offsetMsIn(timeZone, new Date(Date.UTC(year, 0, 1)));
  const july = offsetMsIn(timeZone, new Date(Date.UTC(year, 6, 1)));
  return offsetMs > Math.min(january, july);
}

function observance(timeZone: string, transition: OffsetTransition): string[] {
  const kind = isDaylight(timeZone, transition.at, transition.toMs) ? 'DAYLIGHT' : 'STANDARD';
  // DTSTART is the wall-clock time the change happens at, read in the offset before it (RFC 5545 3.6.5).
  const wallBefore = zonedDateTimeIn('UTC', new Date(transition.at.getTime() + transition.fromMs));
  const name = abbreviation(timeZone, transition.at);
  return [
    `BEGIN:${kind}`,
    contentLine('DTSTART', icalLocalDateTime(wallBefore)),
    contentLine('TZOFFSETFROM', icalUtcOffset(transition.fromMs)),
    contentLine('TZOFFSETTO', icalUtcOffset(transition.toMs)),
    ...(name ? [contentLine('TZNAME', escapeText(name))] : []),
    `END:${kind}`,
  ];
}

/** How far back the search for the observance in force at the range's start goes: more than a year. */
const LOOK_BACK_DAYS = 400;

/**
 * A VTIMEZONE for the IANA zone `timeZone` valid for every instant from `from` to `to`: the observance in
 * force at `from` (from the last change before it) and each change up to `to`, written out one by one
 * rather than as RRULEs, so it is right for any zone and any year the runtime knows, including zones that
 * changed their rules. A zone without changes gets one STANDARD observance from 1970.
 */
export function vtimezone(timeZone: string, from: Date, to: Date): string[] {
  const start = new Date(from.getTime() - LOOK_BACK_DAYS * MS_PER_DAY);
  const all = offsetTransitions(timeZone, start, to);
  const firstInRange = all.findIndex((t) => t.at.getTime() > from.getTime());
  const used = firstInRange === -1 ? all.slice(-1) : all.slice(Math.max(0, firstInRange - 1));
  const observances =
    used.length > 0
      ? used.flatMap((transition) => observance(timeZone, transition))
      : (() => {
          const offset = icalUtcOffset(offsetMsIn(timeZone, from));
          const name = abbreviation(timeZone, from);
          return [
            'BEGIN:STANDARD',
            'DTSTART:19700101T000000',
            contentLine('TZOFFSETFROM', offset),
            contentLine('TZOFFSETTO', offset),
            ...(name ? [contentLine('TZNAME', escapeText(name))] : []),
            'END:STANDARD',
          ];
        })();
  return ['BEGIN:VTIMEZONE', contentLine('TZID', escapeText(timeZone)), ...observances, 'END:VTIMEZONE'];
}
