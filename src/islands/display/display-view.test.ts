import { describe, expect, it } from 'vitest';
import { NOVEMBER_TIMES } from '../../../tests/support/sample-times.ts';
import { site } from '../../config/site.ts';
import { defaultPrayerSettings } from '../../domain/schedule/settings.ts';
import type { DisplayDay } from '../../domain/display/display-day.ts';
import { instantOf } from '../../domain/schedule/next-prayer.ts';
import type { Slide } from '../../domain/display/slides.ts';
import { displayView } from './display-view.ts';
import { scheduleSource } from './schedule-source.ts';

const TZ = 'America/Los_Angeles';
const day = (date: string): DisplayDay => ({
  date,
  source: 'uploaded',
  ...NOVEMBER_TIMES,
  ishaIqamah: '19:30',
  jumuah: [],
});
const prayerSettings = structuredClone(defaultPrayerSettings(site));
prayerSettings.jumuah.khutbahs = [
  { time: '13:00', khateeb: '', language: '', place: '' },
  { time: '14:00', khateeb: '', language: 'Arabic', place: '' },
];
prayerSettings.eidPrayers = [{ kind: 'adha', date: '2027-05-16', times: ['08:00'], place: 'Main hall', note: '' }];
const dates = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2027-05-16'];
const years = new Map(
  [2026, 2027].map((year) => [year, new Map(dates.filter((d) => d.startsWith(`${year}`)).map((d) => [d, day(d)]))]),
);
const source = scheduleSource(years, prayerSettings, site);
const slides: Slide[] = [
  { kind: 'announcement', key: 'a', title: 'A', content: 'a' },
  { kind: 'announcement', key: 'b', title: 'B', content: 'b' },
];
const settings = { slideSeconds: 15, iqamahScreenMinutes: 10, theme: 'dark' as const };

function view(local: string, options: { lastSyncedAt?: number | null; preview?: boolean } = {}) {
  const [date, time] = local.split('T') as [string, string];
  return displayView({
    now: instantOf(TZ, date, time)!,
    timeZone: TZ,
    source,
    settings,
    slides,
    lastSyncedAt: options.lastSyncedAt === undefined ? instantOf(TZ, date, time)!.getTime() : options.lastSyncedAt,
    preview: options.preview ?? false,
  });
}

describe('displayView', () => {
  it("shows the masjid's clock and dates, and labels tomorrow's table after Isha", () => {
    const evening = view('2026-11-25T21:05');
    expect(evening.clock).toEqual({ hoursMinutes: '9:05', seconds: '00', period: 'PM' });
    expect(evening.dateLabel).toBe('Wednesday, November 25, 2026');
    expect(evening.hijriLabel).toBe('15 Jumada al-Akhirah 1448 AH');
    expect(evening.tableLabel).toBe('Tomorrow, Thursday, Nov 26');
    expect(view('2026-11-25T12:00').tableLabel).toBe('Today');
    expect(view('2026-11-26T00:00').clock).toEqual({ hoursMinutes: '12:00', seconds: '00', period: 'AM' });
  });

  it("lists Friday's khutbahs until an hour after the last one begins", () => {
    expect(view('2026-11-27T08:00').khutbahs?.map((k) => k.time)).toEqual(['13:00', '14:00']);
    expect(view('2026-11-27T14:59').khutbahs).not.toBeNull();
    expect(view('2026-11-27T15:00').khutbahs).toBeNull();
    expect(view('2026-11-26T12:00').khutbahs).toBeNull();
  });

  it('shows an Eid prayer the settings announce: ahead of it, and on the day', () => {
    expect(view('2027-05-02T12:00').eidPrayers).toEqual([
      { prayer: prayerSettings.eidPrayers[0], today: false, dayLabel: 'Sunday, May 16' },
    ]);
    expect(view('2027-05-16T07:00').eidPrayers[0]?.today).toBe(true);
    expect(view('2026-11-25T12:00').eidPrayers).toEqual([]);
  });

  it('turns the slides at the set pace and counts them', () => {
    const first = view('2026-11-25T12:00');
    expect(first.slideCount).toBe(2);
    const now = new Date(instantOf(TZ, '2026-11-25', '12:00')!.getTime() + 15_000);
    const later = displayView({ now, timeZone: TZ, source, settings, slides, lastSyncedAt: null, preview: true });
    expect(later.slide?.key).not.toBe(first.slide?.key);
  });

  it('notes an old sync, but never in a preview, where the screen also stays still', () => {
    const synced = instantOf(TZ, '2026-11-22', '10:02')!.getTime();
    expect(view('2026-11-25T12:00', { lastSyncedAt: synced }).syncNote).toBe(
      'Offline · last synced 3 days ago (Sun, Nov 22, 10:02 AM)',
    );
    const preview = view('2026-11-25T12:00', { lastSyncedAt: synced, preview: true });
    expect(preview.syncNote).toBeNull();
    expect(preview.shift).toEqual({ x: 0, y: 0 });
  });
});
