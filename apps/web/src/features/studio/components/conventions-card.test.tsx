import { DEFAULT_SETTINGS, ROLE_PERMISSIONS, type User } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleProfile, sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { createQueryClient } = await import('@/lib/query/query-client');
const { ConventionsCard } = await import('./conventions-card');

// Decision 129: the studio's conventions are asked once, on the dashboard, of who may set them.

const studio = {
  id: 'w1',
  name: "Ada's studio",
  address: '',
  currency: 'EUR',
  timezone: 'America/New_York',
  paperSize: 'a4',
  brandColor: '',
  logoUrl: '',
  branding: false,
  phoneCountry: '',
  conventionsConfirmedAt: '2026-11-25T10:00:00.000Z',
};

function Layout({ initial }: { initial: User }) {
  const [user, setUser] = useState<User>(initial);
  return <Outlet context={{ user, setUser, logout: async () => {} }} />;
}

function renderCard(user: User) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route element={<Layout initial={user} />}>
            <Route path="/dashboard" element={<ConventionsCard />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const unconfirmed = sampleUser({ settings: { ...DEFAULT_SETTINGS, conventionsConfirmedAt: '' } });

describe('the first-sign-in conventions card', () => {
  it('asks the owner once: it saves the zone and currency to the studio, the clock to the preferences, and is gone', async () => {
    const confirmed = {
      ...DEFAULT_SETTINGS,
      timezone: 'America/New_York',
      currency: 'EUR' as const,
      conventionsConfirmedAt: studio.conventionsConfirmedAt,
    };
    const fetch = stubApi({
      'PATCH /studio': { data: { studio } },
      'PATCH /user/preferences': { data: { user: sampleProfile({ settings: { ...confirmed, timeFormat: '12h', weekStart: 'monday' } }) } },
    });
    renderCard(unconfirmed);
    const card = await screen.findByRole('region', { name: "Your studio's conventions" });
    expect(card).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm conventions' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: "Your studio's conventions" })).toBeNull());
    const bodies = fetch.mock.calls.map(([url, init]) => [`${init.method} ${url}`, JSON.parse(String(init.body))]);
    const studioBody = bodies.find(([key]) => String(key).endsWith('/studio'))![1];
    expect(studioBody).toMatchObject({ conventionsConfirmed: true, currency: 'USD' });
    expect(typeof studioBody.timezone).toBe('string');
    const prefs = bodies.find(([key]) => String(key).endsWith('/user/preferences'))![1];
    expect(Object.keys(prefs.settings).sort()).toEqual(['measurementUnit', 'timeFormat', 'weekStart']);
  });

  it('is not shown again once confirmed, nor to staff, who cannot set the studio', async () => {
    stubApi({});
    renderCard(sampleUser({ settings: { ...DEFAULT_SETTINGS, conventionsConfirmedAt: '2026-11-25T10:00:00.000Z' } }));
    renderCard({
      ...unconfirmed,
      studio: { id: 'w1', name: "Ada's studio", role: 'staff', permissions: [...ROLE_PERMISSIONS.staff], active: true },
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: "Your studio's conventions" })).toBeNull();
  });
});
