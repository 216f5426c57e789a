import { useEffect, useMemo, useState } from 'react';
import { WEEKDAY_NAMES } from '../../domain/dates/calendar-names.ts';
import { WEEKDAY_SHORT_NAMES } from '../../domain/dates/short-date-labels.ts';
import EventDialog from '../../components/events/event-dialog.tsx';
import { useEvents } from '../../components/events/events-api.ts';
import { eventDateDisplay, fillMessage } from '../../domain/dates/event-dates.ts';
import { isoDateIn, parseIsoDate } from '../../domain/dates/zoned.ts';
import {
  addMonths,
  dayBadges,
  eventsByDay,
  monthGrid,
  monthLabel,
  truncateTitle,
  upcomingEvents,
  type CalendarMessages,
  type YearMonth,
} from '../../domain/events/calendar.ts';
import { categoryLabel, type EventLinks, type PublicEventItem } from '../../domain/events/types.ts';
import { Icon } from '../../lib/icons.tsx';
import { DetailIcon } from '../../lib/detail-icons.tsx';
import type { MeetingBadge } from '../../domain/programs/program-calendar.ts';

export interface CalendarProps {
  initial?: PublicEventItem[];
  /** The build's "today" in the masjid's zone ('YYYY-MM-DD'); the browser's own today replaces it once mounted. */
  builtToday: string;
  links: EventLinks;
  /** Programs' weekly meetings by date (issue 24), for the months around the build's. */
  meetings?: Record<string, MeetingBadge[]>;
  /** The page language's words (issue 26, the `calendar` catalogue namespace); SPEC's English without. */
  messages?: CalendarMessages;
}

const WEEKDAYS = WEEKDAY_SHORT_NAMES.map((short, i) => [short, WEEKDAY_NAMES[i]!] as const);

function yearMonthOf(iso: string): YearMonth {
  const date = parseIsoDate(iso)!;
  return { year: date.year, month: date.month };
}

