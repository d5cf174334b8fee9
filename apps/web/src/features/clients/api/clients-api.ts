import type { Client, ClientDetailData, ClientRelated, CreateClientBody, UpdateClientBody } from '@atelier/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { clientListQuery } from '@/lib/query/client-list';
import { queryKeys } from '@/lib/query/query-keys';
import { createResource } from '@/lib/query/resource';
import { clientMessages } from '../messages';

const path = (id: string) => `/clients/${encodeURIComponent(id)}`;

/** The client calls. Each call unwraps the envelope to the record the cache keeps. */
export const clientsApi = {
  list: clientListQuery.queryFn,
  /** The client plus the counts the delete dialog states, and whether deletion is allowed. */
  get: async (id: string): Promise<ClientDetailData> => (await apiClient.get<ClientDetailData>(path(id))).data,
  create: async (body: CreateClientBody): Promise<Client> => (await apiClient.post<{ client: Client }>('/clients', body)).data.client,
  update: async (id: string, body: UpdateClientBody): Promise<Client> =>
    (await apiClient.patch<{ client: Client }>(path(id), body)).data.client,
  /** Answers what was deleted with the client (its measurements and projects). */
  remove: async (id: string): Promise<ClientRelated> => (await apiClient.delete<{ deleted: ClientRelated }>(path(id))).data.deleted,
};

const clients = createResource<Client, CreateClientBody, UpdateClientBody, ClientRelated>({
  listKey: queryKeys.clients.list(),
  api: clientsApi,
  // The toasts, in the user's language (the catalog holds them with the screen's texts).
  messages: clientMessages,
  // A deleted client takes its measurements and projects with it; a renamed one is shown by name on them.
  affects: {
    update: [queryKeys.projects.all],
    remove: [queryKeys.clients.all, queryKeys.measurements.all, queryKeys.projects.all],
  },
});

export const useClients = clients.useList;
export const useCreateClient = clients.useCreate;
export const useUpdateClient = clients.useUpdate;
export const useDeleteClient = clients.useRemove;

/** GET /clients/{id}: what the delete dialog needs to say before the user confirms. */
export function useClientDetail(id: string) {
  return useQuery({ queryKey: queryKeys.clients.detail(id), queryFn: () => clientsApi.get(id), staleTime: 0 });
}
