import { creditNoteBodySchema, type CreditNoteBody, type Invoice, type PaymentMethod } from '@atelier/shared';
import { num } from '@/lib/decimal-text';
import { validateBody, type Validated } from '@/lib/validate-form';

/**
 * The credit note's form (decision 163): everything left, or chosen items each with the quantity
 * to take back (at most the item's, the server refusing what earlier credit notes already took);
 * a reason; and, optionally, the money paid back now.
 */
export type CreditNoteValues = {
  scope: 'whole' | 'items';
  chosen: Record<string, { on: boolean; quantity: string }>;
  reason: string;
  refund: boolean;
  refundAmount: string;
  refundDate: string;
  refundMethod: PaymentMethod;
};

export function emptyCreditNote(invoice: Invoice, today: string): CreditNoteValues {
  return {
    scope: 'whole',
    chosen: Object.fromEntries(invoice.items.map((it) => [it.id, { on: false, quantity: String(it.quantity) }])),
    reason: '',
    refund: false,
    refundAmount: invoice.amountPaid > 0 ? String(invoice.amountPaid) : '',
    refundDate: today,
    refundMethod: 'bank-transfer',
  };
}

export type CreditNoteTexts = { selectItems: string; quantityMax: (max: number) => string };

/** The POST body, or the fields' errors: `items.<itemId>` for an item's quantity, `items` when none is chosen. */
export function toCreditNoteBody(invoice: Invoice, v: CreditNoteValues, texts: CreditNoteTexts): Validated<CreditNoteBody> {
  const body: CreditNoteBody = { reason: v.reason.trim() };
  const own: Record<string, string> = {};
  if (v.scope === 'items') {
    const items = invoice.items.filter((it) => v.chosen[it.id]?.on);
    if (items.length === 0) own.items = texts.selectItems;
    for (const it of items) {
      const q = num(v.chosen[it.id]!.quantity);
      if (q > it.quantity) own[`items.${it.id}`] = texts.quantityMax(it.quantity);
    }
    body.items = items.map((it) => ({ itemId: it.id, quantity: num(v.chosen[it.id]!.quantity) }));
  }
  if (v.refund) body.refund = { amount: num(v.refundAmount), date: v.refundDate, method: v.refundMethod };
  const checked = validateBody(creditNoteBodySchema, body);
  if (Object.keys(own).length === 0) return checked;
  return { ok: false, errors: { ...(checked.ok ? {} : checked.errors), ...own } };
}
