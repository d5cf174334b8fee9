import type { EInvoiceFormat, Invoice, MissingTerm } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { invoices, type TaxSettingsRow } from '../../../db/schema/index.js';
import type { InvoicePdfClient, InvoicePdfSeller, InvoicePdfStudio } from '../pdf.js';
import { pdfFileName } from '../pdf-text.js';
import { todayIn, type InvoiceRecord } from '../queries.js';
import { missingEInvoiceTerms } from '../../tax/readiness.js';
import type { EInvoiceJob } from './generate.js';
import { toEInvoiceData } from './mapping.js';
import { buyerTermsOf, currentParties, partiesOfSnapshot, settingsAsIssued } from './parties.js';

/** What the invoice PDF is drawn from, and the studio's tax settings (decision 164). */
export type EInvoiceContext = {
  record: InvoiceRecord;
  invoice: Invoice;
  studio: InvoicePdfStudio;
  client: Required<InvoicePdfClient>;
  /** The seller's legal identity the visual PDF prints (decision 162). */
  seller?: InvoicePdfSeller;
  settings: TaxSettingsRow | null;
};

/** The file's name and type: the PDF keeps the invoice's own name, the XML say their syntax. */
export function eInvoiceFile(invoiceNumber: string, format: EInvoiceFormat): { fileName: string; contentType: string } {
  const pdf = pdfFileName(invoiceNumber);
  if (format === 'facturx') return { fileName: pdf, contentType: 'application/pdf' };
  return { fileName: `${pdf.replace(/\.pdf$/, '')}-${format}.xml`, contentType: 'application/xml' };
}

async function precedingOf(db: Db, record: InvoiceRecord, timeZone: string) {
  if (record.kind !== 'credit-note' || !record.relatedInvoiceId) return null;
  const [row] = await db
    .select({ number: invoices.invoiceNumber, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(and(eq(invoices.id, record.relatedInvoiceId), eq(invoices.workspaceId, record.workspaceId)))
    .limit(1);
  return row ? { number: row.number, issueDate: todayIn(timeZone, row.issuedAt ?? record.createdAt) } : null;
}

/**
 * The job that writes an issued document's electronic invoice, or the mandatory terms it would
 * lack (decision 164): checked on the parties as the document carries them.
 */
export async function eInvoiceJob(
  db: Db,
  c: EInvoiceContext,
  format: EInvoiceFormat,
): Promise<{ job: EInvoiceJob; missing?: never } | { missing: MissingTerm[]; job?: never }> {
  const { record, invoice, studio, client, settings } = c;
  const parties = partiesOfSnapshot(record.parties) ?? (await currentParties(db, record.workspaceId, record.clientId, settings));
  const missing = missingEInvoiceTerms(settingsAsIssued(settings, parties.seller), buyerTermsOf(parties.buyer));
  if (missing.length > 0) return { missing };
  const timeZone = studio.timeZone ?? 'UTC';
  const data = toEInvoiceData({
    invoice,
    parties,
    issueDate: todayIn(timeZone, record.issuedAt ?? record.createdAt),
    sellerEmail: studio.email.trim(),
    buyerEmail: client.email.trim(),
    paymentTerms: settings?.paymentTerms?.trim() ?? '',
    iban: settings?.iban?.trim() ?? '',
    preceding: await precedingOf(db, record, timeZone),
  });
  const job: EInvoiceJob = {
    format,
    data,
    // The PDF's metadata language: the language with its own country ('fr-fr', 'de-de'), English as before.
    lang: !client.language || client.language === 'en' ? 'en-us' : `${client.language}-${client.language}`,
    fileName: eInvoiceFile(invoice.invoiceNumber, 'facturx').fileName,
    ...(format === 'facturx' ? { pdf: { invoice, studio, client, ...(c.seller ? { seller: c.seller } : {}) } } : {}),
  };
  return { job };
}
