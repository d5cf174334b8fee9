import { languageTable } from '../../lib/language-table.js';
import { de, es, it, pt } from './quote-words-more.js';
import type { QuoteWords } from './quote-words-type.js';

export type { QuoteWords } from './quote-words-type.js';

const en: QuoteWords = {
  title: 'QUOTE',
  subject: (code) => `Quote ${code}`,
  number: 'Quote number',
  date: 'Date',
  validUntil: 'Valid until',
  preparedFor: 'PREPARED FOR',
  description: 'Description',
  qty: 'Qty',
  unitPrice: 'Unit price',
  amount: 'Amount',
  metres: 'm',
  subtotal: 'Subtotal',
  discount: 'Discount',
  taxOn: (percent, net) => `Tax ${percent}% on ${net}`,
  total: 'Total',
  depositAsked: (percent) => `Deposit on acceptance${percent ? ` (${percent}%)` : ''}`,
  notes: 'NOTES',
  terms: 'TERMS',
  termsOpen: (date) => `This quote can be accepted until ${date}, on your client portal.`,
  termsAccepted: (date) => `Accepted on ${date}. Thank you.`,
  termsDeclined: 'Declined.',
  termsExpired: (date) => `This quote was valid until ${date}. Ask the studio for a new one.`,
  termsDraft: 'Draft — not yet sent.',
  page: (code, page, of) => `${code} · Page ${page} of ${of}`,
  depositItem: (code, title) => `Deposit for quote ${code} · ${title}`,
  mail: {
    subject: (code, from) => `Your quote ${code} from ${from}`,
    greeting: (name) => `Hello ${name || 'there'},`,
    intro: (code, from) => `Please find attached quote ${code} from ${from}.`,
    portal: 'You can read it, download it and accept or decline it on your client portal:',
    open: 'Open my quote',
    sender: (from) => `Sent by Atelier on behalf of ${from}; replies go to the studio.`,
  },
};

const fr: QuoteWords = {
  title: 'DEVIS',
  subject: (code) => `Devis ${code}`,
  number: 'N° de devis',
  date: 'Date',
  validUntil: 'Valable jusqu’au',
  preparedFor: 'ÉTABLI POUR',
  description: 'Description',
  qty: 'Qté',
  unitPrice: 'Prix unitaire',
  amount: 'Montant',
  metres: 'm',
  subtotal: 'Sous-total',
  discount: 'Remise',
  taxOn: (percent, net) => `TVA ${percent} % sur ${net}`,
  total: 'Total',
  depositAsked: (percent) => `Acompte à l’acceptation${percent ? ` (${percent} %)` : ''}`,
  notes: 'NOTES',
  terms: 'CONDITIONS',
  termsOpen: (date) => `Ce devis peut être accepté jusqu’au ${date}, sur votre portail client.`,
  termsAccepted: (date) => `Accepté le ${date}. Merci.`,
  termsDeclined: 'Refusé.',
  termsExpired: (date) => `Ce devis était valable jusqu’au ${date}. Demandez-en un nouveau à l’atelier.`,
  termsDraft: 'Brouillon — pas encore envoyé.',
  page: (code, page, of) => `${code} · Page ${page} sur ${of}`,
  depositItem: (code, title) => `Acompte du devis ${code} · ${title}`,
  mail: {
    subject: (code, from) => `Votre devis ${code} de ${from}`,
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: (code, from) => `Veuillez trouver ci-joint le devis ${code} de ${from}.`,
    portal: 'Vous pouvez le lire, le télécharger et l’accepter ou le refuser sur votre portail client :',
    open: 'Ouvrir mon devis',
    sender: (from) => `Envoyé par Atelier pour ${from} ; les réponses vont à l’atelier.`,
  },
};

/** Every word of a quote's PDF, mail and deposit invoice in the client's language (decisions 158, 203). */
export const quoteWords = languageTable<QuoteWords>('quotes.words', { en, fr, es, pt, de, it });
