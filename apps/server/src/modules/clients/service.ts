import {
  CLIENT_STATUS_LABELS,
  type Language,
  type clientListQuerySchema,
  type createClientBodySchema,
  type updateClientBodySchema,
} from '@atelier/shared';
import { and, desc, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clients, measurements, projects, type ClientRow } from '../../db/schema/index.js';
import { requireRecord } from '../../lib/access.js';
import { recordActivity, updateAction } from '../../lib/activity-log.js';
import { type Actor } from '../../lib/actor.js';
import { AppError, notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { readList, positionText, type ListRead } from '../../lib/pages.js';
import { held, preparedPages } from '../../lib/prepared-pages.js';
import { foldedContains } from '../../lib/search.js';
import { createWithinLimits, requireEditable } from '../plans/record-limits.js';
import { clientDeletion, relatedCounts } from './deletion.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { clientLanguageSql, studioLanguageOf } from '../../lib/client-language.js';
import { projectIsOpenSql } from '../../lib/open-projects.js';

export type ClientFilters = z.output<typeof clientListQuerySchema>;
export type CreateClientInput = z.output<typeof createClientBodySchema>;
export type UpdateClientInput = z.output<typeof updateClientBodySchema>;
/** A client row with the two fields derived from its projects when read (never stored). */
export type ClientWithStats = Omit<ClientRow, 'language'> & { openProjects: number; lastOrderDate: Date | null; language: Language };

const CLIENT = { table: clients, what: 'Client' } as const;

/** Clients with their derived fields (open projects, last order) in one query. */
function selectClientsWithStats(db: Db, workspaceId: string | Placeholder, where: SQL | undefined) {
  // Correlated per client, on projects' (client_id, created_at, id) index: a page of 50 counts its
  // 50 clients' projects, not every project of the studio (decision 069).
  // Written out: drizzle leaves a one-table query's columns unqualified, and inside the subquery an
  // unqualified "id" would be the project's.
  const open = sql<number>`(select count(*) from projects p where p.client_id = "clients"."id" and ${projectIsOpenSql('p.status')})`;
  const last = sql<Date | null>`(select max(p.created_at) from projects p where p.client_id = "clients"."id")`;
  return db
    .select({
      client: clients,
      openProjects: open.mapWith(Number),
      lastOrderDate: last.mapWith(projects.createdAt),
      language: clientLanguageSql,
      at: positionText(clients.createdAt),
    })
    .from(clients)
    .where(and(eq(clients.workspaceId, workspaceId), where))
    .orderBy(desc(clients.createdAt), desc(clients.id));
}

type StatsRow = { client: ClientRow; openProjects: number; lastOrderDate: Date | null; language: Language; at: string };
/**
 * The row the query just made takes the derived fields itself: a spread copied every field of every
 * client again (5 µs a client, a tenth of a page's time; decision 173). The stored language gives way
 * to the one the client follows.
 */
const flatten = (r: StatsRow): ClientWithStats =>
  Object.assign(r.client, { openProjects: r.openProjects, lastOrderDate: r.lastOrderDate, language: r.language });

const ORDER = { at: clients.createdAt, id: clients.id };
// Unfiltered pages by statements prepared once (decision 174).
const pages = preparedPages('clients_page', ORDER, (db, after) => selectClientsWithStats(db, held.workspaceId, after).limit(held.take));
const positioned = (rows: StatsRow[]) => rows.map((r) => ({ row: flatten(r), at: r.at, id: r.client.id }));

/** One client of the actor's studio with its derived fields; 404 when there is none. */
export async function readClient(db: Db, actor: Actor, id: string): Promise<ClientWithStats> {
  const [row] = await selectClientsWithStats(db, actor.workspaceId, eq(clients.id, id)).limit(1);
  if (!row) throw notFound(said('clients.notFound'));
  return flatten(row);
}

/** The client calls: every call takes the actor and one options object (decision 019). */
export function clientService(ctx: AppContext) {
  return {
    /** A page of the studio's clients, newest first, or the whole list as batches (decision 069). */
    list({ actor, filters }: { actor: Actor; filters: ClientFilters }): Promise<ListRead<ClientWithStats>> | ListRead<ClientWithStats> {
      const { limit, cursor, ...rest } = filters;
      const conditions: SQL[] = [];
      if (rest.search) {
        const match = or(foldedContains(clients.name, rest.search), foldedContains(clients.email, rest.search));
        if (match) conditions.push(match);
      }
      if (rest.status) conditions.push(eq(clients.status, rest.status));
      return readList({
        key: ctx.pageKey,
        scope: { list: 'clients', workspaceId: actor.workspaceId, filters: rest },
        page: { limit, cursor },
        order: ORDER,
        read: async (after, take) =>
          positioned(await selectClientsWithStats(ctx.db, actor.workspaceId, and(...conditions, after)).limit(take)),
        prepared:
          conditions.length > 0
            ? undefined
            : async (position, take) => positioned(await pages(ctx.db, { workspaceId: actor.workspaceId }, position, take)),
      });
    },

    async get({ actor, id }: { actor: Actor; id: string }) {
      const [client, related, deletion] = await Promise.all([
        readClient(ctx.db, actor, id),
        relatedCounts(ctx.db, id),
        clientDeletion(ctx.db, id),
      ]);
      return { client, related, deletion };
    },

    async create({ actor, input }: { actor: Actor; input: CreateClientInput }): Promise<ClientWithStats> {
      const row = await createWithinLimits(ctx.db, {
        actor,
        store: 'clients',
        create: async (tx) => {
          const [inserted] = await tx
            .insert(clients)
            .values({ ...input, workspaceId: actor.workspaceId, status: input.status ?? 'active' })
            .returning();
          if (inserted)
            await recordActivity(tx, actor, { entityType: 'client', entityId: inserted.id, action: 'created', subject: inserted.name });
          return inserted;
        },
      });
      assertWritten(row, 'client insert');
      // Left out, the client follows the studio's language (decision 128).
      const language = row.language ?? (await studioLanguageOf(ctx.db, actor.workspaceId));
      return { ...row, openProjects: 0, lastOrderDate: null, language };
    },

    async update({ actor, id, input }: { actor: Actor; id: string; input: UpdateClientInput }): Promise<ClientWithStats> {
      // Over the plan's limit after a downgrade: readable and deletable, not editable (decision 043).
      await requireEditable(ctx.db, { actor, resource: 'clients', id });
      // Only the fields sent change; an empty body changes nothing and returns the client as is.
      const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length > 0) {
        await ctx.db.transaction(async (tx) => {
          const [before] = await tx
            .select({ status: clients.status })
            .from(clients)
            .where(and(eq(clients.id, id), eq(clients.workspaceId, actor.workspaceId)))
            .for('update');
          if (!before) throw notFound(said('clients.notFound'));
          const [after] = await tx
            .update(clients)
            .set(changes)
            .where(and(eq(clients.id, id), eq(clients.workspaceId, actor.workspaceId)))
            .returning({ name: clients.name, status: clients.status });
          if (!after) throw notFound(said('clients.notFound'));
          const action = updateAction(before.status, after.status);
          await recordActivity(tx, actor, {
            entityType: 'client',
            entityId: id,
            action,
            subject: after.name,
            detail: action === 'status-changed' ? CLIENT_STATUS_LABELS[after.status] : '',
          });
        });
      }
      return readClient(ctx.db, actor, id);
    },

    /**
     * Deletes the client with its measurements and projects in one transaction. The client row is
     * locked first, so no measurement or project can be added to it between counting and deleting
     * (their foreign key check needs that row), and the counts returned are exactly what went.
     */
    async remove({ actor, id }: { actor: Actor; id: string }) {
      return ctx.db.transaction(async (tx) => {
        await requireRecord(tx, { ...CLIENT, actor, id, lock: true });
        const deletion = await clientDeletion(tx, id);
        if (!deletion.allowed) throw new AppError(deletion.code ?? 'FORBIDDEN', deletion.message ?? 'This client cannot be deleted.');
        const goneMeasurements = await tx.delete(measurements).where(eq(measurements.clientId, id)).returning({ id: measurements.id });
        const goneProjects = await tx.delete(projects).where(eq(projects.clientId, id)).returning({ id: projects.id });
        const [gone] = await tx
          .delete(clients)
          .where(and(eq(clients.id, id), eq(clients.workspaceId, actor.workspaceId)))
          .returning({ name: clients.name });
        await recordActivity(tx, actor, { entityType: 'client', entityId: id, action: 'deleted', subject: gone?.name ?? '' });
        return { measurements: goneMeasurements.length, projects: goneProjects.length };
      });
    },
  };
}
