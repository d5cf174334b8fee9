import type { TwoFactorSetup, TwoFactorState, UserProfile } from '@atelier/shared';
import { apiClient } from '@/lib/api-client';

/**
 * The profile's cache key, shared with the settings page shell (decision 025): whoever changes the
 * profile invalidates this one key and every tab reads the fresh answer.
 */
export const USER_PROFILE_KEY = ['user', 'profile'] as const;

export const twoFactorApi = {
  profile: () => apiClient.get<{ user: UserProfile }>('/user/profile'),
  setup: () => apiClient.post<TwoFactorSetup>('/user/2fa/setup'),
  enable: (code: string) => apiClient.patch<TwoFactorState>('/user/2fa', { enable: true, code }),
  disable: (code: string) => apiClient.patch<TwoFactorState>('/user/2fa', { enable: false, code }),
};
