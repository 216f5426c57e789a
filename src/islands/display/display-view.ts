import { formatHhMm } from '../../domain/dates/time-of-day.ts';
import { addDays, toIsoDate, zonedDateTimeIn } from '../../domain/dates/zoned.ts';
import { formatIsoDate } from '../../domain/i18n/intl.ts';
import type { Khutbah } from '../../domain/display/display-day.ts';
import { pixelShiftAt } from '../../domain/display/pixel-shift.ts';
import { isJumuahDay } from '../../domain/display/screen-targets.ts';
import { instantOf } from '../../domain/schedule/next-prayer.ts';
import { screenState, type ScreenState } from '../../views/prayer-times/display-screen-state.ts';
import type { DisplaySettings } from '../../domain/display/settings.ts';
import { slideIndexAt, type Slide } from '../../domain/display/slides.ts';
import { STALE_AFTER_MS } from '../../domain/display/sync-policy.ts';
import type { ScheduleChange } from '../../domain/schedule/changes.ts';
import type { EidPrayer } from '../../domain/schedule/settings.ts';
import type { DisplayWords } from './display-words.ts';
import type { RamadanPanel, ScheduleSource } from './schedule-source.ts';

/** Everything the screen draws at one instant: the React side only renders this. */
export interface DisplayView {
  /** '9:05', ':07' and 'AM' in the first language's digits and day period (none on a 24-hour clock). */
  clock: { hoursMinutes: string; seconds: string; period: string | null };
  /** 'Friday, November 27, 2026' */
  dateLabel: string;
  /** '16 Jumada al-Akhirah 1448 AH' */
  hijriLabel: string | null;
  state: ScreenState | null;
  /** 'Today' or 'Tomorrow, Saturday, Nov 28'. */
  tableLabel: string;
  slide: Slide | null;
  slideNumber: number;
  slideCount: number;
  /** The notice on screen now (they take turns at the slide pace), its text in the first language, and how many there are. */
  notice: (ScheduleChange & { shown: string }) | null;
  noticeCount: number;
  ramadan: RamadanPanel | null;
  /** The Eid prayers staff announced, from two weeks before until their day ends, with their day's label. */
  eidPrayers: { prayer: EidPrayer; today: boolean; dayLabel: string }[];
  /** On a Jumu'ah day until its last khutbah has begun an hour ago: the khutbahs. */
  khutbahs: Khutbah[] | null;
  syncNote: string | null;
  shift: { x: number; y: number };
  settings: DisplaySettings;
  /** The screen's language, and the second one under each prayer's name (issue 26). */
  words: { first: DisplayWords; second: DisplayWords | null };
}

export interface ViewInput {
  now: Date;
  timeZone: string;
  source: ScheduleSource;
  settings: DisplaySettings;
  words: { first: DisplayWords; second: DisplayWords | null };
  slides: readonly Slide[];
  lastSyncedAt: number | null;
  /** Preview: no sync note (the moment is made up), no pixel shift (staff compare with the layout). */
  preview: boolean;
}

function eidOn(prayer: EidPrayer, today: string, words: DisplayWords): DisplayView['eidPrayers'][number] {
  return { prayer, today: prayer.date === today, dayLabel: words.shortDate(prayer.date) };
}

/** '7:30 PM' (how the schedule's notices write times) back to 'HH:MM', or null. */
function from12h(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(text.trim());
  if (!match) return null;
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return formatHhMm(hour * 60 + Number(match[2]));
}

/** '1:00 PM and 2:00 PM' in the screen's language ('13:00 ve 14:00'); what does not read as times stays as it is. */
function timesIn(text: string, words: DisplayWords): string {
  const times = text.split(/, | and /).map(from12h);
  if (times.some((time) => time === null)) return text;
  return words.list(times.map((time) => words.timeText(time!)));
}

