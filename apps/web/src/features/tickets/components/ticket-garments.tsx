import type { Ticket, TicketGarment } from '@atelier/shared';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { PhotosButton, PhotosDialog } from '@/features/photos';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useCan } from '@/lib/permissions';
import { useFormat } from '@/lib/use-format';
import { ticketMessages } from '../messages';
import { ticketMoney } from './ticket-texts';

/** One garment: its code (on its tag), what it is, its lines, and its stages as they are done. */
function GarmentCard({ garment, ticket, onPhotos }: { garment: TicketGarment; ticket: Ticket; onPhotos: () => void }) {
  const t = useMessages(ticketMessages);
  const labels = useLabels();
  const format = useFormat();
  const done = garment.stages.filter((s) => s.status === 'done' || s.status === 'skipped').length;
  return (
    <Card className="space-y-3 p-4" data-testid="ticket-garment-card">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold tabular-nums" data-testid="garment-code">
            {garment.code}
          </h3>
          <p className="truncate">
            {garment.description}
            {garment.garmentType && <span className="text-muted-foreground"> · {labels.garment(garment.garmentType)}</span>}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {garment.done && <Badge variant="success">{t.statusReady}</Badge>}
          <PhotosButton name={garment.code} onClick={onPhotos} />
        </div>
      </div>
      <ul className="space-y-1 text-sm">
        {garment.lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-3">
            <span className="min-w-0 truncate">
              {line.quantity > 1 && `${format.quantity(line.quantity)} × `}
              {line.description}
            </span>
            {line.amount !== null && <span className="shrink-0 tabular-nums">{ticketMoney(line.amount, ticket, format.language)}</span>}
          </li>
        ))}
      </ul>
      {garment.stages.length > 0 && (
        <div className="space-y-1">
          <p className="text-xs text-muted-foreground">
            {t.stages} · {t.garmentsDone({ done, count: garment.stages.length })}
          </p>
          <ol className="flex flex-wrap gap-1" aria-label={t.stages}>
            {garment.stages.map((stage) => (
              <li key={stage.id}>
                <Badge variant={stage.status === 'done' ? 'success' : stage.status === 'in-progress' ? 'accent' : 'outline'}>
                  {labels.stage(stage.name)} · {labels.stageStatus(stage.status)}
                </Badge>
              </li>
            ))}
          </ol>
        </div>
      )}
      {garment.notes && <p className="text-sm whitespace-pre-line text-muted-foreground">{garment.notes}</p>}
    </Card>
  );
}

/** The ticket's garments; each is a project, whose photos open in a dialog (decision 081). */
export function TicketGarments({ ticket }: { ticket: Ticket }) {
  const t = useMessages(ticketMessages);
  const canWrite = useCan('projects.write');
  const [photosOf, setPhotosOf] = useState<TicketGarment | null>(null);
  return (
    <section className="space-y-3" aria-labelledby="ticket-garments">
      <h2 id="ticket-garments" className="text-lg font-semibold">
        {t.garments}
      </h2>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {ticket.garments.map((garment) => (
          <GarmentCard key={garment.id} garment={garment} ticket={ticket} onPhotos={() => setPhotosOf(garment)} />
        ))}
      </div>
      {photosOf && (
        <PhotosDialog
          subject="project"
          subjectId={photosOf.id}
          name={photosOf.code}
          canWrite={canWrite}
          onClose={() => setPhotosOf(null)}
        />
      )}
    </section>
  );
}
