import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect } from './pglite-dialect.ts';

// What a PGlite dialect must do that kysely-pglite 0.6.1 does not (ADR 018): PGlite is one session, so a
// transaction must hold it alone, and Kysely's affected-row counts must come through.
interface Tables {
  notes: { id: number; text: string };
}

describe('PGliteDialect', () => {
  const pglite = new PGlite();
  const db = new Kysely<Tables>({ dialect: new PGliteDialect(pglite) });

  beforeAll(async () => {
    await sql`create table notes (id int primary key, text text not null)`.execute(db);
  }, 120_000); // PGlite's WASM start on a busy machine
  afterAll(() => db.destroy());

  it('counts the rows an update and a delete touch', async () => {
    await db.insertInto('notes').values([{ id: 1, text: 'a' }, { id: 2, text: 'b' }]).execute();
    const updated = await db.updateTable('notes').set({ text: 'c' }).where('id', '=', 1).executeTakeFirstOrThrow();
    const deleted = await db.deleteFrom('notes').where('id', 'in', [1, 2]).executeTakeFirstOrThrow();
    expect([updated.numUpdatedRows, deleted.numDeletedRows]).toEqual([1n, 2n]);
  });

  it("keeps another request's write out of a transaction that rolls back", async () => {
    let otherWrite: Promise<unknown> = Promise.resolve();
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 10, text: 'in the transaction' }).execute();
      otherWrite = db.insertInto('notes').values({ id: 11, text: 'another request' }).execute();
      // Give the other write every chance to run now, as it would without the queue.
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('roll back');
    });
    await expect(transaction).rejects.toThrow('roll back');
    await otherWrite;
    const ids = await db.selectFrom('notes').select('id').orderBy('id').execute();
    expect(ids.map((row) => row.id)).toEqual([11]);
  });

  it('opens a transaction with its isolation level and access mode', async () => {
    const level = await db
      .transaction()
      .setIsolationLevel('serializable')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const { rows } = await sql<{ level: string; readOnly: string }>`
          select current_setting('transaction_isolation') as level, current_setting('transaction_read_only') as "readOnly"`.execute(trx);
        return rows[0];
      });
    expect(level).toEqual({ level: 'serializable', readOnly: 'on' });
  });
});
