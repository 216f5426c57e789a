import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rules that keep the architecture (issue 23, item 6) must bite: each snippet below, linted as if
// it were the named file, breaks one rule. The files do not exist (the type-aware rules read them through
// TypeScript's default project); what they import does.
const eslint = new ESLint({
  cwd: new URL('../..', import.meta.url).pathname,
  overrideConfig: {
    files: ['src/**/lint-fixture.*'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['src/*/lint-fixture.ts*', 'src/*/*/lint-fixture.ts*'],
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 16,
        },
      },
    },
  },
});

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result?.messages.filter((message) => message.fatal) ?? [];
  expect(fatal).toEqual([]);
  return (result?.messages ?? []).map((message) => message.ruleId ?? '');
}

const cases = [
  {
    what: 'a domain module importing server code',
    file: 'src/domain/dates/lint-fixture.ts',
    code: "import { app } from '../../server/app.ts';\nexport const used = app;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: "a domain module importing the settings' values",
    file: 'src/domain/dates/lint-fixture.ts',
    code: "import { site } from '../../config/site.ts';\nexport const zone = site.timeZone;\n",
    rule: '@typescript-eslint/no-restricted-imports',
  },
  {
    what: 'an island importing another island',
    file: 'src/islands/calendar/lint-fixture.ts',
    code: "import EventsCarousel from '../events-carousel/events-carousel.tsx';\nexport const used = EventsCarousel;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'an island importing server code',
    file: 'src/ui/lint-fixture.ts',
    code: "import type { AppType } from '../server/app.ts';\nexport type Used = AppType;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: "a component module reaching into an island's modules",
    file: 'src/components/home/lint-fixture.ts',
    code: "import NewsletterForm from '../../islands/newsletter/newsletter-form.tsx';\nexport const used = NewsletterForm;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'middleware importing a route',
    file: 'src/server/middleware/lint-fixture.ts',
    code: "import { healthRoutes } from '../routes/health.ts';\nexport const used = healthRoutes;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'an island importing the site facts view (it carries the config files)',
    file: 'src/islands/admin/lint-fixture.ts',
    code: "import { siteFactsOf } from '../../views/site-facts/site-facts.ts';\nexport const used = siteFactsOf;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'a floating promise',
    file: 'src/lib/lint-fixture.ts',
    code: 'export function save(write: () => Promise<void>): void {\n  write();\n}\n',
    rule: '@typescript-eslint/no-floating-promises',
  },
  {
    what: 'a hook called in a condition',
    file: 'src/ui/lint-fixture.tsx',
    code: "import { useState } from 'react';\nexport function Box({ open }: { open: boolean }) {\n  if (open) useState(0);\n  return null;\n}\n",
    rule: 'react-hooks/rules-of-hooks',
  },
  {
    what: 'an effect missing a dependency',
    file: 'src/ui/lint-fixture.tsx',
    code: "import { useEffect } from 'react';\nexport function Title({ text }: { text: string }) {\n  useEffect(() => {\n    document.title = text;\n  }, []);\n  return null;\n}\n",
    rule: 'react-hooks/exhaustive-deps',
  },
];

describe('the architecture lint rules', () => {
  it.each(cases)('report $what', { timeout: 120_000 }, async ({ file, code, rule }) => {
    expect(await rulesBroken(file, code)).toContain(rule);
  });

  it('accept what the architecture allows', { timeout: 120_000 }, async () => {
    const allowed = [
      ['src/domain/dates/lint-fixture.ts', "import type { SiteConfig } from '../../config/site.ts';\nexport type Zone = SiteConfig['timeZone'];\n"],
      ['src/islands/calendar/lint-fixture.ts', "import { cn } from '../../lib/cn.ts';\nimport Calendar from './calendar.tsx';\nexport const used = [cn, Calendar];\n"],
      ['src/islands/admin/lint-fixture.ts', "import Toaster from '../../ui/toaster.tsx';\nexport const used = Toaster;\n"],
      ['src/server/routes/lint-fixture.ts', "import { requireRole } from '../middleware/require-role.ts';\nexport const used = requireRole;\n"],
    ] as const;
    for (const [file, code] of allowed) expect(await rulesBroken(file, code)).toEqual([]);
  });
});
