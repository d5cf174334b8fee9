import { FIRST_STEP_KEYS, firstStepRule, planIncludes, STARTER_SERVICES, type FirstStepKey, type FirstSteps } from '@atelier/shared';
import { and, count, eq, gt, gte, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  bookingSettings,
  clients,
  servicePriceLists,
  services,
  taxSettings,
  workspaceInvites,
  workspaceMembers,
  workspaces,
} from '../../db/schema/index.js';
import { can, type Actor } from '../../lib/actor.js';

/** Whether any row answers: the checks below ask for one row, never a count of a studio's records. */
async function any(query: Promise<unknown[]>): Promise<boolean> {
  return (await query).length > 0;
}

/**
 * The studio's price list is its own once it changed the common alterations it was started with
 * (decision 150): a line added or edited after the start, or one deleted.
 */
async function priceListMadeOwn(db: Db, workspaceId: string): Promise<boolean> {
  // The start is compared inside the database: read back into a JavaScript Date it would lose its
  // microseconds, and lines written in the same moment would look changed on PostgreSQL.
  const started = db
    .select({ at: servicePriceLists.startedAt })
    .from(servicePriceLists)
    .where(eq(servicePriceLists.workspaceId, workspaceId));
  const [row] = await db
    .select({
      started: sql<boolean>`exists (${started})`,
      lines: count(),
      changed: sql<boolean>`coalesce(bool_or(${services.createdAt} > (${started}) or ${services.updatedAt} > (${started})), false)`,
    })
    .from(services)
    .where(eq(services.workspaceId, workspaceId));
  return !!row?.started && (row.changed || row.lines !== STARTER_SERVICES.length);
}

/** What each step asks of the studio, read from the studio itself: nothing is ticked by hand. */
const DONE: Record<FirstStepKey, (db: Db, actor: Actor) => Promise<boolean>> = {
  conventions: async (_db, actor) => !!actor.studio.settings.conventionsConfirmedAt,
  tax: (db, { workspaceId }) =>
    any(
      db
        .select({ id: taxSettings.workspaceId })
        .from(taxSettings)
        .where(
          and(
            eq(taxSettings.workspaceId, workspaceId),
            or(ne(taxSettings.legalName, ''), ne(taxSettings.companyNumber, ''), ne(taxSettings.vatNumber, '')),
          ),
        ),
    ),
  priceList: (db, { workspaceId }) => priceListMadeOwn(db, workspaceId),
  booking: (db, { workspaceId }) =>
    any(
      db
        .select({ id: bookingSettings.workspaceId })
        .from(bookingSettings)
        .where(and(eq(bookingSettings.workspaceId, workspaceId), eq(bookingSettings.enabled, true))),
    ),
  // Another member, or an invitation still waiting for its answer.
  team: async (db, { workspaceId, user }) =>
    (await any(
      db
        .select({ id: workspaceMembers.id })
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), ne(workspaceMembers.userId, user.id)))
        .limit(1),
    )) ||
    any(
      db
        .select({ id: workspaceInvites.id })
        .from(workspaceInvites)
        .where(
          and(
            eq(workspaceInvites.workspaceId, workspaceId),
            isNull(workspaceInvites.acceptedAt),
            isNull(workspaceInvites.revokedAt),
            gte(workspaceInvites.expiresAt, new Date()),
          ),
        )
        .limit(1),
    ),
  brand: async (db, { workspaceId }) =>
    any(
      db
        .select({ id: workspaces.id })
        .from(workspaces)
        .where(and(eq(workspaces.id, workspaceId), or(sql`${workspaces.logoFileId} is not null`, gt(workspaces.brandColor, '')))),
    ),
  firstClient: (db, { workspaceId }) =>
    any(db.select({ id: clients.id }).from(clients).where(eq(clients.workspaceId, workspaceId)).limit(1)),
};

/** The steps the actor's role and studio's plan let them take, as the pages they open let them in. */
export function firstStepsFor(actor: Pick<Actor, 'permissions' | 'studio'>): FirstStepKey[] {
  return FIRST_STEP_KEYS.filter((key) => {
    const rule = firstStepRule(key);
    return can(actor, rule.permission) && (!rule.feature || planIncludes(actor.studio.planHolder, rule.feature));
  });
}

/** A new studio's first steps (decision 211): which the actor may take and which are done. */
export function firstStepsService(ctx: AppContext) {
  async function read(actor: Actor): Promise<FirstSteps> {
    const [studio] = await ctx.db
      .select({ dismissedAt: workspaces.firstStepsDismissedAt })
      .from(workspaces)
      .where(eq(workspaces.id, actor.workspaceId));
    const dismissed = !!studio?.dismissedAt;
    // A hidden checklist is not shown again: nothing to read for it.
    if (dismissed) return { steps: [], dismissed };
    const keys = firstStepsFor(actor);
    const done = await Promise.all(keys.map((key) => DONE[key](ctx.db, actor)));
    return { steps: keys.map((key, i) => ({ key, done: done[i] ?? false })), dismissed };
  }

  return {
    read: ({ actor }: { actor: Actor }) => read(actor),
    async dismiss({ actor }: { actor: Actor }): Promise<FirstSteps> {
      await ctx.db
        .update(workspaces)
        .set({ firstStepsDismissedAt: sql`coalesce(${workspaces.firstStepsDismissedAt}, now())` })
        .where(eq(workspaces.id, actor.workspaceId));
      return read(actor);
    },
  };
}
