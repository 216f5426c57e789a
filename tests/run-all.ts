import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

/**
 * `npm test`: every suite that must pass. The API suite runs on PGlite, again on the real Postgres named
 * by DATABASE_URL when it is set, and again on the edge (the Pages adapter in workerd with the Neon
 * driver; ADR 011), which needs DATABASE_URL too (.ci/run provides it) and says so when it is missing.
 *
 * Independent suites run side by side in two lanes, each lane in order and stopping at its first failure:
 * the checks, unit tests and browser journeys in one; the three API suites and the edge journeys (which
 * serve a build of their own, not the dist/ that the browser journeys' `npm start` swaps) in the other.
 * The reliability suites run alone afterwards: they measure one server on a quiet machine, serve dist/,
 * and their PostgreSQL faults stop and start the server the other suites use. Each step's output is
 * printed whole when it ends, so lanes never interleave; the exit code is the first failure's.
 */
const postgresUrl = process.env.DATABASE_URL?.trim() || undefined;
const withoutDb = { ...process.env };
delete withoutDb.DATABASE_URL;
const withDb = { ...process.env, DATABASE_URL: postgresUrl };
const needsDb = postgresUrl ? {} : { skip: 'DATABASE_URL is not set' };

interface Step {
  name: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  skip?: string;
}

const vitest = (...args: string[]) => ['exec', '--', 'vitest', 'run', ...args];

const phases: Step[][][] = [
  [
    [
      { name: 'typecheck', args: ['run', 'typecheck'], env: withoutDb },
      { name: 'lint', args: ['run', 'lint'], env: withoutDb },
      { name: 'unit tests', args: vitest('--project', 'unit'), env: withoutDb },
      { name: 'browser journeys (npm start + Chromium)', args: vitest('--project', 'e2e'), env: withoutDb },
    ],
    [
      { name: 'API tests on PostgreSQL', args: vitest('--project', 'api'), env: withDb, ...needsDb },
      { name: 'API tests on PGlite', args: vitest('--project', 'api'), env: withoutDb },
      { name: 'API tests on the edge (Pages adapter in workerd, Neon driver, R2)', args: vitest('--project', 'api-edge'), env: withDb, ...needsDb },
      {
        name: 'edge (wrangler pages dev + Neon driver: staff journeys in Chromium, deploy hook, bindings)',
        args: vitest('--project', 'edge'),
        env: withDb,
        ...needsDb,
      },
    ],
  ],
  [
    [
      {
        name: 'reliability suites (load, SIGKILL, hostile input, XSS, access)',
        args: vitest('--project', 'reliability'),
        env: withoutDb,
      },
    ],
  ],
  [
    [
      {
        name: 'reliability suites on PostgreSQL (stopped under load, import connection killed)',
        args: vitest('--project', 'reliability', 'tests/reliability/postgres-faults.test.ts'),
        env: withDb,
        ...needsDb,
      },
    ],
  ],
];

const only = process.argv.slice(2);
const selected = (step: Step) => only.length === 0 || only.some((word) => step.name.includes(word));
const skipped: string[] = [];
let failure: { name: string; code: number; output?: string } | undefined;
const started = Date.now();

const elapsed = (since: number) => {
  const seconds = Math.round((Date.now() - since) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

function run(step: Step): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', step.args, { env: step.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      process.stdout.write(`\n=== ${step.name}: output\n`);
      const all = Buffer.concat(output);
      process.stdout.write(all);
      resolve({ code: code ?? (signal ? 1 : 0), output: all.toString('utf8') });
    });
  });
}

async function runLane(lane: Step[]): Promise<void> {
  for (const step of lane) {
    if (!selected(step)) continue;
    if (failure) return;
    if (step.skip) {
      console.log(`\n=== ${step.name}: SKIPPED (${step.skip})`);
      skipped.push(`${step.name} (${step.skip})`);
      continue;
    }
    const stepStarted = Date.now();
    console.log(`=== started: ${step.name}`);
    const { code, output } = await run(step);
    if (code !== 0) {
      failure ??= { name: step.name, code, output };
      console.error(`\n=== FAILED: ${step.name} (after ${elapsed(stepStarted)})`);
      return;
    }
    console.log(`=== passed: ${step.name} (${elapsed(stepStarted)})`);
  }
}

for (const phase of phases) {
  await Promise.all(phase.map(runLane));
  if (failure) break;
}

/**
 * What failed, again at the very end: other lanes print after the failing step, and a CI log that keeps
 * only its tail must still say which test failed and why.
 */
function failureSummary(output: string): string {
  const lines = stripVTControlCharacters(output).split('\n');
  const marked = lines.filter((line) => /(^|\s)(×|✗|FAIL\b)|AssertionError|Error:|Test Files|Tests\s/.test(line));
  return [...new Set(marked)].slice(0, 60).join('\n');
}

if (failure) {
  if (failure.output) console.error(`\n=== ${failure.name}: what failed\n${failureSummary(failure.output)}`);
  console.error(`\n=== FAILED: ${failure.name} (npm test after ${elapsed(started)})`);
  process.exit(failure.code);
}
console.log(`\n=== all test steps passed (${elapsed(started)})`);
if (skipped.length > 0) console.log(`    skipped: ${skipped.join('; ')} (.ci/run runs them with a local PostgreSQL)`);
