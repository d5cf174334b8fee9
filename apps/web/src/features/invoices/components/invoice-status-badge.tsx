import type { InvoiceStatus } from '@atelier/shared';
import { cn } from '@/lib/cn';
import { useLabels } from '@/lib/labels';

const STATUS_CLASSES: Record<InvoiceStatus, string> = {
  draft: 'bg-muted text-foreground',
  sent: 'bg-accent-soft text-accent-foreground',
  paid: 'bg-success-soft text-success-soft-foreground',
  overdue: 'bg-destructive-soft text-destructive',
};

/** The status as shown (overdue computed by the server), with its word so colour is not the only cue. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const labels = useLabels();
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', STATUS_CLASSES[status])}
    >
      {labels.invoiceStatus(status)}
    </span>
  );
}
