import { expect, test, type Page } from '@playwright/test';
import { auditViews, createAuditUser } from '../fixtures/a11y';
import { signInThroughForm } from '../fixtures/api';
import { seedStudioNumbers } from '../fixtures/studio-numbers';
import { paySandboxCheckout } from '../fixtures/billing';

// Axe (WCAG 2.2 A and AA) finds no serious or critical violation on any page, at 1280 and
// 375 px, in the light and the dark theme. Each test loops over the four views on one page load.

/** Opens the page and waits for its h1, so axe reads the page, not a loading spinner. */
async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('accessibility of every page (axe, WCAG 2.2 AA)', () => {
  test('landing, legal and not-found pages', async ({ page }) => {
    test.setTimeout(120_000);
    const found: string[] = [];
    await open(page, '/', /Run your studio/);
    found.push(...(await auditViews(page, '/')));
    // The phone menu, opened in each view (a resize to desktop hides it).
    found.push(
      ...(await auditViews(page, '/ with the phone menu open', {
        prepare: async (view) => {
          if (view.width >= 768) return;
          const toggle = page.getByRole('button', { name: 'Open menu' });
          if (await toggle.isVisible()) await toggle.click();
          await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
        },
      })),
    );
    for (const [path, heading] of [
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
      ['/no-such-page', 'Page not found'],
    ] as const) {
      await open(page, path, heading);
      found.push(...(await auditViews(page, path)));
    }
    expect(found).toEqual([]);
  });

  test('sign-in, sign-up, code and password pages', async ({ page }) => {
    test.setTimeout(180_000);
    const found: string[] = [];
    const email = encodeURIComponent('someone@example.com');
    for (const [path, heading] of [
      ['/login', 'Welcome back'],
      ['/signup', 'Choose your plan'],
      ['/signup?plan=premium', 'Create your account'],
      [`/verify-otp?email=${email}`, /verify/i],
      ['/verify-otp', /verify/i],
      ['/forgot-password', /password/i],
      [`/reset-password?email=${email}`, /password/i],
      ['/reset-password', /password/i],
    ] as const) {
      await open(page, path, heading);
      found.push(...(await auditViews(page, path)));
    }
    expect(found).toEqual([]);
  });

  test('signed-in pages and the phone sidebar', async ({ page }) => {
    test.setTimeout(300_000);
    const user = await createAuditUser({ plan: 'premium' });
    await signInThroughForm(page, user);
    const found: string[] = [];
    for (const [path, heading] of [
      ['/dashboard', 'Dashboard'],
      ['/patterns', /pattern/i],
      ['/ai-patterns', /pattern/i],
      ['/invoices', /invoice/i],
      ['/calendar', /calendar/i],
      ['/analytics', /analytics/i],
      ['/pricing', 'Choose Your Plan'],
      ['/settings', 'Settings'],
      ['/clients', 'Clients'],
      ['/measurements', 'Measurements'],
      ['/projects', 'Projects'],
    ] as const) {
      await open(page, path, heading);
      found.push(...(await auditViews(page, path)));
    }
    // Every settings tab, opened by its URL, once the profile has loaded.
    for (const [tab, name] of [
      ['profile', 'Profile'],
      ['notifications', 'Notifications'],
      ['preferences', 'Preferences'],
      ['billing', 'Billing'],
      ['security', 'Security'],
      ['data', 'Data'],
    ] as const) {
      await open(page, `/settings?tab=${tab}`, 'Settings');
      await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
      found.push(...(await auditViews(page, `/settings?tab=${tab}`)));
    }
    // The result without a payment reference is 'Payment Failed'; its 5 s redirect is stopped to audit it.
    await page.goto('/pricing/callback');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    found.push(...(await auditViews(page, '/pricing/callback')));

    await open(page, '/dashboard', 'Dashboard');
    found.push(
      ...(await auditViews(page, 'sidebar open on a phone', {
        prepare: async (view) => {
          if (view.width >= 1024) return;
          const toggle = page.getByRole('button', { name: 'Open menu' });
          if (await toggle.isVisible()) await toggle.click();
          await expect(page.getByTestId('sidebar-user-name')).toBeVisible();
        },
      })),
    );
    expect(found).toEqual([]);
  });

  test('dashboard and analytics with figures: every tab, chart tables, the custom range', async ({ page }) => {
    test.setTimeout(300_000);
    const user = await createAuditUser({ plan: 'enterprise' });
    await seedStudioNumbers(user);
    await signInThroughForm(page, user);
    await expect(page.getByTestId('stat-revenue-value')).toHaveText('$1,235');
    const found = await auditViews(page, '/dashboard with figures');

    await open(page, '/analytics', 'Analytics');
    await expect(page.getByTestId('metric-revenue-value')).toHaveText('$1,235');
    found.push(...(await auditViews(page, '/analytics revenue charts')));
    for (const id of ['chart-monthly-trend', 'chart-service-types'])
      await page.getByTestId(id).getByRole('button', { name: 'Table' }).click();
    found.push(...(await auditViews(page, '/analytics revenue tables')));
    await page.getByRole('tab', { name: 'Client Insights' }).click();
    await expect(page.getByTestId('top-clients-table')).toBeVisible();
    found.push(...(await auditViews(page, '/analytics client insights')));
    await page.getByRole('tab', { name: 'Project Performance' }).click();
    found.push(...(await auditViews(page, '/analytics project performance chart')));
    await page.getByTestId('chart-status').getByRole('button', { name: 'Table' }).click();
    found.push(...(await auditViews(page, '/analytics project performance table')));
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Custom range' }).click();
    await expect(page.getByTestId('custom-range')).toBeVisible();
    found.push(...(await auditViews(page, '/analytics custom range')));
    expect(found).toEqual([]);
  });

  test('analytics upgrade panel on the Free plan', async ({ page }) => {
    test.setTimeout(90_000);
    const user = await createAuditUser({ plan: 'free' });
    await signInThroughForm(page, user);
    await open(page, '/analytics', 'Analytics');
    await expect(page.getByTestId('analytics-upgrade')).toBeVisible();
    expect(await auditViews(page, '/analytics upgrade panel')).toEqual([]);
  });

  test('pricing and billing with a paid subscription, annual prices, the payment result', async ({ page }) => {
    test.setTimeout(180_000);
    const user = await createAuditUser({ plan: 'free' });
    const { callbackSearch } = await paySandboxCheckout(user, 'premium');
    await signInThroughForm(page, user);
    await open(page, '/pricing', 'Choose Your Plan');
    await expect(page.getByTestId('receipt')).toHaveCount(1);
    const found = await auditViews(page, '/pricing with a subscription');
    await page.getByRole('switch', { name: 'Annual billing' }).click();
    found.push(...(await auditViews(page, '/pricing annual prices')));
    await open(page, '/settings?tab=billing', 'Settings');
    await expect(page.getByTestId('receipt')).toHaveCount(1);
    found.push(...(await auditViews(page, '/settings?tab=billing with a subscription')));
    // The success state: the callback of the checkout this account paid, verified again.
    await page.goto(`/pricing/callback${callbackSearch}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    found.push(...(await auditViews(page, '/pricing/callback settled')));
    expect(found).toEqual([]);
  });
});
