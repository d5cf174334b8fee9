import { ACCOUNT_DEFAULTS, ACCOUNT_KEYS, DEFAULT_PDFS, DEPOSIT_MODES, TAX_COUNTRIES, TAX_LIMITS, type TaxSettings } from '@atelier/shared';
import type { FormEvent } from 'react';
import { SettingsSection } from '@/components/layout/settings-section';
import { Button } from '@/components/ui/button';
import { Field, type FieldControlProps } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { useForm, type FormState } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { useUpdateTaxSettings } from '../api/tax-api';
import { taxMessages, type TaxTexts } from '../messages';
import { taxSettingsToForm, toTaxSettingsBody, type TaxFormValues } from './tax-form';
import { accountLabel, countryLabel } from './tax-labels';
import { SwitchRow } from './switch-row';

type Part = { form: FormState<TaxFormValues>; t: TaxTexts; readOnly: boolean };

/** Who the studio is, where, and its numbers: what every invoice prints (decision 164). */
function BusinessFields({ form, t, readOnly }: Part) {
  const { values, set, text, errorOf } = form;
  const input =
    (key: 'legalName' | 'companyNumber' | 'vatNumber' | 'addressLine1' | 'addressLine2' | 'postcode' | 'city', max: number) =>
    (p: FieldControlProps) => (
      <Input {...p} value={values[key]} onChange={text(key)} maxLength={max} autoComplete="off" readOnly={readOnly} />
    );
  return (
    <SettingsSection title={t.businessTitle} description={t.businessDescription}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.country} error={errorOf('country')}>
          {(p) => (
            <Select
              {...p}
              value={values.country}
              onValueChange={(v) => {
                const country = v as TaxFormValues['country'];
                set('country', country);
                // The usual codes follow the country; a code the studio typed stays (decision 166).
                const was = ACCOUNT_DEFAULTS[values.country];
                const next = ACCOUNT_DEFAULTS[country];
                set(
                  'accounts',
                  Object.fromEntries(
                    ACCOUNT_KEYS.map((k) => [k, values.accounts[k] === was[k] ? next[k] : values.accounts[k]]),
                  ) as TaxFormValues['accounts'],
                );
              }}
              options={TAX_COUNTRIES.map((c) => ({ value: c, label: countryLabel(t, c) }))}
              disabled={readOnly}
            />
          )}
        </Field>
        <SwitchRow
          label={t.registered}
          hint={t.registeredHint}
          checked={values.registered}
          onChange={(on) => set('registered', on)}
          disabled={readOnly}
        />
        <Field label={t.legalName} hint={t.legalNameHint} error={errorOf('legalName')} className="sm:col-span-2">
          {input('legalName', TAX_LIMITS.legalName)}
        </Field>
        <Field label={t.companyNumber} hint={t.companyNumberHint} error={errorOf('companyNumber')}>
          {input('companyNumber', TAX_LIMITS.identifier)}
        </Field>
        <Field label={t.vatNumber} hint={t.vatNumberHint} error={errorOf('vatNumber')}>
          {input('vatNumber', TAX_LIMITS.identifier)}
        </Field>
        <Field label={t.addressLine1} error={errorOf('addressLine1')} className="sm:col-span-2">
          {input('addressLine1', TAX_LIMITS.addressLine)}
        </Field>
        <Field label={t.addressLine2} optional error={errorOf('addressLine2')} className="sm:col-span-2">
          {input('addressLine2', TAX_LIMITS.addressLine)}
        </Field>
        <Field label={t.postcode} error={errorOf('postcode')}>
          {input('postcode', TAX_LIMITS.postcode)}
        </Field>
        <Field label={t.city} error={errorOf('city')}>
          {input('city', TAX_LIMITS.city)}
        </Field>
      </div>
    </SettingsSection>
  );
}

