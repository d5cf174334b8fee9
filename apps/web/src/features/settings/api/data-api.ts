import { resourceKey } from '@/lib/query/route-keys';
import type { ClientImportData, ClientImportRow, DeleteAccountBody, StorageUsage, User } from '@atelier/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query/query-keys';

/** The profile picture and Data tab calls; delete-account is the account API's (contract). */
export const dataApi = {
  /** Multipart field `image`; the server judges the bytes and answers the user with the new URL. */
  uploadImage: async (file: File): Promise<User> => {
    const form = new FormData();
    form.append('image', file);
    return (await apiClient.patch<{ user: User }>('/user/image', form)).data.user;
  },
  exportData: () => apiClient.file('/user/export'),
  importClients: async (rows: ClientImportRow[]): Promise<ClientImportData> =>
    (await apiClient.post<ClientImportData>('/clients/import', { rows })).data,
  sendDeleteCode: async (): Promise<void> => {
    await apiClient.post('/user/delete-account/code');
  },
  /** Bytes of every stored image of the account (patterns, profile picture) and the plan's allowance. */
  storage: async (): Promise<StorageUsage> => (await apiClient.get<StorageUsage>('/user/storage')).data,
  deleteAccount: async (body: DeleteAccountBody): Promise<string> =>
    (await apiClient.post<Record<string, never>>('/user/delete-account', body)).message,
};

/** Imported clients join the clients list (and the dashboard's counts read it). */
export function useImportClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dataApi.importClients,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKey('clients') }),
  });
}

/** Read each time the Data tab opens; pattern saves and deletes mark it stale (patterns-api.ts). */
export function useStorageUsage() {
  return useQuery({ queryKey: queryKeys.user.storage(), queryFn: dataApi.storage });
}
