import {
  API,
  userSchema,
  type NotificationsBody,
  type PasswordChangeBody,
  type PreferencesBody,
  type ProfileBody,
  type RouteDeclaration,
  type User,
  type UserProfile,
} from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeKey } from '@/lib/query/route-keys';
import { useSession } from '@/lib/session-context';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';

const routes = API.account;

/**
 * The account calls of the settings page. The profile is one query (`profileQueryOptions`), shared
 * with the two-factor section, the studio tab and the settings shell (decision 025); every call that
 * answers a profile replaces it there and in the session, so the whole app applies a change at once.
 */
export const accountApi = {
  profile: async (): Promise<UserProfile> => (await call(routes.profile)).user,
  updateProfile: (body: ProfileBody) => call(routes.updateProfile, { body }),
  confirmEmail: (otp: string) => call(routes.confirmEmail, { body: { otp } }),
  resendEmailCode: () => call(routes.resendEmailCode),
  /** The proof of accounts without a password for a new email: a code to the current address (decision 050). */
  sendEmailChangeCode: () => call(routes.sendEmailChangeCode),
  cancelEmailChange: () => call(routes.cancelEmailChange),
  updateNotifications: (body: NotificationsBody) => call(routes.updateNotifications, { body }),
  updatePreferences: (body: PreferencesBody) => call(routes.updatePreferences, { body }),
  changePassword: (body: PasswordChangeBody) => call(routes.changePassword, { body }),
  logoutAll: () => call(routes.logoutAll),
  endSession: (id: string) => call(routes.endSession, { params: { id } }),
  /** The profile picture: multipart field `image`; the server judges the bytes and answers the user with the new URL. */
  uploadImage: async (file: File): Promise<User> => {
    const form = new FormData();
    form.append('image', file);
    return (await call(API.files.uploadProfileImage, { body: form })).user;
  },
};

const USER_KEYS = Object.keys(userSchema.shape) as (keyof User)[];

/** The base user out of a profile: the session keeps the user, not the profile's sessions or contact details. */
export function toSessionUser(profile: UserProfile): User {
  const out: Record<string, unknown> = {};
  for (const key of USER_KEYS) out[key] = profile[key];
  return out as User;
}

/** GET /account/profile: the one factory of its options (decision 120). */
export const profileQueryOptions = () => queryOptions({ queryKey: routeKey(routes.profile), queryFn: accountApi.profile });
const PROFILE_QUERY_KEY = profileQueryOptions().queryKey;

export function useProfile() {
  return useQuery(profileQueryOptions());
}

function setProfile(queryClient: QueryClient, update: (profile: UserProfile) => UserProfile) {
  queryClient.setQueryData(PROFILE_QUERY_KEY, (old) => (old ? update(old) : old));
}

/**
 * A call that answers the profile: the route's message is toasted in the user's language, the
 * cached profile and the session user are replaced, so theme, language and units apply now.
 */
function useProfileMutation<V>(route: RouteDeclaration, send: (vars: V) => Promise<{ user: UserProfile }>) {
  const queryClient = useQueryClient();
  const { setUser } = useSession();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, user);
      setUser(toSessionUser(user));
      toast.success(routeText(route));
    },
  });
}

export const useUpdateProfile = () => useProfileMutation(routes.updateProfile, accountApi.updateProfile);
export const useConfirmEmail = () => useProfileMutation(routes.confirmEmail, accountApi.confirmEmail);
export const useCancelEmailChange = () => useProfileMutation(routes.cancelEmailChange, () => accountApi.cancelEmailChange());
export const useUpdateNotifications = () => useProfileMutation(routes.updateNotifications, accountApi.updateNotifications);
export const useUpdatePreferences = () => useProfileMutation(routes.updatePreferences, accountApi.updatePreferences);

/** Another code to the new address; the message names it, as the server's does. */
export function useResendEmailCode(pendingEmail: string) {
  return useMutation({
    mutationFn: () => accountApi.resendEmailCode(),
    onSuccess: () => toast.success(routeText(routes.resendEmailCode, { email: pendingEmail })),
  });
}

/**
 * POST /files/profile-image: the session user is replaced with the answer, so the sidebar avatar
 * shows the new picture at once. A refusal is shown under the picture by the field, not toasted.
 */
export function useUploadProfileImage() {
  const { setUser } = useSession();
  return useMutation({ mutationFn: accountApi.uploadImage, meta: { quiet: true }, onSuccess: (user) => setUser(user) });
}

/** The proof of an account without a password for a new email: a code to the current address, which the message names. */
export function useSendEmailChangeCode(currentEmail: string) {
  return useMutation({
    mutationFn: () => accountApi.sendEmailChangeCode(),
    onSuccess: () => toast.success(routeText(routes.sendEmailChangeCode, { email: currentEmail })),
  });
}

/** Success ends every other session on the server: the list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountApi.changePassword,
    onSuccess: () => {
      toast.success(routeText(routes.changePassword));
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
}

/** 'Log out of all other sessions': this device stays signed in, the list keeps only it (decision 025). */
export function useLogoutAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => accountApi.logoutAll(),
    onSuccess: () => {
      toast.success(routeText(routes.logoutAll));
      setProfile(queryClient, (p) => ({ ...p, activeSessions: p.activeSessions.filter((s) => s.current) }));
    },
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => accountApi.endSession(id),
    onSuccess: (_data, id) => {
      toast.success(routeText(routes.endSession));
      setProfile(queryClient, (p) => ({ ...p, activeSessions: p.activeSessions.filter((s) => s.id !== id) }));
    },
  });
}
