import {
  createMeasurementBodySchema,
  GARMENT_TEMPLATES,
  updateMeasurementBodySchema,
  type CreateMeasurementBody,
  type GarmentType,
  type Measurement,
  type MeasurementValue,
  type UpdateMeasurementBody,
} from '@atelier/shared';
import { convertSize, sizeToInput, type Unit } from '@/lib/units';
import { validateBody } from '@/lib/validate-form';
import { measurementMessages, type MeasurementTexts } from '../messages';

export type CustomRow = { key: string; name: string; size: string };

/** A saved value as the edit form first showed it: sent back unchanged while its text is untouched. */
export type OriginalValue = { text: string; size: number; unit: Unit };

/**
 * What the form holds. Standard values are kept by name, not per garment type, so switching the
 * garment type and back loses nothing, and a Waist typed for a dress stays for a skirt.
 */
export type MeasurementFormValues = {
  clientId: string;
  garmentType: GarmentType | '';
  standard: Record<string, string>;
  custom: CustomRow[];
  notes: string;
  /** The unit the typed sizes are in: the user's unit when the form opened (decision 027). */
  unit: Unit;
  /**
   * Editing: each saved value by the field showing it (`standard.Bust`, `custom.<row>`). A value
   * taken in the other unit is shown converted, but kept as stored unless the user changes it
   * (decision 027), so opening and saving never drifts a value by rounding.
   */
  original: Record<string, OriginalValue>;
};

/** Field keys for errors: 'clientId', 'garmentType', 'notes', 'standard.Bust', 'custom.<key>.name'. */
export const standardKey = (name: string) => `standard.${name}`;
export const customKey = (row: string, part: 'name' | 'size') => `custom.${row}.${part}`;
const customSource = (row: string) => `custom.${row}`;

let rowSeq = 0;
export const newCustomRow = (name = '', size = ''): CustomRow => ({ key: `row-${++rowSeq}`, name, size });

export const emptyMeasurementForm = (clientId = '', unit: Unit = 'inches'): MeasurementFormValues => ({
  clientId,
  garmentType: '',
  standard: {},
  custom: [],
  notes: '',
  unit,
  original: {},
});

export function standardNames(garmentType: GarmentType | ''): readonly string[] {
  return garmentType ? GARMENT_TEMPLATES[garmentType] : [];
}

/**
 * A saved record back into the form, its sizes in `unit` (the user's): template names to their
 * fields, the rest as custom rows.
 */
export function measurementToForm(m: Measurement, unit: Unit = 'inches'): MeasurementFormValues {
  const names = new Set(standardNames(m.garmentType));
  const standard: Record<string, string> = {};
  const custom: CustomRow[] = [];
  const original: Record<string, OriginalValue> = {};
  for (const v of m.measurements) {
    const text = sizeToInput(convertSize(v.size, v.unit, unit));
    if (names.has(v.name)) {
      standard[v.name] = text;
      original[standardKey(v.name)] = { text, size: v.size, unit: v.unit };
    } else {
      const row = newCustomRow(v.name, text);
      custom.push(row);
      original[customSource(row.key)] = { text, size: v.size, unit: v.unit };
    }
  }
  return { clientId: m.clientId, garmentType: m.garmentType, standard, custom, notes: m.notes, unit, original };
}

/** The value a field sends: the saved one while its text is as first shown, else the typed size in the form's unit. */
function valueOf(form: MeasurementFormValues, source: string, text: string): { size: number; unit: Unit } {
  const saved = form.original[source];
  if (saved && saved.text === text) return { size: saved.size, unit: saved.unit };
  return { size: parseSize(text), unit: form.unit };
}

/** Typed text to a size; a decimal comma (some phone keypads) counts as a point. */
export function parseSize(text: string): number {
  const t = text.trim().replace(',', '.');
  return t === '' ? NaN : Number(t);
}

