import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createUser, openSignedIn } from '../fixtures/api';
import { seedStudioNumbers } from '../fixtures/studio-numbers';

// The analytics page in a real browser against the real server.

const monthNow = () => new Date().toLocaleDateString('en', { timeZone: 'Europe/Berlin', month: 'short', year: 'numeric' });

async function choosePeriod(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

test.describe('analytics', () => {
  test('switches periods, shows the charts and their tables in each tab', async ({ page }) => {
    test.setTimeout(90_000);
    const user = await createUser({ plan: 'premium' });
    await seedStudioNumbers(user, 1234.5);
    await openSignedIn(page, user, '/analytics');
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Last 6 Months');
    await expect(page.getByTestId('analytics-range')).toHaveText(/^[A-Z][a-z]{2} 1, \d{4} – [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(page.getByTestId('metric-revenue-value')).toHaveText('$1,235');
    await expect(page.getByTestId('metric-revenue-change')).toHaveText('New');
    await expect(page.getByTestId('metric-clients-value')).toHaveText('1');

    // Revenue Analysis: the trend drawn for the eye, its table for everyone on 'Table'.
    const trend = page.getByTestId('chart-monthly-trend');
    await expect(trend.locator('.recharts-surface').first()).toBeVisible();
    await expect(trend.getByTestId('chart')).toHaveAttribute('aria-hidden', 'true');
    await trend.getByRole('button', { name: 'Table' }).click();
    const trendTable = trend.getByRole('table', { name: /^Monthly Trend, / });
    await expect(trendTable).toBeVisible();
    await expect(trendTable.getByRole('row', { name: new RegExp(`^${monthNow()} \\$1,235 1$`) })).toBeVisible();
    await expect(page.getByTestId('chart-service-types').locator('.recharts-surface').first()).toBeVisible();
    await expect(page.getByTestId('revenue-goals')).toContainText('Set a monthly or yearly revenue target');

    await page.getByRole('tab', { name: 'Client Insights' }).click();
    await expect(page.getByTestId('insight-new-clients-value')).toHaveText('1');
    await expect(page.getByTestId('top-clients-table').getByRole('row', { name: 'Grace Hopper 1 $1,235' })).toBeVisible();

    await page.getByRole('tab', { name: 'Project Performance' }).click();
    const status = page.getByTestId('chart-status');
    await expect(status.locator('.recharts-surface').first()).toBeVisible();
    await status.getByRole('button', { name: 'Table' }).click();
    await expect(status.getByRole('table').getByRole('row', { name: 'In Progress 1 100%' })).toBeVisible();

    await choosePeriod(page, 'Last Year');
    await expect(page.getByText('Analytics data for Last Year loaded successfully!')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Last Year');
    await choosePeriod(page, 'All Time');
    await expect(page.getByText('Analytics data for All Time loaded successfully!')).toBeVisible();
    // All Time has no previous period: no change line at all.
    await expect(page.getByTestId('metric-revenue-change')).toHaveCount(0);
    await expect(page.getByTestId('metric-revenue-value')).toHaveText('$1,235');
  });

  test('a new studio sees the empty text', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    await openSignedIn(page, user, '/analytics');
    await expect(page.getByText('No analytics data available for this period. Try selecting a different period.')).toBeVisible();
  });

  test('the revenue goals dialog saves the targets and the card follows', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    await seedStudioNumbers(user, 1234.5);
    await openSignedIn(page, user, '/analytics');
    const goals = page.getByTestId('revenue-goals');
    await goals.getByRole('button', { name: 'Set targets' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revenue Targets' });
    await expect(dialog.getByLabel('Monthly target ($)')).toBeFocused();
    await dialog.getByLabel('Monthly target ($)').fill('2000');
    await dialog.getByRole('button', { name: 'Save targets' }).click();
    await expect(page.getByText('Revenue goals saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(goals.getByTestId('goal-monthly')).toContainText('$1,235 of $2,000');
    await expect(goals.getByRole('progressbar', { name: 'This month' })).toHaveAttribute('aria-valuenow', '62');
    await expect(goals.getByTestId('goal-yearly')).toContainText('no target set');
    await expect(goals.getByRole('button', { name: 'Edit targets' })).toBeFocused();

    // Opening again shows the stored target; emptying it removes it.
    await goals.getByRole('button', { name: 'Edit targets' }).click();
    await expect(dialog.getByLabel('Monthly target ($)')).toHaveValue('2000');
    await dialog.getByLabel('Monthly target ($)').fill('');
    await dialog.getByRole('button', { name: 'Save targets' }).click();
    await expect(dialog).toBeHidden();
    await expect(goals.getByRole('button', { name: 'Set targets' })).toBeVisible();
  });

  test('a Free user sees the upgrade panel and stays on the page', async ({ page }) => {
    const user = await createUser({ plan: 'free' });
    await openSignedIn(page, user, '/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics are part of Premium and Enterprise.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveCount(0);
    // No error toast: the refusal is the panel. The page is still /analytics once everything settled.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/analytics');
  });

  test('Enterprise: a custom range, and a CSV download of a table', async ({ page }) => {
    const user = await createUser({ plan: 'enterprise' });
    await seedStudioNumbers(user, 1234.5);
    await openSignedIn(page, user, '/analytics');
    await expect(page.getByTestId('metric-revenue-value')).toHaveText('$1,235');
    await choosePeriod(page, 'Custom range');
    const from = `${new Date().getUTCFullYear() - 1}-01-01`;
    const to = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    await page.getByLabel('From', { exact: true }).fill(from);
    await page.getByLabel('To', { exact: true }).fill(to);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(/^Analytics data for Jan 1, \d{4} – .+ loaded successfully!$/)).toBeVisible();
    await expect(page.getByTestId('analytics-range')).toHaveText(/^Jan 1, \d{4} – /);

    await page.getByRole('tab', { name: 'Client Insights' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV of Top Clients' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    expect(fs.readFileSync((await file.path())!, 'utf8')).toContain('Grace Hopper');
  });
});
