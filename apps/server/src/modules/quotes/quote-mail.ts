import type { Language, Quote } from '@atelier/shared';
import type { Mail } from '../../lib/mailer.js';
import { escapeHtml } from '../auth/emails.js';
import type { InvoiceMailStudio } from '../invoices/invoice-mail.js';
import { invoiceWords } from '../invoices/invoice-words.js';
import { formatCalendarDate, formatInvoiceMoney, pdfFileName } from '../invoices/pdf-text.js';
import { brandMailHeader } from '../studio/brand-mail.js';
import { quoteWords } from './quote-words.js';

/**
 * The mail that carries a quote to the client (POST /quotes/{id}/send, decision 158): the total,
 * the deposit asked and the validity, the portal's address to accept it, the PDF attached; in the
 * client's language (decision 128), replies to the studio, its brand on the head (decision 073).
 */
export function quoteMail(input: {
  to: string;
  quote: Quote;
  studio: InvoiceMailStudio;
  pdf: Buffer;
  portalUrl: string;
  language: Language;
}): Mail {
  const { to, quote, studio, pdf, portalUrl, language } = input;
  const words = quoteWords(language);
  const money = (amount: number) => formatInvoiceMoney(amount, quote.currency, language);
  const from = studio.brand.name.trim() || studio.ownerName.trim() || invoiceWords(language).mail.yourTailor;
  const head = brandMailHeader(studio.brand, from);
  const facts: [string, string][] = [
    [words.number, quote.code],
    [words.total, money(quote.total)],
    ...(quote.deposit ? ([[words.depositAsked(''), money(quote.deposit.amount)]] as [string, string][]) : []),
    [words.validUntil, formatCalendarDate(quote.validUntil, language)],
  ];
  const greeting = words.mail.greeting(quote.client.name.trim());
  const intro = words.mail.intro(quote.code, from);
  const sender = words.mail.sender(from);
  const text =
    [greeting, intro, facts.map(([k, v]) => `${k}: ${v}`).join('\n'), `${words.mail.portal}\n${portalUrl}`, `— ${from}`, sender].join(
      '\n\n',
    ) + '\n';
  const rows = facts
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#6b635c">${escapeHtml(k)}</td><td style="padding:4px 0;text-align:right">${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  const body = 'margin:0;background:#f6f3ee;font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#2b2622';
  const html = `<!doctype html><html lang="${language}"><body style="${body}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>${head.html}</td></tr>
<tr><td style="padding-top:16px">${escapeHtml(greeting)}</td></tr>
<tr><td style="padding-top:8px">${escapeHtml(intro)}</td></tr>
<tr><td style="padding-top:16px"><table role="presentation" cellpadding="0" cellspacing="0">${rows}</table></td></tr>
<tr><td style="padding-top:16px">${escapeHtml(words.mail.portal)}</td></tr>
<tr><td style="padding-top:8px"><a href="${escapeHtml(portalUrl)}" style="color:#2b2622;font-weight:bold">${escapeHtml(words.mail.open)}</a></td></tr>
<tr><td style="padding-top:16px;font-size:12px;color:#6b635c">${escapeHtml(sender)}</td></tr>
</table></td></tr></table></body></html>`;
  return {
    to,
    // Ours alone but the code and the studio's name (decision 055).
    subject: words.mail.subject(quote.code, from),
    kind: 'quote',
    text,
    html,
    ...(studio.email?.trim() ? { replyTo: studio.email.trim() } : {}),
    attachments: [...head.attachments, { filename: pdfFileName(quote.code), content: pdf, contentType: 'application/pdf' }],
  };
}
