import type { Language } from '@atelier/shared';
import { languageTable } from '../../lib/language-table.js';
import { said, sayIn } from '../../lib/said.js';

/**
 * The billing mails in the account's language (decision 203). Plans are named as the language names
 * them (PLAN_NAMES_IN), a date is written by Intl, and the plan, trial and settings words are the web's.
 */
export type SubscriptionMailWords = {
  trialSubject: (plan: string, today: boolean) => string;
  /** The trial's end: today when `day` is null, else in 3 days, on `day`. */
  trialEnds: (firstName: string, plan: string, day: string | null) => string;
  trialKeep: (plan: string, appUrl: string) => string;
  trialFree: (free: string) => string;
  failedSubject: (plan: string) => string;
  /** `reason` is a sentence of its own (English keeps it after a colon, as it always has). */
  failed: (firstName: string, plan: string, reason: string) => string;
  failedKeep: (plan: string, day: string, appUrl: string) => string;
  /** Why a renewal failed when no card is saved (the worker's own reason, in English in the payment). */
  noCard: string;
  /** A provider's reason this table has no words for, in place of its English. */
  refused: string;
  endedSubject: (plan: string) => string;
  ended: (firstName: string, plan: string, free: string) => string;
  endedData: (free: string, appUrl: string) => string;
};

const EN: SubscriptionMailWords = {
  trialSubject: (plan, today) => (today ? `Your Atelier ${plan} trial ends today` : `Your Atelier ${plan} trial ends in 3 days`),
  trialEnds: (name, plan, day) => `Hello ${name}, your free ${plan} trial ends ${day === null ? 'today' : `in 3 days, on ${day}`}.`,
  trialKeep: (plan, url) =>
    `To keep ${plan} (calendar, invoices, analytics and unlimited clients and projects), choose a plan at ${url}/pricing. Paying yearly saves 20%.`,
  trialFree: (free) =>
    `If you do nothing, your account moves to the ${free} plan. Your data is kept; records above the ${free} limits become read-only.`,
  failedSubject: (plan) => `We could not renew your Atelier ${plan} plan`,
  failed: (name, plan, reason) => `Hello ${name}, the payment for your ${plan} plan did not go through: ${reason}`,
  failedKeep: (plan, day, url) =>
    `You keep ${plan} until ${day}. Update your card in Settings, Billing (${url}/settings) and we will take the payment at once.`,
  noCard: 'There is no card on file.',
  refused: 'The payment provider refused it.',
  endedSubject: (plan) => `Your Atelier ${plan} plan has ended`,
  ended: (name, plan, free) => `Hello ${name}, your ${plan} subscription has ended and your account is on the ${free} plan.`,
  endedData: (free, url) =>
    `Your data is kept; records above the ${free} limits are read-only. You can subscribe again at any time at ${url}/pricing.`,
};

const FR: SubscriptionMailWords = {
  trialSubject: (plan, today) => `Votre essai Atelier ${plan} se termine ${today ? 'aujourd’hui' : 'dans 3 jours'}`,
  trialEnds: (name, plan, day) =>
    `Bonjour ${name}, votre essai gratuit du forfait ${plan} se termine ${day === null ? 'aujourd’hui' : `dans 3 jours, le ${day}`}.`,
  trialKeep: (plan, url) =>
    `Pour garder le forfait ${plan} (calendrier, factures, statistiques, clients et projets illimités), choisissez un forfait ` +
    `sur ${url}/pricing. Le paiement annuel vous fait économiser 20 %.`,
  trialFree: (free) =>
    `Sans action de votre part, votre compte passera au forfait ${free}. Vos données sont conservées ; ` +
    `les éléments au-delà des limites du forfait ${free} passeront en lecture seule.`,
  failedSubject: (plan) => `Nous n’avons pas pu renouveler votre forfait Atelier ${plan}`,
  failed: (name, plan, reason) => `Bonjour ${name}, le paiement de votre forfait ${plan} n’a pas abouti. ${reason}`,
  failedKeep: (plan, day, url) =>
    `Vous gardez le forfait ${plan} jusqu’au ${day}. Mettez à jour votre carte dans Paramètres, Facturation (${url}/settings) ` +
    `et nous prélèverons le paiement aussitôt.`,
  noCard: 'Aucune carte n’est enregistrée.',
  refused: 'Le prestataire de paiement l’a refusé.',
  endedSubject: (plan) => `Votre forfait Atelier ${plan} a pris fin`,
  ended: (name, plan, free) => `Bonjour ${name}, votre abonnement ${plan} a pris fin et votre compte est passé au forfait ${free}.`,
  endedData: (free, url) =>
    `Vos données sont conservées ; les éléments au-delà des limites du forfait ${free} sont en lecture seule. ` +
    `Vous pouvez vous réabonner à tout moment sur ${url}/pricing.`,
};

