import { SignJWT, jwtVerify } from 'jose';
import { isUuid } from './ids.js';

/**
 * The bearer token: an HS256 JWT naming its session (`sid`) and user (`sub`). Signing and
 * reading live together so the claims are written in one place.
 */
export function signSessionToken(key: Uint8Array, claims: { sessionId: string; userId: string; expiresAt: Date }): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .sign(key);
}

/** The token's session and user ids and expiry, or null when it is forged, expired or malformed. */
export async function readSessionToken(
  key: Uint8Array,
  token: string,
): Promise<{ sessionId: string; userId: string; expiresAtMs: number } | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    if (typeof payload.sid !== 'string' || !isUuid(payload.sid) || !payload.sub) return null;
    // Without an expiry (never signed so here) a token is never kept unchecked (decision 168).
    return { sessionId: payload.sid, userId: payload.sub, expiresAtMs: (payload.exp ?? 0) * 1000 };
  } catch {
    return null;
  }
}
