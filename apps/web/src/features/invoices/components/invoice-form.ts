import {
  dollarsToCents,
  itemAmountCents,
  numberFieldText,
  createInvoiceBodySchema,
  updateInvoiceBodySchema,
  type CreateInvoiceBody,
  type Invoice,
  type InvoiceStatus,
  type UpdateInvoiceBody,
} from '@atelier/shared';
import { formNumbers, moneyRule, PERCENT_RULE, typedValue } from '@/lib/typed-number';
import { validateBody, type Validated } from '@/lib/validate-form';

/**
 * One item row as typed: text, so a half-typed '2.' or '' stays what the user sees; the line's tax
 * rate (decision 162) where the studio has rates, else none and the invoice's one rate applies.
 */
export type ItemValues = { description: string; quantity: string; rate: string; taxRateId?: string };
export type DepositKind = 'none' | 'amount' | 'percent';

export type InvoiceFormValues = {
  clientId: string;
  projectId: string;
  invoiceNumber: string;
  dueDate: string;
  status: InvoiceStatus;
  items: ItemValues[];
  taxRate: string;
  discount: string;
  depositType: DepositKind;
  depositValue: string;
  notes: string;
};

/** A new item row has quantity 1, rate 0 (amount 0), and the studio's default tax rate when it has one. */
export const newItem = (taxRateId?: string): ItemValues => ({
  description: '',
  quantity: '1',
  rate: '0',
  ...(taxRateId ? { taxRateId } : {}),
});

export function emptyInvoiceForm(invoiceNumber = '', dueDate = ''): InvoiceFormValues {
  return {
    clientId: '',
    projectId: '',
    invoiceNumber,
    dueDate,
    status: 'draft',
    items: [newItem()],
    taxRate: '',
    discount: '',
    depositType: 'none',
    depositValue: '',
    notes: '',
  };
}

export function invoiceToForm(i: Invoice, language: string): InvoiceFormValues {
  return {
    clientId: i.clientId.id,
    projectId: i.projectId?.id ?? '',
    invoiceNumber: i.invoiceNumber,
    // Due dates are calendar dates at midnight UTC; the date input wants YYYY-MM-DD.
    dueDate: i.dueDate.slice(0, 10),
    status: i.status,
    items: i.items.map((it) => ({
      description: it.description,
      quantity: numberFieldText(it.quantity, language),
      rate: numberFieldText(it.rate, language),
      ...(it.taxRateId ? { taxRateId: it.taxRateId } : {}),
    })),
    taxRate: i.taxRate ? numberFieldText(i.taxRate, language) : '',
    discount: i.discount ? numberFieldText(i.discount, language) : '',
    depositType: i.deposit?.type ?? 'none',
    depositValue: i.deposit ? numberFieldText(i.deposit.value, language) : '',
    notes: i.notes,
  };
}

/** How an item's quantity is typed: up to two decimals (2,5 m, 1,25 h). */
export const QUANTITY_RULE = { decimals: 2 } as const;
/** The language and currency an invoice's numbers are typed in. */
export type InvoiceNumbers = { language: string; currency: string };
const num = (text: string, n: InvoiceNumbers, rule = moneyRule(n.currency)) => typedValue(text, rule, n.language);

/**
 * quantity × rate by the server's own function (decisions 029, 179): 2.5 × 33.33 is 83.33; null while
 * either is not a number it keeps.
 */
export function itemAmount(item: ItemValues, n: InvoiceNumbers): number | null {
  const q = num(item.quantity, n, QUANTITY_RULE);
  const r = num(item.rate, n);
  if (!Number.isFinite(q) || !Number.isFinite(r)) return null;
  return itemAmountCents(dollarsToCents(q), dollarsToCents(r)) / 100;
}

/** Σ item amounts in cents, for the subtotal shown under the items. */
export function subtotalOf(items: readonly ItemValues[], n: InvoiceNumbers): number {
  return items.reduce((sum, it) => sum + Math.round((itemAmount(it, n) ?? 0) * 100), 0) / 100;
}

/**
 * Σ item amounts per tax rate, in the order the rates first appear: the form's preview (decision
 * 167). The tax itself is the server's to compute (its rounding, the discount's share per rate).
 */
