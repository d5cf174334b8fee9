import {
  addDaysToDay,
  QUOTE_LIMITS,
  QUOTE_STATUS_LABELS,
  type createQuoteBodySchema,
  type previewQuoteBodySchema,
  type quoteListQuerySchema,
  type updateQuoteBodySchema,
} from '@atelier/shared';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clients, quoteLines, quotes, type UserRow } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { readList, type ListRead } from '../../lib/pages.js';
import { clientNameMatches, foldedContains } from '../../lib/search.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { takeNumbers } from '../../lib/studio-sequence.js';
import { userSettings } from '../../lib/user-settings.js';
import { todayIn } from '../invoices/queries.js';
import { priceQuote, type PricedQuote } from './pricing.js';
import { requireQuoteProject } from './project-link.js';
import { createWithinLimits } from '../plans/record-limits.js';
import { studioOwner } from '../plans/rules.js';
import type { PlannedLine } from './lines.js';
import { loadQuote, loadQuotes, quoteStatusIs, type QuoteRecord } from './queries.js';

export type CreateQuoteInput = z.output<typeof createQuoteBodySchema>;
export type UpdateQuoteInput = z.output<typeof updateQuoteBodySchema>;
export type PreviewQuoteInput = z.output<typeof previewQuoteBodySchema>;
export type QuoteFilters = z.output<typeof quoteListQuerySchema>;

const QUOTE = { table: quotes, what: 'Quote' } as const;
const CLIENT = { table: clients, what: 'Client', field: 'clientId' } as const;

/** A quote's code (decision 158): Q-0001, from the studio's own sequence. */
export const quoteCode = (n: number): string => `Q-${String(n).padStart(4, '0')}`;

const lineRows = (quoteId: string, lines: readonly PlannedLine[]) => lines.map((line, position) => ({ ...line, quoteId, position }));

/**
 * A quote is changed while draft or sent (an edit of a sent quote is what the client sees next on
 * the portal); once accepted or declined it is locked (decision 158).
 */
export const lockedQuote = () => new AppError('QUOTE_LOCKED', said('quotes.locked'));

/**
 * The quote calls (decision 158). `now` is injectable for the validity rule. The permission, the
 * plan and the quote an `:id` names are the routes' declarations (decision 193): these check only
 * the ids a body or a query carries.
 */
