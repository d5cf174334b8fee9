import { DEFAULT_SETTINGS, type Project } from '@atelier/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPreferences } from '@/lib/preferences';
import { ProjectFormDialog } from './project-form-dialog';
import { ProjectCard } from './project-item';

const project: Project = {
  _id: 'p1',
  id: 'p1',
  clientId: { _id: 'c1', id: 'c1', name: 'Grace Hopper' },
  name: 'Wedding gown',
  description: '',
  type: 'Wedding Dress',
  status: 'in-progress',
  priority: 'high',
  progress: 40,
  dueDate: '2025-03-01T00:00:00.000Z',
  budget: 1250.5,
  assigneeId: null,
  code: 'P-0001',
  stages: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const noop = () => {};

describe('projects in the user preferences', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    act(() => setPreferences(DEFAULT_SETTINGS));
  });

  it('shows the budget in the user currency and follows a change at once', () => {
    setPreferences({ ...DEFAULT_SETTINGS, currency: 'EUR' });
    render(<ProjectCard project={project} onView={noop} onEdit={noop} onDelete={noop} />);
    expect(screen.getByText('€1,250.50')).toBeTruthy();
    act(() => setPreferences({ ...DEFAULT_SETTINGS, currency: 'JPY' }));
    expect(screen.getByText('¥1,251')).toBeTruthy();
  });

  it("calls the project overdue by today in the user's zone, not the browser's", () => {
    // 23:30 UTC on 2 March: already 3 March in Berlin, still 2 March in Honolulu.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-03-02T23:30:00.000Z') });
    const due = { ...project, dueDate: '2025-03-02T00:00:00.000Z' };
    setPreferences({ ...DEFAULT_SETTINGS, timezone: 'Pacific/Honolulu' });
    render(<ProjectCard project={due} onView={noop} onEdit={noop} onDelete={noop} />);
    expect(screen.getByText(/Due Mar 2, 2025/)).toBeTruthy();
    expect(screen.queryByText(/Overdue/)).toBeNull();
    act(() => setPreferences({ ...DEFAULT_SETTINGS, timezone: 'Europe/Berlin' }));
    expect(screen.getByText(/Overdue/)).toBeTruthy();
  });

  it("starts a new project's due date at today in the user's zone plus the default duration, with the budget in the user currency", () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-03-01T23:30:00.000Z') });
    setPreferences({ ...DEFAULT_SETTINGS, timezone: 'Europe/Berlin', defaultProjectDuration: 10, currency: 'JPY' });
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <ProjectFormDialog project={null} onClose={noop} />
      </QueryClientProvider>,
    );
    expect((screen.getByLabelText(/Due Date/) as HTMLInputElement).value).toBe('2025-03-12');
    const budget = screen.getByLabelText(/Budget \(¥\)/) as HTMLInputElement;
    // Yen have no decimals: a whole-number reading, on the numeric keyboard (decision 178).
    expect(budget.inputMode).toBe('numeric');
    expect(budget.placeholder).toBe('0');
  });
});
