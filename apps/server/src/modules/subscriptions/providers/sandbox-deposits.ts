import { randomBytes } from 'node:crypto';
import type { Language, SandboxCardBody } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { sandboxCards, sandboxSessions } from '../../../db/schema/index.js';
import { AppError, fieldError } from '../../../lib/errors.js';
import { said } from '../../../lib/said.js';
import { DECLINE_REFUSALS, tokenizeCard, type CardBehaviour } from './sandbox-cards.js';

/*
 * A booking's deposit on the sandbox's hosted page (decision 157): the studio's money, not a
 * subscription's. The session is the studio owner's (its test cards are kept with the account),
 * its metadata names the booking, and paying it tells the bookings module in process rather than
 * sending the subscriptions webhook its events.
 */

/** Told when a deposit is paid: the bookings module confirms the booking. */
export type DepositPaid = (paid: { bookingId: string; checkoutId: string; paymentId: string; amountCents: number }) => Promise<void>;

export type DepositCheckout = {
  payerUserId: string;
  bookingId: string;
  amountCents: number;
  /** The studio's currency and the booking page's language, for the page the client pays on (decision 190). */
  currency: string;
  language: Language;
  description: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
};

const DEPOSIT_PURPOSE = 'booking-deposit';

/** The booking a session's metadata names, when it is a deposit's. */
export const depositOf = (metadata: unknown): string | null => {
  const m = metadata as { purpose?: unknown; bookingId?: unknown } | null;
  return m?.purpose === DEPOSIT_PURPOSE && typeof m.bookingId === 'string' ? m.bookingId : null;
};

export async function insertDepositSession(db: Db, opts: DepositCheckout): Promise<string> {
  const id = `cs_sandbox_${randomBytes(16).toString('hex')}`;
  await db.insert(sandboxSessions).values({
    id,
    userId: opts.payerUserId,
    amountCents: opts.amountCents,
    description: opts.description,
    successUrl: opts.successUrl,
    cancelUrl: opts.cancelUrl,
    metadata: { purpose: DEPOSIT_PURPOSE, bookingId: opts.bookingId, currency: opts.currency, language: opts.language },
    expiresAt: opts.expiresAt,
  });
  return id;
}

/** A deposit's card: declined as the test card says, else the session paid and the booking told. */
export async function payDeposit(
  db: Db,
  opts: {
    session: typeof sandboxSessions.$inferSelect;
    bookingId: string;
    card: SandboxCardBody & { number: string; cvc: string };
    now: Date;
    depositPaid: DepositPaid | undefined;
  },
): Promise<{ redirect: string }> {
  const { session, bookingId, card, now } = opts;
  const token = await tokenizeCard(db, { userId: session.userId, card, now });
  const [stored] = await db.select().from(sandboxCards).where(eq(sandboxCards.id, token.id));
  const behaviour = (stored?.behaviour ?? 'decline') as CardBehaviour;
  if (behaviour !== 'ok' && behaviour !== 'decline_renewal') {
    throw fieldError('number', DECLINE_REFUSALS[behaviour], 'CARD_DECLINED');
  }
  const paymentId = `pi_sandbox_${randomBytes(12).toString('hex')}`;
  const [paid] = await db
    .update(sandboxSessions)
    .set({ status: 'paid', paymentId, cardId: token.id })
    .where(and(eq(sandboxSessions.id, session.id), eq(sandboxSessions.status, 'open')))
    .returning();
  if (!paid) throw new AppError('BAD_REQUEST', said('subscriptions.checkoutEnded'));
  await opts.depositPaid?.({ bookingId, checkoutId: session.id, paymentId, amountCents: session.amountCents });
  return { redirect: session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id) };
}
