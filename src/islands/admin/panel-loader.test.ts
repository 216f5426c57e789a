import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import type { PanelProps } from './panel.ts';
import { panelFrom, retryUrlOf } from './panel-loader.ts';

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

describe('panelFrom', () => {
  const Panel: ComponentType<PanelProps> = () => null;
  it("loads the tab's module and picks its panel", async () => {
    await expect(panelFrom(() => Promise.resolve({ EventsTab: Panel }), (m) => m.EventsTab)()).resolves.toBe(Panel);
  });
  it('fails, rather than resolving to nothing, when the module holds no panel (a shared chunk was named)', async () => {
    const module: { EventsTab?: ComponentType<PanelProps> } = {};
    await expect(panelFrom(() => Promise.resolve(module), (m) => m.EventsTab)()).rejects.toThrow('holds no panel');
  });
});
