import type { AuthProviders } from '@atelier/shared';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { authApi } from '../api/auth-api';
import { facebookLogin, loadFacebookSdk, loadGoogleIdentity } from '../api/social-sdks';
import { useAuthStore } from '../stores/auth-store';
import { afterSignInPath } from '@/features/team';

export const messages = i18n('social-login', {
  noGoogleCredential: 'No Google credential received',
  googleFailed: 'Google login failed',
  facebookSdkFailed: 'Facebook SDK failed to load',
  facebookNotAuthorized: 'Facebook login was not authorized',
  or: 'or continue with',
  google: 'Sign in with Google',
  facebook: 'Continue with Facebook',
});

/**
 * Google and Facebook sign-in, shown only for providers the server has configured. Their SDKs
 * load only here, and only when enabled.
 */
export function SocialLogin() {
  const [providers, setProviders] = useState<AuthProviders | null>(null);
  const googleButton = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const signinWithGoogle = useAuthStore((s) => s.signinWithGoogle);
  const signinWithFacebook = useAuthStore((s) => s.signinWithFacebook);
  const [facebookBusy, setFacebookBusy] = useState(false);
  const t = useMessages(messages);
  // Read when a callback fires, so the effect that sets the SDK up does not rerun on a language change.
  const texts = useRef(t);
  useEffect(() => {
    texts.current = t;
  }, [t]);

  useEffect(() => {
    let alive = true;
    authApi
      .providers()
      .then((data) => alive && setProviders(data))
      // Without the list we simply show no social buttons; email sign-in still works.
      .catch(() => alive && setProviders(null));
    return () => {
      alive = false;
    };
  }, []);

  const googleClientId = providers?.google.enabled ? providers.google.clientId : null;
  const facebookAppId = providers?.facebook.enabled ? providers.facebook.appId : null;

  useEffect(() => {
    if (!googleClientId) return;
    let cancelled = false;
    const onCredential = async (credential: string | undefined) => {
      if (!credential) {
        toast.error(texts.current.noGoogleCredential);
        return;
      }
      try {
        // With 2FA on, the login page asks for the code instead (decision 023).
        if ((await signinWithGoogle(credential)) === 'signed-in') void navigate(afterSignInPath(), { replace: true });
      } catch {
        // The store has shown the server's message.
      }
    };
    loadGoogleIdentity(googleClientId, (c) => void onCredential(c))
      .then((id) => {
        if (cancelled || !googleButton.current) return;
        const width = Math.min(googleButton.current.clientWidth || 320, 400);
        id.renderButton(googleButton.current, { type: 'standard', theme: 'outline', size: 'large', text: 'continue_with', width });
        id.prompt(); // One-tap.
      })
      .catch(() => !cancelled && toast.error(texts.current.googleFailed));
    return () => {
      cancelled = true;
      window.google?.accounts?.id?.cancel();
    };
  }, [googleClientId, signinWithGoogle, navigate]);

  useEffect(() => {
    // Load early so the click can open the popup directly (popups need the user's gesture).
    if (facebookAppId) loadFacebookSdk(facebookAppId).catch(() => {});
  }, [facebookAppId]);

  const onFacebook = async () => {
    if (!facebookAppId) return;
    setFacebookBusy(true);
    try {
      let fb;
      try {
        fb = await loadFacebookSdk(facebookAppId);
      } catch {
        toast.error(t.facebookSdkFailed);
        return;
      }
      const accessToken = await facebookLogin(fb);
      if (!accessToken) {
        toast.error(t.facebookNotAuthorized);
        return;
      }
      if ((await signinWithFacebook(accessToken)) === 'signed-in') void navigate(afterSignInPath(), { replace: true });
    } catch {
      // The store has shown the server's message.
    } finally {
      setFacebookBusy(false);
    }
  };

  if (!googleClientId && !facebookAppId) return null;

  return (
    <div className="mt-6 space-y-3" data-testid="social-login">
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t.or}
        <span className="h-px flex-1 bg-border" />
      </div>
      {googleClientId && (
        <div ref={googleButton} className="flex min-h-10 justify-center" data-testid="google-signin" aria-label={t.google} />
      )}
      {facebookAppId && (
        <Button variant="outline" className="w-full" onClick={() => void onFacebook()} loading={facebookBusy}>
          <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden>
            <path
              fill="#1877F2"
              d="M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07"
            />
          </svg>
          {t.facebook}
        </Button>
      )}
    </div>
  );
}
