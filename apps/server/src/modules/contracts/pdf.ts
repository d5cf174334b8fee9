import type { Language, PaperSize, SignatureMethod, SignerRole } from '@atelier/shared';
import { drawLogo, pdfDocument, type DocumentBrand } from '../../lib/pdf-document.js';
import { DOCUMENT_PAGE } from '../../lib/pdf-letterhead.js';
import { sealPdf, type SealInput } from './seal.js';
import { contractWords, formatMoment, type ContractWords } from './words.js';

export type ContractPdfSignature = {
  role: SignerRole;
  signerName: string;
  /** The studio member's account that signed, beside the name typed (decision 183); null for the client. */
  account: { name: string; email: string } | null;
  method: SignatureMethod;
  /** The drawn signature's PNG; null when typed. */
  image: Buffer | null;
  signedAt: string;
  ip: string;
  userAgent: string;
  documentSha256: string;
};

export type ContractPdfInput = {
  language: Language;
  studio: { brand: DocumentBrand; name: string; paperSize: PaperSize; timeZone: string };
  contract: { id: string; title: string; version: number; clientName: string; filledBody: string; sentAt: string };
  /** Both signatures: the signed document with its audit page. Absent: the document to sign. */
  signed?: { signatures: ContractPdfSignature[]; documentSha256: string; signedAt: string; seal: SealInput };
};

const { paper: PAPER, ink: INK, muted: MUTED, rule: RULE } = DOCUMENT_PAGE;
/** Wider than the other documents' margin: a contract is read line by line and signed at the foot. */
const MARGIN = 56;
const SIGNATURE_BOX = { width: 210, height: 70 };

type Doc = PDFKit.PDFDocument;

function header(doc: Doc, input: ContractPdfInput, words: ContractWords) {
  const { brand } = input.studio;
  const left = MARGIN;
  if (brand.color) doc.rect(0, 0, doc.page.width, 8).fill(brand.color);
  const logo = drawLogo(doc, brand.logo, { x: left, y: MARGIN, box: 56 });
  doc.y = MARGIN + (logo > 0 ? logo + 12 : 0);
  doc.font('bold').fontSize(18).fillColor(INK).text(input.contract.title, left);
  doc.font('body').fontSize(10).fillColor(MUTED);
  doc.text(`${words.version(input.contract.version)} · ${words.between(input.studio.name, input.contract.clientName)}`);
  doc.moveDown(0.8);
  doc
    .moveTo(left, doc.y)
    .lineTo(doc.page.width - MARGIN, doc.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.8);
}

function bodyText(doc: Doc, text: string) {
  doc.font('body').fontSize(10.5).fillColor(INK);
  for (const paragraph of text.split(/\n{2,}/)) {
    doc.text(paragraph.trim(), { align: 'left', lineGap: 2 });
    doc.moveDown(0.6);
  }
}

function signatureBlock(doc: Doc, sig: ContractPdfSignature | undefined, role: SignerRole, at: { x: number; y: number }, ctx: Ctx) {
  const { words } = ctx;
  doc.font('bold').fontSize(10).fillColor(INK).text(words.role[role], at.x, at.y, { width: SIGNATURE_BOX.width });
  const top = at.y + 16;
  if (sig?.method === 'drawn' && sig.image) {
    doc.image(sig.image, at.x, top, { fit: [SIGNATURE_BOX.width, SIGNATURE_BOX.height] });
  } else if (sig) {
    doc
      .font('bold')
      .fontSize(20)
      .fillColor(INK)
      .text(sig.signerName, at.x, top + 20, { width: SIGNATURE_BOX.width });
  }
  const line = top + SIGNATURE_BOX.height + 4;
  doc
    .moveTo(at.x, line)
    .lineTo(at.x + SIGNATURE_BOX.width, line)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.font('body').fontSize(9).fillColor(MUTED);
  const when = sig ? words.signedOn(formatMoment(sig.signedAt, ctx.language, ctx.timeZone)) : words.notSigned;
  doc.text(sig ? `${sig.signerName}\n${when}` : when, at.x, line + 4, { width: SIGNATURE_BOX.width });
}

