import type { DailyTimes } from '../../src/domain/prayer-times/types.ts';

/** A plain late-November day's eleven times (Los Angeles), for tests that need a day and nothing special. */
export const NOVEMBER_TIMES: DailyTimes = {
  fajrAdhan: '05:40',
  fajrIqamah: '06:00',
  shouruq: '06:55',
  dhuhrAdhan: '12:10',
  dhuhrIqamah: '12:30',
  asrAdhan: '14:50',
  asrIqamah: '15:15',
  maghribAdhan: '16:55',
  maghribIqamah: '17:00',
  ishaAdhan: '18:15',
  ishaIqamah: '18:45',
};
