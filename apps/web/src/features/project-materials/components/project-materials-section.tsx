import type { ProjectMaterialLine } from '@atelier/shared';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PanelStatus } from '@/components/ui/panel-status';
import { usePlanHas } from '@/features/billing';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useFormat } from '@/lib/use-format';
import { useBillOfMaterials, useRemoveProjectMaterial } from '../api/project-materials-api';
import { projectMaterialMessages } from '../messages';
import { AddMaterialDialog } from './add-material-dialog';
import { BillLine } from './bill-line';
import { LineQuantityDialog, type LineAction } from './line-dialogs';

type Open = { kind: 'add' } | { kind: LineAction | 'remove'; line: ProjectMaterialLine } | null;

/**
 * The project's bill of materials in its details (decision 144): Premium and Enterprise, for the
 * roles that read materials; absent otherwise, without asking for what the server would refuse.
 */
export function ProjectMaterials({ project }: { project: { id: string; name: string } }) {
  const included = usePlanHas('materials');
  const canRead = useCan('materials.read');
  if (!included || !canRead) return null;
  return <BillSection project={project} />;
}

function BillSection({ project }: { project: { id: string; name: string } }) {
  const t = useMessages(projectMaterialMessages);
  const format = useFormat();
  const headingId = useId();
  const bill = useBillOfMaterials(project.id);
  const canWrite = useCan('projects.write');
  const canReserve = useCan('materials.reserve');
  const remove = useRemoveProjectMaterial(project.id);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const lines = bill.data?.lines ?? [];
  const totalCost = bill.data?.totalCost ?? null;
  const unpriced = bill.data?.unpricedLines ?? 0;
  return (
    <section aria-labelledby={headingId} className="mt-4 space-y-3 border-t border-border pt-4" data-testid="project-materials">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {t.heading}
        </h3>
        {canWrite && (
          <Button size="sm" onClick={() => setOpen({ kind: 'add' })}>
            {t.addMaterial}
          </Button>
        )}
      </div>
      <PanelStatus query={bill} loadingText={t.loading} failedText={t.loadFailed} retryText={t.tryAgain}>
        {lines.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.none}</p>
        ) : (
          <ul className="space-y-3" aria-label={t.listLabel({ name: project.name })}>
            {lines.map((line) => (
              <BillLine
                key={line.id}
                line={line}
                showCost={totalCost !== null}
                canWrite={canWrite}
                canReserve={canReserve}
                onAction={(kind) => setOpen({ kind, line })}
                onRemove={() => setOpen({ kind: 'remove', line })}
              />
            ))}
          </ul>
        )}
        {totalCost !== null && lines.length > 0 && (
          <p className="text-end text-sm">
            {t.totalCost}:{' '}
            <span className="font-semibold tabular-nums" data-testid="bill-total">
              {format.money(totalCost)}
            </span>
            {unpriced > 0 && <span className="block text-xs text-muted-foreground">{t.unpriced(unpriced)}</span>}
          </p>
        )}
      </PanelStatus>
      {open?.kind === 'add' && <AddMaterialDialog projectId={project.id} projectName={project.name} listed={lines} onClose={close} />}
      {(open?.kind === 'edit' || open?.kind === 'reserve' || open?.kind === 'cut') && (
        <LineQuantityDialog projectId={project.id} line={open.line} action={open.kind} onClose={close} />
      )}
      {open?.kind === 'remove' && (
        <ConfirmDialog
          title={t.removeTitle}
          description={t.removeText({ name: open.line.material.name })}
          confirmLabel={t.remove}
          confirmVariant="destructive"
          action={() => remove.mutateAsync(open.line.id)}
          onClose={close}
        />
      )}
    </section>
  );
}
