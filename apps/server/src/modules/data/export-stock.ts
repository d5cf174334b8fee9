import { centsToDollars, type Material, type PatternLayout } from '@atelier/shared';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import {
  materialMovements,
  materials,
  patternLayouts,
  projectMaterials,
  projects,
  type MaterialMovementRow,
  type PatternLayoutRow,
  type ProjectMaterialRow,
} from '../../db/schema/index.js';
import { can, requirePermission, type Actor } from '../../lib/actor.js';
import { csvOf, type CsvColumn } from '../../lib/csv.js';
import { presentLayout } from '../layouts/presenter.js';
import { presentMaterial } from '../materials/presenter.js';
import { lineCostCents } from '../project-materials/cost.js';
import { centsToDecimal } from './export-columns.js';
import { exportPurchasing, pricePer, quantityUnit } from './export-purchasing.js';

type Measure = Material['measure'];
const money = (cents: number | null) => (cents === null ? null : centsToDecimal(cents));

type ExportedMaterial = Material & { costCents: number | null };

/** One row per material; quantities in `quantityUnit`, the cost in the studio's currency per `costPer`. */
const MATERIAL_COLUMNS: readonly CsvColumn<ExportedMaterial>[] = [
  ['id', (m) => m.id],
  ['name', (m) => m.name],
  ['kind', (m) => m.kind],
  ['measure', (m) => m.measure],
  ['fibre', (m) => m.fibre],
  ['colour', (m) => m.colour],
  ['widthMm', (m) => m.widthMm],
  ['cost', (m) => money(m.costCents)],
  ['costPer', (m) => pricePer(m.measure)],
  ['supplier', (m) => m.supplier],
  ['location', (m) => m.location],
  ['directional', (m) => (m.directional ? 'yes' : 'no')],
  ['repeatMm', (m) => m.repeatMm],
  ['quantityUnit', (m) => quantityUnit(m.measure)],
  ['lowStockLevel', (m) => m.lowStockLevel],
  ['onHand', (m) => m.onHand],
  ['reserved', (m) => m.reserved],
  ['notes', (m) => m.notes],
  ['createdAt', (m) => m.createdAt],
  ['updatedAt', (m) => m.updatedAt],
];

type ExportedMovement = { movement: MaterialMovementRow; material: string; measure: Measure };

/** One row per movement of the ledger, oldest first; the changes in the material's `quantityUnit`. */
const MOVEMENT_COLUMNS: readonly CsvColumn<ExportedMovement>[] = [
  ['id', (r) => r.movement.id],
  ['materialId', (r) => r.movement.materialId],
  ['material', (r) => r.material],
  ['kind', (r) => r.movement.kind],
  ['quantityUnit', (r) => quantityUnit(r.measure)],
  ['onHandChange', (r) => r.movement.onHandChange],
  ['reservedChange', (r) => r.movement.reservedChange],
  ['projectId', (r) => r.movement.projectId],
  ['reason', (r) => r.movement.reason],
  ['userId', (r) => r.movement.userId],
  ['createdAt', (r) => r.movement.createdAt.toISOString()],
];

type ExportedLine = {
  line: ProjectMaterialRow;
  project: string;
  material: string;
  measure: Measure;
  costCents: number | null;
};

/** One row per line of a project's materials; `cost` is the quantity at the material's price, empty when unpriced. */
const PROJECT_MATERIAL_COLUMNS: readonly CsvColumn<ExportedLine>[] = [
  ['id', (r) => r.line.id],
  ['projectId', (r) => r.line.projectId],
  ['project', (r) => r.project],
  ['materialId', (r) => r.line.materialId],
  ['material', (r) => r.material],
  ['quantityUnit', (r) => quantityUnit(r.measure)],
  ['quantity', (r) => r.line.quantity],
  ['cost', (r) => money(r.costCents)],
  ['source', (r) => r.line.source],
  ['layoutId', (r) => r.line.layoutId],
  ['createdAt', (r) => r.line.createdAt.toISOString()],
  ['updatedAt', (r) => r.line.updatedAt.toISOString()],
];

type ExportedLayout = PatternLayout & { materialName: string; userId: string | null };

