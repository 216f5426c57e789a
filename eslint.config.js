import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const root = import.meta.dirname;
const islands = readdirSync(new URL('./src/islands/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The architecture's import rules (ARCHITECTURE.md, issue 23 item 6). One zone per island is made from the
// folder list, so a new island is covered with no change here.
const boundaryZones = [
  {
    target: 'src/domain',
    from: 'src',
    except: ['./domain', './config'],
    message: 'src/domain is pure: it imports nothing of ours outside src/domain (packages are fine).',
  },
  ...islands.map((island) => ({
    target: `src/islands/${island}`,
    from: 'src/islands',
    except: [`./${island}`],
    message: 'Islands never import each other: move what they share to src/lib, src/ui or src/domain.',
  })),
  {
    target: ['src/islands', 'src/ui'],
    from: 'src/server',
    message: "Browser code reaches the API only through src/lib's client (hc<AppType>), never src/server.",
  },
  {
    target: 'src/components/**/*.{ts,tsx}',
    from: 'src/islands',
    message: "A component may render an island from an .astro file, but never reaches into an island's modules.",
  },
  {
    target: 'src/components/**/*.astro',
    from: 'src/islands/**/*.ts',
    message: "An .astro component may import an island's component to render it, but no other island module.",
  },
  {
    // Its tests may compare it with the screens (surfaces-agree.test.ts).
    target: 'src/views/**/!(*.test).ts',
    from: ['src/islands', 'src/components', 'src/server', 'src/pages'],
    message: 'The view layer turns the schedule into what screens show; it imports only src/domain (ADR 015).',
  },
  {
    target: 'src/views/*/!(*.test).ts',
    from: 'src/config',
    message: "A view islands may load takes site values as arguments; only a view's build/ folder reads src/config (ADR 015).",
  },
  {
    target: ['src/islands', 'src/ui', 'src/lib'],
    from: 'src/views/prayer-times/build',
    message: "A view's build/ folder reads src/config at build time: browser code never imports it (ADR 015).",
  },
  {
    target: ['src/islands/**/!(*.test).{ts,tsx}', 'src/ui/**/!(*.test).{ts,tsx}', 'src/lib/**/!(*.test).{ts,tsx}'],
    from: 'src/config',
    message:
      "Browser code takes config values as props from its page: src/config parses with full zod, whose probe for `new Function` the CSP reports as a blocked eval (and which the budgets cannot afford).",
  },
  { target: 'src/server/middleware', from: 'src/server/routes', message: 'Middleware never imports routes.' },
  {
    // siteFactsOf merges over the config files' defaults (./build): browser code reads the facts from GET /api/site.
    target: ['src/islands/**/!(*.test).{ts,tsx}', 'src/ui/**/!(*.test).{ts,tsx}', 'src/lib/**/!(*.test).{ts,tsx}'],
    from: 'src/views/site-facts',
    message: 'Browser code reads the site facts from GET /api/site; src/views/site-facts carries the config files (ADR 015).',
  },
];

export default defineConfig(
  { ignores: ['.scratch/', 'dist/', '.astro/', '.data/', '.wrangler/', 'node_modules/', 'test-results/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: {
      globals: { console: 'readonly', process: 'readonly', URL: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Where React runs; the server and the domain have none, and the compiler-based rules are not free.
    files: ['src/{islands,ui,lib,components}/**/*.{ts,tsx}'],
    ignores: ['**/*.astro/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
      // Off: it flags the deliberate "render what the static HTML has until hydrated" gates and the reads of
      // browser-only state (matchMedia, the visitor's clock, the URL) at mount, which must not run during
      // the build's render (10 such places once the admin's quick-action counters went, issue 23).
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // Type-aware rules on TypeScript files; an .astro file's frontmatter runs only at build time.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.astro/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // React ignores what an event handler returns, and each async handler catches its own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,astro}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.astro'] })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }] },
  },
  {
    // Tests beside the domain may use the real settings as their fixture.
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/config/*'],
              allowTypeImports: true,
              message: "src/domain may use the type of the masjid's settings (its input), never their values.",
            },
          ],
        },
      ],
    },
  },
);
