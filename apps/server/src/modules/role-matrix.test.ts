import { randomBytes } from 'node:crypto';
import {
  ALL_ROUTES,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  routePath,
  TOKEN_EXCLUDED,
  type Permission,
  type RouteDeclaration,
  type StudioRole,
} from '@atelier/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, paymentReceipts, sessions, users, workspaceInvites, workspaceMembers, type UserRow } from '../db/schema/index.js';
import { hashTokenSecret } from '../lib/api-token-secret.js';
import { ACCESS_REFUSALS } from '../lib/actor.js';
import { businessApi } from '../test/business.js';
import { jsonBodies, name, signsIn, validBody } from '../test/declared-walk.js';
import { nextIp } from '../test/fixtures.js';
import { recordInInches } from '../test/generator-samples.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';
import { uploadPhoto } from '../test/photos.js';

/**
 * The role × route matrix (decisions 062, 072 and 074), generated from the declared routes: every
 * signed-in route is called by an owner, a manager and staff of one Enterprise studio, a removed
 * member, the owner of another studio, and the owner's read-only and read-and-write API tokens.
 * What each must get is derived from the declaration's access, ROLE_PERMISSIONS and TOKEN_EXCLUDED,
 * never from a list of routes: 401 for the removed member, a 403 that says why for a forbidden
 * action in one's own studio, 404 for another studio's record, and otherwise no refusal at all.
 */
type Who = {
  name: string;
  bearer: string;
  /** null: removed from the studio, so nothing. */
  role: StudioRole | null;
  token: 'read' | 'write' | null;
  /** The owner of another studio: a record of the first studio is not theirs to see. */
  stranger: boolean;
  userId: string;
};

let t: TestApp;
let studioId: string;
let owner: Who;
let everyone: Who[];
/** The plan columns of both studios' owners, as they were before any case (a case may cancel a plan). */
let plans: UserRow[];
let ownerApi: ReturnType<typeof businessApi>;
const shared: Record<string, string> = {};
let serial = 0;

const isPermission = (access: RouteDeclaration['access']): access is Permission => (PERMISSIONS as readonly string[]).includes(access);
const dataOf = async <T>(res: { status: number; body: { data: Record<string, unknown> } }, key: string) => {
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body.data[key] as T;
};

async function member(role: 'manager' | 'staff') {
  const person = await createVerifiedUser(t);
  await t.ctx.db.delete(workspaceMembers).where(eq(workspaceMembers.userId, person.user.id));
  await t.ctx.db.insert(workspaceMembers).values({ workspaceId: studioId, userId: person.user.id, role });
  return person;
}

async function apiToken(scope: 'read' | 'write') {
  const res = await t.request({ method: 'POST', url: '/api/v1/tokens', token: owner.bearer, payload: { name: `Matrix ${scope}`, scope } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { token: { id: string }; secret: string };
}

beforeAll(async () => {
  t = await createTestApp();
  const o = await createVerifiedUser(t, { plan: 'enterprise' });
  const [membership] = await t.ctx.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, o.user.id));
  studioId = membership!.workspaceId;
  owner = { name: 'owner', bearer: o.token, role: 'owner', token: null, stranger: false, userId: o.user.id };
  ownerApi = businessApi(t, o.token);
  const manager = await member('manager');
  const staff = await member('staff');
  const removed = await member('staff');
  await t.ctx.db.delete(workspaceMembers).where(eq(workspaceMembers.userId, removed.user.id));
  await t.ctx.db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: 'removed-from-studio' })
    .where(eq(sessions.userId, removed.user.id));
  const stranger = await createVerifiedUser(t, { plan: 'enterprise' });
  const [read, write] = [await apiToken('read'), await apiToken('write')];
  everyone = [
    owner,
    { name: 'manager', bearer: manager.token, role: 'manager', token: null, stranger: false, userId: manager.user.id },
    { name: 'staff', bearer: staff.token, role: 'staff', token: null, stranger: false, userId: staff.user.id },
    { name: 'removed member', bearer: removed.token, role: null, token: null, stranger: false, userId: removed.user.id },
    { name: 'another studio', bearer: stranger.token, role: 'owner', token: null, stranger: true, userId: stranger.user.id },
    { name: 'read-only token', bearer: read.secret, role: 'owner', token: 'read', stranger: false, userId: o.user.id },
    { name: 'read-write token', bearer: write.secret, role: 'owner', token: 'write', stranger: false, userId: o.user.id },
  ];
  plans = await t.ctx.db
    .select()
    .from(users)
    .where(inArray(users.id, [o.user.id, stranger.user.id]));
  await buildShared();
}, 120_000);
afterAll(async () => t?.close());

