import type { Invoice, Language } from '@atelier/shared';
import { invoiceWords } from './invoice-words.js';

/**
 * The words and figures of an invoice PDF and its mail (decision 030), kept apart from the
 * layout so the mail says exactly what the PDF says, in the client's language (decision 128).
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

/** The invoice's issue date: when it was sent, else when it was made. */
export function issuedAt(invoice: Invoice): string {
  return invoice.sentAt ?? invoice.createdAt;
}

/**
 * What the money says, under the dates (decision 125): 'Deposit paid, $1,290.00 due' while a
 * payment leaves a balance, 'Paid' once nothing is due, nothing before any payment.
 */
export function paymentLine(invoice: Invoice, language: Language = 'en'): string {
  const words = invoiceWords(language);
  if (invoice.paymentState === 'paid') return words.paid;
  if (invoice.paymentState === 'unpaid') return '';
  return words.depositPaid(formatInvoiceMoney(invoice.balanceDue, invoice.currency, language));
}

/**
 * The terms line under the totals, by status (the wording is in decision 030); a sent invoice with
 * a deposit paid names the balance left (decision 125); a credit note asks no payment (decision 184).
 */
export function termsText(invoice: Invoice, language: Language = 'en'): string {
  const words = invoiceWords(language);
  if (invoice.kind === 'credit-note') return words.termsCreditNote(invoice.relatedInvoice?.invoiceNumber ?? '');
  const due = formatCalendarDate(invoice.dueDate, language);
  const balance = formatInvoiceMoney(invoice.balanceDue, invoice.currency, language);
  switch (invoice.status) {
    case 'draft':
      return words.termsDraft;
    case 'sent':
      return invoice.paymentState === 'deposit-paid' ? words.termsSentDeposit(balance, due) : words.termsSent(due);
    case 'overdue':
      return words.termsOverdue(balance, due);
    case 'paid':
      return words.termsPaid;
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