export function subtotalsByRate(items: readonly ItemValues[], n: InvoiceNumbers): { taxRateId: string; subtotal: number }[] {
  const cents = new Map<string, number>();
  for (const it of items) {
    const id = it.taxRateId ?? '';
    cents.set(id, (cents.get(id) ?? 0) + Math.round((itemAmount(it, n) ?? 0) * 100));
  }
  return [...cents].map(([taxRateId, c]) => ({ taxRateId, subtotal: c / 100 }));
}

const filled = (text: string) => text.trim() !== '';
/** Anything typed but a plain zero: a refused number still lets the form submit, so the field says why. */
const nonZero = (text: string) => filled(text) && !/^[0\s.,]*$/.test(text.trim());

/**
 * Create and Save are disabled unless a client is chosen, the number and the due
 * date are given, and every item has a description, a non-zero quantity and a non-zero rate.
 */
export function canSubmitInvoice(v: InvoiceFormValues): boolean {
  return (
    v.clientId !== '' &&
    filled(v.invoiceNumber) &&
    v.dueDate !== '' &&
    v.items.length > 0 &&
    v.items.every((it) => filled(it.description) && nonZero(it.quantity) && nonZero(it.rate))
  );
}

/** The item list after the clear button of row `index`; the last row cannot be cleared. */
/**
 * A suggested item appended to the rows (the project's materials, decisions 144 and 148); a lone blank row
 * (a new invoice's first) is taken by it rather than left empty above it.
 */
export function appendItem(
  items: readonly ItemValues[],
  item: { description: string; quantity: number; rate: number },
  language: string,
  taxRateId?: string,
): ItemValues[] {
  const row: ItemValues = {
    description: item.description,
    quantity: numberFieldText(item.quantity, language),
    rate: numberFieldText(item.rate, language),
  };
  if (taxRateId) row.taxRateId = taxRateId;
  const blank = (it: ItemValues) => it.description.trim() === '' && !nonZero(it.rate);
  return items.length === 1 && blank(items[0]!) ? [row] : [...items, row];
}

export function removeItem(items: readonly ItemValues[], index: number): ItemValues[] {
  return items.length <= 1 ? [...items] : items.filter((_, i) => i !== index);
}

function commonFields(v: InvoiceFormValues, numbers: ReturnType<typeof formNumbers>, money: ReturnType<typeof moneyRule>) {
  return {
    clientId: v.clientId,
    invoiceNumber: v.invoiceNumber.trim(),
    dueDate: v.dueDate,
    // The amount is the server's to compute; it is not sent.
    items: v.items.map((it, i) => ({
      description: it.description.trim(),
      quantity: numbers.read(`items.${i}.quantity`, it.quantity, QUANTITY_RULE),
      rate: numbers.read(`items.${i}.rate`, it.rate, money),
      ...(it.taxRateId ? { taxRateId: it.taxRateId } : {}),
    })),
    taxRate: numbers.optional('taxRate', v.taxRate, PERCENT_RULE),
    discount: numbers.optional('discount', v.discount, money),
    deposit:
      v.depositType === 'none' || !filled(v.depositValue)
        ? null
        : { type: v.depositType, value: numbers.read('deposit.value', v.depositValue, v.depositType === 'percent' ? PERCENT_RULE : money) },
  };
}

/** The POST body: no project → projectId omitted; empty options omitted. */
export function toCreateInvoiceBody(v: InvoiceFormValues, n: InvoiceNumbers): Validated<CreateInvoiceBody> {
  const numbers = formNumbers(n.language);
  const { taxRate, discount, deposit, ...rest } = commonFields(v, numbers, moneyRule(n.currency));
  const body: CreateInvoiceBody = { ...rest };
  if (v.projectId) body.projectId = v.projectId;
  if (taxRate !== null) body.taxRate = taxRate;
  if (discount !== null) body.discount = discount;
  if (deposit) body.deposit = deposit;
  if (filled(v.notes)) body.notes = v.notes.trim();
  return numbers.refuse(validateBody(createInvoiceBodySchema, body));
}

/** The PATCH body: cleared options are sent as null so they are removed; the status as chosen. */
export function toUpdateInvoiceBody(v: InvoiceFormValues, n: InvoiceNumbers): Validated<UpdateInvoiceBody> {
  const numbers = formNumbers(n.language);
  const body = {
    ...commonFields(v, numbers, moneyRule(n.currency)),
    projectId: v.projectId || null,
    notes: v.notes.trim() || null,
    status: v.status,
  };
  return numbers.refuse(validateBody(updateInvoiceBodySchema, body));
}
