import { sql } from 'kysely';
import type { Db } from '../client.ts';
import type { NewUser, Role, User } from '../database.ts';

/** A user as the API may show it: never the password hash. */
export type PublicUser = Omit<User, 'passwordHash'>;

const publicColumns = ['id', 'username', 'firstName', 'email', 'role', 'createdAt'] as const;

export async function countUsers(db: Db): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findUserByUsername(db: Db, username: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export function findPublicUserById(db: Db, id: number): Promise<PublicUser | undefined> {
  return db.selectFrom('users').select(publicColumns).where('id', '=', id).executeTakeFirst();
}

export function findUserById(db: Db, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listUsers(db: Db): Promise<PublicUser[]> {
  return db.selectFrom('users').select(publicColumns).orderBy('createdAt').orderBy('id').execute();
}

export function insertUser(db: Db, user: NewUser): Promise<PublicUser> {
  return db.insertInto('users').values(user).returning(publicColumns).executeTakeFirstOrThrow();
}

export async function updateUserRole(db: Db, id: number, role: Role): Promise<PublicUser | undefined> {
  return db.updateTable('users').set({ role }).where('id', '=', id).returning(publicColumns).executeTakeFirst();
}

export async function updatePasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ passwordHash }).where('id', '=', id).execute();
}

export async function deleteUser(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
