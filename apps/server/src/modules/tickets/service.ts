import {
  addDaysToDay,
  dollarsToCents,
  INVOICE_LIMITS,
  type createTicketBodySchema,
  type pickupSuggestionQuerySchema,
  type PickupSuggestion,
  type TicketSettings,
  type updateTicketSettingsBodySchema,
} from '@atelier/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clients, tickets, type UserRow } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import { recordActivity } from '../../lib/activity-log.js';
import { can, requirePermission, type Actor } from '../../lib/actor.js';
import { fieldError, notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import type { ListRead } from '../../lib/pages.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { takeNumbers, ticketCode, ticketGarmentCode } from '../../lib/studio-sequence.js';
import { userSettings } from '../../lib/user-settings.js';
import { invoiceService } from '../invoices/service.js';
import { todayIn } from '../invoices/queries.js';
import { taxedAtDefault } from '../invoices/invoice-tax.js';
import { studioTax, type StudioTax } from '../tax/line-rates.js';
import { freeInvoiceNumber, insertInvoice } from '../invoices/write.js';
import { createWithinLimits, requireRoom } from '../plans/record-limits.js';
import { studioOwner } from '../plans/rules.js';
import { saveSettings, settingsOf, suggestPickup } from './capacity.js';
import { addGarment } from './garments.js';
import { invoiceItemsOf, planGarments, type PlannedGarment } from './lines.js';
import { listTickets, type TicketFilters } from './list.js';
import { readTicket, type TicketRecord } from './read.js';
import { updateTicket, type UpdateTicketInput } from './update.js';
import type { TicketView } from './presenter.js';

export type CreateTicketInput = z.output<typeof createTicketBodySchema>;
type SuggestionQuery = z.output<typeof pickupSuggestionQuerySchema>;
type SettingsInput = z.output<typeof updateTicketSettingsBodySchema>;

const CLIENT = { table: clients, what: 'Client', field: 'clientId' } as const;
/** Tickets are sold with invoices and the price list, whose money they carry (decisions 150, 151). */
export const TICKET_FEATURE = 'invoices';

/** The studio's day, currency and language as the asker sees a ticket; money only for a role that reads invoices. */
export function viewFor(actor: Actor, owner: UserRow, now: Date): TicketView {
  const settings = userSettings(owner);
  return {
    showMoney: can(actor, 'invoices.read'),
    today: todayIn(settings.timezone, now),
    currency: settings.currency,
    language: settings.language,
  };
}

/** The invoice's items and totals, each line at the studio's default rate (decision 162), within what an invoice holds. */
function ticketInvoice(planned: readonly PlannedGarment[], studio: StudioTax, code: string) {
  const lines = planned.flatMap((g) => g.lines);
  if (lines.length > INVOICE_LIMITS.itemsMax) throw fieldError('garments', said('tickets.tooManyLines', { max: INVOICE_LIMITS.itemsMax }));
  const subtotal = lines.reduce((sum, l) => sum + l.amountCents, 0);
  if (!Number.isSafeInteger(subtotal)) throw fieldError('garments', said('tickets.totalTooLarge'));
  return taxedAtDefault(studio, invoiceItemsOf(planned.map((g, i) => ({ code: ticketGarmentCode(code, i + 1), lines: g.lines }))));
}

/** The client found, or made at the counter with the name and phone as typed. */
async function clientOf(tx: Db, actor: Actor, owner: UserRow, input: CreateTicketInput): Promise<string> {
  if (input.clientId) return input.clientId;
  const person = input.client!;
  await requireRoom(tx, { workspaceId: actor.workspaceId, owner, store: 'clients', adding: 1 });
  const [row] = await tx
    .insert(clients)
    .values({
      workspaceId: actor.workspaceId,
      name: person.name,
      phone: person.phone || null,
      status: 'active',
      // A client met at the counter left a phone: the studio reaches them by SMS (decision 083).
      ...(person.phone ? { preferredChannel: 'sms' as const } : {}),
    })
    .returning({ id: clients.id });
  assertWritten(row, 'client insert');
  await recordActivity(tx, actor, { entityType: 'client', entityId: row.id, action: 'created', subject: person.name });
  return row.id;
}

/** The alteration ticket calls (decision 151). `now` is injectable for the overdue and uncollected rules. */
export function ticketService(ctx: AppContext, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());
  const invoicesOf = invoiceService(ctx, { now });

  /** The studio's owner, whose plan and settings a ticket is read with; the route has checked access, plan and record (decision 193). */
  const ownerOf = (actor: Actor) => studioOwner(ctx.db, actor.workspaceId);

  async function read(actor: Actor, id: string): Promise<TicketRecord> {
    const record = await readTicket(ctx.db, actor.workspaceId, id);
    if (!record) throw notFound(said('tickets.notFound'));
    return record;
  }

  /** Checks before the write: the client's access, the deposit's role and amount, the lines' services. */
  async function prepare(actor: Actor, input: CreateTicketInput, currency: string) {
    if (input.deposit) requirePermission(actor, 'invoices.write');
    if (input.clientId) await requireAccess(ctx.db, { ...CLIENT, actor, id: input.clientId, permission: 'clients.read' });
    else requirePermission(actor, 'clients.write');
    const planned = await planGarments(ctx.db, actor, input.garments);
    const studio = await studioTax(ctx.db, actor.workspaceId);
    const { totals } = ticketInvoice(planned, studio, '');
    if (input.deposit && dollarsToCents(input.deposit.amount) > totals.totalCents)
      throw fieldError('deposit.amount', said('tickets.depositOverTotal', { total: { cents: totals.totalCents, currency } }));
    return { planned, studio };
  }

  async function create({ actor, input }: { actor: Actor; input: CreateTicketInput }): Promise<{ record: TicketRecord; owner: UserRow }> {
    const owner = await ownerOf(actor);
    const settings = userSettings(owner);
    const { planned, studio } = await prepare(actor, input, settings.currency);
    const { id, invoiceId, code } = await createWithinLimits(ctx.db, {
      actor,
      store: 'tickets',
      create: async (tx) => {
        await requireRoom(tx, { workspaceId: actor.workspaceId, owner, store: 'projects', adding: planned.length });
        await requireRoom(tx, { workspaceId: actor.workspaceId, owner, store: 'invoices', adding: 1 });
        const clientId = await clientOf(tx, actor, owner, input);
        const number = await takeNumbers(tx, actor.workspaceId, 'ticket');
        const code = ticketCode(number);
        const { items, totals } = ticketInvoice(planned, studio, code);
        const invoiceId = await insertInvoice(tx, actor, {
          clientId,
          projectId: null,
          invoiceNumber: await freeInvoiceNumber(tx, actor.workspaceId),
          dueDate: input.pickupDate,
          currency: settings.currency,
          totals,
          deposit: { depositType: null, depositValue: null },
          notes: input.notes,
          items,
        });
        const [row] = await tx
          .insert(tickets)
          .values({
            workspaceId: actor.workspaceId,
            clientId,
            number,
            code,
            invoiceId,
            pickupDate: input.pickupDate,
            notes: input.notes,
            createdById: actor.user.id,
          })
          .returning({ id: tickets.id });
        assertWritten(row, 'ticket insert');
        const place = {
          ticketId: row.id,
          ticketCode: code,
          clientId,
          dueDate: new Date(`${input.pickupDate}T00:00:00Z`),
          language: settings.language,
        };
        for (const [i, garment] of planned.entries()) await addGarment(tx, actor, place, garment, i + 1);
        await recordActivity(tx, actor, { entityType: 'ticket', entityId: row.id, action: 'created', subject: code });
        return { id: row.id, invoiceId, code };
      },
    });
    // A deposit is a payment on the ticket's invoice, which issues it (decision 125).
    if (input.deposit) {
      const date = todayIn(settings.timezone, now());
      await invoicesOf.addPayment({ actor, id: invoiceId, input: { ...input.deposit, date, note: `Deposit ${code}` } });
    }
    return { record: await read(actor, id), owner };
  }

  return {
    create,

    async get({ actor, id }: { actor: Actor; id: string }) {
      const owner = await ownerOf(actor);
      return { record: await read(actor, id), owner };
    },

    async list({ actor, filters }: { actor: Actor; filters: TicketFilters }): Promise<{ list: ListRead<TicketRecord>; owner: UserRow }> {
      const owner = await ownerOf(actor);
      return { list: await listTickets(ctx, actor, filters, now()), owner };
    },

    async update({ actor, id, input }: { actor: Actor; id: string; input: UpdateTicketInput }) {
      const owner = await ownerOf(actor);
      await updateTicket(ctx.db, actor, { id, input, before: await read(actor, id), owner });
      return { record: await read(actor, id), owner };
    },

    async suggest({ actor, query }: { actor: Actor; query: SuggestionQuery }): Promise<PickupSuggestion> {
      const owner = await ownerOf(actor);
      const tomorrow = addDaysToDay(todayIn(userSettings(owner).timezone, now()), 1);
      return suggestPickup(ctx.db, actor.workspaceId, tomorrow, query.minutes);
    },

    async settings({ actor }: { actor: Actor }): Promise<TicketSettings> {
      return settingsOf(ctx.db, actor.workspaceId);
    },

    async updateSettings({ actor, input }: { actor: Actor; input: SettingsInput }): Promise<TicketSettings> {
      return saveSettings(ctx.db, actor.workspaceId, input);
    },
  };
}
