import { dayOfInput, INVOICE_STATUS_LABELS } from '@atelier/shared';
import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clients, invoicePayments, invoices, projects } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import { recordActivity, updateAction } from '../../lib/activity-log.js';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.js';
import { fieldError, missingReference, notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import type { KeptAnswer } from '../../lib/kept-whole-lists.js';
import { readList, type ListRead } from '../../lib/pages.js';
import { clientNameMatches, foldedContains } from '../../lib/search.js';
import { userSettings } from '../../lib/user-settings.js';
import { createWithinLimits } from '../plans/record-limits.js';
import { studioOwner } from '../plans/rules.js';
import { freeInvoiceNumber, insertInvoice } from './write.js';
import { issueInTx, lockSeries } from './issue.js';
import { deleteDraft, updateIssued } from './kept.js';
import { keptInvoiceList } from './kept-list.js';
import { paymentCopyOf, paymentOperations } from './payments.js';
import { INVOICE_ORDER, loadInvoicePage, loadInvoices, shownStatusIs, todayIn, totalsByCurrency, type InvoiceRecord } from './queries.js';
import { depositCents, storedDeposit } from './totals.js';
import { taxedForCreate, taxedForUpdate } from './invoice-tax.js';
import type { CreateInvoiceInput, InvoiceFilters, InvoiceTotals, UpdateInvoiceInput } from './types.js';

export type { InvoiceRecord } from './queries.js';

const CLIENT = { table: clients, what: 'Client', field: 'clientId' } as const;
const PROJECT = { table: projects, what: 'Project', field: 'projectId' } as const;

const numberTaken = (n: string) => fieldError('invoiceNumber', said('invoices.numberTaken', { number: n }), 'INVOICE_NUMBER_TAKEN');

/** Unique and foreign-key races of a write, answered as the checks before it would have. */
function writeFailed(invoiceNumber: string | undefined) {
  return (err: unknown): never => {
    if (isUniqueViolation(err)) throw numberTaken(invoiceNumber ?? '');
    if (isForeignKeyViolation(err)) throw missingReference('clientId', said('invoices.clientNotFound'));
    throw err;
  };
}

function checkDeposit(type: string | null, value: number | null, totalCents: number) {
  const cents = depositCents(type, value, totalCents);
  if (cents !== null && cents > totalCents) throw fieldError('deposit', said('invoices.depositOverTotal'));
}

/** The project, when set, must be one of the invoice's client's projects. */
async function checkProject(db: Db, actor: Actor, projectId: string | null, clientId: string) {
  if (projectId === null) return;
  await requireAccess(db, { ...PROJECT, actor, id: projectId, permission: 'projects.read' });
  const [row] = await db.select({ clientId: projects.clientId }).from(projects).where(eq(projects.id, projectId)).limit(1);
  if (row?.clientId !== clientId) throw fieldError('projectId', said('invoices.projectNotClients'));
}

/** A list read with none of its filters: the studio's invoices and deposit invoices, every status. */
const unfiltered = (f: Omit<InvoiceFilters, 'limit' | 'cursor'>) =>
  f.clientId === undefined && f.projectId === undefined && !f.kind && !f.status && !f.search;

/** The invoice calls (decisions 028 and 029). `now` is injectable so the overdue rule can be tested at a fixed moment. */
export function invoiceService(ctx: AppContext, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());
  // The studio's zone and currency come with the session (the owner's row raises every member's
  // counter, migration 0043): no read of the owner per request (decision 171).
  const today = (actor: Actor) => todayIn(actor.studio.settings.timezone, now());

  async function readOne(actor: Actor, id: string): Promise<InvoiceRecord> {
    const [found] = await loadInvoices(ctx.db, and(eq(invoices.workspaceId, actor.workspaceId), eq(invoices.id, id)), today(actor), 1);
    if (!found) throw notFound(said('invoices.notFound'));
    return found.row;
  }
  /** A page of the studio's invoices, newest first, or the whole list as batches (decision 069). */
  async function list(actor: Actor, filters: InvoiceFilters): Promise<ListRead<InvoiceRecord>> {
    requirePermission(actor, 'invoices.read');
    const { limit, cursor, ...rest } = filters;
    const conditions: SQL[] = [eq(invoices.workspaceId, actor.workspaceId)];
    if (rest.clientId !== undefined) {
      await requireAccess(ctx.db, { ...CLIENT, actor, id: rest.clientId, permission: 'clients.read' });
      conditions.push(eq(invoices.clientId, rest.clientId));
    }
    if (rest.projectId !== undefined) {
      await requireAccess(ctx.db, { ...PROJECT, actor, id: rest.projectId, permission: 'projects.read' });
      conditions.push(eq(invoices.projectId, rest.projectId));
    }
    const day = today(actor);
    // Credit notes are listed on their own; left out, the list is the invoices and deposit invoices (decision 163).
    conditions.push(rest.kind ? eq(invoices.kind, rest.kind) : ne(invoices.kind, 'credit-note'));
    if (rest.status) conditions.push(shownStatusIs(rest.status, day));
    if (rest.search) {
      conditions.push(
        or(
          foldedContains(invoices.invoiceNumber, rest.search),
          clientNameMatches(invoices.clientId, actor.workspaceId, rest.search),
        ) as SQL,
      );
    }
    return readList({
      key: ctx.pageKey,
      scope: { list: 'invoices', workspaceId: actor.workspaceId, filters: rest },
      page: { limit, cursor },
      order: INVOICE_ORDER,
      read: (after, take) => loadInvoices(ctx.db, and(...conditions, after), day, take),
      prepared: unfiltered(rest) ? (position, take) => loadInvoicePage(ctx.db, actor.workspaceId, day, position, take) : undefined,
    });
  }

  return {
    list: ({ actor, filters }: { actor: Actor; filters: InvoiceFilters }) => list(actor, filters),

    /**
     * The whole list without filters, as the original front end reads it, kept and made again
     * where it changed (decisions 176, 177); null for a page or a filtered list, never kept.
     */
    async wholeAnswer({ actor, filters }: { actor: Actor; filters: InvoiceFilters }): Promise<KeptAnswer | null> {
      const { limit, cursor: _cursor, ...rest } = filters;
      if (limit !== undefined || !unfiltered(rest)) return null;
      return keptInvoiceList(ctx, actor.workspaceId, today(actor));
    },

    /** GET /clients/{id}/invoices (decision 028): 404 unless the client is the studio's. */
    async listForClient({ actor, clientId }: { actor: Actor; clientId: string }): Promise<ListRead<InvoiceRecord>> {
      requirePermission(actor, 'invoices.read');
      await requireAccess(ctx.db, { table: clients, what: 'Client', actor, id: clientId, permission: 'clients.read' });
      return list(actor, { clientId });
    },

    /** The summary cards over every invoice of the studio, not the pages loaded (decision 069). */
    async summary({ actor }: { actor: Actor }): Promise<InvoiceTotals> {
      const { currency } = actor.studio.settings;
      return { currency, perCurrency: await totalsByCurrency(ctx.db, actor.workspaceId, today(actor)) };
    },

    /** One invoice, as the PDF and sending read it too. */
    async get({ actor, id }: { actor: Actor; id: string }): Promise<InvoiceRecord> {
      return readOne(actor, id);
    },

    /** The next number in the studio's own sequence, skipping numbers already used (decision 028). */
    async nextNumber({ actor }: { actor: Actor }): Promise<string> {
      return freeInvoiceNumber(ctx.db, actor.workspaceId);
    },

    async create({ actor, input }: { actor: Actor; input: CreateInvoiceInput }): Promise<InvoiceRecord> {
      const owner = await studioOwner(ctx.db, actor.workspaceId);
      await requireAccess(ctx.db, { ...CLIENT, actor, id: input.clientId, permission: 'clients.read' });
      const projectId = input.projectId ?? null;
      await checkProject(ctx.db, actor, projectId, input.clientId);
      const { items, totals } = await taxedForCreate(ctx.db, actor.workspaceId, input);
      const deposit = storedDeposit(input.deposit);
      checkDeposit(deposit.depositType, deposit.depositValue, totals.totalCents);
      const id = await createWithinLimits(ctx.db, {
        actor,
        store: 'invoices',
        create: (tx) =>
          insertInvoice(tx, actor, {
            clientId: input.clientId,
            projectId,
            invoiceNumber: input.invoiceNumber,
            dueDate: dayOfInput(input.dueDate, userSettings(owner).timezone),
            currency: userSettings(owner).currency,
            totals,
            deposit,
            notes: input.notes,
            items,
          }),
      }).catch(writeFailed(input.invoiceNumber));
      return readOne(actor, id);
    },

    async update({ actor, id, input }: { actor: Actor; id: string; input: UpdateInvoiceInput }): Promise<InvoiceRecord> {
      const owner = await studioOwner(ctx.db, actor.workspaceId);
      if (input.clientId !== undefined) await requireAccess(ctx.db, { ...CLIENT, actor, id: input.clientId, permission: 'clients.read' });
      const timeZone = userSettings(owner).timezone;
      await ctx.db
        .transaction(async (tx) => {
          // A status past draft issues it: the series lock first, then the row's (decision 163).
          if (input.status !== undefined && input.status !== 'draft') await lockSeries(tx, actor.workspaceId, 'invoice');
          // Locked so a payment recorded meanwhile cannot slip under a lowered total.
          const [current] = await tx
            .select()
            .from(invoices)
            .where(and(eq(invoices.id, id), eq(invoices.workspaceId, actor.workspaceId)))
            .for('update');
          if (!current) throw notFound(said('invoices.notFound'));
          if (current.issuedAt) return updateIssued(tx, actor, current, input, timeZone);
          const clientId = input.clientId ?? current.clientId;
          const projectId = input.projectId === undefined ? current.projectId : input.projectId;
          if (input.clientId !== undefined || input.projectId !== undefined) await checkProject(tx, actor, projectId, clientId);
          const { totals, write: writeItems } = await taxedForUpdate(tx, current, input);
          if (totals.totalCents < current.amountPaidCents) throw fieldError('items', said('invoices.totalUnderPaid'));
          // Money came in on it: it was issued, and an issued invoice is never a draft again (decision 125).
          if (input.status === 'draft' && current.amountPaidCents > 0) throw fieldError('status', said('invoices.paidNoDraft'));
          const deposit =
            input.deposit === undefined
              ? { depositType: current.depositType, depositValue: current.depositValue }
              : storedDeposit(input.deposit);
          checkDeposit(deposit.depositType, deposit.depositValue, totals.totalCents);
          const changes = Object.fromEntries(
            Object.entries({
              clientId: input.clientId,
              projectId: input.projectId === undefined ? undefined : input.projectId,
              invoiceNumber: input.invoiceNumber,
              dueDate: input.dueDate === undefined ? undefined : dayOfInput(input.dueDate, userSettings(owner).timezone),
              status: input.status,
              notes: input.notes === undefined ? undefined : input.notes,
            }).filter(([, v]) => v !== undefined),
          );
          await tx
            .update(invoices)
            .set({ ...changes, ...totals, ...deposit })
            .where(eq(invoices.id, id));
          if (clientId !== current.clientId || projectId !== current.projectId) {
            await tx
              .update(invoicePayments)
              .set(paymentCopyOf({ clientId, projectId, currency: current.currency }))
              .where(eq(invoicePayments.invoiceId, id));
          }
          await writeItems(tx);
          // A status past draft issues the invoice, and the issue writes the log's line (invoices/events.ts, decision 194).
          if (input.status !== undefined && input.status !== 'draft') {
            await issueInTx(tx, actor, id, { checkReady: true, status: input.status });
            return;
          }
          const action = updateAction(current.status, input.status);
          const detail = action === 'status-changed' && input.status ? INVOICE_STATUS_LABELS[input.status] : '';
          await recordActivity(tx, actor, {
            entityType: 'invoice',
            entityId: id,
            action,
            subject: input.invoiceNumber ?? current.invoiceNumber,
            detail,
          });
        })
        .catch(writeFailed(input.invoiceNumber));
      return readOne(actor, id);
    },

    async remove({ actor, id }: { actor: Actor; id: string }): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        const gone = await deleteDraft(tx, actor.workspaceId, id);
        if (gone !== null) await recordActivity(tx, actor, { entityType: 'invoice', entityId: id, action: 'deleted', subject: gone });
      });
    },

    ...paymentOperations(ctx, readOne),
  };
}

export type InvoiceService = ReturnType<typeof invoiceService>;
