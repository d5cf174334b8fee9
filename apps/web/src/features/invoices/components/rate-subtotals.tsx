import type { SelectOption } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { invoiceMessages } from '../messages';
import { subtotalsByRate, type InvoiceNumbers, type ItemValues } from './invoice-form';

/**
 * The form's preview per rate (decision 167): each rate's subtotal as typed. The tax of each rate
 * is left to the server, which rounds as the country asks and shares the discount among the rates,
 * so the form never shows a figure the saved invoice would contradict.
 */
export function RateSubtotals({
  items,
  typedIn,
  rates,
  money,
}: {
  items: ItemValues[];
  typedIn: InvoiceNumbers;
  rates: SelectOption[];
  money: (amount: number) => string;
}) {
  const t = useMessages(invoiceMessages);
  const rows = subtotalsByRate(items, typedIn).filter((r) => r.taxRateId);
  if (rows.length === 0) return null;
  const name = (id: string) => rates.find((r) => r.value === id)?.label ?? id;
  return (
    <div className="ms-auto max-w-sm text-sm" data-testid="invoice-rate-subtotals">
      <p className="font-medium">{t.ratePreview}</p>
      <dl>
        {rows.map((r) => (
          <div key={r.taxRateId} className="flex justify-between gap-2">
            <dt className="text-muted-foreground">{name(r.taxRateId)}</dt>
            <dd className="tabular-nums">{money(r.subtotal)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">{t.ratePreviewHint}</p>
    </div>
  );
}
