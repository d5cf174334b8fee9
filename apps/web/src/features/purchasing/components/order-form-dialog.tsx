import type { PurchaseOrder } from '@atelier/shared';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useMaterials, useUnitLabel } from '@/features/materials';
import { useMessages } from '@/lib/i18n/i18n';
import { useForm } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { useServerSearch } from '@/lib/use-server-search';
import { useCreatePurchaseOrder, useUpdatePurchaseOrder } from '../api/purchase-orders-api';
import { useSuppliers } from '../api/suppliers-api';
import { purchasingMessages } from '../messages';
import {
  emptyOrderForm,
  orderToForm,
  toCreateOrderBody,
  toUpdateOrderBody,
  type OrderFormContext,
  type OrderFormValues,
} from './order-form';
import { OrderLines, type MaterialChoice } from './order-lines';
import { purchaseOrderPath } from './order-texts';

const FORM_ID = 'purchase-order-form';

/** The materials a line may name: those the search found, and every material already picked. */
function useMaterialChoices(order: PurchaseOrder | null) {
  const search = useServerSearch();
  const found = useMaterials({ search: search.search });
  const [seen, setSeen] = useState<Map<string, MaterialChoice>>(() => {
    const drafted = (order?.lines ?? []).filter((l) => l.materialId);
    return new Map(drafted.map((l) => [l.materialId!, { id: l.materialId!, name: l.materialName, measure: l.measure }]));
  });
  // Materials found stay known, so a line keeps its name and measure when the search moves on.
  const known = useMemo(() => {
    const all = new Map(seen);
    for (const m of found.items) all.set(m.id, { id: m.id, name: m.name, measure: m.measure });
    return all;
  }, [seen, found.items]);
  if (known.size !== seen.size) setSeen(known);
  const choices = found.items.map((m) => known.get(m.id)!);
  return { search, known, choices };
}

/**
 * 'New Purchase Order' / 'Edit Purchase Order' (decision 147): the supplier, then the lines. A new
 * order opens on its page, where the server's total is shown. A draft's edit replaces its lines.
 */
export function OrderFormDialog({ order, onClose }: { order: PurchaseOrder | null; onClose: () => void }) {
  const t = useMessages(purchasingMessages);
  const format = useFormat();
  const unitLabel = useUnitLabel();
  const navigate = useNavigate();
  const form = useForm<OrderFormValues>(() => (order ? orderToForm(order, format.unit, format.language) : emptyOrderForm()));
  const { values, errorOf, set, text } = form;
  const suppliers = useSuppliers();
  const materials = useMaterialChoices(order);
  const create = useCreatePurchaseOrder();
  const update = useUpdatePurchaseOrder();
  const measureOf = (id: string) => materials.known.get(id)?.measure;
  const ctx: OrderFormContext = {
    unit: format.unit,
    language: format.language,
    t,
    unitLabel,
    currencySymbol: format.currencySymbol,
    measureOf,
  };
  // The draft's supplier stays choosable even beyond the list's first page.
  const supplierOptions = suppliers.items.map((s) => ({ value: s.id, label: s.name }));
  if (order && !supplierOptions.some((o) => o.value === order.supplier.id))
    supplierOptions.unshift({ value: order.supplier.id, label: order.supplier.name });
  const choices = [...materials.choices];
  for (const line of values.lines) {
    const picked = materials.known.get(line.materialId);
    if (picked && !choices.some((c) => c.id === picked.id)) choices.push(picked);
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (order) {
      if (await form.submit(toUpdateOrderBody(values, ctx), (body) => update.mutateAsync({ id: order.id, body }))) onClose();
      return;
    }
    let made: PurchaseOrder | undefined;
    const saved = await form.submit(toCreateOrderBody(values, ctx), async (body) => {
      made = await create.mutateAsync(body);
    });
    if (saved && made) {
      onClose();
      void navigate(purchaseOrderPath(made.id));
    }
  };

  return (
    <FormDialog
      title={order ? t.editOrderTitle : t.newOrderTitle}
      description={order ? t.editOrderDescription({ number: order.number }) : t.newOrderDescription}
      className="sm:max-w-3xl"
      formId={FORM_ID}
      submitLabel={t.saveOrder}
      isSaving={create.isPending || update.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <Field
          label={t.supplier}
          error={errorOf('supplierId')}
          hint={supplierOptions.length === 0 && !suppliers.isLoading ? t.noSupplierYet : undefined}
        >
          {(p) => (
            <Select
              {...p}
              value={values.supplierId}
              onValueChange={(v) => set('supplierId', v)}
              placeholder={t.chooseSupplier}
              options={supplierOptions}
            />
          )}
        </Field>
        <OrderLines
          form={form}
          choices={choices}
          search={{ text: materials.search.text, setText: materials.search.setText }}
          measureOf={measureOf}
        />
        <Field label={t.notes} optional error={errorOf('notes')}>
          {(p) => <Textarea {...p} value={values.notes} onChange={text('notes')} rows={2} />}
        </Field>
      </form>
    </FormDialog>
  );
}