type Ctx = { words: ContractWords; language: Language; timeZone: string };

function signatures(doc: Doc, list: ContractPdfSignature[], ctx: Ctx) {
  const needed = 16 + SIGNATURE_BOX.height + 60 + 30;
  if (doc.y + needed > doc.page.height - MARGIN) doc.addPage();
  doc.moveDown(1);
  doc.font('bold').fontSize(12).fillColor(INK).text(ctx.words.signatures, MARGIN);
  const y = doc.y + 8;
  signatureBlock(
    doc,
    list.find((s) => s.role === 'client'),
    'client',
    { x: MARGIN, y },
    ctx,
  );
  signatureBlock(
    doc,
    list.find((s) => s.role === 'studio'),
    'studio',
    { x: doc.page.width - MARGIN - SIGNATURE_BOX.width, y },
    ctx,
  );
}

/** The audit page (decision 159): each signer's name (and the member's account, decision 183), time in UTC and the studio's zone, IP, browser and hash seen. */
function auditPage(doc: Doc, input: ContractPdfInput, signed: NonNullable<ContractPdfInput['signed']>, ctx: Ctx) {
  const { words } = ctx;
  doc.addPage();
  doc.font('bold').fontSize(16).fillColor(INK).text(words.auditTitle, MARGIN, MARGIN);
  doc.font('body').fontSize(9.5).fillColor(MUTED).text(words.auditIntro).moveDown(0.8);
  const row = (label: string, value: string) => {
    doc.font('bold').fontSize(9).fillColor(INK).text(label);
    doc.font('body').fontSize(9).fillColor(INK).text(value).moveDown(0.3);
  };
  row(words.contractId, `${input.contract.title} · ${words.version(input.contract.version)} · ${input.contract.id}`);
  row(words.sentAt, formatMoment(input.contract.sentAt, ctx.language, 'UTC'));
  row(words.documentHash, signed.documentSha256);
  for (const sig of signed.signatures) {
    doc.moveDown(0.6);
    doc.font('bold').fontSize(11).fillColor(INK).text(`${words.role[sig.role]}: ${sig.signerName} (${words.method[sig.method]})`);
    doc.moveDown(0.3);
    if (sig.account) row(words.account, `${sig.account.name} <${sig.account.email}>`);
    row(words.timeUtc, formatMoment(sig.signedAt, ctx.language, 'UTC'));
    row(words.timeStudio(ctx.timeZone), formatMoment(sig.signedAt, ctx.language, ctx.timeZone));
    row(words.ip, sig.ip);
    row(words.userAgent, sig.userAgent);
    row(words.seen, sig.documentSha256);
  }
}

/**
 * The contract as a PDF (decision 159) in the studio's brand and the client's language: the text, then
 * the signatures; once both signed, the audit page, and the whole sealed with the studio's certificate.
 * Runs in the worker pool (decision 097); a fixed creation date keeps the document sent the same bytes.
 */
export async function renderContractPdf(input: ContractPdfInput): Promise<Buffer> {
  const words = contractWords(input.language);
  const ctx: Ctx = { words, language: input.language, timeZone: input.studio.timeZone };
  const { doc, finish } = pdfDocument({
    size: PAPER[input.studio.paperSize],
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: {
      Title: input.contract.title,
      Author: input.studio.name,
      Subject: words.between(input.studio.name, input.contract.clientName),
      CreationDate: new Date(input.signed?.signedAt ?? input.contract.sentAt),
    },
  });
  header(doc, input, words);
  bodyText(doc, input.contract.filledBody);
  signatures(doc, input.signed?.signatures ?? [], ctx);
  if (input.signed) auditPage(doc, input, input.signed, ctx);
  const pdf = await finish();
  return input.signed ? sealPdf(pdf, input.signed.seal) : pdf;
}
