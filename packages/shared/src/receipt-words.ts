import { z } from 'zod';
import type { Language } from './languages.js';
import type { PlanId } from './plans.js';

/**
 * What a line of the billing history was for (decision 206), kept as facts so each reader's
 * language says it: the history on the billing tab and the receipt PDF phrase it from here, in
 * one table. A line written before these facts were kept has none and shows its stored sentence.
 */
export const RECEIPT_PURPOSES = ['subscribe', 'upgrade', 'renewal'] as const;
export const RECEIPT_NOT_APPLIED = ['in-force', 'changed', 'settled'] as const;
export const receiptWhatSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('payment'), purpose: z.enum(RECEIPT_PURPOSES) }),
  z.object({ kind: z.literal('not-applied'), purpose: z.enum(RECEIPT_PURPOSES), why: z.enum(RECEIPT_NOT_APPLIED) }),
  /** Ours for a payment not applied, or one the provider reports: whole or in part, ending the plan or not. */
  z.object({ kind: z.literal('refund-of'), number: z.string(), notApplied: z.boolean(), part: z.boolean(), ended: z.boolean() }),
  z.object({ kind: z.literal('disputed'), number: z.string(), ended: z.boolean() }),
]);
export type ReceiptWhat = z.infer<typeof receiptWhatSchema>;

/** The plans' names as each language says them, for the server's sentences (a refusal, a receipt). */
export const PLAN_NAMES_IN: Record<Language, Record<PlanId, string>> = {
  en: { free: 'Free', premium: 'Premium', enterprise: 'Enterprise' },
  fr: { free: 'Gratuit', premium: 'Premium', enterprise: 'Entreprise' },
  es: { free: 'Gratis', premium: 'Premium', enterprise: 'Empresa' },
  pt: { free: 'Gratuito', premium: 'Premium', enterprise: 'Empresarial' },
  de: { free: 'Free', premium: 'Premium', enterprise: 'Enterprise' },
  it: { free: 'Gratuito', premium: 'Premium', enterprise: 'Enterprise' },
};
type Interval = 'monthly' | 'annual';
type Words = {
  interval: Record<Interval, string>;
  /** '{plan} plan, {interval}'. */
  planLine: (plan: string, interval: string) => string;
  purpose: Record<(typeof RECEIPT_PURPOSES)[number], string>;
  notApplied: (line: string, why: string) => string;
  why: Record<(typeof RECEIPT_NOT_APPLIED)[number], string>;
  refundOf: (number: string, notApplied: boolean, part: boolean) => string;
  ended: string;
  disputed: (number: string) => string;
};

