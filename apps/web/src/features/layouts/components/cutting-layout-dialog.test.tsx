import {
  DEFAULT_SETTINGS,
  type BillOfMaterials,
  type Material,
  type Pattern,
  type PatternLayout,
  type ProjectMaterialLine,
} from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n';
import { setPreferences } from '@/lib/preferences';
import { sampleUser } from '@/test/sample-user';
import { stubApi, type StubAnswer } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { createQueryClient } = await import('@/lib/query/query-client');
const { CuttingLayoutButton } = await import('./cutting-layout-dialog');

beforeAll(() => {
  // Radix's select and checkbox ask for these, and the drawing for an object URL, which jsdom lacks.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
  URL.createObjectURL = () => 'blob:layout';
  URL.revokeObjectURL = () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => act(() => setPreferences({ ...DEFAULT_SETTINGS, measurementUnit: 'cm' })));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  act(() => {
    setPreferences(DEFAULT_SETTINGS);
    setLanguage(undefined);
  });
});

const at = '2026-11-25T10:00:00.000Z';
const pattern = { id: 'p1', name: 'Formal Skirt', generator: { clientId: 'c1' } } as unknown as Pattern;
const layout = (over: Partial<PatternLayout> = {}): PatternLayout => ({
  _id: 'l1',
  id: 'l1',
  patternId: 'p1',
  material: { id: 'm1', name: 'Wool crepe' },
  widthMm: 1500,
  directional: false,
  repeatMm: null,
  seed: 1,
  lengthMm: 2131,
  baselineLengthMm: 2843,
  efficiency: 0.812,
  placements: [],
  createdAt: at,
  ...over,
});
const wool = { id: 'm1', name: 'Wool crepe', kind: 'fabric', measure: 'length', widthMm: 1500 } as Material;
/** A line's quantity as the studio in metres reads it, to the millimetre: 3131 mm is '3.131 m'. */
const qty = (mm: number) => `${mm / 1000} m`;
const line: ProjectMaterialLine = {
  _id: 'b1',
  id: 'b1',
  material: { id: 'm1', name: 'Wool crepe', kind: 'fabric', measure: 'length', widthMm: 1500, available: 3000, cost: 20 },
  quantity: 1000,
  reserved: 0,
  cut: 0,
  toReserve: 1000,
  cost: 20,
  source: '',
  layoutId: null,
  createdAt: at,
  updatedAt: at,
};
const bill = (lines: ProjectMaterialLine[]) => ({
  materials: { lines, totalCost: null, unpricedLines: 0, markupPercent: null, invoiceLine: null } as unknown as BillOfMaterials,
});
const refused = (status: number, code: string, message: string, field?: string): StubAnswer => ({
  status,
  data: { success: false, status_code: status, code, message, ...(field ? { errors: [{ field, message }] } : {}) },
});
const base = {
  'GET /patterns/p1/layouts': { data: { layouts: [], nextCursor: null } },
  'GET /patterns/p1/layouts/l1.svg': { data: {} },
  'GET /materials?kind=fabric&limit=50': { data: { materials: [wool], nextCursor: null } },
  'GET /projects?clientId=c1&limit=50': { data: { projects: [{ id: 'j1', name: 'Wedding gown' }], nextCursor: null } },
  'GET /projects?limit=50': {
    data: {
      projects: [
        { id: 'j2', name: 'Autumn coat' },
        { id: 'j1', name: 'Wedding gown' },
      ],
      nextCursor: null,
    },
  },
};

