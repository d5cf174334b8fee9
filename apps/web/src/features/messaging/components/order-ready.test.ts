import type { ProjectStage } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { becameReady } from './order-ready';

const stage = (name: string, status: ProjectStage['status']): ProjectStage => ({
  id: name,
  name,
  status,
  dueDate: null,
  assigneeId: null,
  completedAt: null,
  position: 0,
});

describe('when a project becomes ready (decision 083)', () => {
  it('is when it becomes completed, not when it was already', () => {
    expect(becameReady({ status: 'in-progress', stages: [] }, { status: 'completed', stages: [] })).toBe(true);
    expect(becameReady({ status: 'completed', stages: [] }, { status: 'completed', stages: [] })).toBe(false);
    expect(becameReady({ status: 'planning', stages: [] }, { status: 'in-progress', stages: [] })).toBe(false);
  });

  it('is when a stage named Ready (or Prête) is done', () => {
    const before = { status: 'in-progress' as const, stages: [stage('Finishing', 'done'), stage('Ready for pickup', 'todo')] };
    const after = { status: 'in-progress' as const, stages: [stage('Finishing', 'done'), stage('Ready for pickup', 'done')] };
    expect(becameReady(before, after)).toBe(true);
    expect(becameReady(after, after)).toBe(false);
    expect(
      becameReady({ status: 'review', stages: [stage('Prête', 'in-progress')] }, { status: 'review', stages: [stage('Prête', 'done')] }),
    ).toBe(true);
    expect(
      becameReady({ status: 'review', stages: [stage('Already', 'todo')] }, { status: 'review', stages: [stage('Already', 'done')] }),
    ).toBe(false);
  });
});
