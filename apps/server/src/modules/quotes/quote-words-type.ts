/**
 * Every word of a quote's PDF, mail and deposit invoice, one catalog per language (decision 128):
 * the client's language picks it (decision 158). Amounts and dates come in already written.
 */
export type QuoteWords = {
  title: string;
  subject: (code: string) => string;
  number: string;
  date: string;
  validUntil: string;
  preparedFor: string;
  description: string;
  qty: string;
  unitPrice: string;
  amount: string;
  metres: string;
  subtotal: string;
  discount: string;
  /** One row of the summary per rate (decision 162): the rate and the amount it is on. */
  taxOn: (percent: string, net: string) => string;
  total: string;
  depositAsked: (percent: string) => string;
  notes: string;
  terms: string;
  termsOpen: (date: string) => string;
  termsAccepted: (date: string) => string;
  termsDeclined: string;
  termsExpired: (date: string) => string;
  termsDraft: string;
  page: (code: string, page: number, of: number) => string;
  /** The deposit invoice's one item. */
  depositItem: (code: string, title: string) => string;
  mail: {
    subject: (code: string, from: string) => string;
    greeting: (name: string) => string;
    intro: (code: string, from: string) => string;
    portal: string;
    open: string;
    sender: (from: string) => string;
  };
};
