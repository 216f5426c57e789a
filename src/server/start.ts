import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootstrapFirstAdmin } from './auth/bootstrap-admin.ts';
import { invalidatingRebuild, memoryReadCache, READ_CACHE_TTL_MS } from './cache/read-cache.ts';
import { buildSite, currentBuildStamp, readBuildStamp } from './build/site-builder.ts';
import { createDb, nodeDbConfig } from './db/client-node.ts';
import { migrateToLatest } from './db/migrate.ts';
import { hasPgliteNodeFlags, PGLITE_NODE_FLAGS } from './db/pglite-settings.ts';
import { nodeSettingsSchema, parseSettings, sessionPolicyFrom, type AppServices } from './env.ts';
import { startNodeServer } from './node.ts';
import { coalesce } from './rebuild/rebuild-trigger.ts';
import { claimDataDir } from './pid-lock.ts';
import { resolveJwtSecret } from './secrets.ts';
import { site as siteConfig } from '../config/site.ts';
import { isEmptyDatabase, seedDemoContent } from './seed/demo-content.ts';
import { seedDemoPrayerYear } from './seed/demo-prayer-times.ts';
import { seedDefaultContent } from './seed/default-content.ts';
import { filesystemCompressedCache } from './static/compressed-cache.ts';
import { loadStaticSite, type StaticSite } from './static/static-site.ts';
import { filesystemStorage } from './storage/filesystem-storage.ts';
import { startProgramDateWatch } from './routes/programs-dates.ts';
import { startRetentionSweeps } from './registrations/retention.ts';

/** `npm start`: migrate, seed, bootstrap the first admin, build if needed, serve. */
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const log = (message: string) => console.log(`[start] ${message}`);

async function main() {
  const settings = parseSettings(nodeSettingsSchema, process.env);
  const dataDir = path.resolve(settings.DATA_DIR);
  const production = settings.NODE_ENV === 'production';
  const dbConfig = nodeDbConfig({ DATABASE_URL: settings.DATABASE_URL, DATA_DIR: dataDir });
  log(dbConfig.kind === 'postgres' ? 'database: PostgreSQL (DATABASE_URL)' : `database: PGlite in ${dbConfig.dataDir}`);
  if (dbConfig.kind === 'pglite' && !hasPgliteNodeFlags()) {
    log(`node was started without ${PGLITE_NODE_FLAGS.join(' ')} (npm start passes them): PGlite may briefly need ~500 MB more`);
  }

  const outDir = path.join(projectRoot, 'dist');
  // Shared by every DATA_DIR and build of this checkout: entries are keyed by the content they compress.
  const compressedCache = filesystemCompressedCache(path.join(projectRoot, 'node_modules', '.cache', 'masjid-site', 'compressed'));
  const loadSite = () => loadStaticSite(outDir, { cache: compressedCache });
  // The built site loads while the database starts; a start that rebuilds first loads it again after.
  const preloaded = existsSync(path.join(outDir, 'index.html')) ? loadSite() : undefined;
  preloaded?.catch(() => undefined);

  await mkdir(dataDir, { recursive: true });
  const releaseDataDir = claimDataDir(dataDir);
  const db = await createDb(dbConfig);
  const migrations = await migrateToLatest(db);
  const applied = migrations.results?.filter((r) => r.status === 'Success').length ?? 0;
  log(applied > 0 ? `applied ${applied} migration(s)` : 'schema is up to date');
  const seededKinds = await seedDefaultContent(db, new Date());
  if (seededKinds.length > 0) log(`seeded ${seededKinds.join(', ')} from the config files`);

  if (settings.SEED_DEMO && (await isEmptyDatabase(db))) {
    await seedDemoContent(db, new Date(), siteConfig);
    await seedDemoPrayerYear(db, new Date());
    log('seeded demo content (set SEED_DEMO=false to start empty)');
  }
  const admin = await bootstrapFirstAdmin(db, { username: settings.ADMIN_USERNAME, password: settings.ADMIN_PASSWORD });
  if (admin.kind === 'created') {
    log(`created the first super_admin "${admin.username}"`);
    if (admin.generatedPassword) {
      console.log(`\n  Admin sign-in: username "${admin.username}", password "${admin.generatedPassword}"\n  (shown once; change it after signing in)\n`);
    }
  }

  const workDir = path.join(dataDir, 'build');
  const shutdown = new AbortController();
  const buildInput = () => ({ projectRoot, outDir, workDir, db, now: new Date(), signal: shutdown.signal });
  let site: StaticSite;
  const rebuild = async (reasons: string[]) => {
    const started = performance.now();
    await buildSite(buildInput());
    site = await loadSite();
    log(`rebuilt the site in ${Math.round(performance.now() - started)} ms (${[...new Set(reasons)].join(', ')})`);
  };
  const rebuilds = coalesce(rebuild, {
    delayMs: 1_500,
    onError: (error) => {
      if (shutdown.signal.aborted) return;
      console.error(`[rebuild] failed; still serving the last good build: ${(error as Error).message}`);
    },
  });

  const builtStamp = existsSync(path.join(outDir, 'index.html')) ? await readBuildStamp(outDir) : undefined;
  if (!existsSync(path.join(outDir, 'index.html'))) {
    log('building the site (first start)...');
    await rebuild(['first start']);
  } else if (settings.BUILD_ON_START && builtStamp !== (await currentBuildStamp(buildInput())).stamp) {
    log('sources or content changed since the last build: serving it while a new one builds');
    rebuilds.request('changed since last build');
  }
  site ??= await (preloaded ?? loadSite());

  const readCache = memoryReadCache({ ttlMs: READ_CACHE_TTL_MS });
  const services: AppServices = {
    db,
    storage: filesystemStorage(path.join(dataDir, 'uploads')),
    rebuild: invalidatingRebuild(readCache, rebuilds),
    readCache,
    jwtSecret: await resolveJwtSecret({ configured: settings.JWT_SECRET, dataDir, production }),
    now: () => new Date(),
    production,
    sessionPolicy: sessionPolicyFrom(settings),
  };
  const server = await startNodeServer({
    services,
    site: () => site,
    port: settings.PORT,
    host: settings.HOST,
    requestTimeoutMs: settings.REQUEST_TIMEOUT_SECONDS * 1_000,
    trustProxy: settings.TRUST_PROXY,
  });
  log(`serving ${server.url}`);
  // A program's page changes by its dates (registration opens, it starts, it ends): rebuild on those days.
  const stopProgramWatch = startProgramDateWatch({ db, rebuild: services.rebuild, timeZone: siteConfig.timeZone, onError: (error) => console.error(`[programs] date check failed: ${(error as Error).message}`) });
  // Sign-ups' personal data goes retentionDays after the event ends (issue 27): swept every hour.
  const stopRetention = startRetentionSweeps({ db, retentionDays: siteConfig.registrations.retentionDays, timeZone: siteConfig.timeZone, onCleared: (count) => log(`cleared the personal data of ${count} sign-up(s)`), onError: (error) => console.error(`[registrations] retention sweep failed: ${(error as Error).message}`) });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping`);
    const force = setTimeout(() => {
      console.error('[start] did not stop within 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    shutdown.abort();
    stopProgramWatch();
    stopRetention();
    await server.close();
    await rebuilds.idle();
    await db.destroy();
    releaseDataDir();
    log('stopped; database closed');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(`[start] ${(error as Error).message ?? String(error)}`);
  process.exit(1);
});