/** /calendar (SPEC 2): month grid Sun-Sat, previous/next month, 2 badges a day plus '+N more', upcoming events, dialog. */
export default function EventCalendar({ initial, builtToday, links, meetings = {}, messages: m }: CalendarProps) {
  const { events = [], loading } = useEvents(initial, links.lang);
  const [today, setToday] = useState(builtToday);
  const [shown, setShown] = useState<YearMonth>(() => yearMonthOf(builtToday));
  const [selected, setSelected] = useState<PublicEventItem | null>(null);

  // The static HTML is the build's month; the visitor's today (in the masjid's zone) takes over once mounted.
  useEffect(() => {
    const actual = isoDateIn(links.timeZone, new Date());
    if (actual !== builtToday) {
      setToday(actual);
      setShown(yearMonthOf(actual));
    }
  }, [builtToday, links.timeZone]);

  // /calendar?event=12, the link in the calendar feed: show that event's month and open its dialog, once.
  const [linkedEvent, setLinkedEvent] = useState<string | null>(null);
  useEffect(() => {
    setLinkedEvent(new URLSearchParams(window.location.search).get('event'));
  }, []);
  useEffect(() => {
    if (!linkedEvent) return;
    const event = events.find((e) => String(e.id) === linkedEvent);
    if (!event) return;
    setLinkedEvent(null);
    const start = eventDateDisplay(event, links.timeZone).startIsoDate;
    if (start) setShown(yearMonthOf(start));
    setSelected(event);
  }, [linkedEvent, events, links.timeZone]);
  const closeDialog = () => {
    setSelected(null);
    const url = new URL(window.location.href);
    if (url.searchParams.has('event')) {
      url.searchParams.delete('event');
      window.history.replaceState(window.history.state, '', url);
    }
  };

  const byDay = useMemo(() => eventsByDay(events, links.timeZone), [events, links.timeZone]);
  const upcoming = useMemo(() => upcomingEvents(events, today, links.timeZone), [events, today, links.timeZone]);
  const weeks = monthGrid(shown);
  const label = monthLabel(shown, m?.locale);
  const words = links.messages;
  // Staff's text in the language it came in (issue 26 item 4: chosen by the build or GET /api/events?lang=).
  const staff = (event: PublicEventItem, field = 'title') =>
    words ? { lang: event.lang?.[field] ?? words.staffLang, dir: 'auto' as const } : {};

  return (
    <div className="grid gap-10 lg:grid-cols-3" data-calendar>
      <section aria-labelledby="calendar-month" className="lg:col-span-2">
        <div className="flex items-center justify-between gap-3">
          <button
            type="button"
            onClick={() => setShown((m) => addMonths(m, -1))}
            className="btn btn-outline relative min-h-11 px-3"
            data-calendar-previous
            aria-label={m?.previousMonth}
          >
            <Icon name="chevron-left" className="size-5 rtl:-scale-x-100" />
            <span className="sr-only sm:not-sr-only">{m?.previous ?? 'Previous'}</span>
            {!m && <span className="sr-only"> month</span>}
          </button>
          <h2
            id="calendar-month"
            className="text-center text-2xl font-bold text-ink-900"
            aria-live="polite"
            data-calendar-month
          >
            {label}
          </h2>
          <button
            type="button"
            onClick={() => setShown((m) => addMonths(m, 1))}
            className="btn btn-outline relative min-h-11 px-3"
            data-calendar-next
            aria-label={m?.nextMonth}
          >
            <span className="sr-only sm:not-sr-only">{m?.next ?? 'Next'}</span>
            {!m && <span className="sr-only"> month</span>}
            <Icon name="chevron-right" className="size-5 rtl:-scale-x-100" />
          </button>
        </div>

        <table className="mt-6 w-full table-fixed border-collapse overflow-hidden rounded-2xl bg-white text-sm shadow-sm">
          <caption className="sr-only">{m ? fillMessage(m.eventsIn, { month: label }) : `Events in ${label}`}</caption>
          <thead>
            <tr>
              {(m?.weekdays ?? WEEKDAYS).map(([short, full]) => (
                <th
                  key={short}
                  scope="col"
                  className="border border-ink-200 bg-primary-50 px-1 py-2 text-center font-semibold text-primary-900"
                >
                  <abbr title={full} className="no-underline">
                    {short}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, w) => (
              <tr key={w}>
                {week.map((iso, d) => {
                  if (!iso) return <td key={d} className="h-20 border border-ink-200 bg-ink-50 sm:h-28" />;
                  const dayEvents = byDay.get(iso) ?? [];
                  const { shown: badges, more } = dayBadges(dayEvents);
                  const isToday = iso === today;
                  const day = Number(iso.slice(8));
                  return (
                    <td
                      key={d}
                      aria-current={isToday ? 'date' : undefined}
                      className={`h-20 border border-ink-200 p-0.5 align-top sm:h-28 sm:p-1.5 ${isToday ? 'bg-gold-50' : ''}`}
                      data-date={iso}
                    >
                      <span
                        className={`inline-flex size-6 items-center justify-center rounded-full text-xs font-semibold sm:text-sm ${
                          isToday ? 'bg-primary-700 text-white' : 'text-ink-700'
                        }`}
                      >
                        {day}
                      </span>
                      <ul className="mt-0.5 space-y-0.5">
                        {badges.map((event) => (
                          <li key={event.id}>
                            <button
                              type="button"
                              onClick={() => setSelected(event)}
                              title={event.title}
                              className="relative block w-full truncate rounded bg-primary-700 px-1 py-0.5 text-start text-[0.625rem] leading-tight font-medium text-white hover:bg-primary-800 sm:text-xs"
                              data-calendar-badge
                            >
                              <span aria-hidden="true" {...staff(event)}>
                                {truncateTitle(event.title)}
                              </span>
                              <span className="sr-only" {...staff(event)}>
                                {event.title}
                              </span>
                            </button>
                          </li>
                        ))}
                      </ul>
                      {(meetings[iso] ?? []).length > 0 && (
                        <ul className="mt-0.5 space-y-0.5" data-calendar-meetings>
                          {meetings[iso]!.map((meeting) => (
                            <li key={meeting.href}>
                              <a
                                href={meeting.href}
                                title={`${meeting.title}, ${meeting.time}`}
                                className="block truncate rounded border border-gold-200 bg-gold-50 px-1 py-0.5 text-[0.625rem] leading-tight font-medium text-ink-900 hover:bg-gold-100 sm:text-xs"
                              >
                                <span aria-hidden="true">{truncateTitle(meeting.title)}</span>
                                <span className="sr-only">
                                  {meeting.title}, {meeting.time}
                                </span>
                              </a>
                            </li>
                          ))}
                        </ul>
                      )}
                      {more > 0 && (
                        <p
                          className="mt-0.5 px-1 text-[0.625rem] font-semibold text-primary-800 sm:text-xs"
                          title={dayEvents
                            .slice(badges.length)
                            .map((e) => e.title)
                            .join(', ')}
                          data-calendar-more
                        >
                          {m ? fillMessage(m.more, { count: more }) : `+${more} more`}
                        </p>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="upcoming-events-heading">
        <h2 id="upcoming-events-heading" className="text-2xl font-bold text-ink-900">
          {m?.upcomingHeading ?? 'Upcoming Events'}
        </h2>
        {loading ? (
          <ul className="mt-6 space-y-3" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <li key={i} className="h-24 animate-pulse rounded-xl bg-ink-100 motion-reduce:animate-none" />
            ))}
          </ul>
        ) : upcoming.length === 0 ? (
          <p className="mt-6 text-ink-700">
            {m?.noUpcoming ?? 'No upcoming events right now. Please check back soon.'}
          </p>
        ) : (
          <ul className="mt-6 space-y-3" data-upcoming-events>
            {upcoming.map((event) => {
              const display = eventDateDisplay(event, links.timeZone, words);
              return (
                <li key={event.id}>
                  <button
                    type="button"
                    onClick={() => setSelected(event)}
                    className="w-full rounded-xl border border-ink-200 bg-white p-4 text-start shadow-sm transition-colors hover:border-primary-300 hover:bg-primary-50"
                  >
                    <span className="flex items-start justify-between gap-3">
                      <span className="font-semibold text-ink-900" {...staff(event)}>
                        {event.title}
                      </span>
                      <span className="badge shrink-0 px-2.5 py-0.5 text-xs">
                        {categoryLabel(event.category, words)}
                      </span>
                    </span>
                    <span className="mt-2 flex items-center gap-2 text-sm text-ink-700">
                      <Icon name="calendar" className="size-4 text-primary-700" />
                      {display.isPermanent ? display.date : `${display.date}, ${display.time}`}
                    </span>
                    {event.location?.trim() && (
                      <span className="mt-1 flex items-center gap-2 text-sm text-ink-700">
                        <DetailIcon name="map-pin" className="size-4 text-primary-700" />
                        <span {...staff(event, 'location')}>{event.location}</span>
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <EventDialog event={selected} onClose={closeDialog} links={links} />
    </div>
  );
}
