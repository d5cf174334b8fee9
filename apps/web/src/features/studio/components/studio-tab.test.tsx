import { ROLE_PERMISSIONS, type Studio, type User } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleProfile, sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { createQueryClient } = await import('@/lib/query/query-client');
const { StudioTab } = await import('./studio-tab');

const studio: Studio = {
  id: 'w1',
  name: "Ada's studio",
  address: '',
  currency: 'USD',
  timezone: 'America/New_York',
  paperSize: 'a4',
  brandColor: '',
  logoUrl: '',
  branding: false,
  phoneCountry: '',
  conventionsConfirmedAt: '2026-11-25T10:00:00.000Z',
  materialsMarkupPercent: 15,
};

function renderTab(user: User = sampleUser()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Routes>
          <Route element={<Outlet context={{ user, setUser: vi.fn(), logout: async () => {} }} />}>
            <Route index element={<StudioTab />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const patchBody = (fetch: ReturnType<typeof stubApi>) => {
  const call = fetch.mock.calls.find(([url, init]) => url === '/api/v1/studio' && init.method === 'PATCH');
  return call ? JSON.parse(String(call[1].body)) : undefined;
};

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the studio’s markup on materials (decision 144)', () => {
  it('is typed with a comma, refused beyond two decimals, and saved as a number', async () => {
    const fetch = stubApi({
      'GET /studio': { data: { studio } },
      'PATCH /studio': { data: { studio: { ...studio, materialsMarkupPercent: 12.5 } } },
      'GET /user/profile': { data: { user: sampleProfile() } },
    });
    renderTab();
    const field = (await screen.findByRole('textbox', { name: 'Markup on materials (%)' })) as HTMLInputElement;
    expect(field.value).toBe('15');
    fireEvent.change(field, { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save studio' }));
    expect(await screen.findByText('Markup on materials can have at most 2 decimals.')).toBeTruthy();
    expect(patchBody(fetch)).toBeUndefined();

    fireEvent.change(field, { target: { value: '12,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save studio' }));
    await waitFor(() =>
      expect(patchBody(fetch)).toMatchObject({ materialsMarkupPercent: 12.5, name: "Ada's studio", conventionsConfirmed: true }),
    );
  });

  it('is not shown to a role that sees no prices (the server answers null)', async () => {
    stubApi({ 'GET /studio': { data: { studio: { ...studio, materialsMarkupPercent: null } } } });
    const manager = { id: 'w1', name: 'Studio', role: 'manager' as const, permissions: [...ROLE_PERMISSIONS.manager], active: true };
    renderTab(sampleUser({ studio: manager }));
    await screen.findByRole('textbox', { name: 'Studio name' });
    expect(screen.queryByRole('textbox', { name: 'Markup on materials (%)' })).toBeNull();
  });
});
