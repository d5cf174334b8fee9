import { ALL_ROUTES, PERMISSIONS, ROLE_PERMISSIONS, type Permission, type RouteDeclaration } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceMembers } from '../db/schema/index.js';
import { codeOf, name, sendTo, signsIn } from '../test/declared-walk.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';
import { nullableTextPaths } from '../test/schema-walk.js';

/**
 * The cross-route tables, derived from the route declarations in packages/shared (decision 062):
 * a route declared there is walked here without editing a list. Bodies, free text, addresses and
 * real answers are walked beside this file (`declared-bodies`, `declared-text`, `declared-paths`,
 * `declared-answers`).
 */
let t: TestApp;
let owner: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await createVerifiedUser(t, { plan: 'enterprise' })).token;
  const asMember = await createVerifiedUser(t, { plan: 'enterprise' });
  // A member of their own studio: the role the team feature gives invited staff.
  await t.ctx.db.update(workspaceMembers).set({ role: 'staff' }).where(eq(workspaceMembers.userId, asMember.user.id));
  member = asMember.token;
}, 180_000);
afterAll(async () => t.close());

const isPermission = (access: RouteDeclaration['access']): access is Permission => (PERMISSIONS as readonly string[]).includes(access);
const send = (route: RouteDeclaration, token: string | null) => sendTo(t, route, token);

describe('every declared route', () => {
  it('is in the OpenAPI document with its success answer (a file answer when it is described), its errors and bearer security when it signs in', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown }>>;
    };
    for (const route of ALL_ROUTES.filter((r) => !r.hidden)) {
      const op = doc.paths[`/api/v1${route.path.replace(/:(\w+)/g, '{$1}')}`]?.[route.method.toLowerCase()];
      expect(op, name(route)).toBeDefined();
      const success = route.success;
      const declared = [
        ...Object.keys(route.errors),
        ...('data' in success || success.schema ? [String(success.status)] : []),
        ...('file' in success && success.notModified ? ['304'] : []),
      ];
      // A route that declares no answer at all (an HTML page) gets the document's default 200.
      expect(Object.keys(op?.responses ?? {}).sort(), name(route)).toEqual(declared.length > 0 ? declared.sort() : ['200']);
      expect(Boolean(op?.security), name(route)).toBe(signsIn(route));
    }
  });

  it.each(ALL_ROUTES.filter(signsIn).map((route) => ({ route: name(route), declared: route })))(
    '$route: 401 in the envelope without a session',
    async ({ declared }) => {
      const res = await send(declared, null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    },
  );
});

describe('the role matrix', () => {
  const cases = ALL_ROUTES.flatMap((route) =>
    isPermission(route.access) ? [{ route: name(route), declared: route, permission: route.access }] : [],
  );

  it.each(cases)('$route needs $permission: a member is refused exactly when the role lacks it', async ({ declared, permission }) => {
    const allowed = ROLE_PERMISSIONS.staff.has(permission);
    const res = await send(declared, member);
    if (allowed) expect(codeOf(res), res.body.slice(0, 200)).not.toBe('FORBIDDEN');
    else expect(res.statusCode).toBe(403);
    if (!allowed) expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('an owner is never refused by role', async () => {
    for (const { declared } of cases) expect(codeOf(await send(declared, owner)), name(declared)).not.toBe('FORBIDDEN');
  });
});

/**
 * Decision 017: optional text is "", never null. Null is for what is absent rather than empty: a
 * date or instant (`…Date`, `…At`, a range's `…From` and `…To`), a reference (`…Id`), a code or message that was never set, and a sign-in provider's
 * `clientId` or `appId` when the server is not set up for it, and a list's `nextCursor` after its
 * last page (decision 069).
 */
const mayBeNull = (field: string) => /(Date|At|Id|From|To|Cursor)$/.test(field) || ['code', 'message'].includes(field);

describe('answers', () => {
  it.each(ALL_ROUTES.flatMap((route) => ('data' in route.success ? [{ route: name(route), data: route.success.data }] : [])))(
    '$route: optional text is "" in the answer, not null',
    ({ data }) => {
      const offending = nullableTextPaths(data).filter((path) => !mayBeNull(path.split('.').at(-1) ?? ''));
      expect(offending).toEqual([]);
    },
  );
});
