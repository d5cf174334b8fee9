import {
  userSchema,
  type NotificationsBody,
  type PasswordChangeBody,
  type PreferencesBody,
  type ProfileBody,
  type SuccessEnvelope,
  type User,
  type UserProfile,
} from '@atelier/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useSession } from '@/lib/session-context';
import { toast } from '@/lib/toast';

/**
 * The account calls of the settings page. The profile is
 * one query under the key ['user', 'profile'], shared with the two-factor section; every call that
 * answers a profile replaces it there and in the session, so the whole app applies a change at once.
 */
export const PROFILE_QUERY_KEY = ['user', 'profile'] as const;

type ProfileAnswer = SuccessEnvelope<{ user: UserProfile }>;

const sessionPath = (id: string) => `/user/sessions/${encodeURIComponent(id)}`;

export const accountApi = {
  profile: async (): Promise<UserProfile> => (await apiClient.get<{ user: UserProfile }>('/user/profile')).data.user,
  updateProfile: (body: ProfileBody) => apiClient.patch<{ user: UserProfile }>('/user/profile', body),
  confirmEmail: (otp: string) => apiClient.post<{ user: UserProfile }>('/user/email/confirm', { otp }),
  resendEmailCode: () => apiClient.post<Record<string, never>>('/user/email/resend'),
  /** The proof of accounts without a password for a new email: a code to the current address (decision 050). */
  sendEmailChangeCode: () => apiClient.post<Record<string, never>>('/user/email/code'),
  cancelEmailChange: () => apiClient.post<{ user: UserProfile }>('/user/email/cancel'),
  updateNotifications: (body: NotificationsBody) => apiClient.patch<{ user: UserProfile }>('/user/notifications', body),
  updatePreferences: (body: PreferencesBody) => apiClient.patch<{ user: UserProfile }>('/user/preferences', body),
  changePassword: (body: PasswordChangeBody) => apiClient.patch<Record<string, never>>('/user/password', body),
  logoutAll: () => apiClient.post<Record<string, never>>('/user/logout-all'),
  endSession: (id: string) => apiClient.delete<Record<string, never>>(sessionPath(id)),
};

const USER_KEYS = Object.keys(userSchema.shape) as (keyof User)[];

/** The base user out of a profile: the session keeps the user, not the profile's sessions or contact details. */
export function toSessionUser(profile: UserProfile): User {
  const out: Record<string, unknown> = {};
  for (const key of USER_KEYS) out[key] = profile[key];
  return out as User;
}

export function useProfile() {
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: accountApi.profile });
}

function setProfile(queryClient: QueryClient, update: (profile: UserProfile) => UserProfile) {
  queryClient.setQueryData<UserProfile>(PROFILE_QUERY_KEY, (old) => (old ? update(old) : old));
}

/**
 * A call that answers the profile: the server's message is toasted (in English, as the server words it),
 * the cached profile and the session user are replaced, so theme, language and units apply now.
 */
function useProfileMutation<V>(call: (vars: V) => Promise<ProfileAnswer>) {
  const queryClient = useQueryClient();
  const { setUser } = useSession();
  return useMutation({
    mutationFn: call,
    onSuccess: (res) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, res.data.user);
      setUser(toSessionUser(res.data.user));
      toast.success(res.message);
    },
  });
}

export const useUpdateProfile = () => useProfileMutation(accountApi.updateProfile);
export const useConfirmEmail = () => useProfileMutation(accountApi.confirmEmail);
export const useCancelEmailChange = () => useProfileMutation(() => accountApi.cancelEmailChange());
export const useUpdateNotifications = () => useProfileMutation(accountApi.updateNotifications);
export const useUpdatePreferences = () => useProfileMutation(accountApi.updatePreferences);

export function useResendEmailCode() {
  return useMutation({ mutationFn: () => accountApi.resendEmailCode(), onSuccess: (res) => toast.success(res.message) });
}

/** Success ends every other session on the server: the list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountApi.changePassword,
    onSuccess: (res) => {
      toast.success(res.message);
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
}

/** 'Log out of all other sessions': this device stays signed in, the list keeps only it (decision 025). */
export function useLogoutAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => accountApi.logoutAll(),
    onSuccess: (res) => {
      toast.success(res.message);
      setProfile(queryClient, (p) => ({ ...p, activeSessions: p.activeSessions.filter((s) => s.current) }));
    },
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => accountApi.endSession(id),
    onSuccess: (res, id) => {
      toast.success(res.message);
      setProfile(queryClient, (p) => ({ ...p, activeSessions: p.activeSessions.filter((s) => s.id !== id) }));
    },
  });
}
