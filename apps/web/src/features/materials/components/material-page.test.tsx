import { DEFAULT_SETTINGS, ROLE_PERMISSIONS, type Material, type Movement } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPreferences } from '@/lib/preferences';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { createQueryClient } = await import('@/lib/query/query-client');
const { MaterialPage } = await import('./material-page');

const at = '2026-11-25T10:00:00.000Z';
const silk: Material = {
  _id: 'm1',
  id: 'm1',
  kind: 'fabric',
  measure: 'length',
  name: 'Silk charmeuse',
  fibre: 'Silk',
  colour: 'Ivory',
  widthMm: 1400,
  cost: 40,
  supplier: 'Maison Lyon',
  location: 'Shelf B',
  directional: true,
  repeatMm: null,
  lowStockLevel: 5000,
  notes: '',
  onHand: 3000,
  reserved: 1000,
  available: 2000,
  low: true,
  createdAt: at,
  updatedAt: at,
};
const movement = (id: string, over: Partial<Movement>): Movement => ({
  _id: id,
  id,
  materialId: 'm1',
  kind: 'received',
  onHandChange: 0,
  reservedChange: 0,
  project: null,
  reason: '',
  by: { id: 'u1', name: 'Ada Stitch' },
  createdAt: at,
  ...over,
});
const ledger = [
  movement('v3', { kind: 'reserved', reservedChange: 1000, project: { id: 'p1', name: 'Wedding gown' } }),
  movement('v2', { kind: 'adjusted', onHandChange: -500, reason: 'Flaw at the selvedge', by: null }),
  movement('v1', { kind: 'received', onHandChange: 3500 }),
];
const answers = {
  'GET /materials/m1': { data: { material: silk } },
  'GET /materials/m1/movements?limit=50': { data: { movements: ledger, nextCursor: null } },
};

function renderPage(user = sampleUser()) {
  const session = { user, setUser: vi.fn(), logout: vi.fn(async () => {}) };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/materials/m1']}>
        <Routes>
          <Route element={<Outlet context={session} />}>
            <Route path="materials/:id" element={<MaterialPage />} />
            <Route path="materials" element={<p>The list</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => setPreferences({ ...DEFAULT_SETTINGS, measurementUnit: 'cm' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  setPreferences(DEFAULT_SETTINGS);
});

describe('/materials/:id', () => {
  it('shows the figures, the details and the ledger: what each movement did, for which project, why, who', async () => {
    stubApi(answers);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Silk charmeuse' })).toBeTruthy();
    expect(screen.getByTestId('low-badge').textContent).toBe('Low');
    expect(screen.getByTestId('available').textContent).toBe('2 m');
    expect(screen.getByText('$40.00 per metre')).toBeTruthy();
    expect(screen.getByText('5 m')).toBeTruthy();
    const rows = within(await screen.findByRole('list', { name: 'Stock movements of Silk charmeuse' })).getAllByTestId('movement');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Reserved +1 m reservedProject: Wedding gownAda Stitch · Nov 25, 2026',
      'Adjusted −0.5 m on handFlaw at the selvedgeA former member · Nov 25, 2026',
      'Received +3.5 m on handAda Stitch · Nov 25, 2026',
    ]);
    expect(screen.getByRole('button', { name: 'Receive' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Adjust' })).toBeTruthy();
  });

  it('lets staff reserve, but not receive, adjust, edit or delete, and shows them no price', async () => {
    stubApi({ ...answers, 'GET /materials/m1': { data: { material: { ...silk, cost: null } } } });
    renderPage(sampleUser({ studio: { id: 'w1', name: 'Studio', role: 'staff', permissions: [...ROLE_PERMISSIONS.staff], active: true } }));
    await screen.findByRole('heading', { level: 1, name: 'Silk charmeuse' });
    expect(screen.getByRole('button', { name: 'Reserve for a project' })).toBeTruthy();
    for (const name of ['Receive', 'Adjust', 'Edit Silk charmeuse', 'Delete Silk charmeuse'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByText(/per metre/)).toBeNull();
  });

  it('toasts the server’s words when a material set aside for a project cannot be deleted, and keeps the question', async () => {
    const message = 'Silk charmeuse is set aside for a project. Release or cut it first.';
    stubApi({
      ...answers,
      'DELETE /materials/m1': { status: 409, data: { success: false, status_code: 409, code: 'MATERIAL_RESERVED', message } },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Silk charmeuse' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Material' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(screen.getByRole('dialog', { name: 'Delete Material' })).toBeTruthy();
  });

  it('is the not-found state for a material that is not there', async () => {
    stubApi({
      'GET /materials/m1': { status: 404, data: { success: false, status_code: 404, code: 'NOT_FOUND', message: 'Material not found' } },
    });
    renderPage();
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All materials' }).getAttribute('href')).toBe('/materials');
    expect(toast.error).not.toHaveBeenCalled();
  });
});
