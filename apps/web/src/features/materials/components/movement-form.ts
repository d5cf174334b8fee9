import {
  MATERIAL_LIMITS,
  projectMovementBodySchema,
  stockMovementBodySchema,
  type Material,
  type ProjectMovementBody,
  type StockMovementBody,
} from '@atelier/shared';
import type { Unit } from '@/lib/units';
import { validateBody, type Validated } from '@/lib/validate-form';
import type { MaterialTexts } from '../messages';
import { quantityUnit, readQuantity, type LengthUnit } from './material-units';

/** A movement as typed: the quantity in the material's unit ('3 1/2' yd, '1,5' m, '12' units). */
export type MovementFormValues = { quantity: string; direction: 'more' | 'less'; reason: string; projectId: string };
export const emptyMovementForm: MovementFormValues = { quantity: '', direction: 'more', reason: '', projectId: '' };

export type MovementFormContext = { unit: Unit; language: string; t: MaterialTexts; unitLabel: (unit: LengthUnit | 'unit') => string };

/** The typed quantity in millimetres or units, or the refusal naming the field. */
function readMovementQuantity(material: Pick<Material, 'measure'>, v: MovementFormValues, ctx: MovementFormContext) {
  const unit = quantityUnit(material.measure, ctx.unit);
  const field = ctx.t.quantity({ unit: ctx.unitLabel(unit) });
  if (v.quantity.trim() === '') return { error: ctx.t.enter({ field }) };
  const read = readQuantity(v.quantity, unit, { language: ctx.language, min: 1, max: MATERIAL_LIMITS.quantityMax });
  if (read.ok) return { value: read.value };
  return { error: unit === 'unit' ? ctx.t.writeCount({ field }) : ctx.t.writeLength({ field, unit: ctx.unitLabel(unit) }) };
}

/** Received adds what came in; an adjustment goes either way, with its reason (decision 142). */
export function toStockMovementBody(
  material: Pick<Material, 'measure'>,
  kind: 'received' | 'adjusted',
  v: MovementFormValues,
  ctx: MovementFormContext,
): Validated<StockMovementBody> {
  const errors: Record<string, string> = {};
  const quantity = readMovementQuantity(material, v, ctx);
  if (quantity.error) errors.quantity = quantity.error;
  const reason = v.reason.trim();
  if (kind === 'adjusted' && !reason) errors.reason = ctx.t.reasonRequired;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const signed = kind === 'adjusted' && v.direction === 'less' ? -quantity.value! : quantity.value!;
  return validateBody(stockMovementBodySchema, { kind, quantity: signed, ...(reason ? { reason } : {}) });
}

/** Set aside for a project: the project and a quantity above 0. */
export function toReserveBody(
  material: Pick<Material, 'measure'>,
  v: MovementFormValues,
  ctx: MovementFormContext,
): Validated<ProjectMovementBody> {
  const errors: Record<string, string> = {};
  const quantity = readMovementQuantity(material, v, ctx);
  if (!v.projectId) errors.projectId = ctx.t.chooseProject;
  if (quantity.error) errors.quantity = quantity.error;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const reason = v.reason.trim();
  return validateBody(projectMovementBodySchema, {
    kind: 'reserved',
    quantity: quantity.value!,
    projectId: v.projectId,
    ...(reason ? { reason } : {}),
  });
}
