import type { DashboardStats } from '@atelier/shared';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { createQueryClient } = await import('@/lib/query/query-client');
const { DashboardPage } = await import('./dashboard-page');

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const stats: DashboardStats = {
  activeClients: { currentMonthCount: 4, changeFromLastMonth: -2 },
  activeProjects: 3,
  projectsDueThisWeek: 1,
  patternsCreated: 7,
  patternsCreatedThisWeek: 2,
  revenue: { currentMonth: 1234.5, changePercentage: null },
  recentActivity: [
    {
      id: 'a1',
      description: 'Client Grace Hopper added',
      createdAt: minutesAgo(5),
      entityType: 'client',
      action: 'created',
      entityId: 'c1',
      subject: 'Grace Hopper',
      detail: '',
      amount: null,
      actorName: 'Stella Okafor',
    },
  ],
  upcomingDeadlines: [
    {
      id: 'p1',
      projectId: 'p1',
      stageName: '',
      title: 'Wedding gown',
      clientId: 'c1',
      clientName: 'Grace Hopper',
      dueDate: '2026-05-01T00:00:00.000Z',
      priority: 'high',
      overdue: true,
    },
  ],
  currency: 'EUR',
  timezone: 'Europe/Berlin',
  lowMaterials: null,
  tickets: null,
  brides: null,
  rentals: null,
};

