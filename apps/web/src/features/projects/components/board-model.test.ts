import type { ProjectStage, StageStatus } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import {
  boardColumns,
  cardsByColumn,
  columnKeyOf,
  DONE_KEY,
  moveBody,
  moveRefusal,
  moveTargets,
  NO_STAGES_KEY,
  stageKey,
} from './board-model';

let next = 0;
const stage = (name: string, status: StageStatus = 'todo'): ProjectStage => ({
  id: `s${(next += 1)}`,
  name,
  status,
  dueDate: null,
  assigneeId: null,
  completedAt: null,
  position: 0,
});
const project = (id: string, stages: ProjectStage[]) => ({ id, stages });

const gown = () =>
  project('gown', [stage('Design', 'done'), stage('Cutting', 'in-progress'), stage('Sewing'), stage('Fitting'), stage('Finishing')]);
const WORKFLOW = ['Design', 'Cutting', 'Sewing', 'Fitting', 'Finishing', 'Basting'];

describe('board columns (decision 080)', () => {
  it('are the workflow columns then Done; No stages only when a loaded project has none', () => {
    const keys = (cols: ReturnType<typeof boardColumns>) => cols.map((c) => c.key);
    expect(keys(boardColumns([gown()], WORKFLOW))).toEqual([...WORKFLOW.map(stageKey), DONE_KEY]);
    expect(keys(boardColumns([gown(), project('bare', [])], WORKFLOW))).toEqual([NO_STAGES_KEY, ...WORKFLOW.map(stageKey), DONE_KEY]);
    expect(keys(boardColumns([], []))).toEqual([DONE_KEY]);
  });

  it('add the current stage of a loaded project that no workflow names, after the workflow columns', () => {
    const own = project('own', [stage('Embroidery', 'in-progress'), stage('Pressing')]);
    const cols = boardColumns([own, gown()], ['Cutting']);
    expect(cols.map((c) => c.name)).toEqual(['Cutting', 'Embroidery', '']);
    // A later stage of no workflow is not a column until a project is at it.
    expect(cols.some((c) => c.name === 'Pressing')).toBe(false);
  });

  it('match names case-insensitively and keep the workflow’s spelling', () => {
    const lower = project('lower', [stage('cutting')]);
    const cols = boardColumns([lower], ['Cutting']);
    expect(cols.map((c) => c.name)).toEqual(['Cutting', '']);
    expect(columnKeyOf(lower)).toBe(cols[0]!.key);
  });
});

describe('where a card sits', () => {
  it('is its current stage (the first neither done nor skipped), Done when all are, No stages without any', () => {
    expect(columnKeyOf(gown())).toBe(stageKey('Cutting'));
    expect(columnKeyOf(project('p', [stage('Design', 'skipped'), stage('Cutting')]))).toBe(stageKey('Cutting'));
    expect(columnKeyOf(project('p', [stage('Design', 'done'), stage('Cutting', 'skipped')]))).toBe(DONE_KEY);
    expect(columnKeyOf(project('p', []))).toBe(NO_STAGES_KEY);
  });

  it('groups the loaded projects by column, in the list’s order', () => {
    const a = gown();
    const b = project('b', [stage('Cutting')]);
    const c = project('c', [stage('Cutting', 'done')]);
    const cols = boardColumns([a, b, c], WORKFLOW);
    const grouped = cardsByColumn([a, b, c], cols);
    expect(grouped.get(stageKey('Cutting'))!.map((p) => p.id)).toEqual(['gown', 'b']);
    expect(grouped.get(DONE_KEY)!.map((p) => p.id)).toEqual(['c']);
  });
});

describe('moves', () => {
  const cols = boardColumns([gown(), project('bare', [])], WORKFLOW);
  const col = (name: string) => cols.find((c) => c.name === name)!;
  const done = cols.find((c) => c.kind === 'done')!;
  const none = cols.find((c) => c.kind === 'none')!;

  it('go to the project’s own stage of that name, or to Done with no stage', () => {
    const p = gown();
    expect(moveBody(p, col('Sewing'))).toEqual({ stageId: p.stages[2]!.id });
    // Back to an earlier stage is a move too.
    expect(moveBody(p, col('Design'))).toEqual({ stageId: p.stages[0]!.id });
    expect(moveBody(p, done)).toEqual({ stageId: null });
  });

  it('refuse a column the project has no stage of, its own column, and No stages', () => {
    const p = gown();
    expect(moveRefusal(p, col('Basting'))).toBe('no-stage');
    expect(moveBody(p, col('Basting'))).toBeNull();
    expect(moveRefusal(p, col('Cutting'))).toBe('same');
    expect(moveRefusal(p, none)).toBe('not-a-target');
  });

  it('refuse every column to a project without stages', () => {
    const bare = project('bare', []);
    expect(moveTargets(bare, cols)).toEqual([]);
    expect(moveRefusal(bare, done)).toBe('no-stages');
  });

  it('offer the valid columns in board order; a finished project may go back to any of its stages', () => {
    expect(moveTargets(gown(), cols).map((c) => c.name || c.kind)).toEqual(['Design', 'Sewing', 'Fitting', 'Finishing', 'done']);
    const finished = project('f', [stage('Cutting', 'done'), stage('Sewing', 'skipped')]);
    expect(moveTargets(finished, cols).map((c) => c.name || c.kind)).toEqual(['Cutting', 'Sewing']);
  });
});
