import type { Measurement } from '@atelier/shared';
import { Home, Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { photoMessages } from '@/features/photos';
import { PhotosButton } from '@/features/photos';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useFormat } from '@/lib/use-format';
import { measurementMessages } from '../messages';
import { garmentLabelOf } from './garment-choice';
import { MeasurementChanges } from './measurement-changes';
import { WaitingBadge } from '@/features/offline';

/**
 * One recorded measurement in the history: who, what garment, the values, notes and date. Values
 * are shown in the user's unit; one taken in the other unit says so: '81.28 cm (32 in)' (decision 027).
 */
export function MeasurementCard({
  measurement,
  clientName,
  onEdit,
  onDelete,
  onPhotos,
}: {
  measurement: Measurement;
  clientName: string;
  onEdit: () => void;
  onDelete: () => void;
  onPhotos?: () => void;
}) {
  const titleId = useId();
  const t = useMessages(measurementMessages);
  const tp = useMessages(photoMessages);
  const labels = useLabels();
  const format = useFormat();
  const garment = garmentLabelOf(measurement, labels.garment);
  return (
    <Card className="flex w-full flex-col p-5" role="article" aria-labelledby={titleId}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="truncate text-base font-semibold">
            {clientName}
          </h3>
          <p className="text-xs text-muted-foreground">
            <time dateTime={measurement.createdAt}>{format.dateTime(measurement.createdAt)}</time>
          </p>
          {measurement.takenBy === 'client' && (
            <p className="mt-1 flex items-center gap-1 text-xs font-medium text-muted-foreground">
              <Home className="h-3.5 w-3.5" aria-hidden />
              {t.takenByClient}
            </p>
          )}
        </div>
        <div className="flex flex-col items-end gap-1">
          <Badge variant="accent">{garment}</Badge>
          <WaitingBadge recordId={measurement.id} />
        </div>
      </div>
      {measurement.measurements.length > 0 ? (
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm">
          {measurement.measurements.map((v) => (
            <div key={v.name} className="flex justify-between gap-2 border-b border-border/60 pb-1">
              <dt className="text-muted-foreground">{labels.measurement(v.name)}</dt>
              <dd className="text-end font-medium tabular-nums">{format.size(v)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">{t.noValues}</p>
      )}
      {measurement.notes && <p className="mt-3 rounded-lg bg-muted px-3 py-2 text-sm whitespace-pre-line">{measurement.notes}</p>}
      {/* Its earlier values, who changed them and when (decision 130). */}
      <MeasurementChanges id={measurement.id} what={t.recordName({ garment, client: clientName })} />
      <div className="mt-auto flex justify-end gap-1 pt-4">
        {onPhotos && <PhotosButton name={tp.measurementName({ garment, client: clientName })} onClick={onPhotos} />}
        <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t.editAction({ garment, client: clientName })}>
          <Pencil className="h-4 w-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={onDelete}
          aria-label={t.deleteAction({ garment, client: clientName })}
          className="text-destructive"
        >
          <Trash2 className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </Card>
  );
}
