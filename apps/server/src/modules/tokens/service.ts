import { addDaysToDay, dayInZone, startOfDayInZone, TEAM_LIMITS, type Day } from '@atelier/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { apiTokens, type ApiTokenRow } from '../../db/schema/index.js';
import { can, type Actor } from '../../lib/actor.js';
import { requireRecordId } from '../../lib/access.js';
import { fieldError, notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { userSettings } from '../../lib/user-settings.js';
import { lockStudio, requireIncluded } from '../plans/rules.js';
import { newTokenSecret } from '../../lib/api-token-secret.js';
import { tokensWithMembers, type TokenRecord } from './token-members.js';

/** The latest expiry day, counted from today: a token meant to last longer than this never expires (decision 074). */
const MAX_EXPIRY_DAYS = 5 * 365 + 1;

export type CreateTokenInput = { name: string; scope: 'read' | 'write'; expiresOn: Day | null };

/**
 * The instant a token stops working: the end of its last day in the studio's zone, which is the
 * owner's (decision 074), so "until 31 January" means the studio's 31 January, not UTC's.
 */
function expiryOf(expiresOn: Day, zone: string, now: Date): Date {
  const today = dayInZone(now, zone);
  if (expiresOn < today) throw fieldError('expiresOn', said('tokens.expiryPast'));
  if (expiresOn > addDaysToDay(today, MAX_EXPIRY_DAYS)) throw fieldError('expiresOn', said('tokens.expiryTooFar'));
  return startOfDayInZone(addDaysToDay(expiresOn, 1), zone);
}

/**
 * Personal API tokens in a studio (decisions 074, 106): a member makes their own; the owner (who
 * manages the team) sees and revokes every member's, anyone else only their own.
 */
export function tokenService(ctx: AppContext) {
  const mine = (actor: Actor) =>
    and(eq(apiTokens.userId, actor.user.id), eq(apiTokens.workspaceId, actor.workspaceId), isNull(apiTokens.revokedAt));
  /** The tokens the actor sees: the studio's for the owner, else their own (decision 106). */
  const visible = (actor: Actor) =>
    can(actor, 'team.manage') ? and(eq(apiTokens.workspaceId, actor.workspaceId), isNull(apiTokens.revokedAt)) : mine(actor);

  return {
    /** Unrevoked tokens, newest first, each with its member; expired ones stay listed (and counted) until revoked. */
    async list({ actor }: { actor: Actor }): Promise<TokenRecord[]> {
      return tokensWithMembers(ctx.db, actor.workspaceId, visible(actor), TEAM_LIMITS.members * TEAM_LIMITS.tokensPerMember);
    },

    /** Enterprise only; the secret is answered here once and only its SHA-256 is kept. */
    async create({ actor, input }: { actor: Actor; input: CreateTokenInput }): Promise<{ row: ApiTokenRow; secret: string }> {
      return ctx.db.transaction(async (tx) => {
        // The studio's lock queues two creates of one member, so neither passes the limit (decision 070).
        const owner = await lockStudio(tx, actor.workspaceId);
        requireIncluded(owner, 'apiTokens');
        const now = new Date();
        const expiresAt = input.expiresOn ? expiryOf(input.expiresOn, userSettings(owner).timezone, now) : null;
        const [held] = await tx.select({ n: count() }).from(apiTokens).where(mine(actor));
        if ((held?.n ?? 0) >= TEAM_LIMITS.tokensPerMember) {
          throw fieldError('tokens', said('tokens.tooMany', { max: TEAM_LIMITS.tokensPerMember }), 'STORE_LIMIT_REACHED');
        }
        const { secret, hash, prefix } = newTokenSecret();
        const [row] = await tx
          .insert(apiTokens)
          .values({
            workspaceId: actor.workspaceId,
            userId: actor.user.id,
            name: input.name,
            scope: input.scope,
            tokenHash: hash,
            prefix,
            expiresAt,
          })
          .returning();
        assertWritten(row, 'api token insert');
        return { row, secret };
      });
    },

    /** Takes effect on the token's next request: every request looks the token up (decision 074). */
    async revoke({ actor, id }: { actor: Actor; id: string }): Promise<TokenRecord> {
      requireRecordId(id, 'API token');
      const [found] = await tokensWithMembers(ctx.db, actor.workspaceId, and(eq(apiTokens.id, id), visible(actor)), 1);
      if (!found) throw notFound(said('tokens.notFound'));
      const [row] = await ctx.db
        .update(apiTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
        .returning();
      if (!row) throw notFound(said('tokens.notFound'));
      return { ...found, row };
    },
  };
}
