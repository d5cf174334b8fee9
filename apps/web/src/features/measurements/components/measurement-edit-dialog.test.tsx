import { DEFAULT_SETTINGS, type Measurement } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPreferences } from '@/lib/preferences';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { createQueryClient } = await import('@/lib/query/query-client');
const { MeasurementEditDialog } = await import('./measurement-edit-dialog');

const measurement: Measurement = {
  _id: 'm1',
  id: 'm1',
  clientId: 'c1',
  garmentType: 'skirt',
  templateId: null,
  garmentName: 'Skirt',
  takenBy: 'studio',
  measurements: [
    { name: 'Waist', size: 28, unit: 'inches' },
    { name: 'Hips', size: 38.25, unit: 'inches' },
  ],
  notes: '',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function renderDialog() {
  const fetch = stubApi({ 'PATCH /measurements/m1': { data: { measurement } } });
  // The Free plan has no studio templates: the dialog asks for none.
  const session = { user: sampleUser({ plan: 'free' }), setUser: vi.fn(), logout: vi.fn(async () => {}) };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Routes>
          <Route element={<Outlet context={session} />}>
            <Route index element={<MeasurementEditDialog measurement={measurement} clientName="Grace Hopper" onClose={() => {}} />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const patches = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .filter(([, init]) => init.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init.body)) as { measurements: unknown });

describe('Edit Measurement: sizes as tailors write them (decision 124)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    act(() => setPreferences(DEFAULT_SETTINGS));
  });

  it('shows saved inches as fractions in text inputs a phone can type a fraction in, and saves 27 1/4 as 27.25', async () => {
    const fetch = renderDialog();
    const waist = screen.getByRole('textbox', { name: 'Waist' });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Hips' }).value).toBe('38¼');
    expect(waist.getAttribute('inputmode')).toBe('text');
    fireEvent.change(waist, { target: { value: '27 1/4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(patches(fetch)).toHaveLength(1));
    expect(patches(fetch)[0]!.measurements).toEqual([
      { name: 'Waist', size: 27.25, unit: 'inches' },
      { name: 'Hips', size: 38.25, unit: 'inches' },
    ]);
  });

  it('says under each standard field how to take it (decision 135)', () => {
    renderDialog();
    const waistToHip = screen.getByRole('textbox', { name: 'Waist to Hip' });
    const described = (waistToHip.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('At the side, from the waist down to the fullest part of the hips.');
  });

  it('refuses 27 1/3 under the field, naming it, keeps what was typed, and sends nothing', async () => {
    const fetch = renderDialog();
    const waist = screen.getByRole<HTMLInputElement>('textbox', { name: 'Waist' });
    fireEvent.change(waist, { target: { value: '27 1/3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByText('Waist: write 27 1/4 or 27.25')).toBeTruthy());
    expect(waist.getAttribute('aria-invalid')).toBe('true');
    expect(waist.value).toBe('27 1/3');
    expect(patches(fetch)).toHaveLength(0);
  });

  it('types centimetres on the decimal keypad', () => {
    act(() => setPreferences({ ...DEFAULT_SETTINGS, measurementUnit: 'cm' }));
    renderDialog();
    const waist = screen.getByRole<HTMLInputElement>('textbox', { name: 'Waist' });
    expect(waist.getAttribute('inputmode')).toBe('decimal');
    expect(waist.value).toBe('71.12');
  });
});
