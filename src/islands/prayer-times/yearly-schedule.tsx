import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { isoDateIn, weekdayOf } from '../../domain/dates/zoned.ts';
import { displayTime } from '../../domain/prayer-times/display-time.ts';
import {
  groupByMonth,
  noPrayerTimesText,
  shortDateLabel,
  type MonthGroup,
} from '../../views/prayer-times/yearly-months.ts';
import { yearlyPrayerTimesQuery } from './api/get-yearly-prayer-times.ts';
import type { YearlyMonthsProps, YearlyScheduleProps } from '../../views/prayer-times/props.ts';
import { yearlyFingerprint, type YearlyDay, type YearlyField } from '../../views/prayer-times/yearly-days.ts';
import { cn } from '../../lib/cn.ts';
import { usePageQuery } from '../../lib/page-query.ts';
import { useMinuteClock } from './use-minute-clock.ts';

/** The island's props, with the build's twelve months (<YearlyMonths> rendered into the static HTML, an Astro slot). */
type YearlyIslandProps = YearlyScheduleProps & { children?: ReactNode };

const COLUMNS: readonly { field: YearlyField; label: string }[] = [
  { field: 'fajrAdhan', label: 'Fajr Adhan' },
  { field: 'fajrIqamah', label: 'Fajr Iqamah' },
  { field: 'shouruq', label: 'Sunrise' },
  { field: 'dhuhrIqamah', label: 'Dhuhr' },
  { field: 'asrIqamah', label: 'Asr' },
  { field: 'maghribIqamah', label: 'Maghrib' },
  { field: 'ishaIqamah', label: 'Isha' },
];

/** Marks the masjid's today in tables the island did not render (the build's HTML). */
function markToday(root: HTMLElement, today: string | null): void {
  for (const row of root.querySelectorAll('tr.is-today')) {
    row.classList.remove('is-today');
    row.removeAttribute('aria-current');
  }
  const row = today ? yearlyRowOf(root, today) : undefined;
  row?.classList.add('is-today');
  row?.setAttribute('aria-current', 'date');
}

/**
 * A day's row in the month tables: the one in its month's body whose date heading starts with the day's
 * label. Rows carry no date attribute: 365 of them were 0.47 KB of the page's first response (issue 23).
 */
function yearlyRowOf(root: ParentNode, date: string): HTMLTableRowElement | undefined {
  const body = root.querySelector<HTMLTableSectionElement>(`tbody[data-month="${date.slice(0, 7)}"]`);
  const label = shortDateLabel(date);
  return Array.from(body?.rows ?? []).find((row) => row.cells[0]?.firstChild?.textContent === label);
}

/**
 * The yearly schedule (SPEC 2): twelve month cards, January to December. The static HTML holds every
 * month from the build, and the island leaves those tables as they are (hydrating 366 rows would keep a
 * phone busy for half a second): it marks the masjid's today in them and refreshes from GET
 * /api/prayer-times/yearly/{year}, rendering the months itself only when the answer differs from the
 * build's days. 'Loading prayer times...' shows only while it fetches with no build data.
 */
export default function YearlySchedule({
  year,
  builtFingerprint,
  builtDays,
  timeZone,
  jummaTime,
  jumuahByMonth,
  masjidName,
  masjidAddress,
  children,
}: YearlyIslandProps) {
  const now = useMinuteClock();
  const query = usePageQuery(yearlyPrayerTimesQuery(year), now !== null);
  const { error, data } = query;
  useEffect(() => {
    // SPEC 8's text; the build's schedule stays on screen.
    if (error) console.error('Failed to fetch yearly prayer times', error);
  }, [error]);

  const today = now ? isoDateIn(timeZone, now) : null;
  const changed = useMemo(
    () => data !== undefined && yearlyFingerprint(data) !== builtFingerprint,
    [data, builtFingerprint],
  );
  const root = useRef<HTMLDivElement>(null);
  const loading = now !== null && query.isPending && builtDays === 0;
  useEffect(() => {
    if (!changed && !loading && root.current) markToday(root.current, today);
  }, [changed, loading, today]);

  if (loading) {
    return (
      <div
        role="status"
        className="flex flex-col items-center justify-center gap-4 py-24 text-ink-700"
        data-yearly-loading
      >
        <span
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-4 border-primary-200 border-t-primary-700"
        />
        <p className="text-lg">Loading prayer times...</p>
      </div>
    );
  }

  return (
    <div
      ref={root}
      className="yearly-months grid grid-cols-1 gap-6"
      data-yearly-months
      data-source={data ? 'api' : 'build'}
    >
      {changed && data ? (
        <YearlyMonths
          year={year}
          days={data}
          today={today}
          jummaTime={jummaTime}
          {...(jumuahByMonth ? { jumuahByMonth } : {})}
          masjidName={masjidName}
          masjidAddress={masjidAddress}
        />
      ) : (
        children
      )}
    </div>
  );
}

/** The twelve month cards of `days`; the build renders them into the static HTML, the island on a change. */
export function YearlyMonths({
  year,
  days,
  today,
  jummaTime,
  jumuahByMonth,
  masjidName,
  masjidAddress,
}: YearlyMonthsProps) {
  const months = useMemo(() => groupByMonth(days), [days]);
  return months.map((group) => (
    <MonthCard
      key={group.month}
      group={group}
      year={year}
      today={today}
      jumuahText={jumuahByMonth?.[group.month - 1] ?? `Jumu'ah on Fridays at ${jummaTime}`}
      masjidName={masjidName}
      masjidAddress={masjidAddress}
    />
  ));
}

