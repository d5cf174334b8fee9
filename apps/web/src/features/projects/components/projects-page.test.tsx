import type { Project } from '@atelier/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/test/render-signed-in';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
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
  code: 'P-0001',
  stages: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

/** The page inside the signed-in layout's outlet, which gives it the user (their id and role in the studio). */
const renderPage = (user = sampleUser(), path = '/projects') => renderSignedIn(<ProjectsPage />, { path: 'projects', entry: path, user });

const teamMember = (id: string, firstName: string, role: 'owner' | 'staff') => ({
  id,
  firstName,
  lastName: 'Needle',
  email: `${firstName.toLowerCase()}@example.com`,
  image: '',
  role,
  joinedAt: '2026-01-01T00:00:00.000Z',
});
const team = { data: { members: [teamMember('u1', 'Ada', 'owner'), teamMember('u2', 'Bea', 'staff')] } };
const summary = { data: { summary: { total: 2, inProgress: 2, completed: 0, revenue: 200 } } };

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

  it("lists one client's projects from the address and opens a new one for them (the client page, decision 126)", async () => {
    const client = {
      ...{ _id: 'c1', id: 'c1', name: 'Grace Hopper', email: '', phone: '', address: '', notes: '' },
      ...{ status: 'active', preferredChannel: 'email', projects: 1, lastOrderDate: null, createdAt: '', updatedAt: '' },
    };
    const fetchMock = stubApi({
      'GET /projects?clientId=c1&limit=50': { data: { projects: [project('p1', 'Wedding gown')], nextCursor: null } },
      'GET /projects/summary': summary,
      'GET /clients/c1': {
        data: { client, related: { measurements: 0, projects: 1 }, deletion: { allowed: true, code: null, message: null } },
      },
    });
    renderPage(sampleUser(), '/projects?new=1&client=c1');
    const dialog = await screen.findByRole('dialog', { name: 'Add Project' });
    await waitFor(() => expect((within(dialog).getByRole('combobox', { name: 'Client' }) as HTMLInputElement).value).toBe('Grace Hopper'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('article', { name: 'Wedding gown' })).toBeTruthy();
    expect(screen.getByTestId('client-filter').textContent).toContain('Grace Hopper');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/v1/projects?clientId=c1&limit=50');
  });

  it("asks the server for 'Mine' as assigneeId=me and for one member by id, and names each project's assignee", async () => {
    const fetchMock = stubApi({
      'GET /team/members': team,
      'GET /projects?limit=50': {
        data: { projects: [project('p1', 'Wedding gown', { assigneeId: 'u2' }), project('p2', 'Linen suit')], nextCursor: null },
      },
      'GET /projects?assigneeId=me&limit=50': { data: { projects: [project('p3', 'Own coat', { assigneeId: 'u1' })], nextCursor: null } },
      'GET /projects?assigneeId=u2&limit=50': {
        data: { projects: [project('p1', 'Wedding gown', { assigneeId: 'u2' })], nextCursor: null },
      },
      'GET /projects/summary': summary,
    });
    renderPage();
    const gown = await screen.findByRole('article', { name: 'Wedding gown' });
    await waitFor(() => expect(within(gown).getByText(/Assigned to Bea Needle/)).toBeTruthy());
    expect(within(screen.getByRole('article', { name: 'Linen suit' })).queryByText(/Assigned to/)).toBeNull();

    const filter = screen.getByRole('combobox', { name: 'Filter by assignee' });
    fireEvent.keyDown(filter, { key: 'ArrowDown' });
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Everyone', 'Mine', 'Bea Needle']);
    fireEvent.click(screen.getByRole('option', { name: 'Mine' }));
    expect(await screen.findByRole('article', { name: 'Own coat' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Wedding gown' })).toBeNull();

    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Filter by assignee' }), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Bea Needle' }));
    expect(await screen.findByRole('article', { name: 'Wedding gown' })).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked).toContain('/api/v1/projects?assigneeId=me&limit=50');
    expect(asked).toContain('/api/v1/projects?assigneeId=u2&limit=50');
  });

  it('leaves the assignee filter out for a studio of one, and for staff offers only everyone and their own', async () => {
    stubApi({
      'GET /team/members': { data: { members: [teamMember('u1', 'Ada', 'owner')] } },
      'GET /projects?limit=50': { data: { projects: [project('p1', 'Wedding gown')], nextCursor: null } },
      'GET /projects/summary': summary,
    });
    renderPage();
    expect(await screen.findByRole('article', { name: 'Wedding gown' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Filter by assignee' })).toBeNull();
    cleanup();

    stubApi({
      'GET /team/members': team,
      'GET /projects?limit=50': { data: { projects: [], nextCursor: null } },
      'GET /projects/summary': summary,
    });
    renderPage(sampleUser({ id: 'u2', _id: 'u2', studio: { id: 'w1', name: 'Studio', role: 'staff', permissions: [], active: true } }));
    fireEvent.keyDown(await screen.findByRole('combobox', { name: 'Filter by assignee' }), { key: 'ArrowDown' });
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Everyone', 'Mine']);
  });
});
