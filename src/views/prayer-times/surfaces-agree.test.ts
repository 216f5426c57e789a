import { describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
import { addDays } from '../../domain/dates/zoned.ts';
import { displayDayWithEidOf } from '../../domain/display/display-day.ts';
import { screenState } from './display-screen-state.ts';
import { prayerDayOf } from '../../domain/prayer-times/prayer-days.ts';
import { instantOf } from '../../domain/schedule/next-prayer.ts';
import { buildSchedule, type ScheduleDay } from '../../domain/schedule/schedule.ts';
import { defaultPrayerSettings, type PrayerSettings } from '../../domain/schedule/settings.ts';
import { todayAnswerAt, type TodaySchedule } from '../../server/schedule/today.ts';
import { todayConfig } from './build/island-props.ts';
import { encodeDays, decodeDailyTable } from './compact-days.ts';
import { specialDaysOf } from './special-days.ts';
import { dayLookup, isNextRow, todayView, TODAY_ROWS } from './today.ts';
import { widgetView } from './widget-view.ts';
import { widgetWords } from './build/widget-data.ts';

/**
 * Issue 23: the home card, the widget, the display and GET /api/prayer-times say the same thing is next,
 * at every minute of a Friday with two khutbahs, both DST days, an Eid day and the evening after Isha.
 * Each surface is asked through its own view function, fed the way it is fed in production: the home
 * card from the compact days and special days the build embeds, the widget from the build's PrayerDays,
 * the display from its DisplayDays, the API from the schedule it caches for the day.
 */
const TZ = site.timeZone;
const KHUTBAH = { khateeb: '', language: '', place: '' };
const settings: PrayerSettings = {
  ...defaultPrayerSettings(site),
  jumuah: {
    khutbahs: [
      { ...KHUTBAH, time: '12:45', language: 'English' },
      { ...KHUTBAH, time: '13:45' },
    ],
    overrides: [],
  },
  eidPrayers: [{ kind: 'fitr', date: '2026-03-20', times: ['08:00', '09:30'], place: 'Red Morton Park', note: '' }],
};
const scheduleSite = { timeZone: TZ, geo: site.geo, prayer: { fixedFallback: site.prayer.fixedFallback } };

function scheduleAround(date: string): Map<string, ScheduleDay> {
  const days = buildSchedule({
    from: addDays(date, -1),
    to: addDays(date, 2),
    timetable: [],
    settings,
    site: scheduleSite,
  });
  return new Map(days.map((day) => [day.date, day]));
}

type Answer = { key: string; date: string } | null;

function answers(date: string, now: Date, days: Map<string, ScheduleDay>) {
  const today = days.get(date)!;
  const tomorrow = days.get(addDays(date, 1))!;
  const prayerDays = [...days.values()].map(prayerDayOf);

  // The home card: what the build embeds, read back as the island reads it.
  const lookup = dayLookup(new Map(), decodeDailyTable(encodeDays([...days.values()])), todayConfig(settings));
  const home = todayView(
    date,
    lookup,
    todayConfig(settings),
    now,
    null,
    () => null,
    JSON.parse(JSON.stringify(specialDaysOf(prayerDays))),
  )!;
  const homeRow = TODAY_ROWS.find((row) => isNextRow(home, row.key));

  const widget = widgetView(prayerDayOf(today), prayerDayOf(tomorrow), TZ, now, widgetWords('en'));
  const display = screenState({
    now,
    timeZone: TZ,
    dayFor: (d) => (days.has(d) ? displayDayWithEidOf(days.get(d)!) : null),
    iqamahScreenMinutes: 10,
  })!;
  const api = todayAnswerAt(
    { ...today, hijriDay: null, congregationDays: [today, tomorrow].map(prayerDayOf) } as unknown as TodaySchedule,
    TZ,
    now,
  );

  const pick = (next: { key: string; date: string } | null): Answer => next && { key: next.key, date: next.date };
  return {
    home: pick(home.next),
    widget: widget.next && { title: widget.next.title, marked: widget.rows.find((row) => row.next)?.key ?? null },
    display: pick(display.next),
    api: pick(api.next),
    homeRow: homeRow?.key ?? null,
  };
}

describe('the four surfaces agree on the next prayer at every minute', () => {
  it.each([
    ['a Friday with two khutbahs', '2026-11-27'],
    ['the spring DST day', '2026-03-08'],
    ['the autumn DST day', '2026-11-01'],
    ['an Eid day', '2026-03-20'],
    ['a Thursday into Friday, after Isha', '2026-11-26'],
  ])(
    '%s (%s)',
    (_name, date) => {
      const days = scheduleAround(date);
      const start = instantOf(TZ, date, '00:00')!.getTime();
      const end = instantOf(TZ, addDays(date, 1), '00:00')!.getTime();
      for (let t = start; t < end; t += 60_000) {
        const now = new Date(t + 59_000);
        const said = answers(date, now, days);
        const where = `${date} ${now.toISOString()}`;
        expect(said.api, where).not.toBeNull();
        expect(said.home, where).toEqual(said.api);
        expect(said.display, where).toEqual(said.api);
        const isToday = said.api!.date === date;
        expect(said.widget?.marked ?? null, where).toBe(isToday ? said.api!.key : null);
        // The home card marks the card of the congregation (the Jumu'ah's is Dhuhr's), none for an Eid prayer or tomorrow's.
        const key = said.api!.key;
        const card = !isToday || key.startsWith('eid') ? null : key.startsWith('jumuah') ? 'dhuhr' : key;
        expect(said.homeRow, where).toBe(card);
      }
    },
    // A day of minutes: about 1,500 checks each, well within a minute even on a loaded machine.
    120_000,
  );
});
