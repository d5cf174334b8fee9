import { move } from 'piscina';
import { AppError } from './lib/errors.js';
import type { HeavyFailure, HeavyJob, HeavyTask } from './lib/heavy-work.js';
import { deflateEntry } from './lib/zip-stream.js';
import { renderContractPdf } from './modules/contracts/pdf.js';
import { makeStudioCertificate } from './modules/contracts/seal.js';
import { renderEInvoice } from './modules/invoices/e-invoice/generate.js';
import { renderInvoicePdf } from './modules/invoices/pdf.js';
import { layoutJob } from './modules/layouts/layout-job.js';
import { renderPayStatementPdf } from './modules/pay/statement-pdf.js';
import { renderPurchaseOrderPdf } from './modules/purchase-orders/pdf.js';
import { renderQuotePdf } from './modules/quotes/pdf.js';
import { patternFile, patternPreview } from './modules/pattern-generator/pattern-job.js';
import { renderClaimCheck } from './modules/printing/claim-check.js';
import { renderTags } from './modules/printing/tags.js';
import { watermark } from './modules/patterns/image.js';
import { renderReceiptPdf } from './modules/subscriptions/receipt-pdf.js';

/*
 * The worker threads' entry (decision 097), loaded by piscina from lib/heavy-work.ts: as
 * dist/heavy-worker.js in production, as this file through tsx's loader in dev and tests. Each
 * task is the same function the request used to call, so its output is byte for byte the same.
 */
const TASKS = {
  invoicePdf: renderInvoicePdf,
  purchaseOrderPdf: renderPurchaseOrderPdf,
  quotePdf: renderQuotePdf,
  payStatementPdf: renderPayStatementPdf,
  receiptPdf: renderReceiptPdf,
  claimCheckPdf: renderClaimCheck,
  tagsPdf: renderTags,
  patternFile,
  patternPreview,
  watermark,
  deflate: deflateEntry,
  layout: layoutJob,
  contractPdf: renderContractPdf,
  contractCertificate: makeStudioCertificate,
  eInvoice: renderEInvoice,
} satisfies Record<HeavyTask, (input: never) => Promise<unknown>>;

/**
 * Buffers cross the thread as plain Uint8Arrays: seen as Buffers again, since pdfkit and sharp
 * tell bytes from a file path by Buffer.isBuffer.
 */
function revive(value: unknown): unknown {
  if (value instanceof Uint8Array) return Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (Array.isArray(value)) return value.map(revive);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v)]));
  return value;
}

/**
 * A Buffer made by Buffer.concat may sit in Node's shared 8 KB slab: copied into its own memory
 * before it is moved, so moving it takes nothing else from this thread.
 */
function owned(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}

export default async function run({ task, input }: HeavyJob): Promise<unknown> {
  try {
    const out: unknown = await (TASKS[task] as (input: unknown) => Promise<unknown>)(revive(input));
    // A PDF or an image is moved, not copied, back to the request's thread (piscina's transfer list).
    return out instanceof Uint8Array ? move(owned(out)) : out;
  } catch (err) {
    // The request answers the same AppError as before; anything else stays a server fault.
    if (err instanceof AppError) {
      const failure: HeavyFailure = {
        failed: {
          code: err.code,
          message: err.message,
          ...(err.said ? { said: err.said } : {}),
          ...(err.errors ? { errors: err.errors } : {}),
        },
      };
      return failure;
    }
    throw err;
  }
}
