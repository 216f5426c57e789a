import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configPrayerSettings } from '../../src/server/schedule/prayer-schedule.ts';
import { seedDemoPrayerYear } from '../../src/server/seed/demo-prayer-times.ts';
import {
  appliedMigrations,
  BACKUP_TABLES,
  BackupFileError,
  isEmptyForRestore,
  restoreRows,
  restoreUploads,
  TABLES_NOT_BACKED_UP,
  verifyBackup,
  writeBackup,
} from '../../src/server/backup/backup.ts';
import type { Db } from '../../src/server/db/client.ts';
import { knownMigrations, migrateTo } from '../../src/server/db/migrate.ts';
import { filesystemStorage } from '../../src/server/storage/filesystem-storage.ts';
import { realImage } from '../fixtures/images/generate.ts';
import { createTestApp, onEdge, TEST_ORIGIN, type TestApp } from '../support/test-app.ts';
import { createTestDb } from '../support/test-db.ts';
import { insertContentItem } from '../../src/server/db/repositories/content-items.ts';
import { seedDefaultContent } from '../../src/server/seed/default-content.ts';
import { totpAt } from '../../src/domain/accounts/totp.ts';
import { insertPasskey } from '../../src/server/db/repositories/passkeys.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const raw = (db: Db) => db.withoutPlugins() as unknown as Kysely<any>;

async function tableRows(db: Db, table: string, orderBy: string | readonly string[]): Promise<unknown[]> {
  const columns = typeof orderBy === 'string' ? [orderBy] : orderBy;
  return (await sql`select * from ${sql.table(table)} order by ${sql.join(columns.map((c) => sql.ref(c)))}`.execute(raw(db)))
    .rows;
}

