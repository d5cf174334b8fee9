import type { PayEntry, PayRate, PaySummary } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi, expectErrorEnvelope, newStudio, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { joinedMember } from '../../test/team.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;
type Stage = { id: string; name: string };

async function ok<T>(api: Api, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown, status = 200) {
  const res = await api.call(method, url, body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body.data as T;
}

/** An Enterprise studio with a staff member, a manager and a wedding dress assigned to the staff member. */
async function studio() {
  const owner = await newStudio(t, 'enterprise');
  const staff = await joinedMember(t, owner, 'staff');
  const manager = await joinedMember(t, owner, 'manager');
  const client = await owner.api.createClient({ name: 'Ada' });
  const project = await owner.api.createProject(client.id, { assigneeId: staff.user.id });
  const stages = (await ok<{ project: { stages: Stage[] } }>(owner.api, 'GET', `/projects/${project.id}`)).project.stages;
  return {
    owner,
    staff: { ...staff, api: businessApi(t, staff.token) },
    manager: { ...manager, api: businessApi(t, manager.token) },
    project,
    stage: (name: string) => stages.find((s) => s.name === name)!,
  };
}

const setStatus = (api: Api, projectId: string, stageId: string, status: string) =>
  ok(api, 'PATCH', `/projects/${projectId}/stages/${stageId}`, { status });
const summary = (api: Api, query = '') => ok<PaySummary>(api, 'GET', `/team/pay${query}`);
const lineOf = (s: PaySummary, id: string) => s.members.find((m) => m.member.id === id);
const entriesOf = async (api: Api, memberId: string) =>
  (await ok<{ entries: PayEntry[] }>(api, 'GET', `/team/pay/${memberId}/entries`)).entries;

describe('piece-rate pay (decision 154)', () => {
  it('a stage done twice pays once; undone takes it back; done again pays once more; dues are the ledger’s sum', async () => {
    const s = await studio();
    await ok(s.owner.api, 'POST', '/team/pay-rates', { stage: 'sewing', rate: 12.5 }, 201);
    const sewing = s.stage('Sewing');
    await setStatus(s.staff.api, s.project.id, sewing.id, 'done');
    // Done again through the board's move (every stage before Finishing done): no second payment.
    await ok(s.owner.api, 'PUT', `/projects/${s.project.id}/stages/current`, { stageId: s.stage('Finishing').id });
    expect(lineOf(await summary(s.owner.api), s.staff.user.id)).toMatchObject({ pieces: 1, earned: 12.5, due: 12.5 });

    await setStatus(s.owner.api, s.project.id, sewing.id, 'in-progress');
    expect(lineOf(await summary(s.owner.api), s.staff.user.id)).toMatchObject({ pieces: 0, earned: 0, due: 0 });
    await setStatus(s.owner.api, s.project.id, sewing.id, 'done');
    await setStatus(s.owner.api, s.project.id, sewing.id, 'done');
    const line = lineOf(await summary(s.owner.api), s.staff.user.id)!;
    expect(line).toMatchObject({ pieces: 1, earned: 12.5, due: 12.5 });

    const entries = await entriesOf(s.owner.api, s.staff.user.id);
    expect(entries.map((e) => e.kind)).toEqual(['piece', 'piece-undone', 'piece']);
    expect(entries[0]).toMatchObject({ stage: 'Sewing', projectName: 'Wedding gown', projectId: s.project.id });
    expect(entries.reduce((sum, e) => sum + e.amount * 100, 0) / 100).toBe(line.due);
  });

  it('takes back what a deleted stage paid: five stages added done and deleted leave nothing owed (decision 180)', async () => {
    const s = await studio();
    await ok(s.owner.api, 'POST', '/team/pay-rates', { stage: 'Pressing', rate: 7.25 }, 201);
    for (let i = 0; i < 5; i++) {
      const added = await ok<{ project: { stages: Stage[] } }>(
        s.staff.api,
        'POST',
        `/projects/${s.project.id}/stages`,
        { name: 'Pressing', status: 'done' },
        201,
      );
      // Added done, it pays as a stage marked done would: once, to the member on it.
      expect(lineOf(await summary(s.owner.api), s.staff.user.id)).toMatchObject({ pieces: 1, earned: 7.25, due: 7.25 });
      const pressing = added.project.stages.find((x) => x.name === 'Pressing')!;
      await ok(s.staff.api, 'DELETE', `/projects/${s.project.id}/stages/${pressing.id}`);
    }
    expect(lineOf(await summary(s.owner.api), s.staff.user.id)).toMatchObject({ pieces: 0, earned: 0, due: 0 });
    const entries = await entriesOf(s.owner.api, s.staff.user.id);
    expect(entries.map((e) => e.kind).sort()).toEqual([...Array(5).fill('piece'), ...Array(5).fill('piece-undone')].sort());
    expect(entries.reduce((sum, e) => sum + Math.round(e.amount * 100), 0)).toBe(0);
  }, 120_000);

  it('pays the garment type’s own rate before the stage’s general one, the stage’s assignee before the garment’s', async () => {
    const s = await studio();
    await ok(s.owner.api, 'POST', '/team/pay-rates', { stage: 'Cutting', rate: 5 }, 201);
    await ok(s.owner.api, 'POST', '/team/pay-rates', { stage: 'Cutting', garmentType: 'dress', rate: 8.25 }, 201);
    await ok(s.owner.api, 'POST', '/team/pay-rates', { stage: 'Design', garmentType: 'suit', rate: 99 }, 201);
    await ok(s.owner.api, 'PATCH', `/projects/${s.project.id}/stages/${s.stage('Cutting').id}`, {
      status: 'done',
      assigneeId: s.manager.user.id,
    });
    // A rate for another garment pays nothing on a dress.
    await setStatus(s.owner.api, s.project.id, s.stage('Design').id, 'done');
    const pay = await summary(s.owner.api);
    expect(lineOf(pay, s.manager.user.id)).toMatchObject({ pieces: 1, earned: 8.25 });
    expect(lineOf(pay, s.staff.user.id)).toMatchObject({ pieces: 0, earned: 0 });
  });

  it('records payouts and adjustments against dues: more than is owed is an advance; money stays exact', async () => {
    const s = await studio();
    await ok(s.owner.api, 'POST', '/team/pay-rates', { stage: 'Sewing', rate: 0.1 }, 201);
    await ok(s.owner.api, 'POST', '/team/pay-rates', { stage: 'Cutting', rate: 0.2 }, 201);
    await setStatus(s.owner.api, s.project.id, s.stage('Sewing').id, 'done');
    await setStatus(s.owner.api, s.project.id, s.stage('Cutting').id, 'done');
    const url = `/team/pay/${s.staff.user.id}/entries`;
    await ok(s.manager.api, 'POST', url, { kind: 'payout', amount: 0.05, note: 'Cash' }, 201);
    await ok(s.owner.api, 'POST', url, { kind: 'adjustment', amount: -0.01, note: 'Broken needle' }, 201);
    expect(lineOf(await summary(s.owner.api), s.staff.user.id)).toMatchObject({ earned: 0.3, paid: 0.05, adjusted: -0.01, due: 0.24 });
    await ok(s.owner.api, 'POST', url, { kind: 'payout', amount: 1 }, 201);
    expect(lineOf(await summary(s.owner.api), s.staff.user.id)?.due).toBe(-0.76);
  });

  it('refuses bad amounts and rates with a 422 naming the field', async () => {
    const s = await studio();
    const url = `/team/pay/${s.staff.user.id}/entries`;
    const cases: [string, Record<string, unknown>, string][] = [
      [url, { kind: 'payout', amount: -5 }, 'amount'],
      [url, { kind: 'payout', amount: 0 }, 'amount'],
      [url, { kind: 'payout', amount: 1.234 }, 'amount'],
      [url, { kind: 'payout', amount: '12,50' }, 'amount'],
      [url, { kind: 'adjustment', amount: 5 }, 'note'],
      [url, { kind: 'bonus', amount: 5 }, 'kind'],
      ['/team/pay-rates', { stage: 'Sewing', rate: -1 }, 'rate'],
      ['/team/pay-rates', { stage: '', rate: 1 }, 'stage'],
      ['/team/pay-rates', { stage: 'Sewing', garmentType: 'cape', rate: 1 }, 'garmentType'],
    ];
    for (const [at, body, field] of cases) {
      const res = await s.owner.api.call('POST', at, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors?.[0]?.field).toBe(field);
    }
    await ok(s.owner.api, 'POST', '/team/pay-rates', { stage: 'Sewing', rate: 1 }, 201);
    const twice = await s.owner.api.call('POST', '/team/pay-rates', { stage: 'SEWING', rate: 2 });
    expect(twice.status).toBe(422);
    expect(twice.body.errors?.[0]?.field).toBe('stage');
    const period = await s.owner.api.call('GET', '/team/pay?from=2026-02-01&to=2026-01-01');
    expect(period.status).toBe(422);
    expect(period.body.errors?.[0]?.field).toBe('to');
  });

  it('staff see their own pay only: another member’s is 403, another studio’s member 404', async () => {
    const s = await studio();
    await ok(s.owner.api, 'POST', '/team/pay-rates', { stage: 'Sewing', rate: 10 }, 201);
    await setStatus(s.owner.api, s.project.id, s.stage('Sewing').id, 'done');
    const mine = await summary(s.staff.api);
    expect(mine.members.map((m) => m.member.id)).toEqual([s.staff.user.id]);
    expect(mine.members[0]).toMatchObject({ earned: 10, due: 10 });
    expect((await summary(s.manager.api)).members).toHaveLength(3);
    expect(await entriesOf(s.staff.api, s.staff.user.id)).toHaveLength(1);
    for (const url of [`/team/pay/${s.manager.user.id}/entries`, `/team/pay/${s.owner.user.id}/statement.pdf`]) {
      const res = await s.staff.api.call('GET', url);
      expectErrorEnvelope(res.body, 403, 'FORBIDDEN');
    }
    const rates = await ok<{ payRates: PayRate[] }>(s.staff.api, 'GET', '/team/pay-rates');
    expect(rates.payRates.map((r) => r.rate)).toEqual([10]);
    expect((await s.staff.api.call('POST', '/team/pay-rates', { stage: 'Cutting', rate: 1 })).status).toBe(403);

    const other = await newStudio(t, 'enterprise');
    for (const id of [s.staff.user.id, UNKNOWN_ID, 'not-an-id']) {
      const res = await other.api.call('GET', `/team/pay/${id}/entries`);
      expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
    }
    expect((await other.api.call('POST', `/team/pay/${s.staff.user.id}/entries`, { kind: 'payout', amount: 1 })).status).toBe(404);
    expect((await summary(other.api)).members.map((m) => m.member.id)).toEqual([other.user.id]);
  });

  it('prints a member’s statement for a period as a PDF', async () => {
    const s = await studio();
    await ok(s.owner.api, 'POST', '/team/pay-rates', { stage: 'Sewing', rate: 10 }, 201);
    await setStatus(s.owner.api, s.project.id, s.stage('Sewing').id, 'done');
    const res = await t.request({ method: 'GET', url: `/api/v1/team/pay/${s.staff.user.id}/statement.pdf`, token: s.staff.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is Enterprise’s: Free and Premium studios cannot set rates or record payouts', async () => {
    for (const plan of ['free', 'premium'] as const) {
      const owner = await newStudio(t, plan);
      const res = await owner.api.call('POST', '/team/pay-rates', { stage: 'Sewing', rate: 10 });
      expectErrorEnvelope(res.body, 403, 'FEATURE_NOT_AVAILABLE');
      const payout = await owner.api.call('POST', `/team/pay/${owner.user.id}/entries`, { kind: 'payout', amount: 1 });
      expectErrorEnvelope(payout.body, 403, 'FEATURE_NOT_AVAILABLE');
    }
  });
});