/** How prices are typed, deposits invoiced, the PDF given, the year counted; the rounding as the country rules it. */
function InvoicingFields({ form, t, readOnly, rounding }: Part & { rounding: TaxSettings['rounding'] }) {
  const { values, set, text, errorOf } = form;
  const format = useFormat();
  const month = new Intl.DateTimeFormat(format.language, { month: 'long', timeZone: 'UTC' });
  const months = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: month.format(Date.UTC(2026, i, 15)) }));
  return (
    <SettingsSection title={t.invoicingTitle} description={t.invoicingDescription}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SwitchRow
          label={t.pricesIncludeTax}
          hint={t.pricesIncludeTaxHint}
          checked={values.pricesIncludeTax}
          onChange={(on) => set('pricesIncludeTax', on)}
          disabled={readOnly}
        />
        <Field label={t.depositMode} hint={t.depositModeHint} error={errorOf('depositMode')}>
          {(p) => (
            <Select
              {...p}
              value={values.depositMode}
              onValueChange={(v) => set('depositMode', v as TaxFormValues['depositMode'])}
              options={DEPOSIT_MODES.map((m) => ({ value: m, label: m === 'invoice' ? t.depositModeInvoice : t.depositModePayment }))}
              disabled={readOnly}
            />
          )}
        </Field>
        <Field label={t.defaultPdf} error={errorOf('defaultPdf')}>
          {(p) => (
            <Select
              {...p}
              value={values.defaultPdf}
              onValueChange={(v) => set('defaultPdf', v as TaxFormValues['defaultPdf'])}
              options={DEFAULT_PDFS.map((d) => ({ value: d, label: d === 'facturx' ? t.defaultPdfFacturx : t.defaultPdfPlain }))}
              disabled={readOnly}
            />
          )}
        </Field>
        <Field label={t.fiscalYearStart} error={errorOf('fiscalYearStartMonth')}>
          {(p) => (
            <Select
              {...p}
              value={values.fiscalYearStartMonth}
              onValueChange={(v) => set('fiscalYearStartMonth', v)}
              options={months}
              disabled={readOnly}
            />
          )}
        </Field>
        <Field label={t.iban} optional error={errorOf('iban')}>
          {(p) => (
            <Input {...p} value={values.iban} onChange={text('iban')} maxLength={TAX_LIMITS.iban} autoComplete="off" readOnly={readOnly} />
          )}
        </Field>
        <Field label={t.paymentTerms} hint={t.paymentTermsHint} optional error={errorOf('paymentTerms')} className="sm:col-span-2">
          {(p) => (
            <Textarea
              {...p}
              rows={3}
              value={values.paymentTerms}
              onChange={text('paymentTerms')}
              maxLength={TAX_LIMITS.paymentTerms}
              readOnly={readOnly}
            />
          )}
        </Field>
        <div className="sm:col-span-2" data-testid="tax-rounding">
          <p className="text-sm font-medium">{t.rounding}</p>
          <p className="text-sm text-muted-foreground">{rounding === 'line' ? t.roundingLine : t.roundingTotal}</p>
        </div>
      </div>
    </SettingsSection>
  );
}

/** The chart of accounts the journal books to (decision 166), each with the country's usual code beside it. */
function AccountFields({ form, t, readOnly }: Part) {
  const { values, setValues, errors } = form;
  const defaults = ACCOUNT_DEFAULTS[values.country];
  const setAccount = (key: (typeof ACCOUNT_KEYS)[number], value: string) =>
    setValues((v) => ({ ...v, accounts: { ...v.accounts, [key]: value } }));
  return (
    <SettingsSection title={t.accountsTitle} description={t.accountsDescription}>
      <div className="grid gap-4 sm:grid-cols-2">
        {ACCOUNT_KEYS.map((key) => (
          <Field key={key} label={accountLabel(t, key)} hint={t.accountDefault({ code: defaults[key] })} error={errors[`accounts.${key}`]}>
            {(p) => (
              <Input
                {...p}
                value={values.accounts[key]}
                onChange={(e) => setAccount(key, e.target.value)}
                maxLength={TAX_LIMITS.accountCode}
                placeholder={defaults[key]}
                autoComplete="off"
                spellCheck={false}
                readOnly={readOnly}
              />
            )}
          </Field>
        ))}
      </div>
    </SettingsSection>
  );
}

/** Settings › Tax's form: business, invoicing and accounts, saved together with one PATCH (decision 167). */
export function TaxSettingsForm({ settings, readOnly }: { settings: TaxSettings; readOnly: boolean }) {
  const t = useMessages(taxMessages);
  const form = useForm<TaxFormValues>(() => taxSettingsToForm(settings));
  const update = useUpdateTaxSettings();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await form.submit(toTaxSettingsBody(form.values), (body) => update.mutateAsync(body));
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-6" data-testid="tax-settings-form">
      <BusinessFields form={form} t={t} readOnly={readOnly} />
      <InvoicingFields form={form} t={t} readOnly={readOnly} rounding={settings.rounding} />
      <AccountFields form={form} t={t} readOnly={readOnly} />
      {!readOnly && (
        <Button type="submit" loading={update.isPending}>
          {t.save}
        </Button>
      )}
    </form>
  );
}
