import { defineConfig } from 'vitest/config';

// One config, six projects; `npm test` (tests/run-all.ts) runs them all.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts', 'tests/lint/**/*.test.ts', 'tests/support/**/*.test.ts'],
          environment: 'node',
          // npm test runs the unit suite beside the API suites on PostgreSQL and in workerd: a property test
          // that takes a second alone can take several then. A time limit here only catches a hang.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The same API suite against the Pages adapter in workerd (Neon driver, R2, deploy hook): ADR 011.
        // Needs DATABASE_URL; every file in tests/api runs here too, without being listed.
        test: {
          name: 'api-edge',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          env: { API_TARGET: 'edge' },
          globalSetup: ['tests/edge/support/bundle-api-worker.ts'],
          setupFiles: ['tests/support/edge-api-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/fresh-site-template.ts'],
          // Journeys that wait for a staff change's rebuild poll for up to 240 s (8 s alone, several times
          // that beside the API suites): the limit must leave them that, and only catches a hang.
          testTimeout: 300_000,
          hookTimeout: 300_000,
          // A browser's answer waited for with expect.poll: a second (the default) is short beside the API
          // suites in the other lane; a poll that is met returns at once, so only a failure waits this long.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 300_000,
          // Load, timing and fault suites measure one server at a time on a small machine.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'edge',
          include: ['tests/edge/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/edge/support/bundle-api-worker.ts', 'tests/edge/support/deployed-site.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
