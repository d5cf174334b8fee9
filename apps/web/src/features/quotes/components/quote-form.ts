import {
  numberFieldText,
  createQuoteBodySchema,
  type NumberRule,
  type PreviewQuoteBody,
  type CreateQuoteBody,
  type Material,
  type ProjectType,
  type Quote,
  type QuoteLineBody,
  type Service,
} from '@atelier/shared';
import { moneyRule, PERCENT_RULE, readTyped } from '@/lib/typed-number';
import { validateBody, type Validated } from '@/lib/validate-form';

/**
 * The quote form (decision 158): its lines as typed, the money as a tailor writes it ('25,50'),
 * and the body the server computes every amount from; the figures shown while typing are the
 * server's too, asked with the same money (decision 179).
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
  /** The client's project the quote is for (decision 191); '' makes one on acceptance. */
  projectId: string;
  validUntil: string;
  lines: LineValues[];
  discount: string;
  taxRate: string;
  depositType: DepositKind;
  depositValue: string;
  notes: string;
};
export type QuoteFormTexts = TypedIn & { writeAmount: string; writeQuantity: string; chooseClient: string };

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
export const materialLine = (m: Pick<Material, 'id' | 'name' | 'measure'>): LineValues => ({
  key: key(),
  kind: 'material',
  ...blank,
  materialId: m.id,
  description: m.name,
  quantity: m.measure === 'length' ? '' : '1',
  // The price with the markup is the server's to say (decision 179): the preview shows it.
  knownPrice: null,
  unit: m.measure === 'length' ? 'm' : 'unit',
});

export const emptyQuoteForm = (validUntil: string, clientId = ''): QuoteFormValues => ({
  clientId,
  title: '',
  projectType: 'Wedding Dress',
  projectId: '',
  validUntil,
  lines: [freeLine()],
  discount: '',
  taxRate: '',
  depositType: 'percent',
  depositValue: '30',
  notes: '',
});

/** The language and currency a quote's numbers are typed in (decision 178). */
export type TypedIn = { language: string; currency: string };
/** A quantity: up to two decimals (2,5 m). */
export const QUANTITY_RULE = { decimals: 2 } as const;

export function quoteToForm(quote: Quote, language: string): QuoteFormValues {
  const shown = (n: number) => numberFieldText(n, language);
  return {
    clientId: quote.client.id,
    title: quote.title,
    projectType: quote.projectType,
    projectId: quote.project?.id ?? '',
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

function lineBody(line: LineValues, path: string, own: Record<string, string>, t: QuoteFormTexts): QuoteLineBody {
  const quantity = readTyped(line.quantity, QUANTITY_RULE, t.language);
  if (quantity.error) own[`${path}.quantity`] = t.writeQuantity;
  const q = quantity.value === null ? {} : { quantity: quantity.value };
  if (line.kind === 'service') return { kind: 'service', serviceId: line.serviceId, ...q };
  if (line.kind === 'material') return { kind: 'material', materialId: line.materialId, ...q };
  const price = readTyped(line.unitPrice, moneyRule(t.currency), t.language);
  if (price.value === null) own[`${path}.unitPrice`] = t.writeAmount;
  return { kind: 'free', description: line.description.trim(), unitPrice: price.value ?? Number.NaN, ...q };
}

/** The money the body sends: lines, discount, one rate and deposit, each number read by the one reader. */
function moneyBody(values: QuoteFormValues, own: Record<string, string>, t: QuoteFormTexts) {
  const number = (field: string, text: string, rule: NumberRule) => {
    const n = readTyped(text, rule, t.language);
    if (n.error) own[field] = t.writeAmount;
    return n.value;
  };
  const depositRule = values.depositType === 'percent' ? PERCENT_RULE : moneyRule(t.currency);
  const depositValue = values.depositType === 'none' ? null : number('deposit', values.depositValue, depositRule);
  return {
    lines: values.lines.map((l, i) => lineBody(l, `lines.${i}`, own, t)),
    discount: number('discount', values.discount, moneyRule(t.currency)),
    taxRate: number('taxRate', values.taxRate, PERCENT_RULE),
    deposit: values.depositType === 'none' || depositValue === null ? null : { type: values.depositType, value: depositValue },
  };
}

/**
 * What the editor asks the server to price while the quote is typed (decision 179): the same money
 * the body sends, null while a number is refused (the field says why and the figures wait for it).
 */
export function toPreviewBody(values: QuoteFormValues, t: QuoteFormTexts, quoteId?: string): PreviewQuoteBody | null {
  const own: Record<string, string> = {};
  const money = moneyBody(values, own, t);
  if (Object.keys(own).length > 0) return null;
  return { ...money, ...(values.clientId ? { clientId: values.clientId } : {}), ...(quoteId ? { quoteId } : {}) };
}

/** The body: the form's own refusals (how to write a number) first, then the shared schema's. */
export function toQuoteBody(values: QuoteFormValues, t: QuoteFormTexts): Validated<CreateQuoteBody> {
  const own: Record<string, string> = {};
  if (!values.clientId) own.clientId = t.chooseClient;
  const body: CreateQuoteBody = {
    clientId: values.clientId,
    title: values.title.trim(),
    projectType: values.projectType,
    projectId: values.projectId || null,
    validUntil: values.validUntil,
    ...moneyBody(values, own, t),
    ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
  };
  const result = validateBody(createQuoteBodySchema, body);
  if (Object.keys(own).length === 0) return result;
  const theirs = result.ok ? {} : Object.fromEntries(Object.entries(result.errors).filter(([k]) => !(k in own)));
  return { ok: false, errors: { ...own, ...theirs } };
}
