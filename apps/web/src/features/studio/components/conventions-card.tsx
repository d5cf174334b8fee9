import {
  DEFAULT_SETTINGS,
  isTimeZone,
  settingsWithDefaults,
  type Currency,
  type TimeFormat,
  type User,
  type WeekStart,
} from '@atelier/shared';
import { useMemo, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { browserConventions, type BrowserConventions } from './browser-conventions';
import { clockOptions, currencyOptions, preferencesMessages, TimeZoneField } from '@/features/account';
import { browserTimeFormat } from '@/lib/format';
import { i18n, useLocale, useMessages } from '@/lib/i18n/i18n';
import { can } from '@/lib/permissions';
import { useSession } from '@/lib/session-context';
import { useForm } from '@/lib/use-form';
import { useConfirmConventions } from '../api/studio-api';

export const conventionsMessages = i18n('studio-conventions', {
  title: "Your studio's conventions",
  description: 'Check these once: reminders, due dates and money follow them. You can change them later in Settings.',
  save: 'Confirm conventions',
  saved: 'Conventions saved',
});

type ConventionValues = {
  timezone: string;
  currency: Currency;
  measurementUnit: 'inches' | 'cm';
  weekStart: WeekStart;
  timeFormat: TimeFormat;
};

/**
 * The studio's settings, with the browser's zone, clock, currency, unit and first day proposed
 * where it never chose them (decisions 129 and 201): a French browser is offered euros,
 * centimetres, Monday and the 24-hour clock.
 */
export function proposedConventions(
  user: User,
  browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
  browser: BrowserConventions = browserConventions(),
): ConventionValues {
  const s = settingsWithDefaults(user.settings);
  // A setting still at the app's default was never chosen; one changed in Settings is kept.
  const unchosen = <K extends 'currency' | 'measurementUnit' | 'weekStart'>(key: K) => s[key] === DEFAULT_SETTINGS[key];
  return {
    timezone: browserZone && isTimeZone(browserZone) ? browserZone : s.timezone,
    currency: unchosen('currency') ? (browser.currency ?? s.currency) : s.currency,
    measurementUnit: unchosen('measurementUnit') ? browser.measurementUnit : s.measurementUnit,
    weekStart: unchosen('weekStart') ? browser.weekStart : s.weekStart,
    timeFormat: browserTimeFormat(),
  };
}

/** Shown to the owner or a manager while the studio's conventions were never confirmed (decision 129). */
export function needsConventions(user: User | null): user is User {
  return !!user && can(user, 'studio.write') && !settingsWithDefaults(user.settings).conventionsConfirmedAt;
}

/**
 * The studio's conventions, asked once at its first sign-in (decision 129): a card on the
 * dashboard, not a modal, so nothing else on the page waits for it. The zone and currency are the
 * studio's (PATCH /studio, which stamps the confirmation); unit, week and clock are the person's
 * preferences, whose answer becomes the session user and hides the card.
 */
export function ConventionsCard() {
  // Outside the app layout (a page rendered alone) there is no session: nothing to ask.
  const session = useSession() as ReturnType<typeof useSession> | undefined;
  const user = session?.user ?? null;
  const t = useMessages(conventionsMessages);
  const tp = useMessages(preferencesMessages);
  const locale = useLocale();
  const currencies = useMemo(() => currencyOptions(locale), [locale]);
  const form = useForm<ConventionValues>(() => (user ? proposedConventions(user) : ({} as ConventionValues)), {
    fieldOf: (path) => path.replace(/^settings\./, ''),
  });
  const save = useConfirmConventions(t.saved);
  if (!needsConventions(user)) return null;
  const { values, set, errorOf } = form;
  const clock = clockOptions(tp);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { timezone, currency, ...preferences } = values;
    void form.submit({ ok: true, body: values }, () => save.mutateAsync({ studio: { timezone, currency }, preferences }));
  };

  return (
    <section aria-labelledby="studio-conventions" className="mb-6 rounded-xl border border-primary/40 bg-card p-4 shadow-sm sm:p-5">
      <h2 id="studio-conventions" className="text-lg font-semibold">
        {t.title}
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">{t.description}</p>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <TimeZoneField
          value={values.timezone}
          onChange={(zone) => set('timezone', zone)}
          error={errorOf('timezone')}
          className="sm:col-span-2"
        />
        <Field label={tp.currency} error={errorOf('currency')}>
          {(p) => <Select {...p} value={values.currency} onValueChange={(v) => set('currency', v as Currency)} options={currencies} />}
        </Field>
        <Field label={tp.measurementUnit} error={errorOf('measurementUnit')}>
          {(p) => (
            <Select
              {...p}
              value={values.measurementUnit}
              onValueChange={(v) => set('measurementUnit', v as ConventionValues['measurementUnit'])}
              options={[
                { value: 'inches', label: tp.inches },
                { value: 'cm', label: tp.cm },
              ]}
            />
          )}
        </Field>
        <Field label={tp.weekStart} error={errorOf('weekStart')}>
          {(p) => (
            <Select {...p} value={values.weekStart} onValueChange={(v) => set('weekStart', v as WeekStart)} options={clock.weekStarts} />
          )}
        </Field>
        <Field label={tp.timeFormat} error={errorOf('timeFormat')}>
          {(p) => (
            <Select
              {...p}
              value={values.timeFormat}
              onValueChange={(v) => set('timeFormat', v as TimeFormat)}
              options={clock.timeFormats}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" loading={save.isPending}>
            {t.save}
          </Button>
        </div>
      </form>
    </section>
  );
}
