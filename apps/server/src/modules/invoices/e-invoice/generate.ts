import type { EInvoiceFormat as EInvoiceFormatService, Invoice as EInvoiceData, Logger } from '@e-invoice-eu/core';
import type { EInvoiceFormat } from '@atelier/shared';
import { serverFault } from '../../../lib/errors.js';
import { renderInvoicePdf, type InvoicePdfInput } from '../pdf.js';

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

const FORMAT_NAMES: Record<EInvoiceFormat, string> = { ubl: 'UBL', cii: 'CII', facturx: 'Factur-X-EN16931' };

type CiiTree = Record<string, Record<string, Record<string, Record<string, unknown>>>>;

/**
 * The preceding invoices (BT-25, BT-26) in CII: the library's CII writer looks for their number one
 * level above where its own format keeps it, and writes the date in the wrong data type, so a
 * credit note's CII would not name its invoice. Set here, after its tree is built (decision 164).
 */
function withPrecedingInvoices(service: EInvoiceFormatService, data: EInvoiceData) {
  const refs = data['ubl:Invoice']['cac:BillingReference'] ?? [];
  if (refs.length === 0) return;
  const target = service as unknown as { postProcess(cii: CiiTree): void };
  const original = target.postProcess.bind(service);
  target.postProcess = (cii) => {
    original(cii);
    const settlement = cii['rsm:CrossIndustryInvoice']?.['rsm:SupplyChainTradeTransaction']?.['ram:ApplicableHeaderTradeSettlement'];
    if (!settlement) return;
    settlement['ram:InvoiceReferencedDocument'] = refs.map(({ 'cac:InvoiceDocumentReference': ref }) => ({
      'ram:IssuerAssignedID': ref['cbc:ID'],
      ...(ref['cbc:IssueDate']
        ? {
            'ram:FormattedIssueDateTime': {
              'qdt:DateTimeString': ref['cbc:IssueDate'].replaceAll('-', ''),
              'qdt:DateTimeString@format': '102',
            },
          }
        : {}),
    }));
  };
}

/**
 * Written by the library's format services rather than its InvoiceService, which adds Peppol's rule
 * that both parties have an electronic address (BT-34, BT-49) to the UBL check: EN 16931 does not
 * ask for it and a walk-in client has none. Our data is typed by the library's own invoice format,
 * and the tests validate every syntax against its XSD (decision 164).
 */
export async function renderEInvoice(job: EInvoiceJob): Promise<Uint8Array> {
  const { FormatFactoryService } = await import('@e-invoice-eu/core');
  const data = structuredClone(job.data);
  const factory = new FormatFactoryService();
  const format = factory.normalizeFormat(FORMAT_NAMES[job.format]);
  const service = factory.createFormatService(format, quiet);
  service.fillInvoiceDefaults(data);
  if (job.format !== 'ubl') withPrecedingInvoices(service, data);
  const options = { format, lang: job.lang, noWarnings: true };
  if (job.format !== 'facturx') return toBytes(await service.generate(data, options));
  if (!job.pdf) throw serverFault('A Factur-X file needs the PDF it is made from');
  const pdf = await renderInvoicePdf(job.pdf);
  const file = { buffer: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength), filename: job.fileName, mimetype: 'application/pdf' };
  return toBytes(await service.generate(data, { ...options, pdf: file }));
}

const toBytes = (out: string | Uint8Array): Uint8Array => (typeof out === 'string' ? new TextEncoder().encode(out) : out);
