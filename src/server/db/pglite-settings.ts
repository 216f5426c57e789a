import { PGlite } from '@electric-sql/pglite';

/**
 * How the embedded database is sized for a small machine (ADR 013). PGlite's defaults are Postgres's:
 * 128 MB of shared buffers, which Postgres clears at start-up and so keeps resident from the first
 * query. The site's data is a few megabytes (a year of prayer times, events, announcements) plus the
 * page-view log, whose busiest report (a month's unique visitors, ~85,000 rows at a million views) reads
 * about 8 MB; 32 MB holds that with room, and the operating system's page cache holds the rest.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/** PGlite's own start parameters (single-user mode, no fsync...) with the buffers above. */
export function pgliteStartParams(): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
}

/**
 * V8 flags for a process that runs PGlite: WebAssembly stays on Liftoff, V8's baseline compiler. With
 * dynamic tiering, V8 recompiles Postgres's hottest functions (its huge executor and parser loops) with
 * TurboFan, which needs some 500 MB for a few seconds and then gives it back: the start-up and first-load
 * peak of the server. Liftoff code runs CPU-heavy SQL about half as fast; the site's queries are small.
 * Only the command line sets them reliably (NODE_OPTIONS refuses them), so package.json's scripts carry
 * them and the data-dir initialiser passes them to its child.
 */
export const PGLITE_NODE_FLAGS = ['--no-wasm-tier-up', '--no-wasm-dynamic-tiering'] as const;

/** True when this process runs with PGLITE_NODE_FLAGS. */
export function hasPgliteNodeFlags(execArgv: readonly string[] = process.execArgv): boolean {
  return PGLITE_NODE_FLAGS.every((flag) => execArgv.includes(flag));
}
