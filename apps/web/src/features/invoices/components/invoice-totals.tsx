import type { Invoice } from '@atelier/shared';
import { useTaxCategoryLabel } from '@/features/tax';
import { useMessages } from '@/lib/i18n/i18n';
import { formatPercent } from '@/lib/percent';
import { useFormat } from '@/lib/use-format';
import { invoiceMessages } from '../messages';
import { Row } from './detail-row';

/**
 * The totals as the server computed them (decision 162): subtotal, discount, the tax of each rate
 * on its taxable amount with the exemption text where the category needs one, the total, then
 * what credit notes took off, what deposit invoices deducted, what was paid and the balance.
 */
export function InvoiceTotals({ invoice, money }: { invoice: Invoice; money: (amount: number) => string }) {
  const t = useMessages(invoiceMessages);
  const format = useFormat();
  const category = useTaxCategoryLabel();
  const rates = invoice.taxBreakdown;
  // Several rates each show their row; a lone untaxed rate without an exemption text shows none, as before the rates.
  const shownRates = rates.length > 1 ? rates : rates.filter((r) => r.tax !== 0 || r.rate > 0 || r.exemptionReason);
  return (
    <>
      <dl className="mt-3 ms-auto max-w-sm" data-testid="invoice-totals">
        <Row label={t.subtotal}>{money(invoice.subtotal)}</Row>
        {invoice.discount > 0 && <Row label={t.discount}>−{money(invoice.discount)}</Row>}
        {shownRates.length === 0 && invoice.taxRate > 0 && <Row label={t.tax({ rate: String(invoice.taxRate) })}>{money(invoice.tax)}</Row>}
        {shownRates.map((r, i) => (
          <Row key={i} label={t.taxAt({ rate: formatPercent(r.rate, format.language), net: money(r.net) })}>
            <span data-testid="invoice-tax-row">{money(r.tax)}</span>
          </Row>
        ))}
        <Row label={t.total} strong>
          {money(invoice.amount)}
        </Row>
        {invoice.deposit && <Row label={t.depositAsked}>{money(invoice.deposit.amount)}</Row>}
        {invoice.credited > 0 && (
          <Row label={t.credited}>
            <span data-testid="invoice-credited">−{money(invoice.credited)}</span>
          </Row>
        )}
        {invoice.deducted > 0 && (
          <Row label={t.deducted}>
            <span data-testid="invoice-deducted">−{money(invoice.deducted)}</span>
          </Row>
        )}
        <Row label={t.amountPaid}>
          <span data-testid="invoice-amount-paid">{money(invoice.amountPaid)}</span>
        </Row>
        <Row label={t.balanceDue} strong>
          <span data-testid="invoice-balance-due">{money(invoice.balanceDue)}</span>
        </Row>
      </dl>
      {(invoice.pricesIncludeTax || rates.some((r) => r.exemptionReason)) && (
        <ul className="mt-2 space-y-1 text-end text-xs text-muted-foreground" data-testid="invoice-tax-notes">
          {invoice.pricesIncludeTax && <li>{t.pricesIncludeTax}</li>}
          {rates
            .filter((r) => r.exemptionReason)
            .map((r, i) => (
              <li key={i}>{t.exemption({ category: category(r.category), reason: r.exemptionReason })}</li>
            ))}
        </ul>
      )}
    </>
  );
}
