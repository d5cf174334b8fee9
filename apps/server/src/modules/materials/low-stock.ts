import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { materials, type MaterialRow } from '../../db/schema/index.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { notifyStudio } from '../notifications/notify.js';

/** On hand below the level: what the bell and the dashboard tell of (decision 144). */
export const isLow = (row: Pick<MaterialRow, 'onHand' | 'lowStockLevel'>) => row.lowStockLevel !== null && row.onHand < row.lowStockLevel;

/**
 * Follows a material's low-stock state after its quantity or its level changed, in the caller's
 * transaction with the material's row locked (decision 144). Falling below the level tells the
 * studio once, in the bell only (owners and managers see it); the mark is cleared once the
 * material is back to its level, so the next fall tells again. Answers the row as it now is.
 */
export async function followLowStock(tx: Db, row: MaterialRow): Promise<MaterialRow> {
  const low = isLow(row);
  if (low === (row.lowNotifiedAt !== null)) return row;
  if (low)
    await notifyStudio(tx, {
      workspaceId: row.workspaceId,
      kind: 'material-low',
      clientId: null,
      entityType: 'material',
      entityId: row.id,
      subject: row.name,
      inAppOnly: true,
    });
  const [after] = await tx
    .update(materials)
    .set({ lowNotifiedAt: low ? new Date() : null })
    .where(eq(materials.id, row.id))
    .returning();
  assertWritten(after, 'material low-stock mark');
  return after;
}
