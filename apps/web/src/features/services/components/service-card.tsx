import type { Service } from '@atelier/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
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
        <div className="mt-auto flex justify-end gap-1">
          {onEdit && (
            <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t.edit({ name: service.name })}>
              <Pencil className="h-4 w-4" aria-hidden />
            </Button>
          )}
          {onDelete && (
            <Button
              variant="ghost"
              size="icon"
              onClick={onDelete}
              aria-label={t.delete({ name: service.name })}
              className="text-destructive"
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
