import type { PayMember } from '@atelier/shared';
import { Download, History, Wallet } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMessages } from '@/lib/i18n/i18n';
import { saveFile } from '@/lib/save-file';
import { useFormat } from '@/lib/use-format';
import { payStatement, type PayPeriod } from '../api/pay-api';
import { payMessages } from '../messages';

/** One member's figures for the period and what is owed now, with their ledger, statement and payout. */
export function PayMemberCard({
  line,
  period,
  ledgerShown,
  onToggleLedger,
  onPayout,
}: {
  line: PayMember;
  period: PayPeriod;
  ledgerShown: boolean;
  onToggleLedger: () => void;
  onPayout?: () => void;
}) {
  const titleId = useId();
  const t = useMessages(payMessages);
  const format = useFormat();
  const [busy, setBusy] = useState(false);
  const name = `${line.member.firstName} ${line.member.lastName}`.trim();
  const download = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await payStatement(line.member.id, period);
      saveFile(blob, filename ?? 'statement.pdf');
    } finally {
      setBusy(false);
    }
  };
  const figures: [string, string][] = [
    [t.pieces, String(line.pieces)],
    [t.earned, format.money(line.earned)],
    [t.paid, format.money(line.paid)],
    ...(line.adjusted !== 0 ? [[t.adjusted, format.money(line.adjusted)] as [string, string]] : []),
  ];
  return (
    <Card className="flex flex-col gap-4 p-5" role="article" aria-labelledby={titleId} data-testid="pay-member">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="truncate text-lg font-semibold">
            {name}
          </h2>
          {line.member.role === null && <Badge variant="secondary">{t.former}</Badge>}
        </div>
        <div className="shrink-0 text-end">
          <p className="text-sm text-muted-foreground">{line.due < 0 ? t.advance : t.due}</p>
          <p className="text-xl font-semibold tabular-nums" data-testid="pay-due">
            {format.money(Math.abs(line.due))}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={onToggleLedger}
          aria-expanded={ledgerShown}
          aria-label={(ledgerShown ? t.hideLedger : t.showLedger)({ name })}
        >
          <History className="h-4 w-4" aria-hidden /> {t.ledgerShort}
        </Button>
        <Button variant="outline" size="sm" onClick={() => void download()} loading={busy} aria-label={t.statement({ name })}>
          <Download className="h-4 w-4" aria-hidden /> {t.statementShort}
        </Button>
        {onPayout && (
          <Button size="sm" onClick={onPayout} aria-label={t.recordPayout({ name })}>
            <Wallet className="h-4 w-4" aria-hidden /> {t.recordPayoutShort}
          </Button>
        )}
      </div>
    </Card>
  );
}
