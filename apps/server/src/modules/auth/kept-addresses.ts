import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { emailChangeUndos } from '../../db/schema/index.js';

/**
 * Whether an account that moved away from the address may still undo the move (7 days): the
 * address stays its own meanwhile, for sign-ups and other accounts' changes alike (decision 050).
 * Here, below the account module, so sign-up reads it without importing the account (decision 109).
 */
export async function keptForUndo(ctx: AppContext, email: string, exceptUserId?: string): Promise<boolean> {
  const [held] = await ctx.db
    .select({ id: emailChangeUndos.id })
    .from(emailChangeUndos)
    .where(
      and(
        eq(emailChangeUndos.oldEmail, email),
        exceptUserId ? ne(emailChangeUndos.userId, exceptUserId) : undefined,
        isNull(emailChangeUndos.usedAt),
        gt(emailChangeUndos.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return !!held;
}
