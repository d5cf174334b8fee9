import type { Invoice } from '@atelier/shared';
import { AppLink } from '@/components/ui/app-link';
import { inlineLinkClasses } from '@/components/ui/link-styles';
import { useMessages } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/use-format';
import { invoiceMessages } from '../messages';

/** The address that opens one invoice's details on /invoices (a credit note from its invoice, and back). */
export const invoiceDetailsPath = (id: string) => `/invoices?invoice=${encodeURIComponent(id)}`;

type Reference = Invoice['creditNotes'][number];

function References({ title, items, money }: { title: string; items: Reference[]; money: (amount: number) => string }) {
  const t = useMessages(invoiceMessages);
  const format = useFormat();
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="mt-1 space-y-1 text-sm">
        {items.map((d) => (
          <li key={d.id} className="flex flex-wrap justify-between gap-x-3">
            <AppLink to={invoiceDetailsPath(d.id)} className={inlineLinkClasses} aria-label={t.openDocument({ number: d.invoiceNumber })}>
              {d.invoiceNumber}
            </AppLink>
            <span className="text-muted-foreground tabular-nums">
              {d.issuedAt && `${format.calendarDate(d.issuedAt)} · `}
              {money(d.amount)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The documents tied to this one (decisions 163, 165): a credit note's invoice and its reason, a
 * deposit invoice's final invoice, an invoice's credit notes and deposit invoices, each a link.
 */
export function InvoiceRelated({ invoice, money }: { invoice: Invoice; money: (amount: number) => string }) {
  const t = useMessages(invoiceMessages);
  const related = invoice.relatedInvoice;
  return (
    <section className="mt-4 space-y-3" data-testid="invoice-related">
      {related && (
        <p className="text-sm">
          <span className="text-muted-foreground">{invoice.kind === 'credit-note' ? t.relatedCreditNote : t.relatedDeposit} </span>
          <AppLink to={invoiceDetailsPath(related.id)} className={inlineLinkClasses}>
            {related.invoiceNumber}
          </AppLink>
        </p>
      )}
      {invoice.reason && (
        <p className="text-sm break-words">
          <span className="text-muted-foreground">{t.reason}: </span>
          {invoice.reason}
        </p>
      )}
      <References title={t.creditNotes} items={invoice.creditNotes} money={money} />
      <References title={t.depositInvoices} items={invoice.depositInvoices} money={money} />
    </section>
  );
}
