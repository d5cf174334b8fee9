import { expect, test } from '@playwright/test';
import { createUser, openSignedIn } from '../fixtures/api';
import { berlinDay, mondayOf, seedStudioNumbers, shownDate } from '../fixtures/studio-numbers';

// The dashboard in a real browser against the real server, after records made through
// the API. The account's zone is the default, Europe/Berlin.

test.describe('dashboard', () => {
  test('a new client, a project due in 3 days and a paid invoice show in the cards, the activity and the deadlines', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    const { dueDay } = await seedStudioNumbers(user, 1234.5);
    // 'Due this week' is Monday to Sunday: 3 days from now may already be next week.
    const dueThisWeek = mondayOf(dueDay) === mondayOf(berlinDay(0)) ? 1 : 0;
    await openSignedIn(page, user);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await expect(page.getByTestId('stat-active-clients-value')).toHaveText('1');
    await expect(page.getByTestId('stat-active-clients-change')).toHaveText('+1 from last month');
    await expect(page.getByTestId('stat-active-projects-value')).toHaveText('1');
    await expect(page.getByTestId('stat-active-projects-change')).toHaveText(`${dueThisWeek} due this week`);
    await expect(page.getByTestId('stat-patterns-value')).toHaveText('0');
    await expect(page.getByTestId('stat-patterns-change')).toHaveText('+0 this week');
    // Paid today; nothing was received last month, so the change is 'New', not a division by zero.
    await expect(page.getByTestId('stat-revenue-value')).toHaveText('$1,235');
    await expect(page.getByTestId('stat-revenue-change')).toHaveText('New');
    // Each card shows its definition.
    await expect(page.getByTestId('stat-revenue')).toContainText('Payments received, by payment date, in your currency.');

    const activity = page.getByTestId('recent-activity');
    await expect(activity.getByText('Client Grace Hopper added')).toBeVisible();
    await expect(activity.getByText('Project Wedding gown added')).toBeVisible();
    await expect(activity.getByText('Invoice INV-001 added')).toBeVisible();
    await expect(activity.getByText('Payment of $1,234.50 received for invoice INV-001')).toBeVisible();
    await expect(activity.locator('time').first()).toHaveText(/^\d+ (seconds?|minutes?) ago$/);

    const deadline = page.getByTestId('upcoming-deadlines').getByTestId('deadline');
    await expect(deadline).toHaveCount(1);
    await expect(deadline).toContainText('Wedding gown');
    await expect(deadline).toContainText('for Grace Hopper');
    await expect(deadline).toContainText(`Due ${shownDate(dueDay)}`);
    await expect(deadline).toContainText('High priority');
    await expect(deadline).not.toContainText('Overdue');
  });

  test('a new studio sees the empty texts; Refresh is toasted', async ({ page }) => {
    const user = await createUser({ plan: 'free' });
    await openSignedIn(page, user);
    await expect(page.getByText('No recent activity.')).toBeVisible();
    await expect(page.getByText('No upcoming deadlines.')).toBeVisible();
    await expect(page.getByTestId('stat-active-clients-change')).toHaveText('No change from last month');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText('Dashboard data refreshed!')).toBeVisible();
  });

  test('quick actions: Add New Client opens the add dialog on /clients, the others go to the pattern screens', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    await openSignedIn(page, user);
    await page.getByRole('link', { name: 'Add New Client' }).click();
    await page.waitForURL('**/clients');
    const dialog = page.getByRole('dialog', { name: 'Add Client' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await dialog.getByLabel('Name').fill('Ada Lovelace');
    await dialog.getByRole('button', { name: 'Save Client' }).click();
    await expect(page.getByText('Client added successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    // Focus comes back to the screen's own Add Client button; the parameter is gone.
    await expect(page.getByRole('button', { name: 'Add Client' })).toBeFocused();
    expect(new URL(page.url()).search).toBe('');

    await page.goto('/dashboard');
    await expect(page.getByText('Client Ada Lovelace added')).toBeVisible();
    await page.getByRole('link', { name: 'New Pattern' }).click();
    await page.waitForURL('**/patterns');
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Generate Pattern' }).click();
    await page.waitForURL('**/ai-patterns');
  });
});
