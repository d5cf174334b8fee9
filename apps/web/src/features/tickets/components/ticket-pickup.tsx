import { createPaymentBodySchema, numberFieldText, PAYMENT_METHODS, type PaymentMethod, type Ticket } from '@atelier/shared';
import { CheckCircle2, Wallet } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Select } from '@/components/ui/select';
import { ReadyMessageButton } from '@/features/messaging';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useCan } from '@/lib/permissions';
import { useForm } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { validateBody } from '@/lib/validate-form';
import { useTakePayment, useUpdateTicket } from '../api/tickets-api';
import { ticketMessages } from '../messages';
import { readMoney } from './ticket-form';
import { ticketMoney } from './ticket-texts';
import { NumberInput } from '@/components/ui/number-input';
import { moneyRule } from '@/lib/typed-number';

/** The balance taken at pick-up: a payment on the ticket's invoice, for the amount owed by default. */
function TakeBalanceDialog({ ticket, onClose }: { ticket: Ticket; onClose: () => void }) {
  const t = useMessages(ticketMessages);
  const labels = useLabels();
  const format = useFormat();
  const formId = useId();
  const form = useForm(() => ({
    amount: ticket.balance === null ? '' : numberFieldText(ticket.balance, format.language, 2, 2),
    method: 'cash' as PaymentMethod,
  }));
  const take = useTakePayment(ticket.id);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const amount = readMoney(form.values.amount, { language: format.language, currency: format.currency });
    const body = { amount: amount ?? Number.NaN, date: format.today(), method: form.values.method };
    const built = Number.isNaN(amount)
      ? { ok: false as const, errors: { amount: t.writePrice } }
      : validateBody(createPaymentBodySchema, body);
    if (await form.submit(built, (b) => take.mutateAsync({ invoiceId: ticket.invoiceId ?? '', body: b }))) onClose();
  };
  return (
    <FormDialog
      title={t.takeBalanceTitle}
      description={t.takeBalanceDescription({ code: ticket.code })}
      formId={formId}
      submitLabel={t.savePayment}
      isSaving={take.isPending}
      onClose={onClose}
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="grid grid-cols-2 gap-3">
        <Field label={t.amount({ currency: ticket.currency })} error={form.errors.amount}>
          {(p) => (
            <NumberInput
              {...p}
              rule={moneyRule(ticket.currency)}
              value={form.values.amount}
              onChange={form.text('amount')}
              className="h-11"
            />
          )}
        </Field>
        <Field label={t.method} error={form.errors.method}>
          {(p) => (
            <Select
              {...p}
              value={form.values.method}
              onValueChange={(v) => form.set('method', v as PaymentMethod)}
              options={PAYMENT_METHODS.map((m) => ({ value: m, label: labels.paymentMethod(m) }))}
              className="h-11"
            />
          )}
        </Field>
      </form>
    </FormDialog>
  );
}

/** 'Ready for pick-up': every garment done; the client is offered the message by their channel. */
function ReadyBanner({ ticket }: { ticket: Ticket }) {
  const t = useMessages(ticketMessages);
  const first = ticket.garments[0];
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-border bg-success-soft p-4 sm:flex-row sm:items-center"
      data-testid="ready-banner"
    >
      <CheckCircle2 className="h-6 w-6 shrink-0 text-success-soft-foreground" aria-hidden />
      <div className="flex-1 text-success-soft-foreground">
        <p className="font-semibold">{t.readyTitle}</p>
        <p className="text-sm">{t.readyText}</p>
      </div>
      {first && <ReadyMessageButton clientId={ticket.client.id} projectId={first.id} label={t.sendReady} />}
    </div>
  );
}

/**
 * Pick-up (decision 155): the balance taken with the invoices' payments, then the garments marked
 * collected; a refusal (a balance still owed: 409) is the server's message.
 */
export function TicketPickup({ ticket }: { ticket: Ticket }) {
  const t = useMessages(ticketMessages);
  const format = useFormat();
  const takesMoney = useCan('invoices.write');
  const canWrite = useCan('tickets.write');
  const update = useUpdateTicket();
  const [taking, setTaking] = useState(false);
  if (ticket.status === 'collected')
    return <p className="text-muted-foreground">{t.collectedOn({ date: format.calendarDate(ticket.collectedAt) })}</p>;
  const owed = ticket.balance !== null && ticket.balance > 0;
  return (
    <div className="space-y-3">
      {ticket.status === 'ready' && <ReadyBanner ticket={ticket} />}
      {canWrite && (
        <div className="flex flex-col gap-2 sm:flex-row">
          {owed && takesMoney && ticket.invoiceId && (
            <Button
              size="lg"
              variant={ticket.status === 'ready' ? 'primary' : 'outline'}
              onClick={() => setTaking(true)}
              className="w-full sm:w-auto"
            >
              <Wallet className="h-4 w-4" aria-hidden /> {t.takeBalance} · {ticketMoney(ticket.balance ?? 0, ticket, format.language)}
            </Button>
          )}
          <Button
            size="lg"
            variant={owed ? 'outline' : 'primary'}
            loading={update.isPending}
            onClick={() => update.mutate({ id: ticket.id, body: { collected: true } })}
            className="w-full sm:w-auto"
          >
            {t.markCollected}
          </Button>
        </div>
      )}
      {taking && <TakeBalanceDialog ticket={ticket} onClose={() => setTaking(false)} />}
    </div>
  );
}
