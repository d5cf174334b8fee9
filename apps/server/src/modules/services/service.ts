import {
  dollarsToCents,
  STARTER_SERVICES,
  type createServiceBodySchema,
  type serviceListQuerySchema,
  type updateServiceBodySchema,
} from '@atelier/shared';
import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { folded } from '../../db/schema/columns.js';
import { servicePriceLists, services, type ServiceRow } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import { recordActivity } from '../../lib/activity-log.js';
import { studioLanguageOf } from '../../lib/client-language.js';
import type { Actor } from '../../lib/actor.js';
import { fieldError, notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { positionText, readList, type ListRead } from '../../lib/pages.js';
import { foldedContains } from '../../lib/search.js';
import { assertWritten } from '../../lib/sql-rows.js';

import { createWithinLimits } from '../plans/record-limits.js';

export type ServiceFilters = z.output<typeof serviceListQuerySchema>;
export type CreateServiceInput = z.output<typeof createServiceBodySchema>;
export type UpdateServiceInput = z.output<typeof updateServiceBodySchema>;

const SERVICE = { table: services, what: 'Service' } as const;

function columnsOf(input: UpdateServiceInput): Partial<ServiceRow> {
  const { price, ...rest } = input;
  const columns: Partial<ServiceRow> = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  if (price !== undefined) columns.priceCents = dollarsToCents(price);
  return columns;
}

async function readService(db: Db, actor: Actor, id: string): Promise<ServiceRow> {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, id), eq(services.workspaceId, actor.workspaceId)))
    .limit(1);
  if (!row) throw notFound(said('services.notFound'));
  return row;
}

/** A name is the studio's once, whatever its case and accents: 'Ourlet' and 'ourlét' are one service. */
async function requireFreeName(db: Db, actor: Actor, name: string, except?: string): Promise<void> {
  const [taken] = await db
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.workspaceId, actor.workspaceId),
        sql`${folded(services.name)} = atelier_fold(${name})`,
        except ? ne(services.id, except) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw fieldError('name', said('services.nameTaken', { name }));
}

/**
 * Starts a studio's price list with the common alterations, once (decision 150): the studio's row in
 * service_price_lists is written by the first caller only, so a studio is never started twice, nor
 * again after it deleted them all.
 */
async function startPriceList(db: Db, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [first] = await tx
      .insert(servicePriceLists)
      .values({ workspaceId: actor.workspaceId })
      .onConflictDoNothing()
      .returning({ workspaceId: servicePriceLists.workspaceId });
    if (!first) return;
    const language = await studioLanguageOf(tx, actor.workspaceId);
    await tx.insert(services).values(
      STARTER_SERVICES.map((s) => ({
        workspaceId: actor.workspaceId,
        name: s[language],
        priceCents: dollarsToCents(s.price),
        minutes: s.minutes,
        stage: s.stage,
        garmentType: s.garmentType,
      })),
    );
  });
}

/** The price-list calls (decision 150): every call takes the actor and one options object (decision 064). */
export function serviceService(ctx: AppContext) {
  return {
    async list({ actor, filters }: { actor: Actor; filters: ServiceFilters }): Promise<ListRead<ServiceRow>> {
      await startPriceList(ctx.db, actor);
      const { limit, cursor, ...rest } = filters;
      const conditions: SQL[] = [];
      if (rest.search) {
        const match = or(foldedContains(services.name, rest.search), foldedContains(services.stage, rest.search));
        if (match) conditions.push(match);
      }
      return readList({
        key: ctx.pageKey,
        scope: { list: 'services', workspaceId: actor.workspaceId, filters: rest },
        page: { limit, cursor },
        order: { at: services.createdAt, id: services.id },
        read: async (after, take) => {
          const rows = await ctx.db
            .select({ service: services, at: positionText(services.createdAt) })
            .from(services)
            .where(and(eq(services.workspaceId, actor.workspaceId), ...conditions, after))
            .orderBy(desc(services.createdAt), desc(services.id))
            .limit(take);
          return rows.map((r) => ({ row: r.service, at: r.at, id: r.service.id }));
        },
      });
    },

    async create({ actor, input }: { actor: Actor; input: CreateServiceInput }): Promise<ServiceRow> {
      // A studio's first service comes after its starting list, not instead of it.
      await startPriceList(ctx.db, actor);
      const row = await createWithinLimits(ctx.db, {
        actor,
        store: 'services',
        create: async (tx) => {
          await requireFreeName(tx, actor, input.name);
          const [inserted] = await tx
            .insert(services)
            .values({
              ...columnsOf(input),
              name: input.name,
              priceCents: dollarsToCents(input.price),
              minutes: input.minutes,
              workspaceId: actor.workspaceId,
            })
            .returning();
          if (!inserted) return undefined;
          await recordActivity(tx, actor, { entityType: 'service', entityId: inserted.id, action: 'created', subject: inserted.name });
          return inserted;
        },
      });
      assertWritten(row, 'service insert');
      return row;
    },

    async update({ actor, id, input }: { actor: Actor; id: string; input: UpdateServiceInput }): Promise<ServiceRow> {
      const changes = columnsOf(input);
      if (Object.keys(changes).length === 0) return readService(ctx.db, actor, id);
      return ctx.db.transaction(async (tx) => {
        await requireAccess(tx, { ...SERVICE, actor, id, permission: 'services.write', lock: true });
        if (changes.name !== undefined) await requireFreeName(tx, actor, changes.name, id);
        const [after] = await tx
          .update(services)
          .set(changes)
          .where(and(eq(services.id, id), eq(services.workspaceId, actor.workspaceId)))
          .returning();
        assertWritten(after, 'service update');
        await recordActivity(tx, actor, { entityType: 'service', entityId: id, action: 'updated', subject: after.name });
        return after;
      });
    },

    async remove({ actor, id }: { actor: Actor; id: string }): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        await requireAccess(tx, { ...SERVICE, actor, id, permission: 'services.delete', lock: true });
        const service = await readService(tx, actor, id);
        await tx.delete(services).where(and(eq(services.id, id), eq(services.workspaceId, actor.workspaceId)));
        await recordActivity(tx, actor, { entityType: 'service', entityId: id, action: 'deleted', subject: service.name });
      });
    },
  };
}
