import type { Invoice } from '@atelier/shared';
import { CalendarDays, Download, Eye, Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMessages } from '@/lib/i18n/i18n';
import { clientPath } from '@/lib/navigation';
import { useFormat } from '@/lib/use-format';
import { invoiceMessages } from '../messages';
import { invoiceBadge } from './invoice-state';
import { InvoiceKindBadge } from './invoice-kind-badge';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { useInvoiceMoney } from './use-invoice-money';

export type InvoiceActions = {
  onView: () => void;
  /** Absent when the plan no longer allows changes (read-only after a downgrade). */
  onEdit?: () => void;
  onDelete?: () => void;
  onDownload: () => void;
  downloading: boolean;
};

function Actions({ invoice, onView, onEdit, onDelete, onDownload, downloading }: InvoiceActions & { invoice: Invoice }) {
  const t = useMessages(invoiceMessages);
  const number = invoice.invoiceNumber;
  return (
    <div className="flex flex-wrap items-center gap-1">
      <Button variant="outline" size="sm" className="h-10" onClick={onView} aria-label={t.viewDetailsOf({ number })}>
        <Eye className="h-4 w-4" aria-hidden /> {t.viewDetails}
      </Button>
      {onEdit && (
        <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t.edit({ number })}>
          <Pencil className="h-4 w-4" aria-hidden />
        </Button>
      )}
      {onDelete && (
        <Button variant="ghost" size="icon" onClick={onDelete} aria-label={t.delete({ number })} className="text-destructive">
          <Trash2 className="h-4 w-4" aria-hidden />
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        onClick={onDownload}
        loading={downloading}
        aria-label={t.downloadPdfOf({ number })}
        title={t.downloadPdf}
      >
        {!downloading && <Download className="h-4 w-4" aria-hidden />}
      </Button>
    </div>
  );
}

/** Project or 'No Project', client or 'Unknown Client', and the due date. */
function Meta({ invoice }: { invoice: Invoice }) {
  const t = useMessages(invoiceMessages);
  const format = useFormat();
  return (
    <div className="min-w-0 text-sm text-muted-foreground">
      {/* The client's name opens the client page (decision 126). */}
      {invoice.clientId?.name ? (
        <AppLink to={clientPath(invoice.clientId.id)} className="block min-h-6 truncate leading-6 hover:text-foreground hover:underline">
          {invoice.clientId.name}
        </AppLink>
      ) : (
        <p className="truncate">{t.unknownClient}</p>
      )}
      <p className="truncate">{invoice.projectId?.name || t.noProject}</p>
      <p className="inline-flex items-center gap-1">
        <CalendarDays className="h-3.5 w-3.5" aria-hidden /> {t.due({ date: format.calendarDate(invoice.dueDate) })}
      </p>
    </div>
  );
}

/**
 * The total, and under it what is still owed once something was paid: the figure a tailor chases
 * (deposits and part payments, decision 029). The badge says 'Deposit paid' (decision 125); an
 * overdue badge does not, so the line does.
 */
function Amounts({ invoice, className, compact = false }: { invoice: Invoice; className?: string; compact?: boolean }) {
  const t = useMessages(invoiceMessages);
  const money = useInvoiceMoney();
  const due = money(invoice.balanceDue, invoice.currency);
  return (
    <div className={className}>
      <p className={compact ? 'font-semibold tabular-nums' : 'text-xl font-semibold tabular-nums'}>
        {money(invoice.amount, invoice.currency)}
      </p>
      {invoice.paymentState === 'deposit-paid' && (
        <p className="text-sm text-muted-foreground tabular-nums">
          {invoiceBadge(invoice) === 'deposit-paid' ? t.amountDue({ amount: due }) : t.depositPaidDue({ amount: due })}
        </p>
      )}
    </div>
  );
}

/** Grid view: one card per invoice. */
export function InvoiceCard({ invoice, ...actions }: InvoiceActions & { invoice: Invoice }) {
  const titleId = useId();
  return (
    <Card className="flex w-full flex-col gap-3 p-5" role="article" aria-labelledby={titleId}>
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 truncate text-lg font-semibold">
          {invoice.invoiceNumber}
        </h2>
        <span className="flex shrink-0 flex-wrap justify-end gap-1">
          <InvoiceKindBadge kind={invoice.kind} />
          <InvoiceStatusBadge invoice={invoice} />
        </span>
      </div>
      <Meta invoice={invoice} />
      <Amounts invoice={invoice} />
      <div className="mt-auto flex justify-end pt-1">
        <Actions invoice={invoice} {...actions} />
      </div>
    </Card>
  );
}

/** List view: a compact row per invoice that stacks on a phone. */
export function InvoiceRow({ invoice, ...actions }: InvoiceActions & { invoice: Invoice }) {
  const titleId = useId();
  return (
    <div role="article" aria-labelledby={titleId} className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center lg:gap-6">
      <div className="flex flex-wrap items-center gap-2 lg:w-56 lg:shrink-0">
        <h2 id={titleId} className="min-w-0 truncate font-semibold">
          {invoice.invoiceNumber}
        </h2>
        <InvoiceKindBadge kind={invoice.kind} />
        <InvoiceStatusBadge invoice={invoice} />
      </div>
      <div className="min-w-0 lg:flex-1">
        <Meta invoice={invoice} />
      </div>
      <Amounts invoice={invoice} compact className="lg:w-40 lg:text-end" />
      <Actions invoice={invoice} {...actions} />
    </div>
  );
}
