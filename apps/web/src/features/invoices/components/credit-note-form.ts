import { creditNoteBodySchema, numberFieldText, type CreditNoteBody, type Invoice, type PaymentMethod } from '@atelier/shared';
import { formNumbers, moneyRule } from '@/lib/typed-number';
import { QUANTITY_RULE } from './invoice-form';
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

export function emptyCreditNote(invoice: Invoice, today: string, language: string): CreditNoteValues {
  return {
    scope: 'whole',
    chosen: Object.fromEntries(invoice.items.map((it) => [it.id, { on: false, quantity: numberFieldText(it.quantity, language) }])),
    reason: '',
    refund: false,
    refundAmount: invoice.amountPaid > 0 ? numberFieldText(invoice.amountPaid, language) : '',
    refundDate: today,
    refundMethod: 'bank-transfer',
  };
}

export type CreditNoteTexts = { selectItems: string; quantityMax: (max: number) => string };

/** The POST body, or the fields' errors: `items.<itemId>` for an item's quantity, `items` when none is chosen. */
export function toCreditNoteBody(
  invoice: Invoice,
  v: CreditNoteValues,
  texts: CreditNoteTexts,
  language: string,
): Validated<CreditNoteBody> {
  const body: CreditNoteBody = { reason: v.reason.trim() };
  const own: Record<string, string> = {};
  const numbers = formNumbers(language);
  if (v.scope === 'items') {
    const items = invoice.items.filter((it) => v.chosen[it.id]?.on);
    if (items.length === 0) own.items = texts.selectItems;
    body.items = items.map((it) => {
      const quantity = numbers.read(`items.${it.id}`, v.chosen[it.id]!.quantity, QUANTITY_RULE);
      if (quantity > it.quantity) own[`items.${it.id}`] = texts.quantityMax(it.quantity);
      return { itemId: it.id, quantity };
    });
  }
  if (v.refund)
    body.refund = {
      amount: numbers.read('refund.amount', v.refundAmount, moneyRule(invoice.currency)),
      date: v.refundDate,
      method: v.refundMethod,
    };
  const checked = numbers.refuse(validateBody(creditNoteBodySchema, body));
  if (Object.keys(own).length === 0) return checked;
  return { ok: false, errors: { ...(checked.ok ? {} : checked.errors), ...own } };
}
