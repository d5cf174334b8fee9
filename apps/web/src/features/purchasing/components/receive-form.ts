import { receivePurchaseOrderBodySchema, type PurchaseOrder, type ReceivePurchaseOrderBody } from '@atelier/shared';
import { quantityNumber, quantityUnit, readQuantity, type LengthUnit } from '@/features/materials';
import type { Unit } from '@/lib/units';
import { validateBody, type Validated } from '@/lib/validate-form';
import type { PurchasingTexts } from '../messages';

/** What arrived, typed per line id in the line's unit; each defaults to what is still to come. */
export type ReceiveFormValues = Record<string, string>;
export type ReceiveContext = { unit: Unit; language: string; t: PurchasingTexts; unitLabel: (unit: LengthUnit | 'unit') => string };

/** The lines still to come: those with a material or a bride's gown (decision 220), and less received than ordered. */
export const openLines = (order: PurchaseOrder) =>
  order.lines.filter((l) => (l.materialId !== null || l.specialOrderId !== null) && l.received < l.quantity);

export function receiveDefaults(order: PurchaseOrder, unit: Unit, language: string): ReceiveFormValues {
  return Object.fromEntries(
    openLines(order).map((l) => [l.id, quantityNumber(l.quantity - l.received, quantityUnit(l.measure, unit), language)]),
  );
}

/** The field's name in refusals: '{material}: received (m)'. */
export const receiveFieldName = (line: PurchaseOrder['lines'][number], ctx: ReceiveContext) =>
  ctx.t.receiveLine({ name: line.materialName, unit: ctx.unitLabel(quantityUnit(line.measure, ctx.unit)) });

/**
 * The body: every line above 0, in the order of the lines. Refusals are keyed by the line's id, so
 * the form shows them on their line; `sent` is the ids in the body's order, for the server's
 * `lines.N.quantity` (decision 147).
 */
export function toReceiveBody(
  order: PurchaseOrder,
  v: ReceiveFormValues,
  ctx: ReceiveContext,
): { built: Validated<ReceivePurchaseOrderBody>; sent: string[] } {
  const errors: Record<string, string> = {};
  const lines: { lineId: string; quantity: number }[] = [];
  for (const line of openLines(order)) {
    const typed = (v[line.id] ?? '').trim();
    if (typed === '') continue;
    const unit = quantityUnit(line.measure, ctx.unit);
    const field = receiveFieldName(line, ctx);
    const left = line.quantity - line.received;
    const read = readQuantity(typed, unit, { language: ctx.language, min: 0, max: left });
    if (read.ok) {
      if (read.value > 0) lines.push({ lineId: line.id, quantity: read.value });
    } else if (read.problem === 'range')
      errors[line.id] = ctx.t.tooMuchReceived({ field, left: `${quantityNumber(left, unit, ctx.language)} ${ctx.unitLabel(unit)}` });
    else errors[line.id] = unit === 'unit' ? ctx.t.writeCount({ field }) : ctx.t.writeLength({ field, unit: ctx.unitLabel(unit) });
  }
  const sent = lines.map((l) => l.lineId);
  if (Object.keys(errors).length > 0) return { built: { ok: false, errors }, sent };
  if (lines.length === 0) return { built: { ok: false, errors: { lines: ctx.t.nothingReceived } }, sent };
  return { built: validateBody(receivePurchaseOrderBodySchema, { lines }), sent };
}

/** The server's `lines.N.quantity` shown on the line it names. */
export function receiveErrorsToLines(errors: Record<string, string>, sent: string[]): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^lines\.(\d+)\./.exec(path);
    const id = match ? sent[Number(match[1])] : undefined;
    shown[id ?? path] = message;
  }
  return shown;
}
