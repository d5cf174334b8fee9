import { drawLogo, pdfDocument } from '../../lib/pdf-document.js';
import { formatCalendarDate, formatInvoiceMoney, formatMomentDate } from '../invoices/pdf-text.js';
import { printWords, type PrintWords } from './print-words.js';
import {
  frameOf,
  MM,
  RECEIPT_MARGIN,
  RECEIPT_WIDTH,
  renderOnRoll,
  room,
  rule,
  textLines,
  type Frame,
  type PrintFormat,
  type PrintStudio,
} from './print-layout.js';
import { qrPng } from './qr.js';

/** One service on a garment; its amount is null for whoever may not see prices (staff, decision 153). */
export type ClaimCheckLine = { description: string; amountCents: number | null };
export type ClaimCheckGarment = { code: string; description: string; lines: ClaimCheckLine[] };
/** A ticket as its client's copy shows it: plain data, so the pool's worker draws it (decision 097). */
export type ClaimCheckTicket = {
  /** The ticket's short code (`A-0427`), printed and in the QR. */
  code: string;
  /** When it was dropped off (ISO moment), shown as the studio's calendar day; also the PDF's date. */
  createdAt: string;
  /** The promised day, YYYY-MM-DD. */
  pickupDate: string;
  client: { name: string; phone?: string | null };
  garments: ClaimCheckGarment[];
  totalCents: number | null;
  paidCents: number | null;
  balanceCents: number | null;
  notes?: string | null;
};
export type ClaimCheckInput = { studio: PrintStudio; ticket: ClaimCheckTicket; format: PrintFormat };

const A4_MARGIN = 50;
const LOGO = { receipt: 40, a4: 64 } as const;
const QR_SIZE = { receipt: 36 * MM, a4: 40 * MM } as const;
/** The brand colour's band across the top of an A4 page, as on invoices (decision 073). */
const BAND = 8;

type Slip = { frame: Frame; input: ClaimCheckInput; words: PrintWords; qr: Buffer; money: (cents: number) => string };

/** The roll's head, centred: logo, studio, what this is, the big code and its QR. */
function rollHead({ frame, input, words, qr }: Slip, top: number): number {
  const { doc, left, width, ink, muted } = frame;
  const { brand } = input.studio;
  let y = top;
  const logo = drawLogo(doc, brand.logo, { x: left + (width - LOGO.receipt) / 2, y, box: LOGO.receipt });
  if (logo > 0) y += logo + 6;
  if (brand.name.trim()) {
    ink('bold', 12).text(brand.name.trim(), left, y, { width, align: 'center' });
    y = doc.y;
  }
  for (const line of textLines(input.studio.address, input.studio.phone)) {
    ink('body', 8, muted).text(line, left, y, { width, align: 'center' });
    y = doc.y;
  }
  y = rule(frame, y);
  ink('bold', 10).text(words.claimCheck, left, y, { width, align: 'center' });
  ink('bold', 22).text(input.ticket.code, left, doc.y + 2, { width, align: 'center' });
  y = doc.y + 4;
  doc.image(qr, left + (width - QR_SIZE.receipt) / 2, y, { width: QR_SIZE.receipt, height: QR_SIZE.receipt });
  return rule(frame, y + QR_SIZE.receipt);
}

/** A4's head: the brand band, logo and studio on the left; what this is, the code and its QR on the right. */
function pageHead({ frame, input, words, qr }: Slip, top: number): number {
  const { doc, left, width, ink, muted } = frame;
  const { brand } = input.studio;
  if (brand.color) doc.rect(0, 0, doc.page.width, BAND).fill(brand.color);
  const logo = drawLogo(doc, brand.logo, { x: left, y: top, box: LOGO.a4 });
  const textLeft = logo > 0 ? left + LOGO.a4 + 12 : left;
  const studioWidth = width * 0.5 - (textLeft - left);
  let sy = top;
  if (brand.name.trim()) {
    ink('bold', 14).text(brand.name.trim(), textLeft, sy, { width: studioWidth });
    sy = doc.y + 2;
  }
  for (const line of textLines(input.studio.address, input.studio.phone)) {
    ink('body', 9, muted).text(line, textLeft, sy, { width: studioWidth });
    sy = doc.y;
  }
  const qrLeft = left + width - QR_SIZE.a4;
  doc.image(qr, qrLeft, top, { width: QR_SIZE.a4, height: QR_SIZE.a4 });
  const metaLeft = left + width * 0.55;
  const metaWidth = qrLeft - metaLeft - 12;
  ink('bold', 16).text(words.claimCheck, metaLeft, top, { width: metaWidth, align: 'right' });
  // The code on one line, made smaller rather than broken when a long one is wider than its place.
  let size = 26;
  while (size > 10 && ink('bold', size).widthOfString(input.ticket.code) > metaWidth) size -= 1;
  doc.text(input.ticket.code, metaLeft, doc.y + 4, { width: metaWidth, align: 'right', lineBreak: false });
  return rule(frame, Math.max(sy, doc.y, top + logo, top + QR_SIZE.a4) + 8);
}

