import { createHmac, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@atelier/shared';
import { Secret, TOTP } from 'otpauth';
export { decryptSecret, encryptSecret } from '../../lib/sealed-text.js';

/**
 * RFC 6238 with the settings every authenticator app understands (decision 023):
 * SHA-1, 6 digits, 30-second steps; a code of the step before or after is accepted too, for
 * clocks a little apart.
 */
const PARAMS = { issuer: 'Atelier', algorithm: 'SHA1', digits: 6, period: 30 } as const;
export const TOTP_PERIOD_MS = PARAMS.period * 1000;
const WINDOW = 1;

/** A fresh 160-bit secret (RFC 4226's recommended length), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrl(email: string, secret: string): string {
  return new TOTP({ ...PARAMS, label: email, secret: Secret.fromBase32(secret) }).toString();
}

/** The code of a secret at a time; for tests and nothing else. */
export function totpCodeAt(secret: string, timestamp: number): string {
  return new TOTP({ ...PARAMS, secret: Secret.fromBase32(secret) }).generate({ timestamp });
}

/**
 * The time step the code belongs to, or null when it matches none of the steps around now. A step
 * at or before `lastStep` was already used (`reused`): refused by the callers, so a code seen over
 * a shoulder or in a log cannot be replayed within its 90 seconds.
 */
export function matchTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): { step: number; reused: boolean } | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: PARAMS.algorithm,
    digits: PARAMS.digits,
    period: PARAMS.period,
    timestamp: now,
    window: WINDOW,
  });
  if (delta === null) return null;
  const step = Math.floor(now / TOTP_PERIOD_MS) + delta;
  return { step, reused: lastStep !== null && step <= lastStep };
}

/** No 0/o, 1/l/i: the codes are read off paper. 31 symbols, 8 per code: about 40 bits each. */
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';

export function newRecoveryCodes(): string[] {
  const one = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const c = one();
    return `${c.slice(0, 4)}-${c.slice(4)}`;
  });
}

/** Normalised (spaces and dash dropped, lower case) so `ABCD EFGH` matches `abcd-efgh`. */
function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toLowerCase();
}

/**
 * Recovery codes carry about 40 random bits, so a keyed HMAC is enough to make the stored form
 * useless without the server key; a slow hash would only slow the owner down (decision 023).
 */
export function hashRecoveryCode(key: Buffer, userId: string, code: string): string {
  return createHmac('sha256', key)
    .update(`recovery:${userId}:${normaliseRecoveryCode(code)}`)
    .digest('base64url');
}
