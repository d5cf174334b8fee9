import type { Invoice } from '@atelier/shared';
import { useState } from 'react';
import { handleError } from '@/lib/handle-error';
import { saveFile } from '@/lib/save-file';
import { invoicesApi } from '../api/invoices-api';

/**
 * Download PDF: fetched with the bearer token in a header (never a token in a URL, decision 031)
 * and saved under the server's file name, else the invoice number.
 */
export function usePdfDownload() {
  const [busyId, setBusyId] = useState<string | null>(null);
  const download = async (invoice: Invoice) => {
    setBusyId(invoice.id);
    try {
      const { blob, filename } = await invoicesApi.pdf(invoice.id);
      saveFile(blob, filename ?? `${invoice.invoiceNumber}.pdf`);
    } catch (err) {
      handleError(err);
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, download };
}
