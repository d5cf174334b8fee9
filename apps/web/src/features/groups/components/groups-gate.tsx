import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { UpgradePanel } from '@/components/ui/upgrade-panel';
import { usePlanHas } from '@/features/billing';
import { useMessages } from '@/lib/i18n/i18n';
import { groupMessages } from '../messages';

/** Groups are Premium and Enterprise (decision 160): a Free studio sees the upgrade panel under the heading. */
export function GroupsGate({ children }: { children: ReactNode }) {
  const t = useMessages(groupMessages);
  if (!usePlanHas('groups'))
    return (
      <div>
        <PageHeader title={t.title} description={t.description} />
        <UpgradePanel id="groups-upgrade" testId="groups-upgrade" title={t.upgradeTitle} text={t.upgradeText} linkLabel={t.upgradeLink} />
      </div>
    );
  return children;
}
