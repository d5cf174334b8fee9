import { PROJECT_TYPES, type ProjectType, type Quote, type QuotePreview } from '@atelier/shared';
import { type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ClientPicker } from '@/features/clients';
import { useClientProjects } from '@/features/project-list';
import { addDays, todayIn } from '@/lib/calendar-day';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useForm, type FormState } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { useCreateQuote, useQuotePreview, useUpdateQuote } from '../api/quotes-api';
import { quoteMessages } from '../messages';
import { emptyQuoteForm, quoteToForm, toPreviewBody, toQuoteBody, type DepositKind, type QuoteFormValues } from './quote-form';
import { QuoteLinesEditor } from './quote-lines-editor';
import { quotePath } from './quote-texts';
import { NumberInput } from '@/components/ui/number-input';
import { moneyRule, PERCENT_RULE } from '@/lib/typed-number';

type Form = FormState<QuoteFormValues>;

/** Who it is for, what it is, and until when it can be accepted. */
function HeadFields({ form, disabled }: { form: Form; disabled: boolean }) {
  const t = useMessages(quoteMessages);
  const labels = useLabels();
  const { values, errors, set } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t.client} error={errors.clientId}>
        {(p) => (
          <ClientPicker
            {...p}
            value={values.clientId}
            onChange={(id) => {
              set('clientId', id);
              // Another client's project is never this quote's.
              if (id !== values.clientId) set('projectId', '');
            }}
            placeholder={t.findClient}
            disabled={disabled}
            className="[&_input]:h-11"
          />
        )}
      </Field>
      <Field label={t.quoteTitle} error={errors.title}>
        {(p) => (
          <Input
            {...p}
            value={values.title}
            onChange={form.text('title')}
            placeholder={t.titlePlaceholder}
            disabled={disabled}
            className="h-11"
          />
        )}
      </Field>
      <Field label={t.projectType} error={errors.projectType}>
        {(p) => (
          <Select
            {...p}
            value={values.projectType}
            onValueChange={(v) => set('projectType', v as ProjectType)}
            options={PROJECT_TYPES.map((type) => ({ value: type, label: labels.projectType(type) }))}
            disabled={disabled}
            className="h-11"
          />
        )}
      </Field>
      {values.clientId && <ProjectField form={form} disabled={disabled} />}
      <Field label={t.validUntil} error={errors.validUntil}>
        {(p) => (
          <Input {...p} type="date" value={values.validUntil} onChange={form.text('validUntil')} disabled={disabled} className="h-11" />
        )}
      </Field>
    </div>
  );
}

const NEW_PROJECT = 'new';

/** The client's open project the quote is for (decision 191), or a new one made on acceptance. */
function ProjectField({ form, disabled }: { form: Form; disabled: boolean }) {
  const t = useMessages(quoteMessages);
  const { values, errors, set } = form;
  const projects = useClientProjects(values.clientId);
  const open = projects.items.filter((p) => p.status !== 'cancelled' || p.id === values.projectId);
  return (
    <Field label={t.project} hint={t.projectHint} error={errors.projectId}>
      {(p) => (
        <Select
          {...p}
          value={values.projectId || NEW_PROJECT}
          onValueChange={(v) => set('projectId', v === NEW_PROJECT ? '' : v)}
          options={[{ value: NEW_PROJECT, label: t.newProjectOnAcceptance }, ...open.map((x) => ({ value: x.id, label: x.name }))]}
          disabled={disabled}
          className="h-11"
        />
      )}
    </Field>
  );
}

/** Discount, tax and the deposit asked on acceptance. */
function MoneyFields({ form, disabled }: { form: Form; disabled: boolean }) {
  const t = useMessages(quoteMessages);
  const format = useFormat();
  const { values, errors, set } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t.discount({ currency: format.currencySymbol })} optional error={errors.discount}>
        {(p) => (
          <NumberInput
            {...p}
            rule={moneyRule(format.currency)}
            value={values.discount}
            onChange={form.text('discount')}
            disabled={disabled}
            className="h-11"
          />
        )}
      </Field>
      <Field label={t.taxRate} optional error={errors.taxRate}>
        {(p) => (
          <NumberInput
            {...p}
            rule={PERCENT_RULE}
            value={values.taxRate}
            onChange={form.text('taxRate')}
            disabled={disabled}
            className="h-11"
          />
        )}
      </Field>
      <Field label={t.deposit} error={errors.deposit}>
        {(p) => (
          <Select
            {...p}
            value={values.depositType}
            onValueChange={(v) => set('depositType', v as DepositKind)}
            options={[
              { value: 'none', label: t.depositNone },
              { value: 'percent', label: t.depositPercent },
              { value: 'amount', label: t.depositAmount },
            ]}
            disabled={disabled}
            className="h-11"
          />
        )}
      </Field>
      {values.depositType !== 'none' && (
        <Field
          label={values.depositType === 'percent' ? `${t.depositValue} (%)` : `${t.depositValue} (${format.currencySymbol})`}
          error={errors['deposit.value']}
        >
          {(p) => (
            <NumberInput
              {...p}
              rule={values.depositType === 'percent' ? PERCENT_RULE : moneyRule(format.currency)}
              value={values.depositValue}
              onChange={form.text('depositValue')}
              disabled={disabled}
              className="h-11"
            />
          )}
        </Field>
      )}
    </div>
  );
}

