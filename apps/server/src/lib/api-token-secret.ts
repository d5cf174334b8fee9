import { createHash, randomBytes } from 'node:crypto';

/**
 * What an API token's secret looks like (decision 074): `atl_` and 32 random bytes in base64url.
 * The prefix tells the server a bearer value is an API token rather than a session, and tells a
 * secret scanner what it found.
 */
export const TOKEN_PREFIX = 'atl_';

/** The characters of the secret kept to tell a member's tokens apart (the prefix and 4 random ones). */
const SHOWN_CHARS = TOKEN_PREFIX.length + 4;

export function newTokenSecret(): { secret: string; hash: string; prefix: string } {
  const secret = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, hash: hashTokenSecret(secret), prefix: secret.slice(0, SHOWN_CHARS) };
}

/** Only this is stored: a random 256-bit secret needs no slow hash, SHA-256 keeps look-ups one index probe. */
export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export const isTokenSecret = (bearer: string) => bearer.startsWith(TOKEN_PREFIX);
