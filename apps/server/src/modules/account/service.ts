import type { notificationsBodySchema, preferencesBodySchema, profileBodySchema } from '@atelier/shared';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { otpCodes, otpFailures, sessions, users, type SessionRow, type UserRow } from '../../db/schema/index.js';
import { sessionOf, type Actor } from '../../lib/actor.js';
import { studioOf } from '../workspaces/membership.js';
import { applyStudioPreferences } from '../studio/preferences.js';
import { fieldError, notFound } from '../../lib/errors.js';
import { mailLanguage } from '../../lib/mail-language.js';
import { said } from '../../lib/said.js';
import { ownRecord } from '../../lib/access.js';
import { consumeCode, invalidOtp, issueCode } from '../auth/otp.js';
import { assertStrongPassword } from '../auth/password-policy.js';
import { hashPassword } from '../auth/passwords.js';
import { emailChangeService } from './email-change.js';
import { releaseMembersOf } from '../team/departure.js';
import { accountDeletedMail, deleteAccountCodeMail, memberAccountDeletedMail } from './emails.js';
import { accountGuards } from './guards.js';

type ProfileInput = z.output<typeof profileBodySchema>;
type SettingsInput = z.output<typeof notificationsBodySchema>['settings'] | z.output<typeof preferencesBodySchema>['settings'];

export { PASSWORD_GUESS_LIMIT } from './guards.js';

/** Optional profile text: "" clears it (stored null, answered "" by the presenter). */
const orNull = (v: string | undefined) => (v === undefined ? undefined : v === '' ? null : v);

/** What other features do when an account goes: the payment provider forgets its customer and cards (decision 042). */
export type AccountHooks = { accountDeleted?: (user: UserRow) => Promise<void> };

