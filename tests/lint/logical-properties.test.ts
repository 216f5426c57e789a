/**
 * Right to left done with CSS logical properties (issue 26, ADR 023): Arabic pages mirror the layout
 * because the markup says start/end, not left/right. This refuses Tailwind's physical left/right utilities
 * (ml-, pr-, left-, text-right, rounded-l, border-r, …) in the public site's source: use ms-/me-/ps-/pe-/
 * start-/end-/text-start/text-end/rounded-s/border-e instead. A utility under an explicit `ltr:` or `rtl:`
 * variant is deliberate and allowed (an arrow that flips: `rtl:-scale-x-100`).
 *
 * The admin (English only, never right to left) is outside it. NOT_YET_LOGICAL lists the files still to
 * convert when languages came; it may only shrink (a listed file that is clean fails the test too).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

const OUTSIDE = ['src/islands/admin/', 'src/i18n/catalogues/'];

// Helper "i18n-pages" converts these with their pages (issue 26); then this list is empty and goes.
const NOT_YET_LOGICAL: readonly string[] = [
  'src/components/blocks/timeline-block.tsx',
  'src/components/programs/program-page-body.tsx',
  'src/islands/calendar/calendar.tsx',
  'src/pages/donate.astro',
];

const PHYSICAL = [
  /^-?[mp][lr]-/,
  /^-?scroll-[mp][lr]-/,
  /^-?(left|right)-/,
  /^text-(left|right)$/,
  /^rounded-([lr]|[tb][lr])(-|$)/,
  /^border-[lr](-|$)/,
  /^(float|clear)-(left|right)$/,
];

/** The physical utilities in a file's text: every token of a class list, variants stripped. */
export function physicalUtilities(text: string): string[] {
  const found: string[] = [];
  for (const token of text.split(/[\s"'`{}()[\],;<>]+/)) {
    if (!token || token.includes('=')) continue;
    const variants = token.split(':');
    const utility = variants.pop()!.replace(/^!/, '');
    if (variants.some((variant) => variant === 'ltr' || variant === 'rtl')) continue;
    if (PHYSICAL.some((pattern) => pattern.test(utility))) found.push(token);
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(astro|tsx)$/.test(name) && !/\.test\.tsx$/.test(name) ? [full] : [];
  });
}

const files = sourceFiles(path.join(root, 'src'))
  .map((file) => path.relative(root, file).split(path.sep).join('/'))
  .filter((file) => !OUTSIDE.some((prefix) => file.startsWith(prefix)));

describe('logical properties', () => {
  it.each([
    [
      'ml-2 pr-4 left-3 -right-1 text-right rounded-l-lg border-r float-left',
      ['ml-2', 'pr-4', 'left-3', '-right-1', 'text-right', 'rounded-l-lg', 'border-r', 'float-left'],
    ],
    ['sm:ml-2 hover:text-left focus:left-3', ['sm:ml-2', 'hover:text-left', 'focus:left-3']],
    ['ms-2 pe-4 start-3 text-end rounded-s-lg border-e mx-2 px-4 rounded-lg rtl:-scale-x-100 ltr:ml-2', []],
    ['className="mt-1 text-left"', ['text-left']],
  ])('finds the physical utilities in %s', (text, expected) => {
    expect(physicalUtilities(text)).toEqual(expected);
  });

  it('the public site uses none outside the files not yet converted', () => {
    const offending = files
      .filter((file) => !NOT_YET_LOGICAL.includes(file))
      .map((file) => ({ file, found: physicalUtilities(readFileSync(path.join(root, file), 'utf8')) }))
      .filter(({ found }) => found.length > 0)
      .map(({ file, found }) => `${file}: ${found.join(' ')}`);
    expect(offending).toEqual([]);
  });

  it('every file still listed as not yet converted still needs converting (the list only shrinks)', () => {
    const clean = NOT_YET_LOGICAL.filter(
      (file) => physicalUtilities(readFileSync(path.join(root, file), 'utf8')).length === 0,
    );
    expect(clean).toEqual([]);
  });
});
