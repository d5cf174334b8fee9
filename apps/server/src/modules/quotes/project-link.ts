import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, type FieldRefusal } from '../../lib/errors.js';
import { said, sayIn, type Said } from '../../lib/said.js';

const refusalOn = (field: string, refusal: Said): FieldRefusal => ({ field, message: sayIn('en', refusal), said: refusal });

/*
 * A quote for a garment the studio already has in hand (decision 191): the studio names the
 * client's project, and the acceptance adds the deposit to it instead of making a second project.
 */

const PROJECT = { table: projects, what: 'Project', field: 'projectId' } as const;

/**
 * The project a quote is for: one of the studio's, of the quote's client, not cancelled; null
 * leaves the acceptance to make one. Another client's project is refused on the field.
 */
export async function requireQuoteProject(db: Db, actor: Actor, clientId: string, projectId: string | null): Promise<string | null> {
  if (projectId === null) return null;
  await requireAccess(db, { ...PROJECT, actor, id: projectId, permission: 'projects.read' });
  const [row] = await db
    .select({ clientId: projects.clientId, status: projects.status })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.workspaceId, actor.workspaceId)));
  if (row?.clientId !== clientId)
    throw new AppError('VALIDATION_ERROR', said('quotes.projectOtherClient'), {
      errors: [refusalOn('projectId', said('quotes.chooseClientProject'))],
    });
  if (row.status === 'cancelled')
    throw new AppError('VALIDATION_ERROR', said('quotes.projectCancelledChoose'), {
      errors: [refusalOn('projectId', said('quotes.projectCancelled'))],
    });
  return projectId;
}

/** At acceptance, the linked project if it is still the client's and open; else null, and one is made. */
export async function openLinkedProject(tx: Db, workspaceId: string, clientId: string, projectId: string | null): Promise<string | null> {
  if (!projectId) return null;
  const [row] = await tx
    .select({ clientId: projects.clientId, status: projects.status })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.workspaceId, workspaceId)));
  return row && row.clientId === clientId && row.status !== 'cancelled' ? projectId : null;
}
