import {
  API,
  type CreatePurchaseOrderBody,
  type PurchaseOrder,
  type PurchaseOrderStatus,
  type ReceivePurchaseOrderBody,
  type UpdatePurchaseOrderBody,
} from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call, callFile } from '@/lib/api-client';
import { createResource } from '@/lib/query/resource';
import { pagedCache, pagedListOptions, type PageRequest } from '@/lib/query/paged-list';
import { resourceKey, routeKey } from '@/lib/query/route-keys';
import { resourceToasts, routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';

const routes = API.purchaseOrders;
export type PurchaseOrderFilters = { search?: string; status?: PurchaseOrderStatus; supplierId?: string };

/** GET /purchase-orders, a page at a time (decision 069), narrowed to a status or a supplier. */
export const purchaseOrderPages = {
  route: routes.list,
  fetchPage: async (query: PageRequest<PurchaseOrderFilters>) => {
    const { purchaseOrders, nextCursor } = await call(routes.list, { query });
    return { items: purchaseOrders, nextCursor: nextCursor ?? null };
  },
};

export const purchaseOrdersQueryOptions = (filters?: PurchaseOrderFilters) => pagedListOptions(purchaseOrderPages, filters);

/** GET /purchase-orders/{id}: one order with its lines. */
export const purchaseOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: routeKey(routes.get, { params: { id } }),
    queryFn: async () => (await call(routes.get, { params: { id } })).purchaseOrder,
  });

export const purchaseOrdersApi = {
  create: async (body: CreatePurchaseOrderBody) => (await call(routes.create, { body })).purchaseOrder,
  update: async (id: string, body: UpdatePurchaseOrderBody) => (await call(routes.update, { params: { id }, body })).purchaseOrder,
  remove: async (id: string) => {
    await call(routes.remove, { params: { id } });
  },
  /** The PDF fetched with the token in a header (decision 031), saved under the server's file name. */
  pdf: (id: string) => callFile(routes.pdf, { params: { id } }),
};

const orders = createResource<PurchaseOrder, CreatePurchaseOrderBody, UpdatePurchaseOrderBody, void, PurchaseOrderFilters>({
  listRoute: routes.list,
  listOptions: purchaseOrdersQueryOptions,
  api: purchaseOrdersApi,
  messages: resourceToasts(routes),
  detailKey: (id) => routeKey(routes.get, { params: { id } }),
  // A supplier's card counts its orders (decision 145).
  affects: { create: [routeKey(API.suppliers.list)], update: [routeKey(routes.get)], remove: [routeKey(API.suppliers.list)] },
});

export const usePurchaseOrders = orders.useList;
export const useCreatePurchaseOrder = orders.useCreate;
export const useUpdatePurchaseOrder = orders.useUpdate;
export const useDeletePurchaseOrder = orders.useRemove;

/** One order, for its page; a 404 is the page's not-found state, not a toast. */
export function usePurchaseOrder(id: string) {
  return useQuery({ ...purchaseOrderQueryOptions(id), enabled: !!id, meta: { quiet: true } });
}

/** A status change: the order's record and its page in the lists are the server's answer. */
function applyOrder(client: QueryClient, order: PurchaseOrder) {
  client.setQueryData(purchaseOrderQueryOptions(order.id).queryKey, order);
  pagedCache.replace(client, routes.list, order);
}

function useOrderAction(route: typeof routes.send | typeof routes.cancel) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await call(route, { params: { id } })).purchaseOrder,
    onSuccess: (order) => {
      applyOrder(client, order);
      toast.success(routeText(route));
    },
  });
}

/** POST /purchase-orders/{id}/send: the draft is sent, and from then on only received or cancelled. */
export const useSendPurchaseOrder = () => useOrderAction(routes.send);
/** POST /purchase-orders/{id}/cancel: nothing more is received; what arrived stays in stock. */
export const useCancelPurchaseOrder = () => useOrderAction(routes.cancel);

/** POST /purchase-orders/{id}/receive: the lines' deliveries; the materials received are fresh again. */
export function useReceivePurchaseOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: ReceivePurchaseOrderBody }) => call(routes.receive, { params: { id }, body }),
    onSuccess: ({ purchaseOrder, materials }) => {
      applyOrder(client, purchaseOrder);
      // What is on hand of each material received grew, and its ledger has the delivery (decision 142).
      if (materials.length > 0) void client.invalidateQueries({ queryKey: resourceKey('materials') });
      toast.success(routeText(routes.receive));
    },
  });
}
