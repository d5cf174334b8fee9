import type { Invoice } from '@atelier/shared';
import { FileCheck2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MissingTerms } from '@/features/tax';
import { ApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/i18n';
import { useIssueInvoice } from '../api/invoices-api';
import { invoiceMessages } from '../messages';

/**
 * A draft's 'Issue' (decision 163): its number is provisional until then; asked once more, since an
 * issued invoice is corrected only by a credit note. A refusal for what the
 * studio or the client lacks (INVOICE_NOT_READY) names each field on the invoice, with the way to
 * Settings › Tax, rather than a toast that would be gone before it was read.
 */
export function InvoiceIssue({ invoice }: { invoice: Invoice }) {
  const t = useMessages(invoiceMessages);
  const issue = useIssueInvoice();
  const [asking, setAsking] = useState(false);
  const notReady = issue.error instanceof ApiError && issue.error.code === 'INVOICE_NOT_READY' ? issue.error : null;
  return (
    <div className="mt-3 space-y-2" data-testid="invoice-issue">
      <p className="text-xs text-muted-foreground">{t.issueHint}</p>
      <Button onClick={() => setAsking(true)} loading={issue.isPending}>
        {!issue.isPending && <FileCheck2 className="h-4 w-4" aria-hidden />} {t.issue}
      </Button>
      {asking && (
        <ConfirmDialog
          onClose={() => setAsking(false)}
          title={t.issueTitle({ number: invoice.invoiceNumber })}
          description={`${t.issueHint} ${t.issueConfirmHint}`}
          confirmLabel={t.issue}
          action={() => issue.mutateAsync(invoice.id)}
          // Refused for what the studio lacks: the question closes so the fields it names show under the button.
          onActionError={() => setAsking(false)}
        />
      )}
      {notReady && (
        <MissingTerms
          withLink
          linkLabel={t.notReadyLink}
          missing={notReady.details.length > 0 ? notReady.details : [{ field: '', message: notReady.message }]}
        />
      )}
    </div>
  );
}
