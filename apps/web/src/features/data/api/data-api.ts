import { API, type ClientImportRow, type DeleteAccountBody, type StorageUsage } from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callFile } from '@/lib/api-client';
import { resourceKey, routeKey } from '@/lib/query/route-keys';
import { successText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';

/** The Data tab calls: export, import, storage, and deleting the account (the account's routes, asked from this tab). */
export const dataApi = {
  exportData: () => callFile(API.data.export),
  importClients: (rows: ClientImportRow[]) => call(API.data.importClients, { body: { rows } }),
  sendDeleteCode: async (): Promise<void> => {
    await call(API.account.sendDeleteCode);
  },
  /** Bytes of every stored image of the account (patterns, profile picture) and the plan's allowance. */
  storage: (): Promise<StorageUsage> => call(API.files.storage),
  deleteAccount: async (body: DeleteAccountBody): Promise<void> => {
    await call(API.account.deleteAccount, { body });
  },
};

/**
 * Imported clients join the clients list (and the dashboard's counts read it). The toast is the
 * message the server picks by the count (decision 067), in the user's language.
 */
export function useImportClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dataApi.importClients,
    onSuccess: ({ imported }) => {
      toast.success(successText(imported === 1 ? 'clientsImportedOne' : 'clientsImported', { count: imported }));
      return queryClient.invalidateQueries({ queryKey: resourceKey('clients') });
    },
  });
}

/** GET /files/storage: the one factory of its options (decision 120). */
export const storageUsageQueryOptions = () => queryOptions({ queryKey: routeKey(API.files.storage), queryFn: dataApi.storage });

/** Read each time the Data tab opens; pattern saves and deletes mark it stale (own-patterns.ts). */
export function useStorageUsage() {
  return useQuery(storageUsageQueryOptions());
}
