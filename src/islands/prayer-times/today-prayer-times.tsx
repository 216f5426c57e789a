import { cn } from '../../lib/cn.ts';
import { Icon, type IconName } from '../../lib/icons.tsx';
import { TODAY_ROWS, isNextRow, timeOf, type TodayRow, type TodayView } from '../../views/prayer-times/today.ts';
import {
  DateLine,
  NextNote,
  SourceNote,
  timeIn,
  useTodayView,
  type TodayPrayerTimesProps,
  type TodayText,
} from './today-shared.tsx';

/** Today's prayer times as a card per prayer (the home page); the compact table is today-prayer-table.tsx. */
export default function TodayPrayerTimes(props: TodayPrayerTimesProps) {
  const { view, hydrated } = useTodayView(props);
  return view ? <Cards view={view} text={props.text} hydrated={hydrated} /> : null;
}

const ICONS: Record<TodayRow['key'], IconName> = {
  fajr: 'moon',
  sunrise: 'sun',
  dhuhr: 'sun',
  asr: 'sun',
  maghrib: 'moon',
  isha: 'moon',
};

function Cards({ view, text, hydrated }: { view: TodayView; text: TodayText; hydrated: boolean }) {
  const { times } = view;
  const displayTime = (hhMm: string) => timeIn(text, hhMm);
  return (
    <div data-prayer-times-today data-date={view.date} data-source={times.source} data-hydrated={hydrated || undefined}>
      <DateLine
        view={view}
        text={text}
        hydrated={hydrated}
        className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-1 text-base text-ink-700"
      />
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
        {TODAY_ROWS.map((row) => {
          const isNext = isNextRow(view, row.key);
          // On a Friday the Jumu'ah takes Dhuhr's card, with its khutbah time(s).
          const jumuah = row.key === 'dhuhr' && view.jumuah.length > 0;
          return (
            <li
              key={row.key}
              data-prayer={jumuah ? 'jumuah' : row.key}
              aria-current={isNext ? 'true' : undefined}
              className={cn(
                'card relative flex flex-col items-center p-5 text-center transition-colors',
                isNext && 'border-primary-600 bg-primary-50 ring-2 ring-primary-600',
              )}
            >
              {isNext && (
                <span className="absolute inset-x-0 -top-3 mx-auto w-fit rounded-full bg-primary-700 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
                  {text.next}
                </span>
              )}
              <Icon name={ICONS[row.key]} className="size-6 text-primary-600" />
              <h3 className="mt-2 text-lg font-bold text-ink-900">{text.names[jumuah ? 'jumuah' : row.key]}</h3>
              {jumuah ? (
                <p className="mt-2 text-xl font-semibold text-primary-700 tabular-nums">
                  {view.jumuah.map((j) => displayTime(j.time)).join(' · ')}
                </p>
              ) : row.adhan ? (
                <dl className="mt-2 space-y-1 text-sm">
                  <div>
                    <dt className="inline text-ink-600">{text.adhan} </dt>
                    <dd className="inline font-semibold text-ink-900 tabular-nums">{displayTime(times[row.adhan])}</dd>
                  </div>
                  <div>
                    <dt className="inline text-ink-600">{text.iqamah} </dt>
                    <dd className="inline font-semibold text-primary-700 tabular-nums">
                      {displayTime(timeOf(times, row.iqamah))}
                    </dd>
                  </div>
                </dl>
              ) : row.time ? (
                <p className="mt-2 text-xl font-semibold text-ink-900 tabular-nums">{displayTime(times[row.time])}</p>
              ) : (
                <p className="mt-2">
                  <span className="sr-only">{text.iqamah} </span>
                  <span className="text-xl font-semibold text-primary-700 tabular-nums">
                    {displayTime(timeOf(times, row.iqamah))}
                  </span>
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <NextNote view={view} text={text} />
      <SourceNote view={view} text={text} />
    </div>
  );
}
