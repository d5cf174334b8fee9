import { randomBytes } from 'node:crypto';
import type { SANDBOX_TEST_CARDS } from '@atelier/shared';
import { type SandboxCardBody } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { sandboxCards } from '../../../db/schema/index.js';
import { fieldError } from '../../../lib/errors.js';
import { said, type Said } from '../../../lib/said.js';
import type { Card } from './provider.js';

/**
 * The sandbox's card vault (decision 042): it takes the test numbers only, keeps what each one
 * does and the brand, last four digits and expiry, and never the number or the security code.
 */
export type CardBehaviour = 'ok' | 'decline' | 'insufficient' | 'decline_renewal';
const BEHAVIOURS: Record<(typeof SANDBOX_TEST_CARDS)[number]['number'], CardBehaviour> = {
  '4242424242424242': 'ok',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient',
  '4000000000000341': 'decline_renewal',
};

/** What a declining test card answers, by key (decision 200); the payment's events carry its English (sayIn). */
export const DECLINE_REFUSALS: Record<Exclude<CardBehaviour, 'ok'>, Said> = {
  decline: said('subscriptions.cardDeclined'),
  insufficient: said('subscriptions.insufficientFunds'),
  decline_renewal: said('subscriptions.cardDeclined'),
};

/** The Luhn check every card number passes; a typo fails it. */
function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'card';
}

/** The card errors, as a provider words them; each on its field. */
function checkCard(card: { number: string; expMonth: number; expYear: number; cvc: string }, now: Date): CardBehaviour {
  if (!luhn(card.number)) throw fieldError('number', said('subscriptions.cardNumberWrong'));
  const behaviour = BEHAVIOURS[card.number as keyof typeof BEHAVIOURS];
  if (!behaviour) throw fieldError('number', said('subscriptions.testCardsOnly'));
  const endOfExpiryMonth = Date.UTC(card.expYear, card.expMonth, 1);
  if (endOfExpiryMonth <= now.getTime()) throw fieldError('expYear', said('subscriptions.cardExpired'));
  if (card.cvc.length !== 3) throw fieldError('cvc', said('subscriptions.cvcWrong'));
  return behaviour;
}

/** Tokenizes a test card like Stripe.js createPaymentMethod: answers pm_sandbox_… and what may be shown. */
export async function tokenizeCard(
  db: Db,
  opts: { userId: string; card: SandboxCardBody & { number: string; cvc: string }; now: Date },
): Promise<{ id: string } & Card> {
  const { card } = opts;
  const behaviour = checkCard(card, opts.now);
  const row = {
    id: `pm_sandbox_${randomBytes(12).toString('hex')}`,
    userId: opts.userId,
    brand: brandOf(card.number),
    last4: card.number.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear,
    behaviour,
  };
  await db.insert(sandboxCards).values(row);
  return { id: row.id, brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear };
}

/** A card this account tokenized (in its card form or on its checkout page); null when unknown. */
export async function findCard(db: Db, id: string, userId: string) {
  const [row] = await db
    .select()
    .from(sandboxCards)
    .where(and(eq(sandboxCards.id, id), eq(sandboxCards.userId, userId)))
    .limit(1);
  return row ?? null;
}

export const toCard = (row: { brand: string; last4: string; expMonth: number; expYear: number }): Card => ({
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
});

export const unknownPaymentMethod = () => fieldError('paymentMethodId', said('subscriptions.setupFailed'));
