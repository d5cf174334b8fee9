import type { AnalyticsStats, User } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
// jsdom lays nothing out, so recharts would draw nothing; the charts are aria-hidden anyway and
// their data is in the tables this test reads.
vi.mock('./charts', () => ({ TrendChart: () => null, CategoryBarChart: () => null }));
const { toast } = await import('@/lib/toast');
const { createQueryClient } = await import('@/lib/query/query-client');
const { AnalyticsPage } = await import('./analytics-page');

beforeAll(() => {
  // Radix Select asks for these, which jsdom lacks.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
});

const stats: AnalyticsStats = {
  range: {
    timePeriod: '6months',
    from: '2026-06-01',
    to: '2026-11-23',
    previousFrom: '2025-12-01',
    previousTo: '2026-05-31',
    timezone: 'Europe/Berlin',
    currency: 'USD',
  },
  keyMetrics: {
    totalRevenue: 4200.5,
    totalRevenueChange: 12.5,
    activeClients: 3,
    activeClientsChange: null,
    projectsCompleted: 2,
    projectsCompletedChange: -50,
    avgProjectValue: 800,
    avgProjectValueChange: 0,
  },
  revenueAnalysis: {
    monthlyTrend: [
      { month: 10, year: 2026, revenue: 1200, projectsCount: 1 },
      { month: 11, year: 2026, revenue: 3000.5, projectsCount: 2 },
    ],
    byServiceType: [{ type: 'Wedding Dress', count: 1, revenue: 3000.5, percentage: 71.4 }],
    revenueGoals: {
      monthly: { achieved: 3000.5, target: 2000, percentage: 150 },
      yearly: { achieved: 4200.5, target: null, percentage: null },
    },
  },
  clientInsights: {
    newClientsThisPeriod: 2,
    avgProjectsPerClient: 1.5,
    clientRetentionRate: null,
    topClients: [{ id: 'c1', name: 'Grace Hopper', projects: 2, value: 3000.5 }],
  },
  projectPerformance: {
    statusDistribution: [
      { status: 'in-progress', count: 1, percentage: 33.3 },
      { status: 'completed', count: 2, percentage: 66.7 },
    ],
    timelinePerformance: { onTimeDeliveryRate: 50, avgDaysToComplete: 12.5, projectsDelayed: 1 },
  },
};
const allTime: AnalyticsStats = {
  ...stats,
  range: { ...stats.range, timePeriod: 'all', from: '2024-01-01', previousFrom: null, previousTo: null },
};
const emptyStats: AnalyticsStats = {
  ...stats,
  keyMetrics: { ...stats.keyMetrics, totalRevenue: 0, projectsCompleted: 0 },
  revenueAnalysis: { ...stats.revenueAnalysis, monthlyTrend: [{ month: 11, year: 2026, revenue: 0, projectsCount: 0 }], byServiceType: [] },
  clientInsights: { ...stats.clientInsights, newClientsThisPeriod: 0, topClients: [] },
  projectPerformance: { ...stats.projectPerformance, statusDistribution: [] },
};
const locked = {
  status: 403,
  data: {
    success: false,
    status_code: 403,
    code: 'FEATURE_NOT_AVAILABLE',
    message: 'Analytics are included in the Premium and Enterprise plans.',
  },
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderPage(user: User = sampleUser()) {
  const session = { user, setUser: vi.fn(), logout: vi.fn(async () => {}) };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/analytics']}>
        <Routes>
          <Route element={<Outlet context={session} />}>
            <Route
              path="analytics"
              element={
                <>
                  <AnalyticsPage />
                  <Where />
                </>
              }
            />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function choosePeriod(name: string) {
  fireEvent.keyDown(screen.getByRole('combobox', { name: 'Period' }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('option', { name }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('/analytics', () => {
  it('loads Last 6 Months quietly: the exact days, the cards with their changes, the tables', async () => {
    stubApi({ 'GET /analytics/stats?timePeriod=6months': { data: stats } });
    renderPage();
    expect(await screen.findByTestId('analytics-range')).toHaveProperty('textContent', 'Jun 1, 2026 – Nov 23, 2026');
    expect(screen.getByText('Compared with Dec 1, 2025 – May 31, 2026.')).toBeTruthy();
    expect(screen.getByTestId('metric-revenue-value').textContent).toBe('$4,201');
    expect(screen.getByTestId('metric-revenue-change').textContent).toBe('+12.5% vs previous period');
    expect(screen.getByTestId('metric-clients-change').textContent).toBe('New');
    expect(screen.getByTestId('metric-completed-change').textContent).toBe('-50% vs previous period');
    expect(
      screen.getByText('Payments received, by payment date, in your currency. Compared with the previous period of the same length.'),
    ).toBeTruthy();
    const trend = screen.getByRole('table', { name: 'Monthly Trend, Jun 1, 2026 – Nov 23, 2026' });
    expect(within(trend).getByRole('rowheader', { name: 'Nov 2026' })).toBeTruthy();
    expect(within(trend).getByText('$3,001')).toBeTruthy();
    expect(screen.getByTestId('goal-monthly').textContent).toContain('$3,001 of $2,000 · 150%');
    expect(screen.getByTestId('goal-yearly').textContent).toContain('$4,201 received, no target set');
    expect(screen.queryByRole('button', { name: /Download CSV/ })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Custom range' })).toBeNull();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('switches the period and toasts it, and All Time shows no change', async () => {
    const fetch = stubApi({
      'GET /analytics/stats?timePeriod=6months': { data: stats },
      'GET /analytics/stats?timePeriod=all': { data: allTime },
    });
    renderPage();
    await screen.findByTestId('metric-revenue-change');
    await choosePeriod('All Time');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Analytics data for All Time loaded successfully!'));
    await waitFor(() => expect(screen.queryByTestId('metric-revenue-change')).toBeNull());
    expect(screen.getByTestId('analytics-range').textContent).toBe('Jan 1, 2024 – Nov 23, 2026');
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('timePeriod=all'))).toHaveLength(1);
  });

  it('shows the table of a chart on Table, and the other tabs', async () => {
    stubApi({ 'GET /analytics/stats?timePeriod=6months': { data: stats } });
    renderPage();
    const panel = await screen.findByTestId('chart-service-types');
    fireEvent.click(within(panel).getByRole('button', { name: 'Table' }));
    expect(within(panel).getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(panel).getByRole('rowheader', { name: 'Wedding Dress' })).toBeTruthy();
    expect(within(panel).getByText('71.4%')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Client Insights' }));
    expect(await screen.findByRole('rowheader', { name: 'Grace Hopper' })).toBeTruthy();
    expect(screen.getByTestId('insight-retention-value').textContent).toBe('—');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Project Performance' }));
    expect(await screen.findByTestId('timeline-on-time-value')).toHaveProperty('textContent', '50%');
    expect(screen.getByTestId('timeline-avg-days-value').textContent).toBe('12.5 days');
  });

  it('shows the empty text for a period with nothing in it', async () => {
    stubApi({ 'GET /analytics/stats?timePeriod=6months': { data: emptyStats } });
    renderPage();
    expect(await screen.findByText('No analytics data available for this period. Try selecting a different period.')).toBeTruthy();
  });

  it('shows the upgrade panel on 403 FEATURE_NOT_AVAILABLE, without a toast or a move to /pricing', async () => {
    stubApi({ 'GET /analytics/stats?timePeriod=6months': locked });
    renderPage(sampleUser({ plan: 'free' }));
    expect(await screen.findByText('Analytics are part of Premium and Enterprise.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans and pricing' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('combobox', { name: 'Period' })).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/analytics');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('offers Enterprise a custom range and a CSV download of each table', async () => {
    const custom: AnalyticsStats = { ...stats, range: { ...stats.range, timePeriod: 'custom', from: '2026-01-01', to: '2026-03-31' } };
    stubApi({
      'GET /analytics/stats?timePeriod=6months': { data: stats },
      'GET /analytics/stats?from=2026-01-01&to=2026-03-31': { data: custom },
    });
    renderPage(sampleUser({ plan: 'enterprise' }));
    await screen.findByTestId('metric-revenue-change');
    expect(screen.getByRole('button', { name: 'Download CSV of Key metrics' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV of Monthly Trend' })).toBeTruthy();
    await choosePeriod('Custom range');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Analytics data for Jan 1, 2026 – Mar 31, 2026 loaded successfully!'));
    await waitFor(() => expect(screen.getByTestId('analytics-range').textContent).toBe('Jan 1, 2026 – Mar 31, 2026'));
  });

  it('refuses a custom range that ends before it starts, as the server would', async () => {
    stubApi({ 'GET /analytics/stats?timePeriod=6months': { data: stats } });
    renderPage(sampleUser({ plan: 'enterprise' }));
    await screen.findByTestId('metric-revenue-change');
    await choosePeriod('Custom range');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The end date cannot be before the start date')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('The end date cannot be before the start date');
  });
});
