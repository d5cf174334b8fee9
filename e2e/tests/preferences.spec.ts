import { expect, test, type Page } from '@playwright/test';
import { apiAs, createUser, openSignedIn } from '../fixtures/api';

// Preferences apply everywhere, not only in the form. A tailor switches to cm, dark and
// EUR in Settings, and the next screens show a measurement in cm, the dark theme and the budget
// in euros; switching the language turns the sidebar French.

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('cm, dark and EUR change a measurement, the theme and a budget; French changes the sidebar', async ({ page }) => {
  const user = await createUser();
  const api = apiAs(user);
  const { client } = await api.post<{ client: { id: string } }>('/clients', { name: 'Grace Hopper', email: 'grace@example.com' });
  await api.post('/measurements', {
    clientId: client.id,
    garmentType: 'dress',
    measurements: [{ name: 'Waist', size: 32, unit: 'inches' }],
  });
  await api.post('/projects', { clientId: client.id, name: 'Silk wedding dress', type: 'Evening Dress', budget: 1234.5 });

  await openSignedIn(page, user, '/measurements');
  await page.getByRole('tab', { name: 'Measurement History' }).click();
  await expect(page.getByText('32 in', { exact: true })).toBeVisible();
  await page.goto('/projects');
  await expect(page.getByText('$1,234.50').first()).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);

  await page.goto('/settings?tab=preferences');
  await choose(page, 'Theme', 'Dark');
  await choose(page, 'Measurement unit', 'Centimetres');
  await page.getByLabel('Currency', { exact: true }).click();
  await page.getByRole('option', { name: /^EUR/ }).click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Preferences updated successfully' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);

  // 32 in is exactly 81.28 cm; the value was taken in inches and says so.
  await page.goto('/measurements');
  await page.getByRole('tab', { name: 'Measurement History' }).click();
  await expect(page.getByText('81.28 cm (32 in)')).toBeVisible();
  await page.goto('/projects');
  await expect(page.getByText('€1,234.50').first()).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);

  await page.goto('/settings?tab=preferences');
  await choose(page, 'Language', 'Français');
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.goto('/projects');
  // French formatting of the same euros.
  await expect(page.getByText(/1\s234,50\s€/).first()).toBeVisible();
});