function renderButton(user = sampleUser()) {
  const session = { user, setUser: vi.fn(), logout: vi.fn(async () => {}) };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Routes>
          <Route element={<Outlet context={session} />}>
            <Route index element={<CuttingLayoutButton pattern={pattern} />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Cutting layout of Formal Skirt' }));
  return within(await screen.findByRole('dialog', { name: 'Cutting layout of Formal Skirt' }));
}

async function choose(dialog: ReturnType<typeof within>, field: string, option: string) {
  fireEvent.keyDown(dialog.getByRole('combobox', { name: field }), { key: 'ArrowDown' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const bodyOf = (fetch: ReturnType<typeof stubApi>, key: string) => {
  const [method, path] = key.split(' ');
  const call = fetch.mock.calls.find(([url, init]) => init.method === method && url === `/api/v1${path}`);
  return call ? JSON.parse(String(call[1].body)) : undefined;
};

describe('the cutting layout of a generated pattern', () => {
  it('is not offered to a Free studio', async () => {
    stubApi(base);
    renderButton(sampleUser({ plan: 'free' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Cutting layout/ })).toBeNull());
  });

  it('reads a width typed in inches with its fraction, and answers the length in yards to the eighth', async () => {
    act(() => setPreferences({ ...DEFAULT_SETTINGS, measurementUnit: 'inches' }));
    const fetch = stubApi({
      ...base,
      'POST /patterns/p1/layouts': { status: 201, data: { layout: layout({ material: null, widthMm: 1511 }) } },
    });
    renderButton();
    const dialog = await openDialog();
    fireEvent.click(dialog.getByRole('radio', { name: 'A fabric to buy' }));
    fireEvent.change(dialog.getByLabelText('Width (in)'), { target: { value: '59 1/2' } });
    fireEvent.change(dialog.getByLabelText(/Pattern repeat \(in\)/), { target: { value: '12,5' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Nap or one-way print' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Lay out' }));
    // 2131 mm is 2.33 yd: a tailor buys 2 3/8 yd.
    expect((await dialog.findByTestId('layout-length')).textContent).toBe('2⅜ yd');
    expect(bodyOf(fetch, 'POST /patterns/p1/layouts')).toEqual({ widthMm: 1511, directional: true, repeatMm: 318 });
    expect(dialog.getByTestId('layout-efficiency').textContent).toBe('81%');
    // One figure for the yardage (decision 187): no box estimate beside it.
    expect(dialog.queryByTestId('layout-saving')).toBeNull();
    expect((await dialog.findByRole('img')).getAttribute('alt')).toMatch(
      /^Cutting layout of Formal Skirt on a fabric not in stock, 59½ in wide: 0 pieces/,
    );
    expect(dialog.getByText(/A fabric to buy has no stock/)).toBeTruthy();
  });

  it('refuses a width it cannot read or out of bounds on the field, without asking the server', async () => {
    const fetch = stubApi(base);
    renderButton();
    const dialog = await openDialog();
    fireEvent.click(dialog.getByRole('radio', { name: 'A fabric to buy' }));
    const width = dialog.getByLabelText('Width (cm)');
    fireEvent.change(width, { target: { value: 'wide' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Lay out' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Write the width in cm, e.g. 150'));
    expect(width.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(width, { target: { value: '5' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Lay out' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Width must be between 10 cm and 350 cm'));
    expect(fetch.mock.calls.some(([, init]) => init.method === 'POST')).toBe(false);
  });

  it('shows a fabric too narrow on its field with the piece it cannot hold', async () => {
    const message = 'This fabric is 90 cm wide; the Back needs 112 cm';
    stubApi({ ...base, 'POST /patterns/p1/layouts': refused(422, 'VALIDATION_ERROR', message, 'widthMm') });
    renderButton();
    const dialog = await openDialog();
    fireEvent.click(dialog.getByRole('radio', { name: 'A fabric to buy' }));
    fireEvent.change(dialog.getByLabelText('Width (cm)'), { target: { value: '90' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Lay out' }));
    const width = dialog.getByLabelText('Width (cm)');
    await waitFor(() => expect(width.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(width.getAttribute('aria-describedby') ?? '')?.textContent).toContain(message);
  });

  it('lays out on a fabric from stock in metres, asks what becomes of the project’s line of the fabric before changing it, and reserves it', async () => {
    const reserveRefused = 'Not enough Wool crepe: 1.5 m available';
    const fetch = stubApi({
      ...base,
      'POST /patterns/p1/layouts': { status: 201, data: { layout: layout() } },
      'POST /projects/j1/materials': refused(422, 'VALIDATION_ERROR', 'Wool crepe is already on this project', 'materialId'),
      'GET /projects/j1/materials': { data: bill([line]) },
      'PATCH /projects/j1/materials/b1': { data: bill([{ ...line, quantity: line.quantity + 2131, source: 'layout', layoutId: 'l1' }]) },
      'POST /projects/j1/materials/b1/reserve': refused(409, 'INSUFFICIENT_STOCK', reserveRefused),
    });
    renderButton();
    const dialog = await openDialog();
    await choose(dialog, 'Fabric from stock', 'Wool crepe — 150 cm wide');
    fireEvent.click(dialog.getByRole('button', { name: 'Lay out' }));
    expect((await dialog.findByTestId('layout-length')).textContent).toBe('2.14 m');
    expect(bodyOf(fetch, 'POST /patterns/p1/layouts')).toEqual({ materialId: 'm1' });

    // The client's projects come first.
    fireEvent.keyDown(dialog.getByRole('combobox', { name: 'Project' }), { key: 'ArrowDown' });
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Wedding gown', 'Autumn coat']);
    fireEvent.click(screen.getByRole('option', { name: 'Wedding gown' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Add to project' }));

    // The project has a line of the fabric: nothing changes until the person chooses (decision 186).
    const ask = within(await screen.findByRole('dialog', { name: 'This project already has this fabric' }));
    expect(bodyOf(fetch, 'POST /projects/j1/materials')).toEqual({ materialId: 'm1', quantity: 2131, source: 'layout', layoutId: 'l1' });
    const current = qty(line.quantity);
    expect(ask.getByText(`Wool crepe is already on the materials of Wedding gown: ${current}. This layout needs 2.131 m.`)).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init.method === 'PATCH')).toBe(false);
    const add = ask.getByRole('radio', { name: `Add this layout’s 2.131 m: ${current} → ${qty(line.quantity + 2131)}` });
    expect((add as HTMLInputElement).checked).toBe(true);
    expect(ask.getByRole('radio', { name: `Replace the quantity: ${current} → 2.131 m` })).toBeTruthy();
    fireEvent.click(ask.getByRole('button', { name: 'Change the line' }));
    expect(await dialog.findByText(`Wool crepe on Wedding gown now needs ${qty(line.quantity + 2131)}.`)).toBeTruthy();
    expect(bodyOf(fetch, 'PATCH /projects/j1/materials/b1')).toEqual({ quantity: line.quantity + 2131, source: 'layout', layoutId: 'l1' });

    fireEvent.click(dialog.getByRole('button', { name: 'Reserve now' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(reserveRefused));
    expect(dialog.getByRole('button', { name: 'Reserve now' })).toBeTruthy();
  });

  it('adds a new line when the project has none of the fabric, and reserves it', async () => {
    const added = { ...line, quantity: 2131, toReserve: 2131, source: 'layout', layoutId: 'l1' };
    const fetch = stubApi({
      ...base,
      'GET /patterns/p1/layouts': { data: { layouts: [layout()], nextCursor: null } },
      'POST /projects/j2/materials': { status: 201, data: bill([added]) },
      'POST /projects/j2/materials/b1/reserve': { status: 201, data: bill([{ ...added, reserved: 2131, toReserve: 0 }]) },
    });
    renderButton();
    const dialog = await openDialog();
    fireEvent.click(await dialog.findByRole('button', { name: /^Open the layout on Wool crepe/ }));
    await choose(dialog, 'Project', 'Autumn coat');
    fireEvent.click(dialog.getByRole('button', { name: 'Add to project' }));
    expect(await dialog.findByText('2.14 m of Wool crepe is on the materials of Autumn coat.')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init.method === 'PATCH')).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: 'Reserve now' }));
    expect(await dialog.findByText('Wool crepe is reserved for Autumn coat.')).toBeTruthy();
    expect(bodyOf(fetch, 'POST /projects/j2/materials/b1/reserve')).toEqual({});
    expect(dialog.queryByRole('button', { name: 'Reserve now' })).toBeNull();
  });

  it('speaks French, with the length and the width written the French way', async () => {
    stubApi({ ...base, 'GET /patterns/p1/layouts': { data: { layouts: [layout({ lengthMm: 2125 })], nextCursor: null } } });
    renderButton();
    act(() => setLanguage('fr'));
    fireEvent.click(await screen.findByRole('button', { name: 'Plan de coupe de Formal Skirt' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Plan de coupe de Formal Skirt' }));
    fireEvent.click(await dialog.findByRole('button', { name: /^Ouvrir le plan sur Wool crepe/ }));
    expect((await dialog.findByTestId('layout-length')).textContent).toBe('2,13 m');
    expect(dialog.getByText('Sur Wool crepe, 150 cm de laize')).toBeTruthy();
    expect(dialog.getByRole('heading', { name: 'Ajouter aux matières d’un projet' })).toBeTruthy();
    fireEvent.click(dialog.getByRole('radio', { name: 'Un tissu à acheter' }));
    expect(dialog.getByLabelText('Laize (cm)')).toBeTruthy();
  });

  it('lists the earlier layouts newest first and opens one again', async () => {
    stubApi({
      ...base,
      'GET /patterns/p1/layouts': {
        data: { layouts: [layout({ id: 'l1' }), layout({ id: 'l0', material: null, widthMm: 1150, lengthMm: 2800 })], nextCursor: null },
      },
    });
    renderButton();
    const dialog = await openDialog();
    const rows = within(await dialog.findByTestId('earlier-layouts')).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Wool crepe, 150 cm wide — 2.14 m, Nov 25, 2026Open',
      'a fabric not in stock, 115 cm wide — 2.8 m, Nov 25, 2026Open',
    ]);
    fireEvent.click(within(rows[1]!).getByRole('button'));
    expect((await dialog.findByTestId('layout-length')).textContent).toBe('2.8 m');
  });
});
