import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../support/npm-start.ts';

/**
 * Each suite's numbers (requests served, 5xx, p99, faults survived, inputs tried), printed and kept in
 * test-results/reliability/<name>.json for the README and for comparing runs.
 */
export function report(name: string, numbers: Record<string, unknown>): void {
  console.log(`\n[reliability] ${name}: ${JSON.stringify(numbers, null, 2)}`);
  try {
    const dir = path.join(PROJECT_ROOT, 'test-results', 'reliability');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, `${name}.json`),
      `${JSON.stringify({ at: new Date().toISOString(), ...numbers }, null, 2)}\n`,
    );
  } catch {
    // The numbers are printed either way.
  }
}
