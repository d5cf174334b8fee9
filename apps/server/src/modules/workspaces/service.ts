import type { Language } from '@atelier/shared';
import type { Db } from '../../db/client.js';
import { workspaceMembers, workspaces, type UserRow } from '../../db/schema/index.js';
import { assertWritten } from '../../lib/sql-rows.js';

/**
 * A studio without a business name is named after its owner in the owner's language ("Atelier d’Ada"),
 * since its name shows on its documents, its booking page and its public patterns; the owner renames it
 * in settings. French elides "de" before a vowel or a mute h.
 */
const STUDIO_OF: Record<Language, (name: string) => string> = {
  en: (name) => `${name}'s studio`,
  fr: (name) => (/^[aeiouyhàâäéèêëîïôöûüœæ]/i.test(name) ? `Atelier d’${name}` : `Atelier de ${name}`),
  es: (name) => `Taller de ${name}`,
  pt: (name) => `Ateliê de ${name}`,
  de: (name) => `Atelier ${name}`,
  it: (name) => `Atelier di ${name}`,
};

function defaultStudioName(user: Pick<UserRow, 'businessName' | 'firstName'>, language: Language): string {
  return user.businessName?.trim() || STUDIO_OF[language](user.firstName);
}

/**
 * Every account gets its own studio when it is created, in the same transaction, with the
 * account as owner and only member (decision 019), named in the account's language.
 */
export async function createStudioFor(tx: Db, user: UserRow, language: Language): Promise<string> {
  const [studio] = await tx
    .insert(workspaces)
    .values({ name: defaultStudioName(user, language), ownerId: user.id })
    .returning({ id: workspaces.id });
  assertWritten(studio, 'workspace insert');
  await tx.insert(workspaceMembers).values({ workspaceId: studio.id, userId: user.id, role: 'owner' });
  return studio.id;
}