/** A label and its value, the value right-aligned beside it, or under it when it is too long for half the width. */
function pair(frame: Frame, y: number, label: string, value: string, bold = false): number {
  const { doc, left, width, ink, muted } = frame;
  const half = width / 2;
  ink('body', 9, muted).text(label, left, y, { width: half });
  const afterLabel = doc.y;
  const valueInk = () => ink(bold ? 'bold' : 'body', bold ? 11 : 9);
  if (valueInk().widthOfString(value) > half) {
    doc.text(value, left, afterLabel, { width, align: 'right' });
    return doc.y + 2;
  }
  doc.text(value, left + half, y, { width: half, align: 'right' });
  return Math.max(afterLabel, doc.y) + 2;
}

/** The client, the day it was left and the day to come back. */
function dates({ frame, input, words }: Slip, top: number): number {
  const { doc, left, width, ink } = frame;
  const { ticket, studio } = input;
  let y = pair(frame, top, words.client, ticket.client.name, true);
  if (ticket.client.phone?.trim()) {
    ink('body', 9).text(ticket.client.phone.trim(), left, y, { width, align: 'right' });
    y = doc.y + 2;
  }
  y = pair(frame, y, words.droppedOff, formatMomentDate(ticket.createdAt, studio.timeZone, studio.language));
  y = pair(frame, y, words.pickup, formatCalendarDate(ticket.pickupDate, studio.language), true);
  return rule(frame, y);
}

/** Each garment: its code and what it is, then its services with their prices when shown. */
function garments({ frame, input, words, money }: Slip, top: number): number {
  const { doc, left, width, ink } = frame;
  ink('bold', 10).text(words.garments, left, top, { width });
  let y = doc.y + 3;
  const amountWidth = 70;
  for (const garment of input.ticket.garments) {
    ink('body', 9);
    const lineHeight = doc.heightOfString(garment.description || '-', { width: width - 70 }) + 14 * garment.lines.length;
    y = room(frame, y, lineHeight + 16);
    ink('bold', 10).text(garment.code, left, y, { width: 70 });
    ink('body', 10).text(garment.description, left + 70, y, { width: width - 70 });
    y = doc.y + 2;
    for (const line of garment.lines) {
      const descWidth = line.amountCents === null ? width - 12 : width - 12 - amountWidth;
      ink('body', 9).text(line.description, left + 12, y, { width: descWidth });
      const after = doc.y;
      if (line.amountCents !== null)
        ink('body', 9).text(money(line.amountCents), left + width - amountWidth, y, { width: amountWidth, align: 'right' });
      y = Math.max(after, doc.y) + 1;
    }
    y += 5;
  }
  return y;
}

/** Total, paid and the balance, each only when the reader may see money; then the notes and the closing line. */
function close(slip: Slip, top: number): number {
  const { frame, input, words, money } = slip;
  const { doc, left, width, ink, muted } = frame;
  const { ticket } = input;
  const sums: [string, number | null, boolean][] = [
    [words.total, ticket.totalCents, false],
    [words.paid, ticket.paidCents, false],
    [words.balanceDue, ticket.balanceCents, true],
  ];
  let y = top;
  if (sums.some(([, cents]) => cents !== null)) {
    y = room(frame, rule(frame, y - 6), 60);
    for (const [label, cents, bold] of sums) if (cents !== null) y = pair(frame, y, label, money(cents), bold);
  }
  const notes = ticket.notes?.trim() ?? '';
  if (notes) {
    ink('body', 9);
    y = room(frame, rule(frame, y), doc.heightOfString(notes, { width }) + 14);
    ink('bold', 9, muted).text(words.notes, left, y, { width });
    ink('body', 9).text(notes, left, doc.y + 1, { width });
    y = doc.y;
  }
  y = room(frame, rule(frame, y), 24);
  ink('body', 8, muted).text(words.bringBack, left, y, { width, align: 'center' });
  return doc.y;
}

function drawClaimCheck(slip: Slip, top: number): number {
  const head = slip.input.format === 'receipt' ? rollHead(slip, top) : pageHead(slip, top);
  return close(slip, garments(slip, dates(slip, head)));
}

/**
 * A ticket's claim check, the client's copy (decision 153): the studio, the ticket's code in
 * large print and as a QR, the client, the drop-off and pick-up days, each garment with its own
 * code and services, and the money only where amounts are given. On an 80 mm roll, one page as
 * tall as the slip; on A4, as many pages as the garments take.
 */
export async function renderClaimCheck(input: ClaimCheckInput): Promise<Buffer> {
  const { studio, ticket, format } = input;
  const words = printWords(studio.language);
  const qr = await qrPng(ticket.code);
  const money = (cents: number) => formatInvoiceMoney(cents / 100, studio.currency, studio.language);
  // The ticket's own date keeps the same ticket the same bytes (decision 030).
  const info = {
    Title: ticket.code,
    Author: studio.brand.name.trim(),
    Subject: words.subject(ticket.code),
    CreationDate: new Date(ticket.createdAt),
  };
  const slip = (doc: PDFKit.PDFDocument, left: number, width: number): Slip => ({
    frame: frameOf(doc, left, width, format, A4_MARGIN),
    input,
    words,
    qr,
    money,
  });
  if (format === 'receipt') {
    return renderOnRoll(info, [(doc, top) => drawClaimCheck(slip(doc, RECEIPT_MARGIN, RECEIPT_WIDTH - 2 * RECEIPT_MARGIN), top)]);
  }
  const { doc, finish } = pdfDocument({ size: 'A4', margin: A4_MARGIN, info });
  drawClaimCheck(slip(doc, A4_MARGIN, doc.page.width - 2 * A4_MARGIN), A4_MARGIN);
  return finish();
}
