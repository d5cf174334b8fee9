import { loadScript } from '@/lib/load-script';

export const GOOGLE_GIS_SRC = 'https://accounts.google.com/gsi/client';
export const FACEBOOK_SDK_SRC = 'https://connect.facebook.net/en_US/sdk.js';
const FACEBOOK_API_VERSION = 'v19.0';

// The slices of the two SDKs this app calls.
type GoogleCredentialResponse = { credential?: string };
type GoogleId = {
  initialize: (config: {
    client_id: string;
    callback: (r: GoogleCredentialResponse) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
  }) => void;
  renderButton: (parent: HTMLElement, options: Record<string, string | number>) => void;
  prompt: () => void;
  cancel: () => void;
};
type FacebookLoginResponse = { status?: string; authResponse?: { accessToken?: string } | null };
type FacebookSdk = {
  init: (config: { appId: string; cookie?: boolean; xfbml?: boolean; version: string }) => void;
  login: (cb: (r: FacebookLoginResponse) => void, options?: { scope: string }) => void;
};

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleId } };
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

/** Loads Google Identity Services and sets up one-tap plus the button callback. */
export async function loadGoogleIdentity(clientId: string, onCredential: (credential: string | undefined) => void): Promise<GoogleId> {
  await loadScript(GOOGLE_GIS_SRC);
  const id = window.google?.accounts?.id;
  if (!id) throw new Error('Google Identity Services did not initialise');
  id.initialize({ client_id: clientId, callback: (r) => onCredential(r.credential), cancel_on_tap_outside: true });
  return id;
}

let facebookReady: Promise<FacebookSdk> | null = null;

/** Loads and initialises the Facebook SDK once. */
export function loadFacebookSdk(appId: string): Promise<FacebookSdk> {
  facebookReady ??= loadScript(FACEBOOK_SDK_SRC, { crossorigin: 'anonymous' })
    .then(() => {
      const fb = window.FB;
      if (!fb) throw new Error('Facebook SDK did not initialise');
      fb.init({ appId, cookie: false, xfbml: false, version: FACEBOOK_API_VERSION });
      return fb;
    })
    .catch((err: unknown) => {
      facebookReady = null;
      throw err;
    });
  return facebookReady;
}

/** Opens the Facebook login popup; resolves with the access token or null when not authorised. */
export function facebookLogin(fb: FacebookSdk): Promise<string | null> {
  return new Promise((resolve) => {
    fb.login((r) => resolve(r.authResponse?.accessToken ?? null), { scope: 'public_profile,email' });
  });
}
