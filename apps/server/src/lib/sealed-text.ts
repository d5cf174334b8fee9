import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { serverFault } from './errors.js';

/**
 * Secrets kept so they can be shown or used again (authenticator secrets, decision 023; calendar feed
 * tokens, decision 032) are stored encrypted (AES-256-GCM, key derived from the server secret), so a
 * copy of the database alone does not give anyone the codes. Stored as `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
export function encryptSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw serverFault('unknown stored secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
