import { API, type SigninBody, type SignupBody, type TwoFactorSigninBody } from '@atelier/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

// Calls that answer 401 for a wrong password must not be read as "your session ended".
const publicCall = { ignoreUnauthorized: true } as const;
const routes = API.auth;

/** The auth calls, as declared in packages/shared (decision 062); each answers its data. */
export const authApi = {
  providers: () => call(routes.providers, {}, publicCall),
  me: () => call(routes.me),
  signup: (body: SignupBody) => call(routes.signup, { body }, publicCall),
  // With 2FA on these answer a challenge instead of a session (decision 023).
  signin: (body: SigninBody) => call(routes.signin, { body }, publicCall),
  google: (idToken: string) => call(routes.google, { body: { idToken } }, publicCall),
  facebook: (accessToken: string) => call(routes.facebook, { body: { accessToken } }, publicCall),
  twoFactor: (body: TwoFactorSigninBody) => call(API.twoFactor.signin, { body }, publicCall),
  sendOtp: (email: string) => call(routes.sendOtp, { body: { email } }, publicCall),
  verifyOtp: (email: string, otp: string) => call(routes.verifyOtp, { body: { email, otp } }, publicCall),
  forgotPassword: (email: string) => call(routes.forgotPassword, { body: { email } }, publicCall),
  resetPassword: (email: string, otp: string, password: string) =>
    call(routes.resetPassword, { body: { email, otp, password } }, publicCall),
  /** The link mailed to the old address after an email change (decision 050); no session needed. */
  undoEmailChange: (token: string) => call(API.account.undoEmailChange, { body: { token } }, publicCall),
  logout: () => call(routes.logout, {}, publicCall),
};

/** The undo of an email change: its page shows a refusal itself, so it is not toasted. */
export function useUndoEmailChange() {
  return useMutation({ mutationFn: authApi.undoEmailChange, meta: { quiet: true } });
}
