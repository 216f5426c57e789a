import { spawnSync } from 'node:child_process';

/**
 * `npm test`: every suite that must pass, in order, stopping at the first failure. The API suite runs
 * on PGlite, and once more on the real Postgres named by DATABASE_URL when it is set; the edge suite
 * needs DATABASE_URL too (.ci/run provides it) and says so when it is missing. The reliability suites
 * run against `npm start` on PGlite; their PostgreSQL faults (which stop and start that server) need
 * DATABASE_URL as well.
 */
const postgresUrl = process.env.DATABASE_URL?.trim() || undefined;
const withoutDb = { ...process.env };
delete withoutDb.DATABASE_URL;

const steps: Array<{ name: string; args: string[]; env: NodeJS.ProcessEnv; skip?: string }> = [
  { name: 'typecheck', args: ['run', 'typecheck'], env: withoutDb },
  { name: 'lint', args: ['run', 'lint'], env: withoutDb },
  { name: 'unit tests', args: ['exec', '--', 'vitest', 'run', '--project', 'unit'], env: withoutDb },
  { name: 'API tests on PGlite', args: ['exec', '--', 'vitest', 'run', '--project', 'api'], env: withoutDb },
  {
    name: 'API tests on PostgreSQL',
    args: ['exec', '--', 'vitest', 'run', '--project', 'api'],
    env: { ...process.env, DATABASE_URL: postgresUrl },
    ...(postgresUrl ? {} : { skip: 'DATABASE_URL is not set' }),
  },
  { name: 'browser journeys (npm start + Chromium)', args: ['exec', '--', 'vitest', 'run', '--project', 'e2e'], env: withoutDb },
  {
    name: 'reliability suites (load, SIGKILL, hostile input, XSS, access)',
    args: ['exec', '--', 'vitest', 'run', '--project', 'reliability'],
    env: withoutDb,
  },
  {
    name: 'reliability suites on PostgreSQL (stopped under load, import connection killed)',
    args: ['exec', '--', 'vitest', 'run', '--project', 'reliability', 'tests/reliability/postgres-faults.test.ts'],
    env: { ...process.env, DATABASE_URL: postgresUrl },
    ...(postgresUrl ? {} : { skip: 'DATABASE_URL is not set' }),
  },
  {
    name: 'edge (wrangler pages dev + Neon driver)',
    args: ['exec', '--', 'vitest', 'run', '--project', 'edge'],
    env: { ...process.env, DATABASE_URL: postgresUrl },
    ...(postgresUrl ? {} : { skip: 'DATABASE_URL is not set' }),
  },
];

const only = process.argv.slice(2);
const skipped: string[] = [];
for (const step of steps) {
  if (only.length > 0 && !only.some((word) => step.name.includes(word))) continue;
  if (step.skip) {
    console.log(`\n=== ${step.name}: SKIPPED (${step.skip})`);
    skipped.push(`${step.name} (${step.skip})`);
    continue;
  }
  console.log(`\n=== ${step.name}`);
  const result = spawnSync('npm', step.args, { stdio: 'inherit', env: step.env });
  if (result.status !== 0) {
    console.error(`\n=== FAILED: ${step.name}`);
    process.exit(result.status ?? 1);
  }
}
console.log('\n=== all test steps passed');
if (skipped.length > 0) console.log(`    skipped: ${skipped.join('; ')} (.ci/run runs them with a local PostgreSQL)`);
