import { CONTRACT_STATUS_LABELS, type contractListQuerySchema, type CreateContractBody, type UpdateContractBody } from '@atelier/shared';
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clients, contracts, quotes } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { said, sayIn } from '../../lib/said.js';
import { positionText, readList, type ListRead } from '../../lib/pages.js';
import { foldedContains } from '../../lib/search.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { createWithinLimits } from '../plans/record-limits.js';

import type { LoadedContract } from './presenter.js';
import { loadContract, loadContracts } from './queries.js';
import { readTemplate } from './templates.js';
import { insertContract } from './write.js';

export type ContractFilters = z.output<typeof contractListQuerySchema>;
const CONTRACT = { table: contracts, what: 'Contract' } as const;

/** A signed contract is never changed (decision 159): its change is a new version. */
export const signedRefusal = () => new AppError('CONTRACT_SIGNED', said('contracts.signed'));
/** A sent contract's text is frozen: what the client reads is what they sign. */
const sentRefusal = () => new AppError('CONTRACT_NOT_READY', said('contracts.sentFrozen'));

/** Refuses any change of a contract that is no longer a draft. */
export function requireDraft(loaded: LoadedContract): void {
  const { status } = loaded.row;
  if (status === 'signed' || status === 'signed-by-client') throw signedRefusal();
  if (status !== 'draft') throw sentRefusal();
}

