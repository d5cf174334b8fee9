import type { GeneratorInfo, Measurement, Pattern, User } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patternGenerations, patterns, storedFiles, users } from '../../db/schema/index.js';
import { businessApi, expectErrorEnvelope } from '../../test/business.js';
import { recordInInches } from '../../test/generator-samples.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { studioOf } from '../../test/seed.js';
import { call, joinedMember } from '../../test/team.js';

/** The studio's plan is its owner's, and what it counts is the studio's (decision 072). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const setPlan = (userId: string, plan: 'free' | 'enterprise') =>
  t.ctx.db
    .update(users)
    .set(plan === 'free' ? { plan, subscriptionStatus: 'inactive' } : { plan, subscriptionStatus: 'active', subscriptionEndsAt: null })
    .where(eq(users.id, userId));

describe('a studio that leaves Enterprise', () => {
  it('keeps every record; its members are refused with 403 FEATURE_NOT_AVAILABLE until it returns, the owner keeps working', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const member = await joinedMember(t, owner, 'manager');
    const ownerApi = businessApi(t, owner.token);
    const memberApi = businessApi(t, member.token);
    const theirs = await memberApi.createClient({ name: 'By the member' });
    const mine = await ownerApi.createClient({ name: 'By the owner' });

    await setPlan(owner.user.id, 'free');
    for (const [method, url] of [
      ['GET', '/clients'],
      ['POST', '/clients'],
      ['GET', '/team/members'],
      ['GET', '/dashboard/stats'],
    ] as const) {
      const res = await call(t, member.token, method, url, method === 'POST' ? { name: 'Refused' } : undefined);
      expectErrorEnvelope(res.body, 403, 'FEATURE_NOT_AVAILABLE');
      expect(res.body.message).toContain('no longer on the Enterprise plan');
    }
    // Their own account stays theirs: the profile answers, saying the studio is not active for them.
    const me = await call(t, member.token, 'GET', '/user/profile');
    expect(me.status).toBe(200);
    expect((me.body.data.user as User).studio).toMatchObject({ role: 'manager', active: false });
    expect((await ownerApi.listClients()).map((c) => c.name).sort()).toEqual(['By the member', 'By the owner']);
    expect((await call(t, owner.token, 'GET', '/team/members')).body.data.members).toHaveLength(2);

    await setPlan(owner.user.id, 'enterprise');
    expect((await memberApi.listClients()).map((c) => c.id).sort()).toEqual([theirs.id, mine.id].sort());
    expect(((await call(t, member.token, 'GET', '/user/profile')).body.data.user as User).studio.active).toBe(true);
  });
});

describe('what the plan counts', () => {
  it("is the studio's: a member on Free of their own works past Free's limits in an Enterprise studio", async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const member = await joinedMember(t, owner, 'staff');
    expect(member.answer.plan).toBe('enterprise');
    const api = businessApi(t, member.token);
    for (const name of ['One', 'Two', 'Three', 'Four']) await api.createClient({ name });
    expect(await businessApi(t, owner.token).listClients()).toHaveLength(4);
  });

  it("counts generations per studio and keeps the members' pattern images in the owner's storage", async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const member = await joinedMember(t, owner, 'staff');
    const workspaceId = await studioOf(t.ctx.db, owner.user.id);
    await t.ctx.db.insert(patternGenerations).values([1, 2, 3].map(() => ({ workspaceId, design: 'penelope' })));
    const usage = async (token: string) => ((await call(t, token, 'GET', '/patterns/generator')).body.data as GeneratorInfo).usage;
    expect(await usage(member.token)).toMatchObject({ used: 3, limit: null });

    const api = businessApi(t, member.token);
    const client = await api.createClient({ name: 'Grace Hopper' });
    const measurement = (
      await api.call('POST', '/measurements', { clientId: client.id, garmentType: 'skirt', measurements: await recordInInches('penelope') })
    ).body.data.measurement as Measurement;
    const generated = await api.call('POST', '/patterns/generate', {
      clientId: client.id,
      measurementId: measurement.id,
      garmentType: 'Skirt',
      style: 'Formal',
      sizeRange: 'M-L',
      fabricType: 'Wool',
    });
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    expect(await usage(owner.token)).toMatchObject({ used: 4 });

    const pattern = (generated.body.data as { pattern: Pattern }).pattern;
    const [row] = await t.ctx.db
      .select({ owner: storedFiles.ownerId })
      .from(patterns)
      .innerJoin(storedFiles, eq(storedFiles.id, patterns.imageFileId))
      .where(eq(patterns.id, pattern.id));
    expect(row?.owner).toBe(owner.user.id);
  });
});