const ES: SubscriptionMailWords = {
  trialSubject: (plan, today) => `Su prueba de Atelier ${plan} termina ${today ? 'hoy' : 'dentro de 3 días'}`,
  trialEnds: (name, plan, day) =>
    `Hola, ${name}: su prueba gratuita del plan ${plan} termina ${day === null ? 'hoy' : `dentro de 3 días, el ${day}`}.`,
  trialKeep: (plan, url) =>
    `Para conservar el plan ${plan} (calendario, facturas, estadísticas y clientes y proyectos ilimitados), elija un plan ` +
    `en ${url}/pricing. Con el pago anual ahorra un 20 %.`,
  trialFree: (free) =>
    `Si no hace nada, su cuenta pasará al plan ${free}. Sus datos se conservan; ` +
    `los registros que superen los límites del plan ${free} pasarán a ser de solo lectura.`,
  failedSubject: (plan) => `No hemos podido renovar su plan ${plan} de Atelier`,
  failed: (name, plan, reason) => `Hola, ${name}: el pago de su plan ${plan} no se ha podido completar. ${reason}`,
  failedKeep: (plan, day, url) =>
    `Conserva el plan ${plan} hasta el ${day}. Actualice su tarjeta en Ajustes, Facturación (${url}/settings) ` +
    `y cobraremos el pago de inmediato.`,
  noCard: 'No hay ninguna tarjeta registrada.',
  refused: 'El proveedor de pagos lo ha rechazado.',
  endedSubject: (plan) => `Su plan ${plan} de Atelier ha terminado`,
  ended: (name, plan, free) => `Hola, ${name}: su suscripción ${plan} ha terminado y su cuenta está en el plan ${free}.`,
  endedData: (free, url) =>
    `Sus datos se conservan; los registros que superan los límites del plan ${free} son de solo lectura. ` +
    `Puede volver a suscribirse cuando quiera en ${url}/pricing.`,
};

const PT: SubscriptionMailWords = {
  trialSubject: (plan, today) => `O seu teste do Atelier ${plan} termina ${today ? 'hoje' : 'daqui a 3 dias'}`,
  trialEnds: (name, plan, day) =>
    `Olá, ${name}: o seu teste gratuito do plano ${plan} termina ${day === null ? 'hoje' : `daqui a 3 dias (${day})`}.`,
  trialKeep: (plan, url) =>
    `Para manter o plano ${plan} (calendário, faturas, estatísticas e clientes e projetos ilimitados), escolha um plano ` +
    `em ${url}/pricing. Pagando anualmente, economiza 20%.`,
  trialFree: (free) =>
    `Se não fizer nada, a sua conta passa para o plano ${free}. Os seus dados são mantidos; ` +
    `os registros acima dos limites do plano ${free} ficam somente leitura.`,
  failedSubject: (plan) => `Não foi possível renovar o seu plano Atelier ${plan}`,
  failed: (name, plan, reason) => `Olá, ${name}: o pagamento do seu plano ${plan} não foi concluído. ${reason}`,
  failedKeep: (plan, day, url) =>
    `Mantém o plano ${plan} até ${day}. Atualize o seu cartão em Configurações, Faturação (${url}/settings) ` +
    `e cobraremos o pagamento de imediato.`,
  noCard: 'Não há nenhum cartão registrado.',
  refused: 'O provedor de pagamentos o recusou.',
  endedSubject: (plan) => `O seu plano Atelier ${plan} terminou`,
  ended: (name, plan, free) => `Olá, ${name}: a sua assinatura ${plan} terminou e a sua conta está no plano ${free}.`,
  endedData: (free, url) =>
    `Os seus dados são mantidos; os registros acima dos limites do plano ${free} ficam somente leitura. ` +
    `Pode voltar a assinar a qualquer momento em ${url}/pricing.`,
};

