import type { Group, GroupInvoiceBody, GroupInvoiceResult, GroupMember } from '@atelier/shared';
import { useId, useState, type FormEvent } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { buttonVariants } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Label } from '@/components/ui/label';
import { ClientPicker } from '@/features/clients';
import { useMessages } from '@/lib/i18n/i18n';
import { useForm } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { useInvoiceGroup } from '../api/groups-api';
import { groupMessages } from '../messages';
import { readAmount, type TypedIn } from './group-texts';
import { NumberInput } from '@/components/ui/number-input';
import { moneyRule } from '@/lib/typed-number';

const FORM_ID = 'group-invoice-form';
type Values = { mode: 'member' | 'payer'; payerClientId: string; payerName: string; amounts: Record<string, string> };

/** The invoices made and the members left out, with the way to the invoices. */
function Made({ result, onClose }: { result: GroupInvoiceResult; onClose: () => void }) {
  const t = useMessages(groupMessages);
  const format = useFormat();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t.invoicesMade}
        footer={
          <AppLink to="/invoices" className={buttonVariants()} data-autofocus>
            {t.openInvoices}
          </AppLink>
        }
      >
        <ul className="space-y-2" data-testid="group-invoices">
          {result.invoices.map((inv) => (
            <li key={inv.id} className="flex flex-wrap justify-between gap-2 rounded-lg border border-border p-3">
              <span className="font-medium break-words">
                {inv.invoiceNumber} · {inv.client.name}
              </span>
              <span className="font-semibold tabular-nums">{format.money(inv.total)}</span>
            </li>
          ))}
        </ul>
        {result.skipped.length > 0 && (
          <>
            <h3 className="mt-4 mb-2 text-sm font-semibold">{t.skippedTitle}</h3>
            <ul className="space-y-1 text-sm">
              {result.skipped.map((s) => (
                <li key={s.memberId}>
                  <span className="font-medium">{s.name}</span>: {s.reason}
                </li>
              ))}
            </ul>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The body from the form: the amounts typed ('250,50'), or a refusal naming the member's field. */
function toBody(
  v: Values,
  writePrice: string,
  typedIn: TypedIn,
): { ok: true; body: GroupInvoiceBody } | { ok: false; errors: Record<string, string> } {
  const amounts: { memberId: string; amount: number }[] = [];
  const errors: Record<string, string> = {};
  for (const [memberId, typed] of Object.entries(v.amounts)) {
    const amount = readAmount(typed, typedIn);
    if (amount === null) continue;
    if (Number.isNaN(amount)) errors[`amount-${memberId}`] = writePrice;
    else amounts.push({ memberId, amount });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const body: GroupInvoiceBody = { mode: v.mode, amounts };
  if (v.mode === 'payer' && v.payerClientId) body.payerClientId = v.payerClientId;
  return { ok: true, body };
}

/**
 * 'Invoices' (decision 160): one draft per member, or one to the payer with a line per member; each
 * line at the garment's price unless an amount is typed. Members already invoiced are left out.
 */
export function InvoiceDialog({ group, members, onClose }: { group: Group; members: GroupMember[]; onClose: () => void }) {
  const t = useMessages(groupMessages);
  const format = useFormat();
  const form = useForm<Values>({ mode: 'member', payerClientId: group.payer?.id ?? '', payerName: group.payer?.name ?? '', amounts: {} });
  const { values, set, errorOf } = form;
  const make = useInvoiceGroup(group.id);
  const [result, setResult] = useState<GroupInvoiceResult | null>(null);
  const modeName = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await form.submit(
      toBody(values, t.writePrice, { language: format.language, currency: format.currency }),
      async (body) => setResult(await make.mutateAsync(body)),
      (errors) => ({
        ...errors,
        ...(errors.memberIds ? { mode: errors.memberIds } : {}),
      }),
    );
  };
  if (result) return <Made result={result} onClose={onClose} />;
  const open = members.filter((m) => !m.invoiced);
  return (
    <FormDialog
      title={t.invoiceTitle}
      description={t.invoiceDescription}
      formId={FORM_ID}
      submitLabel={t.createInvoices}
      isSaving={make.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t.modeLabel}</legend>
          {(['member', 'payer'] as const).map((mode) => (
            <div key={mode} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                id={`${modeName}-${mode}`}
                name={modeName}
                value={mode}
                checked={values.mode === mode}
                onChange={() => set('mode', mode)}
                className="h-4 w-4 accent-primary"
              />
              <Label htmlFor={`${modeName}-${mode}`}>{mode === 'member' ? t.perMember : t.toPayer}</Label>
            </div>
          ))}
          {errorOf('mode') && <p className="text-xs font-medium text-destructive">{errorOf('mode')}</p>}
        </fieldset>
        {values.mode === 'payer' && (
          <Field label={t.payerLabel} error={errorOf('payerClientId')}>
            {(p) => (
              <ClientPicker
                {...p}
                value={values.payerClientId}
                selectedName={values.payerName}
                onChange={(id, client) => {
                  set('payerClientId', id);
                  set('payerName', client?.name ?? '');
                }}
                placeholder={t.findClient}
              />
            )}
          </Field>
        )}
        <p className="text-sm text-muted-foreground">{t.amountHint}</p>
        {open.map((m) => (
          <Field
            key={m.id}
            label={t.amountFor({ name: m.client.name, currency: format.currencySymbol })}
            optional
            error={form.errors[`amount-${m.id}`]}
          >
            {(p) => (
              <NumberInput
                {...p}
                rule={moneyRule(format.currency)}
                value={values.amounts[m.id] ?? ''}
                onChange={(e) => set('amounts', { ...values.amounts, [m.id]: e.target.value })}
              />
            )}
          </Field>
        ))}
        {members.length > open.length && (
          <p className="text-sm text-muted-foreground">
            {t.alreadyInvoiced}:{' '}
            {members
              .filter((m) => m.invoiced)
              .map((m) => m.client.name)
              .join(', ')}
          </p>
        )}
      </form>
    </FormDialog>
  );
}
