import { API, type CreateFittingBody, type UpdateFittingBody } from '@atelier/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';
import { resourceKey, routeKey } from '@/lib/query/route-keys';

const routes = API.fittings;

/**
 * A project's fittings and the client's fit profile (decision 086): the project's details record
 * fittings and the measurement history shows the profile, so the calls live in lib and neither
 * feature imports the other.
 */
export const fittingListKey = (projectId: string) => routeKey(routes.list, { params: { id: projectId } });
export const fitProfileKey = (clientId: string) => routeKey(routes.profile, { params: { id: clientId } });

export function useFittings(projectId: string) {
  return useQuery({
    queryKey: fittingListKey(projectId),
    queryFn: async ({ signal }) => (await call(routes.list, { params: { id: projectId } }, { signal })).fittings,
  });
}

export function useFitProfile(clientId: string) {
  return useQuery({
    queryKey: fitProfileKey(clientId),
    queryFn: async ({ signal }) => (await call(routes.profile, { params: { id: clientId } }, { signal })).profile,
    enabled: clientId !== '',
  });
}

/** The options of a design a fitting can correct, for the correction's name picker; they never change while the app runs. */
export function useFitOptions(design: string) {
  return useQuery({
    queryKey: routeKey(routes.options, { params: { design } }),
    queryFn: async ({ signal }) => (await call(routes.options, { params: { design } }, { signal })).options,
    enabled: design !== '',
    staleTime: Infinity,
  });
}

/** Every change refreshes the project's fittings, the client's profile and the dashboard's activity. */
function useFittingChange<V, R>(projectId: string, clientId: string, mutationFn: (vars: V) => Promise<R>, message: () => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => toast.success(message()),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: fittingListKey(projectId) }),
        client.invalidateQueries({ queryKey: fitProfileKey(clientId) }),
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
      const key = fitProfileKey(clientId);
      client.setQueryData(key, profile);
      // The projects' fittings show the correction struck through; the profile is already the answer.
      const others = (q: { queryKey: readonly unknown[] }) => JSON.stringify(q.queryKey) !== JSON.stringify(key);
      void client.invalidateQueries({ queryKey: resourceKey('fittings'), predicate: others });
      toast.success(routeText(retire ? routes.retire : routes.restore));
    },
  });
}