const WORDS: Record<Language, Words> = {
  en: {
    interval: { monthly: 'monthly', annual: 'annual' },
    planLine: (plan, interval) => `${plan} plan, ${interval}`,
    purpose: { subscribe: '', upgrade: ' (upgrade, rest of the period)', renewal: ' (renewal)' },
    notApplied: (line, why) => `${line}: not applied (${why}), so it is refunded`,
    why: {
      'in-force': 'a paid subscription was already in force',
      changed: 'the subscription changed after this price was set',
      settled: 'this period was already paid or is no longer due',
    },
    refundOf: (n, notApplied, part) => (notApplied ? `Refund of ${n}, a payment not applied` : `Refund of ${n}${part ? ' (in part)' : ''}`),
    disputed: (n) => `${n} disputed with the card’s bank`,
    ended: ': access to the plan ended',
  },
  fr: {
    interval: { monthly: 'mensuel', annual: 'annuel' },
    planLine: (plan, interval) => `Forfait ${plan}, ${interval}`,
    purpose: { subscribe: '', upgrade: ' (passage au forfait supérieur, reste de la période)', renewal: ' (renouvellement)' },
    notApplied: (line, why) => `${line} : non appliqué (${why}), donc remboursé`,
    why: {
      'in-force': 'un abonnement payé était déjà en cours',
      changed: 'l’abonnement a changé après la fixation de ce prix',
      settled: 'cette période était déjà payée ou n’est plus due',
    },
    refundOf: (n, notApplied, part) =>
      notApplied ? `Remboursement de ${n}, un paiement non appliqué` : `Remboursement de ${n}${part ? ' (en partie)' : ''}`,
    disputed: (n) => `${n} contesté auprès de la banque de la carte`,
    ended: ' : l’accès au forfait a pris fin',
  },
  es: {
    interval: { monthly: 'mensual', annual: 'anual' },
    planLine: (plan, interval) => `Plan ${plan}, ${interval}`,
    purpose: { subscribe: '', upgrade: ' (mejora de plan, resto del periodo)', renewal: ' (renovación)' },
    notApplied: (line, why) => `${line}: no aplicado (${why}), por lo que se reembolsa`,
    why: {
      'in-force': 'ya había una suscripción pagada en vigor',
      changed: 'la suscripción cambió después de fijarse este precio',
      settled: 'este periodo ya estaba pagado o ya no se debe',
    },
    refundOf: (n, notApplied, part) =>
      notApplied ? `Reembolso de ${n}, un pago no aplicado` : `Reembolso de ${n}${part ? ' (en parte)' : ''}`,
    disputed: (n) => `${n} impugnado ante el banco de la tarjeta`,
    ended: ': el acceso al plan ha terminado',
  },
  pt: {
    interval: { monthly: 'mensal', annual: 'anual' },
    planLine: (plan, interval) => `Plano ${plan}, ${interval}`,
    purpose: { subscribe: '', upgrade: ' (mudança de plano, resto do período)', renewal: ' (renovação)' },
    notApplied: (line, why) => `${line}: não aplicado (${why}), por isso é reembolsado`,
    why: {
      'in-force': 'já havia uma assinatura paga em vigor',
      changed: 'a assinatura mudou depois de este preço ser definido',
      settled: 'este período já estava pago ou já não é devido',
    },
    refundOf: (n, notApplied, part) =>
      notApplied ? `Reembolso de ${n}, um pagamento não aplicado` : `Reembolso de ${n}${part ? ' (em parte)' : ''}`,
    disputed: (n) => `${n} contestado junto do banco do cartão`,
    ended: ': o acesso ao plano terminou',
  },
  de: {
    interval: { monthly: 'monatlich', annual: 'jährlich' },
    planLine: (plan, interval) => `Tarif ${plan}, ${interval}`,
    purpose: { subscribe: '', upgrade: ' (Upgrade, Rest des Zeitraums)', renewal: ' (Verlängerung)' },
    notApplied: (line, why) => `${line}: nicht angewendet (${why}), daher erstattet`,
    why: {
      'in-force': 'ein bezahltes Abonnement war bereits aktiv',
      changed: 'das Abonnement hat sich nach Festlegung dieses Preises geändert',
      settled: 'dieser Zeitraum war bereits bezahlt oder ist nicht mehr fällig',
    },
    refundOf: (n, notApplied, part) =>
      notApplied ? `Erstattung von ${n}, einer nicht angewendeten Zahlung` : `${part ? 'Teilerstattung' : 'Erstattung'} von ${n}`,
    disputed: (n) => `${n} bei der Bank der Karte angefochten`,
    ended: ': der Zugang zum Tarif ist beendet',
  },
  it: {
    interval: { monthly: 'mensile', annual: 'annuale' },
    planLine: (plan, interval) => `Piano ${plan}, ${interval}`,
    purpose: { subscribe: '', upgrade: ' (passaggio di piano, resto del periodo)', renewal: ' (rinnovo)' },
    notApplied: (line, why) => `${line}: non applicato (${why}), quindi rimborsato`,
    why: {
      'in-force': 'era già attivo un abbonamento pagato',
      changed: 'l’abbonamento è cambiato dopo la definizione di questo prezzo',
      settled: 'questo periodo era già pagato o non è più dovuto',
    },
    refundOf: (n, notApplied, part) =>
      notApplied ? `Rimborso di ${n}, un pagamento non applicato` : `Rimborso di ${n}${part ? ' (in parte)' : ''}`,
    disputed: (n) => `${n} contestato presso la banca della carta`,
    ended: ': l’accesso al piano è terminato',
  },
};

/** The line's sentence in `language`; the stored sentence when the line has no facts (written before decision 206). */
export function describeReceipt(
  line: { what: ReceiptWhat | null; planId: string; interval: Interval; description: string },
  language: Language,
): string {
  const { what } = line;
  if (!what || (line.planId !== 'premium' && line.planId !== 'enterprise')) return line.description;
  const w = WORDS[language] ?? WORDS.en;
  const planLine = w.planLine(PLAN_NAMES_IN[language][line.planId], w.interval[line.interval]);
  switch (what.kind) {
    case 'payment':
      return planLine + w.purpose[what.purpose];
    case 'not-applied':
      return w.notApplied(planLine + w.purpose[what.purpose], w.why[what.why]);
    case 'refund-of':
      return w.refundOf(what.number, what.notApplied, what.part) + (what.ended ? w.ended : '');
    case 'disputed':
      return w.disputed(what.number) + (what.ended ? w.ended : '');
  }
}
