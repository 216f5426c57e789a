import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './npm-start.ts';

/**
 * The addresses the README promises other sites and apps ("Public URLs for other sites and apps"), read
 * from the README itself so a URL added there is checked without a test being edited: every backticked
 * path in the table's first column, e.g. `/calendar.ics`, `/api/events/{id}/calendar.ics`.
 */
export function readmePublicUrls(): string[] {
  const readme = readFileSync(path.join(PROJECT_ROOT, 'README.md'), 'utf8');
  const section = /^## Public URLs for other sites and apps\n([\s\S]*?)^## /m.exec(readme)?.[1];
  if (!section) throw new Error('README.md has no "Public URLs for other sites and apps" section');
  const paths = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`(\/[^`]*)`/g)].map((match) => match[1]!));
  if (paths.length < 5) throw new Error(`README.md's public table lists too few paths: ${paths.join(', ')}`);
  return paths;
}

/** The program every fresh site has: the config files seed it (src/server/seed/program-seeds.ts). */
export const SEEDED_PROGRAM_SLUG = 'summer-school';

/**
 * A README path with its {placeholders} filled in: `{year}`, `{id}` of an event, `{key}` of an upload,
 * `{slug}` of a program (the seeded Summer School unless given).
 */
export function concretePublicUrl(template: string, given: { year: number; id: number; key: string; slug?: string }): string {
  const values = { slug: SEEDED_PROGRAM_SLUG, ...given };
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`no value for {${name}} in ${template}`);
    return String(values[name as keyof typeof values]);
  });
}
