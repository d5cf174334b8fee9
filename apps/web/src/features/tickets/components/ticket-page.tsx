import type { Ticket } from '@atelier/shared';
import { Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { RecordHeader, RecordPage } from '@/components/layout/record-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
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
      <RecordHeader
        title={
          <>
            <span className="sr-only">{t.codeLabel} </span>
            {ticket.code}
          </>
        }
        titleClassName="text-4xl font-bold tracking-tight tabular-nums"
        titleTestId="ticket-code"
        badges={
          <Badge variant={STATUS_BADGE[ticket.status]} data-testid="ticket-status">
            {statusText(t, ticket.status)}
          </Badge>
        }
      >
        <p>
          <span className="text-muted-foreground">{t.clientLabel}: </span>
          <AppLink to={clientPath(ticket.client.id)} className="font-medium underline-offset-4 hover:underline">
            {ticket.client.name}
          </AppLink>
          {ticket.client.phone && <span className="text-muted-foreground"> · {ticket.client.phone}</span>}
        </p>
        <PickupDate ticket={ticket} />
      </RecordHeader>
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
  return (
    <RecordPage query={query} list={{ to: '/tickets', label: t.back }} loadingText={t.loadingTicket} failedTitle={t.failedTitle}>
      {(ticket) => <TicketView ticket={ticket} />}
    </RecordPage>
  );
}

/**
 * /tickets/:id (decision 155): the ticket's code big, its client, the promised day, its garments
 * and their stages, the money, printing, and the pick-up.
 */
export function TicketPage() {
  return <TicketLoader />;
}
