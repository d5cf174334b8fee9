import { API, type CreateSupplierBody, type Supplier, type UpdateSupplierBody } from '@atelier/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { createResource } from '@/lib/query/resource';
import { pagedListOptions, type PageRequest } from '@/lib/query/paged-list';
import { routeKey } from '@/lib/query/route-keys';
import { resourceToasts } from '@/lib/success-messages';

const routes = API.suppliers;
export type SupplierFilters = { search?: string };

/** GET /suppliers, a page at a time (decision 069): the suppliers screen and the order form's picker. */
export const supplierPages = {
  route: routes.list,
  fetchPage: async (query: PageRequest<SupplierFilters>) => {
    const { suppliers, nextCursor } = await call(routes.list, { query });
    return { items: suppliers, nextCursor: nextCursor ?? null };
  },
};

/** The one factory of the list's options (decision 120). */
export const suppliersQueryOptions = (filters?: SupplierFilters) => pagedListOptions(supplierPages, filters);

export const suppliersApi = {
  create: async (body: CreateSupplierBody) => (await call(routes.create, { body })).supplier,
  update: async (id: string, body: UpdateSupplierBody) => (await call(routes.update, { params: { id }, body })).supplier,
  remove: async (id: string) => {
    await call(routes.remove, { params: { id } });
  },
};

const suppliers = createResource<Supplier, CreateSupplierBody, UpdateSupplierBody, void, SupplierFilters>({
  listRoute: routes.list,
  listOptions: suppliersQueryOptions,
  api: suppliersApi,
  // The routes' own messages, in the user's language (decision 138).
  messages: resourceToasts(routes),
  detailKey: (id) => routeKey(routes.get, { params: { id } }),
  // An order shows its supplier's name: a renamed supplier renames it on the orders too.
  affects: { update: [routeKey(API.purchaseOrders.list), routeKey(API.purchaseOrders.get)] },
});

export const useSuppliers = suppliers.useList;
export const useCreateSupplier = suppliers.useCreate;
export const useUpdateSupplier = suppliers.useUpdate;
export const useDeleteSupplier = suppliers.useRemove;

/** One supplier, for the orders filtered by it; quiet, a missing one is shown as not chosen. */
export function useSupplier(id: string) {
  return useQuery({
    queryKey: routeKey(routes.get, { params: { id } }),
    queryFn: async () => (await call(routes.get, { params: { id } })).supplier,
    enabled: !!id,
    meta: { quiet: true },
  });
}
