import { API } from '@atelier/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeKey } from '@/lib/query/route-keys';
import { successText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';

const routes = API.twoFactor;

/** Turning two-factor sign-in on and off (decision 023); its state is read from the profile (account-api.ts). */
export const twoFactorApi = {
  setup: () => call(routes.setup),
  enable: (code: string) => call(routes.toggle, { body: { enable: true, code } }),
  disable: (code: string) => call(routes.toggle, { body: { enable: false, code } }),
};

export const useTwoFactorSetup = () => useMutation({ mutationFn: twoFactorApi.setup });

/** Turning it on or off says so and reads the profile again, which holds the state. */
function useTwoFactorToggle<R>(send: (code: string) => Promise<R>, message: 'twoFactorEnabled' | 'twoFactorDisabled') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      toast.success(successText(message));
      void queryClient.invalidateQueries({ queryKey: routeKey(API.account.profile) });
    },
  });
}

export const useEnableTwoFactor = () => useTwoFactorToggle(twoFactorApi.enable, 'twoFactorEnabled');
export const useDisableTwoFactor = () => useTwoFactorToggle(twoFactorApi.disable, 'twoFactorDisabled');
