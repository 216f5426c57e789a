import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  activeCampaign,
  campaignsChangeOn,
  campaignProgress,
  campaignSchema,
  campaignSlug,
  campaignsOf,
  campaignStatus,
  formatDollars,
  parseDollars,
  refuseNonProgressChange,
  type Campaign,
} from './campaign.ts';

const base: Campaign = {
  title: '2026 Fundraiser',
  goal: 100_000,
  raised: 42_000,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  description: 'Help us **finish** the masjid.',
  url: 'https://donate.example.org/masjid/fundraiser-2026',
};

describe('campaignProgress', () => {
  const cases: [string, number, number, number | null, number, string][] = [
    ['the issue example', 100_000, 42_000, 42, 42, '$42,000 of $100,000 · 42%'],
    ['nothing raised', 100_000, 0, 0, 0, '$0 of $100,000 · 0%'],
    ['just short of the goal reads 99, not 100', 100_000, 99_999, 99, 99, '$99,999 of $100,000 · 99%'],
    ['exactly the goal', 50_000, 50_000, 100, 100, '$50,000 of $50,000 · 100%'],
    ['over the goal: the text says so, the bar is full', 100_000, 150_500, 150, 100, '$150,500 of $100,000 · 150%'],
    ['no goal: the amount only', 0, 12_345, null, 0, '$12,345 raised'],
    ['a negative amount reads as 0', 1_000, -5, 0, 0, '$0 of $1,000 · 0%'],
    ['millions', 2_500_000, 1_250_000, 50, 50, '$1,250,000 of $2,500,000 · 50%'],
  ];
  it.each(cases)('%s', (_name, goal, raised, percent, bar, text) => {
    expect(campaignProgress(goal, raised)).toEqual({ percent, barPercent: bar, text });
  });

  it('formats whole dollars', () => {
    expect(formatDollars(1234.6)).toBe('$1,235');
  });
});

describe('campaignStatus / activeCampaign', () => {
  const LA = 'America/Los_Angeles';
  const statusCases: [string, string][] = [
    ['2025-12-31', 'upcoming'],
    ['2026-01-01', 'active'],
    ['2026-12-31', 'active'],
    ['2027-01-01', 'ended'],
  ];
  it.each(statusCases)('on %s the 2026 campaign is %s', (today, status) => {
    expect(campaignStatus(base, today)).toBe(status);
  });

  const a = { ...base, title: 'A', startDate: '2026-01-01', endDate: '2026-12-31' };
  const b = { ...base, title: 'B', startDate: '2026-03-01', endDate: '2026-04-30' };
  const c = { ...base, title: 'C', startDate: '2026-02-01', endDate: '2026-04-30' };
  const ended = { ...base, title: 'Ended', startDate: '2025-01-01', endDate: '2025-12-31' };
  const cases: [string, string, readonly Campaign[], string | undefined][] = [
    ['none at all', '2026-06-15T12:00:00Z', [], undefined],
    ['only an ended one (the seeded 2025 fundraiser today)', '2026-11-26T12:00:00Z', [ended], undefined],
    ['the running one, not the ended one', '2026-06-15T12:00:00Z', [ended, a], 'A'],
    ['the one ending first, then the one started first', '2026-03-15T12:00:00Z', [a, b, c], 'C'],
    ['the first day counts in the masjid zone (Jan 1, 00:30 in LA is 08:30 UTC)', '2026-01-01T08:30:00Z', [a], 'A'],
    ["UTC's Jan 1 is still Dec 31 in LA: not started", '2026-01-01T05:00:00Z', [a], undefined],
    ['the last day counts until midnight in LA (Jan 1, 07:59 UTC)', '2027-01-01T07:59:00Z', [a], 'A'],
    ['and ends at midnight in LA', '2027-01-01T08:00:00Z', [a], undefined],
    ['across DST: Mar 8, 2026 01:30 PST is still the day', '2026-03-08T09:30:00Z', [{ ...a, startDate: '2026-03-08', endDate: '2026-03-08' }], 'A'],
  ];
  it.each(cases)('%s', (_name, now, campaigns, title) => {
    expect(activeCampaign(campaigns, new Date(now), LA)?.title).toBe(title);
  });
});

