import { API, type CreateFittingBody, type UpdateFittingBody } from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';
import { resourceKey, routeKey } from '@/lib/query/route-keys';

const routes = API.fittings;

/**
 * A project's fittings and the client's fit profile (decision 086): the project's details record
 * fittings and the measurement history shows the profile. One options factory per read (decision 120).
 */
export const fittingsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: routeKey(routes.list, { params: { id: projectId } }),
    queryFn: async ({ signal }) => (await call(routes.list, { params: { id: projectId } }, { signal })).fittings,
  });

export const fitProfileQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: routeKey(routes.profile, { params: { id: clientId } }),
    queryFn: async ({ signal }) => (await call(routes.profile, { params: { id: clientId } }, { signal })).profile,
  });

/** The options of a design a fitting can correct; they never change while the app runs. */
export const fitOptionsQueryOptions = (design: string) =>
  queryOptions({
    queryKey: routeKey(routes.options, { params: { design } }),
    queryFn: async ({ signal }) => (await call(routes.options, { params: { design } }, { signal })).options,
    staleTime: Infinity,
  });

export function useFittings(projectId: string) {
  return useQuery(fittingsQueryOptions(projectId));
}

export function useFitProfile(clientId: string) {
  return useQuery({ ...fitProfileQueryOptions(clientId), enabled: clientId !== '' });
}

/** For the correction's name picker. */
export function useFitOptions(design: string) {
  return useQuery({ ...fitOptionsQueryOptions(design), enabled: design !== '' });
}

/** Every change refreshes the project's fittings, the client's profile and the dashboard's activity. */
function useFittingChange<V, R>(projectId: string, clientId: string, mutationFn: (vars: V) => Promise<R>, message: () => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => toast.success(message()),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: fittingsQueryOptions(projectId).queryKey }),
        client.invalidateQueries({ queryKey: fitProfileQueryOptions(clientId).queryKey }),
        client.invalidateQueries({ queryKey: resourceKey('dashboard') }),
      ]);
    },
  });
}

export const useRecordFitting = (projectId: string, clientId: string) =>
  useFittingChange(
    projectId,
    clientId,
    async (body: CreateFittingBody) => (await call(routes.create, { params: { id: projectId }, body })).fitting,
    () => routeText(routes.create),
  );

export const useUpdateFitting = (projectId: string, clientId: string) =>
  useFittingChange(
    projectId,
    clientId,
    async ({ id, body }: { id: string; body: UpdateFittingBody }) => (await call(routes.update, { params: { id }, body })).fitting,
    () => routeText(routes.update),
  );

export const useDeleteFitting = (projectId: string, clientId: string) =>
  useFittingChange(
    projectId,
    clientId,
    async (id: string) => call(routes.remove, { params: { id } }),
    () => routeText(routes.remove),
  );

/** Retire or restore: the answer is the client's profile, put in place at once. */
export function useRetireCorrection(clientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, retire }: { id: string; retire: boolean }) =>
      (await call(retire ? routes.retire : routes.restore, { params: { id } })).profile,
    onSuccess: (profile, { retire }) => {
      const key = fitProfileQueryOptions(clientId).queryKey;
      client.setQueryData(key, profile);
      // The projects' fittings show the correction struck through; the profile is already the answer.
      const others = (q: { queryKey: readonly unknown[] }) => JSON.stringify(q.queryKey) !== JSON.stringify(key);
      void client.invalidateQueries({ queryKey: resourceKey('fittings'), predicate: others });
      toast.success(routeText(retire ? routes.retire : routes.restore));
    },
  });
}
