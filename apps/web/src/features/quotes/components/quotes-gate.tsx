import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { UpgradePanel } from '@/components/ui/upgrade-panel';
import { usePlanHas } from '@/features/billing';
import { useMessages } from '@/lib/i18n/i18n';
import { quoteMessages } from '../messages';

/** Quotes are Premium and Enterprise (decision 158): a Free studio sees the upgrade panel, not a refusal. */
export function QuotesGate({ children }: { children: ReactNode }) {
  const t = useMessages(quoteMessages);
  if (!usePlanHas('quotes'))
    return (
      <div>
        <PageHeader title={t.title} description={t.description} />
        <UpgradePanel id="quotes-upgrade" testId="quotes-upgrade" title={t.upgradeTitle} text={t.upgradeText} linkLabel={t.upgradeLink} />
      </div>
    );
  return children;
}
