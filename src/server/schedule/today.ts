import { addDays, minutesOfDayIn } from '../../domain/dates/zoned.ts';
import type { HijriDate } from '../../domain/hijri/hijri.ts';
import { prayerDayOf, type PrayerDay } from '../../domain/prayer-times/prayer-days.ts';
import { nextCongregation, type MomentRow } from '../../domain/schedule/next-prayer.ts';
import { upcomingChanges, type ScheduleChange } from '../../domain/schedule/changes.ts';
import { eidPrayersShownOn, ramadanCardShows, ramadanOnOrAfter, type RamadanPeriod } from '../../domain/schedule/ramadan.ts';
import { hijriAt, type ScheduleDay } from '../../domain/schedule/schedule.ts';
import type { EidPrayer, IsoDate, Khutbah } from '../../domain/schedule/settings.ts';
import type { Db } from '../db/client.ts';
import { currentPrayerSettings, loadSchedule } from './prayer-schedule.ts';

/**
 * GET /api/prayer-times: SPEC 3's record for the masjid's today (what it always was: date, times, jumma,
 * source, the Hijri date) and what the schedule says around it: today's Ramadan times and khutbahs,
 * the next Jumu'ah, the iqamah-change notices of the next 7 days, Eid prayers from 14 days before, and
 * the coming Ramadan from 10 days before (issue 13), and the next congregation (issue 23).
 */
export type TodaySchedule = Omit<ScheduleDay, 'hijri' | 'hijriEvening'> & {
  /** The Hijri date of the daytime, and from the Maghrib adhan on (the next day's when it turns at Maghrib). */
  hijriDay: HijriDate | null;
  hijriEvening: HijriDate | null;
  nextJumuah: { date: IsoDate; khutbahs: Khutbah[] } | null;
  notices: ScheduleChange[];
  upcomingEidPrayers: EidPrayer[];
  /** The Ramadan the home page's card is about, from 10 days before it to its last day; else null. */
  ramadanPeriod: RamadanPeriod | null;
  /** Today and tomorrow as the one "next prayer" rule reads them (not sent). */
  congregationDays: PrayerDay[];
};

/** The next congregation as the API sends it: `at` is the instant, `inMinutes` the real minutes left. */
export type NextAnswer = {
  key: string;
  prayer: Exclude<MomentRow, 'sunrise'>;
  title: string;
  date: IsoDate;
  time: string;
  at: string;
  inMinutes: number;
};

export type TodayAnswer = Omit<TodaySchedule, 'hijriDay' | 'congregationDays'> & {
  /** The next congregation (src/domain/schedule/next-prayer.ts: the rule every surface follows). */
  next: NextAnswer | null;
  /** '3 Jumada al-Akhirah 1448 AH' at this moment (after Maghrib, the next day's when it turns then). */
  hijriDate: string | null;
  hijri: HijriDate | null;
};

/** Everything of the answer that depends on the date alone (shared by every visitor that day). */
export async function loadTodaySchedule(db: Db, today: IsoDate): Promise<TodaySchedule> {
  const settings = await currentPrayerSettings(db);
  const days = await loadSchedule(db, addDays(today, -7), addDays(today, 7), settings);
  const index = days.findIndex((day) => day.date === today);
  const { hijri, hijriEvening, ...day } = days[index]!;
  const friday = days.slice(index).find((d) => d.jumuah !== null);
  const period = ramadanOnOrAfter(today, settings.hijri.offsetDays);
  return {
    ...day,
    hijriDay: hijri,
    hijriEvening,
    nextJumuah: friday?.jumuah ? { date: friday.date, khutbahs: friday.jumuah } : null,
    notices: upcomingChanges(days, today),
    upcomingEidPrayers: eidPrayersShownOn(settings, today),
    ramadanPeriod: period && ramadanCardShows(period, today) ? period : null,
    congregationDays: days.slice(index, index + 2).map(prayerDayOf),
  };
}

/** The answer at `now`: the Hijri date turns at Maghrib when set so; the next congregation is the one at `now`. */
export function todayAnswerAt(schedule: TodaySchedule, timeZone: string, now: Date): TodayAnswer {
  const { hijriDay, congregationDays, ...rest } = schedule;
  const minutes = minutesOfDayIn(timeZone, now);
  const hijri = hijriAt({ hijri: hijriDay, hijriEvening: schedule.hijriEvening, maghribAdhan: schedule.maghribAdhan }, minutes);
  const found = nextCongregation(congregationDays, timeZone, now);
  const next = found && {
    key: found.key,
    // A congregation is never sunrise.
    prayer: found.row as NextAnswer['prayer'],
    title: found.title,
    date: found.date,
    time: found.time,
    at: found.at.toISOString(),
    inMinutes: found.inMinutes,
  };
  return { ...rest, hijriDate: hijri?.text ?? null, hijri, next };
}
