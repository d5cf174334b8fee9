import { cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './page-error-boundary';

/** A page whose code cannot be fetched, as a lazy page opened offline before the app kept it. */
const UnreachablePage = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

function openUnreachablePage(key: string) {
  return (
    <PageErrorBoundary key={key}>
      <Suspense fallback={<p>loading</p>}>
        <UnreachablePage />
      </Suspense>
    </PageErrorBoundary>
  );
}

describe('PageErrorBoundary', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('says offline that the page is not on the device yet, with a way to reload, instead of an empty screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(openUnreachablePage('/projects'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This page could not be shown');
    expect(alert.textContent).toContain('This page is not on this device yet');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('online, says something went wrong; another page (another key) renders again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(openUnreachablePage('/projects'));
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong while showing this page');
    rerender(
      <PageErrorBoundary key="/clients">
        <p>clients</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('clients')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
