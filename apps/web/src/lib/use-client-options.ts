import type { Client } from '@atelier/shared';
import { useEffect } from 'react';
import { create } from 'zustand';
import { apiClient } from './api-client';
import { handleError } from './handle-error';
import { useSession } from './session-context';

/**
 * The client list as the measurement and project screens need it (a select and a name lookup).
 * It lives in lib, not in the clients feature, so features never import each other; it reads
 * GET /clients itself and keeps the answer in memory for the tab's lifetime.
 */
export type ClientOption = { id: string; name: string; status: Client['status'] };

type ClientOptionsState = {
  ownerId: string | null;
  options: ClientOption[];
  isLoading: boolean;
  error: string | null;
  load: (ownerId: string) => Promise<void>;
};

export const useClientOptionsStore = create<ClientOptionsState>()((set, get) => ({
  ownerId: null,
  options: [],
  isLoading: false,
  error: null,
  load: async (ownerId) => {
    if (get().ownerId !== ownerId) set({ options: [], ownerId });
    set({ isLoading: true, error: null });
    try {
      const res = await apiClient.get<{ clients: Client[] }>('/clients');
      const options = res.data.clients.map((c) => ({ id: c.id, name: c.name, status: c.status }));
      options.sort((a, b) => a.name.localeCompare(b.name));
      set({ options, isLoading: false });
    } catch (err) {
      set({ isLoading: false, error: handleError(err).message });
    }
  },
}));

/** Loads the signed-in user's clients on mount; returns them sorted by name. */
export function useClientOptions() {
  const userId = useSession().user?.id;
  const state = useClientOptionsStore();
  const { load } = state;
  useEffect(() => {
    if (userId) void load(userId);
  }, [userId, load]);
  const options = userId && state.ownerId === userId ? state.options : [];
  return { options, isLoading: state.isLoading, error: state.error, reload: () => userId && load(userId) };
}

/** A lookup from client id to name, for records that carry only the id (measurements). */
export function clientNameMap(options: readonly ClientOption[]): Map<string, string> {
  return new Map(options.map((o) => [o.id, o.name]));
}
