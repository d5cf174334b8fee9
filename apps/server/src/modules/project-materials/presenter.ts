import { centsToDollars, type BillOfMaterials, type Language, type ProjectMaterialLine } from '@atelier/shared';
import { lineCostCents, withMarkupCents } from './cost.js';
import { toReserve, type BillLine, type BillRows } from './service.js';

type Seen = { showCost: boolean };

function presentLine(line: BillLine, { showCost }: Seen): ProjectMaterialLine {
  const { material, share } = line;
  const cost = showCost ? lineCostCents(material, line.quantity) : null;
  return {
    _id: line.id,
    id: line.id,
    material: {
      id: material.id,
      name: material.name,
      kind: material.kind,
      measure: material.measure,
      widthMm: material.widthMm,
      available: material.onHand - material.reserved,
      cost: showCost && material.costCents !== null ? centsToDollars(material.costCents) : null,
    },
    quantity: line.quantity,
    reserved: share.reserved,
    cut: share.cut - share.returned,
    toReserve: toReserve(line.quantity, share),
    cost: cost === null ? null : centsToDollars(cost),
    source: line.source ?? '',
    layoutId: line.layoutId,
    createdAt: line.createdAt.toISOString(),
    updatedAt: line.updatedAt.toISOString(),
  };
}

/** One invoice line of the whole, quantity 1, as the invoice form takes it (decision 144). */
/** The suggested invoice line's words, in the language the project's client reads its invoices in (decision 128). */
const MATERIALS_LINE: Record<Language, (project: string) => string> = {
  en: (project) => `Materials: ${project}`,
  fr: (project) => `Fournitures : ${project}`,
  es: (project) => `Materiales: ${project}`,
  pt: (project) => `Materiais: ${project}`,
  de: (project) => `Material: ${project}`,
  it: (project) => `Materiali: ${project}`,
};

const invoiceLine = (description: string, cents: number) => {
  const rate = centsToDollars(cents);
  return { description, quantity: 1, rate, amount: rate };
};

/**
 * The bill as every route answers it (decision 144): each line's cost and the total in exact
 * cents, and invoice lines at cost and with the studio's markup, for the roles that see prices;
 * null for the others (decision 142).
 */
export function presentBill(rows: BillRows, seen: Seen): BillOfMaterials {
  const costs = rows.lines.map((line) => lineCostCents(line.material, line.quantity));
  const priced = costs.filter((c): c is number => c !== null);
  const totalCents = priced.reduce((sum, c) => sum + c, 0);
  const description = MATERIALS_LINE[rows.language](rows.projectName);
  return {
    lines: rows.lines.map((line) => presentLine(line, seen)),
    totalCost: seen.showCost ? centsToDollars(totalCents) : null,
    unpricedLines: costs.length - priced.length,
    markupPercent: seen.showCost ? rows.markupBp / 100 : null,
    invoiceLines:
      seen.showCost && priced.length > 0
        ? {
            atCost: invoiceLine(description, totalCents),
            withMarkup: invoiceLine(description, withMarkupCents(totalCents, rows.markupBp)),
          }
        : null,
  };
}
