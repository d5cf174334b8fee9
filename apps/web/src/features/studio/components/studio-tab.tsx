import { PAPER_SIZES, PHONE_COUNTRIES, updateStudioBodySchema, type Studio } from '@atelier/shared';
import { useMemo, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useLocale, useMessages } from '@/lib/i18n/i18n';
import { useForm } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import { useStudio, useUpdateStudio } from '../api/studio-api';
import { BrandSection } from './brand-section';
import { currencyOptions } from '@/features/account';
import { SettingsSection } from '@/components/layout/settings-section';
import { studioMessages } from './studio-messages';
import { TimeZoneField } from '@/features/account';
import { usePlanHas } from '@/features/billing';
import { MARKUP_RULE, markupText, readMarkupPercent } from './markup-field';
import { NumberInput } from '@/components/ui/number-input';

type Values = Pick<Studio, 'name' | 'address' | 'currency' | 'timezone' | 'paperSize' | 'phoneCountry'> & {
  materialsMarkupPercent: string;
};

/** The select's value for "no country" (Radix has no empty item value). */
const NO_COUNTRY = 'none';

/** Every country a phone number may be read in, by its name in the user's language (decision 083). */
function countryOptions(locale: string, none: string) {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  const countries = PHONE_COUNTRIES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );
  return [{ value: NO_COUNTRY, label: none }, ...countries];
}

/** Name, address, currency, time zone and paper size: PATCH /studio, every member's from then on. */
function StudioDetails({ studio }: { studio: Studio }) {
  const t = useMessages(studioMessages);
  const locale = useLocale();
  const currencies = useMemo(() => currencyOptions(locale), [locale]);
  const countries = useMemo(() => countryOptions(locale, t.noPhoneCountry), [locale, t.noPhoneCountry]);
  const form = useForm<Values>(() => ({
    name: studio.name,
    address: studio.address,
    currency: studio.currency,
    timezone: studio.timezone,
    paperSize: studio.paperSize,
    phoneCountry: studio.phoneCountry,
    materialsMarkupPercent: markupText(studio.materialsMarkupPercent ?? 0, locale),
  }));
  // The markup is null for a role that sees no prices (decision 144): the field is not theirs.
  const withMaterials = usePlanHas('materials');
  const showsMarkup = withMaterials && studio.materialsMarkupPercent !== null;
  const { values, set, text, errorOf } = form;
  const update = useUpdateStudio();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { materialsMarkupPercent: markupTyped, ...details } = values;
    const markup = readMarkupPercent(markupTyped, locale);
    if (showsMarkup && !markup.ok) {
      const problems = { unreadable: t.markupUnreadable, range: t.markupRange, decimals: t.markupDecimals };
      return form.refuse({ materialsMarkupPercent: problems[markup.problem] });
    }
    const body = showsMarkup && markup.ok ? { ...details, materialsMarkupPercent: markup.value } : details;
    await form.submit(validateBody(updateStudioBodySchema, body), (b) => update.mutateAsync({ ...b, conventionsConfirmed: true }));
  };

  return (
    <SettingsSection title={t.title} description={t.description}>
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2" data-testid="studio-form">
        <Field label={t.name} error={errorOf('name')}>
          {(p) => <Input {...p} value={values.name} onChange={text('name')} />}
        </Field>
        <Field label={t.address} hint={t.addressHint} error={errorOf('address')}>
          {(p) => <Input {...p} autoComplete="street-address" value={values.address} onChange={text('address')} />}
        </Field>
        <Field label={t.currency} error={errorOf('currency')}>
          {(p) => (
            <Select {...p} value={values.currency} onValueChange={(v) => set('currency', v as Values['currency'])} options={currencies} />
          )}
        </Field>
        <Field label={t.paperSize} error={errorOf('paperSize')}>
          {(p) => (
            <Select
              {...p}
              value={values.paperSize}
              onValueChange={(v) => set('paperSize', v as Values['paperSize'])}
              options={PAPER_SIZES.map((size) => ({ value: size, label: size === 'a4' ? t.a4 : t.letter }))}
            />
          )}
        </Field>
        <Field label={t.phoneCountry} hint={t.phoneCountryHint} error={errorOf('phoneCountry')} className="sm:col-span-2">
          {(p) => (
            <Select
              {...p}
              value={values.phoneCountry || NO_COUNTRY}
              onValueChange={(v) => set('phoneCountry', v === NO_COUNTRY ? '' : v)}
              options={countries}
            />
          )}
        </Field>
        {showsMarkup && (
          <Field label={t.markup} hint={t.markupHint} error={errorOf('materialsMarkupPercent')}>
            {(p) => (
              <NumberInput {...p} rule={MARKUP_RULE} value={values.materialsMarkupPercent} onChange={text('materialsMarkupPercent')} />
            )}
          </Field>
        )}
        <TimeZoneField
          value={values.timezone}
          onChange={(zone) => set('timezone', zone)}
          error={errorOf('timezone')}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <Button type="submit" loading={update.isPending}>
            {t.save}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}

/** The Studio tab (decision 073), for the owner and managers: the studio's settings, then its brand. */
export function StudioTab() {
  const t = useMessages(studioMessages);
  const studio = useStudio();
  if (studio.isError) return <Alert variant="error">{t.loadError}</Alert>;
  if (!studio.data) {
    return (
      <div role="status" className="flex items-center gap-3 py-4 text-muted-foreground">
        <Spinner className="text-primary" />
        <p>{t.loading}</p>
      </div>
    );
  }
  return (
    <div className="space-y-6" data-testid="studio-tab">
      <StudioDetails studio={studio.data} />
      <BrandSection studio={studio.data} />
    </div>
  );
}
