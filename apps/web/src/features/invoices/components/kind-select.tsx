import { Label } from '@/components/ui/label';
import { FILTER_WIDTH } from '@/components/ui/list-toolbar';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { invoiceMessages } from '../messages';
import { KIND_FILTERS, type KindFilter } from './invoice-filters';

/** Invoices, deposit invoices or credit notes (decision 167): credit notes have a list of their own. */
export function KindSelect({ value, onChange }: { value: KindFilter; onChange: (value: KindFilter) => void }) {
  const t = useMessages(invoiceMessages);
  const label = (k: KindFilter) => (k === 'all' ? t.kindAll : k === 'deposit' ? t.kindDeposits : t.kindCreditNotes);
  return (
    <>
      <Label htmlFor="invoice-kind-filter" className="sr-only">
        {t.kindFilterLabel}
      </Label>
      <Select
        id="invoice-kind-filter"
        value={value}
        onValueChange={(v) => onChange(v as KindFilter)}
        options={KIND_FILTERS.map((k) => ({ value: k, label: label(k) }))}
        className={FILTER_WIDTH}
      />
    </>
  );
}