/** The schedule's notice in the screen's language: 'From Sunday, Nov 29: Isha iqamah 7:45 PM (now 7:30 PM)'. */
export function noticeText(change: ScheduleChange, words: DisplayWords): string {
  const subject = change.subject === 'jumuah' ? words.prayer('jumuah') : words.t('iqamahOf', { prayer: words.prayer(change.subject) });
  return words.t('changeText', {
    day: words.shortDate(change.date),
    subject,
    after: timesIn(change.after, words),
    before: timesIn(change.before, words),
  });
}

function agoText(ms: number, words: DisplayWords): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return words.t('minutesAgo', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return words.t('hoursAgo', { count: hours });
  return words.t('daysAgo', { count: Math.floor(hours / 24) });
}

/**
 * The discreet note, or null while the data is fresh (src/domain/display/sync-policy.ts's rule): 'Offline ·
 * last synced 3 days ago (Sun, Nov 22, 10:02 AM)', the time on the masjid's clock, in the screen's language.
 */
export function syncNoteIn(now: Date, lastSyncedAt: number | null, timeZone: string, words: DisplayWords): string | null {
  if (lastSyncedAt === null) return words.t('syncNever');
  const age = now.getTime() - lastSyncedAt;
  if (age < STALE_AFTER_MS) return null;
  const local = zonedDateTimeIn(timeZone, new Date(lastSyncedAt));
  const day = formatIsoDate(toIsoDate(local), words.locale, { weekday: 'short', month: 'short', day: 'numeric' });
  const when = words.t('syncWhen', { day, time: words.timeText(formatHhMm(local.hour * 60 + local.minute)) });
  return words.t('syncAgo', { ago: agoText(age, words), when });
}

const KHUTBAH_PANEL_AFTER_MS = 60 * 60_000;

export function displayView(input: ViewInput): DisplayView {
  const { now, timeZone, source, settings, words } = input;
  const { first } = words;
  const local = zonedDateTimeIn(timeZone, now);
  const clock = first.time(formatHhMm(local.hour * 60 + local.minute));
  const state = screenState({ now, timeZone, dayFor: source.dayFor, iqamahScreenMinutes: settings.iqamahScreenMinutes });
  const today = state?.today ?? `${local.year}-${String(local.month).padStart(2, '0')}-${String(local.day).padStart(2, '0')}`;

  const slideIndex = slideIndexAt(now, settings.slideSeconds, input.slides.length);
  const notices = state ? source.noticesFor(today) : [];
  const noticeIndex = slideIndexAt(now, settings.slideSeconds, notices.length);

  let khutbahs: Khutbah[] | null = null;
  const todayDay = source.dayFor(today);
  if (todayDay && isJumuahDay(todayDay)) {
    const last = instantOf(timeZone, today, todayDay.jumuah.at(-1)!.time);
    if (last && now.getTime() < last.getTime() + KHUTBAH_PANEL_AFTER_MS) khutbahs = todayDay.jumuah;
  }

  const tomorrow = addDays(today, 1);
  const hijri = source.hijriAt(today, local.hour * 60 + local.minute);
  const notice = noticeIndex >= 0 ? notices[noticeIndex]! : null;
  return {
    clock: {
      hoursMinutes: clock.digits,
      seconds: first.digits(String(local.second).padStart(2, '0')),
      period: clock.period,
    },
    dateLabel: first.longDate(today),
    hijriLabel: hijri ? first.hijri(hijri) : null,
    state,
    tableLabel: state && state.tableDate === tomorrow ? first.t('tomorrow', { day: first.shortDate(tomorrow) }) : first.t('today'),
    slide: slideIndex >= 0 ? input.slides[slideIndex]! : null,
    slideNumber: slideIndex + 1,
    slideCount: input.slides.length,
    notice: notice ? { ...notice, shown: noticeText(notice, first) } : null,
    noticeCount: notices.length,
    ramadan: source.ramadanFor(today),
    eidPrayers: source.eidPrayersFor(today).map((prayer) => eidOn(prayer, today, first)),
    khutbahs,
    syncNote: input.preview ? null : syncNoteIn(now, input.lastSyncedAt, timeZone, first),
    shift: input.preview ? { x: 0, y: 0 } : pixelShiftAt(now),
    settings,
    words,
  };
}
