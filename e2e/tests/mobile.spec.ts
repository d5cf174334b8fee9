import { expect, test } from '@playwright/test';
import { createUser, signInThroughForm } from '../fixtures/api';

test.describe('at 375 px @mobile', () => {
  test('the landing menu, sign-in and the collapsible sidebar work on a phone @mobile', async ({ page }) => {
    const user = await createUser({ plan: 'enterprise', firstName: 'Mo', lastName: 'Bile' });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/login');

    await signInThroughForm(page, user);
    // The sign-in toast is still showing: it must not cover the menu button.
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    const menu = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
    await expect
      .poll(async () => (await page.locator('[data-sonner-toast]').first().boundingBox())?.y ?? 0)
      .toBeGreaterThanOrEqual((menu?.y ?? 0) + (menu?.height ?? 0));
    // The sidebar is collapsed on a phone until the menu opens it.
    await expect(page.getByTestId('sidebar-user-name')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByTestId('sidebar-user-name')).toHaveText('Mo Bile');
    await expect(page.getByTestId('sidebar-plan-label')).toHaveText('Enterprise Plan');
    await page.getByRole('complementary', { name: 'Main navigation' }).getByRole('link', { name: 'Clients' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();

    // Nothing overflows the 375 px viewport sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
