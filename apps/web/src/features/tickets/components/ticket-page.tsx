import type { Ticket } from '@atelier/shared';
import { ArrowLeft, Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NotFoundState } from '@/components/ui/not-found-state';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/handle-error';
import { useMessages } from '@/lib/i18n/i18n';
import { useLiveRefresh } from '@/lib/query/live-refresh';
import { resourceKey } from '@/lib/query/route-keys';
import { clientPath } from '@/lib/navigation';
import { useCan } from '@/lib/permissions';
import { useFormat } from '@/lib/use-format';
import { useTicket, useUpdateTicket } from '../api/tickets-api';
import { ticketMessages } from '../messages';
import { TicketGarments } from './ticket-garments';
import { TicketPickup } from './ticket-pickup';
import { TicketPrint } from './ticket-print';
import { STATUS_BADGE, statusText, ticketMoney } from './ticket-texts';

/** The promised day, changed in place by whoever takes tickets in. */
function PickupDate({ ticket }: { ticket: Ticket }) {
  const t = useMessages(ticketMessages);
  const format = useFormat();
  const canWrite = useCan('tickets.write') && ticket.status !== 'collected';
  const update = useUpdateTicket();
  const [editing, setEditing] = useState<string | null>(null);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (editing && editing !== ticket.pickupDate)
      await update.mutateAsync({ id: ticket.id, body: { pickupDate: editing } }).catch(() => undefined);
    setEditing(null);
  };
  if (editing !== null)
    return (
      <form onSubmit={(e) => void save(e)} className="flex items-end gap-2">
        <div className="space-y-1.5">
          <Label htmlFor="ticket-pickup">{t.pickupDate}</Label>
          <Input id="ticket-pickup" type="date" value={editing} onChange={(e) => setEditing(e.target.value)} className="h-11" />
        </div>
        <Button type="submit" size="lg" loading={update.isPending}>
          {t.savePickup}
        </Button>
      </form>
    );
  return (
    <div className="flex items-center gap-2">
      <div>
        <p className="text-xs text-muted-foreground">{t.pickupDate}</p>
        <p className="font-semibold" data-testid="pickup-date">
          {format.calendarDate(ticket.pickupDate)}
        </p>
      </div>
      {ticket.overdue && <Badge variant="destructive">{t.overdue}</Badge>}
      {canWrite && (
        <Button variant="ghost" size="icon" className="h-11 w-11" aria-label={t.changePickup} onClick={() => setEditing(ticket.pickupDate)}>
          <Pencil className="h-4 w-4" aria-hidden />
        </Button>
      )}
    </div>
  );
}

/** Total, paid and balance, for a role that sees the money. */
function TicketMoney({ ticket }: { ticket: Ticket }) {
  const t = useMessages(ticketMessages);
  const format = useFormat();
  if (ticket.total === null || ticket.paid === null || ticket.balance === null) return null;
  const money = (amount: number) => ticketMoney(amount, ticket, format.language);
  return (
    <Card className="p-4">
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">{t.total}</dt>
          <dd className="font-semibold tabular-nums">{money(ticket.total)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t.paid}</dt>
          <dd className="font-semibold tabular-nums">{money(ticket.paid)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t.balance}</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="ticket-balance">
            {money(ticket.balance)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function TicketView({ ticket }: { ticket: Ticket }) {
  const t = useMessages(ticketMessages);
  return (
    <div className="mx-auto max-w-4xl space-y-6" data-testid="ticket-page">
      <AppLink to="/tickets" className="inline-flex min-h-11 items-center gap-1 text-sm text-muted-foreground hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden /> {t.back}
      </AppLink>
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-4xl font-bold tracking-tight tabular-nums" data-testid="ticket-code">
            <span className="sr-only">{t.codeLabel} </span>
            {ticket.code}
          </h1>
          <Badge variant={STATUS_BADGE[ticket.status]} data-testid="ticket-status">
            {statusText(t, ticket.status)}
          </Badge>
        </div>
        <p>
          <span className="text-muted-foreground">{t.clientLabel}: </span>
          <AppLink to={clientPath(ticket.client.id)} className="font-medium underline-offset-4 hover:underline">
            {ticket.client.name}
          </AppLink>
          {ticket.client.phone && <span className="text-muted-foreground"> · {ticket.client.phone}</span>}
        </p>
        <PickupDate ticket={ticket} />
      </header>
      <TicketPickup ticket={ticket} />
      <TicketMoney ticket={ticket} />
      <TicketPrint ticket={ticket} />
      <TicketGarments ticket={ticket} />
      <section aria-labelledby="ticket-notes" className="space-y-1">
        <h2 id="ticket-notes" className="text-lg font-semibold">
          {t.notes}
        </h2>
        <p className="whitespace-pre-line text-muted-foreground">{ticket.notes || t.noNotes}</p>
      </section>
    </div>
  );
}

/** The ticket page follows its garments moved on another device, as the list does (decision 152). */
const LIVE_KEYS = [resourceKey('tickets')];

function TicketLoader() {
  const { id = '' } = useParams();
  useLiveRefresh(LIVE_KEYS);
  const t = useMessages(ticketMessages);
  const query = useTicket(id);
  if (query.data) return <TicketView ticket={query.data} />;
  if (query.error instanceof ApiError && query.error.statusCode === 404)
    return (
      <NotFoundState
        className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center"
        action={
          <AppLink to="/tickets" className={buttonVariants()}>
            {t.back}
          </AppLink>
        }
      />
    );
  if (query.error)
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive-soft px-6 py-10 text-center"
      >
        <h1 className="text-lg font-semibold">{t.failedTitle}</h1>
        <p className="text-sm font-medium text-destructive">{errorMessage(query.error)}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  return (
    <div className="flex items-center justify-center gap-2 py-16 text-muted-foreground" role="status">
      <Spinner /> {t.loadingTicket}
    </div>
  );
}

/**
 * /tickets/:id (decision 155): the ticket's code big, its client, the promised day, its garments
 * and their stages, the money, printing, and the pick-up.
 */
export function TicketPage() {
  return <TicketLoader />;
}
