import { useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { TODAY_ROWS, isNextRow, timeOf, type TodayView } from '../../views/prayer-times/today.ts';
import {
  DateLine,
  NextNote,
  SourceNote,
  dateLabelIn,
  timeIn,
  useTodayView,
  type TodayPrayerTimesProps,
  type TodayText,
} from './today-shared.tsx';

/** SPEC 2's compact variant of today's prayer times (the yearly page): a six-row table titled "Today's Prayer Times". */
export default function TodayPrayerTable(props: TodayPrayerTimesProps) {
  const { view, hydrated } = useTodayView(props);
  return view ? <CompactTable view={view} text={props.text} hydrated={hydrated} /> : null;
}

function CompactTable({ view, text, hydrated }: { view: TodayView; text: TodayText; hydrated: boolean }) {
  const headingId = useId();
  const { times } = view;
  const displayTime = (hhMm: string) => timeIn(text, hhMm);
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
          {text.todaysPrayerTimes}
        </h2>
        {/* Three lines' room on phones: "Prayer times for …" (the static HTML) can take a line more than
            "Today, …", and the table below must not move when the island takes over. */}
        <DateLine
          view={view}
          text={text}
          hydrated={hydrated}
          className="mt-1 flex min-h-16 flex-wrap gap-x-3 gap-y-1 text-sm text-ink-700 sm:min-h-0"
        />
      </div>
      <table className="w-full text-start">
        <caption className="sr-only">{text.timesForDate.replace('{date}', dateLabelIn(text, view))}</caption>
        <thead className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
          <tr>
            <th scope="col" className="px-5 pt-3 pb-1">
              {text.prayer}
            </th>
            <th scope="col" className="px-5 pt-3 pb-1 text-end">
              {text.time}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-200">
          {TODAY_ROWS.map((row) => {
            const isNext = isNextRow(view, row.key);
            const jumuah = row.key === 'dhuhr' && view.jumuah.length > 0;
            return (
              <tr
                key={row.key}
                data-prayer={jumuah ? 'jumuah' : row.key}
                aria-current={isNext ? 'true' : undefined}
                className={cn(isNext && 'bg-primary-50')}
              >
                <th scope="row" className="px-5 py-2.5 font-semibold text-ink-900">
                  {text.names[jumuah ? 'jumuah' : row.key]}
                  {/* Every row keeps the badge's room (hidden but for the next prayer), so the columns do not
                      move when the island marks the next prayer. */}
                  <span
                    className={cn(
                      'ms-2 rounded-full bg-primary-700 px-2 py-0.5 align-middle text-xs font-bold text-white uppercase',
                      !isNext && 'invisible',
                    )}
                  >
                    {text.next}
                  </span>
                </th>
                <td className="px-5 py-2.5 text-end font-semibold text-ink-900 tabular-nums">
                  {jumuah ? (
                    <bdi>{view.jumuah.map((j) => displayTime(j.time)).join(' · ')}</bdi>
                  ) : row.adhan ? (
                    <>
                      <span className="block">
                        <bdi>{displayTime(times[row.adhan])}</bdi>{' '}
                        <span className="text-xs font-normal text-ink-600">{text.adhan}</span>
                      </span>
                      <span className="block text-primary-700">
                        <bdi>{displayTime(timeOf(times, row.iqamah))}</bdi>{' '}
                        <span className="text-xs font-normal text-ink-600">{text.iqamah}</span>
                      </span>
                    </>
                  ) : (
                    <bdi>{displayTime(timeOf(times, row.time ?? row.iqamah))}</bdi>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="px-5 pb-3">
        <NextNote view={view} text={text} />
        <SourceNote view={view} text={text} />
      </div>
    </section>
  );
}
