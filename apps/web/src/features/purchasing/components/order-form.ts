import {
  createPurchaseOrderBodySchema,
  MATERIAL_LIMITS,
  updatePurchaseOrderBodySchema,
  type CreatePurchaseOrderBody,
  type MaterialMeasure,
  type PurchaseOrder,
  type UpdatePurchaseOrderBody,
} from '@atelier/shared';
import {
  costPer,
  perMetreFromPerYard,
  perYardFromPerMetre,
  quantityNumber,
  quantityUnit,
  readQuantity,
  type LengthUnit,
} from '@/features/materials';
import type { Unit } from '@/lib/units';
import { validateBody, type Validated, withOwnRefusals } from '@/lib/validate-form';
import type { PurchasingTexts } from '../messages';
import { readTyped } from '@/lib/typed-number';

/**
 * One line as typed: the quantity in m, yd or units ('3 1/2', '2,5'), the price per metre, yard or
 * unit. A bride's gown on her designer's order (decision 220) has no material: it keeps its special
 * order and its name, and is counted in units.
 */
export type OrderLineValues = { key: string; materialId: string; quantity: string; price: string; gown?: GownOnLine };
export type GownOnLine = { specialOrderId: string; name: string };
export type OrderFormValues = { supplierId: string; notes: string; lines: OrderLineValues[] };

/** What reading the form needs: the studio's unit, the language, the texts, and each chosen material's measure. */
export type OrderFormContext = {
  unit: Unit;
  language: string;
  t: PurchasingTexts;
  unitLabel: (unit: LengthUnit | 'unit') => string;
  currencySymbol: string;
  measureOf: (materialId: string) => MaterialMeasure | undefined;
};

let keys = 0;
/** A line's React key, kept while lines above it are removed. */
export const newLine = (): OrderLineValues => ({ key: `line-${++keys}`, materialId: '', quantity: '', price: '' });
export const emptyOrderForm = (): OrderFormValues => ({ supplierId: '', notes: '', lines: [newLine()] });

const money = (amount: number, language: string) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(amount);

/** The price's name, after the line's measure and the studio's unit: per metre, per yard or per unit. */
export function perName(measure: MaterialMeasure, unit: Unit, t: PurchasingTexts): string {
  return { metre: t.perMetre, yard: t.perYard, unit: t.perUnit }[costPer(measure, unit)];
}

/** A draft as its form first shows it, in the studio's units: '3½' yd at '22.86' per yard. */
export function orderToForm(order: PurchaseOrder, unit: Unit, language: string): OrderFormValues {
  return {
    supplierId: order.supplier.id,
    notes: order.notes,
    lines: order.lines.map((line) => ({
      key: newLine().key,
      materialId: line.materialId ?? '',
      ...(line.specialOrderId ? { gown: { specialOrderId: line.specialOrderId, name: line.materialName } } : {}),
      quantity: quantityNumber(line.quantity, quantityUnit(line.measure, unit), language),
      price: money(costPer(line.measure, unit) === 'yard' ? perYardFromPerMetre(line.unitPrice) : line.unitPrice, language),
    })),
  };
}

/** A price as typed: the one reader's money, two decimals (decision 178). */
export const PRICE_RULE = { decimals: 2, money: true };
type Line = { materialId?: string; specialOrderId?: string; quantity: number; unitPrice: number };

/** One line read into the body's numbers; each refusal keyed `lines.N.field` and naming the field and the line. */
function readLine(line: OrderLineValues, i: number, ctx: OrderFormContext, errors: Record<string, string>): Line {
  const { t, language } = ctx;
  const n = String(i + 1);
  const at = (field: string) => `lines.${i}.${field}`;
  const what = line.gown ? { specialOrderId: line.gown.specialOrderId } : { materialId: line.materialId };
  const read: Line = { ...what, quantity: 0, unitPrice: 0 };
  const measure = line.gown ? 'count' : ctx.measureOf(line.materialId);
  if (!measure) {
    errors[at('materialId')] = t.chooseMaterial;
    return read;
  }
  const unit = quantityUnit(measure, ctx.unit);
  const quantityField = `${t.quantity({ unit: ctx.unitLabel(unit) })}${t.onLine({ n })}`;
  const quantity = readQuantity(line.quantity, unit, { language, min: 1, max: MATERIAL_LIMITS.quantityMax });
  if (line.quantity.trim() === '') errors[at('quantity')] = t.enter({ field: quantityField });
  else if (quantity.ok) read.quantity = quantity.value;
  else if (quantity.problem === 'range') {
    const over = readQuantity(line.quantity, unit, { language, min: 1, max: Number.MAX_SAFE_INTEGER }).ok;
    const max = quantityNumber(MATERIAL_LIMITS.quantityMax, unit, language);
    errors[at('quantity')] = over
      ? t.tooMuch({ field: quantityField, max, unit: ctx.unitLabel(unit) })
      : t.aboveZero({ field: quantityField });
  } else
    errors[at('quantity')] =
      unit === 'unit' ? t.writeCount({ field: quantityField }) : t.writeLength({ field: quantityField, unit: ctx.unitLabel(unit) });
  const priceField = `${t.price({ per: perName(measure, ctx.unit, t), symbol: ctx.currencySymbol })}${t.onLine({ n })}`;
  const price = line.price.trim();
  if (price === '') errors[at('unitPrice')] = t.enter({ field: priceField });
  else if (readTyped(price, PRICE_RULE, language).error) errors[at('unitPrice')] = t.writePrice({ field: priceField });
  else {
    const typed = readTyped(price, PRICE_RULE, language).value ?? 0;
    // Kept per metre (decision 142): a price per yard is converted as a material's cost is.
    read.unitPrice = costPer(measure, ctx.unit) === 'yard' ? perMetreFromPerYard(typed) : typed;
  }
  return read;
}

function readOrder(v: OrderFormValues, ctx: OrderFormContext) {
  const errors: Record<string, string> = {};
  if (!v.supplierId) errors.supplierId = ctx.t.chooseSupplier;
  if (v.lines.length === 0) errors.lines = ctx.t.atLeastOneLine;
  const lines = v.lines.map((line, i) => readLine(line, i, ctx, errors));
  return { lines, errors };
}

/** POST body: the supplier and every line; the notes when written. */
export function toCreateOrderBody(v: OrderFormValues, ctx: OrderFormContext): Validated<CreatePurchaseOrderBody> {
  const { lines, errors } = readOrder(v, ctx);
  const notes = v.notes.trim();
  const body: CreatePurchaseOrderBody = { supplierId: v.supplierId, lines, ...(notes ? { notes } : {}) };
  return withOwnRefusals(validateBody(createPurchaseOrderBodySchema, body), errors);
}

/** PATCH body of a draft: its lines replace them all; emptied notes are cleared. */
export function toUpdateOrderBody(v: OrderFormValues, ctx: OrderFormContext): Validated<UpdatePurchaseOrderBody> {
  const { lines, errors } = readOrder(v, ctx);
  const body: UpdatePurchaseOrderBody = { supplierId: v.supplierId, lines, notes: v.notes.trim() || null };
  return withOwnRefusals(validateBody(updatePurchaseOrderBodySchema, body), errors);
}
