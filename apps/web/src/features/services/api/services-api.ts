import { API, type CreateServiceBody, type Service, type UpdateServiceBody } from '@atelier/shared';
import { call } from '@/lib/api-client';
import { pagedListOptions, type PageRequest } from '@/lib/query/paged-list';
import { createResource } from '@/lib/query/resource';
import { resourceToasts } from '@/lib/success-messages';

const routes = API.services;
export type ServiceFilters = { search?: string };

/** GET /services, a page at a time (decision 069): the price list, and later the pickers of tickets and invoices. */
export const servicePages = {
  route: routes.list,
  fetchPage: async (query: PageRequest<ServiceFilters>) => {
    const { services, nextCursor } = await call(routes.list, { query });
    return { items: services, nextCursor: nextCursor ?? null };
  },
};

/** The one factory of the list's options (decision 120). */
export const servicesQueryOptions = (filters?: ServiceFilters) => pagedListOptions(servicePages, filters);

export const servicesApi = {
  create: async (body: CreateServiceBody) => (await call(routes.create, { body })).service,
  update: async (id: string, body: UpdateServiceBody) => (await call(routes.update, { params: { id }, body })).service,
  remove: async (id: string) => (await call(routes.remove, { params: { id } })).deleted,
};

const services = createResource<Service, CreateServiceBody, UpdateServiceBody, true, ServiceFilters>({
  listRoute: routes.list,
  listOptions: servicesQueryOptions,
  api: servicesApi,
  // The routes' own messages, in the user's language (decision 138).
  messages: resourceToasts(routes),
});

export const useServices = services.useList;
export const useCreateService = services.useCreate;
export const useUpdateService = services.useUpdate;
export const useDeleteService = services.useRemove;
