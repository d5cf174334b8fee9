import {
  API,
  type CheckOutRentalBody,
  type CreatePartyRentalBody,
  type CreateRentalBody,
  type Rental,
  type RentalState,
  type ReturnRentalBody,
  type UpdateRentalBody,
} from '@atelier/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '@/lib/api-client';
import { pagedListOptions, type PageRequest } from '@/lib/query/paged-list';
import { createResource } from '@/lib/query/resource';
import { resourceKey, routeKey } from '@/lib/query/route-keys';
import { resourceToasts, routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';

const routes = API.rentals;
type RentalFilters = { search?: string; state?: RentalState; due?: 'out' | 'today' | 'late'; pieceId?: string };

/** GET /rentals, a page at a time (decision 069). */
const rentalPages = {
  route: routes.list,
  fetchPage: async (query: PageRequest<RentalFilters>) => {
    const { rentals, nextCursor } = await call(routes.list, { query });
    return { items: rentals, nextCursor: nextCursor ?? null };
  },
};

/** The one factory of the list's options (decision 120). */
const rentalsQueryOptions = (filters?: RentalFilters) => pagedListOptions(rentalPages, filters);

const rentals = createResource<Rental, CreateRentalBody, UpdateRentalBody, true, RentalFilters>({
  listRoute: routes.list,
  listOptions: rentalsQueryOptions,
  api: {
    create: async (body: CreateRentalBody) => (await call(routes.create, { body })).rental,
    update: async (id: string, body: UpdateRentalBody) => (await call(routes.update, { params: { id }, body })).rental,
    remove: async (id: string) => (await call(routes.remove, { params: { id } })).deleted,
  },
  messages: resourceToasts(routes),
});

export const useRentals = rentals.useList;
export const useCreateRental = rentals.useCreate;
export const useUpdateRental = rentals.useUpdate;
export const useDeleteRental = rentals.useRemove;

/** POST /rentals/:id/cancel: its pieces are free again; the lists and availability read again. */
export function useCancelRental() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await call(routes.cancel, { params: { id } })).rental,
    onSuccess: () => {
      toast.success(routeText(routes.cancel));
      return client.invalidateQueries({ queryKey: resourceKey('rentals') });
    },
    // Moved on another device: the list shows where it is now.
    onError: () => client.invalidateQueries({ queryKey: resourceKey('rentals') }),
  });
}

/** After a move at the counter (decision 223): the toast, and the lists, availability and pieces read again. */
function useAfterMove() {
  const client = useQueryClient();
  return (route: typeof routes.checkOut | typeof routes.return) => {
    toast.success(routeText(route));
    return Promise.all([
      client.invalidateQueries({ queryKey: resourceKey('rentals') }),
      client.invalidateQueries({ queryKey: resourceKey('pieces') }),
    ]);
  };
}

/** POST /rentals/:id/check-out: the tags scanned, every piece of the rental. */
export function useCheckOutRental() {
  const after = useAfterMove();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: CheckOutRentalBody }) =>
      (await call(routes.checkOut, { params: { id }, body })).rental,
    onSuccess: () => after(routes.checkOut),
  });
}

/** POST /rentals/:id/return: each piece as it came back; the deposit settled by the server. */
export function useReturnRental() {
  const after = useAfterMove();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: ReturnRentalBody }) =>
      (await call(routes.return, { params: { id }, body })).rental,
    onSuccess: () => after(routes.return),
  });
}

/**
 * A style's rentable pieces over the chosen days (decision 222): which are free and each size's
 * count, read again as the dates or the style change; the last answer stays shown meanwhile.
 */
export function useAvailability(ask: { styleId: string; from: string; to: string } | null) {
  const query = ask ?? { styleId: '', from: '', to: '' };
  return useQuery({
    queryKey: routeKey(routes.availability, { query }),
    queryFn: async () => (await call(routes.availability, { query })).availability,
    enabled: ask !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET /rentals/report (decision 224): the counter's counts and what each piece earned; read again after every change to rentals. */
export function useRentalReport() {
  return useQuery({ queryKey: routeKey(routes.report), queryFn: async () => (await call(routes.report)).report });
}

/** GET /rentals/party (decision 225): each member's proposed size and a free piece in it; the last answer stays shown meanwhile. */
export function usePartyProposal(ask: { groupId: string; styleId: string; chartId?: string; from: string; to: string } | null) {
  const query = ask ?? { groupId: '', styleId: '', from: '', to: '' };
  return useQuery({
    queryKey: routeKey(routes.party, { query }),
    queryFn: async () => (await call(routes.party, { query })).party,
    enabled: ask !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** POST /rentals/party: the party's rentals at once; the lists, availability and proposals read again, refused or not. */
export function useCreatePartyRental() {
  const client = useQueryClient();
  const readAgain = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: resourceKey('rentals') }),
      client.invalidateQueries({ queryKey: resourceKey('pieces') }),
    ]);
  return useMutation({
    mutationFn: async (body: CreatePartyRentalBody) => (await call(routes.createParty, { body })).rentals,
    onSuccess: () => {
      toast.success(routeText(routes.createParty));
      return readAgain();
    },
    // A piece taken meanwhile: the proposal reads again and suggests a free one instead.
    onError: () => readAgain(),
  });
}

/** What a rental opens elsewhere (decision 226): the client's invoice and the agreement they sign. */
export type RentalOpening = 'invoice' | 'agreement';

/** Opens one of them for a rental, once; the rental and the lists the document now appears in read again. */
export function useOpenFromRental() {
  const client = useQueryClient();
  const refresh = () => {
    for (const resource of ['rentals', 'invoices', 'contracts']) void client.invalidateQueries({ queryKey: resourceKey(resource) });
  };
  return useMutation({
    mutationFn: async ({ id, opening }: { id: string; opening: RentalOpening }) => (await call(routes[opening], { params: { id } })).rental,
    onSuccess: (_rental, { opening }) => {
      toast.success(routeText(routes[opening]));
      refresh();
    },
    // Opened on another device meanwhile: the card shows the link instead.
    onError: () => client.invalidateQueries({ queryKey: resourceKey('rentals') }),
  });
}

/**
 * POST /rentals/:id/card-deposit (decision 229): the page where the renter pays the deposit by card
 * on the studio's Stripe account; the rental is then read every few seconds until the payment is in.
 */
export function useCardDeposit(id: string) {
  const client = useQueryClient();
  const open = useMutation({ mutationFn: async () => (await call(routes.cardDeposit, { params: { id } })).url });
  const watched = useQuery({
    queryKey: routeKey(routes.get, { params: { id } }),
    queryFn: async () => (await call(routes.get, { params: { id } })).rental,
    enabled: open.isSuccess,
    refetchInterval: (query) => (query.state.data?.depositTaken ? false : 3000),
  });
  const paid = watched.data?.depositTaken ?? null;
  // Paid: the list's card shows the deposit taken.
  useEffect(() => {
    if (paid) void client.invalidateQueries({ queryKey: resourceKey('rentals') });
  }, [paid, client]);
  return { open, url: open.data ?? null, paid };
}
