import { API, type PreferencesBody, type RouteDeclaration, type Studio, type UpdateStudioBody } from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeKey } from '@/lib/query/route-keys';
import { useSession } from '@/lib/session-context';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';
import { accountApi, profileQueryOptions, toSessionUser } from '@/features/account';

const routes = API.studio;

/** The studio's settings and brand (decision 073), set by the owner or a manager. */
export const studioApi = {
  get: async () => (await call(routes.get)).studio,
  update: async (body: UpdateStudioBody) => (await call(routes.update, { body })).studio,
  uploadLogo: async (file: File) => {
    const form = new FormData();
    form.append('logo', file);
    return (await call(routes.uploadLogo, { body: form })).studio;
  },
  removeLogo: async () => (await call(routes.removeLogo)).studio,
};

/** GET /studio: the one factory of its options (decision 120). */
export const studioQueryOptions = () => queryOptions({ queryKey: routeKey(routes.get), queryFn: studioApi.get });

export const useStudio = () => useQuery(studioQueryOptions());

/**
 * A studio change replaces the cached studio; the currency, time zone and paper size are every
 * member's settings too (decision 073), so the session user is read again and applies them now.
 */
function useStudioMutation<V>(send: (vars: V) => Promise<Studio>, route: Pick<RouteDeclaration, 'message'>) {
  const queryClient = useQueryClient();
  const { setUser } = useSession();
  return useMutation({
    mutationFn: send,
    onSuccess: async (studio) => {
      queryClient.setQueryData(studioQueryOptions().queryKey, studio);
      toast.success(routeText(route));
      const profile = await accountApi.profile();
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      setUser(toSessionUser(profile));
    },
  });
}

export const useUpdateStudio = () => useStudioMutation(studioApi.update, routes.update);
export const useUploadLogo = () => useStudioMutation(studioApi.uploadLogo, routes.uploadLogo);
export const useRemoveLogo = () => useStudioMutation(() => studioApi.removeLogo(), routes.removeLogo);

/**
 * The studio's conventions confirmed once (decision 129): the zone and currency on the studio, with
 * its stamp, then the member's unit, week and clock; the preferences' answer becomes the session
 * user, so the dashboard's card goes away.
 */
export function useConfirmConventions(savedText: string) {
  const queryClient = useQueryClient();
  const session = useSession() as ReturnType<typeof useSession> | undefined;
  return useMutation({
    mutationFn: async ({ studio, preferences }: { studio: UpdateStudioBody; preferences: PreferencesBody['settings'] }) => {
      queryClient.setQueryData(studioQueryOptions().queryKey, await studioApi.update({ ...studio, conventionsConfirmed: true }));
      return (await accountApi.updatePreferences({ settings: preferences })).user;
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      session?.setUser(toSessionUser(profile));
      toast.success(savedText);
    },
  });
}