/** The account settings calls (decision 024). Every call acts on the actor's own account. */
export function accountService(ctx: AppContext, hooks: AccountHooks = {}) {
  async function reload(userId: string): Promise<UserRow> {
    const [row] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!row) throw notFound(said('account.notFound'));
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
    return { user, studio: await studioOf(ctx.db, user.id), sessions: await openSessions(user.id), currentSessionId: sessionOf(actor).id };
  }

  const guards = accountGuards(ctx);
  const { limitSends, limitChecks, checkPassword } = guards;
  const emailChange = emailChangeService(ctx, guards);

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
     * Saves the profile fields. A new email is not applied: it needs a proof of the account, then
     * waits in pendingEmail until the code mailed to it comes back (decisions 024 and 050); the
     * current address keeps signing in meanwhile. The current or pending address sends nothing.
     */
    async updateProfile({ actor, input, ip }: { actor: Actor; input: ProfileInput; ip: string }) {
      const { email, currentPassword, twoFactorCode, otp, ...fields } = input;
      const current = await reload(actor.user.id);
      const newPending = await emailChange.prepare(current, email, { currentPassword, twoFactorCode, otp }, ip);
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
      if (!updated) throw notFound(said('account.notFound'));
      if (newPending) await emailChange.sendCode(updated, newPending);
      return withSessions(actor, updated);
    },

    /** POST /user/email/code: the proof for a new email mailed to the current address (decision 050). */
    sendEmailChangeProof: async ({ actor, ip }: { actor: Actor; ip: string }) =>
      emailChange.sendCurrentAddressCode(await reload(actor.user.id), ip),

    confirmEmail: async ({ actor, otp, ip }: { actor: Actor; otp: string; ip: string }) =>
      withSessions(actor, await emailChange.confirm({ actor, user: await reload(actor.user.id), otp, ip })),

    resendEmailCode: async ({ actor, ip }: { actor: Actor; ip: string }) => emailChange.resend(await reload(actor.user.id), ip),

    cancelEmailChange: async ({ actor }: { actor: Actor }) => withSessions(actor, await emailChange.cancel(await reload(actor.user.id))),

    /**
     * Merges the given keys into the stored settings in one statement (two tabs saving at once
     * keep both changes). `marketingEmails` is also the newsletter column (lib/user-settings.ts).
     */
    async updateSettings({ actor, settings }: { actor: Actor; settings: SettingsInput }) {
      // Currency, time zone and paper size are the studio's (decision 073): a member's go to the owner's row, or are refused.
      const patch = await applyStudioPreferences(
        ctx.db,
        actor,
        Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined)),
      );
      const newsletter = 'marketingEmails' in patch ? { subscribeToNewsletter: patch.marketingEmails as boolean } : {};
      const [updated] = await ctx.db
        .update(users)
        .set({ settings: sql`${users.settings} || ${JSON.stringify(patch)}::jsonb`, ...newsletter, updatedAt: new Date() })
        .where(eq(users.id, actor.user.id))
        .returning();
      return withSessions(actor, updated);
    },

    /** Changes the password and ends every other session (decision 025); the current one stays. */
    async changePassword({ actor, currentPassword, newPassword }: { actor: Actor; currentPassword: string; newPassword: string }) {
      const user = await reload(actor.user.id);
      if (!user.passwordHash) throw fieldError('currentPassword', said('account.passwordless'), 'BAD_REQUEST');
      await checkPassword(user, currentPassword, 'currentPassword', said('account.currentPasswordWrong'));
      assertStrongPassword(
        newPassword,
        { email: user.email, names: [user.firstName, user.lastName, user.businessName ?? ''] },
        'newPassword',
      );
      await ctx.db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() })
        .where(eq(users.id, user.id));
      await endOtherSessions(user.id, sessionOf(actor).id);
    },

    /** Ends every session but the one making the request (decision 024). */
    logoutAll: ({ actor }: { actor: Actor }) => endOtherSessions(actor.user.id, sessionOf(actor).id),

    /** Ends one of the account's sessions; its token is refused from the next request on. */
    async endSession({ actor, id }: { actor: Actor; id: string }) {
      const ended = await ctx.db
        .update(sessions)
        .set({ endedAt: new Date() })
        .where(and(ownRecord({ actor, table: sessions, what: 'Session', id }), isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      if (ended.length === 0) throw notFound(said('account.sessionNotFound'));
    },

    async sendDeleteCode({ actor, ip }: { actor: Actor; ip: string }) {
      const user = await reload(actor.user.id);
      await limitSends(user.email, ip);
      await issueCode(ctx, user.email, user, 'delete-account', {
        compose: (code, language) => deleteAccountCodeMail(user.email, user.firstName, code, language),
      });
      return user.email;
    },

    /**
     * Deletes the account with its password, or with a fresh code mailed to it (accounts made with
     * Google or Facebook have no password). The user row's foreign keys cascade to the studio and
     * every record in it, sessions, codes, files, recovery codes and challenges; rows kept by
     * address only (codes for no account, wrong-code counts) go too (decision 024). In a studio of
     * several people (decision 072) only the owner's account takes the studio with it, after each
     * other member got a studio of their own; a member's account leaves the studio's records, which
     * hold no reference that cascades from a member (files are the owner's, authors are set null).
     */
    async deleteAccount({ actor, password, otp, ip }: { actor: Actor; password?: string; otp?: string; ip: string }) {
      const user = await reload(actor.user.id);
      if (password !== undefined && password !== '') {
        if (!user.passwordHash) {
          throw fieldError('password', said('account.noPasswordDelete'), 'BAD_REQUEST');
        }
        await checkPassword(user, password, 'password', said('account.passwordWrong'));
      } else if (otp !== undefined) {
        await limitChecks(user.email, ip);
        const owner = await consumeCode(ctx, user.email, 'delete-account', otp, async () => user);
        if (owner !== user.id) throw invalidOtp();
      } else {
        throw fieldError(
          user.passwordHash ? 'password' : 'otp',
          said(user.passwordHash ? 'account.enterPasswordToDelete' : 'account.enterEmailedCode'),
        );
      }
      await ctx.db.transaction(async (tx) => {
        await tx.delete(otpCodes).where(eq(otpCodes.email, user.email));
        await tx.delete(otpFailures).where(eq(otpFailures.email, user.email));
        await releaseMembersOf(tx, user.id);
        await tx.delete(users).where(eq(users.id, user.id));
      });
      const notice = actor.role === 'owner' ? accountDeletedMail : memberAccountDeletedMail;
      ctx.background.run('account deleted notice', () => ctx.mailer.send(notice(user.email, user.firstName, mailLanguage(user))));
      const { accountDeleted } = hooks;
      if (accountDeleted) ctx.background.run('account deleted elsewhere', () => accountDeleted(user));
    },
  };
}