const DST_TEXT = { forward: 'clocks go forward', back: 'clocks go back' } as const;
/** The mark of a calculated day (next year's page), explained on the page and on each printed sheet. */
export const CALCULATED_MARK = '≈';
const EID_TEXT = { fitr: 'Eid al-Fitr prayer', adha: 'Eid al-Adha prayer' } as const;

/** The marks under a date: DST, Eid, a Jumu'ah change; each says in words what it means to a screen reader. */
function DayMarks({ day }: { day: YearlyDay }) {
  const marks: { short: string; long: string }[] = [];
  if (day.calculated) marks.push({ short: CALCULATED_MARK, long: 'calculated' });
  if (day.dst) marks.push({ short: 'DST', long: DST_TEXT[day.dst] });
  for (const kind of day.eid ?? []) marks.push({ short: 'Eid', long: EID_TEXT[kind] });
  if (day.changes?.includes('jumuah')) marks.push({ short: "Jumu'ah*", long: "Jumu'ah changes" });
  if (marks.length === 0) return null;
  // Classes the page already has: a mark adds no CSS to the page's first response.
  return (
    <span className="ms-2 text-xs font-semibold text-primary-800">
      {marks.map((mark) => (
        <span key={mark.short} className="day-mark">
          <span aria-hidden="true">{mark.short}</span>
          <span className="sr-only">{mark.long}</span>
        </span>
      ))}
    </span>
  );
}

/** The printed sheet's legend for the symbols its month has ('* new iqamah'); DST and Eid say themselves. */
function marksLegend(days: readonly YearlyDay[]): string {
  const parts: string[] = [];
  if (days.some((day) => day.calculated))
    parts.push(`${CALCULATED_MARK} calculated, not the masjid's uploaded timetable`);
  if (days.some((day) => day.changes?.some((subject) => subject !== 'jumuah'))) parts.push('* new iqamah');
  if (days.some((day) => day.changes?.includes('jumuah'))) parts.push("Jumu'ah*: new khutbahs");
  return parts.join('; ');
}

/** The prayer whose iqamah a yearly column shows (Fajr Adhan and Sunrise show none). */
const COLUMN_PRAYER: Partial<Record<YearlyField, 'fajr' | 'dhuhr' | 'asr' | 'maghrib' | 'isha'>> = {
  fajrIqamah: 'fajr',
  dhuhrIqamah: 'dhuhr',
  asrIqamah: 'asr',
  maghribIqamah: 'maghrib',
  ishaIqamah: 'isha',
};

function MonthCard({
  group,
  year,
  today,
  jumuahText,
  masjidName,
  masjidAddress,
}: {
  group: MonthGroup<YearlyDay>;
  year: number;
  today: string | null;
  jumuahText: string;
  masjidName: string;
  masjidAddress: string;
}) {
  const title = `${group.name} ${year}`;
  const legend = marksLegend(group.days);
  const headingId = `month-${group.month}`;
  return (
    <section className="month-card card min-w-0 p-0" data-month-card={group.month}>
      <header className="print-sheet-header hidden">
        <p className="print-sheet-name">{masjidName}</p>
        <p className="print-sheet-address">{masjidAddress}</p>
      </header>
      <h2 id={headingId} className="month-title px-5 pt-4 pb-3 text-xl font-bold text-ink-900">
        {title}
        <span className="print-inline hidden"> Prayer Times</span>
      </h2>
      {group.days.length === 0 ? (
        <p className="px-5 pb-5 text-ink-700">{noPrayerTimesText(group.month, year)}</p>
      ) : (
        <div
          className="month-scroll overflow-x-auto"
          role="region"
          aria-labelledby={headingId}
          // A scrollable region must be reachable by keyboard on narrow screens.
          tabIndex={0}
        >
          <table className="month-table w-full text-sm tabular-nums">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                {COLUMNS.map((column) => (
                  <th key={column.field} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody data-month={`${year}-${String(group.month).padStart(2, '0')}`}>
              {group.days.map((day) => {
                const isToday = day.date === today;
                const isFriday = weekdayOf(day.date) === 5;
                return (
                  <tr
                    key={day.date}
                    aria-current={isToday ? 'date' : undefined}
                    className={cn(isFriday && 'is-friday', isToday && 'is-today') || undefined}
                  >
                    {/* No scope: a body row's first th heads its row by the table model, and 365 scope attributes
                        were 0.1 KB of the page's first response (issue 22). */}
                    <th>
                      {shortDateLabel(day.date)}
                      <DayMarks day={day} />
                    </th>
                    {COLUMNS.map((column) => {
                      const prayer = COLUMN_PRAYER[column.field];
                      const changed = prayer !== undefined && day.changes?.includes(prayer);
                      return changed ? (
                        <td key={column.field} className="is-changed" data-changed>
                          {displayTime(day[column.field])}
                          <span aria-hidden="true">*</span>
                          <span className="sr-only"> (new iqamah from this day)</span>
                        </td>
                      ) : (
                        <td key={column.field}>{displayTime(day[column.field])}</td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="print-sheet-note hidden">
        Fajr shows Adhan and Iqamah; other prayers show Iqamah. {jumuahText}; Fridays are in bold.
        {legend && ` ${legend}.`}
      </p>
    </section>
  );
}
