import { PAYMENT_METHOD_LABELS, type Language, type PaymentMethod } from '@atelier/shared';
import { languageTable } from '../../lib/language-table.js';
import { de } from './invoice-words-de.js';
import { es } from './invoice-words-es.js';
import { it } from './invoice-words-it.js';
import { pt } from './invoice-words-pt.js';
import type { InvoiceWords } from './invoice-words-type.js';

export type { InvoiceWords } from './invoice-words-type.js';

const en: InvoiceWords = {
  title: 'INVOICE',
  titles: { invoice: 'INVOICE', deposit: 'DEPOSIT INVOICE', 'credit-note': 'CREDIT NOTE' },
  draftMark: 'DRAFT — not issued',
  corrects: (number) => `Corrects invoice ${number}`,
  taxOn: (percent, net) => `Tax ${percent}% on ${net}`,
  pricesIncludeTax: 'Prices include VAT',
  companyNumber: (value) => `Company no. ${value}`,
  vatNumber: (value) => `VAT no. ${value}`,
  subject: (number) => `Invoice ${number}`,
  invoiceNumber: 'Invoice number',
  issueDate: 'Issue date',
  dueDate: 'Due date',
  billTo: 'BILL TO',
  description: 'Description',
  qty: 'Qty',
  rate: 'Rate',
  amount: 'Amount',
  subtotal: 'Subtotal',
  discount: 'Discount',
  total: 'Total',
  depositAsked: (percent) => `Deposit asked${percent ? ` (${percent}%)` : ''}`,
  payment: (date, method) => `Payment ${date} · ${PAYMENT_METHOD_LABELS[method]}`,
  amountPaid: 'Amount paid',
  balanceDue: 'Balance due',
  notes: 'NOTES',
  terms: 'TERMS',
  page: (number, page, of) => `${number} · Page ${page} of ${of}`,
  paid: 'Paid',
  depositPaid: (balance) => `Deposit paid, ${balance} due`,
  termsDraft: 'Draft — not yet a request for payment.',
  termsSent: (due) => `Payment is due by ${due}.`,
  termsSentDeposit: (balance, due) => `The balance of ${balance} is due by ${due}.`,
  termsOverdue: (balance, due) => `Payment was due by ${due}. Please settle the balance of ${balance} as soon as possible.`,
  termsPaid: 'Paid in full. Thank you for your business.',
  termsCreditNote: (number) =>
    number ? `This credit note is deducted from invoice ${number}; nothing is to be paid.` : 'Nothing is to be paid.',
  reason: 'REASON',
  lineTax: 'VAT',
  percent: (rate) => `${rate}%`,
  paymentTerms: 'PAYMENT TERMS',
  iban: (value) => `IBAN ${value}`,
  depositOnInvoice: (number) => `Deposit on invoice ${number}`,
  depositOnProject: (code, name) => `Deposit for ${[code, name].filter(Boolean).join(' · ')}`,
  depositOnWork: (what) => `Deposit for ${what}`,
  depositForAppointment: (type, when) => `Deposit for ${type}, ${when}`,
  depositPaidOnline: 'Deposit paid online when booking.',
  depositDeducted: (number) => `Deposit invoice ${number}`,
  mail: {
    invoice: 'Invoice',
    paidSoFar: 'Paid so far',
    subject: (amount, due) => `Invoice for ${amount}, due ${due}`,
    greeting: (name) => `Hello ${name || 'there'},`,
    intro: (number, from) => `Please find attached invoice ${number} from ${from}.`,
    questions: (from, contact) => `Questions about this invoice? Reply to this email or contact ${from}: ${contact}.`,
    questionsReply: 'Questions about this invoice? Reply to this email.',
    sender: (from) =>
      `Sent by Atelier on behalf of ${from}, a studio that keeps its invoices in Atelier. ` +
      `The studio wrote the invoice and its details; replies go to the studio.`,
    yourTailor: 'your tailor',
  },
};

const FR_METHODS: Record<PaymentMethod, string> = {
  cash: 'Espèces',
  card: 'Carte',
  'bank-transfer': 'Virement bancaire',
  'mobile-money': 'Mobile money',
  other: 'Autre',
};