/** The records GET routes read, made once: a generated pattern has the image, PDF and SVG every pattern read needs. */
async function buildShared() {
  shared.client = (await ownerApi.createClient()).id;
  shared.project = (await ownerApi.createProject(shared.client)).id;
  shared.material = (
    await dataOf<{ id: string }>(await ownerApi.call('POST', '/materials', { kind: 'notion', name: 'Zips' }), 'material')
  ).id;
  const record = await dataOf<{ id: string }>(
    await ownerApi.call('POST', '/measurements', {
      clientId: shared.client,
      garmentType: 'skirt',
      measurements: await recordInInches('penelope'),
    }),
    'measurement',
  );
  const generated = await ownerApi.call('POST', '/patterns/generate', {
    clientId: shared.client,
    measurementId: record.id,
    garmentType: 'Skirt',
    style: 'Formal',
    sizeRange: 'M-L',
    fabricType: 'Wool',
  });
  shared.pattern = (await dataOf<{ id: string }>(generated, 'pattern')).id;
  shared.redrafted = (await dataOf<{ id: string }>(await ownerApi.call('POST', `/patterns/${shared.pattern}/redraft`, {}), 'pattern')).id;
  const [receipt] = await t.ctx.db
    .insert(paymentReceipts)
    .values({
      userId: owner.userId,
      number: 'R-000001',
      provider: 'sandbox',
      providerPaymentId: `pay_matrix_${owner.userId}`,
      plan: 'enterprise',
      interval: 'monthly',
      amountCents: 4900,
      status: 'paid',
      description: 'Enterprise, monthly',
      paidAt: new Date(),
    })
    .returning();
  shared.receipt = receipt!.id;
}

/**
 * Undoes what a write may have done to the people themselves (a sign-out, leaving the studio, a
 * cancelled plan, a revoked token), so every case starts from the same studio.
 */
async function restore() {
  const people = everyone.filter((w) => w.role && !w.token);
  await t.ctx.db
    .update(sessions)
    .set({ endedAt: null, endReason: null })
    .where(
      inArray(
        sessions.userId,
        people.map((w) => w.userId),
      ),
    );
  for (const w of people.filter((p) => !p.stranger && p.role !== 'owner')) {
    await t.ctx.db.delete(workspaceMembers).where(eq(workspaceMembers.userId, w.userId));
    await t.ctx.db.insert(workspaceMembers).values({ workspaceId: studioId, userId: w.userId, role: w.role! });
  }
  await t.ctx.db.update(apiTokens).set({ revokedAt: null }).where(eq(apiTokens.userId, owner.userId));
  for (const { id, plan, subscriptionStatus, trialEndDate, subscriptionEndsAt } of plans) {
    await t.ctx.db.update(users).set({ plan, subscriptionStatus, trialEndDate, subscriptionEndsAt }).where(eq(users.id, id));
  }
}

