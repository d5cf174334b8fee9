import { updateSupplierBodySchema, type Supplier } from '@atelier/shared';
import type { FormEvent } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { useMessages } from '@/lib/i18n/i18n';
import { maxLengthsOf } from '@/lib/schema-limits';
import { useForm } from '@/lib/use-form';
import { useCreateSupplier, useDeleteSupplier, useUpdateSupplier } from '../api/suppliers-api';
import { purchasingMessages } from '../messages';
import {
  emptySupplierForm,
  supplierFieldOf,
  supplierToForm,
  toCreateSupplierBody,
  toUpdateSupplierBody,
  type SupplierFormValues,
} from './supplier-form';
import { NumberInput } from '@/components/ui/number-input';
import { LEAD_TIME_RULE } from './supplier-form';

const FORM_ID = 'supplier-form';
const LIMITS_OF = maxLengthsOf(updateSupplierBodySchema);

/** 'Add Supplier' / 'Edit Supplier' (decision 145): mounted only while open; a refused save keeps what was typed. */
export function SupplierFormDialog({ supplier, onClose }: { supplier: Supplier | null; onClose: () => void }) {
  const t = useMessages(purchasingMessages);
  const form = useForm<SupplierFormValues>(() => (supplier ? supplierToForm(supplier) : emptySupplierForm), {
    fieldOf: supplierFieldOf,
  });
  const { values, errorOf, text } = form;
  const create = useCreateSupplier();
  const update = useUpdateSupplier();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = supplier
      ? await form.submit(toUpdateSupplierBody(values, t), (body) => update.mutateAsync({ id: supplier.id, body }))
      : await form.submit(toCreateSupplierBody(values, t), (body) => create.mutateAsync(body));
    if (saved) onClose();
  };
  const textField = (key: 'name' | 'contact' | 'phone', label: string, optional = true) => (
    <Field label={label} optional={optional} error={errorOf(key)}>
      {(p) => (
        <Input
          {...p}
          value={values[key]}
          onChange={text(key)}
          autoComplete="off"
          type={key === 'phone' ? 'tel' : 'text'}
          maxLength={LIMITS_OF[key]}
        />
      )}
    </Field>
  );
  return (
    <FormDialog
      title={supplier ? t.editSupplierTitle : t.addSupplierTitle}
      description={supplier ? t.editSupplierDescription({ name: supplier.name }) : t.addSupplierDescription}
      formId={FORM_ID}
      submitLabel={supplier ? t.saveChanges : t.saveSupplier}
      isSaving={create.isPending || update.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        {textField('name', t.name, false)}
        {textField('contact', t.contact)}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label={t.email} optional error={errorOf('email')}>
            {(p) => <Input {...p} type="email" value={values.email} onChange={text('email')} autoComplete="off" />}
          </Field>
          {textField('phone', t.phone)}
        </div>
        <Field label={t.leadTime} hint={t.leadTimeHint} optional error={errorOf('leadTime')}>
          {(p) => <NumberInput {...p} rule={LEAD_TIME_RULE} value={values.leadTime} onChange={text('leadTime')} />}
        </Field>
        <Field label={t.notes} optional error={errorOf('notes')}>
          {(p) => <Textarea {...p} value={values.notes} onChange={text('notes')} rows={3} />}
        </Field>
      </form>
    </FormDialog>
  );
}

/** 'Delete Supplier': one the studio ordered from is refused with SUPPLIER_HAS_ORDERS, toasted with the server's words. */
export function SupplierDeleteDialog({ supplier, onClose }: { supplier: Supplier; onClose: () => void }) {
  const t = useMessages(purchasingMessages);
  const remove = useDeleteSupplier();
  return (
    <ConfirmDialog
      title={t.deleteSupplierTitle}
      description={t.deleteSupplierText({ name: supplier.name })}
      confirmLabel={t.delete}
      confirmVariant="destructive"
      onClose={onClose}
      action={() => remove.mutateAsync(supplier.id)}
    />
  );
}
