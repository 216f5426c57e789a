import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { isoDateIn, weekdayOf } from '../../domain/dates/zoned.ts';
import {
  displayTime,
  groupByMonth,
  noPrayerTimesText,
  shortDateLabel,
  type MonthGroup,
} from '../../domain/prayer-times/schedule.ts';
import { yearlyPrayerTimesQuery } from './api/get-yearly-prayer-times.ts';
import { decodeDays, YEARLY_FIELDS, type YearlyDay, type YearlyField } from './compact-days.ts';
import { cn } from '../../lib/cn.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { useMinuteClock } from './use-minute-clock.ts';

export interface YearlyScheduleProps {
  year: number;
  /** The build's days of `year`, encoded by compact-days.ts with YEARLY_FIELDS. */
  days: string;
  timeZone: string;
  jummaTime: string;
  masjidName: string;
  masjidAddress: string;
}

const COLUMNS: readonly { field: YearlyField; label: string }[] = [
  { field: 'fajrAdhan', label: 'Fajr Adhan' },
  { field: 'fajrIqamah', label: 'Fajr Iqamah' },
  { field: 'shouruq', label: 'Sunrise' },
  { field: 'dhuhrIqamah', label: 'Dhuhr' },
  { field: 'asrIqamah', label: 'Asr' },
  { field: 'maghribIqamah', label: 'Maghrib' },
  { field: 'ishaIqamah', label: 'Isha' },
];

/**
 * The yearly schedule (SPEC 2): twelve month cards, January to December. The static HTML holds every
 * month from the build; the island refreshes them from GET /api/prayer-times/yearly/{year}, highlights
 * the masjid's today, and shows 'Loading prayer times...' only while it fetches with no build data.
 */
export default function YearlySchedule(props: YearlyScheduleProps) {
  const client = getQueryClient();
  return (
    <QueryClientProvider client={client}>
      <YearlyScheduleView {...props} />
    </QueryClientProvider>
  );
}

function YearlyScheduleView({ year, days, timeZone, jummaTime, masjidName, masjidAddress }: YearlyScheduleProps) {
  const built = useMemo(() => decodeDays(days, YEARLY_FIELDS), [days]);
  const now = useMinuteClock();
  const query = useQuery({ ...yearlyPrayerTimesQuery(year), enabled: now !== null });
  const { error } = query;
  useEffect(() => {
    // SPEC 8's text; the build's schedule stays on screen.
    if (error) console.error('Failed to fetch yearly prayer times', error);
  }, [error]);

  const rows: readonly YearlyDay[] = query.data ?? built;
  const months = useMemo(() => groupByMonth(rows), [rows]);
  const today = now ? isoDateIn(timeZone, now) : null;

  if (now !== null && query.isPending && built.length === 0) {
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
    <div className="yearly-months grid grid-cols-1 gap-6" data-yearly-months data-source={query.data ? 'api' : 'build'}>
      {months.map((group) => (
        <MonthCard
          key={group.month}
          group={group}
          year={year}
          today={today}
          jummaTime={jummaTime}
          masjidName={masjidName}
          masjidAddress={masjidAddress}
        />
      ))}
    </div>
  );
}

function MonthCard({
  group,
  year,
  today,
  jummaTime,
  masjidName,
  masjidAddress,
}: {
  group: MonthGroup<YearlyDay>;
  year: number;
  today: string | null;
  jummaTime: string;
  masjidName: string;
  masjidAddress: string;
}) {
  const title = `${group.name} ${year}`;
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
            <tbody>
              {group.days.map((day) => {
                const isToday = day.date === today;
                const isFriday = weekdayOf(day.date) === 5;
                return (
                  <tr
                    key={day.date}
                    data-date={day.date}
                    aria-current={isToday ? 'date' : undefined}
                    className={cn(isFriday && 'is-friday', isToday && 'is-today')}
                  >
                    <th scope="row">{shortDateLabel(day.date)}</th>
                    {COLUMNS.map((column) => (
                      <td key={column.field}>{displayTime(day[column.field])}</td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="print-sheet-note hidden">
        Fajr shows Adhan and Iqamah; other prayers show Iqamah. Jumu'ah on Fridays at {jummaTime}; Fridays are in bold.
      </p>
    </section>
  );
}
