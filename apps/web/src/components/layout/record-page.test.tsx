import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { RecordHeader, RecordPage, type RecordQuery } from './record-page';

type Supplier = { name: string };
const list = { to: '/suppliers', label: 'All suppliers' };

/** A record's page as the features write one: the scaffold around the view, its header first. */
function renderPage(query: RecordQuery<Supplier>) {
  return render(
    <RecordPage query={query} list={list} loadingText="Loading the supplier..." failedTitle="The supplier could not be loaded">
      {(record) => (
        <div data-testid="supplier-page">
          <RecordHeader title={record.name} badges={<span>Active</span>}>
            <button type="button">Edit</button>
          </RecordHeader>
        </div>
      )}
    </RecordPage>,
  );
}

/** What TanStack Query gives a page: the record once read, the error of the last read, and a read again. */
const queryOf = (over: Partial<RecordQuery<Supplier>>): RecordQuery<Supplier> => ({
  data: undefined,
  error: null,
  refetch: vi.fn(),
  ...over,
});
const refusal = (statusCode: number, code: string, message: string) => new ApiError({ statusCode, code, message });

describe('RecordPage', () => {
  afterEach(cleanup);

  it('says it is loading, busy, until the record comes, then draws its header and content', () => {
    const { rerender } = renderPage(queryOf({}));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Loading the supplier...');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('heading')).toBeNull();

    rerender(
      <RecordPage query={queryOf({ data: { name: 'Maison Lyon' } })} list={list} loadingText="Loading..." failedTitle="Failed">
        {(record) => <RecordHeader title={record.name} badges={<span>Active</span>} />}
      </RecordPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Maison Lyon' })).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All suppliers' }).getAttribute('href')).toBe('/suppliers');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("is the app's not-found state, with the way back to the list, when the server answered 404", () => {
    renderPage(queryOf({ error: refusal(404, 'NOT_FOUND', 'Supplier not found') }));
    expect(screen.getByTestId('not-found')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All suppliers' }).getAttribute('href')).toBe('/suppliers');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says what failed and reads again on Retry', () => {
    const refetch = vi.fn();
    renderPage(queryOf({ error: refusal(500, 'INTERNAL_ERROR', 'The server stumbled'), refetch }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The supplier could not be loaded');
    expect(alert.textContent).toContain('Error: The server stumbled');
    expect(screen.queryByTestId('not-found')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('keeps the record it read on screen when a refresh fails', () => {
    renderPage(queryOf({ data: { name: 'Maison Lyon' }, error: refusal(500, 'INTERNAL_ERROR', 'The server stumbled') }));
    expect(screen.getByTestId('supplier-page')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
