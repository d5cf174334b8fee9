import { ROLE_PERMISSIONS, type ClientOverview, type Project } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { createQueryClient } = await import('@/lib/query/query-client');
const { ClientPage } = await import('./client-page');

const at = '2026-03-01T10:00:00.000Z';
const ids = (id: string) => ({ _id: id, id });

const project = (id: string, name: string, over: Partial<Project> = {}): Project => ({
  ...ids(id),
  clientId: { ...ids('c1'), name: 'Ada Eze' },
  name,
  description: '',
  type: 'Wedding Dress',
  status: 'in-progress',
  priority: 'high',
  progress: 40,
  dueDate: '2026-06-01T00:00:00.000Z',
  budget: null,
  assigneeId: null,
  code: 'P-0001',
  stages: [],
  createdAt: at,
  updatedAt: at,
  ...over,
});

/** A client page answer as the server gives it to an owner: every section, some with more than their first items. */
const overview: ClientOverview = {
  client: {
    ...ids('c1'),
    name: 'Ada Eze',
    email: 'ada@example.com',
    phone: '+234 800 000 0000',
    address: '3 Marina, Lagos',
    notes: 'Prefers silk linings.',
    companyNumber: '',
    vatNumber: '',
    country: '',
    status: 'active',
    preferredChannel: 'email',
    language: 'en',
    projects: 2,
    lastOrderDate: at,
    createdAt: at,
    updatedAt: at,
  },
  measurements: {
    total: 7,
    garments: 2,
    items: [
      {
        latest: {
          ...ids('m1'),
          clientId: 'c1',
          garmentType: 'dress',
          templateId: null,
          garmentName: 'Dress',
          measurements: [{ name: 'Bust', size: 34, unit: 'inches' }],
          takenBy: 'studio',
          notes: '',
          createdAt: at,
          updatedAt: at,
        },
        records: 6,
      },
    ],
    // The latest edits of the client's records (decision 130): one by a member whose account is gone since.
    revisions: {
      total: 9,
      items: [
        {
          id: 'r1',
          measurementId: 'm1',
          garmentName: 'Dress',
          name: 'Waist',
          from: 27.25,
          fromUnit: 'inches',
          to: 27.5,
          unit: 'inches',
          by: { id: 'u1', name: 'Ada Obi' },
          at: '2026-09-03T10:00:00.000Z',
        },
        {
          id: 'r2',
          measurementId: 'm1',
          garmentName: 'Dress',
          name: 'Shoulder Slope',
          from: 13,
          fromUnit: 'inches',
          to: 14,
          unit: 'inches',
          by: null,
          at: '2026-09-02T10:00:00.000Z',
        },
        {
          id: 'r3',
          measurementId: 'm1',
          garmentName: 'Dress',
          name: 'Bicep',
          from: null,
          fromUnit: null,
          to: 30.5,
          unit: 'cm',
          by: { id: 'u1', name: 'Ada Obi' },
          at: '2026-09-01T10:00:00.000Z',
        },
      ],
    },
  },
  projects: {
    total: 7,
    items: [
      project('p1', 'Wedding agbada', {
        stages: [
          { id: 's1', name: 'Cutting', status: 'done', dueDate: null, assigneeId: null, completedAt: at, position: 0 },
          { id: 's2', name: 'Sewing', status: 'in-progress', dueDate: null, assigneeId: null, completedAt: null, position: 1 },
        ],
      }),
      project('p2', 'Evening gown', { status: 'completed' }),
    ],
  },
  fittings: { total: 0, items: [], profile: { total: 0, items: [] } },
  invoices: {
    total: 3,
    outstanding: [{ currency: 'USD', balanceDueCents: 10025 }],
    items: [
      {
        ...ids('i1'),
        invoiceNumber: 'INV-007',
        status: 'sent',
        dueDate: '2026-04-01T00:00:00.000Z',
        currency: 'USD',
        totalCents: 12050,
        amountPaidCents: 2025,
        balanceDueCents: 10025,
        project: { ...ids('p1'), name: 'Wedding agbada' },
      },
    ],
  },
  appointments: {
    upcoming: { total: 0, items: [] },
    past: { total: 0, items: [] },
  },
  photos: { total: 0, items: [] },
  portal: { live: true, expiresAt: null, lastOpenedAt: null },
  activity: { total: 0, items: [] },
  conversation: { total: 0, unread: 0, items: [] },
};

