import type { EInvoiceFormat, Invoice } from '@atelier/shared';
import { ChevronDown, Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { handleError } from '@/lib/handle-error';
import { useMessages } from '@/lib/i18n/i18n';
import { saveFile } from '@/lib/save-file';
import { invoicesApi } from '../api/invoices-api';
import { invoiceMessages } from '../messages';

const EXTENSIONS: Record<EInvoiceFormat, string> = { facturx: 'pdf', ubl: 'xml', cii: 'xml' };

/**
 * 'Download' on an issued document (decision 164): our PDF, or the electronic invoice as Factur-X,
 * UBL or CII, each fetched with the token in a header (decision 031) and saved under the server's
 * file name. A draft has only its PDF: an e-invoice is of an issued document.
 */
export function InvoiceDownloads({ invoice, onPdf, pdfBusy }: { invoice: Invoice; onPdf: () => void; pdfBusy: boolean }) {
  const t = useMessages(invoiceMessages);
  const [busy, setBusy] = useState(false);
  if (!invoice.issuedAt)
    return (
      <Button variant="outline" onClick={onPdf} loading={pdfBusy}>
        {!pdfBusy && <Download className="h-4 w-4" aria-hidden />} {t.downloadPdf}
      </Button>
    );
  const eInvoice = async (format: EInvoiceFormat) => {
    setBusy(true);
    try {
      const { blob, filename } = await invoicesApi.eInvoice(invoice.id, format);
      saveFile(blob, filename ?? `${invoice.invoiceNumber}.${EXTENSIONS[format]}`);
    } catch (err) {
      handleError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" loading={busy || pdfBusy} aria-label={t.downloadMenuOf({ number: invoice.invoiceNumber })}>
          {!(busy || pdfBusy) && <Download className="h-4 w-4" aria-hidden />} {t.downloadMenu}
          <ChevronDown className="h-4 w-4" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onPdf}>{t.downloadPdf}</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void eInvoice('facturx')}>{t.downloadFacturx}</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void eInvoice('ubl')}>{t.downloadUbl}</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void eInvoice('cii')}>{t.downloadCii}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
