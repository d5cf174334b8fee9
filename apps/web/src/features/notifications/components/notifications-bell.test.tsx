import type { AppNotification } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { createQueryClient } = await import('@/lib/query/query-client');
const { NotificationsBell } = await import('./notifications-bell');

const notice = (overrides: Partial<AppNotification>): AppNotification => ({
  id: 'n1',
  kind: 'client-message',
  clientId: 'c1',
  entityType: 'client',
  entityId: 'c1',
  subject: 'Grace Hopper',
  body: '',
  read: false,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...overrides,
});

const LIST = 'GET /notifications?limit=20';

function renderBell() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <NotificationsBell />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the notifications bell (decision 082)', () => {
  it('names the unread count, lists who did what with their words and a link to the client, and marks all read', async () => {
    let unread = 2;
    const list = () => ({
      data: {
        notifications: [
          notice({ id: 'n1', body: 'Is my dress ready?\nThanks', read: unread === 0 }),
          notice({ id: 'n2', kind: 'appointment-reschedule', entityType: 'event', entityId: 'e1', body: 'Friday?', read: unread === 0 }),
          notice({ id: 'n3', kind: 'appointment-confirmed', subject: 'Ada Lovelace', clientId: 'c2', entityType: 'event', read: true }),
        ],
        nextCursor: null,
        unread,
      },
    });
    const api = stubApi({
      [LIST]: list,
      'POST /notifications/read': () => {
        unread = 0;
        return { data: { unread: 0 } };
      },
    });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    fireEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(dialog).getAllByTestId('notification');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Grace Hopper sent you a message');
    expect(within(items[0]!).getByLabelText('Grace Hopper wrote').textContent).toBe('Is my dress ready?\nThanks');
    expect(within(items[0]!).getByRole('img', { name: 'Unread' })).toBeTruthy();
    expect(within(items[0]!).getByText('5 minutes ago')).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: 'Open Grace Hopper' }).getAttribute('href')).toBe('/clients/c1');
    // A client's message is answered in their conversation (decision 131); other notices offer no reply.
    expect(within(items[0]!).getByRole('link', { name: 'Reply to Grace Hopper' }).getAttribute('href')).toBe('/clients/c1#conversation');
    expect(within(items[1]!).queryByRole('link', { name: /^Reply/ })).toBeNull();
    expect(items[1]!.textContent).toContain('Grace Hopper asked to move an appointment');
    expect(within(items[1]!).getByRole('link', { name: 'Open the calendar' }).getAttribute('href')).toBe('/calendar');
    expect(items[2]!.textContent).toContain('Ada Lovelace confirmed an appointment');
    expect(within(items[2]!).queryByRole('img', { name: 'Unread' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeTruthy());
    const marked = api.mock.calls.find(([url, init]) => url === '/api/v1/notifications/read' && (init as RequestInit).method === 'POST');
    expect((marked![1] as RequestInit).body).toBe('{}');
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true);
  });

  it('says when there is nothing yet, with the bell named without a count', async () => {
    stubApi({ [LIST]: { data: { notifications: [], nextCursor: null, unread: 0 } } });
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(/Nothing yet\./)).toBeTruthy();
  });

  it('tells of a material running low and opens its page', async () => {
    stubApi({
      [LIST]: {
        data: {
          notifications: [
            notice({ kind: 'material-low', clientId: null, entityType: 'material', entityId: 'm1', subject: 'Silk charmeuse' }),
          ],
          nextCursor: null,
          unread: 1,
        },
      },
      'POST /notifications/read': { data: { unread: 0 } },
    });
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      within(dialog).getByText('What your clients did through their portal, the materials running low and the rentals not back.'),
    ).toBeTruthy();
    const item = within(dialog).getByTestId('notification');
    expect(item.textContent).toContain('Silk charmeuse is below its low-stock level');
    expect(within(item).getByRole('link', { name: 'Open Silk charmeuse' }).getAttribute('href')).toBe('/materials/m1');
    expect(within(item).queryByRole('link', { name: /^Reply/ })).toBeNull();
  });

  it('tells of a rental still out after its return day and opens the late rentals (decision 228)', async () => {
    stubApi({
      [LIST]: {
        data: {
          notifications: [notice({ kind: 'rental-late', clientId: 'c1', entityType: 'rental', entityId: 'r1', subject: 'Théo Marchand' })],
          nextCursor: null,
          unread: 1,
        },
      },
      'POST /notifications/read': { data: { unread: 0 } },
    });
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const item = within(await screen.findByRole('dialog', { name: 'Notifications' })).getByTestId('notification');
    expect(item.textContent).toContain('Théo Marchand has not brought back a rental due yesterday');
    expect(within(item).getByRole('link', { name: 'Open the late rentals' }).getAttribute('href')).toBe('/rentals?due=late');
  });
});
