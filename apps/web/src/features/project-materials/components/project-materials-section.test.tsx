import { DEFAULT_SETTINGS, ROLE_PERMISSIONS, type BillOfMaterials, type Material, type ProjectMaterialLine } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPreferences } from '@/lib/preferences';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { createQueryClient } = await import('@/lib/query/query-client');
const { ProjectMaterials } = await import('./project-materials-section');

const at = '2026-11-25T10:00:00.000Z';
const line = (over: Partial<ProjectMaterialLine> = {}): ProjectMaterialLine => ({
  _id: 'l1',
  id: 'l1',
  material: { id: 'm1', name: 'Silk charmeuse', kind: 'fabric', measure: 'length', widthMm: 1400, available: 1800, cost: 40 },
  quantity: 2500,
  reserved: 1000,
  cut: 500,
  toReserve: 1000,
  cost: 100,
  source: '',
  layoutId: null,
  createdAt: at,
  updatedAt: at,
  ...over,
});
const bill = (lines: ProjectMaterialLine[], over: Partial<BillOfMaterials> = {}): BillOfMaterials => ({
  lines,
  totalCost: 100,
  unpricedLines: 0,
  markupPercent: 15,
  invoiceLines: null,
  ...over,
});
const lining: Material = {
  _id: 'm2',
  id: 'm2',
  kind: 'fabric',
  measure: 'length',
  name: 'Cotton lining',
  fibre: 'Cotton',
  colour: 'White',
  widthMm: 1500,
  cost: 8,
  supplier: '',
  location: '',
  directional: false,
  repeatMm: null,
  lowStockLevel: null,
  notes: '',
  onHand: 10000,
  reserved: 0,
  available: 10000,
  low: false,
  createdAt: at,
  updatedAt: at,
};
const BILL = 'GET /projects/p1/materials';

