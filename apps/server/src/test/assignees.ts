import { eq } from 'drizzle-orm';
import { users, workspaceMembers } from '../db/schema/index.js';
import { businessApi } from './business.js';
import { createVerifiedUser, type TestApp } from './harness.js';
import { studioOf } from './seed.js';

/**
 * An Enterprise studio of two people, as an accepted invitation leaves it (decision 072): the owner,
 * and a staff member moved out of their own studio into the owner's. The owner's plan is paid, so
 * it still holds on the far-future days reminder tests run at.
 */
export async function studioWithMember(t: TestApp) {
  const owner = await createVerifiedUser(t, { plan: 'enterprise' });
  await t.ctx.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, owner.user.id));
  const member = await createVerifiedUser(t);
  const workspaceId = await studioOf(t.ctx.db, owner.user.id);
  await t.ctx.db.delete(workspaceMembers).where(eq(workspaceMembers.userId, member.user.id));
  await t.ctx.db.insert(workspaceMembers).values({ workspaceId, userId: member.user.id, role: 'staff', lastUsedAt: new Date() });
  return {
    workspaceId,
    owner: { ...owner, api: businessApi(t, owner.token) },
    member: { ...member, api: businessApi(t, member.token) },
  };
}
