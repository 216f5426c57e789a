import { describe, expect, it } from 'vitest';
import { retryUrlOf } from './panel-loader.ts';

const ORIGIN = 'https://masjid.example';

describe('retryUrlOf: the failed chunk, asked for again under a fresh URL', () => {
  it.each([
    ['Chromium', `Failed to fetch dynamically imported module: ${ORIGIN}/_astro/events-tab.pMijywnJ.js`],
    ['Firefox', `error loading dynamically imported module: ${ORIGIN}/_astro/events-tab.pMijywnJ.js`],
    ['a retry that failed too', `Failed to fetch dynamically imported module: ${ORIGIN}/_astro/events-tab.pMijywnJ.js?retry=4`],
  ])('%s: the same chunk with a new retry number', (_browser, message) => {
    const first = retryUrlOf(new TypeError(message), ORIGIN);
    const second = retryUrlOf(new TypeError(message), ORIGIN);
    expect(first).toMatch(/^https:\/\/masjid\.example\/_astro\/events-tab\.pMijywnJ\.js\?retry=\d+$/);
    expect(second).toMatch(/^https:\/\/masjid\.example\/_astro\/events-tab\.pMijywnJ\.js\?retry=\d+$/);
    expect(second).not.toBe(first);
  });

  it.each([
    ['Safari names no module', 'Importing a module script failed.'],
    ['another origin', 'Failed to fetch dynamically imported module: https://evil.example/_astro/x.js'],
    ['not a script', `Failed to fetch dynamically imported module: ${ORIGIN}/admin`],
    ['not an error', undefined],
  ])('%s: none (the chunk is imported as before)', (_case, message) => {
    expect(retryUrlOf(message === undefined ? null : new TypeError(message), ORIGIN)).toBeNull();
  });
});
