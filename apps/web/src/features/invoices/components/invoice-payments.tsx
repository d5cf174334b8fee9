import type { Invoice } from '@atelier/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useFormat } from '@/lib/use-format';
import { useDeletePayment } from '../api/invoices-api';
import { invoiceMessages } from '../messages';
import { InvoicePaymentForm } from './invoice-payment-form';

/** The payments (a refund with a credit note is negative, decision 163), each deletable, and 'Record payment'. */
export function InvoicePayments({
  invoice,
  canChange,
  money,
}: {
  invoice: Invoice;
  canChange: boolean;
  money: (amount: number) => string;
}) {
  const t = useMessages(invoiceMessages);
  const labels = useLabels();
  const format = useFormat();
  const [paying, setPaying] = useState(false);
  const removePayment = useDeletePayment();
  return (
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
  );
}
