import type { InvoiceSummary } from '@atelier/shared';
import { AlertTriangle, CheckCircle2, FileText, Wallet } from 'lucide-react';
import { SummaryCards } from '@/components/ui/summary-cards';
import { useMessages } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/use-format';
import { invoiceMessages } from '../messages';
import { useInvoiceMoney } from './use-invoice-money';

/**
 * Total Invoices, Paid, Overdue, Total Revenue (money received, in the account's currency; decision
 * 031), as the server counts them over every invoice (decision 069).
 */
export function InvoiceSummaryCards({ summary }: { summary: InvoiceSummary | undefined }) {
  const t = useMessages(invoiceMessages);
  const format = useFormat();
  const money = useInvoiceMoney();
  const others = (summary?.otherRevenue ?? []).map((o) => money(o.amount, o.currency)).join(', ');
  return (
    <SummaryCards
      label={t.summaryLabel}
      items={[
        { label: t.totalInvoices, value: summary && String(summary.total), icon: <FileText className="h-5 w-5" aria-hidden /> },
        { label: t.paid, value: summary && String(summary.paid), icon: <CheckCircle2 className="h-5 w-5" aria-hidden /> },
        { label: t.overdue, value: summary && String(summary.overdue), icon: <AlertTriangle className="h-5 w-5" aria-hidden /> },
        {
          label: t.totalRevenue,
          value: summary && format.money(summary.revenue),
          hint: others ? t.otherCurrencies({ amounts: others }) : t.revenueHint,
          icon: <Wallet className="h-5 w-5" aria-hidden />,
        },
      ]}
    />
  );
}
