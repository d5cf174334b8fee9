import {
  API,
  isTwoFactorChallenge,
  type AuthSession,
  type SigninBody,
  type SigninResult,
  type SignupBody,
  type SuccessMessageKey,
  type TwoFactorChallenge,
  type User,
} from '@atelier/shared';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { ApiError, configureApiClient } from '@/lib/api-client';
import { configurePlanErrors, handleError } from '@/lib/handle-error';
import { can } from '@/lib/permissions';
import { AUTH_STORAGE_KEY } from '@/lib/stored-session';
import { routeText, successText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';
import { clearUserCaches, type ClearOptions } from '@/lib/user-caches';
import { authApi } from '../api/auth-api';

/** An address as the server reads it (trimmed, lower case): the one its messages name. */
const normalEmail = (email: string) => email.trim().toLowerCase();

type AuthData = {
  user: User | null;
  token: string | null;
  isLoading: boolean;
  error: string | null;
  emailForVerification: string | null;
  emailForPasswordReset: string | null;
  /** A sign-in waiting for its second factor (decision 023); kept for this page load only. */
  twoFactorChallenge: TwoFactorChallenge | null;
  /**
   * Why the server ended the session, shown on /login: a member removed from the studio reads the
   * server's own words (decision 072), not a generic sign-in page. For this page load only.
   */
  signedOutReason: string | null;
};

/** Whether a sign-in ended with a session or waits for the second factor. */
export type SigninOutcome = 'signed-in' | 'two-factor';

type AuthActions = {
  signup: (body: SignupBody) => Promise<void>;
  signin: (body: SigninBody) => Promise<SigninOutcome>;
  signinWithGoogle: (idToken: string) => Promise<SigninOutcome>;
  signinWithFacebook: (accessToken: string) => Promise<SigninOutcome>;
  /** Completes the waiting sign-in with an authenticator or recovery code. */
  completeTwoFactor: (code: string) => Promise<void>;
  cancelTwoFactor: () => void;
  sendOtp: (email: string) => Promise<void>;
  verifyOtp: (email: string, otp: string) => Promise<void>;
  forgotPassword: (email: string) => Promise<void>;
  resetPassword: (email: string, otp: string, password: string) => Promise<void>;
  fetchCurrentUser: () => Promise<void>;
  logout: () => Promise<void>;
  /** Drops the session locally (401 from the API, logout). */
  clearSession: (options?: ClearOptions) => void;
  /** A 401 on a call that carried the token: the session is over, and the server's message says why. */
  endSessionByServer: (reason: string) => void;
  setUser: (user: User) => void;
  setEmailForVerification: (email: string | null) => void;
  setEmailForPasswordReset: (email: string | null) => void;
  clearError: () => void;
};

export type AuthState = AuthData & AuthActions;

const initialData: AuthData = {
  user: null,
  token: null,
  isLoading: false,
  error: null,
  emailForVerification: null,
  emailForPasswordReset: null,
  twoFactorChallenge: null,
  signedOutReason: null,
};

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => {
      /**
       * Runs one call with the loading flag and the shared error handling: the message is kept
       * as the store's error and the error is raised again so forms can show field errors.
       */
      async function run<T>(call: () => Promise<T>, onError?: (err: unknown) => boolean): Promise<T> {
        set({ isLoading: true, error: null });
        try {
          const result = await call();
          set({ isLoading: false });
          return result;
        } catch (err) {
          const handledQuietly = onError?.(err) ?? false;
          const { message } = handleError(err, { silent: handledQuietly });
          set({ isLoading: false, error: message });
          throw err;
        }
      }

      /**
       * The message of the sign-in waiting for its second factor names how its first step was made
       * (a password, Google, Facebook), as the server's does; kept for this page load only.
       */
      let challengeMessage: SuccessMessageKey = 'signedIn';

      const startSession = (session: AuthSession, message: SuccessMessageKey) => {
        set({ token: session.token, user: session.user, error: null, twoFactorChallenge: null, signedOutReason: null });
        toast.success(successText(message));
      };

      /** A sign-in answer: a session, or with 2FA on a challenge the login page asks a code for. */
      const signedInOrChallenged = (result: SigninResult, message: SuccessMessageKey): SigninOutcome => {
        if (isTwoFactorChallenge(result)) {
          challengeMessage = message;
          set({ twoFactorChallenge: result });
          return 'two-factor';
        }
        startSession(result, message);
        return 'signed-in';
      };

      return {
        ...initialData,

        signup: (body) =>
          run(async () => {
            const { user } = await authApi.signup(body);
            set({ emailForVerification: user.email });
            toast.success(routeText(API.auth.signup));
          }),

        signin: (body) =>
          run(
            async () => signedInOrChallenged(await authApi.signin(body), 'signedIn'),
            (err) => {
              // Unverified: the server has sent a fresh code; the login page goes on to /verify-otp.
              if (err instanceof ApiError && err.code === 'EMAIL_NOT_VERIFIED') {
                set({ emailForVerification: normalEmail(body.email) });
                toast.info(err.message);
                return true;
              }
              return false;
            },
          ),

        signinWithGoogle: (idToken) => run(async () => signedInOrChallenged(await authApi.google(idToken), 'signedInWithGoogle')),
        signinWithFacebook: (accessToken) =>
          run(async () => signedInOrChallenged(await authApi.facebook(accessToken), 'signedInWithFacebook')),

        completeTwoFactor: (code) =>
          run(async () => {
            const challenge = get().twoFactorChallenge;
            if (!challenge) throw new Error('No sign-in is waiting for a code');
            startSession(await authApi.twoFactor({ challengeToken: challenge.challengeToken, code }), challengeMessage);
          }),
        cancelTwoFactor: () => set({ twoFactorChallenge: null, error: null }),

        sendOtp: (email) =>
          run(async () => {
            await authApi.sendOtp(email);
            toast.success(routeText(API.auth.sendOtp, { email: normalEmail(email) }));
          }),

        verifyOtp: (email, otp) =>
          run(async () => {
            await authApi.verifyOtp(email, otp);
            set({ emailForVerification: null });
            toast.success(routeText(API.auth.verifyOtp));
          }),

        forgotPassword: (email) =>
          run(async () => {
            await authApi.forgotPassword(email);
            set({ emailForPasswordReset: normalEmail(email) });
            toast.success(routeText(API.auth.forgotPassword, { email: normalEmail(email) }));
          }),

        resetPassword: (email, otp, password) =>
          run(async () => {
            await authApi.resetPassword(email, otp, password);
            set({ emailForPasswordReset: null });
            toast.success(routeText(API.auth.resetPassword));
          }),

        fetchCurrentUser: async () => {
          if (!get().token) return;
          set({ isLoading: true });
          try {
            const { user } = await authApi.me();
            set({ user, isLoading: false, error: null });
          } catch (err) {
            // A 401 has already ended the session through the API client; others are logged only.
            console.error('Could not refresh the current user', err);
            set({ isLoading: false, error: err instanceof Error ? err.message : String(err) });
          }
        },

        logout: async () => {
          if (get().token) {
            try {
              await authApi.logout();
            } catch {
              // The local session ends regardless; a dead server session is harmless.
            }
          }
          get().clearSession();
          toast.success(routeText(API.auth.logout));
        },

        clearSession: (options) => {
          clearUserCaches(options);
          set({ user: null, token: null, isLoading: false, error: null, twoFactorChallenge: null });
        },
        endSessionByServer: (reason) => {
          // Not the user's choice: what they changed offline waits for their next sign-in (decision 098).
          get().clearSession({ keepUnsent: true });
          set({ signedOutReason: reason });
        },
        setUser: (user) => set({ user }),
        setEmailForVerification: (email) => set({ emailForVerification: email }),
        setEmailForPasswordReset: (email) => set({ emailForPasswordReset: email }),
        clearError: () => set({ error: null }),
      };
    },
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      // Loading and error flags are per page load; only the session and pending emails persist.
      partialize: (s) => ({
        token: s.token,
        user: s.user,
        emailForVerification: s.emailForVerification,
        emailForPasswordReset: s.emailForPasswordReset,
      }),
    },
  ),
);

configureApiClient({
  getToken: () => useAuthStore.getState().token,
  onUnauthorized: (error) => useAuthStore.getState().endSessionByServer(error.message),
});

configurePlanErrors({
  canManageBilling: () => can(useAuthStore.getState().user, 'billing.manage'),
  // The studio left Enterprise under a member: reading the user again shows the app's panel saying so.
  onMemberPlanRefusal: () => void useAuthStore.getState().fetchCurrentUser(),
});
