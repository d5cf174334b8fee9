import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useTaxSettings } from '../api/tax-api';
import { taxMessages } from '../messages';
import { MissingTerms } from './missing-terms';
import { RatesSection } from './rates-section';
import { TaxSettingsForm } from './tax-settings-form';

/**
 * Settings › Tax (decision 167): what an invoice issued now would lack, the business and
 * invoicing details, the accounts and the rates. Owners and managers change them (tax.manage);
 * anyone else who opens the tab reads them.
 */
export function TaxSettingsTab() {
  const t = useMessages(taxMessages);
  const canManage = useCan('tax.manage');
  const settings = useTaxSettings();
  if (settings.isError) return <Alert variant="error">{t.loadError}</Alert>;
  if (!settings.data)
    return (
      <div role="status" className="flex items-center gap-3 py-4 text-muted-foreground">
        <Spinner className="text-primary" />
        <p>{t.loading}</p>
      </div>
    );
  const data = settings.data;
  return (
    <div className="space-y-6" data-testid="tax-settings">
      {!canManage && <p className="rounded-lg border border-border bg-muted px-4 py-3 text-sm">{t.readOnly}</p>}
      {data.missing.length > 0 ? <MissingTerms missing={data.missing} /> : <p className="text-sm text-muted-foreground">{t.ready}</p>}
      <TaxSettingsForm settings={data} readOnly={!canManage} />
      <RatesSection rates={data.rates} readOnly={!canManage} />
    </div>
  );
}