type Make = (ctx: { fresh: boolean; made: Record<string, string>; holder: string; path: string }) => Promise<string>;
const plainPattern = async () => (await dataOf<{ id: string }>(await ownerApi.call('POST', '/patterns', { name: 'Block' }), 'pattern')).id;
const invoice = async () => {
  // The suggested number: issuing one invoice may move a draft's provisional number on (decision 163).
  const next = await dataOf<string>(await ownerApi.call('GET', '/invoices/next-number'), 'invoiceNumber');
  const body = {
    clientId: shared.client,
    invoiceNumber: next,
    dueDate: '2030-01-01',
    items: [{ description: 'Hem', quantity: 1, rate: 5000 }],
  };
  return (await dataOf<{ id: string }>(await ownerApi.call('POST', '/invoices', body), 'invoice')).id;
};
const purchaseOrder = async () => {
  serial += 1;
  const supplier = await dataOf<{ id: string }>(await ownerApi.call('POST', '/suppliers', { name: `Mill ${serial}` }), 'supplier');
  const notion = await dataOf<{ id: string }>(
    await ownerApi.call('POST', '/materials', { kind: 'notion', name: `Zip ${serial}` }),
    'material',
  );
  const body = { supplierId: supplier.id, lines: [{ materialId: notion.id, quantity: 10, unitPrice: 1.5 }] };
  return (await dataOf<{ id: string }>(await ownerApi.call('POST', '/purchase-orders', body), 'purchaseOrder')).id;
};
const designerStyle = async () => {
  serial += 1;
  const supplier = await dataOf<{ id: string }>(await ownerApi.call('POST', '/suppliers', { name: `Designer ${serial}` }), 'supplier');
  const body = { designerId: supplier.id, styleNumber: `ST-${serial}`, name: `Style ${serial}` };
  return (await dataOf<{ id: string }>(await ownerApi.call('POST', '/designer-styles', body), 'designerStyle')).id;
};
const sizeChart = async () => {
  serial += 1;
  const supplier = await dataOf<{ id: string }>(await ownerApi.call('POST', '/suppliers', { name: `Designer ${serial}` }), 'supplier');
  const rows = [{ size: '10', values: { bust: 90 } }];
  const body = { designerId: supplier.id, name: `Misses ${serial}`, unit: 'cm', rule: 'largest', measures: ['bust'], rows };
  return (await dataOf<{ id: string }>(await ownerApi.call('POST', '/size-charts', body), 'sizeChart')).id;
};
/** A piece of a style of its own (decision 215). */
const piece = async () =>
  dataOf<{ id: string; code: string }>(await ownerApi.call('POST', '/pieces', { styleId: await designerStyle() }), 'piece');
/** A special order of the shared client for a style of its own (decision 216). */
const specialOrder = async () => {
  const body = {
    clientId: shared.client,
    styleId: await designerStyle(),
    size: '12',
    price: 2000,
    deposit: 1000,
    weddingDate: '2099-09-12',
  };
  return (await dataOf<{ id: string }>(await ownerApi.call('POST', '/special-orders', body), 'specialOrder')).id;
};
/** A rental of the shared client of a rentable piece of its own, so no two cases hold one piece (decision 222). */
const rental = async () => {
  const rentable = { styleId: await designerStyle(), rental: { price: 50, period: 'day' } };
  const held = await dataOf<{ id: string }>(await ownerApi.call('POST', '/pieces', rentable), 'piece');
  const body = { clientId: shared.client, pickupDate: '2099-06-12', returnDate: '2099-06-13', lines: [{ pieceId: held.id }] };
  return (await dataOf<{ id: string }>(await ownerApi.call('POST', '/rentals', body), 'rental')).id;
};
const client = async ({ fresh }: { fresh: boolean }) => (fresh ? (await ownerApi.createClient()).id : shared.client!);

/**
 * The record each path parameter names, keyed by the path segment before it and the parameter
 * (`clients/:id`): reads share one record, writes get a fresh one, so no case deletes another's.
 * An `account` record is the caller's own (their session, their token); for another studio's
 * owner it is the first studio's owner's. A `notRecord` parameter names no record (a project type),
 * so another studio's owner is allowed it. A parameter missing here is made through its
 * collection's declared create (`madeByItsCreate`); one that has none fails the test below.
 */
