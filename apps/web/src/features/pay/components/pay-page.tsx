import type { PayMember } from '@atelier/shared';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { PanelStatus } from '@/components/ui/panel-status';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useFormat } from '@/lib/use-format';
import { usePaySummary, type PayPeriod } from '../api/pay-api';
import { payMessages } from '../messages';
import { PayLedger } from './pay-ledger';
import { PayMemberCard } from './pay-member-card';
import { PayRatesSection } from './pay-rates-section';
import { PayoutDialog } from './payout-dialog';

/**
 * /team/pay (decision 154): each member's pieces, earnings, payouts and what they are owed for a
 * period, their ledger and statement, and the piece rates. Staff see their own line only (the
 * server answers nothing else); owners and managers record payouts and set the rates. Enterprise
 * only: another plan sees the upgrade panel, from its route (decision 195).
 */
export function PayPage() {
  return <PayScreen />;
}

function PayScreen() {
  const t = useMessages(payMessages);
  const format = useFormat();
  const manage = useCan('pay.manage');
  const [period, setPeriod] = useState<PayPeriod>(() => {
    const today = format.today();
    return { from: `${today.slice(0, 8)}01`, to: today };
  });
  const summary = usePaySummary(period);
  const [payout, setPayout] = useState<PayMember | null>(null);
  const [ledgerOf, setLedgerOf] = useState<string | null>(null);
  const shown = summary.data?.members.find((m) => m.member.id === ledgerOf);
  // A date input may be emptied while typing: the period keeps its last whole day.
  const setDay = (key: keyof PayPeriod) => (e: { target: { value: string } }) => {
    if (e.target.value) setPeriod((p) => ({ ...p, [key]: e.target.value }));
  };

  return (
    <div className="space-y-8">
      <PageHeader title={t.title} description={manage ? t.description : t.descriptionOwn} />
      <fieldset className="grid max-w-md grid-cols-2 gap-4">
        <legend className="mb-2 text-sm font-semibold">{t.period}</legend>
        <Field label={t.from}>{(p) => <Input {...p} type="date" value={period.from} max={period.to} onChange={setDay('from')} />}</Field>
        <Field label={t.to}>{(p) => <Input {...p} type="date" value={period.to} min={period.from} onChange={setDay('to')} />}</Field>
      </fieldset>
      <PanelStatus query={summary} loadingText={t.loading} failedText={t.loadFailed} retryText={t.retry}>
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-label={t.membersLabel}>
          {summary.data?.members.map((line) => (
            <li key={line.member.id}>
              <PayMemberCard
                line={line}
                period={period}
                ledgerShown={ledgerOf === line.member.id}
                onToggleLedger={() => setLedgerOf((id) => (id === line.member.id ? null : line.member.id))}
                onPayout={manage ? () => setPayout(line) : undefined}
              />
            </li>
          ))}
        </ul>
      </PanelStatus>
      {shown && <PayLedger line={shown} period={period} />}
      <PayRatesSection manage={manage} />
      {payout && <PayoutDialog line={payout} onClose={() => setPayout(null)} />}
    </div>
  );
}
