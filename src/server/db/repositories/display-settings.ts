import type { DisplaySettings, DisplayTheme } from '../../../domain/display/settings.ts';
import type { Db } from '../client.ts';

/** Today there is one screen; the key leaves room for a second hall's own settings. */
export const MAIN_SCREEN = 'main';

/** `language` null: the site's default language (saved before languages existed). */
export type StoredDisplaySettings = Omit<DisplaySettings, 'language'> & {
  language: string | null;
  updatedAt: Date;
  updatedBy: string | null;
};

/** The screen's saved settings with the username of who saved them, or undefined when none were saved. */
export async function findDisplaySettings(db: Db, screen = MAIN_SCREEN): Promise<StoredDisplaySettings | undefined> {
  const row = await db
    .selectFrom('displaySettings')
    .leftJoin('users', 'users.id', 'displaySettings.updatedBy')
    .select([
      'displaySettings.slideSeconds',
      'displaySettings.iqamahScreenMinutes',
      'displaySettings.theme',
      'displaySettings.language',
      'displaySettings.secondLanguage',
      'displaySettings.updatedAt',
      'users.username as updatedBy',
    ])
    .where('displaySettings.screen', '=', screen)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, theme: row.theme as DisplayTheme, updatedBy: row.updatedBy ?? null };
}

/** Stores the screen's settings in one statement (insert or replace). */
export async function saveDisplaySettings(
  db: Db,
  settings: DisplaySettings,
  by: { userId: number; at: Date },
  screen = MAIN_SCREEN,
): Promise<void> {
  const values = { ...settings, updatedAt: by.at, updatedBy: by.userId };
  await db
    .insertInto('displaySettings')
    .values({ screen, ...values })
    .onConflict((oc) => oc.column('screen').doUpdateSet(values))
    .execute();
}
