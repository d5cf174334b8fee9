import type { Invoice } from '@atelier/shared';
import { useState } from 'react';
import { useTaxSettings } from '@/features/tax';
import { handleError } from '@/lib/handle-error';
import { saveFile } from '@/lib/save-file';
import { invoicesApi } from '../api/invoices-api';

/**
 * Download PDF: fetched with the bearer token in a header (never a token in a URL, decision 031)
 * and saved under the server's file name, else the invoice number. A studio whose default PDF is
 * Factur-X gets it for an issued document (decision 164); a draft has only our PDF.
 */
export function usePdfDownload() {
  const [busyId, setBusyId] = useState<string | null>(null);
  const facturx = useTaxSettings().data?.defaultPdf === 'facturx';
  /** `plain`: our PDF whatever the default (the Download menu's 'PDF'). */
  const download = async (invoice: Invoice, plain = false) => {
    setBusyId(invoice.id);
    try {
      const { blob, filename } =
        facturx && !plain && invoice.issuedAt ? await invoicesApi.eInvoice(invoice.id, 'facturx') : await invoicesApi.pdf(invoice.id);
      saveFile(blob, filename ?? `${invoice.invoiceNumber}.pdf`);
    } catch (err) {
      handleError(err);
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, download };
}
