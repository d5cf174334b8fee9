import type { Client, Invoice } from '@atelier/shared';
import { Mail, ReceiptText, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { SendMessageMenu } from '@/features/messaging';
import { useTaxSettings } from '@/features/tax';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { inlineLinkClasses } from '@/components/ui/link-styles';
import { useMessages } from '@/lib/i18n/i18n';
import { clientPath } from '@/lib/navigation';
import { useFormat } from '@/lib/use-format';
import { useDepositInvoice, useSendInvoice } from '../api/invoices-api';
import { invoiceMessages } from '../messages';
import { CreditNoteDialog } from './credit-note-dialog';
import { Row } from './detail-row';
import { InvoiceDownloads } from './invoice-downloads';
import { InvoiceIssue } from './invoice-issue';
import { InvoiceItems } from './invoice-items-table';
import { InvoiceKindBadge } from './invoice-kind-badge';
import { InvoicePayments } from './invoice-payments';
import { InvoiceRelated } from './invoice-related';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { InvoiceTotals } from './invoice-totals';
import { useInvoiceMoney } from './use-invoice-money';

/**
 * 'Invoice Details', read-only: the invoice with its kind, its items and totals per rate, the
 * documents tied to it, its payments; Issue for a draft (decision 163), a credit note or a deposit
 * invoice for an issued one, the downloads, Send by email. `canChange` is false on a plan without
 * invoices (read-only after a downgrade).
 */
export function InvoiceDetailsDialog({
  invoice,
  client,
  canChange,
  onClose,
  onDownload,
  downloading,
}: {
  invoice: Invoice;
  client: Client | undefined;
  canChange: boolean;
  onClose: () => void;
  onDownload: () => void;
  downloading: boolean;
}) {
  const t = useMessages(invoiceMessages);
  const format = useFormat();
  const m = useInvoiceMoney();
  const money = (amount: number) => m(amount, invoice.currency);
  const send = useSendInvoice();
  const deposit = useDepositInvoice();
  const tax = useTaxSettings(canChange).data;
  const [crediting, setCrediting] = useState(false);
  // Unknown until the client list has loaded; the server answers 422 CLIENT_EMAIL_MISSING anyway.
  const noEmail = client !== undefined && !client.email;
  const issued = !!invoice.issuedAt;
  const isInvoice = invoice.kind === 'invoice';
  // A deposit invoice of its own is offered where the studio invoices deposits so (decision 165).
  const offersDeposit =
    canChange && isInvoice && !!invoice.deposit && tax?.depositMode === 'invoice' && invoice.depositInvoices.length === 0;
  const canCredit = canChange && issued && invoice.kind !== 'credit-note' && invoice.amount - invoice.credited > 0;

  if (crediting) return <CreditNoteDialog invoice={invoice} onClose={() => setCrediting(false)} />;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t.detailsTitle}
        description={invoice.invoiceNumber}
        className="max-w-2xl"
        footer={
          <>
            <InvoiceDownloads invoice={invoice} onPdf={onDownload} pdfBusy={downloading} />
            {canCredit && (
              <Button variant="outline" onClick={() => setCrediting(true)}>
                <Undo2 className="h-4 w-4" aria-hidden /> {t.creditNote}
              </Button>
            )}
            {offersDeposit && (
              <Button variant="outline" onClick={() => deposit.mutate(invoice.id)} loading={deposit.isPending}>
                {!deposit.isPending && <ReceiptText className="h-4 w-4" aria-hidden />} {t.depositInvoice}
              </Button>
            )}
            {canChange && (
              <Button
                variant="outline"
                onClick={() => send.mutate(invoice.id)}
                loading={send.isPending}
                disabled={noEmail}
                aria-describedby={noEmail ? 'invoice-no-email' : undefined}
              >
                {!send.isPending && <Mail className="h-4 w-4" aria-hidden />} {t.sendEmail}
              </Button>
            )}
            {/* 'Balance due' and the other messages to the client (decision 083). */}
            {invoice.clientId && (
              <SendMessageMenu
                client={client ?? { id: invoice.clientId.id, name: invoice.clientId.name }}
                about={{ invoiceId: invoice.id, ...(invoice.projectId ? { projectId: invoice.projectId.id } : {}) }}
                defaultKind="balance-due"
              />
            )}
            {/* Read-only, so focus starts on Close rather than on an action. */}
            <DialogClose asChild>
              <Button data-autofocus>{t.close}</Button>
            </DialogClose>
          </>
        }
      >
        <dl className="divide-y divide-border">
          <Row label={t.number}>
            <span className="inline-flex flex-wrap items-center justify-end gap-2">
              {invoice.invoiceNumber}
              <InvoiceKindBadge kind={invoice.kind} always />
            </span>
          </Row>
          <Row label={t.client}>
            {invoice.clientId?.name ? (
              <AppLink to={clientPath(invoice.clientId.id)} className={inlineLinkClasses}>
                {invoice.clientId.name}
              </AppLink>
            ) : (
              t.unknownClient
            )}
          </Row>
          <Row label={t.project}>{invoice.projectId?.name || t.noProject}</Row>
          <Row label={t.dueDate}>{format.calendarDate(invoice.dueDate)}</Row>
          <Row label={t.status}>
            <span className="inline-flex flex-wrap items-center justify-end gap-2">
              <InvoiceStatusBadge invoice={invoice} />
              {/* What is left once money came in, as on the card and the PDF (decision 125). */}
              {invoice.paymentState === 'deposit-paid' && (
                <span data-testid="invoice-amount-due">{t.amountDue({ amount: money(invoice.balanceDue) })}</span>
              )}
            </span>
          </Row>
          {invoice.issuedAt && <Row label={t.issue}>{t.issuedOn({ date: format.calendarDate(invoice.issuedAt) })}</Row>}
          {invoice.sentAt && <Row label={t.sendEmail}>{t.sentOn({ date: format.dateTime(invoice.sentAt) })}</Row>}
        </dl>
        {!issued && <p className="mt-2 text-xs text-muted-foreground">{t.provisionalNumber}</p>}
        {issued && canChange && <p className="mt-2 text-xs text-muted-foreground">{t.issuedNoEdit}</p>}
        {canChange && noEmail && (
          <p id="invoice-no-email" className="mt-2 text-xs text-muted-foreground">
            {t.noClientEmail}
          </p>
        )}
        {!issued && canChange && <InvoiceIssue invoice={invoice} />}

        <InvoiceItems items={invoice.items} money={money} />
        <InvoiceTotals invoice={invoice} money={money} />
        <InvoiceRelated invoice={invoice} money={money} />
        <InvoicePayments invoice={invoice} canChange={canChange} money={money} />
      </DialogContent>
    </Dialog>
  );
}
