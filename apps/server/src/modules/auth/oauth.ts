import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';

export type OAuthIdentity = {
  provider: 'google' | 'facebook';
  providerId: string;
  email: string;
  firstName: string;
  lastName: string;
  image: string | null;
};

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

const notConfigured = (name: string) => new AppError('PROVIDER_NOT_CONFIGURED', said('auth.providerNotConfigured', { provider: name }));
const invalidToken = (name: string) => new AppError('INVALID_OAUTH_TOKEN', said('auth.providerDidNotConfirm', { provider: name }));
const unavailable = (name: string) => new AppError('PROVIDER_UNAVAILABLE', said('auth.providerUnreachable', { provider: name }));

const jwksCache = new Map<string, JWTVerifyGetKey>();

function splitName(full: string | undefined): { firstName: string; lastName: string } {
  const name = (full ?? '').trim();
  const space = name.indexOf(' ');
  if (space < 0) return { firstName: name, lastName: '' };
  return { firstName: name.slice(0, space), lastName: name.slice(space + 1).trim() };
}

/** Verifies a Google ID token: signature against Google's keys, issuer, audience, expiry. */
export async function verifyGoogleToken(ctx: AppContext, idToken: string): Promise<OAuthIdentity> {
  const { clientId, jwksUrl } = ctx.config.google;
  if (!clientId) throw notConfigured('Google');
  let jwks = jwksCache.get(jwksUrl);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 });
    jwksCache.set(jwksUrl, jwks);
  }
  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, jwks, { issuer: GOOGLE_ISSUERS, audience: clientId }));
  } catch (err) {
    // Token problems carry jose's JWT/JWS/JWK codes; anything else means Google's keys could not be read.
    const code = (err as { code?: string }).code ?? '';
    if (/^ERR_(JWT|JWS|JWK_|JWKS_NO_MATCHING|JWKS_MULTIPLE)/.test(code)) throw invalidToken('Google');
    throw unavailable('Google');
  }
  const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : undefined;
  if (!payload.sub || !email || payload.email_verified !== true) throw invalidToken('Google');
  const given = typeof payload.given_name === 'string' ? payload.given_name : undefined;
  const family = typeof payload.family_name === 'string' ? payload.family_name : undefined;
  const fallback = splitName(typeof payload.name === 'string' ? payload.name : undefined);
  return {
    provider: 'google',
    providerId: payload.sub,
    email,
    firstName: (given ?? fallback.firstName).slice(0, 60),
    lastName: (family ?? fallback.lastName).slice(0, 60),
    image: typeof payload.picture === 'string' ? payload.picture : null,
  };
}

async function graphGet(url: URL): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(5000) });
  } catch {
    throw unavailable('Facebook');
  }
  if (res.status >= 500) throw unavailable('Facebook');
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok || !body) throw invalidToken('Facebook');
  return body;
}

/** Checks a Facebook access token with the Graph API (debug_token, then /me). */
export async function verifyFacebookToken(ctx: AppContext, accessToken: string): Promise<OAuthIdentity> {
  const { appId, appSecret, graphUrl } = ctx.config.facebook;
  if (!appId || !appSecret) throw notConfigured('Facebook');
  const debug = new URL(`${graphUrl}/debug_token`);
  debug.searchParams.set('input_token', accessToken);
  debug.searchParams.set('access_token', `${appId}|${appSecret}`);
  const info = (await graphGet(debug)).data as { is_valid?: boolean; app_id?: string; user_id?: string } | undefined;
  if (!info?.is_valid || String(info.app_id) !== appId || !info.user_id) throw invalidToken('Facebook');

  const me = new URL(`${graphUrl}/me`);
  me.searchParams.set('fields', 'id,name,first_name,last_name,email');
  me.searchParams.set('access_token', accessToken);
  const profile = await graphGet(me);
  if (String(profile.id) !== String(info.user_id)) throw invalidToken('Facebook');
  const email = typeof profile.email === 'string' ? profile.email.toLowerCase() : undefined;
  if (!email) {
    throw new AppError('OAUTH_EMAIL_MISSING', said('auth.facebookNoEmail'));
  }
  const fallback = splitName(typeof profile.name === 'string' ? profile.name : undefined);
  return {
    provider: 'facebook',
    providerId: String(profile.id),
    email,
    firstName: (typeof profile.first_name === 'string' ? profile.first_name : fallback.firstName).slice(0, 60),
    lastName: (typeof profile.last_name === 'string' ? profile.last_name : fallback.lastName).slice(0, 60),
    image: null,
  };
}
