import { createInvoiceBodySchema, INVOICE_STATUSES, type Invoice } from '@atelier/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { ClientPicker } from '@/features/clients';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { NumberInput } from '@/components/ui/number-input';
import { moneyRule, PERCENT_RULE } from '@/lib/typed-number';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useClientPages } from '@/features/clients';
import { useClientProjects } from '@/features/project-list';
import { MaterialsInvoiceButtons } from '@/features/project-materials';
import { ServiceLineMenu } from '@/features/services';
import { useForm } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { useCreateInvoice, useNextInvoiceNumber, useUpdateInvoice } from '../api/invoices-api';
import { invoiceMessages } from '../messages';
import { useInvoiceMoney } from './use-invoice-money';
import {
  appendItem,
  toCreateInvoiceBody,
  toUpdateInvoiceBody,
  canSubmitInvoice,
  invoiceToForm,
  emptyInvoiceForm,
  subtotalOf,
  type DepositKind,
  type InvoiceFormValues,
} from './invoice-form';
import { InvoiceItemsEditor } from './invoice-items-editor';
import { RateSubtotals } from './rate-subtotals';
import { useTaxSettings } from '@/features/tax';
import { maxLengthsOf } from '@/lib/schema-limits';

const FORM_ID = 'invoice-form';
const LIMITS_OF = maxLengthsOf(createInvoiceBodySchema);
const NO_PROJECT = 'none';

/**
 * 'Add Invoice' / 'Edit Invoice'. Mounted while open; a failed save keeps the dialog and every
 * typed value. The client is searched on the server (decision 069); the project is one of the
 * chosen client's, asked for once the client is known. A new invoice's number is proposed by
 * GET /invoices/next-number, unless the user typed one first.
 */
