import { centsToDollars, type AppointmentType, type Booking, type EventType, type PublicBooking } from '@atelier/shared';
import type { AppointmentTypeRow, BookingRow } from '../../db/schema/index.js';

/** An appointment type as the studio reads it: money in decimals (decision 015). */
export function presentAppointmentType(row: AppointmentTypeRow): AppointmentType {
  return {
    id: row.id,
    name: row.name,
    durationMinutes: row.durationMinutes,
    bufferAfterMinutes: row.bufferAfterMinutes,
    price: centsToDollars(row.priceCents),
    deposit: centsToDollars(row.depositCents),
    eventType: row.eventType as EventType,
    memberIds: row.memberIds,
    active: row.active,
    position: row.position,
  };
}

/** A held booking whose ten minutes are over reads as expired, whether or not the worker marked it. */
export const statusAt = (row: Pick<BookingRow, 'status' | 'holdExpiresAt'>, now: Date) =>
  row.status === 'held' && (!row.holdExpiresAt || row.holdExpiresAt <= now) ? 'expired' : row.status;

/** The booking as its client reads it back on the public page (decision 156). */
export function presentPublicBooking(
  row: BookingRow,
  extra: { typeName: string; now: Date; checkoutUrl: string | null; portalUrl: string | null },
): PublicBooking {
  const status = statusAt(row, extra.now);
  return {
    id: row.id,
    status,
    typeName: extra.typeName,
    start: row.startTime.toISOString(),
    end: row.endTime.toISOString(),
    deposit: centsToDollars(row.depositCents),
    depositPaid: row.depositInvoiceId !== null,
    holdExpiresAt: status === 'held' ? (row.holdExpiresAt?.toISOString() ?? null) : null,
    checkoutUrl: status === 'held' ? (extra.checkoutUrl ?? '') : '',
    portalUrl: status === 'confirmed' ? (extra.portalUrl ?? '') : '',
  };
}

export type BookingRecord = BookingRow & {
  typeName: string | null;
  clientName: string | null;
  groupName: string | null;
};

/** The studio's list entry; the deposit only for a role that sees money. */
export function presentBooking(row: BookingRecord, opts: { showMoney: boolean; now: Date }): Booking {
  return {
    id: row.id,
    status: statusAt(row, opts.now),
    appointmentType: row.appointmentTypeId && row.typeName ? { id: row.appointmentTypeId, name: row.typeName } : null,
    client: row.clientId && row.clientName ? { id: row.clientId, name: row.clientName } : null,
    memberId: row.memberId,
    eventId: row.eventId,
    group: row.groupId && row.groupName ? { id: row.groupId, name: row.groupName } : null,
    start: row.startTime.toISOString(),
    end: row.endTime.toISOString(),
    name: row.name,
    email: row.email ?? '',
    phone: row.phone ?? '',
    note: row.note ?? '',
    deposit: opts.showMoney ? centsToDollars(row.depositCents) : null,
    depositInvoiceId: opts.showMoney ? row.depositInvoiceId : null,
    createdAt: row.createdAt.toISOString(),
  };
}
