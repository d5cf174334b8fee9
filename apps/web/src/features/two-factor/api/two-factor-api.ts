import { API } from '@atelier/shared';
import { call } from '@/lib/api-client';

const routes = API.twoFactor;

/** Turning two-factor sign-in on and off (decision 023); its state is read from the profile (account-api.ts). */
export const twoFactorApi = {
  setup: () => call(routes.setup),
  enable: (code: string) => call(routes.toggle, { body: { enable: true, code } }),
  disable: (code: string) => call(routes.toggle, { body: { enable: false, code } }),
};