describe('campaignsChangeOn', () => {
  const fund = { startDate: '2026-03-01', endDate: '2026-03-31' };
  it.each([
    ['the day before it starts', '2026-02-28', false],
    ['the day it starts', '2026-03-01', true],
    ['a day while it runs', '2026-03-15', false],
    ['its last day', '2026-03-31', false],
    ['the day after it ends', '2026-04-01', true],
    ['two days after it ends', '2026-04-02', false],
  ])('%s: %s', (_name, today, changes) => {
    expect(campaignsChangeOn([fund], today)).toBe(changes);
  });

  it('a one-day campaign changes the pages that day and the next', () => {
    const oneDay = { startDate: '2026-05-10', endDate: '2026-05-10' };
    expect(['2026-05-09', '2026-05-10', '2026-05-11', '2026-05-12'].map((d) => campaignsChangeOn([oneDay], d))).toEqual([false, true, true, false]);
  });
});

describe('campaignSchema', () => {
  it('accepts a campaign with or without donors', () => {
    expect(z.safeParse(campaignSchema, base).success).toBe(true);
    expect(z.safeParse(campaignSchema, { ...base, donors: 318 }).success).toBe(true);
  });

  const invalid: [string, Partial<Record<keyof Campaign, unknown>>, string, string][] = [
    ['no title', { title: '  ' }, 'title', 'Title is required'],
    ['a negative goal', { goal: -1 }, 'goal', 'Goal must be at least 0'],
    ['cents', { raised: 10.5 }, 'raised', 'Amount raised must be a whole number of dollars'],
    ['raised as text', { raised: '$5' }, 'raised', 'Amount raised must be a whole number of dollars'],
    ['fractional donors', { donors: 1.5 }, 'donors', 'Donors must be a whole number'],
    ['a bad date', { startDate: '2026-02-30' }, 'startDate', 'Start date must be a date YYYY-MM-DD'],
    ['an end before the start', { endDate: '2025-12-31' }, 'endDate', 'End date must be on or after the start date'],
    ['an http link', { url: 'http://donate.example.org' }, 'url', 'Link must be an https:// link'],
    ['a javascript: link', { url: 'javascript:alert(1)' }, 'url', 'Link must be an https:// link'],
  ];
  it.each(invalid)('refuses %s', (_name, change, path, message) => {
    const parsed = z.safeParse(campaignSchema, { ...base, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([path, message]);
  });
});

describe('campaignSlug', () => {
  it.each([
    ['2025 Fundraiser', '2025-fundraiser'],
    ['  Ramaḍān Iftar — Drive! ', 'ramadan-iftar-drive'],
    ['***', 'campaign'],
  ])('%s → %s', (title, slug) => expect(campaignSlug(title)).toBe(slug));
});

describe('campaignsOf', () => {
  it('parses published documents with their ids and skips those that do not read', () => {
    const list = campaignsOf([
      { id: 1, slug: 'a', data: base },
      { id: 2, slug: 'b', data: { title: 'broken' } },
    ]);
    expect(list).toEqual([{ ...base, id: 1, slug: 'a' }]);
    expect(campaignsOf(undefined)).toEqual([]);
  });
});

describe('refuseNonProgressChange', () => {
  const cases: [string, Campaign | null, Campaign, string | null][] = [
    ['progress only', base, { ...base, raised: 50_000, donors: 12 }, null],
    ['nothing changed', base, base, null],
    ['a new campaign', null, base, 'Only admins create campaigns'],
    ['the goal', base, { ...base, goal: 200_000 }, 'Editors may change only the amount raised and the donor count (not goal)'],
    ['progress and the dates', base, { ...base, raised: 1, endDate: '2027-01-31', url: 'https://x.example.org' }, 'Editors may change only the amount raised and the donor count (not endDate, url)'],
  ];
  it.each(cases)('%s', (_name, before, after, message) => {
    expect(refuseNonProgressChange(before, after)).toBe(message);
  });
});

describe('parseDollars', () => {
  it.each([
    ['$100K', 100_000],
    ['$2.5M', 2_500_000],
    ['$1,500', 1_500],
    ['250', 250],
    ['a lot', null],
    ['', null],
  ])('%s → %s', (text, dollars) => expect(parseDollars(text)).toBe(dollars));
});
