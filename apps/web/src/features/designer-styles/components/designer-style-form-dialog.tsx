import { updateDesignerStyleBodySchema, type DesignerStyle } from '@atelier/shared';
import type { FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { NumberInput } from '@/components/ui/number-input';
import { Select } from '@/components/ui/select';
import { useSuppliers } from '@/features/purchasing';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { maxLengthsOf } from '@/lib/schema-limits';
import { moneyRule } from '@/lib/typed-number';
import { useForm } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { useCreateDesignerStyle, useUpdateDesignerStyle } from '../api/designer-styles-api';
import { designerStyleMessages } from '../messages';
import {
  designerStyleToForm,
  emptyDesignerStyleForm,
  toCreateDesignerStyleBody,
  toUpdateDesignerStyleBody,
  type DesignerStyleFormValues,
} from './designer-style-form';

const FORM_ID = 'designer-style-form';
const LIMITS_OF = maxLengthsOf(updateDesignerStyleBodySchema);

/**
 * 'Add style' / 'Edit style' (decision 212): the designer, the number and name it prints, the
 * fabric, colours and sizes, and the prices typed as the studio writes them ('1 290,50'). The cost
 * is for who writes the catalogue; a refused save keeps what was typed with the error on its field.
 */
export function DesignerStyleFormDialog({ designerStyle, onClose }: { designerStyle: DesignerStyle | null; onClose: () => void }) {
  const t = useMessages(designerStyleMessages);
  const format = useFormat();
  const withCost = useCan('designerStyles.write');
  const form = useForm<DesignerStyleFormValues>(
    () => (designerStyle ? designerStyleToForm(designerStyle, format.language) : emptyDesignerStyleForm),
    // A refused colour or size ('sizes.3') is shown on its list's one field.
    { fieldOf: (path) => path.replace(/\.\d+$/, '') },
  );
  const { values, errorOf, text, set } = form;
  const suppliers = useSuppliers();
  const create = useCreateDesignerStyle();
  const update = useUpdateDesignerStyle();
  // The style's designer stays choosable even beyond the list's first page.
  const designers = suppliers.items.map((s) => ({ value: s.id, label: s.name }));
  if (designerStyle && !designers.some((d) => d.value === designerStyle.designer.id))
    designers.unshift({ value: designerStyle.designer.id, label: designerStyle.designer.name });

  const typedIn = { language: format.language, currency: format.currency };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = designerStyle
      ? await form.submit(toUpdateDesignerStyleBody(values, typedIn, withCost), (body) =>
          update.mutateAsync({ id: designerStyle.id, body }),
        )
      : await form.submit(toCreateDesignerStyleBody(values, typedIn), (body) => create.mutateAsync(body));
    if (saved) onClose();
  };
  const money = moneyRule(format.currency);

  return (
    <FormDialog
      title={designerStyle ? t.editTitle : t.addTitle}
      description={designerStyle ? t.editDescription({ name: designerStyle.name }) : t.addDescription}
      formId={FORM_ID}
      submitLabel={designerStyle ? t.saveChanges : t.save}
      isSaving={create.isPending || update.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t.designer}
          error={errorOf('designerId')}
          hint={designers.length === 0 && !suppliers.isLoading ? t.noDesignerYet : undefined}
          className="sm:col-span-2"
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
        <Field label={t.fabric} optional error={errorOf('fabric')} className="sm:col-span-2">
          {(p) => <Input {...p} value={values.fabric} onChange={text('fabric')} maxLength={LIMITS_OF.fabric} />}
        </Field>
        <Field label={t.colours} optional hint={t.coloursHint} error={errorOf('colours')}>
          {(p) => <Input {...p} value={values.colours} onChange={text('colours')} autoComplete="off" />}
        </Field>
        <Field label={t.sizes} optional hint={t.sizesHint} error={errorOf('sizes')}>
          {(p) => <Input {...p} value={values.sizes} onChange={text('sizes')} autoComplete="off" />}
        </Field>
        {withCost && (
          <Field label={t.cost({ currency: format.currencySymbol })} optional error={errorOf('cost')}>
            {(p) => <NumberInput {...p} rule={money} value={values.cost} onChange={text('cost')} />}
          </Field>
        )}
        <Field label={t.retail({ currency: format.currencySymbol })} optional error={errorOf('retail')}>
          {(p) => <NumberInput {...p} rule={money} value={values.retail} onChange={text('retail')} />}
        </Field>
        <Field label={t.note} optional error={errorOf('note')} className="sm:col-span-2">
          {(p) => <Textarea {...p} value={values.note} onChange={text('note')} rows={3} maxLength={LIMITS_OF.note} />}
        </Field>
      </form>
    </FormDialog>
  );
}
