import { brandTextColor } from '@atelier/shared';
import type { MailAttachment } from '../../lib/mailer.js';
import type { DocumentBrand } from '../../lib/pdf-document.js';
import { escapeHtml } from '../auth/emails.js';

/** The logo's Content-ID in a mail: the HTML shows it as cid:…, so no remote image is fetched. */
const LOGO_CID = 'studio-logo@atelier';
/** The studio's name in Atelier's own accent, when the studio has no colour of its own. */
const DEFAULT_ACCENT = '#7a4b2a';

/**
 * The head of a mail to a studio's client (decision 073): the studio's name, and on Enterprise its
 * logo, attached inline (nodemailer's cid), on a band of its colour with the name in the text colour
 * the colour was accepted for. The subject never carries the studio's text (decision 055).
 */
export function brandMailHeader(brand: DocumentBrand, fallbackName: string): { html: string; attachments: MailAttachment[] } {
  const name = escapeHtml(brand.name.trim() || fallbackName);
  const onBrand = brand.color ? brandTextColor(brand.color) : null;
  const logo = brand.logo
    ? `<img src="cid:${LOGO_CID}" alt="" height="48" style="display:block;height:48px;width:auto;max-width:240px;margin:0 0 8px 0;border:0">`
    : '';
  const title = `<div style="font-family:Georgia,'Times New Roman',serif;font-size:22px;font-weight:bold;color:${onBrand ?? DEFAULT_ACCENT}">${name}</div>`;
  const html =
    brand.color && onBrand
      ? `<div style="background:${brand.color};border-radius:8px;padding:16px 20px">${logo}${title}</div>`
      : `<div>${logo}${title}</div>`;
  const attachments: MailAttachment[] = brand.logo
    ? [{ filename: 'logo.png', content: brand.logo, contentType: 'image/png', cid: LOGO_CID }]
    : [];
  return { html, attachments };
}
