import { AppError } from './errors.js';
import { said, type Said } from './said.js';
import type { Limit, RateLimiter } from './rate-limiter.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A bound of several windows (a burst per minute and a sustained one per hour) and what a refusal says. */
export type Bound = { limits: Limit[]; message: string | Said };

/**
 * The work one request can make the server do, bounded per studio, in one table
 * (docs/decisions/054 has the costs measured and why each number is far above a busy studio's
 * day). Each kind counts in every window listed: a burst bound per minute and a sustained one
 * per hour. RATE_LIMIT_FACTOR scales them like the auth limits (decision 004).
 */
export const STUDIO_LIMITS = {
  /** Invoice PDFs, downloaded or rendered for the mail: 0.4–0.6 s of CPU each at 100 items. */
  invoicePdf: {
    limits: [
      { max: 20, windowMs: MINUTE },
      { max: 300, windowMs: HOUR },
    ],
    message: said('request.tooManyInvoicePdfs'),
  },
  /** Purchase order PDFs (decision 145): drawn like an invoice's, a few a week in a busy studio. */
  purchaseOrderPdf: {
    limits: [
      { max: 20, windowMs: MINUTE },
      { max: 300, windowMs: HOUR },
    ],
    message: said('request.tooManyPurchaseOrderPdfs'),
  },
  /** Quote PDFs (decision 158): drawn like an invoice's, downloaded or rendered for the mail. */
  quotePdf: {
    limits: [
      { max: 20, windowMs: MINUTE },
      { max: 300, windowMs: HOUR },
    ],
    message: said('request.tooManyQuotePdfs'),
  },
  /** Pay statements (decision 154): drawn like an invoice's, one per member a month. */
  payStatementPdf: {
    limits: [
      { max: 20, windowMs: MINUTE },
      { max: 300, windowMs: HOUR },
    ],
    message: said('request.tooManyPayStatements'),
  },
  /**
   * Claim checks and garment tags together (decision 153): a small page and a QR per code, under a
   * tenth of an invoice's CPU; a busy counter prints a few per ticket, dozens of tickets a day.
   */
  printPdf: {
    limits: [
      { max: 30, windowMs: MINUTE },
      { max: 600, windowMs: HOUR },
    ],
    message: said('request.tooManyTagsPrinted'),
  },
  /**
   * Cutting layouts (decision 143): a drafting and a search of 0.1–2 s of CPU each; a tailor tries
   * a few fabrics for an order.
   */
  patternLayout: {
    limits: [
      { max: 20, windowMs: MINUTE },
      { max: 200, windowMs: HOUR },
    ],
    message: said('request.tooManyCuttingLayouts'),
  },
  /** Invoice mails go to clients' inboxes: a stolen session must not spam with them. */
  /** Contract PDFs (decision 159): the document to sign, sent, and the sealed one, each drawn once and kept. */
  contractPdf: {
    limits: [
      { max: 20, windowMs: MINUTE },
      { max: 300, windowMs: HOUR },
    ],
    message: said('request.tooManyContractPdfs'),
  },
  contractSend: { limits: [{ max: 60, windowMs: HOUR }], message: said('request.tooManyContractsSent') },
  invoiceSend: { limits: [{ max: 60, windowMs: HOUR }], message: said('request.tooManyInvoicesSent') },
  /** Quotes sent to clients (decision 158): a mail each, like an invoice's. */
  quoteSend: { limits: [{ max: 60, windowMs: HOUR }], message: said('request.tooManyQuotesSent') },
  /** Subscription receipts: a studio has a few a year; each is a PDF like an invoice's. */
  receiptPdf: {
    limits: [
      { max: 10, windowMs: MINUTE },
      { max: 60, windowMs: HOUR },
    ],
    message: said('request.tooManyReceiptDownloads'),
  },
  /** Generated patterns' PDF and SVG: drafted again each time, 0.5–2.5 s each. */
  patternPdf: {
    limits: [
      { max: 10, windowMs: MINUTE },
      { max: 120, windowMs: HOUR },
    ],
    message: said('request.tooManyPatternDownloads'),
  },
  /** Every pattern image answer, 304s included: a library page of thumbnails is a few dozen. */
  patternImageRead: {
    limits: [{ max: 600, windowMs: MINUTE }],
    message: said('request.tooManyPatternImages'),
  },
  /** Images marked afresh (not in the cache): 76–313 ms of libvips each. */
  patternImageRender: {
    limits: [
      { max: 60, windowMs: MINUTE },
      { max: 600, windowMs: HOUR },
    ],
    message: said('request.tooManyPatternImages'),
  },
  /** Copies store the image again (up to 2 MB, marked where the author's plan marks it). */
  patternCopy: {
    limits: [
      { max: 10, windowMs: MINUTE },
      { max: 100, windowMs: HOUR },
    ],
    message: said('request.tooManyPatternCopies'),
  },
  /**
   * Photos uploaded (decision 079): each is decoded and encoded twice, about a second of libvips
   * for a 12-megapixel photo. A fitting of 20 photos is a minute's work; 120 in ten minutes is
   * six fittings at once, more than a busy studio takes, and keeps one studio from holding the image workers long.
   */
  photoUpload: {
    limits: [{ max: 120, windowMs: 10 * MINUTE }],
    message: said('request.tooManyPhotos'),
  },
  /**
   * Invitations to join the studio, sent or sent again (decision 072): a studio fills its 100
   * places over weeks, a stolen owner's session must not mail strangers all day.
   */
  inviteMail: {
    limits: [{ max: 50, windowMs: DAY }],
    message: said('request.tooManyInvitations'),
  },
  /**
   * Requests to measure at home (decision 084): a studio asks a few a day; the bound keeps a script
   * from filling a client's list, which keeps every request it ever made.
   */
  measurementRequest: {
    limits: [{ max: 120, windowMs: HOUR }],
    message: said('request.tooManyMeasurementRequests'),
  },
  /**
   * The accountant's FEC or CSV journal (decision 166): a year of documents and payments read and
   * written at once; an accountant takes a few a month, a retry or two each.
   */
  accountingExport: {
    limits: [
      { max: 10, windowMs: MINUTE },
      { max: 60, windowMs: HOUR },
    ],
    message: said('request.tooManyAccountingExports'),
  },
  /** The whole account as a ZIP (each person also has their own bound, data/routes.ts). */
  export: { limits: [{ max: 30, windowMs: HOUR }], message: said('request.tooManyExports') },
} satisfies Record<string, Bound>;
export type StudioWork = keyof typeof STUDIO_LIMITS;

/**
 * Messages to clients (invoices, reminders and the messages of decision 083, by email or SMS
 * together) a studio may send in a UTC day. Counted in the database (client_mail_days), so a
 * restart or a second process does not reset it (decision 055).
 */
export const CLIENT_MAIL_PER_DAY = 200;

/**
 * Counts one piece of `work` for the studio, or throws 429 RATE_LIMITED with Retry-After when
 * any of its windows is full. A refused request gives back what it counted, so it uses up nothing.
 */
export async function boundStudio(limiter: RateLimiter, work: StudioWork, workspaceId: string): Promise<void> {
  await boundWindows(limiter, `studio:${work}`, workspaceId, STUDIO_LIMITS[work] as Bound);
}

/**
 * Counts one hit of `who` against every window of the bound, or throws 429 RATE_LIMITED with
 * Retry-After when any is full; a refusal gives back what it counted (decision 095).
 */
export async function boundWindows(limiter: RateLimiter, kind: string, who: string, bound: Bound): Promise<void> {
  const { limits, message } = bound;
  const wait = await limiter.hitAll(limits.map((limit, i) => ({ key: `${kind}:${i}:${who}`, limit })));
  if (wait !== null) throw new AppError('RATE_LIMITED', message, { retryAfter: wait });
}