const fr: InvoiceWords = {
  title: 'FACTURE',
  titles: { invoice: 'FACTURE', deposit: 'FACTURE D’ACOMPTE', 'credit-note': 'AVOIR' },
  draftMark: 'BROUILLON — non émise',
  corrects: (number) => `Rectifie la facture ${number}`,
  taxOn: (percent, net) => `TVA ${percent} % sur ${net}`,
  pricesIncludeTax: 'TVA incluse',
  companyNumber: (value) => `SIREN/SIRET ${value}`,
  vatNumber: (value) => `N° TVA ${value}`,
  subject: (number) => `Facture ${number}`,
  invoiceNumber: 'N° de facture',
  issueDate: 'Date d’émission',
  dueDate: 'Échéance',
  billTo: 'FACTURER À',
  description: 'Description',
  qty: 'Qté',
  rate: 'Prix unitaire',
  amount: 'Montant',
  subtotal: 'Sous-total',
  discount: 'Remise',
  total: 'Total',
  depositAsked: (percent) => `Acompte demandé${percent ? ` (${percent} %)` : ''}`,
  payment: (date, method) => `Paiement du ${date} · ${FR_METHODS[method]}`,
  amountPaid: 'Montant payé',
  balanceDue: 'Reste à payer',
  notes: 'NOTES',
  terms: 'CONDITIONS',
  page: (number, page, of) => `${number} · Page ${page} sur ${of}`,
  paid: 'Payée',
  depositPaid: (balance) => `Acompte versé, reste ${balance} à payer`,
  termsDraft: 'Brouillon — pas encore une demande de paiement.',
  termsSent: (due) => `Paiement dû au plus tard le ${due}.`,
  termsSentDeposit: (balance, due) => `Le solde de ${balance} est dû au plus tard le ${due}.`,
  termsOverdue: (balance, due) => `Le paiement était dû le ${due}. Merci de régler le solde de ${balance} dès que possible.`,
  termsPaid: 'Payée intégralement. Merci de votre confiance.',
  termsCreditNote: (number) =>
    number ? `Cet avoir vient en déduction de la facture ${number} ; aucun paiement n’est dû.` : 'Aucun paiement n’est dû.',
  reason: 'MOTIF',
  lineTax: 'TVA',
  percent: (rate) => `${rate} %`,
  paymentTerms: 'CONDITIONS DE PAIEMENT',
  iban: (value) => `IBAN ${value}`,
  depositOnInvoice: (number) => `Acompte sur la facture ${number}`,
  depositOnProject: (code, name) => `Acompte pour ${[code, name].filter(Boolean).join(' · ')}`,
  depositOnWork: (what) => `Acompte pour ${what}`,
  depositForAppointment: (type, when) => `Acompte pour ${type}, le ${when}`,
  depositPaidOnline: 'Acompte payé en ligne lors de la réservation.',
  depositDeducted: (number) => `Facture d’acompte ${number}`,
  mail: {
    invoice: 'Facture',
    paidSoFar: 'Déjà payé',
    subject: (amount, due) => `Facture de ${amount}, échéance le ${due}`,
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: (number, from) => `Veuillez trouver ci-joint la facture ${number} de ${from}.`,
    questions: (from, contact) => `Une question sur cette facture ? Répondez à ce courriel ou contactez ${from} : ${contact}.`,
    questionsReply: 'Une question sur cette facture ? Répondez à ce courriel.',
    sender: (from) =>
      `Envoyé par Atelier pour ${from}, un atelier qui tient ses factures dans Atelier. ` +
      `L’atelier a rédigé la facture et ses détails ; les réponses vont à l’atelier.`,
    yourTailor: 'votre tailleur',
  },
};

/** Every word of an invoice PDF and its mail in the client's language (decisions 128, 203); each other language in its own file. */
export const invoiceWords = languageTable<InvoiceWords>('invoices.words', { en, fr, es, pt, de, it });

/** A rate in basis points as a document in `language` writes it: '5.5%', '5,5 %'. */
export const rateText = (rateBp: number, language: Language): string =>
  invoiceWords(language).percent(new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(rateBp / 100));
