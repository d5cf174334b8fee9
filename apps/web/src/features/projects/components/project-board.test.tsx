import type { Project, ProjectStage, StageStatus } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { createQueryClient } = await import('@/lib/query/query-client');
const { ProjectsPage } = await import('./projects-page');

const stage = (id: string, name: string, status: StageStatus, position: number): ProjectStage => ({
  id,
  name,
  status,
  dueDate: null,
  assigneeId: null,
  completedAt: null,
  position,
});

const project = (id: string, name: string, stages: ProjectStage[], progress = 0): Project => ({
  _id: id,
  id,
  clientId: { _id: 'c1', id: 'c1', name: 'Grace Hopper' },
  name,
  description: '',
  type: 'Wedding Dress',
  status: 'in-progress',
  priority: 'high',
  progress,
  dueDate: null,
  budget: null,
  assigneeId: null,
  code: 'P-0001',
  stages,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const gown = project('p1', 'Ivory gown', [stage('s1', 'Cutting', 'in-progress', 0), stage('s2', 'Sewing', 'todo', 1)]);
const moved = project('p1', 'Ivory gown', [stage('s1', 'Cutting', 'done', 0), stage('s2', 'Sewing', 'in-progress', 1)], 50);
const bare = project('p2', 'Hem repair', []);
const workflows = { data: { workflows: [], boardColumns: ['Cutting', 'Sewing', 'Basting'] } };
const summary = { data: { summary: { total: 2, inProgress: 2, completed: 0, revenue: 0 } } };

function renderBoard(user = sampleUser()) {
  const session = { user, setUser: vi.fn(), logout: vi.fn(async () => {}) };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/projects?view=board']}>
        <Routes>
          <Route element={<Outlet context={session} />}>
            <Route path="projects" element={<ProjectsPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const column = (name: string) => screen.getByRole('region', { name });

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('the projects board (decision 080)', () => {
  it('puts each card in its current stage’s column and moves it with the Move to… menu', { timeout: 20_000 }, async () => {
    const fetchMock = stubApi({
      'GET /projects?limit=50': { data: { projects: [gown, bare], nextCursor: null } },
      'GET /projects/summary': summary,
      'GET /workflows': workflows,
      'GET /team/members': { data: { members: [] } },
      'PUT /projects/p1/stages/current': { data: { project: moved } },
    });
    renderBoard();
    await waitFor(() => expect(within(column('Cutting')).getByRole('article', { name: 'Ivory gown' })).toBeTruthy());
    const columns = () => screen.getAllByTestId('board-column').map((c) => within(c).getByRole('heading', { level: 2 }).textContent);
    await waitFor(() => expect(columns()).toHaveLength(5));
    expect(columns()).toEqual([
      'No stages1, 1 project',
      'Cutting1, 1 project',
      'Sewing0, 0 projects',
      'Basting0, 0 projects',
      'Done0, 0 projects',
    ]);
    expect(within(column('No stages')).getByRole('article', { name: 'Hem repair' })).toBeTruthy();
    // A project without stages has no move; its card says where stages are added.
    expect(within(column('No stages')).queryByRole('button', { name: /Move to… Hem repair/ })).toBeNull();

    fireEvent.keyDown(screen.getByRole('button', { name: 'Move to… Ivory gown' }), { key: 'Enter' });
    const items = await screen.findAllByRole('menuitem');
    // Basting is no stage of this project: not offered.
    expect(items.map((i) => i.textContent)).toEqual(['Sewing', 'Done']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sewing' }));

    await waitFor(() => expect(within(column('Sewing')).getByRole('article', { name: 'Ivory gown' })).toBeTruthy());
    const put = fetchMock.mock.calls.find(([url, init]) => String(url).endsWith('/stages/current') && init.method === 'PUT');
    expect(JSON.parse(String(put![1].body))).toEqual({ stageId: 's2' });
    expect(within(column('Sewing')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(toast.success).toHaveBeenCalledWith('Project moved');
    expect(screen.getByTestId('board-status').textContent).toBe('Ivory gown moved to Sewing.');
    // The card's menu takes the focus back in its new column.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move to… Ivory gown' })));
  });

  it('shows the upgrade panel to a Free studio and asks for no workflow', async () => {
    const fetchMock = stubApi({
      'GET /projects?limit=50': { data: { projects: [bare], nextCursor: null } },
      'GET /projects/summary': summary,
      'GET /team/members': { data: { members: [] } },
    });
    renderBoard(sampleUser({ plan: 'free' }));
    expect(await screen.findByTestId('timeline-upgrade')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Board view' }).getAttribute('aria-pressed')).toBe('true');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/workflows'))).toBe(false);
  });
});
