import { sql } from 'kysely';
import type { Db } from '../client.ts';

/** The stored prayer settings document (not yet validated) and its bookkeeping. */
export type StoredPrayerSettings = {
  settings: unknown;
  version: number;
  updatedAt: Date;
  updatedBy: { id: number; username: string } | null;
};

export type PrayerSettingsChange = {
  id: number;
  changedAt: Date;
  username: string;
  version: number;
  /** One line per change. */
  summary: string[];
};

/** The saved settings, or null before the first save (the config file's values apply then). */
export async function readStoredPrayerSettings(db: Db): Promise<StoredPrayerSettings | null> {
  const row = await db
    .selectFrom('prayerSettings')
    .leftJoin('users', 'users.id', 'prayerSettings.updatedBy')
    .select(['prayerSettings.settings', 'prayerSettings.version', 'prayerSettings.updatedAt', 'users.id as userId', 'users.username'])
    .where('prayerSettings.id', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    settings: row.settings,
    version: row.version,
    updatedAt: row.updatedAt,
    updatedBy: row.userId !== null && row.username !== null ? { id: row.userId, username: row.username } : null,
  };
}

export type SaveOutcome = { ok: true; version: number; updatedAt: Date } | { ok: false; current: StoredPrayerSettings | null };

/**
 * Saves `settings` and logs the change (who, when, what) in one transaction. With `expectedVersion`, the
 * save happens only if nobody saved since that version (0: never saved); otherwise the current row comes
 * back and nothing is written.
 */
export async function savePrayerSettings(
  db: Db,
  input: {
    settings: unknown;
    summary: readonly string[];
    user: { id: number; username: string };
    now: Date;
    expectedVersion?: number | undefined;
  },
): Promise<SaveOutcome> {
  return db.transaction().execute(async (trx) => {
    // The lock makes concurrent saves take turns; the version check then sees the other's write.
    await sql`select pg_advisory_xact_lock(hashtext('prayer_settings'))`.execute(trx);
    const current = await trx.selectFrom('prayerSettings').select(['version']).where('id', '=', 1).executeTakeFirst();
    const currentVersion = current?.version ?? 0;
    if (input.expectedVersion !== undefined && input.expectedVersion !== currentVersion) {
      return { ok: false, current: await readStoredPrayerSettings(trx) };
    }
    const version = currentVersion + 1;
    const json = JSON.stringify(input.settings);
    await trx
      .insertInto('prayerSettings')
      .values({ id: 1, settings: json, version, updatedAt: input.now, updatedBy: input.user.id })
      .onConflict((oc) => oc.column('id').doUpdateSet({ settings: json, version, updatedAt: input.now, updatedBy: input.user.id }))
      .execute();
    await trx
      .insertInto('prayerSettingsChanges')
      .values({
        changedAt: input.now,
        userId: input.user.id,
        username: input.user.username,
        version,
        summary: input.summary.join('\n'),
        settings: json,
      })
      .execute();
    return { ok: true, version, updatedAt: input.now };
  });
}

/** The latest changes, newest first. */
export async function listPrayerSettingsChanges(db: Db, limit = 20): Promise<PrayerSettingsChange[]> {
  const rows = await db
    .selectFrom('prayerSettingsChanges')
    .select(['id', 'changedAt', 'username', 'version', 'summary'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, summary: row.summary.split('\n').filter((line) => line !== '') }));
}