/** The conversation both ways (decision 131), newest first as the server pages it. */
const thread = [
  {
    ...ids('x2'),
    direction: 'out',
    channel: 'email',
    kind: null,
    body: 'Yes, Friday at 10.',
    author: 'Stella Okafor',
    read: true,
    createdAt: at,
  },
  {
    ...ids('x1'),
    direction: 'in',
    channel: 'portal',
    kind: null,
    body: 'Can I come on Friday?',
    author: 'Ada Eze',
    read: false,
    createdAt: at,
  },
] as const;
/** The groups the client is in (decision 160), shown under the header. */
const wedding = {
  ...ids('g1'),
  name: 'Eze – Obi wedding',
  kind: 'wedding',
  eventDate: '2026-06-14',
  code: 'K7M2QX',
  payer: null,
  notes: '',
  archivedAt: null,
  counts: { members: 3, measured: 1, fitted: 0, paid: 0, done: 0 },
  createdAt: at,
  updatedAt: at,
};
const threadAnswers = {
  'GET /groups?limit=20&clientId=c1': { data: { groups: [wedding], nextCursor: null } },
  'GET /clients/c1/conversation?limit=50': { data: { messages: thread, nextCursor: null } },
  'POST /clients/c1/conversation/read': { data: { unread: 0 } },
};

function renderAt(path: string, user = sampleUser()) {
  const session = { user, setUser: vi.fn(), logout: vi.fn(async () => {}) };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Outlet context={session} />}>
            <Route path="clients/:id" element={<ClientPage />} />
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

const section = (testId: string) => within(screen.getByTestId(testId));

