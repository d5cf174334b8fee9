import {
  createQuoteBodySchema,
  type CreateQuoteBody,
  type Material,
  type ProjectType,
  type Quote,
  type QuoteLineBody,
  type Service,
} from '@atelier/shared';
import { validateBody, type Validated } from '@/lib/validate-form';

/**
 * The quote form (decision 158): its lines as typed, the money as a tailor writes it ('25,50'),
 * and the body the server computes every amount from. The preview adds cents the server's way
 * (quantity × price, half-up to the cent); the server's answer is the truth.
 */
export type QuoteLineKind = 'service' | 'material' | 'free';
export type LineValues = {
  key: string;
  kind: QuoteLineKind;
  serviceId: string;
  materialId: string;
  description: string;
  quantity: string;
  unitPrice: string;
  /** The unit price a service or material line is known to carry (copied or listed); null when unknown. */
  knownPrice: number | null;
  unit: 'm' | 'unit' | null;
};
export type DepositKind = 'none' | 'amount' | 'percent';
export type QuoteFormValues = {
  clientId: string;
  title: string;
  projectType: ProjectType;
  validUntil: string;
  lines: LineValues[];
  discount: string;
  taxRate: string;
  depositType: DepositKind;
  depositValue: string;
  notes: string;
};
export type QuoteFormTexts = { writeAmount: string; writeQuantity: string; chooseClient: string };

let seq = 0;
const key = () => `q${++seq}`;
const blank = { serviceId: '', materialId: '', description: '', quantity: '1', unitPrice: '', knownPrice: null, unit: null } as const;

export const freeLine = (): LineValues => ({ key: key(), kind: 'free', ...blank });
export const serviceLine = (s: Pick<Service, 'id' | 'name' | 'price'>): LineValues => ({
  key: key(),
  kind: 'service',
  ...blank,
  serviceId: s.id,
  description: s.name,
  knownPrice: s.price,
});
/** A material with the studio's markup on its cost (decision 144); quantity left empty asks the server for the client's yardage. */
export const materialLine = (m: Pick<Material, 'id' | 'name' | 'cost' | 'measure'>, markupPercent: number): LineValues => ({
  key: key(),
  kind: 'material',
  ...blank,
  materialId: m.id,
  description: m.name,
  quantity: m.measure === 'length' ? '' : '1',
  knownPrice:
    m.cost === null ? null : Math.floor((Math.round(m.cost * 100) * (10_000 + Math.round(markupPercent * 100))) / 10_000 + 0.5) / 100,
  unit: m.measure === 'length' ? 'm' : 'unit',
});

export const emptyQuoteForm = (validUntil: string, clientId = ''): QuoteFormValues => ({
  clientId,
  title: '',
  projectType: 'Wedding Dress',
  validUntil,
  lines: [freeLine()],
  discount: '',
  taxRate: '',
  depositType: 'percent',
  depositValue: '30',
  notes: '',
});

/** Numbers as typed in France or in England: '25,50', '25.50', '1 200'; undefined when empty, NaN when not a number. */
export function readDecimal(text: string): number | undefined {
  const t = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (t === '') return undefined;
  return /^\d+(?:[.,]\d{1,2})?$/.test(t) ? Number(t.replace(',', '.')) : Number.NaN;
}

const shown = (n: number) => String(n);

export function quoteToForm(quote: Quote): QuoteFormValues {
  return {
    clientId: quote.client.id,
    title: quote.title,
    projectType: quote.projectType,
    validUntil: quote.validUntil,
    lines: quote.lines.map((l) => ({
      key: key(),
      kind: l.kind,
      serviceId: l.serviceId ?? '',
      materialId: l.materialId ?? '',
      description: l.description,
      quantity: shown(l.quantity),
      unitPrice: l.kind === 'free' ? shown(l.unitPrice) : '',
      knownPrice: l.unitPrice,
      unit: l.unit,
    })),
    discount: quote.discount > 0 ? shown(quote.discount) : '',
    taxRate: quote.taxRate > 0 ? shown(quote.taxRate) : '',
    depositType: quote.deposit?.type ?? 'none',
    depositValue: quote.deposit ? shown(quote.deposit.value) : '',
    notes: quote.notes,
  };
}

