import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  clientGroups,
  clients,
  designerStyles,
  pieces,
  rentalPieces,
  rentals,
  type RentalPieceRow,
  type RentalRow,
} from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { studioOwner } from '../../lib/plan-gate.js';
import { userSettings } from '../../lib/user-settings.js';
import { todayIn } from '../invoices/queries.js';
import { positionText } from '../../lib/pages.js';
import { assertWritten } from '../../lib/sql-rows.js';

/** A piece on a rental, with what its answer shows of the piece, its style and its wearer. */
export type RentalPieceLine = RentalPieceRow & {
  piece: { id: string; code: string; size: string; colour: string };
  style: { id: string; styleNumber: string; name: string };
  wearerName: string | null;
};
/** A rental with its client's and group's names and its lines, as every answer shows it. */
export type RentalLine = RentalRow & { clientName: string; groupName: string | null; lines: RentalPieceLine[] };

export const mine = (actor: Actor, id: string) => and(eq(rentals.id, id), eq(rentals.workspaceId, actor.workspaceId));

const wearers = alias(clients, 'wearers');

/** The lines of these rentals, in the order they were rented. */
async function linesOf(db: Db, rentalIds: string[]): Promise<Map<string, RentalPieceLine[]>> {
  const byRental = new Map<string, RentalPieceLine[]>();
  if (rentalIds.length === 0) return byRental;
  const rows = await db
    .select({
      row: rentalPieces,
      piece: { id: pieces.id, code: pieces.code, size: pieces.size, colour: pieces.colour },
      style: { id: designerStyles.id, styleNumber: designerStyles.styleNumber, name: designerStyles.name },
      wearerName: wearers.name,
    })
    .from(rentalPieces)
    .innerJoin(pieces, eq(pieces.id, rentalPieces.pieceId))
    .innerJoin(designerStyles, eq(designerStyles.id, pieces.styleId))
    .leftJoin(wearers, eq(wearers.id, rentalPieces.wearerId))
    .where(inArray(rentalPieces.rentalId, rentalIds))
    .orderBy(rentalPieces.createdAt, pieces.code);
  for (const r of rows) {
    const line: RentalPieceLine = { ...r.row, piece: r.piece, style: r.style, wearerName: r.wearerName };
    byRental.set(r.row.rentalId, [...(byRental.get(r.row.rentalId) ?? []), line]);
  }
  return byRental;
}

export type RentalReadRow = { row: RentalRow; clientName: string; groupName: string | null; at: string };

/** The rentals' query with their client's and group's names, for the caller's conditions and order. */
export function rentalsFrom(db: Db) {
  return db
    .select({ row: rentals, clientName: clients.name, groupName: clientGroups.name, at: positionText(rentals.createdAt) })
    .from(rentals)
    .innerJoin(clients, eq(clients.id, rentals.clientId))
    .leftJoin(clientGroups, eq(clientGroups.id, rentals.groupId))
    .$dynamic();
}

/** The rentals read with their lines (one more query whatever the count). */
export async function withLines(db: Db, rows: RentalReadRow[]): Promise<RentalLine[]> {
  const lines = await linesOf(
    db,
    rows.map((r) => r.row.id),
  );
  return rows.map((r) => ({ ...r.row, clientName: r.clientName, groupName: r.groupName, lines: lines.get(r.row.id) ?? [] }));
}

/** The rental as every answer shows it. */
export async function readRental(db: Db, actor: Actor, id: string): Promise<RentalLine> {
  const [line] = await withLines(db, await rentalsFrom(db).where(mine(actor, id)));
  assertWritten(line, 'rental read');
  return line;
}

/** These rentals of the studio as every answer shows them, in the order of `ids`. */
export async function readRentals(db: Db, actor: Actor, ids: string[]): Promise<RentalLine[]> {
  if (ids.length === 0) return [];
  const rows = await withLines(db, await rentalsFrom(db).where(and(eq(rentals.workspaceId, actor.workspaceId), inArray(rentals.id, ids))));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The studio's today, in its time zone: what "due back today" and "late" are read against. */
export async function studioTodayOf(db: Db, workspaceId: string): Promise<string> {
  return todayIn(userSettings(await studioOwner(db, workspaceId)).timezone, new Date());
}
