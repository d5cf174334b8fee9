import type { Material } from '@atelier/shared';
import type { FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useForm } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { useCreateMaterial, useUpdateMaterial } from '../api/materials-api';
import { materialMessages } from '../messages';
import {
  emptyMaterialForm,
  materialFieldOf,
  materialToForm,
  toCreateMaterialBody,
  toUpdateMaterialBody,
  type MaterialFormContext,
  type MaterialFormValues,
} from './material-form';
import { FabricFields, KindFields, LIMITS_OF, StockFields } from './material-form-fields';
import { unitLabelOf } from './material-texts';

const FORM_ID = 'material-form';

/**
 * 'Add Material' / 'Edit Material' (decision 146): widths and repeats in cm or inches, the
 * low-stock level in metres, yards or units, after the studio's unit; read into millimetres on
 * save. Mounted only while open; a refused save keeps what was typed with the error on its field.
 */
export function MaterialFormDialog({ material, onClose }: { material: Material | null; onClose: () => void }) {
  const t = useMessages(materialMessages);
  const format = useFormat();
  // Prices are the buyers' (decision 142): staff get `cost: null` and never send one.
  const withCost = useCan('materials.write');
  const form = useForm<MaterialFormValues>(() => (material ? materialToForm(material, format.unit, format.language) : emptyMaterialForm), {
    fieldOf: materialFieldOf,
  });
  const { values, errorOf, text } = form;
  const create = useCreateMaterial();
  const update = useUpdateMaterial();
  const ctx: MaterialFormContext = { unit: format.unit, language: format.language, t, unitLabel: unitLabelOf(t), withCost };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = material
      ? await form.submit(toUpdateMaterialBody(values, ctx), (body) => update.mutateAsync({ id: material.id, body }))
      : await form.submit(toCreateMaterialBody(values, ctx), (body) => create.mutateAsync(body));
    if (saved) onClose();
  };
  const textField = (key: 'fibre' | 'colour' | 'supplier' | 'location', label: string) => (
    <Field label={label} optional error={errorOf(key)}>
      {(p) => <Input {...p} value={values[key]} onChange={text(key)} autoComplete="off" maxLength={LIMITS_OF[key]} />}
    </Field>
  );

  return (
    <FormDialog
      title={material ? t.editTitle : t.addTitle}
      description={material ? t.editDescription({ name: material.name }) : t.addDescription}
      formId={FORM_ID}
      submitLabel={material ? t.saveChanges : t.saveMaterial}
      isSaving={create.isPending || update.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <Field label={t.name} error={errorOf('name')}>
          {(p) => <Input {...p} value={values.name} onChange={text('name')} autoComplete="off" maxLength={LIMITS_OF.name} />}
        </Field>
        {!material && <KindFields form={form} />}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {textField('fibre', t.fibre)}
          {textField('colour', t.colour)}
        </div>
        {values.kind === 'fabric' && <FabricFields form={form} />}
        <StockFields form={form} withCost={withCost} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {textField('supplier', t.supplier)}
          {textField('location', t.location)}
        </div>
        <Field label={t.notes} optional error={errorOf('notes')}>
          {(p) => <Textarea {...p} value={values.notes} onChange={text('notes')} rows={3} />}
        </Field>
      </form>
    </FormDialog>
  );
}
