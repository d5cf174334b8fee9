import type { AnsweredUnit } from '@atelier/shared';
import {
  createMeasurementBodySchema,
  GARMENT_LABELS,
  GARMENT_TEMPLATES,
  updateMeasurementBodySchema,
  type CreateMeasurementBody,
  type GarmentTemplate,
  type GarmentType,
  type Measurement,
  type MeasurementValueBody,
  type UpdateMeasurementBody,
} from '@atelier/shared';
import type { Unit } from '@/lib/units';
import { validateBody } from '@/lib/validate-form';
import { currentSizeFieldTexts, readSizeField, sizeFieldText, type SizeFieldReading, type SizeFieldTexts } from './size-field';

export type CustomRow = { key: string; name: string; size: string };

/** A saved value as the edit form first showed it: sent back unchanged while its text is untouched. */
/** `unit` as answered: degrees for an angle, sent back as it came (decision 189). */
export type OriginalValue = { text: string; size: number; unit: AnsweredUnit };

/**
 * What the form holds. Standard values are kept by name, not per garment type, so switching the
 * garment type and back loses nothing, and a Waist typed for a dress stays for a skirt.
 */
/** A studio garment template as the form keeps it once chosen (decision 078). */
export type FormTemplate = Pick<GarmentTemplate, 'id' | 'name' | 'measurements'>;

export type MeasurementFormValues = {
  clientId: string;
  /** 'other' while a studio template is chosen. */
  garmentType: GarmentType | '';
  /** The studio's own garment chosen instead of a built-in one: its rows are the fields, with their hints and units. */
  template: FormTemplate | null;
  /**
   * Editing a record whose garment the form does not offer (its template was deleted, or the plan
   * has no templates): the name it keeps. Its values are custom rows and its garment is not sent.
   */
  keptGarment: string | null;
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
  template: null,
  keptGarment: null,
  standard: {},
  custom: [],
  notes: '',
  unit,
  original: {},
});

/** One measurement the chosen garment lists: its name, where to put the tape, the unit it is typed in. */
export type StandardField = { name: string; hint: string; unit: Unit };

type Garment = Pick<MeasurementFormValues, 'garmentType' | 'template' | 'keptGarment' | 'unit'>;

/** The chosen garment's fields: a template's rows (a row without a unit takes the form's), or a built-in list. */
export function standardFields(form: Garment): StandardField[] {
  if (form.template) return form.template.measurements.map((m) => ({ name: m.name, hint: m.hint, unit: m.unit ?? form.unit }));
  if (form.keptGarment !== null || !form.garmentType) return [];
  return GARMENT_TEMPLATES[form.garmentType].map((name) => ({ name, hint: '', unit: form.unit }));
}

/** A record of no garment the form offers: its template is not in `template`, or its template is gone and it kept the name. */
function keptName(m: Measurement, template: FormTemplate | null): string | null {
  if (m.templateId !== null) return template ? null : m.garmentName;
  return m.garmentType === 'other' && m.garmentName !== GARMENT_LABELS.other ? m.garmentName : null;
}

/**
 * A saved record back into the form, its sizes in each field's unit (the user's, or a template
 * row's own) as a tailor writes them (`27¼`, `69,5` in French; decision 124): the garment's names to
 * their fields, the rest as custom rows. `templates` are the studio's, to find the one the record
 * was taken with.
 */
export function measurementToForm(
  m: Measurement,
  unit: Unit = 'inches',
  templates: readonly FormTemplate[] = [],
  language = 'en',
): MeasurementFormValues {
  const template = templates.find((t) => t.id === m.templateId) ?? null;
  const form: MeasurementFormValues = {
    ...emptyMeasurementForm(m.clientId, unit),
    garmentType: m.garmentType,
    template,
    keptGarment: keptName(m, template),
    notes: m.notes,
  };
  const fields = new Map(standardFields(form).map((f) => [f.name, f]));
  for (const v of m.measurements) {
    const field = fields.get(v.name);
    const text = sizeFieldText(v, field?.unit ?? unit, language);
    if (field) {
      form.standard[v.name] = text;
      form.original[standardKey(v.name)] = { text, size: v.size, unit: v.unit };
    } else {
      const row = newCustomRow(v.name, text);
      form.custom.push(row);
      form.original[customSource(row.key)] = { text, size: v.size, unit: v.unit };
    }
  }
  return form;
}