export type BuiltValues = {
  values: MeasurementValue[];
  /** For each sent value, the form field it came from, to place the server's `measurements.N.*` errors. */
  sources: string[];
  errors: Record<string, string>;
};

/**
 * The measurement list to send: standard values only when above 0, custom rows
 * only with a name and a size above 0; a row left wholly empty is ignored, a half-filled one is
 * an error rather than silently dropped. Names are unique per record, case-insensitively.
 */
export function buildMeasurementValues(form: MeasurementFormValues, t: MeasurementTexts = measurementMessages.get()): BuiltValues {
  const values: MeasurementValue[] = [];
  const sources: string[] = [];
  const errors: Record<string, string> = {};
  const seen = new Set<string>();

  for (const name of standardNames(form.garmentType)) {
    const { size, unit } = valueOf(form, standardKey(name), form.standard[name] ?? '');
    if (!(size > 0)) continue;
    values.push({ name, size, unit });
    sources.push(standardKey(name));
    seen.add(name.toLowerCase());
  }
  for (const row of form.custom) {
    const name = row.name.trim();
    const hasSize = row.size.trim() !== '';
    if (!name && !hasSize) continue;
    const { size, unit } = valueOf(form, customSource(row.key), row.size);
    if (!name) errors[customKey(row.key, 'name')] = t.enterName;
    if (!(size > 0)) errors[customKey(row.key, 'size')] = t.enterSize;
    if (name && seen.has(name.toLowerCase())) errors[customKey(row.key, 'name')] = t.duplicate({ name });
    if (!name || !(size > 0) || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    values.push({ name, size, unit });
    sources.push(customSource(row.key));
  }
  return { values, sources, errors };
}

export type Built<B> = { ok: true; body: B; sources: string[] } | { ok: false; errors: Record<string, string> };

/**
 * Checks a built body with the shared schema the server uses (decision 020: no rule written twice) and
 * puts its errors on the form's fields the same way as the server's.
 */
function checked<B>(schema: Parameters<typeof validateBody>[0], body: B, built: BuiltValues): Built<B> {
  const result = validateBody(schema, body as never);
  const errors = { ...(result.ok ? {} : mapServerErrors(result.errors, built.sources)), ...built.errors };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body, sources: built.sources };
}

/** The POST body; a client and a garment type are needed to save. Empty notes are omitted. */
export function buildCreateBody(form: MeasurementFormValues, t?: MeasurementTexts): Built<CreateMeasurementBody> {
  const built = buildMeasurementValues(form, t);
  const body = { clientId: form.clientId, garmentType: form.garmentType, measurements: built.values } as CreateMeasurementBody;
  const notes = form.notes.trim();
  if (notes) body.notes = notes;
  return checked(createMeasurementBodySchema, body, built);
}

/** The PATCH body: the client never changes; emptied notes are sent as null to clear them. */
export function buildUpdateBody(form: MeasurementFormValues, t?: MeasurementTexts): Built<UpdateMeasurementBody> {
  const built = buildMeasurementValues(form, t);
  const body = { garmentType: form.garmentType, measurements: built.values, notes: form.notes.trim() || null } as UpdateMeasurementBody;
  return checked(updateMeasurementBodySchema, body, built);
}

/**
 * The server's field errors keyed to the form: `measurements.3.size` lands on the field the
 * fourth sent value came from; other fields (clientId, notes, garmentType) keep their names.
 */
export function mapServerErrors(serverErrors: Record<string, string>, sources: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(serverErrors)) {
    const m = /^measurements\.(\d+)\.(name|size|unit)$/.exec(field);
    const source = m ? sources[Number(m[1])] : undefined;
    if (!m || !source) {
      out[field.startsWith('measurements') ? 'measurements' : field] ??= message;
      continue;
    }
    const key = source.startsWith('custom.') ? `${source}.${m[2] === 'name' ? 'name' : 'size'}` : source;
    out[key] ??= message;
  }
  return out;
}
