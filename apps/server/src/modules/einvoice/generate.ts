import type { Invoice as EInvoiceData, Logger } from '@e-invoice-eu/core';
import type { EInvoiceFormat } from '@atelier/shared';
import { serverFault } from '../../lib/errors.js';
import { renderInvoicePdf, type InvoicePdfInput } from '../invoices/pdf.js';

/**
 * The electronic invoice written by @e-invoice-eu/core (decision 164), in the worker pool like the
 * invoice PDF (decision 097). The library is imported here, on the first electronic invoice, so
 * the server's start and every other request never load it.
 */

export type EInvoiceJob = {
  format: EInvoiceFormat;
  data: EInvoiceData;
  /** Factur-X: our own PDF, drawn here from the same input as GET /invoices/{id}/pdf. */
  pdf?: InvoicePdfInput;
  /** The PDF's metadata language (fr-fr, en-us). */
  lang: string;
  fileName: string;
};

/** The library's warnings go nowhere: its output is checked by our tests, not read in a log. */
const quiet: Logger = { log: () => undefined, warn: () => undefined, error: () => undefined };

export async function renderEInvoice(job: EInvoiceJob): Promise<Uint8Array> {
  const { InvoiceService, FormatFactoryService } = await import('@e-invoice-eu/core');
  const data = structuredClone(job.data);
  if (job.format === 'ubl') {
    // The library's UBL writer adds Peppol's rule that both parties have an electronic address
    // (BT-34, BT-49) to its schema check; EN 16931 does not, and a walk-in client has none. Its UBL
    // format service writes the same document without that check (decision 164).
    const ubl = new FormatFactoryService().createFormatService('UBL', quiet);
    ubl.fillInvoiceDefaults(data);
    return toBytes(await ubl.generate(data, { format: 'UBL', lang: job.lang, noWarnings: true }));
  }
  const service = new InvoiceService(quiet);
  if (job.format === 'cii') return toBytes(await service.generate(data, { format: 'CII', lang: job.lang, noWarnings: true }));
  if (!job.pdf) throw serverFault('A Factur-X file needs the PDF it is made from');
  const pdf = await renderInvoicePdf(job.pdf);
  const out = await service.generate(data, {
    format: 'Factur-X-EN16931',
    lang: job.lang,
    noWarnings: true,
    pdf: { buffer: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength), filename: job.fileName, mimetype: 'application/pdf' },
  });
  return toBytes(out);
}

const toBytes = (out: string | Uint8Array): Uint8Array => (typeof out === 'string' ? new TextEncoder().encode(out) : out);
