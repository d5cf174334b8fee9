import type { InvoiceKind, PaymentMethod } from '@atelier/shared';

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
