import type { Language } from '@atelier/shared';
import { languageTable } from '../../../lib/language-table.js';
import { EN, type SandboxWords } from './sandbox-words-en.js';
import { MORE_DEPOSIT_LINES, MORE_MESSAGES, MORE_WORDS } from './sandbox-words-more.js';

/**
 * The sandbox checkout page's words in the payer's language (decision 190): a booking's deposit is
 * paid by the studio's client in the booking page's language and the studio's currency. English is
 * the base; French beside it, the other languages in sandbox-words-more.ts (decision 203).
 */
type Words = SandboxWords;

const FR: Words = {
  checkoutTitle: 'Paiement Atelier',
  sandboxTitle: 'Paiement de test Atelier',
  banner: '<strong>Bac à sable :</strong> une page de paiement de test. Aucune carte réelle n’est débitée, aucun argent ne circule.',
  youPay: 'Vous payez',
  pay: 'Payer {amount}',
  cardDetails: 'Carte bancaire',
  cardNumber: 'Numéro de carte',
  expMonth: 'Mois d’expiration',
  expYear: 'Année d’expiration',
  cvc: 'Code de sécurité',
  cancel: 'Annuler et revenir',
  testCards: 'Cartes de test',
  testCardsHint: 'Utilisez n’importe quelle date d’expiration future et n’importe quel code à 3 chiffres.',
  outcomes: [
    'est acceptée',
    'est refusée',
    'est refusée pour provision insuffisante',
    'est acceptée, puis refusée au renouvellement suivant',
  ],
  checkCard: 'Vérifiez les informations de la carte.',
  fieldInvalid: {
    number: 'Le numéro de carte n’est pas valide',
    expMonth: 'Le mois d’expiration n’est pas valide',
    expYear: 'L’année d’expiration n’est pas valide',
    cvc: 'Le code de sécurité n’est pas valide',
  },
  back: 'Revenir',
  paidTitle: 'Déjà payé',
  paidPlan: 'Ce paiement a été effectué. Votre forfait est actif.',
  paidDeposit: 'Cet acompte a été payé. Votre rendez-vous est confirmé.',
  expiredTitle: 'Paiement expiré',
  expiredPlan: 'Ce paiement a expiré. Recommencez depuis la page des tarifs.',
  expiredDeposit: 'Ce paiement a expiré. Réservez de nouveau depuis la page de l’atelier.',
};

/** What the server says in English on this page, as French says it. */
const FR_MESSAGES: Readonly<Record<string, string>> = {
  'Your card was declined.': 'Votre carte a été refusée.',
  'Your card has insufficient funds.': 'Votre carte n’a pas une provision suffisante.',
  'Too many attempts on this checkout. Please wait a few minutes and try again.':
    'Trop de tentatives sur ce paiement. Patientez quelques minutes et réessayez.',
  'This checkout has ended.': 'Ce paiement est terminé.',
};

export const sandboxWords = languageTable<Words>('sandbox.words', { en: EN, fr: FR, ...MORE_WORDS });

const messagesIn = languageTable<Readonly<Record<string, string>>>('sandbox.messages', { en: {}, fr: FR_MESSAGES, ...MORE_MESSAGES });

/** A message of the server's, in the page's language; one it has no words for stays as said. */
export const sandboxMessage = (message: string, language: Language): string => messagesIn(language)[message] ?? message;

const depositLineIn = languageTable<(type: string, studio: string) => string>('sandbox.depositLine', {
  en: (type, studio) => `Deposit: ${type}, ${studio}`,
  fr: (type, studio) => `Acompte : ${type}, ${studio}`,
  ...MORE_DEPOSIT_LINES,
});

/** A deposit's line on the checkout, in the booking's language: 'Acompte : Essayage, Atelier Lumière'. */
export const depositLine = (language: Language, type: string, studio: string) => depositLineIn(language)(type, studio);
