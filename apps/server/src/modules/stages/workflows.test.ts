import { BUILT_IN_WORKFLOWS, PROJECT_TYPES, type Workflow } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioWithMember } from '../../test/assignees.js';
import { businessApi, expectErrorEnvelope } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';

/** Decision 077: the studio's workflow per project type, the stages new projects of the type start with. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Workflows = { workflows: Workflow[]; boardColumns: string[] };
const user = async (plan: 'free' | 'premium' | 'enterprise' = 'premium') => businessApi(t, (await createVerifiedUser(t, { plan })).token);
const list = async (api: Awaited<ReturnType<typeof user>>) => {
  const res = await api.call('GET', '/workflows');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as unknown as Workflows;
};

describe('GET /workflows', () => {
  it("answers every project type's built-in stages and the board's columns, each name once in order of first appearance", async () => {
    const { workflows, boardColumns } = await list(await user());
    expect(workflows.map((w) => w.projectType)).toEqual([...PROJECT_TYPES]);
    for (const w of workflows) expect(w).toEqual({ projectType: w.projectType, stages: BUILT_IN_WORKFLOWS[w.projectType], custom: false });
    expect(boardColumns).toEqual([
      'Design',
      'Cutting',
      'Sewing',
      'First fitting',
      'Alterations',
      'Final fitting',
      'Finishing',
      'Basting',
      'Fitting',
    ]);
  });

  it('is read on every plan, Free included', async () => {
    expect((await list(await user('free'))).workflows).toHaveLength(PROJECT_TYPES.length);
  });
});

describe('PUT and DELETE /workflows/:projectType', () => {
  it("saves the studio's own stages, shows them in the list and the columns, and resets to the built-in ones", async () => {
    const api = await user();
    const saved = await api.call('PUT', '/workflows/Suit', { stages: [' Measure ', 'Cutting', 'PRESSING', 'sewing'] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('Workflow saved');
    expect(saved.body.data.workflow).toEqual({ projectType: 'Suit', stages: ['Measure', 'Cutting', 'PRESSING', 'sewing'], custom: true });
    const again = await api.call('PUT', '/workflows/Suit', { stages: ['Cutting', 'Pressing'] });
    expect(again.body.data.workflow).toEqual({ projectType: 'Suit', stages: ['Cutting', 'Pressing'], custom: true });

    const { workflows, boardColumns } = await list(api);
    expect(workflows.find((w) => w.projectType === 'Suit')).toEqual({ projectType: 'Suit', stages: ['Cutting', 'Pressing'], custom: true });
    expect(boardColumns).toContain('Pressing');
    expect(boardColumns).not.toContain('Basting');
    // Another studio keeps the built-in stages.
    expect((await list(await user())).workflows.find((w) => w.projectType === 'Suit')!.custom).toBe(false);

    const reset = await api.call('DELETE', '/workflows/Suit');
    expect(reset.status).toBe(200);
    expect(reset.body.data.workflow).toEqual({ projectType: 'Suit', stages: BUILT_IN_WORKFLOWS.Suit, custom: false });
    expect((await api.call('DELETE', '/workflows/Suit')).status).toBe(200);
    expect((await list(api)).workflows.every((w) => !w.custom)).toBe(true);
  });

  it('keeps an empty list: new projects of the type get no stages', async () => {
    const api = await user();
    const res = await api.call('PUT', '/workflows/Skirt', { stages: [] });
    expect(res.body.data.workflow).toEqual({ projectType: 'Skirt', stages: [], custom: true });
    const { boardColumns } = await list(api);
    expect(boardColumns).toContain('Cutting');
  });

  it('refuses a name twice, a blank or long name, over 30 stages and an unknown type with 422', async () => {
    const api = await user();
    for (const [url, body, field] of [
      ['/workflows/Suit', { stages: ['Cutting', 'cutting'] }, 'stages.1'],
      ['/workflows/Suit', { stages: ['Cutting', '  '] }, 'stages.1'],
      ['/workflows/Suit', { stages: ['n'.repeat(61)] }, 'stages.0'],
      ['/workflows/Suit', { stages: Array.from({ length: 31 }, (_, i) => `Step ${i}`) }, 'stages'],
      ['/workflows/Suit', {}, 'stages'],
      ['/workflows/Kimono', { stages: ['Cutting'] }, 'projectType'],
    ] as const) {
      const res = await api.call('PUT', url, body);
      expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
      expect(res.body.errors?.[0]?.field, JSON.stringify(body).slice(0, 60)).toBe(field);
    }
    expect((await list(api)).workflows.every((w) => !w.custom)).toBe(true);
  });

  it('refuses Free with 403 FEATURE_NOT_AVAILABLE and staff with 403 FORBIDDEN', async () => {
    const free = await user('free');
    for (const res of [await free.call('PUT', '/workflows/Suit', { stages: ['Cutting'] }), await free.call('DELETE', '/workflows/Suit')]) {
      expectErrorEnvelope(res.body, 403, 'FEATURE_NOT_AVAILABLE');
    }
    const { owner, member } = await studioWithMember(t);
    expectErrorEnvelope((await member.api.call('PUT', '/workflows/Suit', { stages: ['Cutting'] })).body, 403, 'FORBIDDEN');
    expect((await list(member.api)).workflows.find((w) => w.projectType === 'Suit')!.custom).toBe(false);
    expect((await owner.api.call('PUT', '/workflows/Suit', { stages: ['Cutting'] })).status).toBe(200);
    expect((await list(member.api)).workflows.find((w) => w.projectType === 'Suit')!.custom).toBe(true);
  });
});
