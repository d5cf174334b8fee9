import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { UpgradePanel } from '@/components/ui/upgrade-panel';
import { usePlanHas } from '@/features/billing';
import { useMessages } from '@/lib/i18n/i18n';
import { contractMessages } from '../messages';

/** Signed contracts are Premium and Enterprise (decision 159): a Free studio sees the upgrade panel, asking for nothing. */
export function ContractsGate({ children }: { children: ReactNode }) {
  const t = useMessages(contractMessages);
  if (!usePlanHas('contracts'))
    return (
      <div>
        <PageHeader title={t.title} description={t.description} />
        <UpgradePanel
          id="contracts-upgrade"
          testId="contracts-upgrade"
          title={t.upgradeTitle}
          text={t.upgradeText}
          linkLabel={t.upgradeLink}
        />
      </div>
    );
  return children;
}
