import { describe, expect, it } from 'vitest';
import { dayStamp, hydrateWithoutInteraction } from './interaction-options.ts';

const ZONE = 'America/Los_Angeles';

describe('dayStamp', () => {
  it.each([
    // [instant, same day as, other day than]
    ['2026-11-26T07:59:59Z', '2026-11-25T08:00:00Z', '2026-11-26T08:00:00Z'], // Nov 25: midnight PST is 08:00 UTC
    ['2026-03-08T07:59:59Z', '2026-03-08T06:59:00Z', '2026-03-08T08:00:00Z'], // Mar 7, the eve of the clock change
    ['2026-03-09T06:59:59Z', '2026-03-08T08:00:00Z', '2026-03-09T07:00:00Z'], // Mar 8: 23 hours, PST to PDT
    ['2026-11-02T07:59:59Z', '2026-11-01T07:00:00Z', '2026-11-02T08:00:00Z'], // Nov 1: 25 hours, PDT to PST
  ])('%s is the masjid’s day of %s, not of %s', (instant, same, other) => {
    expect(dayStamp(ZONE, new Date(instant))).toBe(dayStamp(ZONE, new Date(same)));
    expect(dayStamp(ZONE, new Date(instant))).not.toBe(dayStamp(ZONE, new Date(other)));
  });
});

describe('hydrateWithoutInteraction', () => {
  const built = new Date('2026-11-25T20:00:00Z'); // noon in Los Angeles
  const day = dayStamp(ZONE, built);

  it.each([
    ['nothing asked', {}, '', built, false],
    ['the build’s day', { day, timeZone: ZONE }, '', new Date('2026-11-26T07:59:00Z'), false],
    ['the next day in the masjid’s zone', { day, timeZone: ZONE }, '', new Date('2026-11-26T08:00:00Z'), true],
    ['a month later', { day, timeZone: ZONE }, '', new Date('2026-12-25T20:00:00Z'), true],
    ['a named parameter', { query: ['event'] }, '?event=12', built, true],
    ['a named parameter, empty', { query: ['event'] }, '?event=', built, true],
    ['another parameter only', { query: ['event'] }, '?utm_source=feed', built, false],
    ['no parameters', { query: ['event'], day, timeZone: ZONE }, '', built, false],
  ])('%s: %s', (_name, options, search, now, expected) => {
    expect(hydrateWithoutInteraction(options, search, now)).toBe(expected);
  });
});
