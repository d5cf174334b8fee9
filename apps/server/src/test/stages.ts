import type { Project, ProjectStage } from '@atelier/shared';
import { expect } from 'vitest';
import { businessApi } from './business.js';
import { createVerifiedUser, type TestApp } from './harness.js';

type Json = Record<string, unknown>;

/**
 * A studio on a plan with a client, and the calls of production stages (decision 077): each asserts
 * its status and answers the whole project, so a test reads as the board's story.
 */
export async function stageStudio(t: TestApp, plan: 'free' | 'premium' | 'enterprise' = 'premium') {
  const person = await createVerifiedUser(t, { plan });
  const api = businessApi(t, person.token);
  const client = await api.createClient({ name: 'Jane Doe' });
  const projectOf = async (res: ReturnType<typeof api.call>, status = 200) => {
    const answer = await res;
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return answer.body.data.project as Project;
  };
  const base = (id: string) => `/projects/${id}/stages`;
  return {
    ...person,
    api,
    client,
    project: async (body: Json = {}) =>
      (await api.createProject(client.id, { name: 'Ivory wedding gown', type: 'Wedding Dress', ...body })) as unknown as Project,
    get: (id: string) => projectOf(api.call('GET', `/projects/${id}`)),
    add: (id: string, body: Json) => projectOf(api.call('POST', base(id), body), 201),
    update: (id: string, stageId: string, body: Json) => projectOf(api.call('PATCH', `${base(id)}/${stageId}`, body)),
    remove: (id: string, stageId: string) => projectOf(api.call('DELETE', `${base(id)}/${stageId}`)),
    reorder: (id: string, stageIds: string[]) => projectOf(api.call('PUT', `${base(id)}/order`, { stageIds })),
    setCurrent: (id: string, stageId: string | null) => projectOf(api.call('PUT', `${base(id)}/current`, { stageId })),
  };
}
export type StageStudio = Awaited<ReturnType<typeof stageStudio>>;

export const names = (p: Project) => p.stages.map((s) => s.name);
export const statuses = (p: Project) => p.stages.map((s) => s.status);
/** The stage of the project by name. */
export const stageNamed = (p: Project, name: string): ProjectStage => {
  const stage = p.stages.find((s) => s.name === name);
  expect(stage, `${name} in ${names(p).join(', ')}`).toBeDefined();
  return stage!;
};