export function quoteService(ctx: AppContext, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());
  const today = (owner: UserRow) => todayIn(userSettings(owner).timezone, now());

  async function read(actor: Actor, id: string, owner: UserRow): Promise<QuoteRecord> {
    const found = await loadQuote(ctx.db, actor.workspaceId, id, today(owner));
    if (!found) throw notFound(said('quotes.notFound'));
    return found;
  }

  async function list(actor: Actor, filters: QuoteFilters): Promise<ListRead<QuoteRecord>> {
    const { limit, cursor, ...rest } = filters;
    const owner = await studioOwner(ctx.db, actor.workspaceId);
    const conditions: SQL[] = [eq(quotes.workspaceId, actor.workspaceId)];
    if (rest.clientId !== undefined) {
      await requireAccess(ctx.db, { ...CLIENT, actor, id: rest.clientId, permission: 'clients.read' });
      conditions.push(eq(quotes.clientId, rest.clientId));
    }
    const day = today(owner);
    if (rest.status) conditions.push(quoteStatusIs(rest.status, day));
    if (rest.search) {
      const term = rest.search;
      conditions.push(
        or(
          foldedContains(quotes.code, term),
          foldedContains(quotes.title, term),
          clientNameMatches(quotes.clientId, actor.workspaceId, term),
        ) as SQL,
      );
    }
    return readList({
      key: ctx.pageKey,
      scope: { list: 'quotes', workspaceId: actor.workspaceId, filters: rest },
      page: { limit, cursor },
      order: { at: quotes.createdAt, id: quotes.id },
      read: (after, take) => loadQuotes(ctx.db, and(...conditions, after), day, take),
    });
  }

  async function create({ actor, input }: { actor: Actor; input: CreateQuoteInput }): Promise<QuoteRecord> {
    const owner = await studioOwner(ctx.db, actor.workspaceId);
    await requireAccess(ctx.db, { ...CLIENT, actor, id: input.clientId, permission: 'clients.read' });
    const projectId = await requireQuoteProject(ctx.db, actor, input.clientId, input.projectId ?? null);
    const { lines, totals, deposit } = await priceQuote(ctx.db, actor, input);
    const settings = userSettings(owner);
    const id = await createWithinLimits(ctx.db, {
      actor,
      store: 'quotes',
      create: async (tx) => {
        const number = await takeNumbers(tx, actor.workspaceId, 'quote');
        const [row] = await tx
          .insert(quotes)
          .values({
            workspaceId: actor.workspaceId,
            clientId: input.clientId,
            number,
            code: quoteCode(number),
            title: input.title,
            projectType: input.projectType,
            projectId,
            notes: input.notes,
            currency: settings.currency,
            ...totals,
            ...deposit,
            validUntil: input.validUntil ?? addDaysToDay(today(owner), QUOTE_LIMITS.defaultValidDays),
            createdById: actor.user.id,
          })
          .returning({ id: quotes.id, code: quotes.code });
        assertWritten(row, 'quote insert');
        await tx.insert(quoteLines).values(lineRows(row.id, lines));
        await recordActivity(tx, actor, { entityType: 'quote', entityId: row.id, action: 'created', subject: row.code });
        return row.id;
      },
    });
    return read(actor, id, owner);
  }

  async function update({ actor, id, input }: { actor: Actor; id: string; input: UpdateQuoteInput }): Promise<QuoteRecord> {
    const owner = await studioOwner(ctx.db, actor.workspaceId);
    if (input.clientId !== undefined) await requireAccess(ctx.db, { ...CLIENT, actor, id: input.clientId, permission: 'clients.read' });
    await ctx.db.transaction(async (tx) => {
      // The row locked: an acceptance on the portal waits for this edit, or this edit sees it accepted.
      const [before] = await tx
        .select()
        .from(quotes)
        .where(and(eq(quotes.id, id), eq(quotes.workspaceId, actor.workspaceId)))
        .for('update');
      if (!before) throw notFound(said('quotes.notFound'));
      if (before.status === 'accepted' || before.status === 'declined') throw lockedQuote();
      const kept = await tx.select().from(quoteLines).where(eq(quoteLines.quoteId, id));
      const clientId = input.clientId ?? before.clientId;
      // Another client leaves the project behind unless one of theirs is named.
      const wanted = input.projectId !== undefined ? input.projectId : clientId === before.clientId ? before.projectId : null;
      const projectId = await requireQuoteProject(tx, actor, clientId, wanted);
      const { lines, totals, deposit, changedRateBp } = await priceQuote(tx, actor, { ...input, clientId }, { row: before, kept });
      await tx
        .update(quotes)
        .set({
          clientId,
          title: input.title ?? before.title,
          projectType: input.projectType ?? before.projectType,
          projectId,
          validUntil: input.validUntil ?? before.validUntil,
          notes: input.notes === undefined ? before.notes : input.notes,
          ...totals,
          ...deposit,
        })
        .where(eq(quotes.id, id));
      if (input.lines || changedRateBp !== null) {
        await tx.delete(quoteLines).where(eq(quoteLines.quoteId, id));
        await tx.insert(quoteLines).values(lineRows(id, lines));
      }
      await recordActivity(tx, actor, { entityType: 'quote', entityId: id, action: 'updated', subject: before.code });
    });
    return read(actor, id, owner);
  }

  /** The editor's figures (decision 179): priced as create or update would, nothing saved. */
  async function preview({ actor, input }: { actor: Actor; input: PreviewQuoteInput }): Promise<{ priced: PricedQuote; currency: string }> {
    const owner = await studioOwner(ctx.db, actor.workspaceId);
    const { quoteId, clientId, ...money } = input;
    if (clientId) await requireAccess(ctx.db, { ...CLIENT, actor, id: clientId, permission: 'clients.read' });
    if (!quoteId)
      return { priced: await priceQuote(ctx.db, actor, { ...money, clientId: clientId ?? null }), currency: userSettings(owner).currency };
    await requireAccess(ctx.db, { ...QUOTE, actor, id: quoteId, permission: 'quotes.write' });
    const [row] = await ctx.db
      .select()
      .from(quotes)
      .where(and(eq(quotes.id, quoteId), eq(quotes.workspaceId, actor.workspaceId)));
    if (!row) throw notFound(said('quotes.notFound'));
    const kept = await ctx.db.select().from(quoteLines).where(eq(quoteLines.quoteId, quoteId));
    return {
      priced: await priceQuote(ctx.db, actor, { ...money, clientId: clientId ?? row.clientId }, { row, kept }),
      currency: row.currency,
    };
  }

  return {
    list: ({ actor, filters }: { actor: Actor; filters: QuoteFilters }) => list(actor, filters),
    create,
    update,
    preview,

    /** A read: a studio downgraded to Free still reads the quotes it made. */
    async get({ actor, id }: { actor: Actor; id: string }): Promise<QuoteRecord> {
      return read(actor, id, await studioOwner(ctx.db, actor.workspaceId));
    },

    /** An accepted quote stays: its project and deposit invoice point back to it. */
    async remove({ actor, id }: { actor: Actor; id: string }): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: quotes.status, code: quotes.code })
          .from(quotes)
          .where(and(eq(quotes.id, id), eq(quotes.workspaceId, actor.workspaceId)))
          .for('update');
        if (!before) throw notFound(said('quotes.notFound'));
        if (before.status === 'accepted') throw new AppError('QUOTE_LOCKED', said('quotes.acceptedKept'));
        await tx.delete(quotes).where(eq(quotes.id, id));
        await recordActivity(tx, actor, { entityType: 'quote', entityId: id, action: 'deleted', subject: before.code });
      });
    },

    /** Marks a draft sent (the time kept); a sent quote sent again stays sent. */
    async markSent(tx: Db, actor: Actor, id: string, code: string): Promise<void> {
      const moved = await tx
        .update(quotes)
        .set({ status: 'sent', sentAt: now() })
        .where(and(eq(quotes.id, id), eq(quotes.workspaceId, actor.workspaceId), eq(quotes.status, 'draft')))
        .returning({ id: quotes.id });
      if (moved.length === 0) {
        await tx
          .update(quotes)
          .set({ sentAt: now() })
          .where(and(eq(quotes.id, id), eq(quotes.workspaceId, actor.workspaceId)));
        return;
      }
      await recordActivity(tx, actor, {
        entityType: 'quote',
        entityId: id,
        action: 'status-changed',
        subject: code,
        detail: QUOTE_STATUS_LABELS.sent,
      });
    },

    today,
  };
}
export type QuoteService = ReturnType<typeof quoteService>;
