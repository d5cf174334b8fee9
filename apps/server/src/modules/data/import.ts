import type { clientImportBodySchema } from '@atelier/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { clients } from '../../db/schema/index.js';
import { recordActivity } from '../../lib/activity-log.js';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { studioLanguageOf } from '../../lib/client-language.js';
import type { ClientWithStats } from '../clients/service.js';
import { createManyWithinLimits } from '../plans/record-limits.js';

export type ClientImportRows = z.output<typeof clientImportBodySchema>['rows'];

/**
 * POST /clients/import (decision 026). The route's schema has already refused the whole
 * body if any row is invalid; here the plan's limit and the store's bound (decision 070) are checked for the whole batch and every row
 * is inserted in one statement inside that one transaction: all rows or none.
 */
export async function importClients(
  ctx: AppContext,
  { actor, rows }: { actor: Actor; rows: ClientImportRows },
): Promise<ClientWithStats[]> {
  requirePermission(actor, 'clients.write');
  const inserted = await createManyWithinLimits(ctx.db, {
    actor,
    store: 'clients',
    adding: rows.length,
    create: async (tx) => {
      const added = await tx
        .insert(clients)
        .values(rows.map((row) => ({ ...row, workspaceId: actor.workspaceId, status: row.status ?? 'active' })))
        .returning();
      // One entry per client, like any other way of adding one (every create is logged).
      await recordActivity(
        tx,
        actor,
        ...added.map((c) => ({ entityType: 'client' as const, entityId: c.id, action: 'created' as const, subject: c.name })),
      );
      return added;
    },
  });
  // One INSERT keeps the rows' order; answered in the file's order, new clients have no projects yet.
  // Imported rows name no language: they follow the studio's (decision 128).
  const language = await studioLanguageOf(ctx.db, actor.workspaceId);
  return inserted.map((row) => ({ ...row, openProjects: 0, lastOrderDate: null, language: row.language ?? language }));
}
