import { LANGUAGES, type Language } from '@atelier/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users, workspaces } from '../db/schema/index.js';
import { userSettings } from './user-settings.js';

const asLanguage = (value: unknown): Language => ((LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : 'en');

/**
 * The language a client is written to in (decision 128): the client's own, else its studio's owner's
 * language setting, else English. One expression, so a list of clients reads it in its one query.
 * Written out: inside the subquery an unqualified column would be the user's or the workspace's.
 */
export const clientLanguageSql =
  sql<Language>`coalesce("clients"."language", (select u.settings->>'language' from workspaces w join users u on u.id = w.owner_id where w.id = "clients"."workspace_id"), 'en')`.mapWith(
    asLanguage,
  );

/** The studio's language: its owner's setting, which a client without its own follows (decision 128). */
export async function studioLanguageOf(db: Db, workspaceId: string): Promise<Language> {
  const [row] = await db
    .select({ settings: users.settings, subscribeToNewsletter: users.subscribeToNewsletter })
    .from(workspaces)
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(eq(workspaces.id, workspaceId))
    .limit(1);
  return row ? userSettings(row).language : 'en';
}
