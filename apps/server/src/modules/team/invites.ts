import { createHash, randomBytes } from 'node:crypto';
import { TEAM_LIMITS, type InvitableRole } from '@atelier/shared';
import { and, count, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { users, workspaceInvites, workspaceMembers, workspaces, type WorkspaceInviteRow } from '../../db/schema/index.js';
import { requireRecordId } from '../../lib/access.js';
import { studioLanguageOf } from '../../lib/client-language.js';
import { type Actor } from '../../lib/actor.js';
import { AppError, fieldError, notFound } from '../../lib/errors.js';
import { networkOf } from '../../lib/network.js';
import { said } from '../../lib/said.js';
import { AUTH_LIMITS } from '../../lib/rate-limiter.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { boundStudio } from '../../lib/studio-limits.js';
import { lockStudio } from '../plans/rules.js';
import { fullName } from '../../lib/member-name.js';
import { inviteMail } from './emails.js';
import { inviteStatus, nameOf, type InviteRecord } from './presenter.js';

/**
 * Invitations to join a studio (decision 072): a random secret of 32 bytes mailed in a link and kept
 * only as its SHA-256; good once, for 7 days, revocable; a resend replaces the secret.
 */

export const hashInviteSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');
const inviteExpiry = (now: Date) => new Date(now.getTime() + TEAM_LIMITS.inviteDays * 24 * 60 * 60 * 1000);

/** Invitations a studio may still act on: not accepted and not revoked (pending or expired). */
const open = (workspaceId: string) =>
  and(eq(workspaceInvites.workspaceId, workspaceId), isNull(workspaceInvites.acceptedAt), isNull(workspaceInvites.revokedAt));
const pending = (workspaceId: string, now: Date) => and(open(workspaceId), gt(workspaceInvites.expiresAt, now));

/** 410 INVITE_UNAVAILABLE, saying which: a link that was used, revoked or has expired. */
export function requireUsable(invite: WorkspaceInviteRow, now = new Date()): void {
  const status = inviteStatus(invite, now);
  if (status === 'pending') return;
  const why = {
    accepted: said('team.invitationUsed'),
    revoked: said('team.invitationRevoked'),
    expired: said('team.invitationExpired'),
  }[status];
  throw new AppError('INVITE_UNAVAILABLE', why);
}

export function inviteService(ctx: AppContext) {
  const invitedBy = async (db: Db, invite: WorkspaceInviteRow): Promise<InviteRecord> => {
    if (!invite.invitedById) return { invite, invitedBy: '' };
    const [u] = await db.select().from(users).where(eq(users.id, invite.invitedById)).limit(1);
    return { invite, invitedBy: nameOf(u ?? null) };
  };

  /** Mails the link after the transaction committed; the secret lives only in the mail. */
  async function mail(actor: Actor, invite: WorkspaceInviteRow, secret: string) {
    const [studio] = await ctx.db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, invite.workspaceId));
    const url = `${ctx.config.appUrl}/join#token=${secret}`;
    // Written in the inviting studio's language: the invitee has no settings of ours yet (decision 203).
    const language = await studioLanguageOf(ctx.db, invite.workspaceId);
    const message = inviteMail(
      invite.email,
      { inviter: fullName(actor.user), studio: studio?.name ?? '', role: invite.role, url, expiresAt: invite.expiresAt },
      language,
    );
    ctx.background.run('invitation mail', () => ctx.mailer.send(message));
  }

  /** The studio's places, counted under its lock: members and waiting invitations each have a bound. */
  async function requireRoom(tx: Db, workspaceId: string, now: Date, waiting: 'new' | 'again') {
    const [members] = await tx.select({ n: count() }).from(workspaceMembers).where(eq(workspaceMembers.workspaceId, workspaceId));
    if ((members?.n ?? 0) >= TEAM_LIMITS.members) {
      throw fieldError('email', said('team.membersMax', { max: TEAM_LIMITS.members }));
    }
    const [invites] = await tx.select({ n: count() }).from(workspaceInvites).where(pending(workspaceId, now));
    if (waiting === 'new' && (invites?.n ?? 0) >= TEAM_LIMITS.pendingInvites) {
      throw fieldError('email', said('team.invitesMax', { max: TEAM_LIMITS.pendingInvites }));
    }
  }

  async function requireNotInStudio(tx: Db, workspaceId: string, email: string, now: Date) {
    const [member] = await tx
      .select({ id: users.id })
      .from(workspaceMembers)
      .innerJoin(users, eq(users.id, workspaceMembers.userId))
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(users.email, email)))
      .limit(1);
    if (member) throw new AppError('ALREADY_IN_STUDIO', said('team.emailAlreadyMember', { email }));
    const [waiting] = await tx
      .select({ id: workspaceInvites.id })
      .from(workspaceInvites)
      .where(and(pending(workspaceId, now), eq(workspaceInvites.email, email)))
      .limit(1);
    if (waiting) throw new AppError('ALREADY_IN_STUDIO', said('team.emailAlreadyInvited', { email }));
  }

  /** An invitation of the actor's studio that can still be sent again or revoked; anything else is 404. */
  async function openInvite(tx: Db, actor: Actor, id: string): Promise<WorkspaceInviteRow> {
    requireRecordId(id, 'Invitation');
    const [invite] = await tx
      .select()
      .from(workspaceInvites)
      .where(and(eq(workspaceInvites.id, id), open(actor.workspaceId)))
      .for('update');
    if (!invite) throw notFound(said('team.invitationNotFound'));
    return invite;
  }

  return {
    /** Invitations the owner can act on, newest first: waiting ones and those that expired unused. */
    async list({ actor }: { actor: Actor }): Promise<InviteRecord[]> {
      const rows = await ctx.db
        .select({ invite: workspaceInvites, inviter: users })
        .from(workspaceInvites)
        .leftJoin(users, eq(users.id, workspaceInvites.invitedById))
        .where(open(actor.workspaceId))
        .orderBy(desc(workspaceInvites.createdAt), desc(workspaceInvites.id))
        .limit(TEAM_LIMITS.pendingInvites * 4);
      return rows.map((r) => ({ invite: r.invite, invitedBy: nameOf(r.inviter) }));
    },

    /** Mails an invitation (Enterprise only): 409 when the address is in the studio or already invited. */
    async create({ actor, input }: { actor: Actor; input: { email: string; role: InvitableRole } }): Promise<InviteRecord> {
      const now = new Date();
      const secret = newSecret();
      const invite = await ctx.db.transaction(async (tx) => {
        // One invitation at a time per studio, so the counts below hold (decision 070's lock).
        await lockStudio(tx, actor.workspaceId);
        await requireNotInStudio(tx, actor.workspaceId, input.email, now);
        await requireRoom(tx, actor.workspaceId, now, 'new');
        await boundStudio(ctx.limiter, 'inviteMail', actor.workspaceId);
        // An earlier link to the address that expired unused leaves the list: one row an address.
        await tx
          .update(workspaceInvites)
          .set({ revokedAt: now })
          .where(and(open(actor.workspaceId), eq(workspaceInvites.email, input.email), lte(workspaceInvites.expiresAt, now)));
        const [row] = await tx
          .insert(workspaceInvites)
          .values({
            workspaceId: actor.workspaceId,
            email: input.email,
            role: input.role,
            tokenHash: hashInviteSecret(secret),
            invitedById: actor.user.id,
            expiresAt: inviteExpiry(now),
            sentAt: now,
          })
          .returning();
        assertWritten(row, 'invite insert');
        return row;
      });
      await mail(actor, invite, secret);
      return { invite, invitedBy: fullName(actor.user) };
    },

    /** A new secret, 7 more days: the link mailed before stops working. */
    async resend({ actor, id }: { actor: Actor; id: string }): Promise<InviteRecord> {
      const now = new Date();
      const secret = newSecret();
      const invite = await ctx.db.transaction(async (tx) => {
        await lockStudio(tx, actor.workspaceId);
        const found = await openInvite(tx, actor, id);
        await requireRoom(tx, actor.workspaceId, now, inviteStatus(found, now) === 'pending' ? 'again' : 'new');
        await boundStudio(ctx.limiter, 'inviteMail', actor.workspaceId);
        const [row] = await tx
          .update(workspaceInvites)
          .set({ tokenHash: hashInviteSecret(secret), expiresAt: inviteExpiry(now), sentAt: now })
          .where(eq(workspaceInvites.id, found.id))
          .returning();
        assertWritten(row, 'invite update');
        return row;
      });
      await mail(actor, invite, secret);
      return invitedBy(ctx.db, invite);
    },

    async revoke({ actor, id }: { actor: Actor; id: string }): Promise<InviteRecord> {
      const invite = await ctx.db.transaction(async (tx) => {
        const found = await openInvite(tx, actor, id);
        const [row] = await tx.update(workspaceInvites).set({ revokedAt: new Date() }).where(eq(workspaceInvites.id, found.id)).returning();
        assertWritten(row, 'invite update');
        return row;
      });
      return invitedBy(ctx.db, invite);
    },

    /**
     * What a link offers, before anyone signs in: 404 for a secret that names nothing, 410 for one
     * that was used, revoked or expired. Bounded per network like the other public code checks.
     */
    async lookup({ token, ip }: { token: string; ip: string }) {
      await ctx.limiter.consume(
        `invite-lookup-ip:${networkOf(ip)}`,
        AUTH_LIMITS.codeCheckPerIp,
        'Too many invitation links checked. Please wait a few minutes and try again.',
      );
      const [row] = await ctx.db
        .select({ invite: workspaceInvites, studioName: workspaces.name, inviter: users })
        .from(workspaceInvites)
        .innerJoin(workspaces, eq(workspaces.id, workspaceInvites.workspaceId))
        .leftJoin(users, eq(users.id, workspaceInvites.invitedById))
        .where(eq(workspaceInvites.tokenHash, hashInviteSecret(token)))
        .limit(1);
      if (!row) throw notFound(said('team.invitationNotFound'));
      requireUsable(row.invite);
      return {
        studioName: row.studioName,
        invitedBy: nameOf(row.inviter),
        email: row.invite.email,
        role: row.invite.role,
        expiresAt: row.invite.expiresAt.toISOString(),
      };
    },
  };
}
