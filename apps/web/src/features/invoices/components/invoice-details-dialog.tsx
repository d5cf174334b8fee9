import type { Client, Invoice } from '@atelier/shared';
import { Download, Mail, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { SendMessageMenu } from '@/features/messaging';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { inlineLinkClasses } from '@/components/ui/link-styles';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { clientPath } from '@/lib/navigation';
import { useFormat } from '@/lib/use-format';
import { useDeletePayment, useSendInvoice } from '../api/invoices-api';
import { invoiceMessages } from '../messages';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { useInvoiceMoney } from './use-invoice-money';
import { InvoicePaymentForm } from './invoice-payment-form';

function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between gap-2 py-1 text-sm font-semibold' : 'flex justify-between gap-2 py-1 text-sm'}>
      <dt className={strong ? '' : 'text-muted-foreground'}>{label}</dt>
      <dd className="min-w-0 text-right tabular-nums break-words">{children}</dd>
    </div>
  );
}

/**
 * 'Invoice Details', read-only: the invoice, then its totals, deposit,
 * payments (record, delete), amount paid and balance due, Send by email and Download PDF.
 * `canChange` is false on a plan without invoices (read-only after a downgrade).
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
  const labels = useLabels();
  const format = useFormat();
  const m = useInvoiceMoney();
  const money = (amount: number) => m(amount, invoice.currency);
  const [paying, setPaying] = useState(false);
  const removePayment = useDeletePayment();
  const send = useSendInvoice();
  // Unknown until the client list has loaded; the server answers 422 CLIENT_EMAIL_MISSING anyway.
  const noEmail = client !== undefined && !client.email;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t.detailsTitle}
        description={invoice.invoiceNumber}
        className="max-w-2xl"
        footer={
          <>
            <Button variant="outline" onClick={onDownload} loading={downloading}>
              {!downloading && <Download className="h-4 w-4" aria-hidden />} {t.downloadPdf}
            </Button>
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
          <Row label={t.number}>{invoice.invoiceNumber}</Row>
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
          {invoice.sentAt && <Row label={t.sendEmail}>{t.sentOn({ date: format.dateTime(invoice.sentAt) })}</Row>}
        </dl>
        {canChange && noEmail && (
          <p id="invoice-no-email" className="mt-2 text-xs text-muted-foreground">
            {t.noClientEmail}
          </p>
        )}

        <InvoiceItems items={invoice.items} money={money} />

        <dl className="mt-3 ml-auto max-w-xs" data-testid="invoice-totals">
          <Row label={t.subtotal}>{money(invoice.subtotal)}</Row>
          {invoice.discount > 0 && <Row label={t.discount}>−{money(invoice.discount)}</Row>}
          {invoice.taxRate > 0 && <Row label={t.tax({ rate: String(invoice.taxRate) })}>{money(invoice.tax)}</Row>}
          <Row label={t.total} strong>
            {money(invoice.amount)}
          </Row>
          {invoice.deposit && <Row label={t.depositAsked}>{money(invoice.deposit.amount)}</Row>}
          <Row label={t.amountPaid}>
            <span data-testid="invoice-amount-paid">{money(invoice.amountPaid)}</span>
          </Row>
          <Row label={t.balanceDue} strong>
            <span data-testid="invoice-balance-due">{money(invoice.balanceDue)}</span>
          </Row>
        </dl>

        <section className="mt-4 space-y-2" aria-labelledby="invoice-payments-title">
          <h3 id="invoice-payments-title" className="text-sm font-semibold">
            {t.payments}
          </h3>
          {invoice.payments.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t.noPayments}</p>
          ) : (
            <ul className="divide-y divide-border rounded-lg border border-border">
              {invoice.payments.map((p) => (
                <li key={p.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
                  <div className="min-w-0">
                    <p className="font-medium tabular-nums">{money(p.amount)}</p>
                    <p className="text-xs text-muted-foreground">
                      {t.paymentLine({ date: format.calendarDate(p.date), method: labels.paymentMethod(p.method) })}
                      {p.note && ` · ${p.note}`}
                    </p>
                  </div>
                  {canChange && (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-destructive"
                      loading={removePayment.isPending && removePayment.variables?.paymentId === p.id}
                      onClick={() => removePayment.mutate({ id: invoice.id, paymentId: p.id })}
                      aria-label={t.deletePayment({ amount: money(p.amount), date: format.calendarDate(p.date) })}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {canChange && invoice.balanceDue > 0 && !paying && (
            <Button variant="outline" size="sm" onClick={() => setPaying(true)}>
              <Plus className="h-4 w-4" aria-hidden /> {t.recordPayment}
            </Button>
          )}
          {paying && <InvoicePaymentForm key={invoice.amountPaid} invoice={invoice} onDone={() => setPaying(false)} />}
        </section>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The invoice's items: a table at the desk; on a phone each item is a row of its own that fits
 * 375 px, six-figure amounts included (decision 134), where the table's last column was cut off.
 */
function InvoiceItems({ items, money }: { items: Invoice['items']; money: (amount: number) => string }) {
  const t = useMessages(invoiceMessages);
  return (
    <div className="mt-4">
      <ul className="divide-y divide-border border-y border-border text-sm sm:hidden" data-testid="invoice-item-rows">
        {items.map((it, i) => (
          <li key={i} className="py-2">
            <p className="break-words">{it.description}</p>
            <p className="flex flex-wrap justify-between gap-x-3 text-muted-foreground tabular-nums">
              <span>
                {it.quantity} × {money(it.rate)}
              </span>
              <span className="font-medium text-foreground">
                <span className="sr-only">{t.amount} </span>
                {money(it.amount)}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-sm sm:table">
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-2 font-medium">
              {t.itemDescription}
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">
              {t.quantity}
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">
              {t.rate}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((it, i) => (
            <tr key={i} className="border-b border-border align-top">
              <td className="py-2 pr-2 break-words">{it.description}</td>
              <td className="py-2 pr-2 text-right tabular-nums">{it.quantity}</td>
              <td className="py-2 pr-2 text-right tabular-nums">{money(it.rate)}</td>
              <td className="py-2 text-right tabular-nums">{money(it.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
