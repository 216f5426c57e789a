import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG levels every page and screen is held to (issue 5). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeScope {
  /** Only this part of the page (a CSS selector). */
  include?: string;
  /** Leave out this part (e.g. a third-party embed). */
  exclude?: string;
  /** Show each offending node's markup too (where a selector alone does not say which control it is). */
  withHtml?: boolean;
}

/** axe-core's WCAG violations on the page as one readable line per rule, with up to five of its nodes: `[]` when clean. */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const results = await builder.analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => (scope.withHtml ? `${n.target.join(' ')} ${n.html.slice(0, 160)}` : n.target.join(' ')))
        .slice(0, 5)
        .join('\n    ')}`,
  );
}
