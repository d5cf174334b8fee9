import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { emailChangeUndos, otpCodes, sessions, twoFactorChallenges, users, type UserRow } from '../../db/schema/index.js';
import { sessionOf, type Actor } from '../../lib/actor.js';
import { AppError, fieldError, notFound } from '../../lib/errors.js';
import { mailLanguage } from '../../lib/mail-language.js';
import { networkOf } from '../../lib/network.js';
import { said, sayIn } from '../../lib/said.js';
import type { Limit } from '../../lib/rate-limiter.js';
import { keptForUndo } from '../auth/kept-addresses.js';
import { consumeCode, invalidOtp, issueCode } from '../auth/otp.js';
import { twoFactorService } from '../two-factor/service.js';
import { currentAddressCodeMail, emailChangeCodeMail, emailChangedMail, emailRestoredMail } from './emails.js';
import type { accountGuards } from './guards.js';

/** How long the old address may undo a change (decision 050). */
export const EMAIL_UNDO_TTL_MS = 7 * 24 * 3600_000;
/** Undo attempts per network: the token is 256 random bits, this only bounds the work. */
// A guessable link: refused while the shared store is down (decision 095).
const UNDO_LIMIT: Limit = { max: 20, windowMs: 3600_000, failClosed: true };

/** One proof of the account for a new email (decision 050). */
export type EmailProof = { currentPassword?: string; twoFactorCode?: string; otp?: string };

const emailTaken = () => {
  const taken = said('auth.emailTaken');
  return new AppError('EMAIL_TAKEN', taken, { errors: [{ field: 'email', message: sayIn('en', taken), said: taken }] });
};

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Email change (decision 024, proof and undo by decision 050): a new address needs the current
 * password, a 2FA code or a code mailed to the current address; the new address confirms with its
 * own code; the old address is then told, with a link that undoes the change for 7 days.
 */
