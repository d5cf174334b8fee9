import type { ProjectMaterialLine } from '@atelier/shared';
import type { FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { useQuantityText } from '@/features/materials';
import { useForm } from '@/lib/use-form';
import { useMoveProjectMaterial, useUpdateProjectMaterial } from '../api/project-materials-api';
import { quantityText, readTypedQuantity } from './bom-form';
import { useQuantityContext } from './use-quantity-context';
import { sizeInputProps } from '@/components/ui/size-input';

const FORM_ID = 'project-material-line-form';
export type LineAction = 'edit' | 'reserve' | 'cut';

/** What the field starts with: the quantity needed, what is left to reserve, or what is reserved. */
const startOf = (line: ProjectMaterialLine, action: LineAction) =>
  action === 'edit' ? line.quantity : action === 'reserve' ? line.toReserve : line.reserved;

/**
 * 'Edit Quantity', 'Reserve Material' and 'Cut Material' for one line: a quantity typed in the
 * studio's unit. Reserve and cut start with what the server takes when no quantity is sent (decision
 * 144); left as it is, none is sent, so a yard's rounding never asks for a millimetre too many (decision 148).
 * A refusal (INSUFFICIENT_STOCK, naming the material and what is left) is toasted in the server's words.
 */
export function LineQuantityDialog({
  projectId,
  line,
  action,
  onClose,
}: {
  projectId: string;
  line: ProjectMaterialLine;
  action: LineAction;
  onClose: () => void;
}) {
  const { measure, name } = line.material;
  const ctx = useQuantityContext(measure);
  const { t } = ctx;
  const quantity = useQuantityText(measure);
  const start = quantityText(startOf(line, action), measure, ctx);
  const form = useForm({ quantity: start });
  const { values, errorOf, text } = form;
  const update = useUpdateProjectMaterial(projectId);
  const move = useMoveProjectMaterial(projectId, action === 'cut' ? 'cut' : 'reserve');
  const saving = update.isPending || move.isPending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const editing = action === 'edit';
    const unchanged = !editing && values.quantity.trim() === start;
    const read = unchanged ? { value: null } : readTypedQuantity(values.quantity, measure, ctx, { optional: !editing });
    if ('error' in read) return form.refuse({ quantity: read.error });
    const body = read.value === null ? {} : { quantity: read.value };
    const saved = editing
      ? await form.submit({ ok: true, body }, (b) => update.mutateAsync({ lineId: line.id, body: b }))
      : await form.submit({ ok: true, body }, (b) => move.mutateAsync({ lineId: line.id, body: b }));
    if (saved) onClose();
  };

  const texts = {
    edit: { title: t.editTitle, description: t.editDescription({ name }), submit: t.save, hint: undefined },
    reserve: {
      title: t.reserveTitle,
      description: t.reserveDescription({ name, rest: quantity(line.toReserve), available: quantity(line.material.available) }),
      submit: t.reserve,
      hint: t.reserveHint,
    },
    cut: {
      title: t.cutTitle,
      description: t.cutDescription({ name, reserved: quantity(line.reserved) }),
      submit: t.cutButton,
      hint: t.cutHint,
    },
  }[action];

  return (
    <FormDialog
      title={texts.title}
      description={texts.description}
      formId={FORM_ID}
      submitLabel={texts.submit}
      isSaving={saving}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <Field label={t.quantity({ unit: ctx.unitLabel })} hint={texts.hint} error={errorOf('quantity')}>
          {(p) => <Input {...p} {...sizeInputProps()} value={values.quantity} onChange={text('quantity')} />}
        </Field>
      </form>
    </FormDialog>
  );
}
