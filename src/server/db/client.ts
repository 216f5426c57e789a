import { CamelCasePlugin, Kysely, type Dialect } from 'kysely';
import type { Database } from './database.ts';

export type Db = Kysely<Database>;

/** Postgres type ids whose default JS conversion would lose meaning. */
export const PG_TYPE = { int8: 20, date: 1082 } as const;

/** Every dialect gets the same plugin, so snake_case columns read as camelCase everywhere. */
export function kyselyFor(dialect: Dialect): Db {
  return new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
}
