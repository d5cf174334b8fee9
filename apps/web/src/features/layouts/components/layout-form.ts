import { createLayoutBodySchema, MATERIAL_LIMITS, type CreateLayoutBody } from '@atelier/shared';
import { materialUnits, quantityNumber, readQuantity } from '@/features/materials';
import type { Unit } from '@/lib/units';
import { validateBody, type Validated } from '@/lib/validate-form';
import type { LayoutTexts } from '../messages';

/** The layout form as typed: a fabric from stock, or the width, nap and repeat of one to buy. */
export type LayoutFormValues = {
  source: 'stock' | 'buy';
  materialId: string;
  width: string;
  directional: boolean;
  repeat: string;
};
export const emptyLayoutForm = (source: LayoutFormValues['source']): LayoutFormValues => ({
  source,
  materialId: '',
  width: '',
  directional: false,
  repeat: '',
});

export type LayoutFormContext = { unit: Unit; language: string; t: LayoutTexts; unitLabel: string };

/** The server names the body's fields; the form shows them under its own (decision 149). */
export const layoutFieldOf = (path: string): string | undefined => (path === 'widthMm' ? 'width' : path === 'repeatMm' ? 'repeat' : path);

/** A width or a repeat bound, in the studio's width unit: '10 cm', '3 15/16 in'. */
const bound = (mm: number, ctx: LayoutFormContext) => `${quantityNumber(mm, materialUnits(ctx.unit).width, ctx.language)} ${ctx.unitLabel}`;

/**
 * The typed width and repeat in millimetres, read as a tailor writes them (`59 1/2`, `139,5`), or
 * the refusal naming the field; a fabric from stock is only its id (the server reads its width).
 */
export function toLayoutBody(v: LayoutFormValues, ctx: LayoutFormContext): Validated<CreateLayoutBody> {
  const { t, language } = ctx;
  if (v.source === 'stock')
    return v.materialId
      ? validateBody(createLayoutBodySchema, { materialId: v.materialId })
      : { ok: false, errors: { materialId: t.chooseFabric } };
  const unit = materialUnits(ctx.unit).width;
  const example = unit === 'cm' ? '150' : '59 1/2';
  const errors: Record<string, string> = {};
  const width = readQuantity(v.width, unit, { language, min: MATERIAL_LIMITS.widthMinMm, max: MATERIAL_LIMITS.widthMaxMm });
  if (!width.ok)
    errors.width =
      width.problem === 'empty'
        ? t.enterWidth
        : width.problem === 'range'
          ? t.widthRange({ min: bound(MATERIAL_LIMITS.widthMinMm, ctx), max: bound(MATERIAL_LIMITS.widthMaxMm, ctx) })
          : t.writeWidth({ unit: ctx.unitLabel, example });
  let repeatMm: number | undefined;
  if (v.repeat.trim() !== '') {
    const repeat = readQuantity(v.repeat, unit, { language, min: 1, max: MATERIAL_LIMITS.repeatMaxMm });
    if (repeat.ok) repeatMm = repeat.value;
    else
      errors.repeat =
        repeat.problem === 'range'
          ? t.repeatRange({ min: bound(1, ctx), max: bound(MATERIAL_LIMITS.repeatMaxMm, ctx) })
          : t.writeRepeat({ unit: ctx.unitLabel, example: unit === 'cm' ? '32' : '12 5/8' });
  }
  if (!width.ok || errors.repeat) return { ok: false, errors };
  return validateBody(createLayoutBodySchema, {
    widthMm: width.value,
    directional: v.directional,
    ...(repeatMm !== undefined ? { repeatMm } : {}),
  });
}

/**
 * A length as a tailor buys it: up to the next centimetre in metres, the next eighth in yards, so
 * what is bought is never short of the layout (decision 149).
 */
export function boughtLengthMm(lengthMm: number, unit: Unit): number {
  if (unit === 'cm') return Math.ceil(lengthMm / 10) * 10;
  // Within half a millimetre of an eighth is on it: 2 3/8 yd kept to the millimetre is 2172 mm, not 2171.7.
  return Math.round((Math.ceil(((lengthMm - 0.5) / 914.4) * 8) / 8) * 914.4);
}
