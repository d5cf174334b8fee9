import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../lib/errors.js';
import { said } from '../../../lib/said.js';

/**
 * The sandbox signs its webhook events the way Stripe does (decision 042): a header
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, refused when wrong or older than 300 s.
 */
export const SIGNATURE_TOLERANCE_S = 300;

export function signPayload(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

export const badSignature = (why: string) => new AppError('WEBHOOK_SIGNATURE_INVALID', said('subscriptions.webhookSignature', { why }));

export function verifyPayload(body: Buffer, header: string | undefined, secret: string, nowS = Math.floor(Date.now() / 1000)): void {
  if (!header) throw badSignature('no signature header');
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const [k, v] = item.split('=', 2);
    if (k && v) parts.set(k.trim(), [...(parts.get(k.trim()) ?? []), v.trim()]);
  }
  const t = Number(parts.get('t')?.[0]);
  if (!Number.isInteger(t)) throw badSignature('no timestamp');
  const expected = createHmac('sha256', secret).update(`${t}.`).update(body).digest();
  const matches = (parts.get('v1') ?? []).some((sig) => {
    const given = Buffer.from(sig, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw badSignature('the signature does not match the payload');
  if (Math.abs(nowS - t) > SIGNATURE_TOLERANCE_S) throw badSignature('the timestamp is outside the 300 second tolerance');
}
