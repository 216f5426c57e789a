import { memo } from 'react';
import { hhMmTo12h, parseTimeOfDay } from '../../domain/dates/time-of-day.ts';
import { formatCountdown, type IqamahScreen, type ScreenRow } from '../../views/prayer-times/display-screen-state.ts';
import type { Khutbah } from '../../domain/display/display-day.ts';
import type { Slide } from '../../domain/display/slides.ts';
import { khutbahTimesText } from '../../domain/schedule/schedule.ts';
import { EID_NAMES } from '../../domain/schedule/settings.ts';
import { shortDayLabel, type DisplayView } from './display-view.ts';
import type { RamadanPanel as Ramadan } from './schedule-source.ts';
import { FitText } from './fit-text.tsx';

/** The whole screen for one view; everything it shows is in `view` (display-view.ts). */
export function DisplayScreen({
  view,
  masjidName,
  previewLabel,
}: {
  view: DisplayView;
  masjidName: string;
  previewLabel: string | null;
}) {
  const { state } = view;
  // Portrait leaves the slide the height the clock would take: the digits stop at the width's sixth (a
  // little less on Fridays, when the khutbahs' panel and their tile take room too).
  const portrait = typeof matchMedia === 'function' && matchMedia('(orientation: portrait)').matches;
  const clockMax = portrait ? (view.khutbahs ? 14 : 17) : 22;
  const frameStyle = { transform: `translate(${view.shift.x}px, ${view.shift.y}px)` };
  if (state?.iqamahScreen) {
    return (
      <main className="display" data-theme={view.settings.theme} data-screen="iqamah">
        <CalmScreen screen={state.iqamahScreen} view={view} style={frameStyle} />
      </main>
    );
  }
  return (
    <main
      className="display"
      data-theme={view.settings.theme}
      data-screen={state ? 'times' : 'loading'}
      data-today={state?.today}
      data-table-date={state?.tableDate}
    >
      <div className="d-frame" style={frameStyle}>
        <header className="d-header">
          <h1 className="d-masjid">{masjidName}</h1>
          <p className="d-dates">
            <span className="d-gregorian" data-gregorian-date>
              {view.dateLabel}
            </span>
            {view.hijriLabel && (
              <span className="d-hijri" data-hijri-date>
                {view.hijriLabel}
              </span>
            )}
          </p>
        </header>

        <section className="d-now" aria-label="Current time and next prayer">
          {/* Fitted again only when the digits change in number (9:59 to 10:00), not every second. */}
          <FitText as="p" className="d-clock" text={String(view.clock.hoursMinutes.length)} max={clockMax} min={8}>
            <span className="d-clock-row" data-clock>
              <span className="d-clock-hm">{view.clock.hoursMinutes}</span>
              <span className="d-clock-s" aria-hidden="true">
                {`:${view.clock.seconds}`}
              </span>
              <span className="d-clock-period">{view.clock.period}</span>
            </span>
          </FitText>
          {state?.countdown && (
            <div
              className="d-countdown"
              data-countdown
              data-row={state.countdown.row}
              data-kind={state.countdown.kind}
              role="timer"
              aria-live="off"
            >
              <p className="d-countdown-label">{`${state.countdown.label} in`}</p>
              <p className="d-countdown-value">{formatCountdown(state.countdown.remainingMs)}</p>
            </div>
          )}
          {view.ramadan && <RamadanPanel ramadan={view.ramadan} />}
          {view.eidPrayers.map((eid) => (
            <EidPanel key={`${eid.prayer.kind}:${eid.prayer.date}`} eid={eid} />
          ))}
          {view.khutbahs && <KhutbahPanel khutbahs={view.khutbahs} max={portrait ? 3.8 : 3.2} />}
        </section>

        {state ? (
          <PrayerTimes rows={state.rows} label={view.tableLabel} rowsKey={rowsKey(state.rows, view.tableLabel)} />
        ) : (
          <section className="d-times" aria-label="Prayer times">
            <p className="d-times-heading">Loading prayer times…</p>
          </section>
        )}

        <section className="d-slides" aria-label="Announcements and events">
          <SlideView slide={view.slide} masjidName={masjidName} />
          {view.slideCount > 1 && (
            <p className="d-slide-count">{`${view.slideNumber} / ${view.slideCount}`}</p>
          )}
        </section>

        <footer className="d-footer">
          {view.notice ? (
            <p className="d-notice" data-notice>
              <span className="d-notice-label">
                {view.notice.subject === 'jumuah' ? "Jumu'ah change" : 'Iqamah change'}
              </span>
              <FitText as="span" className="d-notice-text" text={view.notice.text} max={2.8} min={1.8} />
            </p>
          ) : (
            <span />
          )}
          {previewLabel ? (
            <p className="d-preview-badge" data-preview>
              {previewLabel}
            </p>
          ) : (
            view.syncNote && (
              <p className="d-sync-note" data-sync-note>
                {view.syncNote}
              </p>
            )
          )}
        </footer>
      </div>
    </main>
  );
}

