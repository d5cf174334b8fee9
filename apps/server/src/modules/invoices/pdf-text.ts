import { PAYMENT_METHOD_LABELS, type Invoice, type PaymentMethod } from '@atelier/shared';

/**
 * The words and figures of an invoice PDF and its mail (decision 030), kept apart from the
 * layout so the mail says exactly what the PDF says.
 */

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in the invoice's own currency, with the narrow symbol a tailor writes ('₦', not 'NGN'), as on the web (decision 027). */
export function formatInvoiceMoney(amount: number, currency: string, language = 'en'): string {
  const key = `${language}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

/** A calendar date (due date, payment date: midnight UTC, decision 015) as the date it is, in any zone. */
export function formatCalendarDate(iso: string, language = 'en'): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}

/** A moment (when the invoice was issued) as the studio's calendar date in its zone. */
export function formatMomentDate(iso: string, timeZone = 'UTC', language = 'en'): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone }).format(new Date(iso));
}

/** A quantity as typed: 2.5 m, 3 pieces (quantities allow 2 decimals). */
export function formatQuantity(quantity: number, language = 'en'): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(quantity);
}

export function paymentMethodLabel(method: PaymentMethod): string {
  return PAYMENT_METHOD_LABELS[method];
}

/** The invoice's issue date: when it was sent, else when it was made. */
export function issuedAt(invoice: Invoice): string {
  return invoice.sentAt ?? invoice.createdAt;
}

/**
 * What the money says, under the dates (decision 125): 'Deposit paid, $1,290.00 due' while a
 * payment leaves a balance, 'Paid' once nothing is due, nothing before any payment.
 */
export function paymentLine(invoice: Invoice, language = 'en'): string {
  if (invoice.paymentState === 'paid') return 'Paid';
  if (invoice.paymentState === 'unpaid') return '';
  return `Deposit paid, ${formatInvoiceMoney(invoice.balanceDue, invoice.currency, language)} due`;
}

/**
 * The terms line under the totals, by status (the wording is in decision 030); a sent invoice with
 * a deposit paid names the balance left (decision 125).
 */
export function termsText(invoice: Invoice, language = 'en'): string {
  const due = formatCalendarDate(invoice.dueDate, language);
  const balance = formatInvoiceMoney(invoice.balanceDue, invoice.currency, language);
  switch (invoice.status) {
    case 'draft':
      return 'Draft — not yet a request for payment.';
    case 'sent':
      return invoice.paymentState === 'deposit-paid' ? `The balance of ${balance} is due by ${due}.` : `Payment is due by ${due}.`;
    case 'overdue':
      return `Payment was due by ${due}. Please settle the balance of ${balance} as soon as possible.`;
    case 'paid':
      return 'Paid in full. Thank you for your business.';
  }
}

/**
 * The attachment and download name: the invoice number with anything a file system or a
 * Content-Disposition header could trip on replaced by '-', never empty, always ending in .pdf.
 */
export function pdfFileName(invoiceNumber: string): string {
  const safe = invoiceNumber
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return `${safe || 'invoice'}.pdf`;
}
