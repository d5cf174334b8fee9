import type { Fitting, Project } from '@atelier/shared';
import { useId, useState } from 'react';
import { correctionText, wornText } from '@/features/fittings';
import { fittingMessages, type FittingTexts } from '@/features/fittings';
import { RecordPhotos } from '@/features/photos';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PanelStatus } from '@/components/ui/panel-status';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useDeleteFitting, useFittings } from '@/features/fittings';
import { useFormat } from '@/lib/use-format';
import { FittingFormDialog } from './fitting-form-dialog';

type Editing = { fitting: Fitting | null } | null;

function FittingItem({
  fitting,
  t,
  canWrite,
  onEdit,
  onDelete,
}: {
  fitting: Fitting;
  t: FittingTexts;
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const format = useFormat();
  const date = format.dateTime(fitting.fittedOn);
  const worn = wornText(fitting.worn, t, format.language);
  return (
    <li className="space-y-2 rounded-md border border-border p-3" data-testid="fitting">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{date}</p>
          <p className="text-sm text-muted-foreground">
            {t.wore}: {worn || t.noWorn}
          </p>
        </div>
        {canWrite && (
          <div className="flex gap-1">
            <Button variant="outline" size="sm" aria-label={t.editOf({ date })} onClick={onEdit}>
              {t.edit}
            </Button>
            <Button variant="ghost" size="sm" aria-label={t.removeOf({ date })} onClick={onDelete}>
              {t.remove}
            </Button>
          </div>
        )}
      </div>
      {fitting.corrections.length > 0 && (
        <ul className="list-disc space-y-0.5 ps-5 text-sm" aria-label={t.corrections}>
          {fitting.corrections.map((c) => (
            <li key={c.id} className={c.retiredAt ? 'text-muted-foreground line-through' : undefined}>
              {correctionText(c, format.language)}
            </li>
          ))}
        </ul>
      )}
      {fitting.notes && <p className="text-sm break-words whitespace-pre-line">{fitting.notes}</p>}
      <details>
        <summary className="min-h-6 cursor-pointer text-sm text-primary">{t.photosOf({ date })}</summary>
        <div className="pt-2">
          <RecordPhotos subject="fitting" subjectId={fitting.id} canWrite={canWrite} />
        </div>
      </details>
    </li>
  );
}

/**
 * The project's fittings in its details (decision 086): each with its date, what was worn, its
 * corrections ('+2 cm Waist — tight when seated') and photos; recorded, edited and deleted here.
 */
export function ProjectFittings({ project }: { project: Project }) {
  const t = useMessages(fittingMessages);
  const format = useFormat();
  const headingId = useId();
  const list = useFittings(project.id);
  const canWrite = useCan('projects.write');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Fitting | null>(null);
  const remove = useDeleteFitting(project.id, project.clientId.id);
  const fittings = list.data ?? [];
  return (
    <section aria-labelledby={headingId} className="mt-4 space-y-3 border-t border-border pt-4" data-testid="project-fittings">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {t.heading}
        </h3>
        {canWrite && (
          <Button size="sm" onClick={() => setEditing({ fitting: null })}>
            {t.record}
          </Button>
        )}
      </div>
      <PanelStatus query={list} loadingText={t.loading} failedText={t.loadFailed} retryText={t.tryAgain}>
        {fittings.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.none}</p>
        ) : (
          <ul className="space-y-3" aria-labelledby={headingId}>
            {fittings.map((f) => (
              <FittingItem
                key={f.id}
                fitting={f}
                t={t}
                canWrite={canWrite}
                onEdit={() => setEditing({ fitting: f })}
                onDelete={() => setDeleting(f)}
              />
            ))}
          </ul>
        )}
      </PanelStatus>
      {editing && (
        <FittingFormDialog
          projectId={project.id}
          clientId={project.clientId.id}
          fitting={editing.fitting}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t.removeTitle}
          description={`${format.dateTime(deleting.fittedOn)}: ${t.removeText}`}
          confirmLabel={t.remove}
          confirmVariant="destructive"
          action={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