/** One row per layout, lengths in mm; `placements` is each piece's place as JSON text. */
const LAYOUT_COLUMNS: readonly CsvColumn<ExportedLayout>[] = [
  ['id', (l) => l.id],
  ['patternId', (l) => l.patternId],
  ['materialId', (l) => l.material?.id],
  ['material', (l) => l.materialName],
  ['widthMm', (l) => l.widthMm],
  ['directional', (l) => (l.directional ? 'yes' : 'no')],
  ['repeatMm', (l) => l.repeatMm],
  ['seed', (l) => l.seed],
  ['lengthMm', (l) => l.lengthMm],
  ['baselineLengthMm', (l) => l.baselineLengthMm],
  ['efficiency', (l) => l.efficiency],
  ['placements', (l) => JSON.stringify(l.placements)],
  ['userId', (l) => l.userId],
  ['createdAt', (l) => l.createdAt],
];

/** The layouts as the API answers them, with the name kept and who made them; never the SVG or the drawing. */
const exportedLayout = (row: PatternLayoutRow): ExportedLayout => ({
  ...presentLayout(row),
  materialName: row.materialName ?? '',
  userId: row.userId,
});

async function stockRows(ctx: AppContext, workspaceId: string) {
  const [materialRows, movements, lines, layouts] = await Promise.all([
    ctx.db.select().from(materials).where(eq(materials.workspaceId, workspaceId)).orderBy(asc(materials.createdAt), asc(materials.id)),
    ctx.db
      .select({ movement: materialMovements, material: materials.name, measure: materials.measure })
      .from(materialMovements)
      .innerJoin(materials, eq(materials.id, materialMovements.materialId))
      .where(eq(materialMovements.workspaceId, workspaceId))
      .orderBy(asc(materialMovements.createdAt), asc(materialMovements.id)),
    ctx.db
      .select({ line: projectMaterials, project: projects.name, material: materials })
      .from(projectMaterials)
      .innerJoin(projects, eq(projects.id, projectMaterials.projectId))
      .innerJoin(materials, eq(materials.id, projectMaterials.materialId))
      .where(eq(projectMaterials.workspaceId, workspaceId))
      .orderBy(asc(projectMaterials.createdAt), asc(projectMaterials.id)),
    ctx.db
      .select()
      .from(patternLayouts)
      .where(eq(patternLayouts.workspaceId, workspaceId))
      .orderBy(asc(patternLayouts.createdAt), asc(patternLayouts.id)),
  ]);
  return { materialRows, movements, lines, layouts };
}

/**
 * The studio's stock (decisions 142-145): its materials and their ledger, what each project needs,
 * the pattern layouts and what it buys, as CSVs and the JSON's sections. Read straight from the
 * studio's tables, whatever the plan: a downgraded studio's stock is still its own. Prices go
 * only to the roles the screens show them to (materials.write; purchase orders need their own read),
 * which every role holding data.export has today.
 */
export async function exportStock(ctx: AppContext, actor: Actor) {
  requirePermission(actor, 'materials.read');
  const showCost = can(actor, 'materials.write');
  const priced = (cents: number | null) => (showCost ? cents : null);
  const rows = await stockRows(ctx, actor.workspaceId);
  const stock: ExportedMaterial[] = rows.materialRows.map((row) => ({
    ...presentMaterial(row, { showCost }),
    costCents: priced(row.costCents),
  }));
  const lines: ExportedLine[] = rows.lines.map((r) => ({
    line: r.line,
    project: r.project,
    material: r.material.name,
    measure: r.material.measure,
    costCents: priced(lineCostCents(r.material, r.line.quantity)),
  }));
  const layouts = rows.layouts.map(exportedLayout);
  const purchasing = await exportPurchasing(ctx, actor);
  const json = {
    materials: stock.map(({ costCents: _cents, ...m }) => m),
    materialMovements: rows.movements.map(({ movement: { workspaceId: _studio, ...movement }, material }) => ({
      ...movement,
      material,
      createdAt: movement.createdAt.toISOString(),
    })),
    // Money in currency units as the invoices' (decision 015).
    projectMaterials: lines.map(({ line: { workspaceId: _studio, ...line }, project, material, costCents }) => ({
      ...line,
      project,
      material,
      cost: costCents === null ? null : centsToDollars(costCents),
      createdAt: line.createdAt.toISOString(),
      updatedAt: line.updatedAt.toISOString(),
    })),
    patternLayouts: layouts,
    ...purchasing.json,
  };
  return {
    json,
    materialsCsv: csvOf(MATERIAL_COLUMNS, stock),
    movementsCsv: csvOf(MOVEMENT_COLUMNS, rows.movements),
    projectMaterialsCsv: csvOf(PROJECT_MATERIAL_COLUMNS, lines),
    layoutsCsv: csvOf(LAYOUT_COLUMNS, layouts),
    ...purchasing.csv,
  };
}
