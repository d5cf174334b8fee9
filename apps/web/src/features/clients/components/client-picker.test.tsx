import type { Client } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { createQueryClient } = await import('@/lib/query/query-client');
const { ClientPicker } = await import('./client-picker');

const client = (id: string, name: string, email = ''): Client => ({
  _id: id,
  id,
  name,
  email,
  phone: '',
  address: '',
  notes: '',
  companyNumber: '',
  vatNumber: '',
  country: '',
  status: 'active',
  preferredChannel: 'email',
  language: 'en',
  projects: 0,
  lastOrderDate: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const firstPage = Array.from({ length: 50 }, (_, i) => client(`c${300 - i}`, `Client ${300 - i}`));
const zed = client('c7', 'Zed Åkesson', 'zed@example.com');
const detail = (c: Client) => ({
  data: { client: c, related: { measurements: 0, projects: 0 }, deletion: { allowed: true, code: null, message: null } },
});

function Form({
  initial = '',
  selectedName,
  onChange,
}: {
  initial?: string;
  selectedName?: string;
  onChange: (id: string, c: Client | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <label htmlFor="client">Client</label>
      <ClientPicker
        id="client"
        value={value}
        selectedName={selectedName}
        placeholder="Select a client"
        onChange={(id, c) => {
          setValue(id);
          onChange(id, c);
        }}
      />
    </form>
  );
}

function renderPicker(props: Partial<Parameters<typeof Form>[0]> = {}) {
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Form onChange={onChange} {...props} />
    </QueryClientProvider>,
  );
  return { onChange, input: screen.getByRole('combobox', { name: 'Client' }) as HTMLInputElement };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Decision 069: a studio with 3,000 clients can pick any of them, found by the server. */
describe('ClientPicker', () => {
  it('lists the first page when opened, finds a client beyond it through the server as the user types, and picks it by keyboard', async () => {
    const fetchMock = stubApi({
      'GET /clients?limit=50': { data: { clients: firstPage, nextCursor: 'after-c251' } },
      'GET /clients?search=zed&limit=50': { data: { clients: [zed], nextCursor: null } },
    });
    const { onChange, input } = renderPicker();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(input);
    expect(await screen.findByRole('option', { name: 'Client 300' })).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(50);
    // More clients than one page: the list says how to reach them.
    expect(screen.getByRole('status').textContent).toBe('Type a name to find other clients.');

    fireEvent.change(input, { target: { value: 'zed' } });
    // After the pause in typing (a loaded machine may take longer than findBy's second).
    expect(await screen.findByRole('option', { name: 'Zed Åkesson' }, { timeout: 3000 })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('search='))).toEqual([
      '/api/v1/clients?search=zed&limit=50',
    ]);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Zed Åkesson' }).id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('c7', zed);
    expect(input.value).toBe('Zed Åkesson');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes its list on Escape without choosing, and keeps the choice it had', async () => {
    stubApi({ 'GET /clients?limit=50': { data: { clients: firstPage, nextCursor: null } }, 'GET /clients/c300': detail(firstPage[0]!) });
    const { onChange, input } = renderPicker({ initial: 'c300' });
    await waitFor(() => expect(input.value).toBe('Client 300'));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await screen.findByRole('option', { name: 'Client 299' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe('Client 300');
  });

  it("shows an edited record's client by the name the record carries, or reads it by id, when it is in no loaded page", async () => {
    const fetchMock = stubApi({ 'GET /clients/c7': detail(zed) });
    renderPicker({ initial: 'c7', selectedName: 'Zed Åkesson' });
    expect((screen.getByRole('combobox', { name: 'Client' }) as HTMLInputElement).value).toBe('Zed Åkesson');
    expect(fetchMock).not.toHaveBeenCalled();
    cleanup();

    renderPicker({ initial: 'c7' });
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Client' }) as HTMLInputElement).value).toBe('Zed Åkesson'));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/v1/clients/c7']);
  });
});
