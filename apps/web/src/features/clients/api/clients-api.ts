import type { Client, ClientDetailData, ClientRelated, CreateClientBody, UpdateClientBody } from '@atelier/shared';
import { apiClient } from '@/lib/api-client';

/** Spec section 7, Clients. Each call unwraps the envelope to the record the store keeps. */
export const clientsApi = {
  list: async (): Promise<Client[]> => (await apiClient.get<{ clients: Client[] }>('/clients')).data.clients,
  /** The client plus the counts the delete dialog states, and whether deletion is allowed. */
  get: async (id: string): Promise<ClientDetailData> => (await apiClient.get<ClientDetailData>(`/clients/${encodeURIComponent(id)}`)).data,
  create: async (body: CreateClientBody): Promise<Client> => (await apiClient.post<{ client: Client }>('/clients', body)).data.client,
  update: async (id: string, body: UpdateClientBody): Promise<Client> =>
    (await apiClient.patch<{ client: Client }>(`/clients/${encodeURIComponent(id)}`, body)).data.client,
  /** Answers what was deleted with the client (its measurements and projects). */
  remove: async (id: string): Promise<ClientRelated> =>
    (await apiClient.delete<{ deleted: ClientRelated }>(`/clients/${encodeURIComponent(id)}`)).data.deleted,
};
