import {
  createMaterialBodySchema,
  MATERIAL_LIMITS,
  updateMaterialBodySchema,
  type CreateMaterialBody,
  type Material,
  type MaterialKind,
  type MaterialMeasure,
  type UpdateMaterialBody,
} from '@atelier/shared';
import type { Unit } from '@/lib/units';
import { validateBody, type Validated, withOwnRefusals } from '@/lib/validate-form';
import type { MaterialTexts } from '../messages';
import {
  materialUnits,
  perMetreFromPerYard,
  perYardFromPerMetre,
  quantityNumber,
  quantityUnit,
  readQuantity,
  type LengthUnit,
} from './material-units';
import { readTyped } from '@/lib/typed-number';

/** The add/edit form as typed: sizes and cost stay text until saved (decision 146). */
export type MaterialFormValues = {
  kind: MaterialKind;
  measure: MaterialMeasure;
  name: string;
  fibre: string;
  colour: string;
  width: string;
  cost: string;
  supplier: string;
  location: string;
  directional: boolean;
  repeat: string;
  lowStockLevel: string;
  notes: string;
};

/** What reading the form needs: the studio's unit, the page's language, the texts and the unit names. */
export type MaterialFormContext = {
  unit: Unit;
  language: string;
  t: MaterialTexts;
  unitLabel: (unit: LengthUnit | 'unit') => string;
  /** Prices are sent only by those who see them (decision 142: staff get `cost: null`). */
  withCost: boolean;
};

export const emptyMaterialForm: MaterialFormValues = {
  kind: 'fabric',
  measure: 'length',
  name: '',
  fibre: '',
  colour: '',
  width: '',
  cost: '',
  supplier: '',
  location: '',
  directional: false,
  repeat: '',
  lowStockLevel: '',
  notes: '',
};

/** How the price is typed: per metre or per yard for what is measured by length, else per unit. */
export const costPer = (measure: MaterialMeasure, unit: Unit): 'metre' | 'yard' | 'unit' =>
  measure === 'count' ? 'unit' : unit === 'cm' ? 'metre' : 'yard';

const money = (amount: number, language: string) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(amount);

/** A material's fields as its form first shows them, in the studio's units ('150', '3½', '12.50'). */
export function materialToForm(m: Material, unit: Unit, language: string): MaterialFormValues {
  const units = materialUnits(unit);
  const per = costPer(m.measure, unit);
  const mm = (v: number | null, u: LengthUnit | 'unit') => (v === null ? '' : quantityNumber(v, u, language));
  return {
    kind: m.kind,
    measure: m.measure,
    name: m.name,
    fibre: m.fibre,
    colour: m.colour,
    width: mm(m.widthMm, units.width),
    cost: m.cost === null ? '' : money(per === 'yard' ? perYardFromPerMetre(m.cost) : m.cost, language),
    supplier: m.supplier,
    location: m.location,
    directional: m.directional,
    repeat: mm(m.repeatMm, units.width),
    lowStockLevel: mm(m.lowStockLevel, quantityUnit(m.measure, unit)),
    notes: m.notes,
  };
}

type Sized = { widthMm: number | null; repeatMm: number | null; lowStockLevel: number | null; cost: number | null };

/** A cost as typed: the one reader's money, two decimals (decision 178). */
export const COST_RULE = { decimals: 2, money: true };

/**
 * The typed sizes and cost read into the body's numbers, each refusal keyed by the body's field
 * and naming it, as the server's would be. Empty is null; the width of a fabric is required.
 */
