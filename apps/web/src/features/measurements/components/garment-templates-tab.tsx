import type { GarmentTemplate } from '@atelier/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardGrid } from '@/components/ui/card-list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { PlanUpgrade } from '@/features/billing';
import { ApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useCan } from '@/lib/permissions';
import { PLAN_REFUSALS, useDeleteTemplate, useGarmentTemplates } from '../api/garment-templates-api';
import { garmentMessages, type GarmentTexts } from '../garment-messages';
import { TemplateEditorDialog } from './template-editor-dialog';

type Open = { kind: 'form'; template: GarmentTemplate | null } | { kind: 'delete'; template: GarmentTemplate } | null;

function TemplateCard({
  template,
  t,
  onEdit,
  onDelete,
}: {
  template: GarmentTemplate;
  t: GarmentTexts;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const titleId = useId();
  const labels = useLabels();
  const count = template.measurements.length;
  return (
    <Card className="flex w-full flex-col p-5" role="article" aria-labelledby={titleId}>
      <h3 id={titleId} className="text-base font-semibold break-words">
        {template.name}
      </h3>
      <p className="text-xs text-muted-foreground">{t.measurementCount(count)}</p>
      <p className="mt-3 text-sm">
        {count > 0 ? template.measurements.map((m) => labels.measurement(m.name)).join(', ') : t.noMeasurements}
      </p>
      {(onEdit || onDelete) && (
        <div className="mt-auto flex justify-end gap-1 pt-4">
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t.editAction({ name: template.name })}>
            <Pencil className="h-4 w-4" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={onDelete}
            aria-label={t.deleteAction({ name: template.name })}
            className="text-destructive"
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      )}
    </Card>
  );
}

/**
 * The 'Garments' tab (decision 078): the studio's own garments and their measurement lists, made
 * and changed by the owner and managers (studio.write), read by everyone who takes measurements.
 * A plan without them shows the upgrade panel, as the invoices page does.
 */
export function GarmentTemplatesTab() {
  const t = useMessages(garmentMessages);
  const { included, templates, isLoading, error } = useGarmentTemplates();
  const canEdit = useCan('studio.write');
  const remove = useDeleteTemplate();
  const [open, setOpen] = useState<Open>(null);
  const refused = error instanceof ApiError && (PLAN_REFUSALS as readonly string[]).includes(error.code);

  if (!included || refused) {
    return <PlanUpgrade feature="garmentTemplates" />;
  }
  return (
    <section aria-labelledby="garments-title" className="space-y-4" data-testid="garments-tab">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="garments-title" className="text-lg font-semibold">
            {t.title}
          </h2>
          <p className="max-w-2xl text-sm text-muted-foreground">{t.description}</p>
        </div>
        {canEdit && (
          <Button size="lg" className="w-full sm:w-auto" onClick={() => setOpen({ kind: 'form', template: null })}>
            <Plus className="h-4 w-4" aria-hidden /> {t.add}
          </Button>
        )}
      </div>
      {!canEdit && <p className="rounded-lg border border-border bg-muted px-4 py-3 text-sm">{t.readOnly}</p>}
      {isLoading ? (
        <div role="status" className="flex items-center gap-3 py-4 text-muted-foreground">
          <Spinner className="text-primary" />
          <p>{t.loading}</p>
        </div>
      ) : templates.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.empty}</p>
      ) : (
        <CardGrid
          items={templates}
          label={t.listLabel}
          card={(template) => (
            <TemplateCard
              template={template}
              t={t}
              onEdit={canEdit ? () => setOpen({ kind: 'form', template }) : undefined}
              onDelete={canEdit ? () => setOpen({ kind: 'delete', template }) : undefined}
            />
          )}
        />
      )}
      {open?.kind === 'form' && <TemplateEditorDialog template={open.template} onClose={() => setOpen(null)} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          onClose={() => setOpen(null)}
          title={t.deleteTitle}
          description={t.deleteDescription({ name: open.template.name })}
          confirmLabel={t.deleteConfirm}
          confirmVariant="destructive"
          action={() => remove.mutateAsync(open.template.id)}
        />
      )}
    </section>
  );
}
