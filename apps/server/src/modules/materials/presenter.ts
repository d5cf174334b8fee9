import { centsToDollars, type Material, type Movement } from '@atelier/shared';
import type { MaterialRow } from '../../db/schema/index.js';
import type { MovementWithNames } from './ledger.js';
import { isLow } from './low-stock.js';

/**
 * A material as every answer shows it (decision 142). Prices are for the roles that buy: `cost` is
 * null for a role without materials.write (staff), as the screens leave it out.
 */
export function presentMaterial(row: MaterialRow, { showCost }: { showCost: boolean }): Material {
  return {
    _id: row.id,
    id: row.id,
    kind: row.kind,
    measure: row.measure,
    name: row.name,
    fibre: row.fibre ?? '',
    colour: row.colour ?? '',
    widthMm: row.widthMm,
    cost: showCost && row.costCents !== null ? centsToDollars(row.costCents) : null,
    supplier: row.supplier ?? '',
    location: row.location ?? '',
    directional: row.directional,
    repeatMm: row.repeatMm,
    lowStockLevel: row.lowStockLevel,
    notes: row.notes ?? '',
    onHand: row.onHand,
    reserved: row.reserved,
    available: row.onHand - row.reserved,
    low: isLow(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentMovement(row: MovementWithNames): Movement {
  return {
    _id: row.id,
    id: row.id,
    materialId: row.materialId,
    kind: row.kind,
    onHandChange: row.onHandChange,
    reservedChange: row.reservedChange,
    project: row.projectId && row.projectName !== null ? { id: row.projectId, name: row.projectName } : null,
    reason: row.reason ?? '',
    by: row.userId && row.byName !== null ? { id: row.userId, name: row.byName } : null,
    createdAt: row.createdAt.toISOString(),
  };
}
