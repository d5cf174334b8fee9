import { API, type Client, type ClientRelated, type CreateClientBody, type UpdateClientBody } from '@atelier/shared';
import { useQuery } from '@tanstack/react-query';
import { call, type RequestOptions } from '@/lib/api-client';
import { offlineTexts } from '@/lib/offline/offline-messages';
import { clientQueryOptions, clientsQueryOptions, type ClientFilters } from './client-list';
import { createResource } from '@/lib/query/resource';
import { resourceKey, routeKey } from '@/lib/query/route-keys';
import { resourceToasts } from '@/lib/success-messages';

const routes = API.clients;

/** The client calls, as declared in packages/shared; each unwraps the envelope to the record the cache keeps. */
export const clientsApi = {
  create: async (body: CreateClientBody, options?: RequestOptions) => (await call(routes.create, { body }, options)).client,
  update: async (id: string, body: UpdateClientBody) => (await call(routes.update, { params: { id }, body })).client,
  /** Answers what was deleted with the client (its measurements and projects). */
  remove: async (id: string) => (await call(routes.remove, { params: { id } })).deleted,
};

const clients = createResource<Client, CreateClientBody, UpdateClientBody, ClientRelated, ClientFilters>({
  listRoute: routes.list,
  listOptions: clientsQueryOptions,
  api: clientsApi,
  // The routes' own messages, in the user's language (decision 067).
  messages: resourceToasts(routes),
  detailKey: (id) => clientQueryOptions(id).queryKey,
  // A deleted client takes its measurements and projects with it; a renamed one is shown by name on
  // them, and its name and email are read again where a record names it, and on its page (decision 126).
  affects: {
    update: [resourceKey('projects'), routeKey(routes.get), routeKey(routes.overview)],
    remove: [resourceKey('clients'), resourceKey('measurements'), resourceKey('projects')],
  },
  // A client added at a fitting without signal is kept on the device and sent later (decision 092).
  offline: {
    create: (body, newId) => ({
      path: routes.create.path,
      label: offlineTexts().newClient({ name: body.name }),
      placeholder: newClient(body, newId),
    }),
  },
});

/** How a client added offline shows until the server has it. */
function newClient(body: CreateClientBody, id: string): Client {
  const now = new Date().toISOString();
  return {
    _id: id,
    id,
    name: body.name,
    email: body.email ?? '',
    phone: body.phone ?? '',
    address: body.address ?? '',
    notes: body.notes ?? '',
    companyNumber: body.companyNumber ?? '',
    vatNumber: body.vatNumber ?? '',
    country: body.country ?? '',
    status: body.status ?? 'active',
    preferredChannel: body.preferredChannel ?? 'email',
    // Until it is sent: the server's answer names the studio's language when none was chosen (decision 128).
    language: body.language ?? 'en',
    projects: 0,
    lastOrderDate: null,
    createdAt: now,
    updatedAt: now,
  };
}

export const useClients = clients.useList;
export const useCreateClient = clients.useCreate;
export const useUpdateClient = clients.useUpdate;
export const useDeleteClient = clients.useRemove;

/** GET /clients/{id}: what the delete dialog needs to say before the user confirms. */
export function useClientDetail(id: string) {
  return useQuery({ ...clientQueryOptions(id), staleTime: 0 });
}
