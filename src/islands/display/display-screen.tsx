import { memo } from 'react';
import { formatCountdown, type IqamahScreen, type ScreenRow } from '../../views/prayer-times/display-screen-state.ts';
import type { Khutbah } from '../../domain/display/display-day.ts';
import type { RowKey } from '../../domain/display/screen-targets.ts';
import type { Slide } from '../../domain/display/slides.ts';
import type { EidKind } from '../../domain/schedule/settings.ts';
import type { DisplayView } from './display-view.ts';
import type { DisplayWords } from './display-words.ts';
import type { RamadanPanel as Ramadan } from './schedule-source.ts';
import { FitText } from './fit-text.tsx';

/** The screen's languages: its texts in the first; each prayer's name also in the second, beneath (issue 26). */
type Words = DisplayView['words'];

/**
 * A prayer's name in the screen's language and, when a second one is chosen, beneath it in that one, each
 * marked with its language (and direction) so the right font and screen-reader voice take it.
 */
function PrayerName({ row, words }: { row: RowKey; words: Words }) {
  const { first, second } = words;
  if (!second) return <>{first.prayer(row)}</>;
  return (
    <>
      <span className="d-name-first">{first.prayer(row)}</span>
      <span className="d-name-second" lang={second.code} dir={second.dir}>
        {second.prayer(row)}
      </span>
    </>
  );
}

function eidName(kind: EidKind, words: DisplayWords): string {
  return words.t(kind === 'adha' ? 'feeds.eidAlAdha' : 'feeds.eidAlFitr');
}

