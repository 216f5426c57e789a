import { useEffect, useMemo, useState } from 'react';
import type * as CalculationModule from './calculate-day.ts';
import { isoDateIn } from '../../domain/dates/zoned.ts';
import { Icon } from '../../lib/icons.tsx';
import { usePageQuery } from '../../lib/page-query.ts';
import { todayPrayerTimesQuery } from './api/get-today-prayer-times.ts';
import { decodeDailyTable } from '../../views/prayer-times/compact-days.ts';
import { showDatedContent } from './dated-content.ts';
import { carriedHijri } from '../../views/prayer-times/hijri-days.ts';
import { dayLookup, nextNote, todayView, type Calculate, type TodayView } from '../../views/prayer-times/today.ts';
import type { TodayPrayerTimesProps, TodayText } from '../../views/prayer-times/props.ts';
import { englishClock, showDateWith, showTimeWith } from '../../domain/i18n/clock-pattern.ts';
import { usualSpecialDays, type SpecialDays } from '../../views/prayer-times/special-days.ts';
import { useMinuteClock } from './use-minute-clock.ts';

export type { TodayPrayerTimesProps, TodayText };

/** An 'HH:MM' as the page's language shows it: SPEC's '5:42 AM' in the default language, else Intl's. */
export function timeIn(text: TodayText, hhMm: string): string {
  return showTimeWith(text.clock ?? englishClock(), hhMm);
}

/** The view's date as the page's language writes it ('Friday, November 27, 2026', '27 Kasım 2026 Cuma'). */
export function dateLabelIn(text: TodayText, view: TodayView): string {
  return showDateWith(text.clock ?? englishClock(), view.date);
}

/**
 * The schedule (adhan-js and the prayer settings' rules) and the browser's Islamic calendar, loaded once per
 * page and only for a day the build did not cover.
 */
type Calculation = typeof CalculationModule;
let calculation: Promise<Calculation> | undefined;
function loadCalculation(): Promise<Calculation> {
  calculation ??= import('./calculate-day.ts');
  return calculation;
}

/**
 * Today's prayer times for the masjid, whatever the browser's zone. The static HTML shows the build day's
 * times under that day's date; once mounted, the masjid's today comes from the embedded days (or is
 * calculated, loading the calculation first for a day the build did not embed), the next prayer is
 * highlighted every minute, and GET /api/prayer-times is asked once for changes made after the build.
 * `hydrated` says the view is the browser's today rather than the build's day.
 */
export function useTodayView({
  days,
  fallbackDays = '',
  specialDays,
  buildDate,
  hijri,
  config,
}: TodayPrayerTimesProps): {
  view: TodayView | null;
  hydrated: boolean;
} {
  const [calculation, setCalculation] = useState<Calculation | undefined>(undefined);
  const calculate: Calculate | undefined = calculation?.calculateDay;
  const lookup = useMemo(
    () => dayLookup(decodeDailyTable(days), decodeDailyTable(fallbackDays), config, calculate),
    [days, fallbackDays, config, calculate],
  );
  // The first date in the masjid's zone loads the browser's time-zone data (~50 ms on a phone): done in the
  // mounting task, the render with the real time that follows stays short.
  useEffect(() => void isoDateIn(config.timeZone, new Date()), [config.timeZone]);
  const now = useMinuteClock();
  const date = now ? isoDateIn(config.timeZone, now) : buildDate;
  const { data: fromServer } = usePageQuery(todayPrayerTimesQuery(date), now !== null);
  const hijriFor = useMemo(
    () => (day: string) =>
      (hijri && carriedHijri(hijri, day)) ?? calculation?.hijriText(day, config.hijriDayOffset) ?? null,
    [hijri, calculation, config],
  );
  const special = useMemo(
    () => (specialDays ? (JSON.parse(specialDays) as SpecialDays) : usualSpecialDays(config.prayer.jummaTime)),
    [specialDays, config],
  );
  const current = useMemo(
    () => todayView(date, lookup, config, now, fromServer, hijriFor, special),
    [date, lookup, config, now, fromServer, hijriFor, special],
  );
  // A day past the carried ones needs the calculation for its times, or at least for its Hijri date.
  const needsCalculation = calculation === undefined && (current === null || current.hijri === null);
  useEffect(() => {
    if (!needsCalculation) return;
    let active = true;
    loadCalculation().then(
      (loaded) => active && setCalculation(loaded),
      (error: unknown) => console.error('Could not load the prayer-time calculation', error),
    );
    return () => {
      active = false;
    };
  }, [needsCalculation]);
  // Until the calculation arrives (a day the build did not embed), the build day's times stay as they were.
  const built = useMemo(
    () => todayView(buildDate, lookup, config, null, null, hijriFor, special),
    [buildDate, lookup, config, hijriFor, special],
  );
  const hydrated = now !== null && current !== null;
  // The page's dated notices and cards, for the masjid's today rather than the build's.
  useEffect(() => {
    if (hydrated) showDatedContent(date);
  }, [hydrated, date]);
  return { view: current ?? built, hydrated };
}

export function DateLine({
  view,
  text,
  hydrated,
  className,
}: {
  view: TodayView;
  text: TodayText;
  hydrated: boolean;
  className: string;
}) {
  // The text before and after the message's `{date}`.
  const [before, after = ''] = (hydrated ? text.todayDate : text.timesForDate).split('{date}');
  return (
    <p className={className}>
      <span className="inline-flex items-center gap-2">
        <Icon name="calendar" className="size-5 text-primary-700" />
        <span>
          {before}
          <time dateTime={view.date} data-prayer-date className="font-semibold text-ink-900">
            {dateLabelIn(text, view)}
          </time>
          {after}
        </span>
      </span>
      {view.hijri && (
        <span className="inline-flex items-center gap-2">
          <Icon name="moon" className="size-4 text-primary-700" />
          <span data-hijri-date dir="auto">
            {view.hijri}
          </span>
        </span>
      )}
    </p>
  );
}

/** The next congregation when no card holds it: tomorrow's Fajr after Isha, or an Eid prayer. */
export function NextNote({ view, text }: { view: TodayView; text: TodayText }) {
  const note = nextNote(view, text, (hhMm) => timeIn(text, hhMm));
  if (!note) return null;
  return (
    <p
      className="mt-3 text-sm font-medium text-ink-700"
      data-next-tomorrow={view.next?.date !== view.date || undefined}
    >
      {note}
    </p>
  );
}

export function SourceNote({ view, text }: { view: TodayView; text: TodayText }) {
  if (view.times.source === 'uploaded') return null;
  return (
    <p className="mt-3 text-sm text-ink-600" data-prayer-source-note>
      {text.fallbackNote}
    </p>
  );
}
