import {
  DESIGNER_STYLE_IMPORT_FIELDS,
  designerStyleImportBodySchema,
  type DesignerStyleImportBody,
  type DesignerStyleImportField,
} from '@atelier/shared';
import { autoMap, isBlankRow, unescapeCell, type ColumnMapping } from '@/lib/csv';
import { validateBody, withOwnRefusals } from '@/lib/validate-form';
import { emptyDesignerStyleForm, readStyleFields, type StyleTexts, type TypedIn } from './designer-style-form';

/**
 * The browser half of importing a designer's line (decision 213): the CSV's columns mapped to a
 * style's fields, every row read with the form's own readers and checked with the server's schema,
 * so every refused row is listed, by its spreadsheet line, before anything is sent.
 */

/** Header names a designer's price list uses, in English and French, compared as lib/csv normalizes them. */
const ALIASES: Record<DesignerStyleImportField, string[]> = {
  styleNumber: ['style', 'style number', 'style no', 'style #', 'n° de modèle', 'numéro de modèle', 'référence', 'ref', 'réf'],
  name: ['name', 'style name', 'nom', 'nom du modèle', 'description'],
  fabric: ['fabric', 'material', 'tissu', 'matière'],
  colours: ['colours', 'colors', 'colour', 'color', 'couleurs', 'couleur', 'coloris'],
  sizes: ['sizes', 'size', 'size range', 'tailles', 'taille'],
  cost: ['cost', 'wholesale', 'wholesale price', 'cost price', "prix d'achat", 'prix de gros'],
  retail: ['retail', 'retail price', 'msrp', 'rrp', 'prix de vente', 'prix public'],
  note: ['note', 'notes', 'remarques', 'commentaire', 'commentaires'],
};

export type StyleColumns = ColumnMapping<DesignerStyleImportField>;

export const autoMapStyles = (headers: readonly string[]): StyleColumns => autoMap(headers, DESIGNER_STYLE_IMPORT_FIELDS, ALIASES);

/** A line can only be imported with its style number and name: both columns must be chosen. */
export const hasNeededColumns = (mapping: StyleColumns) => mapping.includes('styleNumber') && mapping.includes('name');

/** The body the import sends, the spreadsheet line of each of its rows, and every refusal by its body path. */
export type CheckedStyles = { body: DesignerStyleImportBody; lines: number[]; errors: Record<string, string> };

/** One row's texts from the mapped columns; a column not mapped is left empty. */
function textsOf(cells: readonly string[], mapping: StyleColumns): StyleTexts {
  const texts: StyleTexts = { ...emptyDesignerStyleForm };
  mapping.forEach((field, i) => {
    if (field) texts[field] = unescapeCell((cells[i] ?? '').trim());
  });
  return texts;
}

/**
 * Every data row read as the form reads a style (prices as the studio writes them, '1 290,00' in
 * French) and the whole body checked with the route's schema, so a number twice in the file is
 * refused here as on the server. A price it cannot read ('12O0') is refused on its field, never
 * changed. Blank rows are skipped; each row keeps the line a spreadsheet shows (the header is 1).
 */
export function checkStyles(
  rows: readonly (readonly string[])[],
  mapping: StyleColumns,
  designerId: string,
  typedIn: TypedIn,
): CheckedStyles {
  const lines: number[] = [];
  const read: DesignerStyleImportBody['rows'] = [];
  const own: Record<string, string> = {};
  rows.forEach((cells, i) => {
    if (isBlankRow(cells)) return;
    const { body, errors } = readStyleFields(textsOf(cells, mapping), typedIn);
    for (const [field, message] of Object.entries(errors)) own[`rows.${read.length}.${field}`] = message;
    lines.push(i + 2);
    read.push(body);
  });
  const body = { designerId, rows: read };
  const built = withOwnRefusals(validateBody(designerStyleImportBodySchema, body), own);
  return { body, lines, errors: built.ok ? {} : built.errors };
}

export type LineProblem = { line: number; field: DesignerStyleImportField; message: string };

/**
 * Refusals by body path (`rows.3.retail`, the form's or the server's) as the lines they are about,
 * in the file's order, a list's item on its list (`rows.0.colours.2` is the colours); the others
 * (`designerId`, `rows`) apart.
 */
export function problemsOf(errors: Readonly<Record<string, string>>, lines: readonly number[]) {
  const problems: LineProblem[] = [];
  const other: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const [, row, field] = /^rows\.(\d+)\.(\w+)/.exec(path) ?? [];
    const line = lines[Number(row)];
    if (line !== undefined && field) problems.push({ line, field: field as DesignerStyleImportField, message });
    else other[path] = message;
  }
  const order = (f: DesignerStyleImportField) => DESIGNER_STYLE_IMPORT_FIELDS.indexOf(f);
  problems.sort((a, b) => a.line - b.line || order(a.field) - order(b.field));
  return { problems, other };
}
