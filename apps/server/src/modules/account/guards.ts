import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { networkOf } from '../../lib/network.js';
import { AUTH_LIMITS, type Limit } from '../../lib/rate-limiter.js';
import { said, type Said } from '../../lib/said.js';
import { checkSendLimit } from '../auth/otp.js';
import { verifyPassword } from '../auth/passwords.js';

/**
 * Wrong current passwords on a password change, an email change or an account deletion, per
 * account: a stolen session must not become a password oracle (decision 050). Only
 * failures count, so the owner's own changes never do (decision 018's rule).
 */
export const PASSWORD_GUESS_LIMIT: Limit = { max: 10, windowMs: 15 * 60_000, failClosed: true };

/** The limits the account calls share: code sends and checks as the sign-up codes, wrong passwords per account. */
export function accountGuards(ctx: AppContext) {
  return {
    /** The same send limits as the sign-up and reset codes (modules/auth/service.ts). */
    async limitSends(email: string, ip: string) {
      await ctx.limiter.consume(
        `otp-send-ip:${networkOf(ip)}`,
        AUTH_LIMITS.codeSendPerIp,
        'Too many codes requested from this network. Please try again later.',
      );
      const wait = await checkSendLimit(ctx, email, ip);
      if (wait !== null) throw new AppError('RATE_LIMITED', said('auth.waitBeforeCode', { seconds: wait }), { retryAfter: wait });
    },

    async limitChecks(email: string, ip: string) {
      const message = 'Too many code attempts. Please wait a few minutes and try again.';
      await ctx.limiter.consume(`otp-check-ip:${networkOf(ip)}`, AUTH_LIMITS.codeCheckPerIp, message);
      await ctx.limiter.consume(`otp-check-acct:${email}:${networkOf(ip)}`, AUTH_LIMITS.codeCheckPerAccountIp, message);
    },

    /** Checks the account's current password, counting only wrong ones against PASSWORD_GUESS_LIMIT. */
    async checkPassword(user: UserRow, password: string, field: string, message: Said) {
      const key = `account-password-fail:${user.id}`;
      const wait = await ctx.limiter.peek(key, PASSWORD_GUESS_LIMIT);
      if (wait !== null) throw new AppError('RATE_LIMITED', said('account.tooManyWrongPasswords'), { retryAfter: wait });
      if (await verifyPassword(user.passwordHash, password)) return;
      await ctx.limiter.hit(key, PASSWORD_GUESS_LIMIT);
      throw fieldError(field, message, 'INVALID_PASSWORD');
    },
  };
}
