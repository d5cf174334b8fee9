import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';

type Handler = (url: URL) => { status: number; body: unknown };

/** A JSON server on 127.0.0.1, a free port; nothing in the tests reaches the internet. */
async function startJsonServer(handler: Handler) {
  const server = http.createServer((req, res) => {
    const { status, body } = handler(new URL(req.url ?? '/', 'http://127.0.0.1'));
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A URL on which nothing listens (a server that was just stopped). */
export async function deadUrl(): Promise<string> {
  const s = await startJsonServer(() => ({ status: 500, body: {} }));
  await s.close();
  return s.url;
}

export const GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';

/** Google's side: an RS256 key whose JWKS is served locally, and a signer for ID tokens. */
export async function startFakeGoogle() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  const server = await startJsonServer((url) =>
    url.pathname === '/certs' ? { status: 200, body: { keys: [jwk] } } : { status: 404, body: {} },
  );
  const stranger = await generateKeyPair('RS256', { extractable: true });

  /** An ID token as Google issues it; `opts` bends one claim or the key at a time. */
  async function idToken(
    claims: JWTPayload & {
      email?: string;
      email_verified?: boolean;
      name?: string;
      given_name?: string;
      family_name?: string;
      picture?: string;
    },
    opts: { issuer?: string; audience?: string; expiresIn?: number; key?: CryptoKey; kid?: string } = {},
  ) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? 'test-key-1', typ: 'JWT' })
      .setIssuer(opts.issuer ?? 'https://accounts.google.com')
      .setAudience(opts.audience ?? GOOGLE_CLIENT_ID)
      .setSubject(claims.sub ?? `g-${Math.random().toString(36).slice(2)}`)
      .setIssuedAt(now - 60)
      .setExpirationTime(now + (opts.expiresIn ?? 3600))
      .sign(opts.key ?? privateKey);
  }

  return { jwksUrl: `${server.url}/certs`, idToken, strangerKey: stranger.privateKey, close: server.close };
}

export const FACEBOOK_APP_ID = '1234567890';
export const FACEBOOK_APP_SECRET = 'fb-test-secret';

export type FakeFacebookUser = { id: string; name: string; first_name?: string; last_name?: string; email?: string };
type TokenInfo = { user: FakeFacebookUser; appId?: string; isValid?: boolean };

/**
 * Facebook's Graph API as far as sign-in uses it: GET /debug_token (checked with the app's
 * token "APP_ID|SECRET") and GET /me with the user's access token, with Graph's error shapes.
 */
export async function startFakeGraph() {
  const tokens = new Map<string, TokenInfo>();
  const graphError = (status: number, message: string, code: number) => ({
    status,
    body: { error: { message, type: 'OAuthException', code } },
  });
  const server = await startJsonServer((url) => {
    const q = url.searchParams;
    if (url.pathname === '/v19.0/debug_token') {
      if (q.get('access_token') !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`) return graphError(400, 'Invalid OAuth access token.', 190);
      const info = tokens.get(q.get('input_token') ?? '');
      if (!info) return { status: 200, body: { data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } } } };
      return {
        status: 200,
        body: {
          data: {
            app_id: info.appId ?? FACEBOOK_APP_ID,
            type: 'USER',
            application: 'Atelier',
            expires_at: Math.floor(Date.now() / 1000) + 3600,
            is_valid: info.isValid ?? true,
            scopes: ['email', 'public_profile'],
            user_id: info.user.id,
          },
        },
      };
    }
    if (url.pathname === '/v19.0/me') {
      const info = tokens.get(q.get('access_token') ?? '');
      if (!info || info.isValid === false) return graphError(400, 'Invalid OAuth access token.', 190);
      const fields = (q.get('fields') ?? 'id,name').split(',');
      const profile = Object.fromEntries(Object.entries(info.user).filter(([k]) => fields.includes(k)));
      return { status: 200, body: profile };
    }
    return graphError(404, 'Unknown path components', 2500);
  });

  /** Registers an access token for a user; returns the token string. */
  function issue(user: FakeFacebookUser, opts: { appId?: string; isValid?: boolean } = {}) {
    const token = `EAA${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
    tokens.set(token, { user, ...opts });
    return token;
  }

  return { graphUrl: `${server.url}/v19.0`, issue, close: server.close };
}