function readSized(v: MaterialFormValues, ctx: MaterialFormContext): { sized: Sized; errors: Record<string, string> } {
  const { t, language } = ctx;
  const units = materialUnits(ctx.unit);
  const fabric = v.kind === 'fabric';
  const errors: Record<string, string> = {};
  const sized: Sized = { widthMm: null, repeatMm: null, lowStockLevel: null, cost: null };
  const size = (
    key: 'widthMm' | 'repeatMm' | 'lowStockLevel',
    text: string,
    field: string,
    unit: LengthUnit | 'unit',
    min: number,
    max: number,
  ) => {
    if (text.trim() === '') return;
    const read = readQuantity(text, unit, { language, min, max });
    if (read.ok) sized[key] = read.value;
    else if (read.problem === 'range') {
      const shown = {
        field,
        unit: ctx.unitLabel(unit),
        min: quantityNumber(min, unit, language),
        max: quantityNumber(max, unit, language),
      };
      errors[key] = min === 0 ? t.atMost(shown) : t.between(shown);
    } else errors[key] = unit === 'unit' ? t.writeCount({ field }) : t.writeLength({ field, unit: ctx.unitLabel(unit) });
  };
  const widthName = t.width({ unit: ctx.unitLabel(units.width) });
  if (fabric) {
    if (v.width.trim() === '') errors.widthMm = t.enter({ field: widthName });
    size('widthMm', v.width, widthName, units.width, MATERIAL_LIMITS.widthMinMm, MATERIAL_LIMITS.widthMaxMm);
    size('repeatMm', v.repeat, t.repeat({ unit: ctx.unitLabel(units.width) }), units.width, 1, MATERIAL_LIMITS.repeatMaxMm);
  }
  const lowUnit = quantityUnit(v.measure, ctx.unit);
  size('lowStockLevel', v.lowStockLevel, t.lowStockLevel({ unit: ctx.unitLabel(lowUnit) }), lowUnit, 0, MATERIAL_LIMITS.quantityMax);
  const cost = v.cost.trim();
  if (ctx.withCost && cost) {
    const read = readTyped(cost, COST_RULE, ctx.language);
    if (read.error || read.value === null) errors.cost = t.writeCost({ field: t.cost });
    else {
      const typed = read.value;
      sized.cost = costPer(v.measure, ctx.unit) === 'yard' ? perMetreFromPerYard(typed) : typed;
    }
  }
  return { sized, errors };
}

const TEXTS = ['fibre', 'colour', 'supplier', 'location', 'notes'] as const;

/** POST body: a fabric is measured by length and needs its width; empty optional fields are left out. */
export function toCreateMaterialBody(v: MaterialFormValues, ctx: MaterialFormContext): Validated<CreateMaterialBody> {
  const { sized, errors } = readSized(v, ctx);
  const fabric = v.kind === 'fabric';
  const body: Record<string, unknown> = { kind: v.kind, name: v.name.trim() };
  if (!fabric) body.measure = v.measure;
  for (const key of TEXTS) if (v[key].trim()) body[key] = v[key].trim();
  if (fabric) {
    body.widthMm = sized.widthMm ?? undefined;
    body.directional = v.directional;
    if (sized.repeatMm !== null) body.repeatMm = sized.repeatMm;
  }
  if (sized.lowStockLevel !== null) body.lowStockLevel = sized.lowStockLevel;
  if (sized.cost !== null) body.cost = sized.cost;
  return withOwnRefusals(validateBody(createMaterialBodySchema, body as CreateMaterialBody), errors);
}

/** PATCH body: kind and measure are kept for good; an emptied field is sent as null so it is cleared. */
export function toUpdateMaterialBody(v: MaterialFormValues, ctx: MaterialFormContext): Validated<UpdateMaterialBody> {
  const { sized, errors } = readSized(v, ctx);
  const fabric = v.kind === 'fabric';
  const body: UpdateMaterialBody = { name: v.name.trim(), lowStockLevel: sized.lowStockLevel };
  for (const key of TEXTS) body[key] = v[key].trim() || null;
  if (fabric) Object.assign(body, { widthMm: sized.widthMm, repeatMm: sized.repeatMm, directional: v.directional });
  if (ctx.withCost) body.cost = sized.cost;
  return withOwnRefusals(validateBody(updateMaterialBodySchema, body), errors);
}

/** The form field a body path shows under: the sizes are typed in the form's own fields. */
const FIELD_OF: Readonly<Record<string, string>> = { widthMm: 'width', repeatMm: 'repeat' };
export const materialFieldOf = (path: string) => FIELD_OF[path] ?? path;
