import type { Service } from '@atelier/shared';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { RecordActions } from '@/components/ui/record-actions';
import { Card } from '@/components/ui/card';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useFormat } from '@/lib/use-format';
import { serviceMessages } from '../messages';

/** A line of the price list: its name and price, then its time, stage and garment ('45 min · Sewing · Pants'). */
export function ServiceCard({ service, onEdit, onDelete }: { service: Service; onEdit?: () => void; onDelete?: () => void }) {
  const titleId = useId();
  const t = useMessages(serviceMessages);
  const labels = useLabels();
  const format = useFormat();
  const line = [
    t.minutes({ minutes: service.minutes }),
    service.stage && labels.stage(service.stage),
    service.garmentType && labels.garment(service.garmentType),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card className="flex w-full flex-col gap-3 p-5" role="article" aria-labelledby={titleId} data-testid="service-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="truncate text-lg font-semibold">
            {service.name}
          </h2>
          <p className="truncate text-sm text-muted-foreground">{line}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          {service.price !== null && (
            <span className="text-lg font-semibold tabular-nums" data-testid="service-price">
              {format.money(service.price)}
            </span>
          )}
          {!service.active && <Badge variant="secondary">{t.inactive}</Badge>}
        </div>
      </div>
      {(onEdit || onDelete) && (
        <RecordActions
          onEdit={onEdit}
          editLabel={t.edit({ name: service.name })}
          onDelete={onDelete}
          deleteLabel={t.delete({ name: service.name })}
          className="mt-auto justify-end"
        />
      )}
    </Card>
  );
}
