import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { isoDateIn, minutesOfDayIn } from '../../domain/dates/zoned.ts';
import { displayTime } from '../../domain/prayer-times/schedule.ts';
import { todayPrayerTimesQuery } from './api/get-today-prayer-times.ts';
import { decodeDailyTable } from './compact-days.ts';
import { cn } from '../../lib/cn.ts';
import { Icon, type IconName } from '../../lib/icons.tsx';
import { getQueryClient } from '../../lib/query-client.ts';
import { TODAY_ROWS, timeOf, todayView, type TodayConfig, type TodayRow, type TodayView } from './today.ts';
import { useMinuteClock } from './use-minute-clock.ts';

export interface TodayPrayerTimesProps {
  /** The build's days around its own date, encoded by compact-days.ts (the browser picks today's row). */
  days: string;
  /** The masjid-zone date of the build: what the static HTML shows, labelled with that date. */
  buildDate: string;
  config: TodayConfig;
  /** SPEC 2's compact variant: a six-row table titled "Today's Prayer Times". */
  compact?: boolean;
}

/**
 * Today's prayer times for the masjid, whatever the browser's zone: a card per prayer on the home page,
 * or the compact six-row table. The static HTML shows the build day's times under that day's date; on
 * hydration the island picks the masjid's today from the embedded days (or calculates it), highlights
 * the next prayer every minute, and asks GET /api/prayer-times once for changes made after the build.
 */
export default function TodayPrayerTimes(props: TodayPrayerTimesProps) {
  const client = getQueryClient();
  return (
    <QueryClientProvider client={client}>
      <TodayPrayerTimesView {...props} />
    </QueryClientProvider>
  );
}

function TodayPrayerTimesView({ days, buildDate, config, compact = false }: TodayPrayerTimesProps) {
  const embedded = useMemo(() => decodeDailyTable(days), [days]);
  const now = useMinuteClock();
  const date = now ? isoDateIn(config.timeZone, now) : buildDate;
  const nowMinutes = now ? minutesOfDayIn(config.timeZone, now) : null;
  const { data: fromServer } = useQuery({ ...todayPrayerTimesQuery(date), enabled: now !== null });
  const view = useMemo(
    () => todayView(date, embedded, config, nowMinutes, fromServer),
    [date, embedded, config, nowMinutes, fromServer],
  );
  const hydrated = now !== null;
  return compact ? <CompactTable view={view} hydrated={hydrated} /> : <Cards view={view} hydrated={hydrated} />;
}

const ICONS: Record<TodayRow['key'], IconName> = {
  fajr: 'moon',
  sunrise: 'sun',
  dhuhr: 'sun',
  asr: 'sun',
  maghrib: 'moon',
  isha: 'moon',
};

function DateLine({ view, hydrated, className }: { view: TodayView; hydrated: boolean; className: string }) {
  return (
    <p className={className}>
      <span className="inline-flex items-center gap-2">
        <Icon name="calendar" className="size-5 text-primary-700" />
        <span>
          {hydrated ? 'Today, ' : 'Prayer times for '}
          <time dateTime={view.date} data-prayer-date className="font-semibold text-ink-900">
            {view.dateLabel}
          </time>
        </span>
      </span>
      {view.hijri && (
        <span className="inline-flex items-center gap-2">
          <Icon name="moon" className="size-4 text-primary-700" />
          <span data-hijri-date>{view.hijri}</span>
        </span>
      )}
    </p>
  );
}

/** After Isha's iqamah nothing of today's is next: say when Fajr is tomorrow. */
function TomorrowNote({ view }: { view: TodayView }) {
  if (!view.tomorrowFajr) return null;
  return (
    <p className="mt-3 text-sm font-medium text-ink-700" data-next-tomorrow>
      Next: Fajr tomorrow, iqamah at {displayTime(view.tomorrowFajr)}
    </p>
  );
}

function SourceNote({ view }: { view: TodayView }) {
  if (view.times.source === 'uploaded') return null;
  return (
    <p className="mt-3 text-sm text-ink-600" data-prayer-source-note>
      {view.times.source === 'calculated'
        ? "Calculated times: the masjid's timetable for this day has not been published yet."
        : "Standard times: the masjid's timetable for this day has not been published yet."}
    </p>
  );
}

