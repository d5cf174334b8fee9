import { API, type Receipt } from '@atelier/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { callFile } from '@/lib/api-client';
import { handleError } from '@/lib/handle-error';
import { i18n, params, useMessages } from '@/lib/i18n/i18n';
import { saveFile } from '@/lib/save-file';
import { useBillingFormat } from './billing-format';

export const historyMessages = i18n('billing-history', {
  title: 'Billing history',
  empty: 'No payments yet.',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
  download: 'Download PDF',
  downloadOf: params(' of receipt {number}'),
});

/**
 * The account's own receipts (invoices[] of the subscription details), newest
 * first, each with its PDF: fetched with the bearer token in a header, never a token in a URL
 * (decision 031), and saved under the server's file name.
 */
export function BillingHistory({ receipts, headingLevel = 2 }: { receipts: Receipt[]; headingLevel?: 2 | 3 }) {
  const t = useMessages(historyMessages);
  const fmt = useBillingFormat();
  const [busyId, setBusyId] = useState<string | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const download = async (receipt: Receipt) => {
    setBusyId(receipt.id);
    try {
      const { blob, filename } = await callFile(API.subscriptions.receiptPdf, { params: { id: receipt.id } });
      saveFile(blob, filename ?? `${receipt.number}.pdf`);
    } catch (err) {
      handleError(err);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section aria-labelledby="billing-history-title" data-testid="billing-history">
      <Heading id="billing-history-title" className="text-lg font-semibold">
        {t.title}
      </Heading>
      {receipts.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{t.empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-border rounded-xl border border-border">
          {receipts.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4" data-testid="receipt">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{fmt.date(r.date)}</p>
                <p className="text-sm text-muted-foreground">
                  {r.number} · {r.description}
                </p>
              </div>
              <span className="font-medium tabular-nums">{fmt.cents(r.amountCents)}</span>
              <Badge variant={r.status === 'paid' ? 'success' : r.status === 'failed' ? 'destructive' : 'secondary'}>{t[r.status]}</Badge>
              {r.pdfUrl && (
                <Button variant="outline" size="sm" loading={busyId === r.id} onClick={() => void download(r)}>
                  <Download className="h-4 w-4" aria-hidden />
                  {t.download}
                  {/* The visible words first, then which receipt: the name holds what is seen (WCAG 2.5.3). */}
                  <span className="sr-only">{t.downloadOf({ number: r.number })}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
