import {
  CURRENCIES,
  LANGUAGE_LABELS,
  preferencesBodySchema,
  settingsWithDefaults,
  type PreferenceSettings,
  type UserProfile,
} from '@atelier/shared';
import { useMemo, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { i18n, useLocale, useMessages, APP_LANGUAGES } from '@/lib/i18n/i18n';
import { can } from '@/lib/permissions';
import { useSession } from '@/lib/session-context';
import { useForm } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import { useUpdatePreferences } from '../api/account-api';
import { SettingsSection } from '@/components/layout/settings-section';
import { TimeZoneField } from './time-zone-field';
import { NumberInput } from '@/components/ui/number-input';
import { formNumbers, WHOLE_RULE } from '@/lib/typed-number';

export const preferencesMessages = i18n('settings-preferences', {
  title: 'Preferences',
  description: 'How Atelier looks and which units, currency and time it works in, on every device you use.',
  theme: 'Theme',
  light: 'Light',
  dark: 'Dark',
  system: 'System (same as this device)',
  language: 'Language',
  currency: 'Currency',
  currencyHint: 'Money amounts are shown in this currency.',
  measurementUnit: 'Measurement unit',
  inches: 'Inches',
  cm: 'Centimetres',
  duration: 'Default project duration (days)',
  durationHint: 'A new project is due this many days after today (1 to 365).',
  paperSize: 'Paper size',
  paperSizeHint: 'Invoice PDFs are laid out for this paper.',
  a4: 'A4',
  letter: 'US Letter',
  weekStart: 'First day of the week',
  monday: 'Monday',
  sunday: 'Sunday',
  timeFormat: 'Clock',
  clock24: '24-hour (14:30)',
  clock12: '12-hour (2:30 PM)',
  save: 'Save Preferences',
});

/** The week's first day and the clock, as the preferences and the studio's conventions offer them (decision 129). */
export function clockOptions(t: { monday: string; sunday: string; clock24: string; clock12: string }) {
  return {
    weekStarts: [
      { value: 'monday', label: t.monday },
      { value: 'sunday', label: t.sunday },
    ],
    timeFormats: [
      { value: '24h', label: t.clock24 },
      { value: '12h', label: t.clock12 },
    ],
  };
}

type FormValues = Omit<PreferenceSettings, 'defaultProjectDuration'> & { defaultProjectDuration: string };

function toForm(profile: UserProfile): FormValues {
  const s = settingsWithDefaults(profile.settings);
  return {
    theme: s.theme,
    language: s.language,
    timezone: s.timezone,
    currency: s.currency,
    measurementUnit: s.measurementUnit,
    defaultProjectDuration: String(s.defaultProjectDuration),
    paperSize: s.paperSize,
    weekStart: s.weekStart,
    timeFormat: s.timeFormat,
  };
}

/** Currency options: the ISO code and its name in the user's language (Intl). */
export function currencyOptions(locale: string) {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'currency' });
  } catch {
    names = null;
  }
  return CURRENCIES.map((code) => ({ value: code, label: `${code} — ${names?.of(code) ?? code}` }));
}

/** PATCH /user/preferences; the answer becomes the session user, so theme and language change at once. */
export function PreferencesTab({ profile }: { profile: UserProfile }) {
  const t = useMessages(preferencesMessages);
  const locale = useLocale();
  // Errors arrive as `settings.theme` from the schema and the server alike.
  const form = useForm<FormValues>(() => toForm(profile), { fieldOf: (path) => path.replace(/^settings\./, '') });
  const { values, set, errorOf } = form;
  const update = useUpdatePreferences();
  const currencies = useMemo(() => currencyOptions(locale), [locale]);
  const clock = clockOptions(t);
  // Currency, time zone and paper are the studio's (decision 073): offered here only to who may set them.
  const { user } = useSession();
  const studioKeys = can(user, 'studio.write');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const numbers = formNumbers(locale);
    const settings = {
      ...values,
      defaultProjectDuration: numbers.read('settings.defaultProjectDuration', values.defaultProjectDuration, WHOLE_RULE),
    };
    await form.submit(numbers.refuse(validateBody(preferencesBodySchema, { settings })), (body) => update.mutateAsync(body));
  };

  return (
    <SettingsSection title={t.title} description={t.description}>
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2">
        <Field label={t.theme} error={errorOf('theme')}>
          {(p) => (
            <Select
              {...p}
              value={values.theme}
              onValueChange={(v) => set('theme', v as FormValues['theme'])}
              options={[
                { value: 'light', label: t.light },
                { value: 'dark', label: t.dark },
                { value: 'system', label: t.system },
              ]}
            />
          )}
        </Field>
        <Field label={t.language} error={errorOf('language')}>
          {(p) => (
            <Select
              {...p}
              value={values.language}
              onValueChange={(v) => set('language', v as FormValues['language'])}
              options={APP_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_LABELS[code] }))}
            />
          )}
        </Field>
        {studioKeys && (
          <Field label={t.currency} hint={t.currencyHint} error={errorOf('currency')}>
            {(p) => (
              <Select
                {...p}
                value={values.currency}
                onValueChange={(v) => set('currency', v as FormValues['currency'])}
                options={currencies}
              />
            )}
          </Field>
        )}
        <Field label={t.measurementUnit} error={errorOf('measurementUnit')}>
          {(p) => (
            <Select
              {...p}
              value={values.measurementUnit}
              onValueChange={(v) => set('measurementUnit', v as FormValues['measurementUnit'])}
              options={[
                { value: 'inches', label: t.inches },
                { value: 'cm', label: t.cm },
              ]}
            />
          )}
        </Field>
        {studioKeys && (
          <Field label={t.paperSize} hint={t.paperSizeHint} error={errorOf('paperSize')}>
            {(p) => (
              <Select
                {...p}
                value={values.paperSize}
                onValueChange={(v) => set('paperSize', v as FormValues['paperSize'])}
                options={[
                  { value: 'a4', label: t.a4 },
                  { value: 'letter', label: t.letter },
                ]}
              />
            )}
          </Field>
        )}
        <Field label={t.weekStart} error={errorOf('weekStart')}>
          {(p) => (
            <Select
              {...p}
              value={values.weekStart}
              onValueChange={(v) => set('weekStart', v as FormValues['weekStart'])}
              options={clock.weekStarts}
            />
          )}
        </Field>
        <Field label={t.timeFormat} error={errorOf('timeFormat')}>
          {(p) => (
            <Select
              {...p}
              value={values.timeFormat}
              onValueChange={(v) => set('timeFormat', v as FormValues['timeFormat'])}
              options={clock.timeFormats}
            />
          )}
        </Field>
        <Field label={t.duration} hint={t.durationHint} error={errorOf('defaultProjectDuration')}>
          {(p) => (
            <NumberInput
              {...p}
              rule={WHOLE_RULE}
              value={values.defaultProjectDuration}
              onChange={(e) => set('defaultProjectDuration', e.target.value)}
            />
          )}
        </Field>
        {studioKeys && (
          <TimeZoneField
            value={values.timezone}
            onChange={(zone) => set('timezone', zone)}
            error={errorOf('timezone')}
            className="sm:col-span-2"
          />
        )}
        <div className="sm:col-span-2">
          <Button type="submit" loading={update.isPending}>
            {t.save}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
