import { longDateLabel } from '../../domain/dates/date-labels.ts';
import { weekdayShortDateLabel } from '../../domain/dates/short-date-labels.ts';
import { addDays, zonedDateTimeIn } from '../../domain/dates/zoned.ts';
import type { Khutbah } from '../../domain/display/display-day.ts';
import { pixelShiftAt } from '../../domain/display/pixel-shift.ts';
import { isJumuahDay } from '../../domain/display/screen-targets.ts';
import { instantOf } from '../../domain/schedule/next-prayer.ts';
import { screenState, type ScreenState } from '../../views/prayer-times/display-screen-state.ts';
import type { DisplaySettings } from '../../domain/display/settings.ts';
import { slideIndexAt, type Slide } from '../../domain/display/slides.ts';
import { syncNote } from '../../domain/display/sync-policy.ts';
import type { ScheduleChange } from '../../domain/schedule/changes.ts';
import type { EidPrayer } from '../../domain/schedule/settings.ts';
import type { RamadanPanel, ScheduleSource } from './schedule-source.ts';

/** Everything the screen draws at one instant: the React side only renders this. */
export interface DisplayView {
  clock: { hoursMinutes: string; seconds: string; period: 'AM' | 'PM' };
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
  /** The notice on screen now (they take turns at the slide pace) and how many there are. */
  notice: ScheduleChange | null;
  noticeCount: number;
  ramadan: RamadanPanel | null;
  /** The Eid prayers staff announced, from two weeks before until their day ends, with their day's label. */
  eidPrayers: { prayer: EidPrayer; today: boolean; dayLabel: string }[];
  /** On a Jumu'ah day until its last khutbah has begun an hour ago: the khutbahs. */
  khutbahs: Khutbah[] | null;
  syncNote: string | null;
  shift: { x: number; y: number };
  settings: DisplaySettings;
}

export interface ViewInput {
  now: Date;
  timeZone: string;
  source: ScheduleSource;
  settings: DisplaySettings;
  slides: readonly Slide[];
  lastSyncedAt: number | null;
  /** Preview: no sync note (the moment is made up), no pixel shift (staff compare with the layout). */
  preview: boolean;
}

/** 'Saturday, Nov 28'. */
export const shortDayLabel = weekdayShortDateLabel;

/** 'Friday, November 27, 2026'. */
export const longDayLabel = longDateLabel;

function eidOn(prayer: EidPrayer, today: string): DisplayView['eidPrayers'][number] {
  return { prayer, today: prayer.date === today, dayLabel: shortDayLabel(prayer.date) };
}

const KHUTBAH_PANEL_AFTER_MS = 60 * 60_000;

export function displayView(input: ViewInput): DisplayView {
  const { now, timeZone, source, settings } = input;
  const local = zonedDateTimeIn(timeZone, now);
  const hour12 = local.hour % 12 === 0 ? 12 : local.hour % 12;
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
  return {
    clock: {
      hoursMinutes: `${hour12}:${String(local.minute).padStart(2, '0')}`,
      seconds: String(local.second).padStart(2, '0'),
      period: local.hour < 12 ? 'AM' : 'PM',
    },
    dateLabel: longDayLabel(today),
    hijriLabel: source.hijriAt(today, local.hour * 60 + local.minute)?.text ?? null,
    state,
    tableLabel: state && state.tableDate === tomorrow ? `Tomorrow, ${shortDayLabel(tomorrow)}` : 'Today',
    slide: slideIndex >= 0 ? input.slides[slideIndex]! : null,
    slideNumber: slideIndex + 1,
    slideCount: input.slides.length,
    notice: noticeIndex >= 0 ? notices[noticeIndex]! : null,
    noticeCount: notices.length,
    ramadan: source.ramadanFor(today),
    eidPrayers: source.eidPrayersFor(today).map((prayer) => eidOn(prayer, today)),
    khutbahs,
    syncNote: input.preview ? null : syncNote(now, input.lastSyncedAt, timeZone),
    shift: input.preview ? { x: 0, y: 0 } : pixelShiftAt(now),
    settings,
  };
}
