import { describe, expect, it } from 'vitest';
import { movedStages } from './workflow.js';

describe('the board’s move, as the server applies it and the web shows it queued (decisions 077, 107)', () => {
  const stages = [
    { id: 'a', status: 'done' as const },
    { id: 'b', status: 'skipped' as const },
    { id: 'c', status: 'in-progress' as const },
    { id: 'd', status: 'todo' as const },
    { id: 'e', status: 'done' as const },
  ];

  it('finishes the stages before the named one (a skipped one stays skipped), starts it and sends started later ones back', () => {
    expect(movedStages(stages, 'd').map((s) => s.status)).toEqual(['done', 'skipped', 'done', 'in-progress', 'todo']);
  });

  it('moves back too, and null is the Done column', () => {
    expect(movedStages(stages, 'a').map((s) => s.status)).toEqual(['in-progress', 'skipped', 'todo', 'todo', 'todo']);
    expect(movedStages(stages, null).map((s) => s.status)).toEqual(['done', 'skipped', 'done', 'done', 'done']);
  });
});
