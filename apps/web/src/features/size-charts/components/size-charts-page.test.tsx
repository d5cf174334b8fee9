import { ROLE_PERMISSIONS, type SizeChart, type SizeProposalAnswer } from '@atelier/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/test/render-signed-in';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { SizeChartsPage } = await import('./size-charts-page');

const at = '2026-11-28T10:00:00.000Z';
const misses: SizeChart = {
  _id: 'c1',
  id: 'c1',
  designer: { id: 's1', name: 'Pronovias' },
  name: 'Misses',
  unit: 'inches',
  rule: 'largest',
  measures: ['bust', 'waist', 'hips'],
  rows: [
    { size: '8', values: { bust: 35, waist: 27.25, hips: 37.5 }, upchargeCents: 0 },
    { size: '10', values: { bust: 36, waist: 28.25, hips: 38.5 }, upchargeCents: 0 },
    { size: '16W', values: { bust: 41, waist: 33.25, hips: 43.5 }, upchargeCents: 15000 },
  ],
  note: '',
  createdAt: at,
  updatedAt: at,
};

const renderPage = (user = sampleUser()) => renderSignedIn(<SizeChartsPage />, { path: 'size-charts', user });

beforeAll(() => {
  // jsdom lacks what Radix's checkbox measures with; none of it affects what is tested.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const list = {
  'GET /size-charts?limit=50': { data: { sizeCharts: [misses], nextCursor: null } },
  'GET /suppliers?limit=50': { data: { suppliers: [{ id: 's1', name: 'Pronovias' }], nextCursor: null } },
};

const proposed: SizeProposalAnswer = {
  proposal: {
    size: '10',
    rule: 'largest',
    unit: 'inches',
    decidedBy: 'hips',
    differences: [
      { measure: 'bust', body: 35.5, chart: 36, takeIn: 0.5 },
      { measure: 'waist', body: 28.5, chart: 28.25, takeIn: -0.25 },
      { measure: 'hips', body: 38.5, chart: 38.5, takeIn: 0 },
    ],
    beyond: [],
    upchargeCents: 0,
    missing: [],
  },
  measurement: { id: 'm1', garmentType: 'dress', garmentName: 'Dress', measuredAt: at, unit: 'inches' },
  body: { bust: 35.5, waist: 28.5, hips: 38.5 },
};

describe('/size-charts', () => {
  it('shows a designer’s chart by its sizes, and saves a size typed as a tape reads it', async () => {
    const fetch = stubApi({ ...list, 'PATCH /size-charts/c1': { message: 'Size chart updated', data: { sizeChart: misses } } });
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'Misses' }));
    expect(card.getByText('Pronovias')).toBeTruthy();
    expect(card.getByText('3 sizes, 8 to 16W')).toBeTruthy();

    fireEvent.click(card.getByRole('button', { name: 'Edit Misses' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit size chart' }));
    expect((dialog.getByRole('textbox', { name: 'Waist, size 8' }) as HTMLInputElement).value).toBe('27¼');
    fireEvent.change(dialog.getByRole('textbox', { name: 'Waist, size 10' }), { target: { value: '28 3/8' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Hips, size 10' }), { target: { value: '38.5x' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByText(/Hips/, { selector: '[id="rows.1.values.hips-error"]' })).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init.method === 'PATCH')).toBe(false);

    fireEvent.change(dialog.getByRole('textbox', { name: 'Hips, size 10' }), { target: { value: '38 1/2' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = fetch.mock.calls.find(([, init]) => init.method === 'PATCH')!;
    const body = JSON.parse(patch[1].body as string) as { rows: SizeChart['rows'] };
    expect(body.rows.map((r) => [r.size, r.values.waist, r.values.hips, r.upchargeCents])).toEqual([
      ['8', 27.25, 37.5, 0],
      ['10', 28.375, 38.5, 0],
      ['16W', 33.25, 43.5, 15000],
    ]);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Size chart updated'));
  });

  it('proposes a bride’s size with the measurement that chose it and what each takes in; staff may ask, not edit', async () => {
    stubApi({
      ...list,
      'GET /clients?limit=50': { data: { clients: [{ id: 'k1', name: 'Léa Fontaine' }], nextCursor: null } },
      'GET /size-charts/c1/proposal?clientId=k1': { data: proposed },
    });
    renderPage(sampleUser({ studio: { id: 'w1', name: 'Studio', role: 'staff', permissions: [...ROLE_PERMISSIONS.staff], active: true } }));
    const card = within(await screen.findByRole('article', { name: 'Misses' }));
    expect(card.queryByRole('button', { name: 'Edit Misses' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add size chart' })).toBeNull();

    fireEvent.click(card.getByRole('button', { name: 'Propose a size from Misses' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Size from Pronovias · Misses' }));
    fireEvent.click(dialog.getByRole('combobox', { name: 'Bride' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Léa Fontaine' }));
    expect(await dialog.findByRole('heading', { name: 'Size 10' })).toBeTruthy();
    expect(dialog.getByText('Chosen by: Hips')).toBeTruthy();
    const rows = dialog.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toContain('Bust35½ in36 in½ in');
    expect(rows).toContain('Waist28½ in28¼ inlet out ¼ in');
  });
});
