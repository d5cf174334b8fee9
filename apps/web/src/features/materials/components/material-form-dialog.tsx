import { updateMaterialBodySchema, type Material, type MaterialKind, type MaterialMeasure } from '@atelier/shared';
import { useId, type FormEvent } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { maxLengthsOf } from '@/lib/schema-limits';
import { useForm } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { useCreateMaterial, useUpdateMaterial } from '../api/materials-api';
import { materialMessages } from '../messages';
import {
  costPer,
  emptyMaterialForm,
  materialFieldOf,
  materialToForm,
  toCreateMaterialBody,
  toUpdateMaterialBody,
  type MaterialFormContext,
  type MaterialFormValues,
} from './material-form';
import { unitLabelOf } from './material-texts';
import { materialUnits, quantityUnit } from './material-units';

const FORM_ID = 'material-form';
// The update schema has every text field of the create's, with the same maxima.
const LIMITS_OF = maxLengthsOf(updateMaterialBodySchema);

/** Sizes are typed as a tailor writes them (`3 1/2`, `69,5`): a text keyboard with the space and slash. */
const sizeInput = { type: 'text', inputMode: 'text', autoComplete: 'off' } as const;

/**
 * 'Add Material' / 'Edit Material' (decision 146): widths and repeats in cm or inches, the
 * low-stock level in metres, yards or units, after the studio's unit; read into millimetres on
 * save. Mounted only while open; a refused save keeps what was typed with the error on its field.
 */
export function MaterialFormDialog({ material, onClose }: { material: Material | null; onClose: () => void }) {
  const t = useMessages(materialMessages);
  const format = useFormat();
  const withCost = useCan('materials.write');
  const form = useForm<MaterialFormValues>(() => (material ? materialToForm(material, format.unit, format.language) : emptyMaterialForm), {
    fieldOf: materialFieldOf,
  });
  const { values, errorOf, text, set } = form;
  const create = useCreateMaterial();
  const update = useUpdateMaterial();
  const directionalId = useId();
  const unitLabel = unitLabelOf(t);
  const units = materialUnits(format.unit);
  const fabric = values.kind === 'fabric';
  const ctx: MaterialFormContext = { unit: format.unit, language: format.language, t, unitLabel, withCost };
  const per = costPer(values.measure, format.unit);
  const costLabel = { metre: t.costPerMetre, yard: t.costPerYard, unit: t.costPerUnit }[per]({ symbol: format.currencySymbol });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = material
      ? await form.submit(toUpdateMaterialBody(values, ctx), (body) => update.mutateAsync({ id: material.id, body }))
      : await form.submit(toCreateMaterialBody(values, ctx), (body) => create.mutateAsync(body));
    if (saved) onClose();
  };
  const setKind = (kind: MaterialKind) => {
    set('kind', kind);
    if (kind === 'fabric') set('measure', 'length');
  };

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
        {!material && (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field label={t.kind} error={errorOf('kind')}>
              {(p) => (
                <Select
                  {...p}
                  value={values.kind}
                  onValueChange={(v) => setKind(v as MaterialKind)}
                  options={[
                    { value: 'fabric', label: t.fabric },
                    { value: 'notion', label: t.notion },
                  ]}
                />
              )}
            </Field>
            {!fabric && (
              <Field label={t.measure} error={errorOf('measure')}>
                {(p) => (
                  <Select
                    {...p}
                    value={values.measure}
                    onValueChange={(v) => set('measure', v as MaterialMeasure)}
                    options={[
                      { value: 'count', label: t.byCount },
                      { value: 'length', label: t.byLength },
                    ]}
                  />
                )}
              </Field>
            )}
          </div>
        )}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label={t.fibre} optional error={errorOf('fibre')}>
            {(p) => <Input {...p} value={values.fibre} onChange={text('fibre')} autoComplete="off" maxLength={LIMITS_OF.fibre} />}
          </Field>
          <Field label={t.colour} optional error={errorOf('colour')}>
            {(p) => <Input {...p} value={values.colour} onChange={text('colour')} autoComplete="off" maxLength={LIMITS_OF.colour} />}
          </Field>
        </div>
        {fabric && (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field label={t.width({ unit: unitLabel(units.width) })} error={errorOf('width')}>
              {(p) => <Input {...p} {...sizeInput} value={values.width} onChange={text('width')} />}
            </Field>
            <Field label={t.repeat({ unit: unitLabel(units.width) })} optional error={errorOf('repeat')}>
              {(p) => <Input {...p} {...sizeInput} value={values.repeat} onChange={text('repeat')} />}
            </Field>
          </div>
        )}
        {fabric && (
          <div className="flex items-start gap-2">
            <Checkbox id={directionalId} checked={values.directional} onCheckedChange={(c) => set('directional', c === true)} />
            <div>
              <Label htmlFor={directionalId}>{t.directional}</Label>
              <p className="text-xs text-muted-foreground">{t.directionalHint}</p>
            </div>
          </div>
        )}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {withCost && (
            <Field label={costLabel} hint={per === 'yard' ? t.costPerYardHint : undefined} optional error={errorOf('cost')}>
              {(p) => <Input {...p} type="text" inputMode="decimal" autoComplete="off" value={values.cost} onChange={text('cost')} />}
            </Field>
          )}
          <Field
            label={t.lowStockLevel({ unit: unitLabel(quantityUnit(values.measure, format.unit)) })}
            hint={t.lowStockHint}
            optional
            error={errorOf('lowStockLevel')}
          >
            {(p) => <Input {...p} {...sizeInput} value={values.lowStockLevel} onChange={text('lowStockLevel')} />}
          </Field>
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label={t.supplier} optional error={errorOf('supplier')}>
            {(p) => <Input {...p} value={values.supplier} onChange={text('supplier')} autoComplete="off" maxLength={LIMITS_OF.supplier} />}
          </Field>
          <Field label={t.location} optional error={errorOf('location')}>
            {(p) => <Input {...p} value={values.location} onChange={text('location')} autoComplete="off" maxLength={LIMITS_OF.location} />}
          </Field>
        </div>
        <Field label={t.notes} optional error={errorOf('notes')}>
          {(p) => <Textarea {...p} value={values.notes} onChange={text('notes')} rows={3} />}
        </Field>
      </form>
    </FormDialog>
  );
}