type Typed = { name: string; text: string; unit: Unit; required?: boolean };

/**
 * The value a field sends: the saved one while its text is as first shown, else the typed size read
 * exactly in the field's unit (decision 124), or why it cannot be.
 */
function valueOf(
  form: MeasurementFormValues,
  source: string,
  typed: Typed,
  texts: SizeFieldTexts,
): SizeFieldReading & { unit: AnsweredUnit } {
  const saved = form.original[source];
  if (saved && saved.text === typed.text) return { state: 'size', size: saved.size, unit: saved.unit };
  return { ...readSizeField(typed.text, typed, texts), unit: typed.unit };
}

export type BuiltValues = {
  values: MeasurementValueBody[];
  /** For each sent value, the form field it came from, to place the server's `measurements.N.*` errors. */
  sources: string[];
  errors: Record<string, string>;
};

/**
 * The measurement list to send: standard values only when above 0, custom rows only with a name
 * and a size above 0; a row left wholly empty is ignored, a half-filled one is an error rather than
 * silently dropped. A size is sent as the exact number typed, or its field says how to write it
 * (decision 124). Names are unique per record, case-insensitively.
 */
export function toMeasurementValues(form: MeasurementFormValues, texts: SizeFieldTexts = currentSizeFieldTexts()): BuiltValues {
  const values: MeasurementValueBody[] = [];
  const sources: string[] = [];
  const errors: Record<string, string> = {};
  const seen = new Set<string>();

  for (const field of standardFields(form)) {
    const { name } = field;
    const read = valueOf(form, standardKey(name), { name, text: form.standard[name] ?? '', unit: field.unit }, texts);
    if (read.state === 'refused') errors[standardKey(name)] = read.error;
    if (read.state !== 'size') continue;
    values.push({ name, size: read.size, unit: read.unit });
    sources.push(standardKey(name));
    seen.add(name.toLowerCase());
  }
  for (const row of form.custom) {
    const name = row.name.trim();
    if (!name && row.size.trim() === '') continue;
    const read = valueOf(form, customSource(row.key), { name, text: row.size, unit: form.unit, required: true }, texts);
    if (!name) errors[customKey(row.key, 'name')] = texts.t.enterName;
    if (read.state === 'refused') errors[customKey(row.key, 'size')] = read.error;
    if (name && seen.has(name.toLowerCase())) errors[customKey(row.key, 'name')] = texts.t.duplicate({ name });
    if (!name || read.state !== 'size' || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    values.push({ name, size: read.size, unit: read.unit });
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

/** The garment a body sends: a template's record is of type 'other' with its templateId (decision 078). */
const garmentOf = (form: MeasurementFormValues) =>
  form.template
    ? { garmentType: 'other' as const, templateId: form.template.id }
    : { garmentType: form.garmentType as GarmentType, templateId: null };

/** The POST body; a client and a garment type are needed to save. Empty notes are omitted. */
export function toCreateMeasurementBody(form: MeasurementFormValues, texts?: SizeFieldTexts): Built<CreateMeasurementBody> {
  const built = toMeasurementValues(form, texts);
  const body: CreateMeasurementBody = { clientId: form.clientId, ...garmentOf(form), measurements: built.values };
  const notes = form.notes.trim();
  if (notes) body.notes = notes;
  return checked(createMeasurementBodySchema, body, built);
}

/**
 * The PATCH body: the client never changes; emptied notes are sent as null to clear them. A kept
 * garment is not sent, so the record keeps its name (decision 078).
 */
export function toUpdateMeasurementBody(form: MeasurementFormValues, texts?: SizeFieldTexts): Built<UpdateMeasurementBody> {
  const built = toMeasurementValues(form, texts);
  const garment = form.keptGarment === null ? garmentOf(form) : {};
  const body: UpdateMeasurementBody = { ...garment, measurements: built.values, notes: form.notes.trim() || null };
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