function Cards({ view, hydrated }: { view: TodayView; hydrated: boolean }) {
  const { times } = view;
  return (
    <div data-prayer-times-today data-date={view.date} data-source={times.source} data-hydrated={hydrated || undefined}>
      <DateLine
        view={view}
        hydrated={hydrated}
        className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-1 text-base text-ink-700"
      />
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
        {TODAY_ROWS.map((row) => {
          const isNext = view.next?.prayer === row.key;
          return (
            <li
              key={row.key}
              data-prayer={row.key}
              aria-current={isNext ? 'true' : undefined}
              className={cn(
                'card relative flex flex-col items-center p-5 text-center transition-colors',
                isNext && 'border-primary-600 bg-primary-50 ring-2 ring-primary-600',
              )}
            >
              {isNext && (
                <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary-700 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
                  Next
                </span>
              )}
              <Icon name={ICONS[row.key]} className="size-6 text-primary-600" />
              <h3 className="mt-2 text-lg font-bold text-ink-900">{row.name}</h3>
              {row.adhan ? (
                <dl className="mt-2 space-y-1 text-sm">
                  <div>
                    <dt className="inline text-ink-600">Adhan </dt>
                    <dd className="inline font-semibold text-ink-900 tabular-nums">{displayTime(times[row.adhan])}</dd>
                  </div>
                  <div>
                    <dt className="inline text-ink-600">Iqamah </dt>
                    <dd className="inline font-semibold text-primary-700 tabular-nums">
                      {displayTime(timeOf(times, row.iqamah))}
                    </dd>
                  </div>
                </dl>
              ) : row.time ? (
                <p className="mt-2 text-xl font-semibold text-ink-900 tabular-nums">{displayTime(times[row.time])}</p>
              ) : (
                <p className="mt-2">
                  <span className="sr-only">Iqamah </span>
                  <span className="text-xl font-semibold text-primary-700 tabular-nums">
                    {displayTime(timeOf(times, row.iqamah))}
                  </span>
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <TomorrowNote view={view} />
      <SourceNote view={view} />
    </div>
  );
}

function CompactTable({ view, hydrated }: { view: TodayView; hydrated: boolean }) {
  const headingId = useId();
  const { times } = view;
  return (
    <section
      aria-labelledby={headingId}
      className="card overflow-hidden p-0"
      data-prayer-times-today
      data-compact
      data-date={view.date}
      data-source={times.source}
      data-hydrated={hydrated || undefined}
    >
      <div className="border-b border-ink-200 bg-primary-50 px-5 py-4">
        <h2 id={headingId} className="text-xl font-bold text-ink-900">
          Today's Prayer Times
        </h2>
        <DateLine
          view={view}
          hydrated={hydrated}
          className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-700"
        />
      </div>
      <table className="w-full text-left">
        <caption className="sr-only">Prayer times for {view.dateLabel}</caption>
        <thead className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
          <tr>
            <th scope="col" className="px-5 pt-3 pb-1">
              Prayer
            </th>
            <th scope="col" className="px-5 pt-3 pb-1 text-right">
              Time
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-200">
          {TODAY_ROWS.map((row) => {
            const isNext = view.next?.prayer === row.key;
            return (
              <tr
                key={row.key}
                data-prayer={row.key}
                aria-current={isNext ? 'true' : undefined}
                className={cn(isNext && 'bg-primary-50')}
              >
                <th scope="row" className="px-5 py-2.5 font-semibold text-ink-900">
                  {row.name}
                  {isNext && (
                    <span className="ml-2 rounded-full bg-primary-700 px-2 py-0.5 align-middle text-xs font-bold text-white uppercase">
                      Next
                    </span>
                  )}
                </th>
                <td className="px-5 py-2.5 text-right font-semibold text-ink-900 tabular-nums">
                  {row.adhan ? (
                    <>
                      <span className="block">
                        {displayTime(times[row.adhan])} <span className="text-xs font-normal text-ink-600">Adhan</span>
                      </span>
                      <span className="block text-primary-700">
                        {displayTime(timeOf(times, row.iqamah))}{' '}
                        <span className="text-xs font-normal text-ink-600">Iqamah</span>
                      </span>
                    </>
                  ) : (
                    displayTime(timeOf(times, row.time ?? row.iqamah))
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="px-5 pb-3">
        <TomorrowNote view={view} />
        <SourceNote view={view} />
      </div>
    </section>
  );
}
