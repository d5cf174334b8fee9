import { can } from '@/lib/permissions';
import { useSession } from '@/lib/session-context';
import { DeleteAccountSection } from './delete-account-section';
import { ExportSection } from './export-section';
import { ImportClientsSection } from './import-clients-section';
import { StorageSection } from './storage-section';

/** The Data tab of /settings: storage used, take everything out, bring clients in, delete the account. */
export function DataTab() {
  const { user } = useSession();
  // A manager holds both; the tab is not offered to a role with neither (settings-tabs.ts).
  return (
    <div className="space-y-6" data-testid="data-tab">
      <StorageSection />
      {can(user, 'data.export') && <ExportSection />}
      {can(user, 'data.import') && <ImportClientsSection />}
      <DeleteAccountSection />
    </div>
  );
}
