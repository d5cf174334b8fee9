import type { Language } from '@atelier/shared';
import { fieldError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { pdfDocument } from '../../lib/pdf-document.js';
import { formatCalendarDate } from '../invoices/pdf-text.js';
import { printWords, type PrintWords } from './print-words.js';
import { frameOf, MM, RECEIPT_MARGIN, RECEIPT_WIDTH, renderOnRoll, type Frame, type PrintFormat } from './print-layout.js';
import { qrPng } from './qr.js';

/**
 * One tag, pinned to a garment of a ticket or to a project's gown (decision 153): its code in
 * print and as a QR, whose it is and what is to be done.
 */
export type PrintTag = {
  /** `A-0427-2` for a ticket's garment, the project's own code for a project. */
  code: string;
  clientName: string;
  description: string;
  /** YYYY-MM-DD: the ticket's pick-up or the project's due date. */
  pickupDate?: string | null;
  /** The ticket the garment belongs to (`A-0427`); none for a project. */
  ticketCode?: string | null;
  /** The services to do (hem, zip...), by name. */
  services: string[];
};
export type TagsInput = {
  /** The studio's name, the PDF's author. */
  studioName: string;
  tags: PrintTag[];
  format: PrintFormat;
  language: Language;
  /** The ticket's or project's last change (ISO): the PDF's date, so the same tags are the same bytes (decision 030). */
  updatedAt: string;
};

/**
 * The A4 label sheet: 3 × 8 labels of 70 × 37 mm edge to edge (the common 24-up sheet), 0.5 mm
 * above and below (decision 153). Each label keeps 4 mm inside its sides and 3 mm top and bottom,
 * so a printer's unprintable edge or a sheet fed a little askew cuts no text.
 */
export const LABEL = { columns: 3, rows: 8, width: 70 * MM, height: 37 * MM, top: 0.5 * MM, padX: 4 * MM, padY: 3 * MM } as const;
const ROLL_QR = 30 * MM;

type Tag = { tag: PrintTag; qr: Buffer };

/** What the tag says beside its QR: the code, the client, the ticket, the day, in a column `width` wide, clipped to `height`. */
function tagText(frame: Frame, words: PrintWords, language: Language, { tag }: Tag, at: { x: number; y: number; height: number }) {
  const { doc, width, ink, muted } = frame;
  const end = at.y + at.height;
  // Each block is clipped (with an ellipsis) to what is left of the label, so a long name never runs into the next.
  const write = (text: string, font: 'body' | 'bold', size: number, lines: number, color?: string) => {
    if (!text.trim()) return;
    ink(font, size, color);
    const height = Math.min(lines * doc.currentLineHeight(true) + 0.5, end - doc.y);
    if (height < doc.currentLineHeight(true)) return;
    doc.text(text.trim(), at.x, doc.y, { width, height, ellipsis: true });
  };
  doc.y = at.y;
  const small = at.height < 100;
  write(tag.code, 'bold', small ? 12 : 16, 1);
  write(tag.clientName, 'bold', small ? 8 : 10, small ? 2 : 3);
  write(tag.description, 'body', small ? 7 : 9, small ? 2 : 4);
  if (tag.ticketCode) write(`${words.ticket} ${tag.ticketCode}`, 'body', small ? 7 : 8, 1, muted);
  if (tag.pickupDate) write(`${words.pickup}: ${formatCalendarDate(tag.pickupDate, language)}`, 'bold', small ? 7 : 8, 1);
  if (small && tag.services.length > 0) write(tag.services.join(', '), 'body', 6.5, 3);
  return doc.y;
}

/** A tag on the roll: the QR on the left, the text beside it, then the services one a line. */
function rollTag(doc: PDFKit.PDFDocument, top: number, words: PrintWords, language: Language, item: Tag): number {
  const left = RECEIPT_MARGIN;
  const width = RECEIPT_WIDTH - 2 * RECEIPT_MARGIN;
  const textLeft = left + ROLL_QR + 8;
  doc.image(item.qr, left, top, { width: ROLL_QR, height: ROLL_QR });
  const frame = frameOf(doc, textLeft, width - ROLL_QR - 8, 'receipt', 0);
  const textEnd = tagText(frame, words, language, item, { x: textLeft, y: top, height: 10_000 });
  let y = Math.max(top + ROLL_QR, textEnd) + 4;
  for (const service of item.tag.services) {
    frame.ink('body', 9).text(`• ${service}`, left, y, { width });
    y = doc.y;
  }
  return y;
}

/** Sheets of labels: left to right, top to bottom, 24 a page. */
function labelSheets(doc: PDFKit.PDFDocument, words: PrintWords, language: Language, items: Tag[]): void {
  const perPage = LABEL.columns * LABEL.rows;
  const qrSize = LABEL.height - 2 * LABEL.padY;
  items.forEach((item, i) => {
    const slot = i % perPage;
    if (i > 0 && slot === 0) doc.addPage();
    const x = (slot % LABEL.columns) * LABEL.width + LABEL.padX;
    const y = LABEL.top + Math.floor(slot / LABEL.columns) * LABEL.height + LABEL.padY;
    doc.image(item.qr, x, y, { width: qrSize, height: qrSize });
    const textLeft = x + qrSize + 4;
    const frame = frameOf(doc, textLeft, LABEL.width - 2 * LABEL.padX - qrSize - 4, 'a4', 0);
    tagText(frame, words, language, item, { x: textLeft, y, height: qrSize });
  });
}

/**
 * Garment tags (decision 153): on an 80 mm roll one tag a page, each as tall as it is, cut one by
 * one; on A4, sheets of 70 × 37 mm labels. Each carries its code in print and as a QR of it.
 */
export async function renderTags({ studioName, tags, format, language, updatedAt }: TagsInput): Promise<Buffer> {
  // An empty document is no PDF to print; the callers always have a garment or a project.
  if (tags.length === 0) throw fieldError('tags', said('printing.noTags'));
  const words = printWords(language);
  const items: Tag[] = [];
  for (const tag of tags) items.push({ tag, qr: await qrPng(tag.code) });
  const title = tags.length === 1 && tags[0] ? tags[0].code : words.tags;
  const info = { Title: title, Author: studioName.trim(), Subject: words.tags, CreationDate: new Date(updatedAt) };
  if (format === 'receipt')
    return renderOnRoll(
      info,
      items.map((item) => (doc: PDFKit.PDFDocument, top: number) => rollTag(doc, top, words, language, item)),
    );
  // No margins: the labels reach the sheet's edges, and pdfkit would otherwise break a page at the last row.
  const { doc, finish } = pdfDocument({ size: 'A4', margin: 0, info });
  labelSheets(doc, words, language, items);
  return finish();
}
