import { AlertTriangle, CheckCircle2, FileText, Wallet } from 'lucide-react';
import { SummaryCards } from '@/components/ui/summary-cards';
import { useMessages } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/use-format';
import { invoiceMessages } from '../messages';
import type { InvoiceSummary } from './invoice-filters';
import { useInvoiceMoney } from './use-invoice-money';

/** Total Invoices, Paid, Overdue, Total Revenue (money received, in the account's currency; decision 031). */
export function InvoiceSummaryCards({ summary }: { summary: InvoiceSummary }) {
  const t = useMessages(invoiceMessages);
  const format = useFormat();
  const money = useInvoiceMoney();
  const others = summary.otherRevenue.map((o) => money(o.amount, o.currency)).join(', ');
  return (
    <SummaryCards
      label={t.summaryLabel}
      items={[
        { label: t.totalInvoices, value: String(summary.total), icon: <FileText className="h-5 w-5" aria-hidden /> },
        { label: t.paid, value: String(summary.paid), icon: <CheckCircle2 className="h-5 w-5" aria-hidden /> },
        { label: t.overdue, value: String(summary.overdue), icon: <AlertTriangle className="h-5 w-5" aria-hidden /> },
        {
          label: t.totalRevenue,
          value: format.money(summary.revenue),
          hint: others ? t.otherCurrencies({ amounts: others }) : t.revenueHint,
          icon: <Wallet className="h-5 w-5" aria-hidden />,
        },
      ]}
    />
  );
}
