import { DEFAULT_SETTINGS, ROLE_PERMISSIONS, type Material } from '@atelier/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPreferences } from '@/lib/preferences';
import { renderSignedIn } from '@/test/render-signed-in';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';
import { standInForMeasures } from '@/test/jsdom-measures';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { MaterialsPage } = await import('./materials-page');

const at = '2026-11-25T10:00:00.000Z';
const material = (id: string, name: string, over: Partial<Material> = {}): Material => ({
  _id: id,
  id,
  kind: 'fabric',
  measure: 'length',
  name,
  fibre: 'Wool',
  colour: 'Navy',
  widthMm: 1500,
  cost: 24.5,
  supplier: '',
  location: '',
  directional: false,
  repeatMm: null,
  lowStockLevel: null,
  notes: '',
  onHand: 3500,
  reserved: 1000,
  available: 2500,
  low: false,
  createdAt: at,
  updatedAt: at,
  ...over,
});

const crepe = material('m1', 'Wool crepe');
const buttons = material('m2', 'Brass buttons', {
  kind: 'notion',
  measure: 'count',
  fibre: '',
  colour: 'Gold',
  widthMm: null,
  onHand: 6,
  reserved: 0,
  available: 6,
  lowStockLevel: 12,
  low: true,
});

const renderPage = (user = sampleUser(), path = '/materials') =>
  renderSignedIn(<MaterialsPage />, { path: 'materials', entry: path, user });

beforeAll(standInForMeasures);
beforeEach(() => setPreferences({ ...DEFAULT_SETTINGS, measurementUnit: 'cm' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  setPreferences(DEFAULT_SETTINGS);
});

const list = { 'GET /materials?limit=50': { data: { materials: [crepe, buttons], nextCursor: null } } };

describe('/materials', () => {
  it('lists each material with its kind, line and figures in the studio’s units, and marks what is low', async () => {
    stubApi(list);
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'Wool crepe' }));
    expect(card.getByText('Navy · Wool · 150 cm wide')).toBeTruthy();
    expect(card.getByTestId('on-hand').textContent).toBe('3.5 m');
    expect(card.getByTestId('reserved').textContent).toBe('1 m');
    expect(card.getByTestId('available').textContent).toBe('2.5 m');
    expect(card.queryByTestId('low-badge')).toBeNull();
    expect(card.getByRole('link', { name: 'Wool crepe' }).getAttribute('href')).toBe('/materials/m1');

    const notion = within(screen.getByRole('article', { name: 'Brass buttons' }));
    expect(notion.getByText('Notion')).toBeTruthy();
    expect(notion.getByTestId('on-hand').textContent).toBe('6 units');
    expect(notion.getByRole('generic', { name: 'Brass buttons is low on stock' }).textContent).toBe('Low');
  });

  it('shows yards and inches to a studio working in inches', async () => {
    setPreferences({ ...DEFAULT_SETTINGS, measurementUnit: 'inches' });
    stubApi({
      'GET /materials?limit=50': { data: { materials: [material('m1', 'Silk', { widthMm: 1372, onHand: 3200 })], nextCursor: null } },
    });
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'Silk' }));
    expect(card.getByText('Navy · Wool · 54 in wide')).toBeTruthy();
    expect(card.getByTestId('on-hand').textContent).toBe('3½ yd');
  });

  it('asks the server for what is low only', async () => {
    const fetch = stubApi({ ...list, 'GET /materials?low=true&limit=50': { data: { materials: [buttons], nextCursor: null } } });
    renderPage();
    await screen.findByRole('article', { name: 'Wool crepe' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Low stock only' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Wool crepe' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Brass buttons' })).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/v1/materials?low=true&limit=50');
  });

  it('opens narrowed to what is low from the address (the dashboard’s See all), and widens again', async () => {
    const fetch = stubApi({ ...list, 'GET /materials?low=true&limit=50': { data: { materials: [buttons], nextCursor: null } } });
    renderPage(sampleUser(), '/materials?low=true');
    expect(await screen.findByRole('article', { name: 'Brass buttons' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Low stock only' }).getAttribute('aria-checked')).toBe('true');
    expect(fetch.mock.calls.map(([url]) => url)).not.toContain('/api/v1/materials?limit=50');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Low stock only' }));
    expect(await screen.findByRole('article', { name: 'Wool crepe' })).toBeTruthy();
  });

  it('says so when the studio has no materials yet', async () => {
    stubApi({ 'GET /materials?limit=50': { data: { materials: [], nextCursor: null } } });
    renderPage();
    expect(await screen.findByText(/No materials yet/)).toBeTruthy();
  });

  it('adds a fabric typed as a tailor writes it, after refusing a width that is no number', async () => {
    const fetch = stubApi({
      ...list,
      'POST /materials': { status: 201, message: 'Material added', data: { material: material('m3', 'Linen', { widthMm: 1400 }) } },
    });
    renderPage();
    await screen.findByRole('article', { name: 'Wool crepe' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Material' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Material' }));
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Linen' } });
    fireEvent.change(dialog.getByLabelText('Width (cm)'), { target: { value: 'wide' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Material' }));
    const error = 'Width (cm): write a number of cm, such as 150, 69,5 or 3 1/2.';
    expect(await dialog.findByText(error)).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(error);
    expect(fetch.mock.calls.some(([, init]) => init.method === 'POST')).toBe(false);

    fireEvent.change(dialog.getByLabelText('Width (cm)'), { target: { value: '140' } });
    fireEvent.change(dialog.getByLabelText(/^Low-stock level \(m\)/), { target: { value: '1 1/2' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Material' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetch.mock.calls.find(([, init]) => init.method === 'POST')!;
    expect(JSON.parse(post[1].body as string)).toEqual({
      kind: 'fabric',
      name: 'Linen',
      widthMm: 1400,
      directional: false,
      lowStockLevel: 1500,
    });
    // The toast follows the answer's handling, which may settle after the dialog has closed.
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Material added'));
  });

  it('shows the server’s refusal under its field', async () => {
    stubApi({
      ...list,
      'POST /materials': {
        status: 422,
        data: { success: false, code: 'VALIDATION_ERROR', message: 'Name is taken', errors: [{ field: 'name', message: 'Name is taken' }] },
      },
    });
    renderPage();
    await screen.findByRole('article', { name: 'Wool crepe' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Material' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Material' }));
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Linen' } });
    fireEvent.change(dialog.getByLabelText('Width (cm)'), { target: { value: '140' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Material' }));
    expect(await dialog.findByText('Name is taken')).toBeTruthy();
  });

  it('gives staff the list without adding, editing, deleting or prices', async () => {
    stubApi({ 'GET /materials?limit=50': { data: { materials: [{ ...crepe, cost: null }], nextCursor: null } } });
    renderPage(sampleUser({ studio: { id: 'w1', name: 'Studio', role: 'staff', permissions: [...ROLE_PERMISSIONS.staff], active: true } }));
    await screen.findByRole('article', { name: 'Wool crepe' });
    expect(screen.queryByRole('button', { name: 'Add Material' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Wool crepe' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Wool crepe' })).toBeNull();
  });
});