export function emailChangeService(ctx: AppContext, guards: ReturnType<typeof accountGuards>) {
  /** Another account has the address, or keeps it for an undo still open (the old owner must get it back). */
  async function addressHeld(email: string, userId: string): Promise<boolean> {
    const [row] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, userId)))
      .limit(1);
    return !!row || (await keptForUndo(ctx, email, userId));
  }

  /** The proof a stolen session does not have; wrong ones count in the bounds of decisions 018 and 024. */
  async function proveAccount(user: UserRow, proof: EmailProof, ip: string) {
    if (proof.currentPassword) {
      if (!user.passwordHash) throw fieldError('currentPassword', said('account.noPasswordUseCode'), 'BAD_REQUEST');
      return guards.checkPassword(user, proof.currentPassword, 'currentPassword', said('account.currentPasswordWrong'));
    }
    if (proof.twoFactorCode) return twoFactorService(ctx).verifyCode({ user, code: proof.twoFactorCode, ip, field: 'twoFactorCode' });
    if (proof.otp) {
      await guards.limitChecks(user.email, ip);
      const owner = await consumeCode(ctx, user.email, 'email-change-current', proof.otp, async () => user);
      if (owner !== user.id) throw invalidOtp();
      return;
    }
    throw user.passwordHash
      ? fieldError('currentPassword', said('account.enterCurrentPassword'))
      : fieldError('otp', said('account.enterCurrentAddressCode'));
  }

  return {
    addressHeld,

    /**
     * Before PATCH /user/profile writes anything: the new address to wait for, or undefined when
     * the email is unchanged (or already pending). A change needs proof first, so a refused
     * request changes nothing and says nothing about the address.
     */
    async prepare(user: UserRow, email: string | undefined, proof: EmailProof, ip: string): Promise<string | undefined> {
      if (email === undefined || email === user.email || email === user.pendingEmail) return undefined;
      await proveAccount(user, proof, ip);
      if (await addressHeld(email, user.id)) throw emailTaken();
      await guards.limitSends(email, ip);
      return email;
    },

    sendCode: (user: UserRow, email: string) =>
      issueCode(ctx, email, user, 'email-change', {
        compose: (code, language) => emailChangeCodeMail(email, user.firstName, code, language),
      }),

    /** POST /user/email/code: a code to the current address, the proof for accounts without a password. */
    async sendCurrentAddressCode(user: UserRow, ip: string) {
      await guards.limitSends(user.email, ip);
      await issueCode(ctx, user.email, user, 'email-change-current', {
        compose: (code, language) => currentAddressCodeMail(user.email, user.firstName, code, language),
      });
      return user.email;
    },

    /** The new address's code completes the change: the old address is told, with its undo link; other sessions end. */
    async confirm({ actor, user, otp, ip }: { actor: Actor; user: UserRow; otp: string; ip: string }): Promise<UserRow> {
      const pending = user.pendingEmail;
      if (!pending) throw fieldError('otp', said('account.noEmailChange'), 'BAD_REQUEST');
      await guards.limitChecks(pending, ip);
      const owner = await consumeCode(ctx, pending, 'email-change', otp, async () => user);
      // The code names the account it was sent for: another account waiting for the same address cannot use it.
      if (owner !== user.id) throw invalidOtp();
      // Another account may have taken the address since the code was sent: the change cannot happen.
      if (await addressHeld(pending, user.id)) {
        await ctx.db.update(users).set({ pendingEmail: null }).where(eq(users.id, user.id));
        throw emailTaken();
      }
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      let updated: UserRow | undefined;
      try {
        updated = await ctx.db.transaction(async (tx) => {
          const [row] = await tx
            .update(users)
            .set({ email: pending, pendingEmail: null, isEmailVerified: true, updatedAt: now })
            .where(eq(users.id, user.id))
            .returning();
          await tx.insert(emailChangeUndos).values({
            userId: user.id,
            oldEmail: user.email,
            newEmail: pending,
            tokenHash: hashToken(token),
            expiresAt: new Date(now.getTime() + EMAIL_UNDO_TTL_MS),
          });
          // Whoever else holds a session of the account is signed out: the address that recovers it moved.
          await tx
            .update(sessions)
            .set({ endedAt: now })
            .where(and(eq(sessions.userId, user.id), isNull(sessions.endedAt), ne(sessions.id, sessionOf(actor).id)));
          return row;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
      if (!updated) throw notFound(said('account.notFound'));
      // The token travels in the fragment, which browsers never send to a server (no logs, no Referer).
      const undoUrl = `${ctx.config.appUrl}/email-change/undo#token=${token}`;
      ctx.background.run('email changed notice', () =>
        ctx.mailer.send(emailChangedMail(user.email, user.firstName, pending, undoUrl, mailLanguage(user))),
      );
      return updated;
    },

    async resend(user: UserRow, ip: string) {
      if (!user.pendingEmail) throw new AppError('BAD_REQUEST', said('account.noEmailChange'));
      await guards.limitSends(user.pendingEmail, ip);
      await issueCode(ctx, user.pendingEmail, user, 'email-change', {
        compose: (code, language) => emailChangeCodeMail(user.pendingEmail!, user.firstName, code, language),
      });
      return user.pendingEmail;
    },

    async cancel(user: UserRow): Promise<UserRow | undefined> {
      if (user.pendingEmail) {
        // The code already sent dies with the request.
        await ctx.db
          .update(otpCodes)
          .set({ consumedAt: new Date() })
          .where(and(eq(otpCodes.userId, user.id), eq(otpCodes.purpose, 'email-change'), isNull(otpCodes.consumedAt)));
      }
      const [updated] = await ctx.db.update(users).set({ pendingEmail: null }).where(eq(users.id, user.id)).returning();
      return updated;
    },

    /**
     * POST /user/email/undo (no session: the old owner may be locked out). Once, within 7 days:
     * the old address comes back, every session ends, the password goes (whoever moved the
     * account knew or reset it; the owner sets a new one with Forgot password), and every other
     * open undo link of the account dies, so an address the account passed through later cannot
     * be restored by its holder.
     */
    async undo({ token, ip }: { token: string; ip: string }): Promise<void> {
      await ctx.limiter.consume(`email-undo:${networkOf(ip)}`, UNDO_LIMIT, 'Too many attempts from this network. Please try again later.');
      const now = new Date();
      let restored: UserRow | undefined;
      try {
        restored = await ctx.db.transaction(async (tx) => {
          const [undo] = await tx
            .update(emailChangeUndos)
            .set({ usedAt: now })
            .where(
              and(eq(emailChangeUndos.tokenHash, hashToken(token)), isNull(emailChangeUndos.usedAt), gt(emailChangeUndos.expiresAt, now)),
            )
            .returning();
          if (!undo) throw fieldError('token', said('account.undoLinkInvalid'), 'BAD_REQUEST');
          const [other] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.email, undo.oldEmail), ne(users.id, undo.userId)))
            .limit(1);
          if (other) throw emailTaken();
          const [user] = await tx
            .update(users)
            .set({ email: undo.oldEmail, pendingEmail: null, isEmailVerified: true, passwordHash: null, updatedAt: now })
            .where(eq(users.id, undo.userId))
            .returning();
          await tx
            .update(sessions)
            .set({ endedAt: now })
            .where(and(eq(sessions.userId, undo.userId), isNull(sessions.endedAt)));
          await tx
            .update(emailChangeUndos)
            .set({ usedAt: now })
            .where(and(eq(emailChangeUndos.userId, undo.userId), isNull(emailChangeUndos.usedAt)));
          await tx
            .update(otpCodes)
            .set({ consumedAt: now })
            .where(and(eq(otpCodes.userId, undo.userId), isNull(otpCodes.consumedAt)));
          await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, undo.userId));
          return user;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
      if (!restored) throw notFound(said('account.notFound'));
      const user = restored;
      ctx.background.run('email restored notice', () =>
        ctx.mailer.send(emailRestoredMail(user.email, user.firstName, `${ctx.config.appUrl}/forgot-password`, mailLanguage(user))),
      );
    },
  };
}
