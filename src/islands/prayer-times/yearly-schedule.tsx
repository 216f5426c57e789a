import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { isoDateIn, weekdayOf } from '../../domain/dates/zoned.ts';
import {
  groupByMonth,
  noPrayerTimesText,
  shortDateLabel,
  type MonthGroup,
} from '../../views/prayer-times/yearly-months.ts';
import { yearlyPrayerTimesQuery } from './api/get-yearly-prayer-times.ts';
import type { YearlyMonthsProps, YearlyScheduleProps } from '../../views/prayer-times/props.ts';
import { yearlyFingerprint, type YearlyDay, type YearlyField } from '../../views/prayer-times/yearly-days.ts';
import { ENGLISH_YEARLY_TEXT, fillIn, yearlyTime, type YearlyText } from '../../views/prayer-times/yearly-text.ts';
import { cn } from '../../lib/cn.ts';
import { usePageQuery } from '../../lib/page-query.ts';
import { useMinuteClock } from './use-minute-clock.ts';

/** The island's props, with the build's twelve months (<YearlyMonths> rendered into the static HTML, an Astro slot). */
type YearlyIslandProps = YearlyScheduleProps & { children?: ReactNode };

/** The columns after the date, in order; their headings are the text's (SPEC's English by default). */
const COLUMNS: readonly YearlyField[] = [
  'fajrAdhan',
  'fajrIqamah',
  'shouruq',
  'dhuhrIqamah',
  'asrIqamah',
  'maghribIqamah',
  'ishaIqamah',
];

/** Marks the masjid's today in tables the island did not render (the build's HTML). */
function markToday(root: HTMLElement, today: string | null, text: YearlyText): void {
  for (const row of root.querySelectorAll('tr.is-today')) {
    row.classList.remove('is-today');
    row.removeAttribute('aria-current');
  }
  const row = today ? yearlyRowOf(root, today, text) : undefined;
  row?.classList.add('is-today');
  row?.setAttribute('aria-current', 'date');
}

/**
 * A day's row in the month tables: the one in its month's body whose date heading starts with the day's
 * label. Rows carry no date attribute: 365 of them were 0.47 KB of the page's first response (issue 23).
 */
function yearlyRowOf(root: ParentNode, date: string, text: YearlyText): HTMLTableRowElement | undefined {
  const body = root.querySelector<HTMLTableSectionElement>(`tbody[data-month="${date.slice(0, 7)}"]`);
  const label = shortDateLabel(date, text);
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
  text,
  children,
}: YearlyIslandProps) {
  const words = text ?? ENGLISH_YEARLY_TEXT;
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
    if (!changed && !loading && root.current) markToday(root.current, today, words);
  }, [changed, loading, today, words]);

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
        <p className="text-lg">{words.loading}</p>
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
          {...(text ? { text } : {})}
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
  text = ENGLISH_YEARLY_TEXT,
}: YearlyMonthsProps) {
  const months = useMemo(() => groupByMonth(days, text), [days, text]);
  return months.map((group) => (
    <MonthCard
      key={group.month}
      group={group}
      year={year}
      today={today}
      jumuahText={jumuahByMonth?.[group.month - 1] ?? fillIn(text.jumuahDefault, { times: jummaTime })}
      masjidName={masjidName}
      masjidAddress={masjidAddress}
      text={text}
    />
  ));
}

/** The mark of a calculated day (next year's page), explained on the page and on each printed sheet. */
export const CALCULATED_MARK = '≈';

/** The marks under a date: DST, Eid, a Jumu'ah change; each says in words what it means to a screen reader. */
function DayMarks({ day, text }: { day: YearlyDay; text: YearlyText }) {
  const { marks: words } = text;
  const marks: { short: string; long: string }[] = [];
  if (day.calculated) marks.push({ short: CALCULATED_MARK, long: words.calculated });
  if (day.dst) marks.push({ short: words.dst, long: day.dst === 'forward' ? words.clocksForward : words.clocksBack });
  for (const kind of day.eid ?? [])
    marks.push({ short: words.eid, long: kind === 'fitr' ? words.eidFitr : words.eidAdha });
  if (day.changes?.includes('jumuah')) marks.push({ short: words.jumuah, long: words.jumuahChanges });
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
function marksLegend(days: readonly YearlyDay[], text: YearlyText): string {
  const parts: string[] = [];
  if (days.some((day) => day.calculated)) parts.push(fillIn(text.legendCalculated, { mark: CALCULATED_MARK }));
  if (days.some((day) => day.changes?.some((subject) => subject !== 'jumuah'))) parts.push(text.legendNewIqamah);
  if (days.some((day) => day.changes?.includes('jumuah'))) parts.push(text.legendJumuah);
  return parts.join(text.legendSeparator);
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
  text,
}: {
  group: MonthGroup<YearlyDay>;
  year: number;
  today: string | null;
  jumuahText: string;
  masjidName: string;
  masjidAddress: string;
  text: YearlyText;
}) {
  const title = fillIn(text.monthYear, { month: group.name, year });
  const ownDirection = text === ENGLISH_YEARLY_TEXT ? undefined : 'auto';
  const legend = marksLegend(group.days, text);
  const headingId = `month-${group.month}`;
  return (
    <section className="month-card card min-w-0 p-0" data-month-card={group.month}>
      <header className="print-sheet-header hidden">
        {/* Staff's words in their own direction in another language: '100 Hazel Ave' stays so on an Arabic sheet. */}
        <p className="print-sheet-name" lang={text.staffLang} dir={ownDirection}>
          {masjidName}
        </p>
        <p className="print-sheet-address" lang={text.staffLang} dir={ownDirection}>
          {masjidAddress}
        </p>
      </header>
      <h2 id={headingId} className="month-title px-5 pt-4 pb-3 text-xl font-bold text-ink-900">
        {title}
        <span className="print-inline hidden">{text.printSuffix}</span>
      </h2>
      {group.days.length === 0 ? (
        <p className="px-5 pb-5 text-ink-700">
          {noPrayerTimesText(group.month, year, text === ENGLISH_YEARLY_TEXT ? undefined : text)}
        </p>
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
                <th scope="col">{text.date}</th>
                {COLUMNS.map((field) => (
                  <th key={field} scope="col">
                    {text.columns[field]}
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
                      {shortDateLabel(day.date, text)}
                      <DayMarks day={day} text={text} />
                    </th>
                    {COLUMNS.map((field) => {
                      const prayer = COLUMN_PRAYER[field];
                      const changed = prayer !== undefined && day.changes?.includes(prayer);
                      return changed ? (
                        <td key={field} className="is-changed" data-changed>
                          {yearlyTime(text, day[field])}
                          <span aria-hidden="true">*</span>
                          <span className="sr-only">{text.newIqamah}</span>
                        </td>
                      ) : (
                        <td key={field}>{yearlyTime(text, day[field])}</td>
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
        {fillIn(text.sheetNote, { jumuah: jumuahText })}
        {legend && fillIn(text.sheetLegend, { legend })}
      </p>
    </section>
  );
}
