import { dollarsToCents, RENTAL_DAYS_MAX, rentalDays } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clients, rentals, type RentalRow } from '../../db/schema/index.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { fieldError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { explainDoubleBooking, holdPieces, isDoubleBooking, type HoldRequest, type Stay } from './holds.js';

/** The return on or after the pick-up and within the longest rental, refused on the return's field otherwise. */
export function checkedDates(stay: Stay): void {
  if (stay.returnDate < stay.pickupDate) throw fieldError('returnDate', said('rentals.returnBeforePickup'));
  if (rentalDays(stay.pickupDate, stay.returnDate) > RENTAL_DAYS_MAX)
    throw fieldError('returnDate', said('rentals.tooLong', { max: RENTAL_DAYS_MAX }));
}

/** What the activity names a rental by: its client's name, as the list shows it. */
/** A rental's change in the activity log, under its client's name or the codes of its pieces. */
export async function noteRentalChange(tx: Db, actor: Actor, id: string, subject: string, action: 'updated' | 'deleted' = 'updated') {
  await recordActivity(tx, actor, { entityType: 'rental', entityId: id, action, subject });
}

export async function subjectOf(tx: Db, clientId: string): Promise<string> {
  const [client] = await tx.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
  return client?.name ?? '';
}

/**
 * Runs a write that holds pieces; a double booking refused by the database is answered with what
 * is free instead, read once the write is rolled back (decision 222).
 */
export async function holding<T>(db: Db, actor: Actor, stay: Stay, lines: HoldRequest[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isDoubleBooking(err)) throw await explainDoubleBooking(db, actor, stay, lines);
    throw err;
  }
}

export type NewRental = {
  clientId: string;
  groupId: string | null;
  stay: Stay;
  lateFeePerDay: number;
  lateFeeCap: number;
  note: string | null;
  lines: HoldRequest[];
};

/**
 * One rental written with its held lines, in the caller's transaction: a single rental and each of
 * a party's (decision 225) are written the same way. The caller checked the client and the group.
 */
export async function insertRental(tx: Db, actor: Actor, rental: NewRental): Promise<RentalRow> {
  const [inserted] = await tx
    .insert(rentals)
    .values({
      workspaceId: actor.workspaceId,
      clientId: rental.clientId,
      groupId: rental.groupId,
      pickupDate: rental.stay.pickupDate,
      returnDate: rental.stay.returnDate,
      lateFeePerDayCents: dollarsToCents(rental.lateFeePerDay),
      lateFeeCapCents: dollarsToCents(rental.lateFeeCap),
      note: rental.note,
    })
    .returning();
  assertWritten(inserted, 'rental insert');
  await holdPieces(tx, actor, { ...rental.stay, rentalId: inserted.id }, rental.lines);
  const subject = await subjectOf(tx, rental.clientId);
  await recordActivity(tx, actor, { entityType: 'rental', entityId: inserted.id, action: 'created', subject });
  return inserted;
}