let dir: string;
let source: TestApp;
let file: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'masjid-backup-'));
  source = await createTestApp({ storage: filesystemStorage(path.join(dir, 'uploads')) });
  const { cookie } = await source.signInAs('super_admin');
  const ok = async (res: Response) => expect(res.status, await res.clone().text()).toBeLessThan(300);
  await ok(
    await source.call('POST', '/api/events', {
      cookie,
      body: {
        title: 'Eid al-Adha prayer — عيد',
        description: 'Takbir at 7:30 "sharp" <b>bring</b> a mat',
        startDate: '2027-05-16T07:30',
        category: 'community',
        // Staff translations of events (issue 26 item 4) travel too.
        translations: { tr: { title: 'Kurban Bayramı namazı', location: 'Ana salon' } },
      },
    }),
  );
  await ok(
    await source.call('POST', '/api/events', {
      cookie,
      body: { title: 'Quran circle', description: 'Weekly', isPermanent: true, category: 'education' },
    }),
  );
  await ok(
    await source.call('POST', '/api/announcements', {
      cookie,
      // With staff translations (issue 26 item 4): they travel in the backup like the default text.
      body: {
        title: 'Parking',
        content: 'Use the lot on Main St.',
        priority: 7,
        isActive: true,
        translations: { tr: { title: 'Otopark' }, ar: { title: 'موقف السيارات', content: 'استخدموا الموقف' } },
      },
    }),
  );
  await ok(
    await source.call('POST', '/api/contact', {
      body: { name: 'Aisha', email: 'aisha@example.org', subject: 'Nikah', message: 'Salaam, when can we meet?' },
    }),
  );
  await ok(await source.call('POST', '/api/newsletter/subscribe', { body: { email: 'yusuf@example.org' } }));
  await ok(await source.call('POST', '/api/analytics/track', { body: { page: '/donate', sessionId: 'session-one' } }));
  // A past month's views and its report: the rollups, which outlive the raw views (kept two days).
  source.setNow(new Date('2026-03-10T20:00:00Z'));
  for (const page of ['/about', '/donate', '/about'])
    await ok(await source.call('POST', '/api/analytics/track', { body: { page, sessionId: 'session-march' } }));
  source.setNow(new Date('2026-04-02T20:00:00Z'));
  await ok(await source.call('GET', '/api/analytics/monthly/2026/3', { cookie }));
  source.setNow(undefined);
  await ok(await source.call('PUT', '/api/display/settings', { cookie, body: { slideSeconds: 20, theme: 'light' } }));
  const form = new FormData();
  form.append('photos', new File([(await realImage('png')) as BlobPart], 'iftar.png', { type: 'image/png' }));
  form.append('galleryName', 'Iftar 2026');
  await ok(
    await source.request('/api/photos/upload', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie },
      body: form,
    }),
  );
  await seedDemoPrayerYear(source.db, new Date('2026-06-01T12:00:00Z'));
  await ok(
    await source.call('PUT', '/api/prayer-settings', {
      cookie,
      body: {
        settings: {
          ...configPrayerSettings,
          eidPrayers: [{ kind: 'adha', date: '2026-05-27', times: ['08:00'], place: 'Main hall', note: '' }],
        },
      },
    }),
  );
  // Staff-run content: a seeded kind, a published item with its revision, and the audit log's entry.
  await seedDefaultContent(source.db, new Date('2026-06-01T12:00:00Z'), { page: () => [{ slug: 'about', data: { title: 'About Us' } }] });
  await insertContentItem(source.db, {
    kind: 'program',
    slug: 'quran-circle',
    data: { title: 'Quran Circle' },
    draft: false,
    actor: { id: null, username: 'amina', address: '203.0.113.9' },
    now: new Date('2026-06-02T12:00:00Z'),
    summary: 'Created program quran-circle',
  });
  // Issue 25: the super_admin's authenticator app with its recovery codes, and the requirement's rows.
  const call = (method: string, url: string, body?: unknown) => source.call(method, url, { cookie, ...(body ? { body } : {}) });
  const { secret } = (await (await call('POST', '/api/user/totp')).json()) as { secret: string };
  await ok(await call('POST', '/api/user/totp/confirm', { code: await totpAt(secret, new Date()) }));
  await ok(await call('PUT', '/api/admin/second-factor-policy', { roles: { super_admin: false, admin: false, editor: false } }));
  // A staff member's passkey (issue 25): a credential, kept like the password hash.
  const staff = await source.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
  await insertPasskey(source.db, {
    userId: staff.id,
    credentialId: 'QNGl-JQYBFRfMfU0U4WV9w',
    publicKey: 'pQECAyYgASFYINymmR8bxDj1YQh9Shp21U20edR1I43-DP6qnnmAn46KIlggUw5lUArra14RrO_V4lIWMXZEczQWZNp8OMptAafgqXg',
    counter: 7,
    transports: ['internal', 'hybrid'],
    name: 'Office laptop',
    now: new Date('2026-06-03T12:00:00Z'),
  });
  // Issue 27: an event taking online sign-ups and one family's sign-up.
  const iftar = (await (
    await source.call('POST', '/api/events', {
      cookie,
      body: { title: 'Community iftar', description: 'Dinner', startDate: '2099-03-10T18:30', signUp: { online: true, capacity: 60, waitingList: true } },
    })
  ).json()) as { id: number };
  await ok(await source.call('POST', `/api/events/${iftar.id}/registrations`, { body: { name: 'Aisha', email: 'aisha@example.org', seats: 3 } }));
  file = path.join(dir, 'backup.jsonl.gz');
  await writeBackup(source.db, path.join(dir, 'uploads'), file);
});
afterAll(async () => {
  await source.drop();
  await rm(dir, { recursive: true, force: true });
});

