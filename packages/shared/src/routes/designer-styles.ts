import { z } from 'zod';
import { optionalText, searchQuerySchema } from '../clients.js';
import { recordIdsSchema } from '../envelope.js';
import { pageOf, pageQueryShape } from '../pages.js';
import { moneyField } from '../money.js';
import { text } from '../text.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { createErrorResponses, errorResponses } from './errors.js';
import { idParams } from './params.js';

/**
 * A designer's style in the boutique's catalogue (decision 212): the designer (one of the studio's
 * suppliers), its style number and name as the designer prints them, the colours and sizes it is
 * made in, its fabric, the price to the boutique and the retail price (integer cents on the server,
 * decision 015). The physical gowns, veils and shoes the boutique holds are its pieces.
 */
export const DESIGNER_STYLE_LIMITS = {
  name: 120,
  styleNumber: 40,
  fabric: 200,
  note: 2000,
  colour: 40,
  colours: 30,
  size: 20,
  sizes: 60,
} as const;

/** A list of short labels typed one by one: each trimmed, none empty, none twice whatever the case. */
const labels = (label: string, max: number, most: number) =>
  z
    .array(text().trim().min(1, `${label} cannot be empty`).max(max, `${label} must be at most ${max} characters`), {
      error: `${label}s must be a list`,
    })
    .max(most, `At most ${most} ${label.toLowerCase()}s`)
    .refine((items) => new Set(items.map((i) => i.toLowerCase())).size === items.length, `Each ${label.toLowerCase()} once`);

/** The designer, one of the studio's suppliers: any other id is refused on the field as not found. */
const designerReference = z.string({ error: 'Select a designer' }).min(1, 'Select a designer').max(64);

const designerStyleFields = {
  name: text()
    .trim()
    .min(1, 'Name is required')
    .max(DESIGNER_STYLE_LIMITS.name, `Name must be at most ${DESIGNER_STYLE_LIMITS.name} characters`),
  styleNumber: text()
    .trim()
    .min(1, 'Style number is required')
    .max(DESIGNER_STYLE_LIMITS.styleNumber, `Style number must be at most ${DESIGNER_STYLE_LIMITS.styleNumber} characters`),
  fabric: optionalText(DESIGNER_STYLE_LIMITS.fabric, 'Fabric'),
  colours: labels('Colour', DESIGNER_STYLE_LIMITS.colour, DESIGNER_STYLE_LIMITS.colours).optional(),
  sizes: labels('Size', DESIGNER_STYLE_LIMITS.size, DESIGNER_STYLE_LIMITS.sizes).optional(),
  /** The price the designer charges the boutique, in the studio's currency. */
  cost: moneyField('Cost').nullish(),
  /** The price the boutique asks of a client. */
  retail: moneyField('Retail price').nullish(),
  note: optionalText(DESIGNER_STYLE_LIMITS.note, 'Note'),
};

export const createDesignerStyleBodySchema = z.strictObject({ ...designerStyleFields, designerId: designerReference });
export type CreateDesignerStyleBody = z.input<typeof createDesignerStyleBodySchema>;

/** At most this many styles in one import of a designer's line (decision 213). */
export const DESIGNER_STYLE_IMPORT_MAX_ROWS = 500;

/** The style fields a CSV column can be mapped to, in the order the mapping lists them. */
export const DESIGNER_STYLE_IMPORT_FIELDS = ['styleNumber', 'name', 'fabric', 'colours', 'sizes', 'cost', 'retail', 'note'] as const;
export type DesignerStyleImportField = (typeof DESIGNER_STYLE_IMPORT_FIELDS)[number];

/** One imported row is a create body without its designer, which the whole file names once: same rules, same messages. */
export const designerStyleImportRowSchema = z.strictObject(designerStyleFields);
export type DesignerStyleImportRow = z.input<typeof designerStyleImportRowSchema>;

/** The rows whose style number an earlier row of the same file already has, whatever its case. */
function repeatedNumbers(rows: readonly { styleNumber: string }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const key = row.styleNumber.toLowerCase();
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: [i, 'styleNumber'], message: 'This style number is on an earlier row of the file' });
    seen.add(key);
  });
}

/**
 * POST /designer-styles/import (decision 213): one designer's line, every row valid or nothing stored
 * (errors on `rows.<i>.<field>`); a style number twice in the file is refused on its later row.
 */
