import { GARMENT_CODE_MAX } from '@atelier/shared';
import type { AppContext } from '../context.js';
import type { Actor } from './actor.js';
import { AppError, notFound } from './errors.js';
import type { Limit } from './rate-limiter.js';
import { said, type Said } from './said.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Codes that named nothing, bounded per member and per studio (decision 152): a tailor mistypes
 * a few a day; a script walking the codes stops after these. Guessing limits fail closed (decision
 * 095). A garment's and a piece's codes (decision 215) count against the same bound, so a script
 * gains nothing by trying both doors.
 */
export const CODE_MISSES = {
  perMember: { max: 30, windowMs: 10 * MINUTE, failClosed: true },
  perStudio: { max: 300, windowMs: HOUR, failClosed: true },
} as const satisfies Record<string, Limit>;

/**
 * What people type or a scan reads, as the codes are written: trimmed, upper case (a-0427-2 is
 * A-0427-2). Whatever its shape, it is only compared for equality within the studio, so a
 * malformed code costs the same lookup as another studio's and answers the same 404.
 */
export function normalCode(code: string): string {
  const typed = code.trim().toUpperCase();
  // '' is no code: a text that cannot be one is looked up all the same, as a miss.
  return typed.length <= GARMENT_CODE_MAX && !typed.includes('\u0000') ? typed : '';
}

/**
 * Looks a tag's code up under the bound: a member or studio past it is refused first; a code that
 * named nothing counts and answers the 404 with `missing`.
 */
export async function findByCode<T>(ctx: AppContext, actor: Actor, missing: Said, look: () => Promise<T | undefined>): Promise<T> {
  const keys = [
    { key: `garment-code-miss:member:${actor.user.id}`, limit: CODE_MISSES.perMember },
    { key: `garment-code-miss:studio:${actor.workspaceId}`, limit: CODE_MISSES.perStudio },
  ];
  for (const { key, limit } of keys) {
    const wait = await ctx.limiter.peek(key, limit);
    if (wait !== null) throw new AppError('RATE_LIMITED', said('garments.tooManyUnknownCodes'), { retryAfter: wait });
  }
  const found = await look();
  if (found === undefined) {
    for (const { key, limit } of keys) await ctx.limiter.hit(key, limit);
    throw notFound(missing);
  }
  return found;
}
