import { languageTable } from '../../lib/language-table.js';

/** Every word of Atelier's receipt PDF, one catalog per language (decision 206): the account's language picks it, Intl writes the figures. */
export type ReceiptPdfWords = {
  receipt: string;
  subject: (number: string) => string;
  paid: (number: string, day: string) => string;
  billedTo: string;
  description: string;
  period: string;
  paidWith: string;
  card: (brand: string, last4: string) => string;
  reference: string;
  amountPaid: string;
  thanks: string;
};

export const receiptPdfWords = languageTable<ReceiptPdfWords>('receipt-pdf', {
  en: {
    receipt: 'Receipt',
    subject: (n) => `Receipt ${n}`,
    paid: (n, day) => `${n} · Paid ${day}`,
    billedTo: 'Billed to',
    description: 'Description',
    period: 'Period',
    paidWith: 'Paid with',
    card: (brand, last4) => `${brand} ending in ${last4}`,
    reference: 'Payment reference',
    amountPaid: 'Amount paid',
    thanks: 'Thank you for your subscription. This receipt is for your records; the payment has been taken.',
  },
  fr: {
    receipt: 'Reçu',
    subject: (n) => `Reçu ${n}`,
    paid: (n, day) => `${n} · Payé le ${day}`,
    billedTo: 'Facturé à',
    description: 'Objet',
    period: 'Période',
    paidWith: 'Payé avec',
    card: (brand, last4) => `${brand} se terminant par ${last4}`,
    reference: 'Référence du paiement',
    amountPaid: 'Montant payé',
    thanks: 'Merci pour votre abonnement. Ce reçu est à conserver ; le paiement a été encaissé.',
  },
  es: {
    receipt: 'Recibo',
    subject: (n) => `Recibo ${n}`,
    paid: (n, day) => `${n} · Pagado el ${day}`,
    billedTo: 'Facturado a',
    description: 'Concepto',
    period: 'Periodo',
    paidWith: 'Pagado con',
    card: (brand, last4) => `${brand} terminada en ${last4}`,
    reference: 'Referencia del pago',
    amountPaid: 'Importe pagado',
    thanks: 'Gracias por su suscripción. Conserve este recibo; el pago se ha cobrado.',
  },
  pt: {
    receipt: 'Recibo',
    subject: (n) => `Recibo ${n}`,
    paid: (n, day) => `${n} · Pago em ${day}`,
    billedTo: 'Faturado a',
    description: 'Descrição',
    period: 'Período',
    paidWith: 'Pago com',
    card: (brand, last4) => `${brand} terminado em ${last4}`,
    reference: 'Referência do pagamento',
    amountPaid: 'Valor pago',
    thanks: 'Obrigado pela sua assinatura. Guarde este recibo; o pagamento foi cobrado.',
  },
  de: {
    receipt: 'Quittung',
    subject: (n) => `Quittung ${n}`,
    paid: (n, day) => `${n} · Bezahlt am ${day}`,
    billedTo: 'Rechnungsempfänger',
    description: 'Beschreibung',
    period: 'Zeitraum',
    paidWith: 'Bezahlt mit',
    card: (brand, last4) => `${brand} mit Endziffern ${last4}`,
    reference: 'Zahlungsreferenz',
    amountPaid: 'Bezahlter Betrag',
    thanks: 'Vielen Dank für Ihr Abonnement. Diese Quittung ist für Ihre Unterlagen; die Zahlung wurde eingezogen.',
  },
  it: {
    receipt: 'Ricevuta',
    subject: (n) => `Ricevuta ${n}`,
    paid: (n, day) => `${n} · Pagata il ${day}`,
    billedTo: 'Intestata a',
    description: 'Descrizione',
    period: 'Periodo',
    paidWith: 'Pagata con',
    card: (brand, last4) => `${brand} che termina con ${last4}`,
    reference: 'Riferimento del pagamento',
    amountPaid: 'Importo pagato',
    thanks: 'Grazie per il tuo abbonamento. Conserva questa ricevuta; il pagamento è stato incassato.',
  },
});
