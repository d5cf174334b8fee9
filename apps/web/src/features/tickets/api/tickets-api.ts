import {
  API,
  type CreatePaymentBody,
  type CreateTicketBody,
  type Ticket,
  type TicketView,
  type UpdateTicketBody,
  type UpdateTicketSettingsBody,
} from '@atelier/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call, callFile } from '@/lib/api-client';
import { pagedCache, pagedListOptions, usePagedList, type PageRequest } from '@/lib/query/paged-list';
import { resourceKey, routeKey } from '@/lib/query/route-keys';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';

const routes = API.tickets;
export type TicketFilters = { view?: TicketView; search?: string };
export type PrintFormat = 'receipt' | 'a4';

/** GET /tickets, a page at a time (decision 069), one view (active, ready, uncollected, collected) and a search. */
export const ticketPages = {
  route: routes.list,
  fetchPage: async (query: PageRequest<TicketFilters>) => {
    const { tickets, nextCursor } = await call(routes.list, { query });
    return { items: tickets, nextCursor: nextCursor ?? null };
  },
};

export const ticketsQueryOptions = (filters?: TicketFilters) => pagedListOptions(ticketPages, filters);

export function useTickets(filters: TicketFilters) {
  return usePagedList(ticketsQueryOptions(filters), { loadedMessage: routeText(routes.list) });
}

export const ticketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: routeKey(routes.get, { params: { id } }),
    queryFn: async () => (await call(routes.get, { params: { id } })).ticket,
  });

/** One ticket, for its page; a 404 is the page's not-found state, not a toast. */
export function useTicket(id: string) {
  return useQuery({ ...ticketQueryOptions(id), enabled: !!id, meta: { quiet: true } });
}

/** The server's answer is the ticket: its page and its row in the lists show it at once. */
function applyTicket(client: QueryClient, ticket: Ticket) {
  client.setQueryData(ticketQueryOptions(ticket.id).queryKey, ticket);
  pagedCache.replace(client, routes.list, ticket);
}

/** POST /tickets: the garments become projects and the lines an invoice (decision 151). */
export function useCreateTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateTicketBody) => (await call(routes.create, { body })).ticket,
    onSuccess: (ticket) => {
      client.setQueryData(ticketQueryOptions(ticket.id).queryKey, ticket);
      // Each garment is a project, the lines an invoice, a new client a client: their lists ask again.
      for (const key of [routeKey(routes.list), resourceKey('projects'), resourceKey('invoices'), resourceKey('clients')])
        void client.invalidateQueries({ queryKey: key });
      toast.success(routeText(routes.create));
    },
  });
}

/** PATCH /tickets/{id}: the pick-up day, the notes, the garments, or collected. */
export function useUpdateTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateTicketBody }) =>
      (await call(routes.update, { params: { id }, body })).ticket,
    onSuccess: (ticket) => {
      applyTicket(client, ticket);
      void client.invalidateQueries({ queryKey: resourceKey('projects') });
      toast.success(routeText(routes.update));
    },
  });
}

/** POST /invoices/{id}/payments for the ticket's invoice; the ticket is read again for its balance. */
export function useTakePayment(ticketId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ invoiceId, body }: { invoiceId: string; body: CreatePaymentBody }) =>
      (await call(API.invoices.addPayment, { params: { id: invoiceId }, body })).invoice,
    onSuccess: async () => {
      void client.invalidateQueries({ queryKey: resourceKey('invoices') });
      await client.invalidateQueries({ queryKey: ticketQueryOptions(ticketId).queryKey });
      void client.invalidateQueries({ queryKey: routeKey(routes.list) });
      toast.success(routeText(API.invoices.addPayment));
    },
  });
}

/** GET /tickets/pickup-suggestion?minutes=: the first open day with room, and the days around it. */
export function usePickupSuggestion(minutes: number) {
  return useQuery({
    queryKey: routeKey(routes.suggestPickup, { query: { minutes: String(minutes) } }),
    queryFn: async ({ signal }) => (await call(routes.suggestPickup, { query: { minutes: String(minutes) } }, { signal })).suggestion,
    placeholderData: keepPreviousData,
    meta: { quiet: true },
  });
}

const settingsOptions = () =>
  queryOptions({
    queryKey: routeKey(routes.settings),
    queryFn: async () => (await call(routes.settings)).settings,
  });

export const useTicketSettings = (enabled = true) => useQuery({ ...settingsOptions(), enabled });

export function useUpdateTicketSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateTicketSettingsBody) => (await call(routes.updateSettings, { body })).settings,
    onSuccess: (settings) => {
      client.setQueryData(settingsOptions().queryKey, settings);
      void client.invalidateQueries({ queryKey: routeKey(routes.suggestPickup) });
      toast.success(routeText(routes.updateSettings));
    },
  });
}

/** The claim check or the tags as a PDF, fetched with the token in a header (decision 031). */
export const ticketPdf = (id: string, kind: 'claimCheck' | 'tags', format: PrintFormat) =>
  callFile(routes[kind], { params: { id }, query: { format } });

/** A project's own tag as a PDF (decision 153). */
export const projectTagPdf = (id: string, format: PrintFormat) => callFile(routes.projectTag, { params: { id }, query: { format } });

/**
 * The ticket with this code (A-0427), looked for with the list's search among the tickets not yet
 * collected, then the collected ones; null when the studio has none.
 */
export async function findTicketByCode(code: string): Promise<Ticket | null> {
  for (const view of ['active', 'collected'] as const) {
    const { tickets } = await call(routes.list, { query: { view, search: code, limit: '5' } });
    const found = tickets.find((t) => t.code.toUpperCase() === code);
    if (found) return found;
  }
  return null;
}
