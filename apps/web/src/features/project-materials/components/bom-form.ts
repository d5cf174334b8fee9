import {
  addProjectMaterialBodySchema,
  MATERIAL_LIMITS,
  type AddProjectMaterialBody,
  type Material,
  type MaterialMeasure,
} from '@atelier/shared';
import { quantityNumber, quantityUnit, readQuantity } from '@/features/materials';
import type { Unit } from '@/lib/units';
import { validateBody, type Validated } from '@/lib/validate-form';
import type { ProjectMaterialTexts } from '../messages';

/** What reading a typed quantity needs: the studio's units, the page's language, its texts. */
export type QuantityContext = { unit: Unit; language: string; t: ProjectMaterialTexts; unitLabel: string };

export type QuantityResult = { value: number | null } | { error: string };

/**
 * A quantity as a tailor types it in the studio's unit ('2 1/2' m, '2,5', '3½' yd, '12' units), to
 * millimetres or units (decision 142), or the refusal naming the field. Empty is `null` when the
 * field may be left empty (reserve and cut take what is left), else refused.
 */
export function readTypedQuantity(
  text: string,
  measure: MaterialMeasure,
  ctx: QuantityContext,
  { optional = false, max = MATERIAL_LIMITS.quantityMax }: { optional?: boolean; max?: number } = {},
): QuantityResult {
  const field = ctx.t.quantity({ unit: ctx.unitLabel });
  if (text.trim() === '') return optional ? { value: null } : { error: ctx.t.enterQuantity({ unit: ctx.unitLabel }) };
  const unit = quantityUnit(measure, ctx.unit);
  const read = readQuantity(text, unit, { language: ctx.language, min: 1, max: MATERIAL_LIMITS.quantityMax });
  if (!read.ok) return { error: unit === 'unit' ? ctx.t.writeCount({ field }) : ctx.t.writeLength({ field, unit: ctx.unitLabel }) };
  if (read.value > max) return { error: ctx.t.tooMuch({ field, max: `${quantityNumber(max, unit, ctx.language)} ${ctx.unitLabel}` }) };
  return { value: read.value };
}

/** A stored quantity as the field shows it back, readable again: '2,5', '3½'. */
export const quantityText = (value: number, measure: MaterialMeasure, ctx: Pick<QuantityContext, 'unit' | 'language'>) =>
  value > 0 ? quantityNumber(value, quantityUnit(measure, ctx.unit), ctx.language) : '';

/** 'Add Material' as typed: the chosen material and its quantity, or each refusal on its field. */
export function toAddBody(
  material: Pick<Material, 'id' | 'measure'> | null,
  quantityTyped: string,
  ctx: QuantityContext,
): Validated<AddProjectMaterialBody> {
  const errors: Record<string, string> = {};
  if (!material) errors.materialId = ctx.t.chooseMaterial;
  const quantity = readTypedQuantity(quantityTyped, material?.measure ?? 'length', ctx);
  if ('error' in quantity) errors.quantity = quantity.error;
  if (!material || 'error' in quantity || quantity.value === null) return { ok: false, errors };
  return validateBody(addProjectMaterialBodySchema, { materialId: material.id, quantity: quantity.value });
}
