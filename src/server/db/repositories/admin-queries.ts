import type { Db } from '../client.ts';

/** Counts for the admin Overview that no other repository offers. */
export async function countUnreadContactMessages(db: Db): Promise<number> {
  const row = await db
    .selectFrom('contactMessages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('isRead', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
