import { AlertTriangle, CheckCircle2, FileText, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { useMessages } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/use-format';
import { invoiceMessages } from '../messages';
import { useInvoiceMoney } from './invoice-bits';
import type { InvoiceSummary } from './invoice-filters';

function SummaryCard({ label, value, hint, icon }: { label: string; value: string; hint?: string; icon: ReactNode }) {
  return (
    <Card className="flex items-center justify-between gap-3 p-4 sm:p-5">
      <div className="min-w-0">
        <p className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</p>
        <p className="mt-1 truncate text-xl font-semibold tabular-nums sm:text-2xl">{value}</p>
        {hint && <p className="mt-0.5 truncate text-xs text-muted-foreground">{hint}</p>}
      </div>
      <div className="hidden rounded-lg bg-muted p-2 text-muted-foreground sm:block">{icon}</div>
    </Card>
  );
}

/** Total Invoices, Paid, Overdue, Total Revenue (money received, in the account's currency; decision 031). */
export function InvoiceSummaryCards({ summary }: { summary: InvoiceSummary }) {
  const t = useMessages(invoiceMessages);
  const format = useFormat();
  const money = useInvoiceMoney();
  const others = summary.otherRevenue.map((o) => money(o.amount, o.currency)).join(', ');
  return (
    <section aria-label={t.summaryLabel} className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <SummaryCard label={t.totalInvoices} value={String(summary.total)} icon={<FileText className="h-5 w-5" aria-hidden />} />
      <SummaryCard label={t.paid} value={String(summary.paid)} icon={<CheckCircle2 className="h-5 w-5" aria-hidden />} />
      <SummaryCard label={t.overdue} value={String(summary.overdue)} icon={<AlertTriangle className="h-5 w-5" aria-hidden />} />
      <SummaryCard
        label={t.totalRevenue}
        value={format.money(summary.revenue)}
        hint={others ? t.otherCurrencies({ amounts: others }) : t.revenueHint}
        icon={<Wallet className="h-5 w-5" aria-hidden />}
      />
    </section>
  );
}
