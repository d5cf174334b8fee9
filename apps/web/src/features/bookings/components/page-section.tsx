import { updateBookingSettingsBodySchema, type BookingSettings } from '@atelier/shared';
import type { FormEvent } from 'react';
import { SettingsSection } from '@/components/layout/settings-section';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { copyText } from '@/lib/copy-text';
import { useMessages } from '@/lib/i18n/i18n';
import { useForm } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import { useUpdateBookingSettings } from '../api/bookings-api';
import { bookingsMessages } from '../messages';
import { readSettingsNumbers } from './type-form';
import { NumberInput } from '@/components/ui/number-input';
import { useTypedNumbers, WHOLE_RULE } from '@/lib/typed-number';

type Values = { enabled: boolean; slug: string; noticeHours: string; dailyCap: string; terms: string };

/** The page itself (decision 161): on or off, its address with the full link to copy, notice, daily cap and terms. */
export function PageSection({ settings }: { settings: BookingSettings }) {
  const t = useMessages(bookingsMessages);
  const form = useForm<Values>(() => ({
    enabled: settings.enabled,
    slug: settings.slug,
    noticeHours: String(settings.noticeHours),
    dailyCap: String(settings.dailyCap),
    terms: settings.terms,
  }));
  const { values, set, text, errorOf } = form;
  const update = useUpdateBookingSettings();

  const { language } = useTypedNumbers();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const numbers = readSettingsNumbers(values, t.wholeNumber, language);
    if (!numbers.ok) return form.refuse(numbers.errors);
    const body = {
      enabled: values.enabled,
      slug: values.slug,
      terms: values.terms,
      noticeHours: numbers.noticeHours,
      dailyCap: numbers.dailyCap,
    };
    await form.submit(validateBody(updateBookingSettingsBodySchema, body), (b) => update.mutateAsync(b));
  };

  return (
    <SettingsSection title={t.pageTitle} description={t.pageDescription}>
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2" data-testid="booking-page-form">
        <div className="flex items-center gap-3 sm:col-span-2">
          <Switch id="booking-enabled" checked={values.enabled} onCheckedChange={(on) => set('enabled', on)} />
          <label htmlFor="booking-enabled" className="text-sm font-medium">
            {t.enabled}
          </label>
        </div>
        <Field label={t.slug} hint={t.slugHint} error={errorOf('slug')}>
          {(p) => <Input {...p} value={values.slug} onChange={text('slug')} autoComplete="off" spellCheck={false} />}
        </Field>
        {settings.slug && (
          <div className="space-y-1.5">
            <p className="text-sm font-medium">{t.publicUrl}</p>
            <div className="flex flex-wrap items-center gap-2">
              <a
                href={settings.publicUrl}
                target="_blank"
                rel="noreferrer"
                className="text-sm break-all text-primary underline"
                data-testid="booking-public-url"
              >
                {settings.publicUrl}
              </a>
              <Button
                variant="outline"
                size="sm"
                onClick={() => void copyText(settings.publicUrl, { copied: t.copied, copyFailed: t.copyFailed })}
              >
                {t.copy}
              </Button>
            </div>
          </div>
        )}
        <Field label={t.notice} hint={t.noticeHint} error={errorOf('noticeHours')}>
          {(p) => <NumberInput {...p} rule={WHOLE_RULE} value={values.noticeHours} onChange={text('noticeHours')} />}
        </Field>
        <Field label={t.dailyCap} error={errorOf('dailyCap')}>
          {(p) => <NumberInput {...p} rule={WHOLE_RULE} value={values.dailyCap} onChange={text('dailyCap')} />}
        </Field>
        <Field label={t.terms} hint={t.termsHint} error={errorOf('terms')} className="sm:col-span-2">
          {(p) => <Textarea {...p} rows={5} value={values.terms} onChange={text('terms')} maxLength={5000} />}
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" loading={update.isPending}>
            {t.save}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
