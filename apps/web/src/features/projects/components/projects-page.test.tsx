import type { Project } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/stub-api';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() } }));
const { createQueryClient } = await import('@/lib/query/query-client');
const { ProjectsPage } = await import('./projects-page');

const project = (id: string, name: string, over: Partial<Project> = {}): Project => ({
  _id: id,
  id,
  clientId: { _id: 'c1', id: 'c1', name: 'Grace Hopper' },
  name,
  description: '',
  type: 'Wedding Dress',
  status: 'in-progress',
  priority: 'high',
  progress: 40,
  dueDate: null,
  budget: 100,
  assigneeId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ProjectsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  // Radix Select asks jsdom for what it lacks (the status filter).
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Decision 069: the cards count every project on the server; the status filter is the server's too. */
describe('/projects', () => {
  it('shows the counts of GET /projects/summary, not of the loaded page, and filters by status on the server', async () => {
    const fetchMock = stubApi({
      'GET /projects?limit=50': { data: { projects: [project('p1', 'Wedding gown')], nextCursor: 'after-p1' } },
      'GET /projects?status=completed&limit=50': {
        data: { projects: [project('p9', 'Linen suit', { status: 'completed' })], nextCursor: null },
      },
      'GET /projects/summary': { data: { summary: { total: 312, inProgress: 40, completed: 250, revenue: 98765 } } },
    });
    renderPage();
    const cards = screen.getByRole('region', { name: 'Project summary' });
    await waitFor(() => expect(within(cards).getByText('312')).toBeTruthy());
    expect(within(cards).getByText('40')).toBeTruthy();
    expect(within(cards).getByText('250')).toBeTruthy();
    expect(within(cards).getByText('$98,765')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Wedding gown' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();

    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Filter by status' }), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Completed' }));
    expect(await screen.findByRole('article', { name: 'Linen suit' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Wedding gown' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/v1/projects?status=completed&limit=50');
  });
});
