import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query/query-client';
import { EmailUndoPage } from './email-undo-page';

const TOKEN = 'x'.repeat(43);

function renderAt(url: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="email-change/undo" element={<EmailUndoPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function stubUndo(status: number, body: unknown) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}

describe('EmailUndoPage (decision 050)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('does nothing on opening; the button posts the token from the fragment, then offers a new password', async () => {
    const calls = stubUndo(200, { success: true, status_code: 200, message: 'Email address restored.', data: {} });
    renderAt(`/email-change/undo#token=${TOKEN}`);
    expect(calls).toHaveLength(0);
    expect(screen.getByText(/removes the password/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bring my address back' }));
    await waitFor(() => expect(screen.getByText('Your address is back. Every device was signed out.')).toBeTruthy());
    expect(calls).toEqual([{ url: '/api/v1/user/email/undo', body: { token: TOKEN } }]);
    expect(screen.getByRole('link', { name: 'Set a new password' }).getAttribute('href')).toBe('/forgot-password');
  });

  it("shows the server's refusal of a used or expired link", async () => {
    const message = 'This undo link is not valid: it was used already, or its 7 days have passed.';
    stubUndo(400, { success: false, status_code: 400, code: 'BAD_REQUEST', message, errors: [{ field: 'token', message }] });
    renderAt(`/email-change/undo#token=${TOKEN}`);
    fireEvent.click(screen.getByRole('button', { name: 'Bring my address back' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('says the link is incomplete without a token, offering no button', () => {
    renderAt('/email-change/undo');
    expect(screen.getByText(/This link is incomplete/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bring my address back' })).toBeNull();
  });
});
