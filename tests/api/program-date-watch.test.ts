import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkProgramDates, startProgramDateWatch } from '../../src/server/routes/programs-dates.ts';
import type { RebuildTrigger } from '../../src/server/rebuild/rebuild-trigger.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * npm start's date check with the shared rule (src/domain/site-dates): a date the process did not check
 * (it slept through it) still counts on the next check, and a check from a date already checked finds
 * nothing. The route tests of tests/api/programs.test.ts cover the day-by-day case.
 */
const LA = 'America/Los_Angeles';
const camp = {
  title: 'Winter Camp',
  slug: 'winter-camp',
  summary: 'Three days of Quran and games.',
  term: 'Winter 2026',
  startDate: '2026-12-21',
  endDate: '2026-12-23',
  meetings: [],
};
const at = (date: string) => new Date(`${date}T18:00:00Z`); // 10:00 in Redwood City

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(new Date('2026-11-26T18:00:00Z'));
  const editor = (await t.signInAs('editor')).cookie;
  expect((await t.call('POST', '/api/programs', { cookie: editor, body: camp })).status).toBe(201);
});
afterAll(() => t.drop());

describe('the date check on npm start', () => {
  it('looks at every date since the one given: a start two days ago still asks for a rebuild', async () => {
    const asked: string[] = [];
    const rebuild: RebuildTrigger = { request: (reason) => void asked.push(reason) };
    expect(await checkProgramDates(t.db, rebuild, LA, at('2026-12-23'))).toBe(false);
    expect(await checkProgramDates(t.db, rebuild, LA, at('2026-12-23'), '2026-12-20')).toBe(true);
    expect(asked).toEqual(['program dates (2026-12-21)']);
    expect(await checkProgramDates(t.db, rebuild, LA, at('2026-12-23'), '2026-12-21')).toBe(false);
    // The day after the last day: the camp has ended.
    expect(await checkProgramDates(t.db, rebuild, LA, at('2026-12-24'), '2026-12-23')).toBe(true);
    expect(asked.at(-1)).toBe('program dates (2026-12-24)');
  });

  it('the hourly watch carries the last date it checked to the next tick', async () => {
    const asked: string[] = [];
    const rebuild: RebuildTrigger = { request: (reason) => void asked.push(reason) };
    let clock = at('2026-12-20');
    const ticks: Array<() => void> = [];
    const realSetInterval = globalThis.setInterval;
    globalThis.setInterval = ((fn: () => void) => {
      ticks.push(fn);
      return { unref() {} } as unknown as ReturnType<typeof setInterval>;
    }) as typeof setInterval;
    let stop: () => void;
    try {
      stop = startProgramDateWatch({ db: t.db, rebuild, timeZone: LA, now: () => clock });
    } finally {
      globalThis.setInterval = realSetInterval;
    }
    const tick = async () => {
      ticks[0]!();
      await new Promise((resolve) => setTimeout(resolve, 300));
    };
    await tick(); // Dec 20: nothing
    clock = at('2026-12-22'); // the process slept through Dec 21, the first day
    await tick();
    expect(asked).toEqual(['program dates (2026-12-21)']);
    await tick(); // the same date again: nothing more
    expect(asked).toHaveLength(1);
    stop!();
  });
});
