import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { UpgradePanel } from '@/components/ui/upgrade-panel';
import { usePlanHas } from '@/features/billing';
import { useMessages } from '@/lib/i18n/i18n';
import { purchasingMessages } from '../messages';

/**
 * Suppliers and purchase orders come with the stock (decision 145): Premium and Enterprise. A Free
 * studio sees the plan's upgrade panel under the page's heading, without asking for what it would be refused.
 */
export function PlanGate({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const t = useMessages(purchasingMessages);
  if (!usePlanHas('materials'))
    return (
      <div>
        <PageHeader title={title} description={description} />
        <UpgradePanel
          id="purchasing-upgrade"
          testId="purchasing-upgrade"
          title={t.upgradeTitle}
          text={t.upgradeText}
          linkLabel={t.upgradeLink}
        />
      </div>
    );
  return children;
}
