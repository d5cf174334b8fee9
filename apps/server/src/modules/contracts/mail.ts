import type { Language } from '@atelier/shared';
import type { Mail } from '../../lib/mailer.js';
import type { DocumentBrand } from '../../lib/pdf-document.js';
import { escapeHtml } from '../auth/emails.js';
import { brandMailHeader } from '../studio/brand-mail.js';
import { contractWords } from './words.js';

/**
 * The mail that asks the client to sign (decision 159), in the client's language: the contract's
 * title and the portal's address, where it is read, downloaded and signed. No attachment: the
 * document to sign is the one the portal shows, whose fingerprint the signature records.
 */
export function contractMail(input: {
  to: string;
  clientName: string;
  title: string;
  url: string;
  studio: { brand: DocumentBrand; name: string; email: string };
  language: Language;
}): Mail {
  const words = contractWords(input.language).mail;
  const { name } = input.studio;
  const head = brandMailHeader(input.studio.brand, name);
  const greeting = words.greeting(input.clientName.trim());
  const intro = words.intro(name, input.title);
  const text = [greeting, intro, `${words.action}: ${input.url}`, words.outro, `— ${name}`, words.sender(name)].join('\n\n') + '\n';
  const button = 'display:inline-block;background:#2b2622;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none';
  const page = 'margin:0;background:#f6f3ee;font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#2b2622';
  const html = `<!doctype html><html lang="${input.language}"><body style="${page}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>${head.html}</td></tr>
<tr><td style="padding-top:16px">${escapeHtml(greeting)}</td></tr>
<tr><td style="padding-top:8px">${escapeHtml(intro)}</td></tr>
<tr><td style="padding-top:24px"><a href="${escapeHtml(input.url)}" style="${button}">${escapeHtml(words.action)}</a></td></tr>
<tr><td style="padding-top:16px;font-size:13px;color:#6b635c">${escapeHtml(words.outro)}</td></tr>
<tr><td style="padding-top:16px;font-size:12px;color:#6b635c">${escapeHtml(words.sender(name))}</td></tr>
</table></td></tr></table></body></html>`;
  return {
    to: input.to,
    subject: words.subject(input.title, name),
    kind: 'contract',
    text,
    html,
    ...(input.studio.email.trim() ? { replyTo: input.studio.email.trim() } : {}),
    attachments: head.attachments,
  };
}
