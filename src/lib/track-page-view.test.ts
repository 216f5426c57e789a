import { describe, expect, it } from 'vitest';
import { pagePath, trackingRefused } from './track-page-view.ts';

describe('pagePath', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/about', '/about'],
    ['/about.html', '/about'],
    ['/calendar/', '/calendar'],
    [`/${'x'.repeat(300)}`, `/${'x'.repeat(199)}`],
  ])('%s → %s', (input, expected) => {
    expect(pagePath(input)).toBe(expected);
  });
});

describe('trackingRefused (Do Not Track, Global Privacy Control)', () => {
  it.each<[string, object, object, boolean]>([
    ['nothing set', {}, {}, false],
    ['DNT 1', { doNotTrack: '1' }, {}, true],
    ['DNT 0', { doNotTrack: '0' }, {}, false],
    ['DNT unspecified', { doNotTrack: 'unspecified' }, {}, false],
    ['GPC true', { globalPrivacyControl: true }, {}, true],
    ['GPC false', { globalPrivacyControl: false }, {}, false],
    ['window.doNotTrack 1 (old Safari/IE)', {}, { doNotTrack: '1' }, true],
  ])('%s → %s', (_name, nav, win, refused) => {
    expect(trackingRefused(nav as Navigator, win)).toBe(refused);
  });
});
