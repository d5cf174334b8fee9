import type { Project } from '@atelier/shared';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { stageNamed, stageStudio } from '../../test/stages.js';

/** Decision 077: a studio's stages and workflows are its data, and leave with its export (decision 026). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the data export', () => {
  it('carries every project’s stages as a CSV and in the JSON, and the studio’s own workflows', async () => {
    const s = await stageStudio(t);
    await s.api.call('PUT', '/workflows/Suit', { stages: ['Cut', 'Press'] });
    const suit = await s.project({ type: 'Suit', name: 'Grey suit' });
    await s.update(suit.id, stageNamed(suit, 'Cut').id, { status: 'done', dueDate: '2030-03-01' });
    const other = await stageStudio(t);
    await other.project({ name: 'Not mine' });

    const res = await t.request({ method: 'GET', url: '/api/v1/user/export', token: s.token });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    // No cell here holds a comma or a quote: lines and commas are enough to read it.
    const [header, ...rows] = strFromU8(files['project-stages.csv']!)
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(','));
    const table = rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])));
    expect(table).toEqual([
      expect.objectContaining({
        projectId: suit.id,
        project: 'Grey suit',
        position: '1',
        name: 'Cut',
        status: 'done',
        dueDate: '2030-03-01T00:00:00.000Z',
      }),
      expect.objectContaining({
        projectId: suit.id,
        project: 'Grey suit',
        position: '2',
        name: 'Press',
        status: 'todo',
        dueDate: '',
        completedAt: '',
      }),
    ]);
    expect(table[0]!.completedAt).not.toBe('');

    const json = JSON.parse(strFromU8(files['atelier-export.json']!)) as { projects: Project[]; workflows: unknown[] };
    expect(json.projects.map((p) => p.name)).toEqual(['Grey suit']);
    expect(json.projects[0]!.stages).toEqual((await s.get(suit.id)).stages);
    expect(json.workflows).toEqual([{ projectType: 'Suit', stages: ['Cut', 'Press'] }]);
  });
});
