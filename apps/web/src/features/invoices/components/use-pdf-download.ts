import type { Invoice } from '@atelier/shared';
import { useState } from 'react';
import { handleError } from '@/lib/handle-error';
import { invoicesApi } from '../api/invoices-api';

/** Saves a Blob under a file name through a temporary link (the browser's own download). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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
      saveBlob(blob, filename ?? `${invoice.invoiceNumber}.pdf`);
    } catch (err) {
      handleError(err);
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, download };
}
