import type { PurchaseOrder } from '@atelier/shared';
import type { FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { quantityUnit, useQuantityWithUnit, useUnitLabel } from '@/features/materials';
import { useMessages } from '@/lib/i18n/i18n';
import { useForm } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { useReceivePurchaseOrder } from '../api/purchase-orders-api';
import { purchasingMessages } from '../messages';
import { openLines, receiveDefaults, receiveErrorsToLines, receiveFieldName, toReceiveBody, type ReceiveFormValues } from './receive-form';
import { sizeInputProps } from '@/components/ui/size-input';

const FORM_ID = 'receive-form';

/**
 * 'Receive a Delivery' (decision 147): a quantity per line still to come, defaulting to all of it;
 * what is recorded goes on hand of each material in one go. More than is left is refused on its line.
 */
export function ReceiveDialog({ order, onClose }: { order: PurchaseOrder; onClose: () => void }) {
  const t = useMessages(purchasingMessages);
  const format = useFormat();
  const unitLabel = useUnitLabel();
  const withUnit = useQuantityWithUnit();
  const form = useForm<ReceiveFormValues>(() => receiveDefaults(order, format.unit, format.language));
  const { values, errors, set } = form;
  const receive = useReceivePurchaseOrder();
  const ctx = { unit: format.unit, language: format.language, t, unitLabel };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { built, sent } = toReceiveBody(order, values, ctx);
    const saved = await form.submit(
      built,
      (body) => receive.mutateAsync({ id: order.id, body }),
      (server) => receiveErrorsToLines(server, sent),
    );
    if (saved) onClose();
  };
  return (
    <FormDialog
      title={t.receiveTitle}
      description={t.receiveDescription({ number: order.number })}
      formId={FORM_ID}
      submitLabel={t.record}
      isSaving={receive.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        {errors.lines && (
          <p className="text-sm text-destructive" role="alert">
            {errors.lines}
          </p>
        )}
        {openLines(order).map((line) => {
          const unit = quantityUnit(line.measure, format.unit);
          const left = withUnit(line.quantity - line.received, unit);
          return (
            <Field key={line.id} label={receiveFieldName(line, ctx)} hint={t.stillToCome({ left })} error={errors[line.id]}>
              {(p) => <Input {...p} {...sizeInputProps()} value={values[line.id] ?? ''} onChange={(e) => set(line.id, e.target.value)} />}
            </Field>
          );
        })}
      </form>
    </FormDialog>
  );
}