const DE: SubscriptionMailWords = {
  trialSubject: (plan, today) => `Ihre Testphase für Atelier ${plan} endet ${today ? 'heute' : 'in 3 Tagen'}`,
  trialEnds: (name, plan, day) =>
    `Guten Tag ${name}, Ihre kostenlose Testphase für den Tarif ${plan} endet ${day === null ? 'heute' : `in 3 Tagen, am ${day}`}.`,
  trialKeep: (plan, url) =>
    `Um den Tarif ${plan} zu behalten (Kalender, Rechnungen, Auswertungen sowie unbegrenzt viele Kunden und Projekte), ` +
    `wählen Sie einen Tarif unter ${url}/pricing. Bei jährlicher Zahlung sparen Sie 20 %.`,
  trialFree: (free) =>
    `Wenn Sie nichts tun, wechselt Ihr Konto in den Tarif ${free}. Ihre Daten bleiben erhalten; ` +
    `Einträge über den Grenzen des Tarifs ${free} sind dann nur noch lesbar.`,
  failedSubject: (plan) => `Wir konnten Ihren Atelier-Tarif ${plan} nicht verlängern`,
  failed: (name, plan, reason) => `Guten Tag ${name}, die Zahlung für Ihren Tarif ${plan} ist nicht durchgegangen. ${reason}`,
  failedKeep: (plan, day, url) =>
    `Sie behalten den Tarif ${plan} bis ${day}. Aktualisieren Sie Ihre Karte unter Einstellungen, Abrechnung (${url}/settings), ` +
    `dann buchen wir die Zahlung sofort ab.`,
  noCard: 'Es ist keine Karte hinterlegt.',
  refused: 'Der Zahlungsanbieter hat sie abgelehnt.',
  endedSubject: (plan) => `Ihr Atelier-Tarif ${plan} ist beendet`,
  ended: (name, plan, free) => `Guten Tag ${name}, Ihr Abonnement ${plan} ist beendet, und Ihr Konto ist jetzt im Tarif ${free}.`,
  endedData: (free, url) =>
    `Ihre Daten bleiben erhalten; Einträge über den Grenzen des Tarifs ${free} sind nur noch lesbar. ` +
    `Sie können jederzeit unter ${url}/pricing erneut abonnieren.`,
};

const IT: SubscriptionMailWords = {
  trialSubject: (plan, today) => `La Sua prova di Atelier ${plan} termina ${today ? 'oggi' : 'tra 3 giorni'}`,
  trialEnds: (name, plan, day) =>
    `Buongiorno ${name}, la Sua prova gratuita del piano ${plan} termina ${day === null ? 'oggi' : `tra 3 giorni, ${day}`}.`,
  trialKeep: (plan, url) =>
    `Per mantenere il piano ${plan} (calendario, fatture, statistiche e clienti e progetti illimitati), scelga un piano ` +
    `su ${url}/pricing. Con il pagamento annuale risparmia il 20%.`,
  trialFree: (free) =>
    `Se non fa nulla, il Suo account passa al piano ${free}. I Suoi dati sono conservati; ` +
    `gli elementi oltre i limiti del piano ${free} diventano di sola lettura.`,
  failedSubject: (plan) => `Non è stato possibile rinnovare il Suo piano Atelier ${plan}`,
  failed: (name, plan, reason) => `Buongiorno ${name}, il pagamento del Suo piano ${plan} non è andato a buon fine. ${reason}`,
  failedKeep: (plan, day, url) =>
    `Mantiene il piano ${plan} fino a ${day}. Aggiorni la carta in Impostazioni, Fatturazione (${url}/settings) ` +
    `e addebiteremo subito il pagamento.`,
  noCard: 'Non è registrata alcuna carta.',
  refused: 'Il fornitore dei pagamenti lo ha rifiutato.',
  endedSubject: (plan) => `Il Suo piano Atelier ${plan} è terminato`,
  ended: (name, plan, free) => `Buongiorno ${name}, il Suo abbonamento ${plan} è terminato e il Suo account è ora sul piano ${free}.`,
  endedData: (free, url) =>
    `I Suoi dati sono conservati; gli elementi oltre i limiti del piano ${free} sono di sola lettura. ` +
    `Può abbonarsi di nuovo in qualsiasi momento su ${url}/pricing.`,
};

export const subscriptionMailWords = languageTable<SubscriptionMailWords>('subscriptions.mail', {
  en: EN,
  fr: FR,
  es: ES,
  pt: PT,
  de: DE,
  it: IT,
});

/** The worker's reason for a renewal with no saved card, as the payment keeps it. */
export const NO_CARD_ON_FILE = EN.noCard;

/** The providers' refusals the server words itself (the sandbox's, and Stripe's setup failure): said in every language. */
const PROVIDER_REFUSALS = ['subscriptions.cardDeclined', 'subscriptions.insufficientFunds', 'subscriptions.setupFailed'] as const;

/**
 * A renewal's failure as the mail gives it: the provider's English as it came in English; in another
 * language the refusal's own words when the server knows them, else a plain 'the provider refused it'.
 */
export function failureReason(message: string, language: Language): string {
  if (language === 'en') return message;
  const known = PROVIDER_REFUSALS.find((key) => sayIn('en', said(key)) === message);
  if (known) return sayIn(language, said(known));
  const w = subscriptionMailWords(language);
  return message === NO_CARD_ON_FILE ? w.noCard : w.refused;
}
