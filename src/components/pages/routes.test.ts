import { describe, expect, it } from 'vitest';
import { isTranslated, linkIn } from '../../i18n/routes.ts';

// The pages staff add are built in every language (src/pages/[lang]/[slug].astro); that route must not make
// every one-segment path of the site look translated (/tr/auth does not exist: the admin stays English).
describe('which paths have a page in the other languages', () => {
  it.each([
    ['/about', true],
    ['/tr/donate', true],
    ['/calendar', true],
    ['/programs', true],
    ['/programs/summer-school', true],
    ['/saturday-school', true],
    ['/open-house', true],
    ['/auth', false],
    ['/admin', false],
    ['/display', false],
    // The widget has its own page per language (/tr/embed/prayer-times, issue 26 item 6).
    ['/embed/prayer-times', true],
    ['/embed', false],
    // The schedule pages (issue 26 items 2, 3, 5).
    ['/monthly-prayer-times', true],
    ['/monthly-prayer-times/2027', true],
    ['/ramadan', true],
  ])('%s → %s', (path, translated) => {
    expect(isTranslated(path)).toBe(translated);
  });

  it("links keep to the page's language only where that page exists", () => {
    expect(linkIn('/donate', 'ar')).toBe('/ar/donate');
    expect(linkIn('/open-house', 'tr')).toBe('/tr/open-house');
    expect(linkIn('/auth', 'tr')).toBe('/auth');
  });
});
