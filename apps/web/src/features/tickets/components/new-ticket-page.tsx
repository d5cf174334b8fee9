import type { Service } from '@atelier/shared';
import { Plus } from 'lucide-react';
import { useMemo, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { PaymentMethodSelect } from '@/components/ui/payment-method-select';
import { ClientPicker } from '@/features/clients';
import { useServices } from '@/features/services';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useForm, type FormState } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { useCreateTicket } from '../api/tickets-api';
import { ticketMessages } from '../messages';
import { GarmentFields } from './garment-fields';
import { PickupField } from './pickup-field';
import { emptyGarment, emptyTicketForm, previewOf, toCreateTicketBody, type TicketFormValues } from './ticket-form';
import { ticketPath } from './ticket-texts';
import { NumberInput } from '@/components/ui/number-input';
import { moneyRule } from '@/lib/typed-number';

type Form = FormState<TicketFormValues>;

/** The client found by name, or a new one with a name and a phone in the same form. */
function ClientSection({ form }: { form: Form }) {
  const t = useMessages(ticketMessages);
  const { values, errors, set } = form;
  return (
    <section className="space-y-3" aria-label={t.client}>
      {values.newClient ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t.clientName} error={errors['client.name']}>
            {(p) => <Input {...p} value={values.clientName} onChange={form.text('clientName')} autoComplete="off" className="h-11" />}
          </Field>
          <Field label={t.clientPhone} optional error={errors['client.phone']}>
            {(p) => (
              <Input {...p} type="tel" value={values.clientPhone} onChange={form.text('clientPhone')} autoComplete="off" className="h-11" />
            )}
          </Field>
        </div>
      ) : (
        <Field label={t.client} error={errors.clientId}>
          {(p) => (
            <ClientPicker
              {...p}
              value={values.clientId}
              onChange={(id) => set('clientId', id)}
              placeholder={t.findClient}
              className="[&_input]:h-11"
            />
          )}
        </Field>
      )}
      <Button variant="link" className="h-11 px-0" onClick={() => set('newClient', !values.newClient)}>
        {values.newClient ? t.existingClientToggle : t.newClientToggle}
      </Button>
    </section>
  );
}

/** The deposit taken at the counter, for a role that handles invoices. */
function DepositFields({ form }: { form: Form }) {
  const t = useMessages(ticketMessages);
  const format = useFormat();
  const { values, errors } = form;
  return (
    <div className="grid grid-cols-2 gap-3">
      <Field label={t.deposit({ currency: format.currencySymbol })} optional error={errors['deposit.amount']}>
        {(p) => (
          <NumberInput {...p} rule={moneyRule(format.currency)} value={values.deposit} onChange={form.text('deposit')} className="h-11" />
        )}
      </Field>
      <Field label={t.depositMethod} error={errors['deposit.method']}>
        {(p) => (
          <PaymentMethodSelect {...p} value={values.depositMethod} onValueChange={(m) => form.set('depositMethod', m)} className="h-11" />
        )}
      </Field>
    </div>
  );
}

function NewTicketForm() {
  const t = useMessages(ticketMessages);
  const format = useFormat();
  const navigate = useNavigate();
  const form = useForm<TicketFormValues>(emptyTicketForm);
  const { values, errors, set } = form;
  const services = useServices({});
  const offered = useMemo(() => services.items.filter((s: Service) => s.active), [services.items]);
  const catalogue = useMemo(() => new Map(services.items.map((s) => [s.id, s])), [services.items]);
  const typedIn = { language: format.language, currency: format.currency };
  const preview = previewOf(values.garments, catalogue, typedIn);
  const takesMoney = useCan('invoices.write');
  const create = useCreateTicket();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    let id = '';
    const saved = await form.submit(toCreateTicketBody(values, { ...t, ...typedIn }, takesMoney), async (body) => {
      id = (await create.mutateAsync(body)).id;
    });
    if (saved) void navigate(ticketPath(id));
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mx-auto max-w-3xl space-y-6" aria-label={t.newTitle}>
      <ClientSection form={form} />
      {values.garments.map((garment, i) => (
        <GarmentFields
          key={garment.key}
          garment={garment}
          index={i}
          services={offered}
          errors={errors}
          onChange={(next) =>
            set(
              'garments',
              values.garments.map((g, j) => (j === i ? next : g)),
            )
          }
          onRemove={
            values.garments.length > 1
              ? () =>
                  set(
                    'garments',
                    values.garments.filter((_, j) => j !== i),
                  )
              : undefined
          }
        />
      ))}
      <Button variant="outline" size="lg" className="w-full" onClick={() => set('garments', [...values.garments, emptyGarment()])}>
        <Plus className="h-4 w-4" aria-hidden /> {t.addGarment}
      </Button>
      <PickupField
        value={values.pickupDate}
        minutes={preview.minutes}
        error={errors.pickupDate}
        onChange={(date) => set('pickupDate', date)}
      />
      {takesMoney && <DepositFields form={form} />}
      <Field label={t.notes} optional error={errors.notes}>
        {(p) => <Textarea {...p} value={values.notes} onChange={form.text('notes')} rows={2} />}
      </Field>
      <div className="sticky bottom-[var(--counter-bar,0px)] flex items-center justify-between gap-3 border-t border-border bg-background py-3">
        <p aria-live="polite" data-testid="ticket-total">
          {preview.total === null ? (
            <span className="text-sm text-muted-foreground">{t.totalUnknown}</span>
          ) : (
            <>
              <span className="text-sm text-muted-foreground">{t.total} </span>
              <span className="text-lg font-semibold tabular-nums">{format.money(preview.total)}</span>
            </>
          )}
        </p>
        <Button type="submit" size="lg" loading={create.isPending}>
          {t.createTicket}
        </Button>
      </div>
    </form>
  );
}

/** /tickets/new (decision 155): a ticket at the counter in under a minute, on one screen. */
export function NewTicketPage() {
  const t = useMessages(ticketMessages);
  return (
    <>
      <PageHeader title={t.newTitle} description={t.newDescription} />
      <NewTicketForm />
    </>
  );
}