/** The whole screen for one view; everything it shows is in `view` (display-view.ts). */
export function DisplayScreen({
  view,
  masjidName,
  previewLabel,
  staffLanguage,
}: {
  view: DisplayView;
  masjidName: string;
  previewLabel: string | null;
  /** The language staff write in (the site's default): a staff text whose language the API did not name is marked with it. */
  staffLanguage: string;
}) {
  const { state, words } = view;
  const { first } = words;
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
          <h1 className="d-masjid" lang={staffLanguage} dir="auto">
            {masjidName}
          </h1>
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

        <section className="d-now" aria-label={first.t('nowLabel')}>
          {/* Fitted again only when the digits change in number (9:59 to 10:00), not every second. */}
          <FitText as="p" className="d-clock" text={String(view.clock.hoursMinutes.length)} max={clockMax} min={8}>
            <span className="d-clock-row" data-clock>
              <span className="d-clock-hm">{view.clock.hoursMinutes}</span>
              <span className="d-clock-s" aria-hidden="true">
                {`:${view.clock.seconds}`}
              </span>
              {view.clock.period && <span className="d-clock-period">{view.clock.period}</span>}
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
              <p className="d-countdown-label">
                {first.t('countdown', { kind: state.countdown.kind, prayer: first.prayer(state.countdown.row) })}
              </p>
              <p className="d-countdown-value">{first.digits(formatCountdown(state.countdown.remainingMs))}</p>
            </div>
          )}
          {view.ramadan && <RamadanPanel ramadan={view.ramadan} words={first} />}
          {view.eidPrayers.map((eid) => (
            <EidPanel key={`${eid.prayer.kind}:${eid.prayer.date}`} eid={eid} words={first} />
          ))}
          {view.khutbahs && <KhutbahPanel khutbahs={view.khutbahs} max={portrait ? 3.8 : 3.2} words={first} />}
        </section>

        {state ? (
          <PrayerTimes rows={state.rows} label={view.tableLabel} words={words} rowsKey={rowsKey(state.rows, view.tableLabel, words)} />
        ) : (
          <section className="d-times" aria-label={first.t('timesLabel')}>
            <p className="d-times-heading">{first.t('loading')}</p>
          </section>
        )}

        <section className="d-slides" aria-label={first.t('slidesLabel')}>
          <SlideView slide={view.slide} masjidName={masjidName} words={first} staffLanguage={staffLanguage} />
          {view.slideCount > 1 && (
            <p className="d-slide-count">{first.digits(`${view.slideNumber} / ${view.slideCount}`)}</p>
          )}
        </section>

        <footer className="d-footer">
          {view.notice ? (
            <p className="d-notice" data-notice>
              <span className="d-notice-label">{first.t(view.notice.subject === 'jumuah' ? 'jumuahChange' : 'iqamahChange')}</span>
              <FitText as="span" className="d-notice-text" text={view.notice.shown} max={2.8} min={1.8} />
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

function rowsKey(rows: readonly ScreenRow[], label: string, words: Words): string {
  const languages = `${words.first.code}+${words.second?.code ?? ''}`;
  return `${languages}|${label}|${rows.map((row) => `${row.key}:${row.state}:${row.adhan}:${row.iqamah.join(',')}`).join('|')}`;
}

/** '12:30' and 'PM' apart, so the digits can be big and the period small (none on a 24-hour clock). */
function Time({ hhMm, words }: { hhMm: string; words: DisplayWords }) {
  const { digits, period } = words.time(hhMm);
  return (
    <span className="d-time">
      {digits}
      {period && <span className="d-time-period">{period}</span>}
    </span>
  );
}

/** The day's six rows; redrawn only when a row changes (at most a few times a day), not every second. */
const PrayerTimes = memo(
  function PrayerTimes({ rows, label, words }: { rows: readonly ScreenRow[]; label: string; words: Words; rowsKey: string }) {
    const { first } = words;
    return (
      <section className="d-times" aria-labelledby="d-times-heading" data-two-languages={words.second ? '' : undefined}>
        <h2 className="d-times-heading" id="d-times-heading" data-table-label>
          {first.t('timesHeading', { label })}
        </h2>
        <div className="d-prayers-head" aria-hidden="true">
          <span />
          <span>{first.t('adhan')}</span>
          <span>{first.t('iqamah')}</span>
        </div>
        {/* Three or more khutbahs: the Jumu'ah tile takes two of seven columns and lists them two a row. */}
        <ol
          className="d-prayers"
          data-wide-jumuah={rows.some((row) => row.key === 'jumuah' && row.iqamah.length > 2) || undefined}
        >
          {rows.map((row) => (
            <li
              key={row.key}
              className="d-prayer"
              data-prayer={row.key}
              data-state={row.state}
              aria-current={row.state === 'next' ? 'true' : undefined}
            >
              <div className="d-prayer-title">
                <h3 className="d-prayer-name">
                  <PrayerName row={row.key} words={words} />
                </h3>
                {row.state === 'next' && <span className="d-next-badge">{first.t('next')}</span>}
              </div>
              {row.key === 'sunrise' ? (
                <>
                  <p className="d-prayer-slot" data-adhan>
                    <span className="d-slot-label">{first.t('time')}</span>
                    <Time hhMm={row.adhan!} words={first} />
                  </p>
                  <p className="d-prayer-slot" aria-hidden="true" />
                </>
              ) : row.key === 'jumuah' ? (
                <KhutbahTimes times={row.iqamah} words={first} />
              ) : (
                <>
                  <p className="d-prayer-slot" data-adhan>
                    <span className="d-slot-label">{first.t('adhan')}</span>
                    <Time hhMm={row.adhan!} words={first} />
                  </p>
                  <p className="d-prayer-slot" data-iqamah>
                    <span className="d-slot-label">{first.t('iqamah')}</span>
                    <Time hhMm={row.iqamah[0]!} words={first} />
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

/**
 * Friday's khutbahs in the Jumu'ah tile, each as large as the other prayers' iqamahs: one is "Khutbah",
 * more are "1st khutbah", "2nd khutbah"... (the panel beside the clock has their khateebs and places).
 */
function KhutbahTimes({ times, words }: { times: readonly string[]; words: DisplayWords }) {
  return (
    <div className="d-khutbah-times" data-count={times.length}>
      {times.map((time, index) => (
        <p key={time} className="d-prayer-slot" data-iqamah data-khutbah>
          <span className="d-slot-label">{times.length === 1 ? words.t('khutbah') : words.t('khutbahNumbered', { n: String(index + 1) })}</span>
          <Time hhMm={time} words={words} />
        </p>
      ))}
    </div>
  );
}

/** One slide; a new key redraws it (and fades it in), the clock's ticks do not. */
const SlideView = memo(function SlideView({
  slide,
  masjidName,
  words,
  staffLanguage,
}: {
  slide: Slide | null;
  masjidName: string;
  words: DisplayWords;
  staffLanguage: string;
}) {
  if (!slide) {
    return (
      <article className="d-slide d-slide-announcement" data-slide="welcome">
        <p className="d-slide-kicker">{words.t('welcome')}</p>
        <SlideText title={masjidName} body={words.t('welcomeText')} />
      </article>
    );
  }
  // Each staff text is marked with its own language (issue 26): the screen asks the API in its language, which
  // sends the staff's translation where they wrote one and names each text's language; a text it does not
  // name is in the site's default language, as staff write it. `dir="auto"`, so an English title reads left
  // to right, in a Latin font, on an Arabic screen.
  const staff = (lang: string | undefined) => ({ lang: lang ?? staffLanguage, dir: 'auto' as const });
  if (slide.kind === 'announcement') {
    return (
      <article key={slide.key} className="d-slide d-slide-announcement" data-slide={slide.key}>
        <p className="d-slide-kicker">{words.t('announcement')}</p>
        <SlideText
          title={slide.title}
          body={slide.content}
          titleMark={staff(slide.lang.title)}
          bodyMark={staff(slide.lang.content)}
        />
      </article>
    );
  }
  return (
    <article key={slide.key} className="d-slide d-slide-event" data-slide={slide.key}>
      <img className="d-flyer" src={slide.imageUrl} alt={words.t('flyer', { title: slide.title })} decoding="async" />
      <div className="d-slide-caption">
        <p className="d-slide-kicker">{words.t('upcomingEvent')}</p>
        <FitText as="h2" className="d-slide-title" text={slide.title} max={5.2} min={2.6} {...staff(slide.lang.title)} />
        <p className="d-slide-when" {...staff(undefined)}>
          {slide.when}
        </p>
        {slide.location && (
          <p className="d-slide-where" {...staff(slide.lang.location)}>
            {slide.location}
          </p>
        )}
      </div>
    </article>
  );
});

type TextMark = { lang: string; dir: 'auto' };

/** A title and its text fitted together: a long text takes the room a short one leaves to the title. */
function SlideText({ title, body, titleMark, bodyMark }: { title: string; body: string; titleMark?: TextMark; bodyMark?: TextMark }) {
  return (
    <FitText className="d-slide-text" text={`${title}\n${body}`} max={4.6} min={1.6}>
      <h2 className="d-slide-text-title" {...titleMark}>
        {title}
      </h2>
      <p className="d-slide-text-body" {...bodyMark}>
        {body}
      </p>
    </FitText>
  );
}

function RamadanPanel({ ramadan, words }: { ramadan: Ramadan; words: DisplayWords }) {
  const year = words.digits(String(ramadan.hijriYear));
  if (ramadan.kind === 'ahead') {
    return (
      <div className="d-panel" data-special="ramadan-ahead">
        <p className="d-panel-title">{words.t('ramadanAhead', { year, day: words.shortDate(ramadan.firstDay) })}</p>
      </div>
    );
  }
  const title =
    ramadan.fast === null ? words.t('ramadanTonight', { year }) : words.t('ramadanFast', { fast: ramadan.fast, year });
  const lines: [string, string | null][] = [
    [words.t('suhoorEnds'), ramadan.suhoorEnds],
    [words.t('iftar'), ramadan.iftar],
    [words.t('taraweeh'), ramadan.taraweeh],
  ];
  return (
    <div className="d-panel" data-special="ramadan">
      <p className="d-panel-title">{ramadan.lastTenNights ? words.t('ramadanLastTen', { title }) : title}</p>
      <dl className="d-panel-lines">
        {lines.map(([label, time]) =>
          time === null ? null : (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{words.timeText(time)}</dd>
            </div>
          ),
        )}
      </dl>
    </div>
  );
}

function EidPanel({ eid, words }: { eid: DisplayView['eidPrayers'][number]; words: DisplayWords }) {
  const name = eidName(eid.prayer.kind, words);
  return (
    <div className="d-panel" data-special="eid">
      <p className="d-panel-title">{eid.today ? words.t('eidMubarak', { eid: name }) : words.t('eidPrayerOn', { eid: name, day: eid.dayLabel })}</p>
      <ul className="d-panel-lines">
        <li>
          <strong>{words.list(eid.prayer.times.map((time) => words.timeText(time)))}</strong>
          {[eid.prayer.place, eid.prayer.note].filter(Boolean).map((part) => ` · ${part}`)}
        </li>
      </ul>
    </div>
  );
}

function KhutbahPanel({ khutbahs, max, words }: { khutbahs: readonly Khutbah[]; max: number; words: DisplayWords }) {
  return (
    <div className="d-panel d-khutbah-panel" data-khutbahs>
      {/* From two khutbahs the title gives its line to theirs: the countdown and the tile already say Jumu'ah. */}
      <p className={khutbahs.length > 1 ? 'd-sr-only' : 'd-panel-title'}>{words.t('jumuahKhutbahs', { count: khutbahs.length })}</p>
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
            <strong>{words.timeText(khutbah.time)}</strong>
            {[khutbah.language, khutbah.place, khutbah.khateeb].filter(Boolean).map((part) => ` · ${part}`)}
          </li>
        ))}
      </FitText>
    </div>
  );
}

const CALM_LINES: Record<IqamahScreen['kind'], [string, string]> = {
  iqamah: ['silencePhones', 'straightenRows'],
  khutbah: ['silencePhones', 'listenKhutbah'],
};

/** From each iqamah, for the set minutes: nothing moves but the clock. */
function CalmScreen({ screen, view, style }: { screen: IqamahScreen; view: DisplayView; style: { transform: string } }) {
  const { first: words } = view.words;
  const [first, second] = CALM_LINES[screen.kind];
  return (
    <div className="d-calm" style={style} data-iqamah-screen={screen.row}>
      <p className="d-calm-prayer">
        <PrayerName row={screen.row} words={view.words} />
      </p>
      <h1 className="d-calm-title">{words.t(screen.kind === 'khutbah' ? 'khutbah' : 'iqamah')}</h1>
      <p className="d-calm-line">{words.t(first)}</p>
      <p className="d-calm-line">{words.t(second)}</p>
      <p className="d-calm-clock">{view.clock.period ? `${view.clock.hoursMinutes} ${view.clock.period}` : view.clock.hoursMinutes}</p>
    </div>
  );
}
