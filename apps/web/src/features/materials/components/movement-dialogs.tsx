import type { Material } from '@atelier/shared';
import type { FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useClientProjects } from '@/features/project-list';
import { useMessages } from '@/lib/i18n/i18n';
import { useForm } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { useProjectMovement, useStockMovement } from '../api/materials-api';
import { materialMessages } from '../messages';
import { useQuantityText } from './material-figures';
import { unitLabelOf } from './material-texts';
import { quantityUnit } from './material-units';
import { emptyMovementForm, toReserveBody, toStockMovementBody, type MovementFormValues } from './movement-form';
import { sizeInputProps } from '@/components/ui/size-input';

const FORM_ID = 'movement-form';

function useMovementContext() {
  const t = useMessages(materialMessages);
  const { unit, language } = useFormat();
  return { t, unit, language, unitLabel: unitLabelOf(t) };
}

/** The quantity field, in the material's unit, typed as a tailor writes it. */
function QuantityField({
  material,
  value,
  error,
  onChange,
}: {
  material: Material;
  value: string;
  error?: string;
  onChange: (e: { target: { value: string } }) => void;
}) {
  const { t, unit, unitLabel } = useMovementContext();
  return (
    <Field label={t.quantity({ unit: unitLabel(quantityUnit(material.measure, unit)) })} error={error}>
      {(p) => <Input {...p} {...sizeInputProps()} value={value} onChange={onChange} />}
    </Field>
  );
}

/** 'Receive Stock' and 'Adjust Stock' (managers and owners): what came in, or a count corrected with its reason. */
export function StockMovementDialog({
  material,
  kind,
  onClose,
}: {
  material: Material;
  kind: 'received' | 'adjusted';
  onClose: () => void;
}) {
  const ctx = useMovementContext();
  const { t } = ctx;
  const form = useForm<MovementFormValues>(emptyMovementForm);
  const { values, errorOf, text, set } = form;
  const move = useStockMovement();
  const adjusting = kind === 'adjusted';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = await form.submit(toStockMovementBody(material, kind, values, ctx), (body) =>
      move.mutateAsync({ id: material.id, body }),
    );
    if (saved) onClose();
  };
  return (
    <FormDialog
      title={adjusting ? t.adjustTitle : t.receiveTitle}
      description={adjusting ? t.adjustDescription({ name: material.name }) : t.receiveDescription({ name: material.name })}
      formId={FORM_ID}
      submitLabel={t.record}
      isSaving={move.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <QuantityField material={material} value={values.quantity} error={errorOf('quantity')} onChange={text('quantity')} />
        {adjusting && (
          <Field label={t.direction}>
            {(p) => (
              <Select
                {...p}
                value={values.direction}
                onValueChange={(v) => set('direction', v as MovementFormValues['direction'])}
                options={[
                  { value: 'more', label: t.more },
                  { value: 'less', label: t.less },
                ]}
              />
            )}
          </Field>
        )}
        <Field label={t.reason} optional={!adjusting} error={errorOf('reason')}>
          {(p) => <Textarea {...p} value={values.reason} onChange={text('reason')} rows={2} />}
        </Field>
      </form>
    </FormDialog>
  );
}

/** 'Reserve for a Project' (staff too): some of the material set aside for one of the studio's projects. */
export function ReserveDialog({ material, onClose }: { material: Material; onClose: () => void }) {
  const ctx = useMovementContext();
  const { t } = ctx;
  const form = useForm<MovementFormValues>(emptyMovementForm);
  const { values, errorOf, text, set } = form;
  const use = useProjectMovement();
  const projects = useClientProjects('');
  const quantity = useQuantityText(material.measure);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = await form.submit(toReserveBody(material, values, ctx), (body) => use.mutateAsync({ id: material.id, body }));
    if (saved) onClose();
  };
  return (
    <FormDialog
      title={t.reserveTitle}
      description={t.reserveDescription({ name: material.name, available: quantity(material.available) })}
      formId={FORM_ID}
      submitLabel={t.reserveConfirm}
      isSaving={use.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <Field
          label={t.project}
          error={errorOf('projectId')}
          hint={projects.items.length === 0 && !projects.isLoading ? t.noProjects : undefined}
        >
          {(p) => (
            <Select
              {...p}
              value={values.projectId}
              onValueChange={(v) => set('projectId', v)}
              placeholder={t.chooseProject}
              options={projects.items.map((project) => ({ value: project.id, label: project.name }))}
            />
          )}
        </Field>
        <QuantityField material={material} value={values.quantity} error={errorOf('quantity')} onChange={text('quantity')} />
        <Field label={t.reason} optional error={errorOf('reason')}>
          {(p) => <Textarea {...p} value={values.reason} onChange={text('reason')} rows={2} />}
        </Field>
      </form>
    </FormDialog>
  );
}
