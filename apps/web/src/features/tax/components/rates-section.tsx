import { TAX_LIMITS, type TaxRate } from '@atelier/shared';
import { useState } from 'react';
import { SettingsSection } from '@/components/layout/settings-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMessages } from '@/lib/i18n/i18n';
import { formatPercent } from '@/lib/percent';
import { useFormat } from '@/lib/use-format';
import { useRemoveTaxRate } from '../api/tax-api';
import { taxMessages } from '../messages';
import { RateFormDialog } from './rate-form-dialog';
import { categoryLabel } from './tax-labels';

/** The studio's named rates (decision 162), each with Edit and Remove for whoever manages tax; 'Add rate'. */
export function RatesSection({ rates, readOnly }: { rates: TaxRate[]; readOnly: boolean }) {
  const t = useMessages(taxMessages);
  const format = useFormat();
  const [editing, setEditing] = useState<TaxRate | 'new' | null>(null);
  const [removing, setRemoving] = useState<TaxRate | null>(null);
  const remove = useRemoveTaxRate();
  const shown = rates.filter((r) => !r.archived);

  return (
    <SettingsSection title={t.ratesTitle} description={t.ratesDescription}>
      <div className="space-y-4" data-testid="tax-rates">
        {shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noRates}</p>
        ) : (
          <ul className="divide-y divide-border">
            {shown.map((rate) => (
              <li key={rate.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium break-words">
                    <span>{rate.name}</span>
                    {rate.isDefault && <Badge variant="secondary">{t.defaultRate}</Badge>}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {t.rateFacts({ rate: formatPercent(rate.rate, format.language), category: categoryLabel(t, rate.category) })}
                  </p>
                  {rate.exemptionReason && <p className="text-xs break-words text-muted-foreground">{rate.exemptionReason}</p>}
                </div>
                {!readOnly && (
                  <div className="flex gap-2">
                    <Button variant="outline" size="sm" aria-label={t.editRate({ name: rate.name })} onClick={() => setEditing(rate)}>
                      {t.editLabel}
                    </Button>
                    <Button variant="ghost" size="sm" aria-label={t.removeRate({ name: rate.name })} onClick={() => setRemoving(rate)}>
                      {t.removeLabel}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        {!readOnly && (
          <Button onClick={() => setEditing('new')} disabled={shown.length >= TAX_LIMITS.ratesMax}>
            {t.addRate}
          </Button>
        )}
      </div>
      {editing && <RateFormDialog rate={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {removing && (
        <ConfirmDialog
          title={t.removeTitle}
          description={t.removeText({ name: removing.name })}
          confirmLabel={t.removeLabel}
          confirmVariant="destructive"
          action={() => remove.mutateAsync(removing.id)}
          onClose={() => setRemoving(null)}
        />
      )}
    </SettingsSection>
  );
}
