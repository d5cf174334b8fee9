import { brideRoad, CONTRACT_LIMITS, INVOICE_LIMITS } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clients, specialOrders, suppliers, type SpecialOrderRow } from '../../db/schema/index.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { clientLanguageSql, studioLanguageOf } from '../../lib/client-language.js';
import { AppError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { userSettings } from '../../lib/user-settings.js';
import { insertContract } from '../contracts/write.js';
import { taxedAtDefault } from '../invoices/invoice-tax.js';
import { freeInvoiceNumber, insertInvoice } from '../invoices/write.js';
import { createWithinLimits } from '../plans/record-limits.js';
import { studioOwner } from '../plans/rules.js';
import { printWords } from '../printing/print-words.js';
import { studioTax } from '../tax/line-rates.js';
import { specialOrderAgreement } from './agreement-text.js';
import { roadContextOf } from './settings.js';

const mine = (actor: Actor, id: string) => and(eq(specialOrders.id, id), eq(specialOrders.workspaceId, actor.workspaceId));

/** The order locked for the write: two clicks at once open its invoice or its agreement once. */
export async function lockedOrder(tx: Db, actor: Actor, id: string): Promise<SpecialOrderRow> {
  const [order] = await tx.select().from(specialOrders).where(mine(actor, id)).for('update');
  assertWritten(order, 'special order read');
  return order;
}

/** The gown as a line reads it, in the language of the document it is on: "PR-2218 Aurore (Pronovias) – Ivory – Size 12". */
export function gownLine(order: SpecialOrderRow, sizeWord: string): string {
  const words = [`${order.styleNumber} ${order.styleName} (${order.designerName})`, order.colour, `${sizeWord} ${order.size}`];
  return words.filter(Boolean).join(' – ');
}

async function opened(tx: Db, actor: Actor, order: SpecialOrderRow, set: Partial<SpecialOrderRow>, detail: string) {
  await tx
    .update(specialOrders)
    .set({ ...set, updatedAt: new Date() })
    .where(mine(actor, order.id));
  const subject = `${order.styleNumber} ${order.size}`;
  await recordActivity(tx, actor, { entityType: 'special-order', entityId: order.id, action: 'updated', subject, detail });
}

/**
 * The day the balance falls due: the gown's expected arrival (the designer's ship date, else the
 * day it must arrive by), never before today.
 */
async function balanceDay(ctx: AppContext, actor: Actor, order: SpecialOrderRow): Promise<string> {
  const context = await roadContextOf(ctx.db, actor.workspaceId, new Date());
  const [designer] = order.designerId
    ? await ctx.db.select({ lead: suppliers.leadTimeDays }).from(suppliers).where(eq(suppliers.id, order.designerId))
    : [];
  const road = brideRoad({ ...context, ...order, leadTimeDays: designer?.lead ?? null });
  const day = road.expectedArrivalDate ?? road.arriveByDate;
  return day < context.today ? context.today : day;
}

/**
 * What a special order opens in the modules that already do it (decision 217): the bride's invoice
 * with its deposit (invoices, decision 165) and the agreement she signs (contracts, decision 159).
 * Each is opened once and kept on the order; the order to the designer is purchase-orders/designer-order.ts.
 */
export function specialOrderOpenings(ctx: AppContext) {
  return {
    /** A draft invoice: the gown at its price, asking the deposit; its balance falls due on arrival. */
    async invoice({ actor, id }: { actor: Actor; id: string }): Promise<void> {
      const currency = userSettings(await studioOwner(ctx.db, actor.workspaceId)).currency;
      const [first] = await ctx.db.select().from(specialOrders).where(mine(actor, id));
      assertWritten(first, 'special order read');
      const dueDate = await balanceDay(ctx, actor, first);
      const language = await studioLanguageOf(ctx.db, actor.workspaceId);
      await createWithinLimits(ctx.db, {
        actor,
        store: 'invoices',
        create: async (tx) => {
          const order = await lockedOrder(tx, actor, id);
          if (order.invoiceId) throw new AppError('SPECIAL_ORDER_INVOICED', said('specialOrders.invoiced'));
          const cents = order.priceCents;
          const description = gownLine(order, printWords(language).size).slice(0, INVOICE_LIMITS.itemDescription);
          const line = { description, quantityHundredths: 100, rateCents: cents, amountCents: cents };
          const { items, totals } = taxedAtDefault(await studioTax(tx, actor.workspaceId), [line]);
          const invoiceNumber = await freeInvoiceNumber(tx, actor.workspaceId);
          const deposit =
            order.depositCents > 0
              ? { depositType: 'amount' as const, depositValue: order.depositCents }
              : { depositType: null, depositValue: null };
          const invoiceId = await insertInvoice(tx, actor, {
            ...{ clientId: order.clientId, projectId: order.projectId, invoiceNumber, dueDate, currency, totals, deposit },
            notes: null,
            items,
          });
          await opened(tx, actor, order, { invoiceId }, invoiceNumber);
        },
      });
    },

    /** A draft contract in the bride's language, its `{{order.*}}` fields filled when it is sent. */
    async agreement({ actor, id }: { actor: Actor; id: string }): Promise<void> {
      await createWithinLimits(ctx.db, {
        actor,
        store: 'contracts',
        create: async (tx) => {
          const order = await lockedOrder(tx, actor, id);
          if (order.contractId) throw new AppError('SPECIAL_ORDER_AGREED', said('specialOrders.agreed'));
          const [bride] = await tx.select({ language: clientLanguageSql }).from(clients).where(eq(clients.id, order.clientId));
          const words = specialOrderAgreement(bride?.language ?? 'en');
          const contract = await insertContract(tx, actor, {
            clientId: order.clientId,
            templateId: null,
            quoteId: null,
            title: words.title(`${order.styleNumber} ${order.styleName}`).slice(0, CONTRACT_LIMITS.title),
            body: words.body,
            eventDate: order.weddingDate,
          });
          assertWritten(contract, 'contract insert');
          await opened(tx, actor, order, { contractId: contract.id }, contract.title);
        },
      });
    },
  };
}
