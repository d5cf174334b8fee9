import { PAYMENT_METHOD_LABELS, type InvoiceKind, type Language, type PaymentMethod } from '@atelier/shared';
import { languageTable } from '../../lib/language-table.js';

/**
 * Every word of an invoice PDF and its mail, one catalog per language (decision 128): the client's
 * language picks the catalog, Intl writes the figures. Amounts and dates come in already written.
 */
export type InvoiceWords = {
  title: string;
  /** The title by kind (decisions 163, 165): invoice, deposit invoice, credit note. */
  titles: Record<InvoiceKind, string>;
  /** Marked on a document not yet issued: its number is not final (decision 163). */
  draftMark: string;
  corrects: (number: string) => string;
  /** One row of the summary per rate (decision 162): the rate and the amount it is on. */
  taxOn: (percent: string, net: string) => string;
  pricesIncludeTax: string;
  companyNumber: (value: string) => string;
  vatNumber: (value: string) => string;
  subject: (number: string) => string;
  invoiceNumber: string;
  issueDate: string;
  dueDate: string;
  billTo: string;
  description: string;
  qty: string;
  rate: string;
  amount: string;
  subtotal: string;
  discount: string;
  total: string;
  depositAsked: (percent: string) => string;
  payment: (date: string, method: PaymentMethod) => string;
  amountPaid: string;
  balanceDue: string;
  notes: string;
  terms: string;
  page: (number: string, page: number, of: number) => string;
  paid: string;
  depositPaid: (balance: string) => string;
  termsDraft: string;
  termsSent: (due: string) => string;
  termsSentDeposit: (balance: string, due: string) => string;
  termsOverdue: (balance: string, due: string) => string;
  termsPaid: string;
  /** A credit note's terms: what it does, never that payment is due (decision 184). */
  termsCreditNote: (number: string) => string;
  /** The heading of a credit note's reason. */
  reason: string;
  /** The VAT column of the items and a rate in it. */
  lineTax: string;
  percent: (rate: string) => string;
  /** The studio's payment terms and IBAN (decision 184). */
  paymentTerms: string;
  iban: (value: string) => string;
  /** A deposit invoice's line (decision 184): what it is a deposit on, in words that stay true. */
  depositOnInvoice: (number: string) => string;
  depositOnProject: (code: string, name: string) => string;
  depositOnWork: (what: string) => string;
  depositForAppointment: (type: string, when: string) => string;
  depositPaidOnline: string;
  /** A deposit invoice a final invoice deducts. */
  depositDeducted: (number: string) => string;
  mail: {
    invoice: string;
    paidSoFar: string;
    subject: (amount: string, due: string) => string;
    greeting: (name: string) => string;
    intro: (number: string, from: string) => string;
    questions: (from: string, contact: string) => string;
    questionsReply: string;
    sender: (from: string) => string;
    yourTailor: string;
  };
};

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

export const invoiceWords = languageTable<InvoiceWords>('invoices.words', { en, fr });

/** A rate in basis points as a document in `language` writes it: '5.5%', '5,5 %'. */
export const rateText = (rateBp: number, language: Language): string =>
  invoiceWords(language).percent(new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(rateBp / 100));
