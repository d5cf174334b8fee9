import type { ContractTemplate } from '@atelier/shared';
import { ArrowLeft, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { RecordActions } from '@/components/ui/record-actions';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useContractTemplates, useDeleteContractTemplate } from '../api/contracts-api';
import { contractMessages } from '../messages';
import { TemplateFormDialog } from './template-form-dialog';

type Open = { kind: 'form'; template: ContractTemplate | null } | { kind: 'delete'; template: ContractTemplate } | null;

function TemplateCard({ template, onEdit, onDelete }: { template: ContractTemplate; onEdit?: () => void; onDelete?: () => void }) {
  const t = useMessages(contractMessages);
  const titleId = useId();
  return (
    <Card className="flex min-w-0 flex-1 flex-col gap-2 p-5" role="article" aria-labelledby={titleId} data-testid="contract-template-card">
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 truncate text-lg font-semibold">
          {template.name}
        </h2>
        <RecordActions
          onEdit={onEdit}
          editLabel={t.editTemplate({ name: template.name })}
          onDelete={onDelete}
          deleteLabel={t.deleteTemplate({ name: template.name })}
          className="shrink-0"
        />
      </div>
      <p className="line-clamp-3 whitespace-pre-wrap break-words text-sm text-muted-foreground">{template.body}</p>
    </Card>
  );
}

function TemplatesList() {
  const t = useMessages(contractMessages);
  const templates = useContractTemplates();
  const canWrite = useCan('contracts.write');
  const remove = useDeleteContractTemplate();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <div className="space-y-6">
      <AppLink to="/contracts" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden /> {t.back}
      </AppLink>
      <PageHeader
        title={t.templatesTitle}
        description={t.templatesDescription}
        actions={
          canWrite && (
            <Button size="lg" className="w-full sm:w-auto" onClick={() => setOpen({ kind: 'form', template: null })}>
              <Plus className="h-4 w-4" aria-hidden /> {t.addTemplate}
            </Button>
          )
        }
      />
      {templates.isPending && (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner /> {t.loadingTemplates}
        </p>
      )}
      {templates.data?.length === 0 && <p className="text-muted-foreground">{t.noTemplates}</p>}
      <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-label={t.templates}>
        {templates.data?.map((template) => (
          <li key={template.id} className="flex min-w-0">
            <TemplateCard
              template={template}
              onEdit={canWrite ? () => setOpen({ kind: 'form', template }) : undefined}
              onDelete={canWrite ? () => setOpen({ kind: 'delete', template }) : undefined}
            />
          </li>
        ))}
      </ul>
      {open?.kind === 'form' && <TemplateFormDialog template={open.template} onClose={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t.deleteTemplateTitle}
          description={t.deleteTemplateDescription({ name: open.template.name })}
          confirmLabel={t.deleteTemplateConfirm}
          confirmVariant="destructive"
          onClose={close}
          action={async () => {
            await remove.mutateAsync(open.template.id);
          }}
        />
      )}
    </div>
  );
}

/** /contracts/templates (decision 159): the studio's contract templates, added and edited in a dialog. */
export function ContractTemplatesPage() {
  return <TemplatesList />;
}
