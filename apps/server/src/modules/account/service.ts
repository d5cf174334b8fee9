import type { notificationsBodySchema, preferencesBodySchema, profileBodySchema } from '@atelier/shared';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { otpCodes, otpFailures, sessions, users, type SessionRow, type UserRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, fieldError, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { networkOf } from '../../lib/network.js';
import { AUTH_LIMITS, type Limit } from '../../lib/rate-limiter.js';
import { checkSendLimit, consumeCode, invalidOtp, issueCode } from '../auth/otp.js';
import { assertStrongPassword } from '../auth/password-policy.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { accountDeletedMail, deleteAccountCodeMail, emailChangeCodeMail, emailChangedMail } from './emails.js';

type ProfileInput = z.output<typeof profileBodySchema>;
type SettingsInput = z.output<typeof notificationsBodySchema>['settings'] | z.output<typeof preferencesBodySchema>['settings'];

/**
 * Wrong current passwords on a password change or an account deletion, per account: a stolen
 * session must not become a password oracle (issue 8). Only failures count, so the owner's own
 * changes never do (decision 018's rule).
 */
export const PASSWORD_GUESS_LIMIT: Limit = { max: 10, windowMs: 15 * 60_000 };

const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 'An account with this email already exists.', {
    errors: [{ field: 'email', message: 'An account with this email already exists.' }],
  });

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

/** Optional profile text: "" clears it (stored null, answered "" by the presenter). */
const orNull = (v: string | undefined) => (v === undefined ? undefined : v === '' ? null : v);

/** What other features do when an account goes: the payment provider forgets its customer and cards (issue 14). */
export type AccountHooks = { accountDeleted?: (user: UserRow) => Promise<void> };

