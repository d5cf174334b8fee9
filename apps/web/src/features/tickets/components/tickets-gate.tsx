import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { UpgradePanel } from '@/components/ui/upgrade-panel';
import { usePlanHas } from '@/features/billing';
import { useMessages } from '@/lib/i18n/i18n';
import { ticketMessages } from '../messages';

/**
 * The counter comes with the price list and invoices (decision 155): Premium and Enterprise. A
 * Free studio sees the plan's upgrade panel under the page's heading, without asking for what it
 * would be refused.
 */
export function TicketsGate({ children }: { children: ReactNode }) {
  const t = useMessages(ticketMessages);
  if (!usePlanHas('invoices'))
    return (
      <div>
        <PageHeader title={t.title} description={t.description} />
        <UpgradePanel id="tickets-upgrade" testId="tickets-upgrade" title={t.upgradeTitle} text={t.upgradeText} linkLabel={t.upgradeLink} />
      </div>
    );
  return children;
}
