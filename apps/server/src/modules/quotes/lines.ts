import { dollarsToCents, type quoteLineBodySchema } from '@atelier/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { materials, patternLayouts, patterns, services, workspaces, type QuoteLineRow } from '../../db/schema/index.js';
import { fieldError, missingReference } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { isUuid } from '../../lib/ids.js';
import { itemAmountCents, toHundredths } from '../invoices/totals.js';
import { withMarkupCents } from '../project-materials/cost.js';

/*
 * A quote's lines as priced (decision 158): a service's name, price, minutes and stage copied from
 * the price list as tickets do at intake (decision 151); a material's name and its cost with the
 * studio's markup (decision 144) per metre or per unit; a free line as typed. Every amount is the
 * invoices' own arithmetic: quantity (hundredths) × unit price, rounded half-up to the cent.
 */

type LineInput = z.output<typeof quoteLineBodySchema>;
type TaxFields = 'taxRateId' | 'taxRateBp' | 'taxCategory' | 'exemptionReason';
export type PlannedLine = Omit<QuoteLineRow, 'id' | 'quoteId' | 'position' | TaxFields> & Partial<Pick<QuoteLineRow, TaxFields>>;

const free = (line: Extract<LineInput, { kind: 'free' }>): PlannedLine => {
  const quantityHundredths = toHundredths(line.quantity ?? 1);
  const unitPriceCents = dollarsToCents(line.unitPrice);
  return {
    kind: 'free',
    serviceId: null,
    materialId: null,
    description: line.description,
    quantityHundredths,
    unit: null,
    fromLayout: false,
    unitPriceCents,
    amountCents: itemAmountCents(quantityHundredths, unitPriceCents),
    minutes: 0,
    stage: null,
  };
};

/**
 * The length of the client's newest cutting layout on the material (decision 143), in hundredths
 * of a metre rounded up to the centimetre (one buys whole centimetres): the pattern's draft names
 * its client. Null when no layout of theirs used it.
 */
async function layoutYardage(db: Db, workspaceId: string, clientId: string, materialId: string): Promise<number | null> {
  const [row] = await db
    .select({ lengthMm: patternLayouts.lengthMm })
    .from(patternLayouts)
    .innerJoin(patterns, eq(patterns.id, patternLayouts.patternId))
    .where(
      and(
        eq(patternLayouts.workspaceId, workspaceId),
        eq(patternLayouts.materialId, materialId),
        eq(sql`${patterns.draft}->>'clientId'`, clientId),
      ),
    )
    .orderBy(desc(patternLayouts.createdAt), desc(patternLayouts.id))
    .limit(1);
  return row ? Math.ceil(row.lengthMm / 10) : null;
}

/**
 * The lines with their copies made. A service or material line whose record the quote already
 * carried keeps its copy (`kept`, an edit of a sent quote never reprices it); a new one copies the
 * price list or the stock as they are now. A record not of the studio is 404 on its field; a
 * service no longer offered or a material without a cost is 422 there.
 */
export async function planLines(
  db: Db,
  scope: { workspaceId: string; clientId: string },
  lines: readonly LineInput[],
  kept: readonly QuoteLineRow[] = [],
): Promise<PlannedLine[]> {
  const serviceIds = [...new Set(lines.flatMap((l) => (l.kind === 'service' ? [l.serviceId] : [])))].filter(isUuid);
  const materialIds = [...new Set(lines.flatMap((l) => (l.kind === 'material' ? [l.materialId] : [])))].filter(isUuid);
  const where = (table: typeof services | typeof materials, list: string[]) =>
    and(eq(table.workspaceId, scope.workspaceId), inArray(table.id, list));
  const serviceRows = serviceIds.length ? await db.select().from(services).where(where(services, serviceIds)) : [];
  const materialRows = materialIds.length ? await db.select().from(materials).where(where(materials, materialIds)) : [];
  const [studio] = await db.select({ markupBp: workspaces.materialsMarkupBp }).from(workspaces).where(eq(workspaces.id, scope.workspaceId));
  const markupBp = studio?.markupBp ?? 0;
  const planned: PlannedLine[] = [];
  for (const [i, line] of lines.entries()) {
    if (line.kind === 'free') planned.push(free(line));
    else if (line.kind === 'service') planned.push(serviceLine(line, `lines.${i}.serviceId`, serviceRows, kept));
    else planned.push(await materialLine(db, scope, { line, field: `lines.${i}`, rows: materialRows, kept, markupBp }));
  }
  return planned;
}

function serviceLine(
  line: Extract<LineInput, { kind: 'service' }>,
  field: string,
  rows: readonly (typeof services.$inferSelect)[],
  kept: readonly QuoteLineRow[],
): PlannedLine {
  const quantityHundredths = toHundredths(line.quantity ?? 1);
  const copy = kept.find((k) => k.kind === 'service' && k.serviceId === line.serviceId);
  if (copy) return { ...strip(copy), quantityHundredths, amountCents: itemAmountCents(quantityHundredths, copy.unitPriceCents) };
  const service = rows.find((r) => r.id === line.serviceId);
  if (!service) throw missingReference(field, said('quotes.serviceNotFound'));
  if (!service.active) throw fieldError(field, said('quotes.serviceNotOffered', { name: service.name }));
  return {
    kind: 'service',
    serviceId: service.id,
    materialId: null,
    description: service.name,
    quantityHundredths,
    unit: null,
    fromLayout: false,
    unitPriceCents: service.priceCents,
    amountCents: itemAmountCents(quantityHundredths, service.priceCents),
    minutes: service.minutes,
    stage: service.stage || null,
  };
}

async function materialLine(
  db: Db,
  scope: { workspaceId: string; clientId: string },
  opts: {
    line: Extract<LineInput, { kind: 'material' }>;
    field: string;
    rows: readonly (typeof materials.$inferSelect)[];
    kept: readonly QuoteLineRow[];
    markupBp: number;
  },
): Promise<PlannedLine> {
  const { line, field, rows, kept, markupBp } = opts;
  const copy = kept.find((k) => k.kind === 'material' && k.materialId === line.materialId);
  const material = rows.find((r) => r.id === line.materialId);
  if (!copy && !material) throw missingReference(`${field}.materialId`, said('quotes.materialNotFound'));
  let quantityHundredths = line.quantity === undefined ? null : toHundredths(line.quantity);
  let fromLayout = false;
  if (quantityHundredths === null && material?.measure === 'length') {
    quantityHundredths = await layoutYardage(db, scope.workspaceId, scope.clientId, material.id);
    fromLayout = quantityHundredths !== null;
  }
  if (quantityHundredths === null) throw fieldError(`${field}.quantity`, said('quotes.quantityRequired'));
  if (copy)
    return { ...strip(copy), quantityHundredths, fromLayout, amountCents: itemAmountCents(quantityHundredths, copy.unitPriceCents) };
  const found = material!;
  if (found.costCents === null) throw fieldError(`${field}.materialId`, said('quotes.materialNoCost', { name: found.name }));
  const unitPriceCents = withMarkupCents(found.costCents, markupBp);
  return {
    kind: 'material',
    serviceId: null,
    materialId: found.id,
    description: found.name,
    quantityHundredths,
    unit: found.measure === 'length' ? 'm' : 'unit',
    fromLayout,
    unitPriceCents,
    amountCents: itemAmountCents(quantityHundredths, unitPriceCents),
    minutes: 0,
    stage: null,
  };
}

const strip = (row: QuoteLineRow): PlannedLine => {
  const { id: _id, quoteId: _quote, position: _position, ...rest } = row;
  return rest;
};