// Node only: backups are command-line tools beside a Node server's database and uploads folder; on
// Cloudflare the data lives in Neon and R2, kept by their own branching and copies (README, Backups).
describe.skipIf(onEdge)('backup and restore', () => {
  it('knows every table of the schema: kept, or left out on purpose', async () => {
    const result = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%'`.execute(
      raw(source.db),
    );
    const known = [...BACKUP_TABLES.map((t) => t.name), ...TABLES_NOT_BACKED_UP].sort();
    expect(result.rows.map((r) => r.name).sort()).toEqual(known);
  });

  it('restores every kept row, byte for byte, and every upload, into an empty database', async () => {
    const summary = await verifyBackup(file, await knownMigrations());
    expect(summary.uploads).toBe(1);
    const target = await createTestDb({ migrate: false });
    const uploads = path.join(dir, 'restored-uploads');
    try {
      await migrateTo(target.db, summary.migrations.at(-1)!);
      expect(await restoreRows(target.db, file)).toBe(summary.rows);
      expect(await restoreUploads(file, uploads)).toBe(1);
      for (const table of BACKUP_TABLES) {
        const before = await tableRows(source.db, table.name, table.orderBy);
        expect(before.length, `${table.name} holds rows to restore`).toBeGreaterThan(0);
        expect(await tableRows(target.db, table.name, table.orderBy), table.name).toEqual(before);
      }
      expect((await tableRows(target.db, 'prayer_times', 'date')).length).toBeGreaterThanOrEqual(365);
      // Serial counters continue after the restored ids, so the next insert cannot collide.
      for (const table of BACKUP_TABLES.filter((t) => t.orderBy === 'id')) {
        const { rows } = await sql<{ next: number; top: number | null }>`
          select nextval(pg_get_serial_sequence(${table.name}, 'id'))::int as next,
                 (select max(id)::int from ${sql.table(table.name)}) as top`.execute(raw(target.db));
        expect(rows[0]!.next, table.name).toBeGreaterThan(rows[0]!.top ?? 0);
      }
      const { storageKey } = await source.db.selectFrom('photos').select('storageKey').executeTakeFirstOrThrow();
      const stored = await filesystemStorage(path.join(dir, 'uploads')).get(storageKey);
      const restored = await filesystemStorage(uploads).get(storageKey);
      expect(restored).not.toBeNull();
      expect(Buffer.from(restored!.body as Uint8Array).equals(Buffer.from(stored!.body as Uint8Array))).toBe(true);
      expect(restored!.contentType).toBe('image/png');
    } finally {
      await target.drop();
    }
  });

  it('is all or nothing: a row that cannot be stored leaves the database empty', async () => {
    const lines = gunzipSync(await readFile(file))
      .toString('utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const photos = lines.find((l) => l.table === 'photos');
    photos.rows[0].gallery_id = 999_999; // no such gallery: the foreign key refuses it, after many rows went in
    const broken = path.join(dir, 'broken.jsonl.gz');
    await writeFile(broken, gzipSync(lines.map((l) => JSON.stringify(l)).join('\n')));
    const target = await createTestDb({ migrate: false });
    try {
      await migrateTo(target.db, (await appliedMigrations(source.db)).at(-1)!);
      await expect(restoreRows(target.db, broken)).rejects.toThrow();
      expect(await isEmptyForRestore(target.db)).toBe(true);
    } finally {
      await target.drop();
    }
  });

  it.each([
    ['cut off half way', (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2)), /cut off|cannot be read/],
    ['not gzip at all', () => Buffer.from('date,fajr\n2026-01-01,05:00\n'), /cannot be read/],
    ['gzip of something else', () => gzipSync('{"hello":"world"}\n'), /not a backup made by/],
    [
      'missing its end marker',
      (bytes: Buffer) => gzipSync(gunzipSync(bytes).toString('utf8').trim().split('\n').slice(0, -1).join('\n')),
      /cut off \(no end marker\)/,
    ],
    [
      'an upload named to escape the uploads folder',
      (bytes: Buffer) => {
        const text = gunzipSync(bytes)
          .toString('utf8')
          .replace(/"upload":"[^"]+"/, '"upload":"../../etc/cron.d/x"');
        return gzipSync(text);
      },
      /unsafe name/,
    ],
    [
      'from a newer version of the site',
      (bytes: Buffer) =>
        gzipSync(
          gunzipSync(bytes).toString('utf8').replace('"migrations":[', '"migrations":["2999-01-01T0000-future",'),
        ),
      /newer version/,
    ],
  ])('refuses a file %s before writing anything', async (_label, mangle, message) => {
    const mangled = path.join(dir, 'mangled.jsonl.gz');
    await writeFile(mangled, mangle(await readFile(file)));
    const error = await verifyBackup(mangled, await knownMigrations()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupFileError);
    expect((error as Error).message).toMatch(message);
  });
});
