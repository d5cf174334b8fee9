import { API, type CreateTokenBody } from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeKey } from '@/lib/query/route-keys';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';

const routes = API.tokens;

/** Personal API tokens (decision 074): the list, a new one (its secret answered once), revoking. */
export const tokensApi = {
  list: async () => (await call(routes.list)).tokens,
  create: (body: CreateTokenBody) => call(routes.create, { body }),
  revoke: async (id: string) => (await call(routes.revoke, { params: { id } })).token,
};

/** GET /tokens: the one factory of its options (decision 120). */
export const tokensQueryOptions = () => queryOptions({ queryKey: routeKey(routes.list), queryFn: tokensApi.list });
const TOKENS_KEY = tokensQueryOptions().queryKey;

export const useTokens = () => useQuery(tokensQueryOptions());

/** The secret comes back to the caller only, never into the query cache. */
export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tokensApi.create,
    onSuccess: () => {
      toast.success(routeText(routes.create));
      return queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
    },
  });
}

export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tokensApi.revoke,
    onSuccess: () => {
      toast.success(routeText(routes.revoke));
      return queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
    },
  });
}