/** A fitting with one waist correction, on a new project of the shared client. */
async function fitting(): Promise<{ id: string; corrections: { id: string }[] }> {
  const project = await ownerApi.createProject(shared.client!);
  const body = { fittedOn: '2030-01-01T10:00:00Z', corrections: [{ target: 'measurement', name: 'Waist', change: 2, unit: 'cm' }] };
  return dataOf(await ownerApi.call('POST', `/projects/${project.id}/fittings`, body), 'fitting');
}

const RECORDS: Record<string, { account?: true; notRecord?: true; make: Make }> = {
  'clients/:id': { make: client },
  'clients/:clientId': { make: client },
  'measurements/:id': { make: async () => (await ownerApi.createMeasurement(shared.client!)).id },
  'projects/:id': { make: async () => (await ownerApi.createProject(shared.client!)).id },
  'invoices/:id': { make: invoice },
  'stages/:stageId': {
    make: async ({ made }) => {
      const project = await dataOf<{ stages: { id: string }[] }>(await ownerApi.call('GET', `/projects/${made.id}`), 'project');
      return project.stages[0]!.id;
    },
  },
  // A garment's code on its tag (decision 152): a project of its own, found by it; a piece's (decision 215), a piece.
  'by-code/:code': {
    make: async ({ path }) =>
      path.startsWith('/pieces/')
        ? (await piece()).code
        : ((await ownerApi.createProject(shared.client!)) as unknown as { code: string }).code,
  },
  'pieces/:id': { make: async () => (await piece()).id },
  'special-orders/:id': { make: specialOrder },
  'rentals/:id': { make: rental },
  'workflows/:projectType': { notRecord: true, make: async () => 'Suit' },
  'message-templates/:kind': { notRecord: true, make: async () => 'thank-you' },
  'photos/:id': {
    make: async () => {
      const res = await uploadPhoto(t, owner.bearer, { subject: 'client', subjectId: shared.client! });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { data: { photo: { id: string } } }).data.photo.id;
    },
  },
  // A request to measure at home (decision 084), of a client of its own: one waits a client and garment.
  'measurement-requests/:id': {
    make: async () => {
      const res = await ownerApi.call('POST', `/clients/${(await ownerApi.createClient()).id}/measurement-requests`, {
        garmentType: 'dress',
        unit: 'cm',
      });
      return (await dataOf<{ id: string }>(res, 'request')).id;
    },
  },
  // A fitting of a project of its own, with one correction (decision 086).
  'fittings/:id': { make: async () => (await fitting()).id },
  // An alteration ticket of the shared client with one free line (decision 151).
  'tickets/:id': {
    make: async () => {
      const body = {
        clientId: shared.client,
        pickupDate: '2030-01-02',
        garments: [{ description: 'Coat', lines: [{ description: 'Hem', price: 20 }] }],
      };
      return (await dataOf<{ id: string }>(await ownerApi.call('POST', '/tickets', body), 'ticket')).id;
    },
  },
  // A draft contract of the shared client (decision 159): written by hand, so no template is needed.
  'contracts/:id': {
    make: async () => {
      const body = { clientId: shared.client, title: `Gown ${(serial += 1)}`, body: 'Terms for {{client.name}}' };
      return (await dataOf<{ id: string }>(await ownerApi.call('POST', '/contracts', body), 'contract')).id;
    },
  },
  'fit-corrections/:id': { make: async () => (await fitting()).corrections[0]!.id },
  // A member of the group just made, a client of their own (decision 160).
  'members/:memberId': {
    make: async ({ made }) =>
      (await dataOf<{ id: string }>(await ownerApi.call('POST', `/groups/${made.id}/members`, { client: { name: 'Guest' } }), 'member')).id,
  },
  'fit-options/:design': { notRecord: true, make: async () => 'bella' },
  // A line of the project's bill of materials (decision 144): a material of its own, with stock to reserve.
  'materials/:lineId': {
    make: async ({ made }) => {
      const material = await dataOf<{ id: string }>(
        await ownerApi.call('POST', '/materials', { kind: 'notion', name: `Buttons ${(serial += 1)}` }),
        'material',
      );
      await ownerApi.call('POST', `/materials/${material.id}/movements`, { kind: 'received', quantity: 100 });
      const bill = await dataOf<{ lines: { id: string; material: { id: string } }[] }>(
        await ownerApi.call('POST', `/projects/${made.id}/materials`, { materialId: material.id, quantity: 10 }),
        'materials',
      );
      return bill.lines.find((line) => line.material.id === material.id)!.id;
    },
  },
  'payments/:paymentId': {
    make: async ({ made }) => {
      const body = { amount: 10, date: '2030-01-01', method: 'cash' };
      const paid = await dataOf<{ payments: { id: string }[] }>(
        await ownerApi.call('POST', `/invoices/${made.id}/payments`, body),
        'invoice',
      );
      return paid.payments[0]!.id;
    },
  },
  'calendar/:id': {
    make: async () => {
      const body = { title: 'Fitting', startTime: '2030-01-01T10:00:00Z', endTime: '2030-01-01T11:00:00Z' };
      return (await dataOf<{ id: string }>(await ownerApi.call('POST', '/calendar', body), 'event')).id;
    },
  },
  // A re-draft and a cutting layout need a generated pattern, a comparison a second version of it (decisions 087, 143).
  'patterns/:id': {
    make: async ({ fresh, path }) =>
      path.endsWith('/redraft') || path.includes('/layouts')
        ? shared.pattern!
        : path.endsWith('/compare')
          ? shared.redrafted!
          : fresh
            ? plainPattern()
            : shared.pattern!,
  },
  'public/:id': { make: plainPattern },
  // A cutting layout of the generated pattern on a width typed (decision 143).
  'layouts/:layoutId': {
    make: async ({ made }) =>
      (await dataOf<{ id: string }>(await ownerApi.call('POST', `/patterns/${made.id}/layouts`, { widthMm: 1500 }), 'layout')).id,
  },
  // A draft order needs a supplier and a material of the studio (decision 145).
  'purchase-orders/:id': { make: purchaseOrder },
  // A style needs a designer, one of the studio's suppliers (decision 212).
  'designer-styles/:id': { make: designerStyle },
  // A chart needs a designer too (decision 214).
  'size-charts/:id': { make: sizeChart },
  // A draft quote of the shared client with one free line (decision 158).
  'quotes/:id': {
    make: async () => {
      const body = {
        clientId: shared.client,
        title: 'Gown',
        projectType: 'Suit',
        lines: [{ kind: 'free', description: 'Gown', unitPrice: 100 }],
      };
      return (await dataOf<{ id: string }>(await ownerApi.call('POST', '/quotes', body), 'quote')).id;
    },
  },
  'receipts/:id': { make: async () => shared.receipt! },
  // A tax rate of the studio (decision 162): a fresh one each case, so a removal never finds one already gone.
  'rates/:id': {
    make: async () => {
      const body = { name: `VAT ${(serial += 1)}`, rate: 20 };
      return (await dataOf<{ id: string }>(await ownerApi.call('POST', '/tax/rates', body), 'rate')).id;
    },
  },
  // A member's pay (decision 154): the caller's own, which every role reads; another studio's owner asks for the first studio's.
  'pay/:memberId': { account: true, make: async ({ holder }) => holder },
  'pay-rates/:id': {
    make: async () => {
      const body = { stage: `Stage ${(serial += 1)}`, rate: 5 };
      return (await dataOf<{ id: string }>(await ownerApi.call('POST', '/team/pay-rates', body), 'payRate')).id;
    },
  },
  'invites/:id': {
    make: async () => {
      const [row] = await t.ctx.db
        .insert(workspaceInvites)
        .values({
          workspaceId: studioId,
          email: `invitee-${randomBytes(6).toString('hex')}@example.com`,
          role: 'staff',
          tokenHash: hashTokenSecret(randomBytes(16).toString('hex')),
          invitedById: owner.userId,
          expiresAt: new Date(Date.now() + 86_400_000),
        })
        .returning();
      return row!.id;
    },
  },
  'members/:id': {
    make: async () => {
      const email = `member-${randomBytes(6).toString('hex')}@example.com`;
      const [person] = await t.ctx.db
        .insert(users)
        .values({ email, firstName: 'Throw', lastName: 'Away', isEmailVerified: true })
        .returning();
      await t.ctx.db.insert(workspaceMembers).values({ workspaceId: studioId, userId: person!.id, role: 'staff' });
      return person!.id;
    },
  },
  'sessions/:id': {
    account: true,
    make: async ({ holder }) => {
      const [row] = await t.ctx.db
        .insert(sessions)
        .values({ userId: holder, device: 'Matrix', expiresAt: new Date(Date.now() + 86_400_000) })
        .returning();
      return row!.id;
    },
  },
  'tokens/:id': {
    account: true,
    make: async ({ holder }) => {
      const [membership] = await t.ctx.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, holder));
      const [row] = await t.ctx.db
        .insert(apiTokens)
        .values({
          workspaceId: membership!.workspaceId,
          userId: holder,
          name: 'Throw-away',
          scope: 'read',
          tokenHash: hashTokenSecret(`atl_${randomBytes(32).toString('base64url')}`),
          prefix: 'atl_thrw',
        })
        .returning();
      return row!.id;
    },
  },
};

