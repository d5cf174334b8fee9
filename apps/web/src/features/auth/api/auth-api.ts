import type { AuthProviders, AuthSession, SigninBody, SigninResult, SignupBody, TwoFactorSigninBody, User } from '@atelier/shared';
import { apiClient } from '@/lib/api-client';

// Calls that answer 401 for a wrong password must not be read as "your session ended".
const publicCall = { ignoreUnauthorized: true } as const;

/** The auth calls. Each returns the whole success envelope so callers can show its message. */
export const authApi = {
  providers: () => apiClient.get<AuthProviders>('/auth/providers', publicCall),
  me: () => apiClient.get<{ user: User }>('/auth'),
  signup: (body: SignupBody) => apiClient.post<{ user: User }>('/auth/signup', body, publicCall),
  // With 2FA on these answer a challenge instead of a session (decision 023).
  signin: (body: SigninBody) => apiClient.post<SigninResult>('/auth/signin', body, publicCall),
  google: (idToken: string) => apiClient.post<SigninResult>('/auth/oauth/google', { idToken }, publicCall),
  facebook: (accessToken: string) => apiClient.post<SigninResult>('/auth/oauth/facebook', { accessToken }, publicCall),
  twoFactor: (body: TwoFactorSigninBody) => apiClient.post<AuthSession>('/auth/2fa', body, publicCall),
  sendOtp: (email: string) => apiClient.post<Record<string, never>>('/auth/send-otp', { email }, publicCall),
  verifyOtp: (email: string, otp: string) => apiClient.post<{ user: User }>('/auth/verify-otp', { email, otp }, publicCall),
  forgotPassword: (email: string) => apiClient.post<Record<string, never>>('/auth/forgot-password', { email }, publicCall),
  resetPassword: (email: string, otp: string, password: string) =>
    apiClient.post<Record<string, never>>('/auth/reset-password', { email, otp, password }, publicCall),
  /** The link mailed to the old address after an email change (decision 050); no session needed. */
  undoEmailChange: (token: string) => apiClient.post<Record<string, never>>('/user/email/undo', { token }, publicCall),
  logout: () => apiClient.post<Record<string, never>>('/auth/logout', undefined, publicCall),
};
