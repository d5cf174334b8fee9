import type { DesignerStyle } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { createQueryClient } = await import('@/lib/query/query-client');
const { DesignerStylesPage } = await import('./designer-styles-page');

// Decision 213: a designer's line from a CSV, every row checked before anything is sent.

// Radix Select asks for what jsdom lacks.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.scrollIntoView ??= () => {};
// jsdom's File has no text(); the browser's reads it as UTF-8, as FileReader does here.
Blob.prototype.text ??= function (this: Blob) {
  return new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(this);
  });
};

function renderPage() {
  const session = { user: sampleUser(), setUser: vi.fn(), logout: vi.fn(async () => {}) };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/designer-styles']}>
        <Routes>
          <Route element={<Outlet context={session} />}>
            <Route path="designer-styles" element={<DesignerStylesPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const taken = {
  status: 422,
  data: {
    success: false,
    status_code: 422,
    code: 'VALIDATION_ERROR',
    message: 'This designer already has a style numbered A2',
    errors: [{ field: 'rows.1.styleNumber', message: 'This designer already has a style numbered A2' }],
  },
};
const imported = {
  status: 201,
  message: '2 styles imported into the catalogue',
  data: { imported: 2, designerStyles: [] as DesignerStyle[] },
};

const choose = (input: HTMLElement, text: string) =>
  fireEvent.change(input, { target: { files: [new File([text], 'line.csv', { type: 'text/csv' })] } });

describe('Import CSV on the catalogue', () => {
  it('lists a typo by its line and sends nothing, shows the server’s refusal on its line, then imports the line', async () => {
    let answers = [taken, imported];
    const fetch = stubApi({
      'GET /designer-styles?limit=50': { data: { designerStyles: [], nextCursor: null } },
      'GET /suppliers?limit=50': { data: { suppliers: [{ id: 's1', name: 'Pronovias' }], nextCursor: null } },
      'POST /designer-styles/import': () => {
        const [next, ...rest] = answers;
        answers = rest;
        return next!;
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import a designer’s line' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('/suppliers'))).toBe(true));
    fireEvent.keyDown(dialog.getByRole('combobox', { name: 'Designer' }), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Pronovias' }));

    const file = dialog.getByLabelText('CSV file');
    choose(file, 'Style #,Description,MSRP\nA1,Aurora,"1,290.00"\nA2,Bella,12O0\n');
    expect(await dialog.findByText(/^Line 3 — Retail price .*: Write a number/)).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Import 2 styles' }).hasAttribute('disabled')).toBe(true);

    choose(file, 'Style #,Description,MSRP\nA1,Aurora,"1,290.00"\nA2,Bella,990\n');
    const send = await dialog.findByRole('button', { name: 'Import 2 styles' });
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    fireEvent.click(send);
    expect(await dialog.findByText('Line 3 — Style number: This designer already has a style numbered A2')).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init.method === 'POST')!;
    expect(JSON.parse(post[1].body as string)).toMatchObject({
      designerId: 's1',
      rows: [
        { styleNumber: 'A1', name: 'Aurora', retail: 1290 },
        { styleNumber: 'A2', name: 'Bella', retail: 990 },
      ],
    });

    choose(file, 'Style #,Description,MSRP\nA1,Aurora,"1,290.00"\nA3,Bella,990\n');
    fireEvent.click(await dialog.findByRole('button', { name: 'Import 2 styles' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('2 styles imported into the catalogue');
  });
});
