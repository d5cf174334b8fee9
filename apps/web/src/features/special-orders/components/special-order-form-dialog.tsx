import { updateSpecialOrderBodySchema, type DesignerStyle, type SpecialOrder } from '@atelier/shared';
import type { FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { NumberInput } from '@/components/ui/number-input';
import { ClientPicker } from '@/features/clients';
import { StylePicker, styleLabel } from '@/features/designer-styles';
import { useMessages } from '@/lib/i18n/i18n';
import { maxLengthsOf } from '@/lib/schema-limits';
import { moneyRule, typedValue } from '@/lib/typed-number';
import { useForm } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { useCreateSpecialOrder, useUpdateSpecialOrder } from '../api/special-orders-api';
import { specialOrderMessages } from '../messages';
import { SizeFromChart } from './size-from-chart';
import {
  emptySpecialOrderForm,
  specialOrderToForm,
  toCreateSpecialOrderBody,
  toUpdateSpecialOrderBody,
  type SpecialOrderFormValues,
} from './special-order-form';

const FORM_ID = 'special-order-form';
const LIMITS_OF = maxLengthsOf(updateSpecialOrderBodySchema);

/**
 * 'New special order' / 'Edit special order' (decision 216): the bride, the style she chose, the
 * size read from the designer's chart and her measurements, the extras, the price and the deposit
 * typed as the studio writes them; an edit adds the designer's confirmation and ship date. A
 * refused save keeps what was typed with the error on its field.
 */
export function SpecialOrderFormDialog({ order, onClose }: { order: SpecialOrder | null; onClose: () => void }) {
  const t = useMessages(specialOrderMessages);
  const format = useFormat();
  const form = useForm<SpecialOrderFormValues>(() =>
    order ? specialOrderToForm(order, order.style.id ? styleLabel(order.style) : '', format.language) : emptySpecialOrderForm,
  );
  const { values, errorOf, text, set } = form;
  const create = useCreateSpecialOrder();
  const update = useUpdateSpecialOrder();
  const typedIn = { language: format.language, currency: format.currency };
  const money = moneyRule(format.currency);
  const price = typedValue(values.price, money, format.language);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = order
      ? await form.submit(toUpdateSpecialOrderBody(values, typedIn), (body) => update.mutateAsync({ id: order.id, body }))
      : await form.submit(toCreateSpecialOrderBody(values, typedIn), (body) => create.mutateAsync(body));
    if (saved) onClose();
  };
  const pickStyle = (id: string, style: DesignerStyle | null) => {
    set('styleId', id);
    set('styleLabel', style ? styleLabel(style) : '');
    set('designerId', style?.designer.id ?? '');
    set('sizeChartId', '');
  };

  return (
    <FormDialog
      title={order ? t.editTitle : t.addTitle}
      description={order ? t.editDescription({ name: order.client.name }) : t.addDescription}
      formId={FORM_ID}
      submitLabel={order ? t.saveChanges : t.save}
      isSaving={create.isPending || update.isPending}
      onClose={onClose}
      className="sm:max-w-2xl"
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2">
        <Field label={t.bride} error={errorOf('clientId')}>
          {(p) => (
            <ClientPicker
              {...p}
              value={values.clientId}
              selectedName={values.clientName}
              disabled={order !== null}
              onChange={(id, client) => {
                set('clientId', id);
                set('clientName', client?.name ?? '');
              }}
              placeholder={t.chooseBride}
            />
          )}
        </Field>
        <Field label={t.weddingDate} error={errorOf('weddingDate')}>
          {(p) => <Input {...p} type="date" value={values.weddingDate} onChange={text('weddingDate')} />}
        </Field>
        <Field label={t.style} error={errorOf('styleId')} className="sm:col-span-2">
          {(p) => (
            <StylePicker
              {...p}
              value={values.styleId}
              selectedName={values.styleLabel || (order ? styleLabel(order.style) : '')}
              onChange={pickStyle}
              placeholder={t.chooseStyle}
              texts={{ loading: t.stylesLoading, none: t.stylesNone, narrow: t.stylesNarrow }}
            />
          )}
        </Field>
        {values.designerId && (
          <SizeFromChart
            designerId={values.designerId}
            clientId={values.clientId}
            chartId={values.sizeChartId}
            onChart={(id) => set('sizeChartId', id)}
            onSize={(size) => set('size', size)}
            error={errorOf('sizeChartId')}
          />
        )}
        <Field label={t.size} error={errorOf('size')}>
          {(p) => <Input {...p} value={values.size} onChange={text('size')} autoComplete="off" maxLength={LIMITS_OF.size} />}
        </Field>
        <Field label={t.colour} optional error={errorOf('colour')}>
          {(p) => <Input {...p} value={values.colour} onChange={text('colour')} autoComplete="off" maxLength={LIMITS_OF.colour} />}
        </Field>
        <Field label={t.extras} optional hint={t.extrasHint} error={errorOf('extras')} className="sm:col-span-2">
          {(p) => <Textarea {...p} value={values.extras} onChange={text('extras')} rows={2} maxLength={LIMITS_OF.extras} />}
        </Field>
        <Field label={t.price({ currency: format.currencySymbol })} error={errorOf('price')}>
          {(p) => <NumberInput {...p} rule={money} value={values.price} onChange={text('price')} />}
        </Field>
        <Field
          label={t.deposit({ currency: format.currencySymbol })}
          hint={Number.isFinite(price) && price > 0 ? t.depositHint({ amount: format.money(Math.round(price * 50) / 100) }) : undefined}
          error={errorOf('deposit')}
        >
          {(p) => <NumberInput {...p} rule={money} value={values.deposit} onChange={text('deposit')} />}
        </Field>
        {order && (
          <>
            <Field label={t.confirmation} optional error={errorOf('designerConfirmation')}>
              {(p) => (
                <Input
                  {...p}
                  value={values.designerConfirmation}
                  onChange={text('designerConfirmation')}
                  autoComplete="off"
                  maxLength={LIMITS_OF.designerConfirmation}
                />
              )}
            </Field>
            <Field label={t.shipDate} optional error={errorOf('promisedShipDate')}>
              {(p) => <Input {...p} type="date" value={values.promisedShipDate} onChange={text('promisedShipDate')} />}
            </Field>
          </>
        )}
        <Field label={t.note} optional error={errorOf('note')} className="sm:col-span-2">
          {(p) => <Textarea {...p} value={values.note} onChange={text('note')} rows={2} maxLength={LIMITS_OF.note} />}
        </Field>
      </form>
    </FormDialog>
  );
}
