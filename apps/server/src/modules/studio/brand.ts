import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { storedFiles, users, workspaces } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import type { DocumentBrand } from '../../lib/pdf-document.js';
import { planHolderColumns } from '../plans/rules.js';
import { planIncludes } from '@atelier/shared';

/**
 * The studio's brand for a document or a mail to a client (decision 073), the one place it is
 * decided: the studio's name always; its logo and colour only while the owner's plan includes
 * branding (Enterprise). A studio that leaves Enterprise keeps both stored for when it returns,
 * and its documents show the name alone meanwhile.
 */
export async function documentBrand(db: Db, workspaceId: string, now = new Date()): Promise<DocumentBrand> {
  const [row] = await db
    .select({ name: workspaces.name, color: workspaces.brandColor, logo: storedFiles.data, ...planHolderColumns })
    .from(workspaces)
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .leftJoin(storedFiles, eq(storedFiles.id, workspaces.logoFileId))
    .where(eq(workspaces.id, workspaceId))
    .limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', said('session.ended'));
  const branded = planIncludes(row, 'branding', now);
  return { name: row.name, logo: branded ? (row.logo ?? null) : null, color: branded ? (row.color ?? null) : null };
}
