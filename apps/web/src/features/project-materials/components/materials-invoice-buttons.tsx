import type { BillOfMaterials } from '@atelier/shared';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePlanHas } from '@/features/billing';
import { useLocale, useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useFormat } from '@/lib/use-format';
import { useBillOfMaterials } from '../api/project-materials-api';
import { projectMaterialMessages } from '../messages';

/** One suggested invoice item: quantity 1, the rate the total (decision 144). */
type MaterialsInvoiceItem = NonNullable<BillOfMaterials['invoiceLines']>['atCost'];

/**
 * The invoice form's offer of the project's materials (decision 144): the bill's suggested line at
 * cost, or with the studio's markup, added to the items. Only for the roles that see prices, on a
 * plan with materials, and while something on the bill is priced (the server answers null otherwise).
 */
export function MaterialsInvoiceButtons({ projectId, onAdd }: { projectId: string; onAdd: (item: MaterialsInvoiceItem) => void }) {
  const included = usePlanHas('materials');
  const canRead = useCan('materials.read');
  const canPrice = useCan('materials.write');
  const seesPrices = canRead && canPrice;
  const bill = useBillOfMaterials(projectId, included && seesPrices);
  const t = useMessages(projectMaterialMessages);
  const language = useLocale();
  const format = useFormat();
  const lines = bill.data?.invoiceLines;
  if (!included || !seesPrices || !projectId || !lines || bill.data?.totalCost == null) return null;
  const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(bill.data.markupPercent ?? 0);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-dashed border-border p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground">{t.invoiceMaterialsHint({ total: format.money(bill.data.totalCost) })}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => onAdd(lines.atCost)}>
          <Plus className="h-4 w-4" aria-hidden /> {t.addAtCost}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => onAdd(lines.withMarkup)}>
          <Plus className="h-4 w-4" aria-hidden /> {t.addWithMarkup({ percent })}
        </Button>
      </div>
    </div>
  );
}
