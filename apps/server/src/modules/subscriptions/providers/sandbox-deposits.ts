import { randomBytes } from 'node:crypto';
import type { Language, SandboxCardBody } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { sandboxCards, sandboxSessions } from '../../../db/schema/index.js';
import { AppError, fieldError } from '../../../lib/errors.js';
import { said } from '../../../lib/said.js';
import { DECLINE_REFUSALS, tokenizeCard, type CardBehaviour } from './sandbox-cards.js';

/*
 * A deposit on the sandbox's hosted page (decisions 157, 229): the studio's money, not a
 * subscription's. The session is the studio owner's (its test cards are kept with the account),
 * its metadata names the booking or the rental, and paying it tells that module in process rather
 * than sending the subscriptions webhook its events.
 */

/** What a deposit pays for: a booking's time (decision 157) or a rental's pieces (decision 229). */
export type DepositFor = { kind: 'booking' | 'rental'; id: string };

/** Told when a deposit is paid: the booking confirmed, or the rental's deposit taken. */
export type DepositPaid = (paid: { paysFor: DepositFor; checkoutId: string; paymentId: string; amountCents: number }) => Promise<void>;

export type DepositCheckout = {
  payerUserId: string;
  paysFor: DepositFor;
  amountCents: number;
  /** The studio's currency and the booking page's language, for the page the client pays on (decision 190). */
  currency: string;
  language: Language;
  description: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
};

/** The session's purpose for each kind; a booking's keeps the name its sessions were first written with. */
const PURPOSES = { booking: 'booking-deposit', rental: 'rental-deposit' } as const;

/** What a session's metadata says its deposit pays for, when it is a deposit's. */
export const depositOf = (metadata: unknown): DepositFor | null => {
  const m = metadata as { purpose?: unknown; bookingId?: unknown; rentalId?: unknown } | null;
  if (m?.purpose === PURPOSES.booking && typeof m.bookingId === 'string') return { kind: 'booking', id: m.bookingId };
  if (m?.purpose === PURPOSES.rental && typeof m.rentalId === 'string') return { kind: 'rental', id: m.rentalId };
  return null;
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
    metadata: {
      purpose: PURPOSES[opts.paysFor.kind],
      [opts.paysFor.kind === 'booking' ? 'bookingId' : 'rentalId']: opts.paysFor.id,
      currency: opts.currency,
      language: opts.language,
    },
    expiresAt: opts.expiresAt,
  });
  return id;
}

/** A deposit's card: declined as the test card says, else the session paid and the booking told. */
export async function payDeposit(
  db: Db,
  opts: {
    session: typeof sandboxSessions.$inferSelect;
    paysFor: DepositFor;
    card: SandboxCardBody & { number: string; cvc: string };
    now: Date;
    depositPaid: DepositPaid | undefined;
  },
): Promise<{ redirect: string }> {
  const { session, paysFor, card, now } = opts;
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
  await opts.depositPaid?.({ paysFor, checkoutId: session.id, paymentId, amountCents: session.amountCents });
  return { redirect: session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id) };
}