/** The account settings calls (spec section 7, User; issue 8). Every call acts on the actor's own account. */
export function accountService(ctx: AppContext, hooks: AccountHooks = {}) {
  async function reload(userId: string): Promise<UserRow> {
    const [row] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!row) throw notFound('Account');
    return row;
  }

  /** Open sessions: not ended, not expired, most recently used first. */
  async function openSessions(userId: string): Promise<SessionRow[]> {
    return ctx.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.expiresAt, new Date())))
      .orderBy(desc(sessions.lastActiveAt), desc(sessions.createdAt));
  }

  async function withSessions(actor: Actor, row?: UserRow) {
    const user = row ?? (await reload(actor.user.id));
    return { user, sessions: await openSessions(user.id), currentSessionId: actor.session.id };
  }

  /** The same send limits as the sign-up and reset codes (modules/auth/service.ts). */
  function limitSends(email: string, ip: string) {
    ctx.limiter.consume(`otp-send-ip:${networkOf(ip)}`, AUTH_LIMITS.codeSendPerIp, 'Too many codes requested from this network. Please try again later.');
    const wait = checkSendLimit(ctx, email, ip);
    if (wait !== null) throw new AppError('RATE_LIMITED', `Please wait ${wait} seconds before requesting another code.`, { retryAfter: wait });
  }

  function limitChecks(email: string, ip: string) {
    const message = 'Too many code attempts. Please wait a few minutes and try again.';
    ctx.limiter.consume(`otp-check-ip:${networkOf(ip)}`, AUTH_LIMITS.codeCheckPerIp, message);
    ctx.limiter.consume(`otp-check-acct:${email}:${networkOf(ip)}`, AUTH_LIMITS.codeCheckPerAccountIp, message);
  }

  /** Checks the account's current password, counting only wrong ones against PASSWORD_GUESS_LIMIT. */
  async function checkPassword(user: UserRow, password: string, field: string, message: string) {
    const key = `account-password-fail:${user.id}`;
    const wait = ctx.limiter.peek(key, PASSWORD_GUESS_LIMIT);
    if (wait !== null) throw new AppError('RATE_LIMITED', 'Too many wrong passwords. Please wait a few minutes and try again.', { retryAfter: wait });
    if (await verifyPassword(user.passwordHash, password)) return;
    ctx.limiter.hit(key, PASSWORD_GUESS_LIMIT);
    throw new AppError('INVALID_PASSWORD', message, { errors: [{ field, message }] });
  }

  async function emailUsedByAnother(email: string, userId: string): Promise<boolean> {
    const [row] = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, userId))).limit(1);
    return !!row;
  }

  async function sendEmailChangeCode(user: UserRow, email: string) {
    await issueCode(ctx, email, user, 'email-change', (code) => emailChangeCodeMail(email, user.firstName, code));
  }

  /** Ends every open session of the account except `keep`. */
  async function endOtherSessions(userId: string, keep: string) {
    await ctx.db
      .update(sessions)
      .set({ endedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), ne(sessions.id, keep)));
  }

  return {
    profile: ({ actor }: { actor: Actor }) => withSessions(actor),

    /**
     * Saves the profile fields. A new email is not applied: it waits in pendingEmail until the
     * code mailed to it comes back (issue 8); the current address keeps signing in meanwhile.
     * The current address, or the one already pending, sends nothing.
     */
    async updateProfile({ actor, input, ip }: { actor: Actor; input: ProfileInput; ip: string }) {
      const { email, ...fields } = input;
      const current = await reload(actor.user.id);
      const newPending = email !== undefined && email !== current.email && email !== current.pendingEmail ? email : undefined;
      if (newPending) {
        if (await emailUsedByAnother(newPending, current.id)) throw emailTaken();
        limitSends(newPending, ip);
      }
      const [updated] = await ctx.db
        .update(users)
        .set({
          firstName: fields.firstName,
          lastName: fields.lastName,
          businessName: orNull(fields.businessName),
          phone: orNull(fields.phone),
          address: orNull(fields.address),
          bio: orNull(fields.bio),
          website: orNull(fields.website),
          ...(newPending ? { pendingEmail: newPending } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, current.id))
        .returning();
      if (!updated) throw notFound('Account');
      if (newPending) await sendEmailChangeCode(updated, newPending);
      return withSessions(actor, updated);
    },

    async confirmEmail({ actor, otp, ip }: { actor: Actor; otp: string; ip: string }) {
      const user = await reload(actor.user.id);
      const pending = user.pendingEmail;
      if (!pending) throw fieldError('otp', 'No email change is waiting for a code.', 'BAD_REQUEST');
      limitChecks(pending, ip);
      const owner = await consumeCode(ctx, pending, 'email-change', otp, async () => user);
      // The code names the account it was sent for: another account waiting for the same address cannot use it.
      if (owner !== user.id) throw invalidOtp();
      // Another account may have taken the address since the code was sent (issue 8): the change cannot happen.
      if (await emailUsedByAnother(pending, user.id)) {
        await ctx.db.update(users).set({ pendingEmail: null }).where(eq(users.id, user.id));
        throw emailTaken();
      }
      let updated: UserRow | undefined;
      try {
        [updated] = await ctx.db
          .update(users)
          .set({ email: pending, pendingEmail: null, isEmailVerified: true, updatedAt: new Date() })
          .where(eq(users.id, user.id))
          .returning();
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
      if (!updated) throw notFound('Account');
      const changed = updated;
      ctx.background.run('email changed notice', () => ctx.mailer.send(emailChangedMail(user.email, user.firstName, changed.email)));
      return withSessions(actor, updated);
    },

    async resendEmailCode({ actor, ip }: { actor: Actor; ip: string }) {
      const user = await reload(actor.user.id);
      if (!user.pendingEmail) throw new AppError('BAD_REQUEST', 'No email change is waiting for a code.');
      limitSends(user.pendingEmail, ip);
      await sendEmailChangeCode(user, user.pendingEmail);
      return user.pendingEmail;
    },

    async cancelEmailChange({ actor }: { actor: Actor }) {
      const user = await reload(actor.user.id);
      if (user.pendingEmail) {
        // The code already sent dies with the request.
        await ctx.db
          .update(otpCodes)
          .set({ consumedAt: new Date() })
          .where(and(eq(otpCodes.userId, user.id), eq(otpCodes.purpose, 'email-change'), isNull(otpCodes.consumedAt)));
      }
      const [updated] = await ctx.db.update(users).set({ pendingEmail: null }).where(eq(users.id, user.id)).returning();
      return withSessions(actor, updated);
    },

    /**
     * Merges the given keys into the stored settings in one statement (two tabs saving at once
     * keep both changes). `marketingEmails` is also the newsletter column (lib/user-settings.ts).
     */
    async updateSettings({ actor, settings }: { actor: Actor; settings: SettingsInput }) {
      const patch = Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined));
      const newsletter = 'marketingEmails' in patch ? { subscribeToNewsletter: patch.marketingEmails as boolean } : {};
      const [updated] = await ctx.db
        .update(users)
        .set({ settings: sql`${users.settings} || ${JSON.stringify(patch)}::jsonb`, ...newsletter, updatedAt: new Date() })
        .where(eq(users.id, actor.user.id))
        .returning();
      return withSessions(actor, updated);
    },

    /** Changes the password and ends every other session (issue 8); the current one stays. */
    async changePassword({ actor, currentPassword, newPassword }: { actor: Actor; currentPassword: string; newPassword: string }) {
      const user = await reload(actor.user.id);
      if (!user.passwordHash) {
        const message = 'Your account has no password yet: you sign in with Google or Facebook. To set one, sign out and use "Forgot password" on the sign-in page.';
        throw new AppError('BAD_REQUEST', message, { errors: [{ field: 'currentPassword', message }] });
      }
      await checkPassword(user, currentPassword, 'currentPassword', 'Current password is incorrect');
      assertStrongPassword(newPassword, { email: user.email, names: [user.firstName, user.lastName, user.businessName ?? ''] }, 'newPassword');
      await ctx.db.update(users).set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() }).where(eq(users.id, user.id));
      await endOtherSessions(user.id, actor.session.id);
    },

    /** Ends every session but the one making the request (decision 024). */
    logoutAll: ({ actor }: { actor: Actor }) => endOtherSessions(actor.user.id, actor.session.id),

    /** Ends one of the account's sessions; its token is refused from the next request on. */
    async endSession({ actor, id }: { actor: Actor; id: string }) {
      if (!isUuid(id)) throw notFound('Session');
      const ended = await ctx.db
        .update(sessions)
        .set({ endedAt: new Date() })
        .where(and(eq(sessions.id, id), eq(sessions.userId, actor.user.id), isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      if (ended.length === 0) throw notFound('Session');
    },

    async sendDeleteCode({ actor, ip }: { actor: Actor; ip: string }) {
      const user = await reload(actor.user.id);
      limitSends(user.email, ip);
      await issueCode(ctx, user.email, user, 'delete-account', (code) => deleteAccountCodeMail(user.email, user.firstName, code));
      return user.email;
    },

    /**
     * Deletes the account with its password, or with a fresh code mailed to it (accounts made with
     * Google or Facebook have no password). The user row's foreign keys cascade to the studio and
     * every record in it, sessions, codes, files, recovery codes and challenges; rows kept by
     * address only (codes for no account, wrong-code counts) go too (decision 024).
     */
    async deleteAccount({ actor, password, otp, ip }: { actor: Actor; password?: string; otp?: string; ip: string }) {
      const user = await reload(actor.user.id);
      if (password !== undefined && password !== '') {
        if (!user.passwordHash) {
          throw fieldError('password', 'This account has no password. Request a code by email and enter it instead.', 'BAD_REQUEST');
        }
        await checkPassword(user, password, 'password', 'Password is incorrect');
      } else if (otp !== undefined) {
        limitChecks(user.email, ip);
        const owner = await consumeCode(ctx, user.email, 'delete-account', otp, async () => user);
        if (owner !== user.id) throw invalidOtp();
      } else {
        throw fieldError(user.passwordHash ? 'password' : 'otp', user.passwordHash ? 'Enter your password to delete the account' : 'Enter the code we emailed you');
      }
      await ctx.db.transaction(async (tx) => {
        await tx.delete(otpCodes).where(eq(otpCodes.email, user.email));
        await tx.delete(otpFailures).where(eq(otpFailures.email, user.email));
        await tx.delete(users).where(eq(users.id, user.id));
      });
      ctx.background.run('account deleted notice', () => ctx.mailer.send(accountDeletedMail(user.email, user.firstName)));
      const { accountDeleted } = hooks;
      if (accountDeleted) ctx.background.run('account deleted elsewhere', () => accountDeleted(user));
    },
  };
}
