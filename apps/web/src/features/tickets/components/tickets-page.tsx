import { TICKET_VIEWS, type Ticket, type TicketView } from '@atelier/shared';
import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ListPage } from '@/components/layout/list-page';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardGrid } from '@/components/ui/card-list';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { handleError } from '@/lib/handle-error';
import { useMessages } from '@/lib/i18n/i18n';
import { useLiveRefresh } from '@/lib/query/live-refresh';
import { resourceKey } from '@/lib/query/route-keys';
import { useCan } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { useFormat } from '@/lib/use-format';
import { useServerSearch } from '@/lib/use-server-search';
import { findTicketByCode, useTickets } from '../api/tickets-api';
import { ticketMessages } from '../messages';
import { garmentsDone, NEW_TICKET_PATH, STATUS_BADGE, statusText, ticketCodeOf, ticketMoney, ticketPath } from './ticket-texts';

/** One ticket in the list: its code (opening its page), client, pick-up day, garments done, balance. */
function TicketCard({ ticket }: { ticket: Ticket }) {
  const t = useMessages(ticketMessages);
  const format = useFormat();
  const titleId = useId();
  return (
    <Card className="flex w-full flex-col gap-2 p-5" role="article" aria-labelledby={titleId} data-testid="ticket-card">
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold tabular-nums">
          <AppLink to={ticketPath(ticket.id)} className="hover:underline focus-visible:underline">
            {ticket.code}
          </AppLink>
        </h2>
        <div className="flex flex-wrap justify-end gap-1">
          {ticket.overdue && <Badge variant="destructive">{t.overdue}</Badge>}
          <Badge variant={STATUS_BADGE[ticket.status]}>{statusText(t, ticket.status)}</Badge>
        </div>
      </div>
      <p className="truncate">{ticket.client.name}</p>
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">{t.pickup}</dt>
          <dd>{format.calendarDate(ticket.pickupDate)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t.garments}</dt>
          <dd>{t.garmentsDone({ done: garmentsDone(ticket), count: ticket.garments.length })}</dd>
        </div>
        {ticket.balance !== null && (
          <div>
            <dt className="text-xs text-muted-foreground">{t.balance}</dt>
            <dd className="font-semibold tabular-nums" data-testid="balance">
              {ticketMoney(ticket.balance, ticket, format.language)}
            </dd>
          </div>
        )}
      </dl>
    </Card>
  );
}

/** 'Find by code': the code on a claim check or a garment's tag opens its ticket. */
function FindByCode() {
  const t = useMessages(ticketMessages);
  const navigate = useNavigate();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const code = ticketCodeOf(typed);
    if (!code) return toast.error(t.findNone({ code: typed.trim() }));
    setBusy(true);
    try {
      const ticket = await findTicketByCode(code);
      if (ticket) void navigate(ticketPath(ticket.id));
      else toast.error(t.findNone({ code }));
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="flex items-end gap-2" role="search" aria-label={t.findLabel}>
      <div className="flex-1 space-y-1.5">
        <Label htmlFor={id}>{t.findLabel}</Label>
        <Input
          id={id}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t.findPlaceholder}
          autoCapitalize="characters"
          autoComplete="off"
          className="h-11"
        />
      </div>
      <Button type="submit" size="lg" loading={busy} variant="outline">
        {t.findButton}
      </Button>
    </form>
  );
}

/** The ticket list reads again while in view: a garment scanned on another device moves its ticket (decision 152). */
const LIVE_KEYS = [resourceKey('tickets')];

function TicketsList() {
  const t = useMessages(ticketMessages);
  useLiveRefresh(LIVE_KEYS);
  const query = useServerSearch();
  const [view, setView] = useState<TicketView>('active');
  const list = useTickets({ view, search: query.search });
  const canWrite = useCan('tickets.write');
  return (
    <div>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          canWrite && (
            <AppLink to={NEW_TICKET_PATH} className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}>
              <Plus className="h-4 w-4" aria-hidden /> {t.newTicket}
            </AppLink>
          )
        }
      />
      <div className="mb-4 grid gap-4 sm:grid-cols-2">
        <FindByCode />
        <SearchInput
          value={query.text}
          onChange={query.setText}
          placeholder={t.searchPlaceholder}
          label={t.searchLabel}
          className="self-end"
        />
      </div>
      <Tabs value={view} onValueChange={(v) => setView(v as TicketView)}>
        <TabsList aria-label={t.viewsLabel} className="flex w-full flex-wrap">
          {TICKET_VIEWS.map((v) => (
            <TabsTrigger key={v} value={v} className="min-h-10 flex-1">
              {t[v]}
            </TabsTrigger>
          ))}
        </TabsList>
        {TICKET_VIEWS.map((v) => (
          <TabsContent key={v} value={v}>
            {v === view && <ViewList list={list} empty={query.search ? t.emptyFiltered : t.empty} />}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function ViewList({ list, empty }: { list: ReturnType<typeof useTickets>; empty: string }) {
  const t = useMessages(ticketMessages);
  return (
    <ListPage list={list} loadingText={t.loading} emptyText={empty}>
      <CardGrid items={list.items} label={t.listLabel} card={(ticket) => <TicketCard ticket={ticket} />} />
    </ListPage>
  );
}

/**
 * /tickets (decision 155): the counter's tickets a view at a time — active (overdue first), ready,
 * uncollected 30 days after ready, collected — searched by code or client; a code typed or read
 * from a tag opens its ticket.
 */
export function TicketsPage() {
  return <TicketsList />;
}
