import { updateTicketSettingsBodySchema, type TicketSettings } from '@atelier/shared';
import { useId, type FormEvent } from 'react';
import { SettingsSection } from '@/components/layout/settings-section';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldError } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { usePlanHas } from '@/features/billing';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useForm } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import { useTicketSettings, useUpdateTicketSettings } from '../api/tickets-api';
import { ticketMessages } from '../messages';
import { formNumbers, useTypedNumbers, WHOLE_RULE } from '@/lib/typed-number';
import { NumberInput } from '@/components/ui/number-input';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

function CounterForm({ settings }: { settings: TicketSettings }) {
  const t = useMessages(ticketMessages);
  const id = useId();
  const form = useForm(() => ({ openDays: settings.openDays, capacity: String(settings.dailyCapacityMinutes) }));
  const update = useUpdateTicketSettings();
  const { values, errors } = form;
  const toggle = (day: number, on: boolean) =>
    form.set('openDays', on ? [...values.openDays, day].sort((a, b) => a - b) : values.openDays.filter((d) => d !== day));
  const { language } = useTypedNumbers();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const numbers = formNumbers(language);
    const body = { openDays: values.openDays, dailyCapacityMinutes: numbers.read('dailyCapacityMinutes', values.capacity, WHOLE_RULE) };
    await form.submit(numbers.refuse(validateBody(updateTicketSettingsBodySchema, body)), (b) => update.mutateAsync(b));
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-label={t.settingsTitle}>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t.openDays}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {WEEKDAYS.map((day) => (
            <div key={day} className="flex min-h-11 items-center gap-2">
              <Checkbox id={`${id}-${day}`} checked={values.openDays.includes(day)} onCheckedChange={(on) => toggle(day, on === true)} />
              <Label htmlFor={`${id}-${day}`}>{t[`weekday${day}`]}</Label>
            </div>
          ))}
        </div>
        {errors.openDays && <FieldError>{errors.openDays}</FieldError>}
      </fieldset>
      <Field label={t.dailyCapacity} error={errors.dailyCapacityMinutes} className="max-w-xs">
        {(p) => <NumberInput {...p} rule={WHOLE_RULE} value={values.capacity} onChange={form.text('capacity')} className="h-11" />}
      </Field>
      <Button type="submit" loading={update.isPending}>
        {t.saveSettings}
      </Button>
    </form>
  );
}

/**
 * The counter's capacity in the studio's settings (decision 155): the days the workroom works and
 * the standard minutes it can promise a day, from which the pick-up day is suggested. For the
 * roles that change the studio, on a plan with the counter.
 */
export function CounterSettings() {
  const t = useMessages(ticketMessages);
  const mayChange = useCan('studio.write');
  const included = usePlanHas('invoices');
  const shown = mayChange && included;
  const settings = useTicketSettings(shown);
  if (!shown) return null;
  return (
    <SettingsSection title={t.settingsTitle} description={t.settingsDescription}>
      {settings.data ? (
        <CounterForm settings={settings.data} />
      ) : (
        <div role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner /> {t.loading}
        </div>
      )}
    </SettingsSection>
  );
}
