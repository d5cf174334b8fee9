import type { Language } from '@atelier/shared';
import type { OtpPurpose } from '../../db/schema/index.js';
import type { Mail } from '../../lib/mailer.js';
import { authMailWords, type CodeMailWords } from './mail-words.js';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** `<html>`, naming the mail's language when it is known, so a screen reader reads it in that language. */
const htmlOpen = (language?: Language) => (language ? `<html lang="${language}">` : '<html>');

/** A mail around a code; `language` is the language its words are written in (decision 203). */
export function layout(title: string, intro: string, code: string, outro: string, language?: Language): string {
  return (
    `<!doctype html>${htmlOpen(language)}<body style="margin:0;background:#f6f3ee;font-family:Georgia,'Times New Roman',serif;color:#2b2622">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;color:#7a4b2a;letter-spacing:0.04em">Atelier</td></tr>
<tr><td style="padding-top:16px;font-size:18px">${escapeHtml(title)}</td></tr>
<tr><td style="padding-top:12px;font-family:Arial,sans-serif;font-size:15px;line-height:1.5">${escapeHtml(intro)}</td></tr>
<tr><td align="center" style="padding:24px 0">` +
    `<div style="display:inline-block;font-family:'Courier New',monospace;font-size:40px;font-weight:bold;` +
    `letter-spacing:0.35em;background:#f6f3ee;border-radius:8px;padding:12px 20px">${escapeHtml(code)}</div></td></tr>
<tr><td style="font-family:Arial,sans-serif;font-size:13px;color:#6b635c;line-height:1.5">${escapeHtml(outro)}</td></tr>
</table></td></tr></table></body></html>`
  );
}

/** A mail carrying a code, in the words of one language. */
export function codeMail(to: string, words: CodeMailWords, firstName: string, code: string, language: Language): Mail {
  const intro = words.intro(firstName);
  return {
    to,
    subject: words.subject,
    text: `${intro}\n\n    ${code}\n\n${words.outro}\n`,
    html: layout(words.title, intro, code, words.outro, language),
  };
}

export function verificationMail(to: string, firstName: string, code: string, language: Language): Mail {
  return codeMail(to, authMailWords(language).verification, firstName, code, language);
}

export function resetMail(to: string, firstName: string, code: string, language: Language): Mail {
  return codeMail(to, authMailWords(language).reset, firstName, code, language);
}

/** Sent once when an address reaches the daily bound of wrong codes (decision 018). */
export function codesPausedMail(to: string, firstName: string, purpose: OtpPurpose, failures: number, language: Language): Mail {
  const words = authMailWords(language);
  const codes = words.codes[purpose];
  return noticeMail(to, words.codesPaused.subject(codes), [words.codesPaused.text({ firstName, failures, codes })], language);
}

/** A plain notice of a few paragraphs (security and account mail), `language` being the one they are written in. */
export function noticeMail(to: string, subject: string, paragraphs: string[], language: Language): Mail {
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html>${htmlOpen(language)}<body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#2b2622">${paragraphs
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('')}</body></html>`,
  };
}