/**
 * Bodies valid enough that another studio's owner reaches the record lookup (404) rather than
 * validation (422); every other route gets `{}`, which access answers before the body is read.
 */
const VALID_BODIES: Record<string, unknown> = {
  'POST /invoices/:id/payments': { amount: 10, date: '2030-01-01', method: 'cash' },
  'POST /invoices/:id/credit-notes': { reason: 'Returned' },
  'PATCH /team/members/:id': { role: 'staff' },
  'POST /projects/:id/stages': { name: 'Hem' },
  'PUT /projects/:id/stages/order': { stageIds: ['00000000-0000-4000-8000-000000000000'] },
  'PUT /projects/:id/stages/current': { stageId: null },
  'POST /clients/:id/measurement-requests': { garmentType: 'dress', unit: 'cm' },
  'POST /projects/:id/fittings': { fittedOn: '2030-01-01T10:00:00Z' },
  'POST /clients/:id/messages': { kind: 'thank-you', channel: 'whatsapp' },
  'POST /clients/:id/messages/preview': { kind: 'thank-you', channel: 'whatsapp' },
  'POST /clients/:id/conversation': { body: 'Hello', channel: 'whatsapp' },
  'POST /materials/:id/movements': { kind: 'received', quantity: 1000 },
  'POST /purchase-orders/:id/receive': { lines: [{ lineId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] },
  // A project of the studio, read when the case runs: an allowed caller reaches the stock check (409).
  'POST /materials/:id/project-movements': () => ({ kind: 'reserved', quantity: 1, projectId: shared.project }),
  // A material of the studio: an allowed caller adds the line, another studio's owner reaches the project (404).
  'POST /projects/:id/materials': () => ({ materialId: shared.material, quantity: 10 }),
  'PATCH /projects/:id/materials/:lineId': { quantity: 20 },
  'POST /patterns/:id/layouts': { widthMm: 1500 },
  'POST /team/pay/:memberId/entries': { kind: 'payout', amount: 10 },
  'POST /groups/:id/members': { client: { name: 'Guest' } },
  'POST /groups/:id/message': { body: 'Hello' },
  'POST /groups/:id/invoices': { mode: 'member' },
  // A draft: an allowed caller reaches the contract's step (409), a stranger the lookup (404).
  'POST /contracts/:id/countersign': { signerName: 'Claire', method: 'typed', documentSha256: 'a'.repeat(64) },
  // A stage id that is not the garment's current one: an allowed caller reaches the move (409), a stranger the lookup (404).
  'POST /garments/by-code/:code/advance': { stageId: '00000000-0000-4000-8000-000000000000' },
  // The state after a new order's own: an allowed caller moves it on.
  'POST /special-orders/:id/advance': { state: 'ordered' },
  // A new order is not received yet, nor checked in: an allowed caller reaches the step (409), a stranger the lookup (404).
  'POST /special-orders/:id/check-in': { condition: 'new', location: 'Rail 3' },
  'POST /special-orders/:id/alterations': { kind: 'project' },
  // A tag not on the rental, and a rental not out yet: an allowed caller reaches the step (422, 409), a stranger the lookup (404).
  'POST /rentals/:id/check-out': { codes: ['S-9999'] },
  'POST /rentals/:id/return': {
    returnedOn: '2099-06-13',
    pieces: [{ pieceId: '00000000-0000-4000-8000-000000000000', condition: 'fine' }],
  },
};

/**
 * A record of a collection with no builder above, made through its own declared create
 * (`POST /garment-templates` for `garment-templates/:id`) with a body built from the declared
 * schema, each text made unique: a new resource is in the matrix without a line here.
 */
const createRouteOf = (key: string) =>
  jsonBodies.find((r) => r.method === 'POST' && r.path === `/${key.split('/:')[0]}` && validBody(r) && signsIn(r));

async function madeByItsCreate(key: string): Promise<string> {
  const create = createRouteOf(key);
  if (!create) throw new Error(`${key}: no record builder in RECORDS and no declared create to make one`);
  serial += 1;
  const unique = (v: unknown) => (typeof v === 'string' && /^A+$/.test(v) ? `${v} ${serial}` : v);
  const body = Object.fromEntries(Object.entries(validBody(create)!).map(([k, v]) => [k, unique(v)]));
  const res = await ownerApi.call('POST', create.path, body);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  const record = Object.values(res.body.data).find((v): v is { id: string } => typeof (v as { id?: unknown })?.id === 'string');
  return record!.id;
}

/** `layouts/:layoutId` for `/patterns/:id/layouts/:layoutId.svg`: a parameter's name ends where a file's suffix starts. */
const paramKeys = (route: RouteDeclaration) =>
  route.path
    .split('/')
    .flatMap((segment, i, all) => (segment.startsWith(':') ? [`${all[i - 1] ?? ''}/${segment.replace(/\..*$/, '')}`] : []));

async function paramsFor(route: RouteDeclaration, who: Who): Promise<Record<string, string>> {
  const made: Record<string, string> = {};
  for (const key of paramKeys(route)) {
    const entry = RECORDS[key] ?? { make: async () => madeByItsCreate(key) };
    const holder = entry.account && !who.stranger && !who.token && who.role ? who.userId : owner.userId;
    made[key.split(':')[1]!] = await entry.make({ fresh: route.method !== 'GET', made, holder, path: route.path });
  }
  return made;
}

/** Queries a route requires, valid enough that another studio's owner reaches the record lookup (404). */
const VALID_QUERIES: Record<string, string | (() => string)> = {
  'GET /invoices/:id/e-invoice': '?format=cii',
  // The shared client, made when the matrix starts.
  'GET /size-charts/:id/proposal': () => `?clientId=${shared.client}`,
};
const queryFor = (route: string) => {
  const query = VALID_QUERIES[route] ?? '';
  return typeof query === 'function' ? query() : query;
};

/** The valid body of a route, or `{}`; a body naming a shared record is built when the case runs. */
function bodyFor(route: string): Record<string, unknown> {
  const body = VALID_BODIES[route] ?? {};
  return (typeof body === 'function' ? (body as () => unknown)() : body) as Record<string, unknown>;
}

type Expected = { status: 401 | 404 } | { status: 403; message: string } | { status: 'allowed' };

/** What the declaration says this caller gets: nothing here names a route. */
function expected(route: RouteDeclaration, who: Who, namesRecord: boolean): Expected {
  if (!who.role) return { status: 401 };
  const { access } = route;
  if (who.token) {
    if (access === 'user') return { status: 403, message: ACCESS_REFUSALS.tokenAccount };
    // A GET whose answer is a key that writes (a portal link's address) is a write (decision 102).
    if (who.token === 'read' && (route.method !== 'GET' || route.writeKey)) return { status: 403, message: ACCESS_REFUSALS.readOnly };
    if (isPermission(access) && TOKEN_EXCLUDED.has(access)) return { status: 403, message: ACCESS_REFUSALS.tokenExcluded };
  }
  if (isPermission(access) && !ROLE_PERMISSIONS[who.role].has(access)) return { status: 403, message: ACCESS_REFUSALS.role };
  if (who.stranger && namesRecord) return { status: 404 };
  return { status: 'allowed' };
}

const REFUSALS = new Set<string>(Object.values(ACCESS_REFUSALS));

async function check(route: RouteDeclaration, who: Who): Promise<string | null> {
  const params = await paramsFor(route, who);
  const namesRecord = paramKeys(route).some((key) => !RECORDS[key]?.notRecord);
  const jsonBody = route.body !== undefined && route.body !== 'multipart' && route.body !== 'raw';
  const res = await t.request({
    method: route.method,
    url: `/api/v1${routePath(route.path, params)}${queryFor(name(route))}`,
    remoteAddress: nextIp(),
    headers: { authorization: `Bearer ${who.bearer}` },
    ...(jsonBody ? { payload: bodyFor(name(route)) } : {}),
  });
  const json = String(res.headers['content-type'] ?? '').includes('json');
  const { code, message } = json ? (res.json() as { code?: string; message?: string }) : {};
  const want = expected(route, who, namesRecord);
  const got = `${res.statusCode} ${code ?? ''} ${message ?? ''}`.trim();
  if (want.status === 'allowed') {
    const refused = res.statusCode === 401 || (res.statusCode === 403 && (REFUSALS.has(message ?? '') || code === 'FEATURE_NOT_AVAILABLE'));
    // A crash after access says nothing about access: the route must answer, in any way but a refusal.
    const lost = (namesRecord && res.statusCode === 404) || res.statusCode >= 500;
    return refused || lost ? `${who.name}: allowed, got ${got}` : null;
  }
  if (res.statusCode !== want.status) return `${who.name}: expected ${want.status}, got ${got}`;
  if (code !== { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' }[want.status])
    return `${who.name}: expected ${want.status}, got ${got}`;
  if ('message' in want && message !== want.message) return `${who.name}: expected "${want.message}", got ${got}`;
  return null;
}

const cases = ALL_ROUTES.filter(signsIn).map((route) => ({ route: name(route), declared: route }));

describe('the role × route matrix', () => {
  it('has a record builder or a declared create for every path parameter of a signed-in route (a new one fails here)', () => {
    const missing = ALL_ROUTES.filter(signsIn).flatMap((route) =>
      paramKeys(route)
        .filter((key) => !RECORDS[key] && !createRouteOf(key))
        .map((key) => `${name(route)} ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('covers every signed-in route, and every route is public, self, an account route or a permission', () => {
    expect(cases.length).toBeGreaterThan(90);
    for (const route of ALL_ROUTES) expect(['public', 'self', 'user', ...PERMISSIONS], name(route)).toContain(route.access);
  });

  it.each(cases)('$route: each caller gets exactly its permitted answer', async ({ declared }) => {
    const wrong: string[] = [];
    for (const who of everyone) {
      const mismatch = await check(declared, who);
      if (mismatch) wrong.push(mismatch);
      if (declared.method !== 'GET') await restore();
    }
    expect(wrong).toEqual([]);
  });
});
