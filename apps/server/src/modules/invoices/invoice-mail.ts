import type { Invoice, Language } from '@atelier/shared';
import type { Mail } from '../../lib/mailer.js';
import type { DocumentBrand } from '../../lib/pdf-document.js';
import { escapeHtml } from '../auth/emails.js';
import { brandMailHeader } from '../studio/brand-mail.js';
import { formatCalendarDate, formatInvoiceMoney, pdfFileName, termsText } from './pdf-text.js';
import { invoiceWords } from './invoice-words.js';

export type InvoiceMailStudio = { brand: DocumentBrand; ownerName: string; email?: string; phone?: string };

/** The name the studio signs with: the studio's (decision 073), else the owner's. */
const studioDisplayName = (studio: Pick<InvoiceMailStudio, 'brand' | 'ownerName'>, language: Language) =>
  studio.brand.name.trim() || studio.ownerName.trim() || invoiceWords(language).mail.yourTailor;

/**
 * The mail that carries an invoice PDF to the client (POST /invoices/{id}/send, decision 030): the total,
 * due date and balance in the invoice's currency, the same terms line as the PDF, the PDF attached
 * as {number}.pdf. Replies go to the studio, not to Atelier's sending address. On Enterprise the head
 * carries the studio's logo (inline) and colour (decision 073). Written in the client's language (decision 128).
 */
export function invoiceMail(input: { to: string; invoice: Invoice; studio: InvoiceMailStudio; pdf: Buffer; language?: Language }): Mail {
  const { to, invoice, studio, pdf, language = 'en' } = input;
  const words = invoiceWords(language);
  const money = (amount: number) => formatInvoiceMoney(amount, invoice.currency, language);
  const from = studioDisplayName(studio, language);
  const head = brandMailHeader(studio.brand, from);
  const facts: [string, string][] = [
    [words.mail.invoice, invoice.invoiceNumber],
    [words.total, money(invoice.amount)],
    ...(invoice.deposit ? ([[words.depositAsked(''), money(invoice.deposit.amount)]] as [string, string][]) : []),
    ...(invoice.amountPaid > 0 ? ([[words.mail.paidSoFar, money(invoice.amountPaid)]] as [string, string][]) : []),
    [words.balanceDue, money(invoice.balanceDue)],
    [words.dueDate, formatCalendarDate(invoice.dueDate, language)],
  ];
  const greeting = words.mail.greeting(invoice.clientId.name.trim());
  const intro = words.mail.intro(invoice.invoiceNumber, from);
  const terms = termsText(invoice, language);
  const contact = [studio.email?.trim(), studio.phone?.trim()].filter(Boolean).join(' · ');
  const outro = contact ? words.mail.questions(from, contact) : words.mail.questionsReply;
  const sender = words.mail.sender(from);

  const text = [greeting, intro, facts.map(([k, v]) => `${k}: ${v}`).join('\n'), terms, outro, `— ${from}`, sender].join('\n\n') + '\n';
  const rows = facts
    .map(
      ([k, v], i) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#6b635c">${escapeHtml(k)}</td><td style="padding:4px ` +
        `0;text-align:right;${i === facts.length - 2 ? 'font-weight:bold' : ''}">${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;background:#f6f3ee;font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#2b2622">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>${head.html}</td></tr>
<tr><td style="padding-top:16px">${escapeHtml(greeting)}</td></tr>
<tr><td style="padding-top:8px">${escapeHtml(intro)}</td></tr>
<tr><td style="padding-top:16px"><table role="presentation" cellpadding="0" cellspacing="0">${rows}</table></td></tr>
<tr><td style="padding-top:16px">${escapeHtml(terms)}</td></tr>
<tr><td style="padding-top:16px;font-size:13px;color:#6b635c">${escapeHtml(outro)}</td></tr>
<tr><td style="padding-top:16px;font-size:12px;color:#6b635c">${escapeHtml(sender)}</td></tr>
</table></td></tr></table></body></html>`;

  return {
    to,
    // Ours alone: the number and the studio's name are text the studio typed (decision 055).
    subject: words.mail.subject(money(invoice.amount), formatCalendarDate(invoice.dueDate, language)),
    kind: 'invoice',
    text,
    html,
    ...(studio.email?.trim() ? { replyTo: studio.email.trim() } : {}),
    attachments: [...head.attachments, { filename: pdfFileName(invoice.invoiceNumber), content: pdf, contentType: 'application/pdf' }],
  };
}
