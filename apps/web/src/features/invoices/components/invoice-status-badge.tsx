import type { Invoice } from '@atelier/shared';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { invoiceMessages } from '../messages';
import { invoiceBadge, type InvoiceBadgeKind } from './invoice-state';

const BADGE_CLASSES: Record<InvoiceBadgeKind, string> = {
  draft: 'bg-muted text-foreground',
  sent: 'bg-accent-soft text-accent-foreground',
  'deposit-paid': 'bg-accent-soft text-accent-foreground',
  paid: 'bg-success-soft text-success-soft-foreground',
  overdue: 'bg-destructive-soft text-destructive',
};

/**
 * The status as shown (overdue computed by the server), or 'Deposit paid' once money came in
 * (decision 125), with its word so colour is not the only cue. The API's 'sent' of an invoice never
 * sent to the client reads 'Issued': issuing gives the number, it sends nothing (decision 179).
 */
export function InvoiceStatusBadge({ invoice }: { invoice: Pick<Invoice, 'status' | 'paymentState' | 'sentAt'> }) {
  const labels = useLabels();
  const t = useMessages(invoiceMessages);
  const kind = invoiceBadge(invoice);
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', BADGE_CLASSES[kind])}
    >
      {kind === 'deposit-paid' ? t.depositPaid : kind === 'sent' && !invoice.sentAt ? t.issuedNotSent : labels.invoiceStatus(kind)}
    </span>
  );
}
