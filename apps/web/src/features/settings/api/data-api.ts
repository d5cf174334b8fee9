import { routeKey, resourceKey } from '@/lib/query/route-keys';
import { API, type ClientImportData, type ClientImportRow, type DeleteAccountBody, type StorageUsage, type User } from '@atelier/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '@/lib/api-client';

/** The profile picture and Data tab calls; delete-account is the account API's (contract). */
export const dataApi = {
  /** Multipart field `image`; the server judges the bytes and answers the user with the new URL. */
  uploadImage: async (file: File): Promise<User> => {
    const form = new FormData();
    form.append('image', file);
    return (await call(API.files.uploadProfileImage, { body: form })).user;
  },
  exportData: () => apiClient.file('/user/export'),
  importClients: async (rows: ClientImportRow[]): Promise<ClientImportData> =>
    (await apiClient.post<ClientImportData>('/clients/import', { rows })).data,
  sendDeleteCode: async (): Promise<void> => {
    await call(API.account.sendDeleteCode);
  },
  /** Bytes of every stored image of the account (patterns, profile picture) and the plan's allowance. */
  storage: (): Promise<StorageUsage> => call(API.files.storage),
  deleteAccount: async (body: DeleteAccountBody): Promise<void> => {
    await call(API.account.deleteAccount, { body });
  },
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
  return useQuery({ queryKey: routeKey(API.files.storage), queryFn: dataApi.storage });
}
