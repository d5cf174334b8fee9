/** components/<plural>-page.tsx: the list with its search, and the add, edit and delete dialogs (decision 198). */
export const page = (n, messages) => [imports(n), messages, ...[listPage, card, formDialog].map((part) => part(n))].join('');

/** The imports the page needs. */
const imports = (
  n,
) => `import { create${n.pascalOne}BodySchema, update${n.pascalOne}BodySchema, type ${n.pascalOne} } from '@atelier/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ListHeader, ListPage } from '@/components/layout/list-page';
import { RecordActions } from '@/components/ui/record-actions';
import { Card } from '@/components/ui/card';
import { CardGrid } from '@/components/ui/card-list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { i18n, params, useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { maxLengthsOf } from '@/lib/schema-limits';
import { useForm } from '@/lib/use-form';
import { useServerSearch } from '@/lib/use-server-search';
import { validateBody } from '@/lib/validate-form';
import { useCreate${n.pascalOne}, useDelete${n.pascalOne}, useUpdate${n.pascalOne}, use${n.pascal} } from '../api/${n.kebab}-api';

`;

/** The page: its header, its search, its cards and the one open dialog. */
const listPage = (n) => `/** Which dialog is open, and for which ${n.one}; one at a time. */
type Open = { kind: 'form'; ${n.camelOne}: ${n.pascalOne} | null } | { kind: 'delete'; ${n.camelOne}: ${n.pascalOne} } | null;

const FORM_ID = '${n.kebabOne}-form';
const LIMITS_OF = maxLengthsOf(update${n.pascalOne}BodySchema);

/** /${n.kebab}: the studio's ${n.title} a page at a time, searched by the server (decision 069). */
export function ${n.pascal}Page() {
  const t = useMessages(${n.camelOne}Messages);
  const query = useServerSearch();
  const list = use${n.pascal}({ search: query.search });
  const [open, setOpen] = useState<Open>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const canWrite = useCan('${n.camel}.write');
  const canDelete = useCan('${n.camel}.delete');
  const remove = useDelete${n.pascalOne}();
  const close = () => setOpen(null);

  return (
    <div>
      <ListPage
        header={
          <ListHeader
            title={t.title}
            description={t.description}
            create={canWrite && { label: t.add, onClick: () => setOpen({ kind: 'form', ${n.camelOne}: null }), ref: addButton }}
            search={{ value: query.text, onChange: query.setText, placeholder: t.searchPlaceholder, label: t.searchLabel }}
          />
        }
        list={list}
        loadingText={t.loading}
        emptyText={query.search ? t.emptyFiltered : t.empty}
      >
        <CardGrid
          items={list.items}
          label={t.listLabel}
          card={(${n.camelOne}) => (
            <${n.pascalOne}Card
              ${n.camelOne}={${n.camelOne}}
              onEdit={canWrite ? () => setOpen({ kind: 'form', ${n.camelOne} }) : undefined}
              onDelete={canDelete ? () => setOpen({ kind: 'delete', ${n.camelOne} }) : undefined}
            />
          )}
        />
      </ListPage>

      {open?.kind === 'form' && <${n.pascalOne}FormDialog ${n.camelOne}={open.${n.camelOne}} onClose={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t.deleteTitle}
          description={t.deleteDescription({ name: open.${n.camelOne}.name })}
          confirmLabel={t.deleteConfirm}
          confirmVariant="destructive"
          onClose={close}
          action={async () => {
            await remove.mutateAsync(open.${n.camelOne}.id);
          }}
        />
      )}
    </div>
  );
}

`;

/** One card of the list. */
const card = (n) => `/** One ${n.one}: its name, its note, and the buttons the user's role allows. */
function ${n.pascalOne}Card({ ${n.camelOne}, onEdit, onDelete }: { ${n.camelOne}: ${n.pascalOne}; onEdit?: () => void; onDelete?: () => void }) {
  const titleId = useId();
  const t = useMessages(${n.camelOne}Messages);
  return (
    <Card className="flex w-full flex-col gap-3 p-5" role="article" aria-labelledby={titleId}>
      <h2 id={titleId} className="truncate text-lg font-semibold">
        {${n.camelOne}.name}
      </h2>
      {${n.camelOne}.note && <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{${n.camelOne}.note}</p>}
      <RecordActions
        onEdit={onEdit}
        editLabel={t.edit({ name: ${n.camelOne}.name })}
        onDelete={onDelete}
        deleteLabel={t.delete({ name: ${n.camelOne}.name })}
        className="mt-auto justify-end"
      />
    </Card>
  );
}

`;

/** The add and edit dialog. */
const formDialog = (n) => `/**
 * Add and edit on one dialog, checked by the shared schema before it is sent; a refused save keeps
 * what was typed with the error on its field (decisions 065, 122).
 */
function ${n.pascalOne}FormDialog({ ${n.camelOne}, onClose }: { ${n.camelOne}: ${n.pascalOne} | null; onClose: () => void }) {
  const t = useMessages(${n.camelOne}Messages);
  const form = useForm(() => ({ name: ${n.camelOne}?.name ?? '', note: ${n.camelOne}?.note ?? '' }));
  const { values, errorOf, text } = form;
  const create = useCreate${n.pascalOne}();
  const update = useUpdate${n.pascalOne}();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const name = values.name.trim();
    const body = { name, note: values.note.trim() || null };
    const saved = ${n.camelOne}
      ? await form.submit(validateBody(update${n.pascalOne}BodySchema, body), (valid) => update.mutateAsync({ id: ${n.camelOne}.id, body: valid }))
      : await form.submit(validateBody(create${n.pascalOne}BodySchema, body), (valid) => create.mutateAsync(valid));
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={${n.camelOne} ? t.editTitle : t.addTitle}
      description={${n.camelOne} ? t.editDescription({ name: ${n.camelOne}.name }) : t.addDescription}
      formId={FORM_ID}
      submitLabel={${n.camelOne} ? t.saveChanges : t.save}
      isSaving={create.isPending || update.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <Field label={t.name} error={errorOf('name')}>
          {(p) => <Input {...p} value={values.name} onChange={text('name')} autoComplete="off" maxLength={LIMITS_OF.name} />}
        </Field>
        <Field label={t.note} optional error={errorOf('note')}>
          {(p) => <Textarea {...p} value={values.note} onChange={text('note')} rows={3} maxLength={LIMITS_OF.note} />}
        </Field>
      </form>
    </FormDialog>
  );
}
`;
