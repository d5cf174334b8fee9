import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import { invoiceItems, invoicePayments, invoices } from '../db/schema/index.js';
import { insertBatched, studioOf } from './seed.js';

const DAY = 24 * 3600_000;
const ITEMS = ['Hemming', 'Silk lining (m)', 'Fitting', 'Buttons', 'Alteration: waist', 'Hand embroidery'];

/**
 * The invoice bench's data: `count` invoices spread over the given clients, two items each, and one
 * payment on two of three (a deposit or the whole balance), with totals stored as the service
 * stores them. Deterministic: the same counts give the same data.
 */
export async function seedInvoices(db: Db, userId: string, clientIds: string[], count: number): Promise<{ invoiceIds: string[] }> {
  const workspaceId = await studioOf(db, userId);
  const now = Date.now();
  const invoiceRows: (typeof invoices.$inferInsert)[] = [];
  const itemRows: (typeof invoiceItems.$inferInsert)[] = [];
  const paymentRows: (typeof invoicePayments.$inferInsert)[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = randomUUID();
    const a = { quantityHundredths: 100 + (i % 4) * 50, rateCents: 1999 + (i % 97) * 100 };
    const b = { quantityHundredths: 100, rateCents: 5000 + (i % 13) * 250 };
    const amountOf = (x: typeof a) => Math.round((x.quantityHundredths * x.rateCents) / 100);
    const total = amountOf(a) + amountOf(b);
    const paid = i % 3 === 0 ? 0 : i % 3 === 1 ? Math.round(total / 2) : total;
    const createdAt = new Date(now - (count - i) * 20 * 60_000);
    const clientId = clientIds[i % clientIds.length]!;
    invoiceRows.push({
      id,
      workspaceId,
      clientId,
      invoiceNumber: `INV-${String(i + 1).padStart(6, '0')}`,
      dueDate: new Date(createdAt.getTime() + 14 * DAY).toISOString().slice(0, 10),
      status: paid === total ? 'paid' : i % 5 === 0 ? 'draft' : 'sent',
      currency: 'USD',
      subtotalCents: total,
      taxCents: 0,
      totalCents: total,
      amountPaidCents: paid,
      createdAt,
      updatedAt: createdAt,
    });
    itemRows.push(
      { invoiceId: id, position: 0, description: ITEMS[i % ITEMS.length]!, ...a, amountCents: amountOf(a) },
      { invoiceId: id, position: 1, description: ITEMS[(i + 3) % ITEMS.length]!, ...b, amountCents: amountOf(b) },
    );
    if (paid > 0)
      paymentRows.push({
        invoiceId: id,
        workspaceId,
        clientId,
        projectId: null,
        currency: 'USD',
        amountCents: paid,
        paidOn: createdAt.toISOString().slice(0, 10),
        method: 'cash',
      });
  }
  await db.transaction(async (tx) => {
    await insertBatched(invoiceRows, (batch) => tx.insert(invoices).values(batch));
    await insertBatched(itemRows, (batch) => tx.insert(invoiceItems).values(batch));
    await insertBatched(paymentRows, (batch) => tx.insert(invoicePayments).values(batch));
  });
  return { invoiceIds: invoiceRows.map((r) => r.id!) };
}
