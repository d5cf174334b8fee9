import { PAYMENT_METHODS, RENTAL_STATES, RETURN_CONDITIONS } from '@atelier/shared';
import { bigint, boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clientColumn, clients } from './business.js';
import { pieces } from './catalogue.js';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { clientGroups } from './groups.js';
import { contracts } from './contracts.js';
import { invoices } from './invoices.js';
import { studioColumn } from './workspaces.js';

/**
 * A rental (decision 222): pieces out to a client from a pick-up day to a return day, with the
 * late fee agreed; its prices and deposits are on its lines, as they were when rented (cents,
 * decision 015).
 */
export const rentals = pgTable(
  'rentals',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    clientId: clientColumn(),
    groupId: uuid('group_id').references(() => clientGroups.id, { onDelete: 'set null' }),
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    returnDate: date('return_date', { mode: 'string' }).notNull(),
    state: text('state', { enum: RENTAL_STATES }).notNull().default('reserved'),
    lateFeePerDayCents: bigint('late_fee_per_day_cents', { mode: 'number' }).notNull().default(0),
    lateFeeCapCents: bigint('late_fee_cap_cents', { mode: 'number' }).notNull().default(0),
    note: text('note'),
    /** Its return and the deposit's settlement (decision 223), null until it is back. */
    returnedOn: date('returned_on', { mode: 'string' }),
    lateDays: integer('late_days'),
    lateFeeCents: bigint('late_fee_cents', { mode: 'number' }),
    damageCents: bigint('damage_cents', { mode: 'number' }),
    refundCents: bigint('refund_cents', { mode: 'number' }),
    owedCents: bigint('owed_cents', { mode: 'number' }),
    /** The client's invoice for its prices and the agreement they sign, each opened once (decision 226). */
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    /** How the deposit was taken at check-out and on which day; its refund goes back the same way (decision 227). */
    depositMethod: text('deposit_method', { enum: PAYMENT_METHODS }),
    depositTakenOn: date('deposit_taken_on', { mode: 'string' }),
    /** A card deposit paid online on the studio's account: its checkout, its payment and its refund (decision 229). */
    depositCheckoutId: text('deposit_checkout_id'),
    depositPaymentId: text('deposit_payment_id'),
    depositRefundId: text('deposit_refund_id'),
    /** The invoice of the late fee and damage kept from the deposit, made on the return (decision 227). */
    /** The return day the client was reminded of, and the one the studio was told is past (decision 228): each told once. */
    remindedFor: date('reminded_for', { mode: 'string' }),
    lateToldFor: date('late_told_for', { mode: 'string' }),
    chargesInvoiceId: uuid('charges_invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('rentals_workspace_idx').on(t.workspaceId, t.pickupDate, t.id),
    index('rentals_client_idx').on(t.clientId),
    index('rentals_due_idx').on(t.workspaceId, t.state, t.returnDate),
    index('rentals_invoice_idx').on(t.invoiceId),
    index('rentals_contract_idx').on(t.contractId),
    index('rentals_charges_invoice_idx').on(t.chargesInvoiceId),
  ],
);
export type RentalRow = typeof rentals.$inferSelect;

/**
 * A piece on a rental, held for [held_from, held_until): from its pick-up to the day after its
 * return plus its cleaning buffer. Migration 0057 adds the exclusion constraint that refuses two
 * held lines of one piece whose days overlap, whoever writes them at once (decision 222).
 */
export const rentalPieces = pgTable(
  'rental_pieces',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    rentalId: uuid('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    pieceId: uuid('piece_id')
      .notNull()
      .references(() => pieces.id, { onDelete: 'cascade' }),
    wearerId: uuid('wearer_id').references(() => clients.id, { onDelete: 'set null' }),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    depositCents: bigint('deposit_cents', { mode: 'number' }).notNull(),
    bufferDays: integer('buffer_days').notNull(),
    heldFrom: date('held_from', { mode: 'string' }).notNull(),
    heldUntil: date('held_until', { mode: 'string' }).notNull(),
    /** False once the rental is cancelled: the days are free again, the line kept. */
    held: boolean('held').notNull().default(true),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true, mode: 'date' }),
    returnedAt: timestamp('returned_at', { withTimezone: true, mode: 'date' }),
    /** How it came back, and the damage charged with its reason (decision 223). */
    returnCondition: text('return_condition', { enum: RETURN_CONDITIONS }),
    returnNote: text('return_note'),
    damageCents: bigint('damage_cents', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('rental_pieces_rental_idx').on(t.rentalId), index('rental_pieces_piece_idx').on(t.pieceId, t.heldFrom)],
);
export type RentalPieceRow = typeof rentalPieces.$inferSelect;
