import type { Invoice } from '@atelier/shared';
import { useMessages } from '@/lib/i18n/i18n';
import { formatPercent } from '@/lib/percent';
import { useFormat } from '@/lib/use-format';
import { invoiceMessages } from '../messages';

/**
 * The invoice's items: a table at the desk; on a phone each item is a row of its own that fits
 * 375 px, six-figure amounts included (decision 134), where the table's last column was cut off.
 */
export function InvoiceItems({ items, money }: { items: Invoice['items']; money: (amount: number) => string }) {
  const t = useMessages(invoiceMessages);
  const format = useFormat();
  // Lines with their own rates (decision 162) show each line's rate; an invoice from before shows none.
  const withRates = items.some((it) => it.taxRateId);
  const rateOf = (it: Invoice['items'][number]) => formatPercent(it.taxRate, format.language);
  return (
    <div className="mt-4">
      <ul className="divide-y divide-border border-y border-border text-sm sm:hidden" data-testid="invoice-item-rows">
        {items.map((it, i) => (
          <li key={i} className="py-2">
            <p className="break-words">{it.description}</p>
            <p className="flex flex-wrap justify-between gap-x-3 text-muted-foreground tabular-nums">
              <span>
                {format.quantity(it.quantity)} × {money(it.rate)}
                {withRates && (
                  <>
                    {' · '}
                    <span className="sr-only">{t.taxColumn} </span>
                    {rateOf(it)}
                  </>
                )}
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
          <tr className="border-b border-border text-start text-muted-foreground">
            <th scope="col" className="py-2 pe-2 font-medium">
              {t.itemDescription}
            </th>
            <th scope="col" className="py-2 pe-2 text-end font-medium">
              {t.quantity}
            </th>
            <th scope="col" className="py-2 pe-2 text-end font-medium">
              {t.rate}
            </th>
            {withRates && (
              <th scope="col" className="py-2 pe-2 text-end font-medium">
                {t.taxColumn}
              </th>
            )}
            <th scope="col" className="py-2 text-end font-medium">
              {t.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((it, i) => (
            <tr key={i} className="border-b border-border align-top">
              <td className="py-2 pe-2 break-words">{it.description}</td>
              <td className="py-2 pe-2 text-end tabular-nums">{format.quantity(it.quantity)}</td>
              <td className="py-2 pe-2 text-end tabular-nums">{money(it.rate)}</td>
              {withRates && <td className="py-2 pe-2 text-end tabular-nums">{rateOf(it)}</td>}
              <td className="py-2 text-end tabular-nums">{money(it.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
