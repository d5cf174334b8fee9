import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import {
  designerStyles,
  pieces,
  sizeCharts,
  specialOrders,
  suppliers,
  type PieceRow,
  type SizeChartRow,
  type SpecialOrderRow,
} from '../../db/schema/index.js';
import { can, requirePermission, type Actor } from '../../lib/actor.js';
import { csvOf, type CsvColumn } from '../../lib/csv.js';
import { centsToDecimal } from './export-columns.js';

type StyleLine = typeof designerStyles.$inferSelect & { designer: string };
const money = (cents: number | null) => (cents === null ? null : centsToDecimal(cents));
const listed = (items: string[]) => items.join('|');

/** One row per style of the catalogue (decision 212); the lists joined by `|`, as the import reads them. */
const COST: CsvColumn<StyleLine> = ['cost', (s) => money(s.costCents)];
const styleColumns = (withCost: boolean): readonly CsvColumn<StyleLine>[] => [
  ['id', (s) => s.id],
  ['designerId', (s) => s.supplierId],
  ['designer', (s) => s.designer],
  ['styleNumber', (s) => s.styleNumber],
  ['name', (s) => s.name],
  ['fabric', (s) => s.fabric],
  ['colours', (s) => listed(s.colours)],
  ['sizes', (s) => listed(s.sizes)],
  ...(withCost ? [COST] : []),
  ['retail', (s) => money(s.retailCents)],
  ['note', (s) => s.note],
  ['createdAt', (s) => s.createdAt.toISOString()],
];

type ChartRow = {
  chart: SizeChartRow;
  designer: string;
  size: string;
  position: number;
  values: Record<string, number>;
  upchargeCents: number;
};

/** One row per size of each designer's chart (decision 214), in the chart's unit. */
const CHART_COLUMNS: readonly CsvColumn<ChartRow>[] = [
  ['chartId', (r) => r.chart.id],
  ['chart', (r) => r.chart.name],
  ['designer', (r) => r.designer],
  ['unit', (r) => r.chart.unit],
  ['rule', (r) => r.chart.rule],
  ['position', (r) => r.position],
  ['size', (r) => r.size],
  ['bust', (r) => r.values.bust ?? null],
  ['waist', (r) => r.values.waist ?? null],
  ['hips', (r) => r.values.hips ?? null],
  ['hollowToHem', (r) => r.values.hollowToHem ?? null],
  ['upcharge', (r) => centsToDecimal(r.upchargeCents)],
];

/** One row per piece the boutique holds (decision 215), with the code on its tag. */
const PIECE_COLUMNS: readonly CsvColumn<PieceRow>[] = [
  ['id', (p) => p.id],
  ['code', (p) => p.code],
  ['styleId', (p) => p.styleId],
  ['size', (p) => p.size],
  ['colour', (p) => p.colour],
  ['condition', (p) => p.condition],
  ['location', (p) => p.location],
  ['note', (p) => p.note],
  // Its rental terms (decision 222), empty when it is not rented out.
  ['rentalPrice', (p) => money(p.rentalPriceCents)],
  ['rentalPeriod', (p) => p.rentalPeriod],
  ['rentalDeposit', (p) => money(p.rentalDepositCents)],
  ['cleaningDays', (p) => p.rentalBufferDays],
  ['replacementValue', (p) => money(p.replacementValueCents)],
  ['createdAt', (p) => p.createdAt.toISOString()],
];

/** One row per special order (decision 216): the style as ordered, the money to the cent, the size proposed and the one chosen. */
const ORDER_COLUMNS: readonly CsvColumn<SpecialOrderRow>[] = [
  ['id', (o) => o.id],
  ['clientId', (o) => o.clientId],
  ['styleNumber', (o) => o.styleNumber],
  ['style', (o) => o.styleName],
  ['designer', (o) => o.designerName],
  ['colour', (o) => o.colour],
  ['size', (o) => o.size],
  ['proposedSize', (o) => o.sizeProposal?.proposal.size ?? null],
  ['sizeChart', (o) => o.sizeProposal?.chartName ?? null],
  ['extras', (o) => o.extras],
  ['price', (o) => centsToDecimal(o.priceCents)],
  ['deposit', (o) => centsToDecimal(o.depositCents)],
  ['balance', (o) => centsToDecimal(o.priceCents - o.depositCents)],
  ['weddingDate', (o) => o.weddingDate],
  ['designerConfirmation', (o) => o.designerConfirmation],
  ['promisedShipDate', (o) => o.promisedShipDate],
  ['state', (o) => o.state],
  ['note', (o) => o.note],
  ['createdAt', (o) => o.createdAt.toISOString()],
];

const rowsOf = <T>(columns: readonly CsvColumn<T>[], items: T[]) =>
  items.map((item) => Object.fromEntries(columns.map(([name, value]) => [name, value(item)])));

/** The boutique's catalogue, its designers' size charts, its pieces and its special orders, whatever the plan: they are its own records. */
export async function exportCatalogue(ctx: AppContext, actor: Actor) {
  requirePermission(actor, 'designerStyles.read');
  const mine = actor.workspaceId;
  const styles = (
    await ctx.db
      .select({ style: designerStyles, designer: suppliers.name })
      .from(designerStyles)
      .innerJoin(suppliers, eq(suppliers.id, designerStyles.supplierId))
      .where(eq(designerStyles.workspaceId, mine))
      .orderBy(asc(designerStyles.createdAt), asc(designerStyles.id))
  ).map((r) => ({ ...r.style, designer: r.designer }));
  const charts = await ctx.db
    .select({ chart: sizeCharts, designer: suppliers.name })
    .from(sizeCharts)
    .innerJoin(suppliers, eq(suppliers.id, sizeCharts.supplierId))
    .where(eq(sizeCharts.workspaceId, mine))
    .orderBy(asc(sizeCharts.createdAt), asc(sizeCharts.id));
  const chartRows = charts.flatMap(({ chart, designer }) =>
    chart.rows.map((row, i) => ({
      chart,
      designer,
      position: i + 1,
      size: row.size,
      values: row.values,
      upchargeCents: row.upchargeCents,
    })),
  );
  const ordered = can(actor, 'specialOrders.read')
    ? await ctx.db
        .select()
        .from(specialOrders)
        .where(eq(specialOrders.workspaceId, mine))
        .orderBy(asc(specialOrders.createdAt), asc(specialOrders.id))
    : [];
  const held = await ctx.db.select().from(pieces).where(eq(pieces.workspaceId, mine)).orderBy(asc(pieces.createdAt), asc(pieces.id));
  // The cost price only for a role that sees it on the catalogue's screen.
  const styleCols = styleColumns(can(actor, 'designerStyles.write'));
  return {
    json: {
      designerStyles: rowsOf(styleCols, styles),
      sizeCharts: rowsOf(CHART_COLUMNS, chartRows),
      pieces: rowsOf(PIECE_COLUMNS, held),
      specialOrders: rowsOf(ORDER_COLUMNS, ordered),
    },
    csv: {
      designerStylesCsv: csvOf(styleCols, styles),
      sizeChartsCsv: csvOf(CHART_COLUMNS, chartRows),
      piecesCsv: csvOf(PIECE_COLUMNS, held),
      specialOrdersCsv: csvOf(ORDER_COLUMNS, ordered),
    },
  };
}