function rowsKey(rows: readonly ScreenRow[], label: string): string {
  return `${label}|${rows.map((row) => `${row.key}:${row.state}:${row.adhan}:${row.iqamah.join(',')}`).join('|')}`;
}

/** '12:30' and 'PM' apart, so the digits can be big and the period small. */
function Time({ hhMm }: { hhMm: string }) {
  const text = hhMmTo12h(hhMm);
  const minutes = parseTimeOfDay(hhMm);
  if (minutes === null) return <span className="d-time">{text}</span>;
  const [digits, period] = text.split(' ');
  return (
    <span className="d-time">
      {digits}
      <span className="d-time-period">{period}</span>
    </span>
  );
}

/** The day's six rows; redrawn only when a row changes (at most a few times a day), not every second. */
const PrayerTimes = memo(
  function PrayerTimes({ rows, label }: { rows: readonly ScreenRow[]; label: string; rowsKey: string }) {
    return (
      <section className="d-times" aria-labelledby="d-times-heading">
        <h2 className="d-times-heading" id="d-times-heading" data-table-label>
          {`Prayer times · ${label}`}
        </h2>
        <div className="d-prayers-head" aria-hidden="true">
          <span />
          <span>Adhan</span>
          <span>Iqamah</span>
        </div>
        {/* Three or more khutbahs: the Jumu'ah tile takes two of seven columns and lists them two a row. */}
        <ol className="d-prayers" data-wide-jumuah={rows.some((row) => row.key === 'jumuah' && row.iqamah.length > 2) || undefined}>
          {rows.map((row) => (
            <li
              key={row.key}
              className="d-prayer"
              data-prayer={row.key}
              data-state={row.state}
              aria-current={row.state === 'next' ? 'true' : undefined}
            >
              <div className="d-prayer-title">
                <h3 className="d-prayer-name">{row.name}</h3>
                {row.state === 'next' && <span className="d-next-badge">Next</span>}
              </div>
              {row.key === 'sunrise' ? (
                <>
                  <p className="d-prayer-slot" data-adhan>
                    <span className="d-slot-label">Time</span>
                    <Time hhMm={row.adhan!} />
                  </p>
                  <p className="d-prayer-slot" aria-hidden="true" />
                </>
              ) : row.key === 'jumuah' ? (
                <KhutbahTimes times={row.iqamah} />
              ) : (
                <>
                  <p className="d-prayer-slot" data-adhan>
                    <span className="d-slot-label">Adhan</span>
                    <Time hhMm={row.adhan!} />
                  </p>
                  <p className="d-prayer-slot" data-iqamah>
                    <span className="d-slot-label">Iqamah</span>
                    <Time hhMm={row.iqamah[0]!} />
                  </p>
                </>
              )}
            </li>
          ))}
        </ol>
      </section>
    );
  },
  (before, after) => before.rowsKey === after.rowsKey,
);

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th'];

/**
 * Friday's khutbahs in the Jumu'ah tile, each as large as the other prayers' iqamahs: one is "Khutbah",
 * more are "1st khutbah", "2nd khutbah"... (the panel beside the clock has their khateebs and places).
 */
function KhutbahTimes({ times }: { times: readonly string[] }) {
  return (
    <div className="d-khutbah-times" data-count={times.length}>
      {times.map((time, index) => (
        <p key={time} className="d-prayer-slot" data-iqamah data-khutbah>
          <span className="d-slot-label">{times.length === 1 ? 'Khutbah' : `${ORDINALS[index] ?? `${index + 1}th`} khutbah`}</span>
          <Time hhMm={time} />
        </p>
      ))}
    </div>
  );
}

/** One slide; a new key redraws it (and fades it in), the clock's ticks do not. */
const SlideView = memo(function SlideView({ slide, masjidName }: { slide: Slide | null; masjidName: string }) {
  if (!slide) {
    return (
      <article className="d-slide d-slide-announcement" data-slide="welcome">
        <p className="d-slide-kicker">Welcome</p>
        <SlideText title={masjidName} body="Please keep the masjid clean and quiet, and silence your phone before the prayer." />
      </article>
    );
  }
  if (slide.kind === 'announcement') {
    return (
      <article key={slide.key} className="d-slide d-slide-announcement" data-slide={slide.key}>
        <p className="d-slide-kicker">Announcement</p>
        <SlideText title={slide.title} body={slide.content} />
      </article>
    );
  }
  return (
    <article key={slide.key} className="d-slide d-slide-event" data-slide={slide.key}>
      <img className="d-flyer" src={slide.imageUrl} alt={`Flyer: ${slide.title}`} decoding="async" />
      <div className="d-slide-caption">
        <p className="d-slide-kicker">Upcoming event</p>
        <FitText as="h2" className="d-slide-title" text={slide.title} max={5.2} min={2.6} />
        <p className="d-slide-when">{slide.when}</p>
        {slide.location && <p className="d-slide-where">{slide.location}</p>}
      </div>
    </article>
  );
});

