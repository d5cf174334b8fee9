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

/** The token's session and user ids, or null when it is forged, expired or malformed. */
export async function readSessionToken(key: Uint8Array, token: string): Promise<{ sessionId: string; userId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    if (typeof payload.sid !== 'string' || !isUuid(payload.sid) || !payload.sub) return null;
    return { sessionId: payload.sid, userId: payload.sub };
  } catch {
    return null;
  }
}