const empty: DashboardStats = {
  ...stats,
  activeClients: { currentMonthCount: 0, changeFromLastMonth: 0 },
  revenue: { currentMonth: 0, changePercentage: 12.5 },
  recentActivity: [],
  upcomingDeadlines: [],
};

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  onlineManager.setOnline(true);
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('/dashboard', () => {
  it('shows the four cards with their change lines, hints, the activity and the deadlines', async () => {
    stubApi({ 'GET /dashboard/stats': { data: stats } });
    renderPage();
    const clients = await screen.findByTestId('stat-active-clients');
    expect(within(clients).getByTestId('stat-active-clients-value').textContent).toBe('4');
    expect(within(clients).getByText('-2 from last month')).toBeTruthy();
    expect(within(clients).getByText('Clients with a new project or a payment received in the period.')).toBeTruthy();
    expect(screen.getByTestId('stat-active-projects-change').textContent).toBe('1 due this week');
    expect(screen.getByTestId('stat-patterns-change').textContent).toBe('+2 this week');
    // Whole units of the account's currency; 'New' when last month received nothing.
    expect(screen.getByTestId('stat-revenue-value').textContent).toBe('€1,235');
    expect(screen.getByTestId('stat-revenue-change').textContent).toBe('New');
    expect(screen.getByText('Client Grace Hopper added')).toBeTruthy();
    // Who made the change, in a studio of several people (decision 072).
    expect(screen.getByText('by Stella Okafor')).toBeTruthy();
    expect(screen.getByText('5 minutes ago')).toBeTruthy();
    const deadline = screen.getByTestId('deadline');
    expect(within(deadline).getByText('Wedding gown')).toBeTruthy();
    // The client's name in the deadline and in an entry about the client open the client page (decision 126).
    expect(within(deadline).getByRole('link', { name: 'for Grace Hopper' }).getAttribute('href')).toBe('/clients/c1');
    expect(screen.getByRole('link', { name: 'Client Grace Hopper added' }).getAttribute('href')).toBe('/clients/c1');
    expect(within(deadline).getByText('Due May 1, 2026')).toBeTruthy();
    expect(within(deadline).getByText('Overdue')).toBeTruthy();
    expect(within(deadline).getByText('High priority')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add New Client' }).getAttribute('href')).toBe('/clients?new=1');
    expect(screen.getByRole('link', { name: 'New Pattern' }).getAttribute('href')).toBe('/patterns');
    expect(screen.getByRole('link', { name: 'Generate Pattern' }).getAttribute('href')).toBe('/ai-patterns');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("lists today's appointments before the figures, by time, each client's name a link (decision 134)", async () => {
    const base = stubApi({ 'GET /dashboard/stats': { data: stats } });
    const event = (id: string, hour: number, extra: object = {}) => ({
      _id: id,
      id,
      clientId: { _id: 'c1', id: 'c1', name: 'Grace Hopper' },
      clientName: 'Grace Hopper',
      title: `Fitting ${id}`,
      description: '',
      type: 'fitting',
      startTime: new Date(new Date().setUTCHours(hour, 0, 0, 0)).toISOString(),
      endTime: new Date(new Date().setUTCHours(hour + 1, 0, 0, 0)).toISOString(),
      location: '',
      status: 'scheduled',
      remindClient: false,
      assigneeId: null,
      source: 'event',
      projectId: null,
      allDay: false,
      clientResponse: null,
      clientResponseNote: '',
      createdAt: null,
      updatedAt: null,
      ...extra,
    });
    const events = [
      event('b', 14),
      event('a', 9),
      event('x', 11, { status: 'cancelled' }),
      event('d', 0, { source: 'project', allDay: true }),
    ];
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (!url.includes('/calendar?')) return base(url, init);
        asked.push(url);
        return new Response(JSON.stringify({ success: true, status_code: 200, message: 'OK', data: { events } }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    renderPage();
    const today = await screen.findByRole('region', { name: 'Today' });
    const rows = within(today).getAllByTestId('todays-appointment');
    expect(rows.map((row) => within(row).getByText(/^Fitting/).textContent)).toEqual(['Fitting a', 'Fitting b']);
    expect(within(rows[0]!).getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe('/clients/c1');
    // One day asked: today, from and to.
    const query = new URL(asked[0]!, 'http://x').searchParams;
    expect(query.get('startDate')).toBe(query.get('endDate'));
    // Before the figures in the page's order.
    const figures = screen.getByTestId('stat-active-clients');
    expect(today.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('names a stage deadline with its stage and links each deadline to its project (decision 080)', async () => {
    const stage = {
      id: 'stage-s1',
      projectId: 'p2',
      stageName: 'Cutting',
      title: 'Ivory gown',
      clientId: 'c2',
      clientName: 'Ada Lovelace',
      dueDate: '2026-06-01T00:00:00.000Z',
      priority: 'low' as const,
      overdue: false,
    };
    stubApi({ 'GET /dashboard/stats': { data: { ...stats, upcomingDeadlines: [...stats.upcomingDeadlines, stage] } } });
    renderPage();
    const own = await screen.findByRole('link', { name: 'Wedding gown' });
    expect(own.getAttribute('href')).toBe('/projects?project=p1');
    expect(screen.getByRole('link', { name: 'Cutting · Ivory gown' }).getAttribute('href')).toBe('/projects?project=p2');
  });

  it('shows the empty texts and no change', async () => {
    stubApi({ 'GET /dashboard/stats': { data: empty } });
    renderPage();
    expect(await screen.findByText('No recent activity.')).toBeTruthy();
    expect(screen.getByText('No upcoming deadlines.')).toBeTruthy();
    expect(screen.getByText('No change from last month')).toBeTruthy();
    expect(screen.getByText('+12.5% from last month')).toBeTruthy();
  });

  it("toasts 'Dashboard data refreshed!' after Refresh", async () => {
    stubApi({ 'GET /dashboard/stats': { data: stats } });
    renderPage();
    await screen.findByTestId('stat-active-clients');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' }).getAttribute('aria-busy')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Dashboard data refreshed!'));
  });

  it('shows a failed first load with Retry, which loads and toasts', async () => {
    let fail = true;
    stubApi({
      'GET /dashboard/stats': () =>
        fail ? { status: 500, data: { success: false, status_code: 500, code: 'INTERNAL', message: 'Boom' } } : { data: stats },
    });
    renderPage();
    expect(await screen.findByText('Error: Boom')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('stat-active-clients')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Dashboard data refreshed!');
  });

  it("offers 'Fetch Data' when nothing is cached and nothing could load (offline), and loads on it", async () => {
    stubApi({ 'GET /dashboard/stats': { data: stats } });
    // Offline, TanStack Query holds the load rather than failing it: nothing loads, nothing failed.
    onlineManager.setOnline(false);
    renderPage();
    const fetchData = await screen.findByRole('button', { name: 'Fetch Data' });
    expect(screen.getByText('No dashboard data loaded yet.')).toBeTruthy();
    onlineManager.setOnline(true);
    fireEvent.click(fetchData);
    expect(await screen.findByTestId('stat-active-clients')).toBeTruthy();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Dashboard data refreshed!'));
  });

  it('lists the materials running low, each opening its page, and See all the list of them (decision 144)', async () => {
    const item = (id: string, name: string) => ({ id, name, measure: 'length' as const, onHand: 2500, lowStockLevel: 3000 });
    stubApi({
      'GET /dashboard/stats': {
        data: { ...stats, lowMaterials: { count: 7, items: [item('m1', 'Silk charmeuse'), item('m2', 'Wool crêpe')] } },
      },
    });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Low stock' });
    expect(within(card).getByText('7 materials below their low-stock level.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Silk charmeuse' }).getAttribute('href')).toBe('/materials/m1');
    expect(within(card).getAllByTestId('low-material')).toHaveLength(2);
    expect(within(card).getByRole('link', { name: 'See all materials low on stock' }).getAttribute('href')).toBe('/materials?low=true');
  });

  it('shows no low-stock card when nothing runs low or the role reads no materials', async () => {
    stubApi({ 'GET /dashboard/stats': { data: { ...stats, lowMaterials: { count: 0, items: [] } } } });
    renderPage();
    await screen.findByTestId('stat-active-clients');
    expect(screen.queryByRole('region', { name: 'Low stock' })).toBeNull();
  });

  it('counts the counter’s tickets due today, past their day and ready waiting, each opening the tickets (decision 151)', async () => {
    stubApi({ 'GET /dashboard/stats': { data: { ...stats, tickets: { dueToday: 4, overdue: 2, readyWaiting: 5 } } } });
    renderPage();
    const card = await screen.findByRole('region', { name: 'At the counter' });
    expect(within(card).getByTestId('tickets-dueToday').textContent).toBe('Pick-ups due today4');
    expect(within(card).getByTestId('tickets-overdue').textContent).toBe('Past their pick-up day2');
    expect(within(card).getByTestId('tickets-readyWaiting').textContent).toBe('Ready, waiting for the client5');
    expect(within(card).getByRole('link', { name: 'Pick-ups due today' }).getAttribute('href')).toBe('/tickets');
  });

  it('shows no counter card to a role or plan without tickets', async () => {
    stubApi({ 'GET /dashboard/stats': { data: stats } });
    renderPage();
    await screen.findByTestId('stat-active-clients');
    expect(screen.queryByRole('region', { name: 'At the counter' })).toBeNull();
  });

  it('says how many brides marry this month and how many orders are at risk, opening the special orders (decision 216)', async () => {
    stubApi({ 'GET /dashboard/stats': { data: { ...stats, brides: { thisMonth: 14, atRisk: 2 } } } });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Brides' });
    expect(within(card).getByText('14 brides this month')).toBeTruthy();
    expect(within(card).getByText('2 orders at risk')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'See the special orders' }).getAttribute('href')).toBe('/special-orders');
  });

  it('says what is out, due back today and late, flagging the late ones (decision 224)', async () => {
    stubApi({ 'GET /dashboard/stats': { data: { ...stats, rentals: { outNow: 6, dueToday: 2, late: 1, inCleaning: 3 } } } });
    renderPage();
    const card = within(await screen.findByRole('region', { name: 'Rentals' }));
    expect(card.getByText('6 rentals out')).toBeTruthy();
    expect(card.getByText('2 due back today')).toBeTruthy();
    expect(card.getByText('1 late').className).toContain('text-destructive');
    expect(card.getByText('3 pieces in cleaning')).toBeTruthy();
    expect(card.getByRole('link', { name: 'See the rentals' }).getAttribute('href')).toBe('/rentals');
  });

  it('shows no brides card to a studio without special orders', async () => {
    stubApi({ 'GET /dashboard/stats': { data: stats } });
    renderPage();
    await screen.findByTestId('stat-active-clients');
    expect(screen.queryByRole('region', { name: 'Brides' })).toBeNull();
  });
});
