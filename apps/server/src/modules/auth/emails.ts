import type { OtpPurpose } from '../../db/schema/index.js';
import type { Mail } from '../../lib/mailer.js';

const CODE_NAMES: Record<OtpPurpose, string> = {
  verify: 'verification codes',
  reset: 'password reset codes',
  'email-change': 'email change codes',
  'email-change-current': 'email change codes',
  'delete-account': 'account deletion codes',
  totp: 'two-factor codes',
};

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function layout(title: string, intro: string, code: string, outro: string): string {
  return (
    `<!doctype html><html><body style="margin:0;background:#f6f3ee;font-family:Georgia,'Times New Roman',serif;color:#2b2622">
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

export function verificationMail(to: string, firstName: string, code: string): Mail {
  const intro = `Hello ${firstName}, use this code to verify your email address for Atelier.`;
  const outro = 'The code is valid for 10 minutes and can be used once. If you did not sign up, ignore this email.';
  return {
    to,
    subject: 'Your Atelier verification code',
    text: `${intro}\n\n    ${code}\n\n${outro}\n`,
    html: layout('Verify your email', intro, code, outro),
  };
}

export function resetMail(to: string, firstName: string, code: string): Mail {
  const intro = `Hello ${firstName}, use this code to choose a new password for Atelier.`;
  const outro = 'The code is valid for 10 minutes and can be used once. If you did not ask for it, your password stays as it is.';
  return {
    to,
    subject: 'Your Atelier password reset code',
    text: `${intro}\n\n    ${code}\n\n${outro}\n`,
    html: layout('Reset your password', intro, code, outro),
  };
}

/** Sent once when an address reaches the daily bound of wrong codes (decision 018). */
export function codesPausedMail(to: string, firstName: string, purpose: OtpPurpose, failures: number): Mail {
  const what = CODE_NAMES[purpose];
  const text =
    `Hello ${firstName}, someone entered ${failures} wrong ${what} for your Atelier account within 24 hours. ` +
    `To protect the account, ${what} for it are paused for 24 hours. Your password has not changed, and you can still sign in with it. ` +
    'If this was not you, nobody got in; if it keeps happening, choose a stronger password once codes work again.';
  return {
    to,
    subject: `Atelier paused ${what} for your account`,
    text: `${text}\n`,
    html:
      `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#2b2622">` +
      `<p>${escapeHtml(text)}</p></body></html>`,
  };
}

/** A plain notice of a few paragraphs (security and account mail). */
export function noticeMail(to: string, subject: string, paragraphs: string[]): Mail {
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#2b2622">${paragraphs
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('')}</body></html>`,
  };
}
