import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '@/lib/query/query-client';
import { sampleUser } from './sample-user';

type Options = {
  /** The route's path, as `apps/web/src/app/routes.tsx` declares it (`pieces`, `purchase-orders/:id`). */
  path: string;
  /** The address the page opens at; the path itself when not told. */
  entry?: string;
  user?: ReturnType<typeof sampleUser>;
};

/**
 * A page as the app shows it to a signed-in member: its own query client, the router at `entry`,
 * and the session the layout passes down as the outlet's context. The one render of a page test.
 */
export function renderSignedIn(page: ReactElement, { path, entry = `/${path}`, user = sampleUser() }: Options) {
  const session = { user, setUser: vi.fn(), logout: vi.fn(async () => {}) };
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route element={<Outlet context={session} />}>
            <Route path={path} element={page} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
