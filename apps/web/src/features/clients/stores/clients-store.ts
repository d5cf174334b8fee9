import type { Client, ClientRelated, CreateClientBody, UpdateClientBody } from '@atelier/shared';
import { createListStore } from '@/lib/create-list-store';
import { clientsApi } from '../api/clients-api';

export const CLIENTS_STORAGE_KEY = 'client-storage';

/** Clients, cached in localStorage with their last-fetched time (spec section 3). */
export const useClientsStore = createListStore<Client, CreateClientBody, UpdateClientBody, ClientRelated>({
  name: CLIENTS_STORAGE_KEY,
  api: clientsApi,
  messages: {
    loaded: 'Clients loaded successfully!',
    added: 'Client added successfully!',
    updated: 'Client updated successfully!',
    deleted: 'Client deleted successfully!',
  },
});
