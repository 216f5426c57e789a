import { sql } from 'kysely';
import type { Db } from '../client.ts';

/**
 * Stores an address once: the unique index is on lower(email), so a second subscription in any letter
 * case stores nothing. Returns whether this call added it.
 */
export async function subscribeToNewsletter(db: Db, email: string): Promise<{ added: boolean }> {
  const row = await db
    .insertInto('newsletterSubscribers')
    .values({ email })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return { added: row !== undefined };
}

export async function countNewsletterSubscribers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('newsletterSubscribers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
