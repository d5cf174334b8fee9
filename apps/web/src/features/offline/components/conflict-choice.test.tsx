import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueuedChange } from '@/lib/offline/outbox';
import { touchedPart } from '@/lib/offline/outbox-actions';
import { createQueryClient } from '@/lib/query/query-client';
import { stubApi } from '@/test/stub-api';
import { ConflictChoice } from './conflict-choice';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stage = (id: string, name: string, status: string) => ({ id, name, status });
const project = (stages: ReturnType<typeof stage>[]) => ({ id: 'p1', name: 'Ivory gown', updatedAt: '2026-11-24T10:00:00.000Z', stages });

const move = (stageId: string | null): QueuedChange => ({
  id: 'k1',
  method: 'PUT',
  path: '/projects/p1/stages/current',
  body: { stageId },
  ifMatch: 'W/"1"',
  recordPath: '/projects/p1',
  createsId: null,
  studio: null,
  label: 'Change to Ivory gown',
  createdAt: '2026-11-24T09:00:00.000Z',
  state: 'conflict',
  error: { code: 'PRECONDITION_FAILED', message: 'This record was changed since you loaded it.', details: [] },
});

describe('what of the server’s record a queued change touches (decision 100)', () => {
  const record = project([stage('s1', 'Cutting', 'done'), stage('s2', 'Sewing', 'in-progress'), stage('s3', 'Fitting', 'todo')]);

  it('is the stage now current for the board’s move, or none when every stage is finished', () => {
    expect(touchedPart('/projects/p1/stages/current', record)).toEqual({ stageId: 's2' });
    expect(touchedPart('/projects/p1/stages/current', project([stage('s1', 'Cutting', 'done'), stage('s2', 'Sewing', 'skipped')]))).toEqual(
      {
        stageId: null,
      },
    );
  });

  it('is the stage a stage change names, else the record', () => {
    expect(touchedPart('/projects/p1/stages/s3', record)).toEqual(stage('s3', 'Fitting', 'todo'));
    expect(touchedPart('/projects/p1', record)).toBe(record);
  });
});

describe('the choice of versions for the board’s move', () => {
  it('names both stages, the tailor’s and the server’s current one', async () => {
    stubApi({
      'GET /projects/p1': {
        data: { project: project([stage('s1', 'Cutting', 'done'), stage('s2', 'Sewing', 'done'), stage('s3', 'Fitting', 'in-progress')]) },
      },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ConflictChoice change={move('s2')} onClose={() => {}} />
      </QueryClientProvider>,
    );
    const row = await screen.findByRole('row', { name: /^Stage/ });
    expect(within(row).getByTestId('mine').textContent).toBe('Sewing');
    expect(within(row).getByTestId('theirs').textContent).toBe('Fitting');
  });

  it('calls a move past the last stage Done, and keeps the row when both moved to the same stage', async () => {
    stubApi({
      'GET /projects/p1': { data: { project: project([stage('s1', 'Cutting', 'done'), stage('s2', 'Sewing', 'done')]) } },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ConflictChoice change={move(null)} onClose={() => {}} />
      </QueryClientProvider>,
    );
    const row = await screen.findByRole('row', { name: /^Stage/ });
    expect(within(row).getByTestId('mine').textContent).toBe('Done');
    expect(within(row).getByTestId('theirs').textContent).toBe('Done');
  });
});