export const designerStyleImportBodySchema = z.strictObject({
  designerId: designerReference,
  rows: z
    .array(designerStyleImportRowSchema)
    .min(1, 'Choose at least one row to import')
    .max(DESIGNER_STYLE_IMPORT_MAX_ROWS, `At most ${DESIGNER_STYLE_IMPORT_MAX_ROWS} styles can be imported at once`)
    .superRefine(repeatedNumbers),
});
export type DesignerStyleImportBody = z.input<typeof designerStyleImportBodySchema>;

/** Every field optional: a field not sent is left as it is; a text, price or note sent as null is cleared. */
export const updateDesignerStyleBodySchema = z.strictObject({
  ...designerStyleFields,
  // optionalText reads a missing text as null (cleared): an update leaves a text not sent as it is.
  fabric: designerStyleFields.fabric.optional(),
  note: designerStyleFields.note.optional(),
  name: designerStyleFields.name.optional(),
  styleNumber: designerStyleFields.styleNumber.optional(),
  designerId: designerReference.optional(),
});
export type UpdateDesignerStyleBody = z.input<typeof updateDesignerStyleBodySchema>;

export const designerStyleSchema = recordIdsSchema.extend({
  designer: z.object({ id: z.string(), name: z.string() }),
  styleNumber: z.string(),
  name: z.string(),
  /** "" when there is none (decision 017). */
  fabric: z.string(),
  colours: z.array(z.string()),
  sizes: z.array(z.string()),
  /** Null when not given, and for a role that sees no cost prices (staff). */
  cost: z.number().nullable(),
  retail: z.number().nullable(),
  note: z.string(),
  /** Its stock: how many of its pieces the boutique holds (decision 215). */
  pieces: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DesignerStyle = z.infer<typeof designerStyleSchema>;

/** The success messages these routes answer, in English; other languages' in declared.json (decisions 138, 203). */
const messages = {
  designerStyleAdded: 'Style added to the catalogue',
  designerStylesLoaded: 'Catalogue loaded',
  designerStyleUpdated: 'Style updated',
  designerStyleDeleted: 'Style deleted',
  designerStylesImportedOne: '1 style imported into the catalogue',
  designerStylesImported: '{count} styles imported into the catalogue',
} satisfies RouteMessages;

const designerStyle = z.object({ designerStyle: designerStyleSchema });

/** The studio's designer styles: the permission, then the record its `:id` names, checked from the declaration (decision 193). */
export const designerStyleRoutes = routeGroup(messages, {
  create: defineRoute({
    method: 'POST',
    path: '/designer-styles',
    resource: 'designerStyles',
    access: 'designerStyles.write',
    feature: 'materials',
    body: createDesignerStyleBodySchema,
    success: { status: 201, data: designerStyle },
    message: 'designerStyleAdded',
    errors: createErrorResponses,
  }),
  /** All rows or none; the message counts them (designerStylesImportedOne for one). */
  import: defineRoute({
    method: 'POST',
    path: '/designer-styles/import',
    resource: 'designerStyles',
    access: 'designerStyles.write',
    feature: 'materials',
    body: designerStyleImportBodySchema,
    description: 'One designer’s line from a CSV: every row is stored, or none (errors on `rows.<i>.<field>`, decision 213).',
    success: { status: 201, data: z.object({ imported: z.number().int(), designerStyles: z.array(designerStyleSchema) }) },
    message: 'designerStylesImported',
    errors: createErrorResponses,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/designer-styles',
    resource: 'designerStyles',
    access: 'designerStyles.read',
    feature: 'materials',
    query: z.object({ ...pageQueryShape, search: searchQuerySchema.optional() }),
    description: 'The studio’s designer styles, newest first; `search` matches the name or style number whatever the case and accents.',
    success: { status: 200, data: pageOf('designerStyles', designerStyleSchema) },
    message: 'designerStylesLoaded',
    errors: errorResponses,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/designer-styles/:id',
    resource: 'designerStyles',
    access: 'designerStyles.write',
    feature: 'materials',
    record: 'designerStyles',
    params: idParams,
    body: updateDesignerStyleBodySchema,
    success: { status: 200, data: designerStyle },
    message: 'designerStyleUpdated',
    errors: errorResponses,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/designer-styles/:id',
    resource: 'designerStyles',
    access: 'designerStyles.delete',
    feature: 'materials',
    record: 'designerStyles',
    params: idParams,
    success: { status: 200, data: z.object({ deleted: z.literal(true) }) },
    message: 'designerStyleDeleted',
    errors: errorResponses,
  }),
});
