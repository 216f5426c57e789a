import type { Db } from '../client.ts';

/** Who did it: the signed-in staff member and the address the request came from. */
export interface AuditActor {
  id: number | null;
  username: string;
  address?: string | undefined;
}

export interface AuditEntry {
  id: number;
  at: Date;
  username: string | null;
  action: string;
  target: string;
  summary: string;
  address: string | null;
}

/** Entries older than this are deleted as new ones are written (issue 25 keeps the security log 400 days). */
export const AUDIT_DAYS_KEPT = 400;

/** Records one staff action (`program.publish`, `site.publish`, …) in the caller's transaction. */
export async function recordAudit(
  db: Db,
  actor: AuditActor,
  entry: { action: string; target: string; summary: string; now: Date },
): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      at: entry.now,
      userId: actor.id,
      username: actor.username,
      action: entry.action,
      target: entry.target.slice(0, 200),
      summary: entry.summary,
      address: actor.address?.slice(0, 100) ?? null,
    })
    .execute();
  await db.deleteFrom('auditLog').where('at', '<', new Date(entry.now.getTime() - AUDIT_DAYS_KEPT * 86_400_000)).execute();
}

/** The newest entries first; `actionPrefix` narrows to one kind of action (`site.`). */
export async function listAudit(
  db: Db,
  options: { limit: number; beforeId?: number; actionPrefix?: string; excludeActionPrefix?: string },
): Promise<AuditEntry[]> {
  let query = db.selectFrom('auditLog').select(['id', 'at', 'username', 'action', 'target', 'summary', 'address']);
  if (options.beforeId !== undefined) query = query.where('id', '<', options.beforeId);
  if (options.actionPrefix) query = query.where('action', 'like', `${options.actionPrefix.replace(/[%_\\]/g, '\\$&')}%`);
  if (options.excludeActionPrefix)
    query = query.where('action', 'not like', `${options.excludeActionPrefix.replace(/[%_\\]/g, '\\$&')}%`);
  return query.orderBy('id', 'desc').limit(options.limit).execute();
}
