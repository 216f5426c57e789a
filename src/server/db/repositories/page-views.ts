import type { Db } from '../client.ts';

/** One page view (SPEC 3's analytics event). No address of the client is stored. */
export async function insertPageView(
  db: Db,
  view: { sessionId: string; page: string; userAgent: string | null; referrer: string | null; viewedAt: Date },
): Promise<void> {
  await db.insertInto('pageViews').values(view).execute();
}