function renderSection(user = sampleUser()) {
  const session = { user, setUser: vi.fn(), logout: vi.fn(async () => {}) };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Routes>
          <Route element={<Outlet context={session} />}>
            <Route index element={<ProjectMaterials project={{ id: 'p1', name: 'Wedding gown' }} />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const bodyOf = (fetch: ReturnType<typeof stubApi>, key: string) => {
  const call = fetch.mock.calls.find(([url, init]) => `${init.method ?? 'GET'} ${String(url).replace('/api/v1', '')}` === key);
  return call ? JSON.parse(String(call[1].body)) : undefined;
};

beforeAll(() => {
  // Radix Select asks jsdom for what it lacks.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
});
beforeEach(() => setPreferences({ ...DEFAULT_SETTINGS, measurementUnit: 'cm' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  setPreferences(DEFAULT_SETTINGS);
});

describe("a project's materials", () => {
  it('lists each line in the studio’s units with its cost, links the material and shows the total', async () => {
    stubApi({ [BILL]: { data: { materials: bill([line()], { unpricedLines: 1 }) } } });
    renderSection();
    const rows = await screen.findAllByTestId('bill-line');
    const row = within(rows[0]!);
    expect(row.getByRole('link', { name: 'Silk charmeuse' }).getAttribute('href')).toBe('/materials/m1');
    expect(row.getByTestId('needed').textContent).toBe('2.5 m');
    expect(row.getByTestId('reserved').textContent).toBe('1 m');
    expect(row.getByTestId('cut').textContent).toBe('0.5 m');
    expect(row.getByTestId('to-reserve').textContent).toBe('1 m');
    expect(row.getByTestId('line-cost').textContent).toBe('$100.00');
    expect(row.getByText('1.8 m available')).toBeTruthy();
    expect(screen.getByTestId('bill-total').textContent).toBe('$100.00');
    expect(screen.getByText('1 line without a price, not counted')).toBeTruthy();
  });

  it('adds a material picked from the studio’s, its quantity typed as a tailor writes it', async () => {
    const added = bill([line(), line({ id: 'l2', _id: 'l2', material: { ...line().material, id: 'm2', name: 'Cotton lining' } })]);
    const fetch = stubApi({
      [BILL]: { data: { materials: bill([line()]) } },
      'GET /materials?limit=50': { data: { materials: [lining], nextCursor: null } },
      'POST /projects/p1/materials': { status: 201, data: { materials: added } },
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Add material' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Material' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('Enter a quantity in m.')).toBeTruthy();
    // The select's placeholder, and its error under it.
    expect(dialog.getAllByText('Select a material')).toHaveLength(2);

    fireEvent.keyDown(dialog.getByRole('combobox', { name: 'Material' }), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Cotton lining' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Quantity (m)' }), { target: { value: 'two' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('Quantity (m): write a number of m, such as 2, 2,5 or 2 1/2.')).toBeTruthy();
    expect(bodyOf(fetch, 'POST /projects/p1/materials')).toBeUndefined();

    fireEvent.change(dialog.getByRole('textbox', { name: 'Quantity (m)' }), { target: { value: '2 1/2' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Material' })).toBeNull());
    expect(bodyOf(fetch, 'POST /projects/p1/materials')).toEqual({ materialId: 'm2', quantity: 2500 });
    expect(await screen.findByRole('link', { name: 'Cotton lining' })).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Material added to the project');
  });

  it('reserves what is left without naming a quantity, and a typed quantity when one is written', async () => {
    const reserved = bill([line({ reserved: 2000, toReserve: 0 })]);
    const fetch = stubApi({
      [BILL]: { data: { materials: bill([line()]) } },
      'POST /projects/p1/materials/l1/reserve': { status: 201, data: { materials: reserved } },
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Reserve Silk charmeuse' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Reserve Material' }));
    expect((dialog.getByRole('textbox', { name: 'Quantity (m)' }) as HTMLInputElement).value).toBe('1');
    fireEvent.click(dialog.getByRole('button', { name: 'Reserve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(fetch, 'POST /projects/p1/materials/l1/reserve')).toEqual({});
    expect(screen.getByTestId('reserved').textContent).toBe('2 m');

    fetch.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Reserve Silk charmeuse' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Reserve Material' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Quantity (m)' }), { target: { value: '0,5' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reserve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(fetch, 'POST /projects/p1/materials/l1/reserve')).toEqual({ quantity: 500 });
  });

  it('toasts the server’s words when there is not enough, and keeps the dialog', async () => {
    const message = 'Only 1.8 m of Silk charmeuse is available.';
    stubApi({
      [BILL]: { data: { materials: bill([line()]) } },
      'POST /projects/p1/materials/l1/reserve': {
        status: 409,
        data: { success: false, status_code: 409, code: 'INSUFFICIENT_STOCK', message },
      },
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Reserve Silk charmeuse' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reserve Material' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Quantity (m)' }), { target: { value: '3' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reserve' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(screen.getByRole('dialog', { name: 'Reserve Material' })).toBeTruthy();
  });

  it('cuts, changes the quantity and removes a line', async () => {
    const fetch = stubApi({
      [BILL]: { data: { materials: bill([line()]) } },
      'POST /projects/p1/materials/l1/cut': { status: 201, data: { materials: bill([line({ reserved: 0, cut: 1500 })]) } },
      'PATCH /projects/p1/materials/l1': { data: { materials: bill([line({ quantity: 3000, toReserve: 1500 })]) } },
      'DELETE /projects/p1/materials/l1': { data: { materials: bill([]) } },
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Cut Silk charmeuse' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Cut Material' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cut' }));
    await waitFor(() => expect(screen.getByTestId('cut').textContent).toBe('1.5 m'));
    expect(bodyOf(fetch, 'POST /projects/p1/materials/l1/cut')).toEqual({});

    fireEvent.click(screen.getByRole('button', { name: 'Edit quantity of Silk charmeuse' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Edit Quantity' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Quantity (m)' }), { target: { value: '3' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('needed').textContent).toBe('3 m'));
    expect(bodyOf(fetch, 'PATCH /projects/p1/materials/l1')).toEqual({ quantity: 3000 });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Silk charmeuse' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Remove Material' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/No materials yet/)).toBeTruthy();
  });

  it('shows staff the quantities without prices; they reserve and cut', async () => {
    stubApi({ [BILL]: { data: { materials: bill([line({ cost: null })], { totalCost: null, markupPercent: null }) } } });
    renderSection(
      sampleUser({ studio: { id: 'w1', name: 'Studio', role: 'staff', permissions: [...ROLE_PERMISSIONS.staff], active: true } }),
    );
    await screen.findAllByTestId('bill-line');
    expect(screen.queryByTestId('line-cost')).toBeNull();
    expect(screen.queryByTestId('bill-total')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reserve Silk charmeuse' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cut Silk charmeuse' })).toBeTruthy();
  });

  it('is absent on a plan without materials, and never asks for the bill', async () => {
    const fetch = stubApi({});
    renderSection(sampleUser({ plan: 'free' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('project-materials')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
