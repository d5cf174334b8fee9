import { createDesignerStyleBodySchema, updateDesignerStyleBodySchema, type DesignerStyle } from '@atelier/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ListHeader, ListPage } from '@/components/layout/list-page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardGrid } from '@/components/ui/card-list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useSuppliers } from '@/features/purchasing';
import { i18n, params, useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { maxLengthsOf } from '@/lib/schema-limits';
import { useForm } from '@/lib/use-form';
import { useServerSearch } from '@/lib/use-server-search';
import { validateBody } from '@/lib/validate-form';
import { useCreateDesignerStyle, useDeleteDesignerStyle, useUpdateDesignerStyle, useDesignerStyles } from '../api/designer-styles-api';

/**
 * Every text of the designer styles page (decision 021); French in locales/fr/designer-styles.json. The success
 * toasts are the routes' own messages (decision 138), not these.
 */
const designerStyleMessages = i18n('designer-styles', {
  title: 'Catalogue',
  description: 'The designers’ styles your boutique shows and orders.',
  add: 'Add style',
  searchPlaceholder: 'Search by name or style number...',
  searchLabel: 'Search the catalogue',
  loading: 'Loading the catalogue...',
  empty: 'No styles yet. Add a designer in Suppliers, then their styles here.',
  emptyFiltered: 'No style matches.',
  listLabel: 'Styles',
  edit: params('Edit {name}'),
  delete: params('Delete {name}'),
  addTitle: 'Add style',
  editTitle: 'Edit style',
  addDescription: 'A designer’s style, as the designer numbers and names it.',
  editDescription: params('Change {name}.'),
  save: 'Save style',
  saveChanges: 'Save Changes',
  designer: 'Designer',
  chooseDesigner: 'Choose a designer',
  noDesignerYet: 'Add the designer in Suppliers first.',
  styleNumber: 'Style number',
  name: 'Name',
  note: 'Note',
  byDesigner: params('{designer} · {number}'),
  deleteTitle: 'Delete style',
  deleteDescription: params('Delete {name}? This cannot be undone.'),
  deleteConfirm: 'Delete',
});

/** Which dialog is open, and for which designer style; one at a time. */
type Open = { kind: 'form'; designerStyle: DesignerStyle | null } | { kind: 'delete'; designerStyle: DesignerStyle } | null;

const FORM_ID = 'designer-style-form';
const LIMITS_OF = maxLengthsOf(updateDesignerStyleBodySchema);

/** /designer-styles, the catalogue (decision 212): the designers' styles a page at a time, searched by the server (decision 069). */
export function DesignerStylesPage() {
  const t = useMessages(designerStyleMessages);
  const query = useServerSearch();
  const list = useDesignerStyles({ search: query.search });
  const [open, setOpen] = useState<Open>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const canWrite = useCan('designerStyles.write');
  const canDelete = useCan('designerStyles.delete');
  const remove = useDeleteDesignerStyle();
  const close = () => setOpen(null);

  return (
    <div>
      <ListPage
        header={
          <ListHeader
            title={t.title}
            description={t.description}
            create={canWrite && { label: t.add, onClick: () => setOpen({ kind: 'form', designerStyle: null }), ref: addButton }}
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
          card={(designerStyle) => (
            <DesignerStyleCard
              designerStyle={designerStyle}
              onEdit={canWrite ? () => setOpen({ kind: 'form', designerStyle }) : undefined}
              onDelete={canDelete ? () => setOpen({ kind: 'delete', designerStyle }) : undefined}
            />
          )}
        />
      </ListPage>

      {open?.kind === 'form' && <DesignerStyleFormDialog designerStyle={open.designerStyle} onClose={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t.deleteTitle}
          description={t.deleteDescription({ name: open.designerStyle.name })}
          confirmLabel={t.deleteConfirm}
          confirmVariant="destructive"
          onClose={close}
          action={async () => {
            await remove.mutateAsync(open.designerStyle.id);
          }}
        />
      )}
    </div>
  );
}

/** One designer style: its name, its note, and the buttons the user's role allows. */
function DesignerStyleCard({
  designerStyle,
  onEdit,
  onDelete,
}: {
  designerStyle: DesignerStyle;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const titleId = useId();
  const t = useMessages(designerStyleMessages);
  return (
    <Card className="flex w-full flex-col gap-3 p-5" role="article" aria-labelledby={titleId}>
      <h2 id={titleId} className="truncate text-lg font-semibold">
        {designerStyle.name}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t.byDesigner({ designer: designerStyle.designer.name, number: designerStyle.styleNumber })}
      </p>
      {designerStyle.note && <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{designerStyle.note}</p>}
      {(onEdit || onDelete) && (
        <div className="mt-auto flex justify-end gap-1">
          {onEdit && (
            <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t.edit({ name: designerStyle.name })}>
              <Pencil className="h-4 w-4" aria-hidden />
            </Button>
          )}
          {onDelete && (
            <Button
              variant="ghost"
              size="icon"
              onClick={onDelete}
              aria-label={t.delete({ name: designerStyle.name })}
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

/**
 * Add and edit on one dialog, checked by the shared schema before it is sent; a refused save keeps
 * what was typed with the error on its field (decisions 065, 122).
 */
function DesignerStyleFormDialog({ designerStyle, onClose }: { designerStyle: DesignerStyle | null; onClose: () => void }) {
  const t = useMessages(designerStyleMessages);
  const form = useForm(() => ({
    designerId: designerStyle?.designer.id ?? '',
    styleNumber: designerStyle?.styleNumber ?? '',
    name: designerStyle?.name ?? '',
    note: designerStyle?.note ?? '',
  }));
  const { values, errorOf, text, set } = form;
  const suppliers = useSuppliers();
  // The style's designer stays choosable even beyond the list's first page.
  const designers = suppliers.items.map((s) => ({ value: s.id, label: s.name }));
  if (designerStyle && !designers.some((d) => d.value === designerStyle.designer.id))
    designers.unshift({ value: designerStyle.designer.id, label: designerStyle.designer.name });
  const create = useCreateDesignerStyle();
  const update = useUpdateDesignerStyle();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      designerId: values.designerId,
      styleNumber: values.styleNumber.trim(),
      name: values.name.trim(),
      note: values.note.trim() || null,
    };
    const saved = designerStyle
      ? await form.submit(validateBody(updateDesignerStyleBodySchema, body), (valid) =>
          update.mutateAsync({ id: designerStyle.id, body: valid }),
        )
      : await form.submit(validateBody(createDesignerStyleBodySchema, body), (valid) => create.mutateAsync(valid));
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={designerStyle ? t.editTitle : t.addTitle}
      description={designerStyle ? t.editDescription({ name: designerStyle.name }) : t.addDescription}
      formId={FORM_ID}
      submitLabel={designerStyle ? t.saveChanges : t.save}
      isSaving={create.isPending || update.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <Field
          label={t.designer}
          error={errorOf('designerId')}
          hint={designers.length === 0 && !suppliers.isLoading ? t.noDesignerYet : undefined}
        >
          {(p) => (
            <Select
              {...p}
              value={values.designerId}
              onValueChange={(v) => set('designerId', v)}
              placeholder={t.chooseDesigner}
              options={designers}
            />
          )}
        </Field>
        <Field label={t.styleNumber} error={errorOf('styleNumber')}>
          {(p) => (
            <Input {...p} value={values.styleNumber} onChange={text('styleNumber')} autoComplete="off" maxLength={LIMITS_OF.styleNumber} />
          )}
        </Field>
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
