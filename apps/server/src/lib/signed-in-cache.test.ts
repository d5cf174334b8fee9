import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { sessions, users, workspaceMembers } from '../db/schema/index.js';
import { countQueries } from '../test/query-count.js';
import { appsSharingOneDatabase, createVerifiedUser, type TestApp } from '../test/harness.js';

/** Two apps on one database: two processes, each keeping the sessions it checked (decision 168). */
const apps = appsSharingOneDatabase();

const me = (t: TestApp, token: string) => t.request({ method: 'GET', url: '/api/v1/auth', token });

describe('sessions kept per process (decision 168)', () => {
  it('checks a kept session with one small read, and answers GET /auth from it', async () => {
    const { token } = await createVerifiedUser(apps.a, { plan: 'premium' });
    expect((await me(apps.a, token)).statusCode).toBe(200);
    // One read of the user's counter, nothing else: the session, user, studio and plan were kept.
    expect(await countQueries(apps.a.database, async () => expect((await me(apps.a, token)).statusCode).toBe(200))).toBe(1);
  });

  it('refuses on one app a session the other ended, on its next request', async () => {
    const { token } = await createVerifiedUser(apps.a);
    expect((await me(apps.a, token)).statusCode).toBe(200);
    expect((await me(apps.b, token)).statusCode).toBe(200);
    expect((await apps.b.request({ method: 'POST', url: '/api/v1/auth/logout', token })).statusCode).toBe(200);
    expect((await me(apps.a, token)).statusCode).toBe(401);
  });

  it('answers what changed in the database by any path: the plan, the name, the expiry', async () => {
    const { token, user } = await createVerifiedUser(apps.a, { plan: 'premium' });
    expect((await me(apps.a, token)).json().data.user).toMatchObject({ plan: 'premium', firstName: 'Test' });
    // Written straight to the tables, as no service of this app would: the database raises the counter itself.
    await apps.b.ctx.db.update(users).set({ plan: 'free', firstName: 'Zoë' }).where(eq(users.id, user.id));
    expect((await me(apps.a, token)).json().data.user).toMatchObject({ plan: 'free', firstName: 'Zoë' });
    await apps.b.ctx.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where id = ${decodeJwt(token).sid as string}`,
    );
    expect((await me(apps.a, token)).statusCode).toBe(401);
  });

  it('refuses a member removed from the studio, and a session whose row is gone', async () => {
    const one = await createVerifiedUser(apps.a);
    expect((await me(apps.a, one.token)).statusCode).toBe(200);
    await apps.b.ctx.db.delete(workspaceMembers).where(eq(workspaceMembers.userId, one.user.id));
    expect((await me(apps.a, one.token)).statusCode).toBe(401);
    const two = await createVerifiedUser(apps.a);
    expect((await me(apps.a, two.token)).statusCode).toBe(200);
    await apps.b.ctx.db.delete(sessions).where(eq(sessions.id, decodeJwt(two.token).sid as string));
    expect((await me(apps.a, two.token)).statusCode).toBe(401);
  });
});