export function InvoiceFormDialog({
  invoice,
  clientId = '',
  onClose,
}: {
  invoice: Invoice | null;
  clientId?: string;
  onClose: () => void;
}) {
  const format = useFormat();
  const t = useMessages(invoiceMessages);
  const labels = useLabels();
  const money = useInvoiceMoney();
  const currency = invoice?.currency ?? format.currency;
  // A new invoice from the client page starts with its client chosen (decision 126).
  const form = useForm<InvoiceFormValues>(() =>
    invoice
      ? invoiceToForm(invoice, format.language)
      : { ...emptyInvoiceForm('', format.defaultDueDate()), ...(clientId ? { clientId } : {}) },
  );
  const { values, setValues, errors, set: setField, text } = form;
  const [showMore, setShowMore] = useState(
    () => !!invoice && (invoice.taxRate > 0 || invoice.discount > 0 || !!invoice.deposit || !!invoice.notes),
  );
  const next = useNextInvoiceNumber(!invoice);
  // The studio's rates (decision 162): each line chooses one, a new line starting with the default.
  const tax = useTaxSettings().data;
  const rates = (tax?.rates ?? [])
    .filter((r) => !r.archived || invoice?.items.some((it) => it.taxRateId === r.id))
    .map((r) => ({ value: r.id, label: r.name }));
  const defaultRateId = tax?.rates.find((r) => r.isDefault && !r.archived)?.id;
  // A new invoice's first lines take the default rate once the rates have loaded.
  useEffect(() => {
    if (invoice || !defaultRateId) return;
    setValues((v) =>
      v.items.some((it) => it.taxRateId) ? v : { ...v, items: v.items.map((it) => ({ ...it, taxRateId: defaultRateId })) },
    );
  }, [invoice, defaultRateId, setValues]);
  const withRates = rates.length > 0;
  const create = useCreateInvoice();
  const update = useUpdateInvoice();
  const isSaving = create.isPending || update.isPending;

  // The proposal fills the number only while the field is still empty (never over the user's typing).
  const proposed = next.data;
  useEffect(() => {
    if (proposed) setValues((v) => (v.invoiceNumber ? v : { ...v, invoiceNumber: proposed }));
  }, [proposed, setValues]);

  // The studio's first clients, shared with the picker's cache: none at all asks for one first.
  const clients = useClientPages('');
  const noClients = clients.hasCache && !clients.isLoading && clients.items.length === 0;
  // The chosen client's own projects, newest first; 'No Project' first.
  const projects = useClientProjects(values.clientId);
  const projectOptions = [{ value: NO_PROJECT, label: t.noProject }, ...projects.items.map((p) => ({ value: p.id, label: p.name }))];
  // An edited invoice's project is always offered, loaded page or not.
  const kept = invoice?.projectId;
  if (kept && values.clientId === invoice.clientId.id && !projects.items.some((p) => p.id === kept.id))
    projectOptions.push({ value: kept.id, label: kept.name });
  // Money came in on it: it was issued and is never a draft again; the server refuses it too (decision 125).
  const statusOptions = INVOICE_STATUSES.filter((s) => s !== 'draft' || !invoice || invoice.amountPaid === 0).map((s) => ({
    value: s,
    label: labels.invoiceStatus(s),
  }));
  const depositOptions: { value: DepositKind; label: string }[] = [
    { value: 'none', label: t.depositNone },
    { value: 'amount', label: t.depositAmount },
    { value: 'percent', label: t.depositPercent },
  ];

  const typedIn = { language: format.language, currency };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmitInvoice(values)) return;
    const saved = invoice
      ? await form.submit(toUpdateInvoiceBody(values, typedIn), (body) => update.mutateAsync({ id: invoice.id, body }))
      : await form.submit(toCreateInvoiceBody(values, typedIn), (body) => create.mutateAsync(body));
    if (saved) onClose();
  };

  const complete = canSubmitInvoice(values);
  return (
    <FormDialog
      title={invoice ? t.editTitle : t.addTitle}
      description={invoice ? t.editDialogDescription : t.addDialogDescription}
      className="max-w-3xl"
      formId={FORM_ID}
      submitLabel={invoice ? t.saveChanges : t.create}
      isSaving={isSaving}
      submitDisabled={!complete}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t.client} error={errors.clientId} hint={noClients && !invoice ? t.addClientFirst : undefined}>
            {(p) => (
              <ClientPicker
                {...p}
                value={values.clientId}
                // An edited invoice's client shows by the name the invoice carries, loaded page or not.
                selectedName={invoice && values.clientId === invoice.clientId.id ? invoice.clientId.name : undefined}
                // Another client's projects are not this one's: the project is chosen again.
                onChange={(v) => setValues((cur) => ({ ...cur, clientId: v, projectId: v === cur.clientId ? cur.projectId : '' }))}
                placeholder={t.selectClient}
              />
            )}
          </Field>
          <Field label={t.project} optional error={errors.projectId}>
            {(p) => (
              <Select
                {...p}
                value={values.projectId || NO_PROJECT}
                onValueChange={(v) => setField('projectId', v === NO_PROJECT ? '' : v)}
                options={projectOptions}
                disabled={!values.clientId}
              />
            )}
          </Field>
          <Field label={t.invoiceNumber} error={errors.invoiceNumber}>
            {(p) => (
              <Input
                {...p}
                value={values.invoiceNumber}
                onChange={text('invoiceNumber')}
                maxLength={LIMITS_OF.invoiceNumber}
                placeholder={t.numberPlaceholder}
                autoComplete="off"
              />
            )}
          </Field>
          <Field label={t.dueDate} error={errors.dueDate}>
            {(p) => <Input {...p} type="date" value={values.dueDate} onChange={text('dueDate')} />}
          </Field>
          {invoice && (
            <Field label={t.status} error={errors.status}>
              {(p) => (
                <Select
                  {...p}
                  value={values.status}
                  onValueChange={(v) => setField('status', v as InvoiceFormValues['status'])}
                  options={statusOptions}
                />
              )}
            </Field>
          )}
        </div>

        <ServiceLineMenu
          onAdd={(item) =>
            setValues((v) => ({ ...v, items: appendItem(v.items, item, format.language, withRates ? defaultRateId : undefined) }))
          }
        />
        {values.projectId && (
          <MaterialsInvoiceButtons
            projectId={values.projectId}
            onAdd={(item) =>
              setValues((v) => ({ ...v, items: appendItem(v.items, item, format.language, withRates ? defaultRateId : undefined) }))
            }
          />
        )}
        <InvoiceItemsEditor
          items={values.items}
          onChange={(items) => setValues((v) => ({ ...v, items }))}
          errors={errors}
          money={(amount) => money(amount, currency)}
          typedIn={typedIn}
          rates={rates}
          defaultRateId={defaultRateId}
        />
        <p className="text-end text-sm">
          {t.subtotal}:{' '}
          <span className="font-semibold tabular-nums" data-testid="invoice-form-subtotal">
            {money(subtotalOf(values.items, typedIn), currency)}
          </span>
        </p>
        {withRates && <RateSubtotals items={values.items} typedIn={typedIn} rates={rates} money={(amount) => money(amount, currency)} />}
        {!complete && <p className="text-xs text-muted-foreground">{t.requiredHint}</p>}

        <details open={showMore} onToggle={(e) => setShowMore(e.currentTarget.open)} className="rounded-lg border border-border p-3">
          <summary className="cursor-pointer text-sm font-medium">{t.moreOptions}</summary>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {/* The invoice's one rate, for a studio without rates of its own (decision 167). */}
            {!withRates && (
              <Field label={t.taxRate} optional error={errors.taxRate}>
                {(p) => <NumberInput {...p} rule={PERCENT_RULE} value={values.taxRate} onChange={text('taxRate')} />}
              </Field>
            )}
            <Field label={t.discount} optional error={errors.discount}>
              {(p) => <NumberInput {...p} rule={moneyRule(currency)} value={values.discount} onChange={text('discount')} />}
            </Field>
            <Field label={t.depositType} optional error={errors.deposit}>
              {(p) => (
                <Select
                  {...p}
                  value={values.depositType}
                  onValueChange={(v) => setField('depositType', v as DepositKind)}
                  options={depositOptions}
                />
              )}
            </Field>
            {values.depositType !== 'none' && (
              <Field label={t.depositValue} error={errors['deposit.value']}>
                {(p) => (
                  <NumberInput
                    {...p}
                    rule={values.depositType === 'percent' ? PERCENT_RULE : moneyRule(currency)}
                    value={values.depositValue}
                    onChange={text('depositValue')}
                  />
                )}
              </Field>
            )}
            <Field label={t.notes} optional error={errors.notes} className="sm:col-span-2">
              {(p) => <Textarea {...p} value={values.notes} onChange={text('notes')} rows={2} maxLength={LIMITS_OF.notes} />}
            </Field>
          </div>
        </details>
      </form>
    </FormDialog>
  );
}
