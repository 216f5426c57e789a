import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { formatTable, runSuites, type BenchSuite } from './harness.ts';
import { adminWeightBench } from './admin-weight.ts';
import { analyticsBench } from './analytics.ts';
import { apiLoadBench } from './api-load.ts';
import { displayBench } from './display.ts';
import { edgeBench } from './edge.ts';
import { footprintBench } from './footprint.ts';
import { lighthouseBench } from './lighthouse.ts';
import { pageWeightBench } from './page-weight.ts';
import { prayerImportBench } from './prayer-import.ts';
import { publishVisibleBench } from './publish-visible.ts';
import { siteBuildBench } from './site-build.ts';
import { smallMachineBench } from './small-machine.ts';
import { staticBench } from './static.ts';

/**
 * `npm run bench [filter...]`: runs the registered benchmarks (or those whose name contains a filter
 * word), prints a table, writes bench/results/latest.json, and exits 1 when a case misses its budget
 * or fails. Not part of `npm test`: timings belong here, never in tests.
 *
 * To add a benchmark: write bench/<name>.ts exporting a BenchSuite (see harness.ts) and list it below.
 */
const SUITES: readonly BenchSuite[] = [
  prayerImportBench,
  analyticsBench,
  apiLoadBench,
  edgeBench,
  staticBench,
  siteBuildBench,
  publishVisibleBench,
  footprintBench,
  smallMachineBench,
  pageWeightBench,
  adminWeightBench,
  lighthouseBench,
  displayBench,
];

const filters = process.argv.slice(2);
const selected = filters.length === 0 ? SUITES : SUITES.filter((s) => filters.some((f) => s.name.includes(f)));
if (selected.length === 0) {
  console.error(`No benchmark matches ${filters.join(', ')}. Known: ${SUITES.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

const cpuList = cpus();
const report = await runSuites(selected, {
  log: (message) => console.log(message),
  environment: {
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpus: `${cpuList.length} × ${cpuList[0]?.model ?? 'unknown'}`,
  },
});

console.log(`\n${formatTable(report)}\n`);
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
await mkdir(resultsDir, { recursive: true });
const file = `${resultsDir}latest.json`;
await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`wrote ${file}`);
console.log(report.passed ? 'all benchmarks within budget' : 'BENCHMARK FAILURE: a case missed its budget or failed');
process.exit(report.passed ? 0 : 1);