const cents = (n: number) => Math.round(n * 100);
/** round-half-up(a × b / d) for the non-negative integers a preview multiplies. */
const halfUp = (a: number, b: number, d: number) => Math.floor((a * b * 2 + d) / (d * 2));

export type Preview = { subtotal: number; discount: number; tax: number; total: number; deposit: number | null };

/** What the form shows as it is filled, in cents; null while a price is unknown or mistyped. */
export function previewOf(values: QuoteFormValues): Preview | null {
  let subtotal = 0;
  for (const line of values.lines) {
    const quantity = readDecimal(line.quantity) ?? (line.kind === 'material' ? Number.NaN : 1);
    const price = line.kind === 'free' ? readDecimal(line.unitPrice) : (line.knownPrice ?? undefined);
    if (price === undefined || Number.isNaN(price) || Number.isNaN(quantity)) return null;
    subtotal += halfUp(cents(quantity), cents(price), 100);
  }
  const discount = cents(readDecimal(values.discount) ?? 0);
  const rate = cents(readDecimal(values.taxRate) ?? 0);
  if (Number.isNaN(discount) || Number.isNaN(rate) || discount > subtotal) return null;
  const tax = halfUp(subtotal - discount, rate, 10_000);
  const total = subtotal - discount + tax;
  const value = readDecimal(values.depositValue);
  const deposit =
    values.depositType === 'none' || value === undefined || Number.isNaN(value)
      ? null
      : values.depositType === 'amount'
        ? cents(value)
        : halfUp(total, cents(value), 10_000);
  return { subtotal, discount, tax, total, deposit };
}

function lineBody(line: LineValues, path: string, own: Record<string, string>, t: QuoteFormTexts): QuoteLineBody {
  const quantity = readDecimal(line.quantity);
  if (quantity !== undefined && Number.isNaN(quantity)) own[`${path}.quantity`] = t.writeQuantity;
  const q = quantity === undefined || Number.isNaN(quantity) ? {} : { quantity };
  if (line.kind === 'service') return { kind: 'service', serviceId: line.serviceId, ...q };
  if (line.kind === 'material') return { kind: 'material', materialId: line.materialId, ...q };
  const price = readDecimal(line.unitPrice);
  if (price === undefined || Number.isNaN(price)) own[`${path}.unitPrice`] = t.writeAmount;
  return { kind: 'free', description: line.description.trim(), unitPrice: price ?? Number.NaN, ...q };
}

/** The body: the form's own refusals (how to write a number) first, then the shared schema's. */
export function toQuoteBody(values: QuoteFormValues, t: QuoteFormTexts): Validated<CreateQuoteBody> {
  const own: Record<string, string> = {};
  if (!values.clientId) own.clientId = t.chooseClient;
  const number = (field: string, text: string) => {
    const n = readDecimal(text);
    if (n !== undefined && Number.isNaN(n)) own[field] = t.writeAmount;
    return n === undefined || Number.isNaN(n) ? null : n;
  };
  const depositValue = values.depositType === 'none' ? null : number('deposit', values.depositValue);
  const body: CreateQuoteBody = {
    clientId: values.clientId,
    title: values.title.trim(),
    projectType: values.projectType,
    validUntil: values.validUntil,
    lines: values.lines.map((l, i) => lineBody(l, `lines.${i}`, own, t)),
    discount: number('discount', values.discount),
    taxRate: number('taxRate', values.taxRate),
    deposit: values.depositType === 'none' || depositValue === null ? null : { type: values.depositType, value: depositValue },
    ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
  };
  const result = validateBody(createQuoteBodySchema, body);
  if (Object.keys(own).length === 0) return result;
  const theirs = result.ok ? {} : Object.fromEntries(Object.entries(result.errors).filter(([k]) => !(k in own)));
  return { ok: false, errors: { ...own, ...theirs } };
}