/**
 * The quote's figures as the server prices it (decision 179): the preview while typing, the saved
 * quote's once answered; with prices including tax, the tax is shown as included, as on the PDF.
 */
function Totals({ preview }: { preview: QuotePreview | undefined }) {
  const t = useMessages(quoteMessages);
  const format = useFormat();
  if (!preview) return <p className="text-sm text-muted-foreground">{t.totalUnknown}</p>;
  const money = (amount: number) => format.moneyIn(amount, preview.currency);
  const row = (label: string, amount: number, strong = false) => (
    <div className="flex justify-between gap-4">
      <dt className={strong ? 'font-semibold' : 'text-muted-foreground'}>{label}</dt>
      <dd className={`tabular-nums ${strong ? 'font-semibold' : ''}`}>{money(amount)}</dd>
    </div>
  );
  return (
    <dl className="ms-auto w-full max-w-xs space-y-1 text-sm" aria-live="polite" data-testid="quote-totals">
      {row(t.subtotal, preview.subtotal)}
      {preview.discount > 0 && row(t.discount({ currency: format.currencySymbol }), preview.discount)}
      {preview.tax > 0 && row(preview.pricesIncludeTax ? t.taxIncluded : t.tax, preview.tax)}
      {row(t.total, preview.total, true)}
      {preview.deposit !== null && row(t.depositLine, preview.deposit.amount)}
    </dl>
  );
}

/** The quote's form: new, or a saved one (read-only once the client answered it). */
export function QuoteEditor({ quote, clientId }: { quote?: Quote; clientId?: string }) {
  const t = useMessages(quoteMessages);
  const format = useFormat();
  const navigate = useNavigate();
  const form = useForm<QuoteFormValues>(() =>
    quote ? quoteToForm(quote, format.language) : emptyQuoteForm(addDays(todayIn(format.timezone), 30), clientId ?? ''),
  );
  const create = useCreateQuote();
  const update = useUpdateQuote();
  const locked = quote?.status === 'accepted' || quote?.status === 'declined';
  const texts = {
    writeAmount: t.writeAmount,
    writeQuantity: t.writeQuantity,
    chooseClient: t.chooseClient,
    language: format.language,
    currency: quote?.currency ?? format.currency,
  };
  // An answered quote shows its own figures; one being typed, the server's price of what is typed.
  const asked = useQuotePreview(locked ? null : toPreviewBody(form.values, texts, quote?.id));
  const preview = locked ? quote : asked.data;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    let saved: Quote | null = null;
    await form.submit(toQuoteBody(form.values, texts), async (body) => {
      saved = quote ? await update.mutateAsync({ id: quote.id, body }) : await create.mutateAsync(body);
    });
    const done = saved as Quote | null;
    if (!done) return;
    if (quote) form.setValues(quoteToForm(done, format.language));
    else void navigate(quotePath(done.id), { replace: true });
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-6"
      aria-label={quote ? t.editTitle({ code: quote.code }) : t.newTitle}
    >
      <HeadFields form={form} disabled={locked} />
      <fieldset disabled={locked} className="space-y-6">
        <QuoteLinesEditor
          lines={form.values.lines}
          priced={preview?.lines}
          errors={form.errors}
          onChange={(lines) => form.set('lines', lines)}
        />
        <MoneyFields form={form} disabled={locked} />
        <Field label={t.notes} optional error={form.errors.notes}>
          {(p) => <Textarea {...p} value={form.values.notes} onChange={form.text('notes')} rows={3} />}
        </Field>
      </fieldset>
      <div className="sticky bottom-[var(--counter-bar,0px)] flex flex-wrap items-end justify-between gap-3 border-t border-border bg-background py-3">
        <Totals preview={preview} />
        {!locked && (
          <Button type="submit" size="lg" loading={create.isPending || update.isPending}>
            {quote ? t.save : t.create}
          </Button>
        )}
      </div>
    </form>
  );
}
