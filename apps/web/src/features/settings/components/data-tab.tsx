import { DeleteAccountSection } from './delete-account-section';
import { ExportSection } from './export-section';
import { ImportClientsSection } from './import-clients-section';
import { StorageSection } from './storage-section';

/** The Data tab of /settings: storage used, take everything out, bring clients in, delete the account. */
export function DataTab() {
  return (
    <div className="space-y-6" data-testid="data-tab">
      <StorageSection />
      <ExportSection />
      <ImportClientsSection />
      <DeleteAccountSection />
    </div>
  );
}
