import { ROLE_PERMISSIONS, type MessagingUsage, type User } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { createQueryClient } = await import('@/lib/query/query-client');
const { SendMessageMenu } = await import('./send-message-menu');

const usage: MessagingUsage = {
  sms: { allowance: 100, used: 58, left: 42, resetsAt: '2026-12-01T00:00:00.000Z' },
  today: { cap: 200, sent: 3, left: 197, resetsAt: '2026-11-25T00:00:00.000Z' },
  smsProvider: 'outbox',
  cardRequired: false,
};
const ada = { id: 'c1', name: 'Ada', email: 'ada@example.com', phone: '07700 900123' };
const TEXT = 'Hello Ada, good news: your order Gown is ready to collect.\n— Maison Ada';
const preview = (channel: string, kind = 'order-ready') => ({
  data: {
    preview: {
      kind,
      channel,
      to: channel === 'email' ? ada.email : '+447700900123',
      text: TEXT,
      newPortalLink: false,
      smsParts: channel === 'sms' ? 2 : null,
    },
  },
});

function renderMenu(user: User, client: { id: string; name: string; email?: string; phone?: string } = ada) {
  const session = { user, setUser: vi.fn(), logout: vi.fn(async () => {}) };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/clients']}>
        <Routes>
          <Route element={<Outlet context={session} />}>
            <Route path="clients" element={<SendMessageMenu client={client} about={{ projectId: 'p1' }} defaultKind="order-ready" />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const openMenu = async () => {
  fireEvent.keyDown(screen.getByRole('button', { name: 'Send message to Ada' }), { key: 'Enter' });
  return screen.findAllByRole('menuitem');
};
const bodyOf = (api: ReturnType<typeof stubApi>, url: string) =>
  JSON.parse(String(api.mock.calls.find(([u, init]) => u.endsWith(url) && init.method === 'POST')?.[1].body));

describe('the send menu (decision 083)', () => {
  beforeAll(() => {
    // Radix Select asks for these, which jsdom lacks.
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.scrollIntoView ??= () => {};
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('offers the portal link, email, WhatsApp and SMS with what is left on Premium', async () => {
    stubApi({ 'GET /messaging/usage': { data: { usage } } });
    renderMenu(sampleUser({ plan: 'premium', isSubActive: true }));
    const items = await openMenu();
    expect(items.map((i) => i.textContent)).toEqual(['Copy portal link', 'Send by email', 'Share on WhatsApp', 'Send SMS']);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: /Send SMS/ }).textContent).toBe('Send SMSSMS left this month: 42'));
  });

  it('leaves out the portal link for staff, who see no money (decision 102)', async () => {
    stubApi({ 'GET /messaging/usage': { data: { usage } } });
    const studio = { id: 'w1', name: 'S', role: 'staff' as const, permissions: [...ROLE_PERMISSIONS.staff], active: true };
    renderMenu(sampleUser({ plan: 'premium', isSubActive: true, studio }));
    const items = await openMenu();
    expect(items.map((i) => i.textContent)).not.toContain('Copy portal link');
    expect(items.map((i) => i.textContent?.replace(/SMS left.*$/, ''))).toEqual(['Send by email', 'Share on WhatsApp', 'Send SMS']);
  });

  it('offers only WhatsApp on Free, disabled with the reason when the client has no number', async () => {
    const api = stubApi({});
    renderMenu(sampleUser({ plan: 'free', isSubActive: false }), { id: 'c1', name: 'Ada', email: '', phone: '' });
    const items = await openMenu();
    expect(items.map((i) => i.textContent)).toEqual(['Share on WhatsApp' + 'No phone number']);
    expect(items[0]?.getAttribute('aria-disabled')).toBe('true');
    expect(api).not.toHaveBeenCalled();
  });

  it('shows the server’s text, then opens WhatsApp on the link it answers', async () => {
    const url = `https://wa.me/447700900123?text=${encodeURIComponent(TEXT)}`;
    const api = stubApi({
      'GET /messaging/usage': { data: { usage } },
      'POST /clients/c1/messages/preview': preview('whatsapp'),
      'POST /clients/c1/messages': {
        data: { message: { kind: 'order-ready', channel: 'whatsapp', to: '+447700900123', text: TEXT, whatsappUrl: url, sentAt: null } },
      },
    });
    const tab = { opener: {} as unknown, closed: false, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    renderMenu(sampleUser());
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Share on WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'WhatsApp message to Ada' });
    expect((await within(dialog).findByTestId('message-preview')).textContent).toBe(TEXT);
    expect(within(dialog).getByText('+447700900123')).toBeTruthy();
    expect(bodyOf(api, '/messages/preview')).toEqual({ kind: 'order-ready', channel: 'whatsapp', projectId: 'p1' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Open WhatsApp' }));
    await waitFor(() => expect(tab.location.href).toBe(url));
    expect(tab.opener).toBeNull();
    expect(bodyOf(api, '/clients/c1/messages')).toEqual({ kind: 'order-ready', channel: 'whatsapp', projectId: 'p1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends an SMS of the kind chosen, and says so', async () => {
    const api = stubApi({
      'GET /messaging/usage': { data: { usage } },
      'POST /clients/c1/messages/preview': preview('sms'),
      'POST /clients/c1/messages': {
        data: {
          message: { kind: 'thank-you', channel: 'sms', to: '+447700900123', text: TEXT, whatsappUrl: '', sentAt: '2026-11-24T10:00:00Z' },
        },
      },
    });
    renderMenu(sampleUser());
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: /Send SMS/ }));
    const dialog = await screen.findByRole('dialog', { name: 'SMS to Ada' });
    fireEvent.keyDown(within(dialog).getByRole('combobox', { name: 'Message' }), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Thank you' }));
    await within(dialog).findByTestId('message-preview');
    // What the provider bills, counted by the server (decision 105).
    expect(within(dialog).getByTestId('sms-parts').textContent).toBe('2 SMS parts: each counts as one of the month’s SMS');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send SMS' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message sent'));
    expect(bodyOf(api, '/clients/c1/messages')).toEqual({ kind: 'thank-you', channel: 'sms', projectId: 'p1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows why a message cannot go, and does not offer to send it', async () => {
    const refusal = "Add the country code to the client's phone number, or set your studio's country";
    stubApi({
      'GET /messaging/usage': { data: { usage } },
      'POST /clients/c1/messages/preview': {
        status: 422,
        data: {
          success: false,
          status_code: 422,
          code: 'VALIDATION_ERROR',
          message: refusal,
          errors: [{ field: 'channel', message: refusal }],
        },
      },
    });
    renderMenu(sampleUser());
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Share on WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'WhatsApp message to Ada' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    expect(within(dialog).getByRole('button', { name: 'Open WhatsApp' }).hasAttribute('disabled')).toBe(true);
    expect(toast.error).not.toHaveBeenCalled();
  });
});
