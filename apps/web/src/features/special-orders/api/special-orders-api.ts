import {
  API,
  PAGE_LIMITS,
  type CheckInSpecialOrderBody,
  type CreateSpecialOrderBody,
  type SpecialOrder,
  type SpecialOrderState,
  type UpdateSpecialOrderBody,
  type UpdateSpecialOrderSettingsBody,
} from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { pagedListOptions, type PageRequest } from '@/lib/query/paged-list';
import { createResource } from '@/lib/query/resource';
import { resourceKey, routeKey } from '@/lib/query/route-keys';
import { resourceToasts, routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';

const routes = API.specialOrders;
type SpecialOrderFilters = { search?: string; state?: SpecialOrderState; clientId?: string };

/** GET /special-orders, a page at a time (decision 069). */
const specialOrderPages = {
  route: routes.list,
  fetchPage: async (query: PageRequest<SpecialOrderFilters>) => {
    const { specialOrders, nextCursor } = await call(routes.list, { query });
    return { items: specialOrders, nextCursor: nextCursor ?? null };
  },
};

/** The one factory of the list's options (decision 120). */
const specialOrdersQueryOptions = (filters?: SpecialOrderFilters) => pagedListOptions(specialOrderPages, filters);

const specialOrders = createResource<SpecialOrder, CreateSpecialOrderBody, UpdateSpecialOrderBody, true, SpecialOrderFilters>({
  listRoute: routes.list,
  listOptions: specialOrdersQueryOptions,
  api: {
    create: async (body: CreateSpecialOrderBody) => (await call(routes.create, { body })).specialOrder,
    update: async (id: string, body: UpdateSpecialOrderBody) => (await call(routes.update, { params: { id }, body })).specialOrder,
    remove: async (id: string) => (await call(routes.remove, { params: { id } })).deleted,
  },
  messages: resourceToasts(routes),
});

export const useSpecialOrders = specialOrders.useList;
export const useCreateSpecialOrder = specialOrders.useCreate;
export const useUpdateSpecialOrder = specialOrders.useUpdate;
export const useDeleteSpecialOrder = specialOrders.useRemove;

/** POST /special-orders/:id/advance: the order moves to its next state; the lists read again. */
export function useAdvanceSpecialOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, state }: { id: string; state: SpecialOrderState }) =>
      (await call(routes.advance, { params: { id }, body: { state } })).specialOrder,
    onSuccess: () => {
      toast.success(routeText(routes.advance));
      return client.invalidateQueries({ queryKey: resourceKey('specialOrders') });
    },
    // Moved on another device: the list shows where it is now.
    onError: () => client.invalidateQueries({ queryKey: resourceKey('specialOrders') }),
  });
}

/** POST /special-orders/:id/check-in: the gown becomes a piece (decision 218); the orders and the pieces read again. */
export function useCheckInSpecialOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: CheckInSpecialOrderBody }) =>
      (await call(routes.checkIn, { params: { id }, body })).specialOrder,
    onSuccess: () => {
      toast.success(routeText(routes.checkIn));
      return Promise.all([
        client.invalidateQueries({ queryKey: resourceKey('specialOrders') }),
        client.invalidateQueries({ queryKey: resourceKey('pieces') }),
      ]);
    },
  });
}

/** POST /special-orders/:id/alterations: the bride's alterations open as one project (decision 218). */
export function useOpenSpecialOrderAlterations() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await call(routes.alterations, { params: { id }, body: {} })).specialOrder,
    onSuccess: () => {
      toast.success(routeText(routes.alterations));
      return Promise.all([
        client.invalidateQueries({ queryKey: resourceKey('specialOrders') }),
        client.invalidateQueries({ queryKey: resourceKey('projects') }),
      ]);
    },
    // Opened on another device: the list shows where the order is now.
    onError: () => client.invalidateQueries({ queryKey: resourceKey('specialOrders') }),
  });
}

const settingsOptions = () =>
  queryOptions({ queryKey: routeKey(routes.settings), queryFn: async () => (await call(routes.settings)).settings });

/**
 * A bride's or a party's special orders (decisions 216, 219), for her page or the group's: read
 * quietly (those pages do not depend on them) through the list filtered by one of them, one page of the most.
 */
export function useSpecialOrdersOf(owner: { clientId: string } | { groupId: string }, enabled: boolean) {
  const query = { limit: String(PAGE_LIMITS.max), ...owner };
  return useQuery({
    queryKey: routeKey(routes.list, { query }),
    queryFn: async () => (await call(routes.list, { query })).specialOrders,
    enabled,
    retry: false,
    meta: { quiet: true },
  });
}

/** The studio's alteration time (decision 216). */
export const useSpecialOrderSettings = () => useQuery(settingsOptions());

/** Saves the alteration time; every order's road is read again against it. */
export function useUpdateSpecialOrderSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateSpecialOrderSettingsBody) => (await call(routes.updateSettings, { body })).settings,
    onSuccess: (settings) => {
      client.setQueryData(settingsOptions().queryKey, settings);
      toast.success(routeText(routes.updateSettings));
      return client.invalidateQueries({ queryKey: routeKey(routes.list) });
    },
  });
}

/** POST /special-orders/designer-order: the gowns named, one draft purchase order per designer (decisions 217, 220). */
const orderFromDesigners = async (orderIds: readonly string[]) =>
  (await call(routes.designerOrder, { body: { orderIds: [...orderIds] } })).specialOrders;

/** What opening a document changes: the orders, and the lists the document now appears in. */
function refreshOpened(client: ReturnType<typeof useQueryClient>) {
  for (const resource of ['specialOrders', 'invoices', 'contracts', 'purchaseOrders'])
    void client.invalidateQueries({ queryKey: resourceKey(resource) });
}

/** A party's dresses ordered together from their designers (decision 221): one draft per designer. */
export function useOrderFromDesigners() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: orderFromDesigners,
    onSuccess: () => {
      toast.success(routeText(routes.designerOrder));
      refreshOpened(client);
    },
    onError: () => client.invalidateQueries({ queryKey: resourceKey('specialOrders') }),
  });
}

/** What a special order opens elsewhere (decision 217): the bride's invoice, her agreement, the order to the designer. */
export type SpecialOrderOpening = 'invoice' | 'agreement' | 'designerOrder';

const openers = {
  invoice: async (id: string) => (await call(routes.invoice, { params: { id } })).specialOrder,
  agreement: async (id: string) => (await call(routes.agreement, { params: { id } })).specialOrder,
  designerOrder: async (id: string) => (await orderFromDesigners([id]))[0],
} satisfies Record<SpecialOrderOpening, (id: string) => Promise<SpecialOrder | undefined>>;

/** Opens one of them for an order, once; the order and the lists it now appears in read again. */
export function useOpenFromSpecialOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, opening }: { id: string; opening: SpecialOrderOpening }) => openers[opening](id),
    onSuccess: (_order, { opening }) => {
      toast.success(routeText(routes[opening]));
      refreshOpened(client);
    },
    // Opened on another device meanwhile: the card shows the link instead.
    onError: () => client.invalidateQueries({ queryKey: resourceKey('specialOrders') }),
  });
}
