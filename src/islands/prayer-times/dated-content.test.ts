import { describe, expect, it } from 'vitest';
import { showDatedContent } from './dated-content.ts';

/** Just enough of the DOM: elements with a dataset and a hidden flag, found by the one selector used. */
function page(windows: [string, string][]) {
  const elements = windows.map(([showFrom, showUntil]) => ({ dataset: { showFrom, showUntil }, hidden: false }));
  const root = {
    querySelectorAll: (selector: string) => {
      expect(selector).toBe('[data-show-from]');
      return elements;
    },
  } as unknown as ParentNode;
  return { root, hidden: () => elements.map((element) => element.hidden) };
}

describe('showDatedContent', () => {
  const windows: [string, string][] = [
    ['2026-11-22', '2026-11-28'],
    ['2026-11-29', '2026-11-29'],
    ['0000-01-01', '2026-11-27'],
    ['2026-11-28', '9999-12-31'],
  ];

  it.each([
    ['2026-11-21', [true, true, false, true]],
    ['2026-11-22', [false, true, false, true]],
    ['2026-11-27', [false, true, false, true]],
    ['2026-11-28', [false, true, true, false]],
    ['2026-11-29', [true, false, true, false]],
    ['2027-01-01', [true, true, true, false]],
  ])('on %s', (today, hidden) => {
    const { root, hidden: read } = page(windows);
    showDatedContent(today, root);
    expect(read()).toEqual(hidden);
  });
});
