import {
  createGarmentTemplateBodySchema,
  GARMENT_TEMPLATES,
  type CreateGarmentTemplateBody,
  type GarmentTemplate,
  type GarmentType,
} from '@atelier/shared';
import type { Unit } from '@/lib/units';
import { validateBody } from '@/lib/validate-form';

/** One measurement of a garment being edited; `unit` '' leaves the studio's usual one (decision 078). */
export type TemplateRow = { key: string; name: string; hint: string; unit: Unit | '' };
export type TemplateFormValues = { name: string; rows: TemplateRow[] };

let rowSeq = 0;
export const newTemplateRow = (name = '', hint = '', unit: Unit | '' = ''): TemplateRow => ({
  key: `tpl-row-${++rowSeq}`,
  name,
  hint,
  unit,
});

/** A new garment starts with one empty row to type into. */
export const emptyTemplateForm = (): TemplateFormValues => ({ name: '', rows: [newTemplateRow()] });

export const templateToForm = (t: Pick<GarmentTemplate, 'name' | 'measurements'>): TemplateFormValues => ({
  name: t.name,
  rows: t.measurements.map((m) => newTemplateRow(m.name, m.hint, m.unit ?? '')),
});

/** A row's field key for its error: `rows.<key>.name`. */
export const rowField = (key: string, part: 'name' | 'hint' | 'unit') => `rows.${key}.${part}`;

const isBlank = (row: TemplateRow) => row.name.trim() === '' && row.hint.trim() === '';

/** The rows with one moved a place up (-1) or down (+1); at either end nothing moves. */
export function moveRow(rows: readonly TemplateRow[], key: string, by: -1 | 1): TemplateRow[] {
  const from = rows.findIndex((r) => r.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * "Start from a built-in": an empty list becomes the built-in garment's names; a list already
 * typed keeps its rows and gains the names it does not have yet, so nothing typed is lost.
 */
export function startFromBuiltIn(rows: readonly TemplateRow[], garment: GarmentType): TemplateRow[] {
  const names = GARMENT_TEMPLATES[garment];
  if (rows.every(isBlank)) return names.map((n) => newTemplateRow(n));
  const have = new Set(rows.map((r) => r.name.trim().toLowerCase()));
  return [...rows, ...names.filter((n) => !have.has(n.toLowerCase())).map((n) => newTemplateRow(n))];
}

export type BuiltTemplate =
  { ok: true; body: CreateGarmentTemplateBody; sources: string[] } | { ok: false; errors: Record<string, string> };

/** The server's `measurements.3.name` on the row it came from; other fields keep their names. */
export function mapTemplateErrors(errors: Record<string, string>, sources: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const m = /^measurements\.(\d+)\.(name|hint|unit)$/.exec(path);
    const source = m ? sources[Number(m[1])] : undefined;
    out[m && source ? rowField(source, m[2] as 'name' | 'hint' | 'unit') : path.startsWith('measurements') ? 'measurements' : path] ??=
      message;
  }
  return out;
}

/**
 * The body a save sends, `{ name, measurements }` in the rows' order, checked with the server's
 * own schema: a wholly empty row is left out, a hint without a name is an error on that row.
 */
export function toTemplateBody(form: TemplateFormValues, enterName: string): BuiltTemplate {
  const errors: Record<string, string> = {};
  const kept = form.rows.filter((r) => !isBlank(r));
  for (const r of kept) if (r.name.trim() === '') errors[rowField(r.key, 'name')] = enterName;
  const measurements = kept.map((r) => ({ name: r.name, hint: r.hint, unit: r.unit === '' ? null : r.unit }));
  const body: CreateGarmentTemplateBody = { name: form.name, measurements };
  const sources = kept.map((r) => r.key);
  const checked = validateBody(createGarmentTemplateBodySchema, body);
  const all = { ...(checked.ok ? {} : mapTemplateErrors(checked.errors, sources)), ...errors };
  return Object.keys(all).length > 0 ? { ok: false, errors: all } : { ok: true, body, sources };
}