describe('/clients/:id', () => {
  it('shows a business client’s company and VAT numbers and country, and nothing of them when unset', async () => {
    const business = { ...overview, client: { ...overview.client, companyNumber: '732829320', vatNumber: 'FR44732829320', country: 'FR' } };
    stubApi({ 'GET /clients/c1/overview': { data: { overview: business } }, ...threadAnswers });
    renderAt('/clients/c1');
    const details = await screen.findByTestId('client-business-details');
    expect(within(details).getByText('Company number').nextElementSibling?.textContent).toBe('732829320');
    expect(within(details).getByText('VAT number').nextElementSibling?.textContent).toBe('FR44732829320');
    expect(within(details).getByText('Country').nextElementSibling?.textContent).toBe('FR');
    cleanup();
    stubApi({ 'GET /clients/c1/overview': { data: { overview } }, ...threadAnswers });
    renderAt('/clients/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Eze' })).toBeTruthy();
    expect(screen.queryByTestId('client-business-details')).toBeNull();
  });

  it('shows the client, the counts, the first items and the links to every list of theirs', async () => {
    stubApi({ 'GET /clients/c1/overview': { data: { overview } }, ...threadAnswers });
    renderAt('/clients/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Eze' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe('mailto:ada@example.com');
    expect(screen.getByRole('link', { name: '+234 800 000 0000' }).getAttribute('href')).toBe('tel:+234 800 000 0000');
    expect(screen.getByText('Portal link active')).toBeTruthy();
    const groups = within(await screen.findByRole('navigation', { name: 'The groups this client is in' }));
    expect(groups.getByRole('link', { name: 'Eze – Obi wedding' }).getAttribute('href')).toBe('/groups/g1');

    // Each section names its count in its heading, and 'See all' opens that client's whole list.
    expect(section('client-projects').getByRole('heading', { name: /^Projects,\s*7$/ })).toBeTruthy();
    expect(section('client-projects').getByRole('link', { name: 'Wedding agbada' }).getAttribute('href')).toBe('/projects?project=p1');
    expect(section('client-projects').getByText(/Stage: Sewing/)).toBeTruthy();
    expect(section('client-projects').getByRole('link', { name: 'See all projects of Ada Eze' }).getAttribute('href')).toBe(
      '/projects?client=c1',
    );
    expect(section('client-measurements').getByText('Dress')).toBeTruthy();
    expect(section('client-measurements').getByText(/6 records/)).toBeTruthy();
    expect(section('client-measurements').getByRole('link', { name: 'See all measurements of Ada Eze' }).getAttribute('href')).toBe(
      '/measurements?tab=history&client=c1',
    );

    // Money from the server's cents, in the invoice's currency.
    expect(section('client-invoices').getByTestId('client-owes').textContent).toBe('Owes $100.25');
    expect(section('client-invoices').getByText('$120.50')).toBeTruthy();
    expect(section('client-invoices').getByText('Balance $100.25')).toBeTruthy();
    expect(section('client-invoices').getByRole('link', { name: 'See all invoices of Ada Eze' }).getAttribute('href')).toBe(
      '/invoices?client=c1',
    );

    expect(section('client-appointments').getByText('Nothing booked.')).toBeTruthy();
    expect(section('client-photos').getByText('No photos yet.')).toBeTruthy();
    expect(section('client-notes').getByText('Prefers silk linings.')).toBeTruthy();

    // New records start on their screens with the client chosen.
    expect(screen.getByRole('link', { name: 'New project' }).getAttribute('href')).toBe('/projects?new=1&client=c1');
    expect(screen.getByRole('link', { name: 'New invoice' }).getAttribute('href')).toBe('/invoices?new=1&client=c1');
    expect(screen.getByRole('link', { name: 'New appointment' }).getAttribute('href')).toBe('/calendar?new=1&client=c1');
    expect(screen.getByRole('link', { name: 'New measurement' }).getAttribute('href')).toBe('/measurements?client=c1');
    expect(screen.getByRole('link', { name: 'New quote' }).getAttribute('href')).toBe('/quotes/new?client=c1');
    expect(screen.getByRole('link', { name: 'New contract' }).getAttribute('href')).toBe('/contracts?client=c1');
    expect(screen.getByRole('button', { name: 'Edit Ada Eze' })).toBeTruthy();
  });

  it("lists the latest changes of the client's records: who changed what and when, angles in degrees", async () => {
    stubApi({ 'GET /clients/c1/overview': { data: { overview } } });
    renderAt('/clients/c1');
    const changes = within(await screen.findByTestId('client-measurement-changes'));
    expect(changes.getByRole('heading', { name: 'Latest changes' })).toBeTruthy();
    const list = changes.getByRole('list', { name: 'Latest changes to the measurements of Ada Eze' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Dress: Waist 27¼ → 27½ in, Ada Obi, Sep 3, 2026',
      'Dress: Shoulder Slope 13° → 14°, a former member, Sep 2, 2026',
      'Dress: Bicep added, 30.5 cm, Ada Obi, Sep 1, 2026',
    ]);
    expect(changes.getByText('9 changes in all')).toBeTruthy();
  });

  it('leaves out what the role may not see: no invoices, portal or new invoice for staff (decision 072)', async () => {
    const staff = sampleUser({
      studio: { id: 'w1', name: 'Studio', role: 'staff', permissions: [...ROLE_PERMISSIONS.staff], active: true },
    });
    stubApi({ 'GET /clients/c1/overview': { data: { overview: { ...overview, invoices: null, portal: null } } }, ...threadAnswers });
    renderAt('/clients/c1', staff);
    await screen.findByRole('heading', { level: 1, name: 'Ada Eze' });
    expect(screen.queryByTestId('client-invoices')).toBeNull();
    expect(screen.queryByTestId('client-portal-state')).toBeNull();
    expect(screen.queryByRole('link', { name: 'New invoice' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New contract' })).toBeNull();
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(screen.getByTestId('client-projects')).toBeTruthy();
  });

  it('shows the conversation oldest first with what is new, marks it read, and sends a free-text reply', async () => {
    const fetch = stubApi({
      'GET /clients/c1/overview': { data: { overview: { ...overview, conversation: { total: 2, unread: 1, items: [...thread] } } } },
      ...threadAnswers,
      'POST /clients/c1/conversation': {
        status: 201,
        data: { message: { ...thread[0], ...ids('x3'), body: 'See you then.' }, to: 'ada@example.com', whatsappUrl: '' },
      },
    });
    renderAt('/clients/c1');
    const part = within(await screen.findByTestId('client-conversation'));
    expect(part.getByRole('heading', { name: /^Conversation,\s*2\s*1 unread$/ })).toBeTruthy();
    const list = await part.findByRole('list', { name: 'Conversation with Ada Eze' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^Ada Eze, on the portal.*New.*Can I come on Friday\?$/),
      expect.stringMatching(/^Stella Okafor by Email.*Yes, Friday at 10\.$/),
    ]);
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([url, init]) => url === '/api/v1/clients/c1/conversation/read' && init.method === 'POST')).toBe(true),
    );

    const field = part.getByRole('textbox', { name: 'Reply to Ada Eze' });
    part.getByRole('button', { name: 'Send reply' }).click();
    expect(await part.findByText('Write a message first.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'See you then.' } });
    part.getByRole('button', { name: 'Send reply' }).click();
    await vi.waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''));
    const sent = fetch.mock.calls.find(([url, init]) => url === '/api/v1/clients/c1/conversation' && init.method === 'POST');
    expect(JSON.parse(String(sent![1].body))).toEqual({ body: 'See you then.', channel: 'email' });
    expect(toast.success).toHaveBeenCalledWith('Reply sent');
  });

  it('offers staff without clients.write the thread but no reply box', async () => {
    const viewer = sampleUser({
      studio: { id: 'w1', name: 'Studio', role: 'staff', permissions: ['clients.read'], active: true },
    });
    stubApi({ 'GET /clients/c1/overview': { data: { overview } }, ...threadAnswers });
    renderAt('/clients/c1', viewer);
    const part = within(await screen.findByTestId('client-conversation'));
    expect(await part.findByRole('list', { name: 'Conversation with Ada Eze' })).toBeTruthy();
    expect(part.queryByRole('textbox')).toBeNull();
  });

  it("shows the app's not-found state for a client that is not there, without a toast", async () => {
    stubApi({
      'GET /clients/nope/overview': {
        status: 404,
        data: { success: false, status_code: 404, code: 'NOT_FOUND', message: 'Client not found' },
      },
    });
    renderAt('/clients/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All clients' }).getAttribute('href')).toBe('/clients');
    expect(toast.error).not.toHaveBeenCalled();
  });
});