/** A title and its text fitted together: a long text takes the room a short one leaves to the title. */
function SlideText({ title, body }: { title: string; body: string }) {
  return (
    <FitText className="d-slide-text" text={`${title}\n${body}`} max={4.6} min={1.6}>
      <h2 className="d-slide-text-title">{title}</h2>
      <p className="d-slide-text-body">{body}</p>
    </FitText>
  );
}

function RamadanPanel({ ramadan }: { ramadan: Ramadan }) {
  if (ramadan.kind === 'ahead') {
    return (
      <div className="d-panel" data-special="ramadan-ahead">
        <p className="d-panel-title">{`Ramadan ${ramadan.hijriYear} AH is expected to begin ${shortDayLabel(ramadan.firstDay)}`}</p>
      </div>
    );
  }
  const title =
    ramadan.fast === null
      ? `Ramadan ${ramadan.hijriYear} AH begins tonight`
      : `Ramadan ${ramadan.fast}, ${ramadan.hijriYear} AH`;
  const lines: [string, string | null][] = [
    ['Suhoor ends', ramadan.suhoorEnds],
    ['Iftar', ramadan.iftar],
    ['Taraweeh', ramadan.taraweeh],
  ];
  return (
    <div className="d-panel" data-special="ramadan">
      <p className="d-panel-title">{`${title}${ramadan.lastTenNights ? ' · last ten nights' : ''}`}</p>
      <dl className="d-panel-lines">
        {lines.map(([label, time]) =>
          time === null ? null : (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{hhMmTo12h(time)}</dd>
            </div>
          ),
        )}
      </dl>
    </div>
  );
}

function EidPanel({ eid }: { eid: DisplayView['eidPrayers'][number] }) {
  const name = EID_NAMES[eid.prayer.kind];
  return (
    <div className="d-panel" data-special="eid">
      <p className="d-panel-title">{eid.today ? `${name} Mubarak` : `${name} prayer · ${eid.dayLabel}`}</p>
      <ul className="d-panel-lines">
        <li>
          <strong>{khutbahTimesText(eid.prayer.times.map((time) => ({ time })))}</strong>
          {[eid.prayer.place, eid.prayer.note].filter(Boolean).map((part) => ` · ${part}`)}
        </li>
      </ul>
    </div>
  );
}

function KhutbahPanel({ khutbahs, max }: { khutbahs: readonly Khutbah[]; max: number }) {
  return (
    <div className="d-panel d-khutbah-panel" data-khutbahs>
      {/* From two khutbahs the title gives its line to theirs: the countdown and the tile already say Jumu'ah. */}
      <p className={khutbahs.length > 1 ? 'd-sr-only' : 'd-panel-title'}>{`Jumu'ah ${khutbahs.length > 1 ? 'khutbahs' : 'khutbah'}`}</p>
      {/* Khateebs and places are as long as staff write them: fitted into the room the clock leaves. */}
      <FitText
        as="ul"
        className="d-panel-lines"
        text={khutbahs.map((k) => [k.time, k.language, k.place, k.khateeb].join('|')).join('\n')}
        max={max}
        min={1.6}
      >
        {khutbahs.map((khutbah) => (
          <li key={khutbah.time}>
            <strong>{hhMmTo12h(khutbah.time)}</strong>
            {[khutbah.language, khutbah.place, khutbah.khateeb].filter(Boolean).map((part) => ` · ${part}`)}
          </li>
        ))}
      </FitText>
    </div>
  );
}

const CALM_LINES: Record<IqamahScreen['kind'], [string, string]> = {
  iqamah: ['Please silence your phones', 'Straighten the rows'],
  khutbah: ['Please silence your phones', 'Listen to the khutbah in silence'],
};

/** From each iqamah, for the set minutes: nothing moves but the clock. */
function CalmScreen({ screen, view, style }: { screen: IqamahScreen; view: DisplayView; style: { transform: string } }) {
  const [first, second] = CALM_LINES[screen.kind];
  return (
    <div className="d-calm" style={style} data-iqamah-screen={screen.row}>
      <p className="d-calm-prayer">{screen.name}</p>
      <h1 className="d-calm-title">{screen.kind === 'khutbah' ? 'Khutbah' : 'Iqamah'}</h1>
      <p className="d-calm-line">{first}</p>
      <p className="d-calm-line">{second}</p>
      <p className="d-calm-clock">{`${view.clock.hoursMinutes} ${view.clock.period}`}</p>
    </div>
  );
}
