import type { PayEntryKind, PayMember } from '@atelier/shared';
import { ListStatus } from '@/components/ui/list-status';
import { LoadMore } from '@/components/ui/load-more';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useFormat } from '@/lib/use-format';
import { usePayEntries, type PayPeriod } from '../api/pay-api';
import { payMessages, type PayTexts } from '../messages';

const kindLabel = (kind: PayEntryKind, t: PayTexts) =>
  ({ piece: t.kindPiece, 'piece-undone': t.kindPieceUndone, payout: t.kindPayout, adjustment: t.kindAdjustment })[kind];

/**
 * A member's ledger for the period (decision 154), newest first a page at a time: each piece with
 * its stage and garment, each payout and adjustment with its note, who wrote it and when. A list
 * of lines rather than a table, so a phone reads each whole at 375 px.
 */
export function PayLedger({ line, period }: { line: PayMember; period: PayPeriod }) {
  const t = useMessages(payMessages);
  const labels = useLabels();
  const format = useFormat();
  const list = usePayEntries(line.member.id, period);
  const name = `${line.member.firstName} ${line.member.lastName}`.trim();
  return (
    <section aria-labelledby="pay-ledger-title" className="space-y-3">
      <h2 id="pay-ledger-title" className="text-lg font-semibold">
        {t.ledgerTitle({ name })}
      </h2>
      <ListStatus
        isLoading={list.isLoading}
        error={list.error}
        hasCache={list.hasCache}
        isEmpty={list.items.length === 0}
        loadingText={t.loadingEntries}
        emptyText={t.noEntries}
        onRetry={list.retry}
      >
        <ul className="divide-y divide-border rounded-xl border border-border bg-card" aria-label={t.ledgerTitle({ name })}>
          {list.items.map((e) => (
            <li
              key={e.id}
              className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-start sm:justify-between"
              data-testid="pay-entry"
            >
              <div className="min-w-0">
                <p className="font-semibold">
                  {kindLabel(e.kind, t)} <span className="font-normal tabular-nums">{format.money(e.amount)}</span>
                </p>
                {(e.stage || e.projectName) && (
                  <p className="text-muted-foreground">{[e.stage && labels.stage(e.stage), e.projectName].filter(Boolean).join(' · ')}</p>
                )}
                {e.note && <p className="break-words whitespace-pre-line">{e.note}</p>}
              </div>
              <p className="shrink-0 text-muted-foreground sm:text-end">
                {e.byName || t.someone} · <time dateTime={e.createdAt}>{format.dateTime(e.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
        <LoadMore hasMore={list.hasMore} isLoading={list.isLoadingMore} onMore={list.loadMore} />
      </ListStatus>
    </section>
  );
}