/** The contracts' records (decision 159); every call takes the actor first (decision 064). */
export function contractService(ctx: AppContext) {
  return {
    async list({ actor, filters }: { actor: Actor; filters: ContractFilters }): Promise<ListRead<LoadedContract>> {
      const { limit, cursor, ...rest } = filters;
      const conditions: SQL[] = [];
      if (rest.clientId) conditions.push(eq(contracts.clientId, rest.clientId));
      if (rest.status) conditions.push(eq(contracts.status, rest.status));
      if (rest.search) {
        const match = or(foldedContains(contracts.title, rest.search), foldedContains(clients.name, rest.search));
        if (match) conditions.push(match);
      }
      return readList({
        key: ctx.pageKey,
        scope: { list: 'contracts', workspaceId: actor.workspaceId, filters: rest },
        page: { limit, cursor },
        order: { at: contracts.createdAt, id: contracts.id },
        read: async (after, take) => {
          const rows = await ctx.db
            .select({ id: contracts.id, at: positionText(contracts.createdAt) })
            .from(contracts)
            .innerJoin(clients, eq(clients.id, contracts.clientId))
            .where(and(eq(contracts.workspaceId, actor.workspaceId), ...conditions, after))
            .orderBy(desc(contracts.createdAt), desc(contracts.id))
            .limit(take);
          const loaded = await loadContracts(
            ctx.db,
            actor.workspaceId,
            rows.map((r) => r.id),
          );
          return loaded.map((row, i) => ({ row, at: rows[i]!.at, id: row.row.id }));
        },
      });
    },

    async get({ actor, id }: { actor: Actor; id: string }): Promise<LoadedContract> {
      return loadContract(ctx.db, actor.workspaceId, id);
    },

    async create({ actor, input }: { actor: Actor; input: CreateContractBody }): Promise<LoadedContract> {
      await requireAccess(ctx.db, {
        table: clients,
        what: 'Client',
        actor,
        id: input.clientId,
        permission: 'contracts.write',
        field: 'clientId',
      });
      if (input.quoteId)
        await requireAccess(ctx.db, {
          table: quotes,
          what: 'Quote',
          actor,
          id: input.quoteId,
          permission: 'contracts.write',
          field: 'quoteId',
        });
      const template = input.templateId ? await readTemplate(ctx.db, actor, input.templateId) : null;
      const body = input.body || template?.body;
      if (!body)
        throw new AppError('VALIDATION_ERROR', said('contracts.chooseTemplate'), {
          errors: [{ field: 'body', message: sayIn('en', said('contracts.textRequired')), said: said('contracts.textRequired') }],
        });
      const row = await createWithinLimits(ctx.db, {
        actor,
        store: 'contracts',
        create: (tx) =>
          insertContract(tx, actor, {
            clientId: input.clientId,
            templateId: template?.id ?? null,
            quoteId: input.quoteId ?? null,
            title: input.title,
            body,
            eventDate: input.eventDate ? input.eventDate.slice(0, 10) : null,
          }),
      });
      assertWritten(row, 'contract insert');
      return loadContract(ctx.db, actor.workspaceId, row.id);
    },

    async update({ actor, id, input }: { actor: Actor; id: string; input: UpdateContractBody }): Promise<LoadedContract> {
      if (input.quoteId)
        await requireAccess(ctx.db, {
          table: quotes,
          what: 'Quote',
          actor,
          id: input.quoteId,
          permission: 'contracts.write',
          field: 'quoteId',
        });
      await ctx.db.transaction(async (tx) => {
        await requireAccess(tx, { ...CONTRACT, actor, id, permission: 'contracts.write', lock: true });
        requireDraft(await loadContract(tx, actor.workspaceId, id));
        const changes = {
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.body !== undefined ? { body: input.body } : {}),
          ...(input.quoteId !== undefined ? { quoteId: input.quoteId } : {}),
          ...(input.eventDate !== undefined ? { eventDate: input.eventDate ? input.eventDate.slice(0, 10) : null } : {}),
        };
        if (Object.keys(changes).length === 0) return;
        const [after] = await tx
          .update(contracts)
          .set(changes)
          .where(and(eq(contracts.id, id), eq(contracts.workspaceId, actor.workspaceId), eq(contracts.status, 'draft')))
          .returning();
        assertWritten(after, 'contract update');
        await recordActivity(tx, actor, { entityType: 'contract', entityId: id, action: 'updated', subject: after.title });
      });
      return loadContract(ctx.db, actor.workspaceId, id);
    },

    /** A contract not yet signed by anyone may go; a signed one is the record of an agreement. */
    async remove({ actor, id }: { actor: Actor; id: string }): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        await requireAccess(tx, { ...CONTRACT, actor, id, permission: 'contracts.write', lock: true });
        const loaded = await loadContract(tx, actor.workspaceId, id);
        if (loaded.row.status === 'signed' || loaded.row.status === 'signed-by-client') throw signedRefusal();
        await tx
          .delete(contracts)
          .where(
            and(eq(contracts.id, id), eq(contracts.workspaceId, actor.workspaceId), inArray(contracts.status, ['draft', 'sent', 'void'])),
          );
        await recordActivity(tx, actor, { entityType: 'contract', entityId: id, action: 'deleted', subject: loaded.row.title });
      });
    },

    /**
     * The next version of a contract (decision 159): a draft with its text, linked to it, to change
     * and sign again. A contract still waiting for the client is replaced (void); a signed one stays
     * as it is, the record of what was agreed. Only one next version per contract.
     */
    async newVersion({ actor, id }: { actor: Actor; id: string }): Promise<LoadedContract> {
      const made = await ctx.db.transaction(async (tx) => {
        await requireAccess(tx, { ...CONTRACT, actor, id, permission: 'contracts.write', lock: true });
        const { row } = await loadContract(tx, actor.workspaceId, id);
        if (row.status === 'draft') throw new AppError('CONTRACT_NOT_READY', said('contracts.stillDraft'));
        if (row.status === 'signed-by-client') throw new AppError('CONTRACT_SIGNED', said('contracts.clientSigned'));
        const [next] = await nextVersion(tx, row);
        if (!next) throw new AppError('CONTRACT_NOT_READY', said('contracts.newerVersion'));
        if (row.status === 'sent') {
          await tx
            .update(contracts)
            .set({ status: 'void' })
            .where(and(eq(contracts.id, id), eq(contracts.status, 'sent')));
          await recordActivity(tx, actor, {
            entityType: 'contract',
            entityId: id,
            action: 'status-changed',
            subject: row.title,
            detail: CONTRACT_STATUS_LABELS.void,
          });
        }
        await recordActivity(tx, actor, { entityType: 'contract', entityId: next.id, action: 'created', subject: next.title });
        return next;
      });
      return loadContract(ctx.db, actor.workspaceId, made.id);
    },
  };
}

/** Inserts the draft after `row`; none when it already has one (the unique index on previous_id). */
function nextVersion(tx: Db, row: typeof contracts.$inferSelect) {
  return tx
    .insert(contracts)
    .values({
      workspaceId: row.workspaceId,
      clientId: row.clientId,
      templateId: row.templateId,
      quoteId: row.quoteId,
      version: row.version + 1,
      previousId: row.id,
      title: row.title,
      body: row.body,
      eventDate: row.eventDate,
    })
    .onConflictDoNothing()
    .returning();
}
