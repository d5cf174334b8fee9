import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, createUser } from '../fixtures/api';
import { E2E_BASE_URL } from '../fixtures/env';

// Decision 042: the embedded payment sandbox's hosted checkout page in a real browser:
// accessible (axe, WCAG 2.2 AA, light and dark, 1280 and 375 px), a declined test card said on
// the page, a good one paid and the browser sent back to the app's /pricing/callback.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** POST /subscriptions as the web app would send it from its own origin: answers the checkout link. */
async function checkoutLink(token: string, planId: string): Promise<string> {
  const res = await fetch(`${E2E_BASE_URL}/api/v1/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, origin: E2E_BASE_URL },
    body: JSON.stringify({ planId }),
  });
  const body = (await res.json()) as { data: { checkoutUrl: string } };
  return body.data.checkoutUrl;
}

async function expectNoSeriousViolations(page: Page, label: string) {
  for (const view of [
    { width: 1280, height: 800, colorScheme: 'light' as const },
    { width: 1280, height: 800, colorScheme: 'dark' as const },
    { width: 375, height: 740, colorScheme: 'light' as const },
    { width: 375, height: 740, colorScheme: 'dark' as const },
  ]) {
    await page.emulateMedia({ colorScheme: view.colorScheme });
    await page.setViewportSize({ width: view.width, height: view.height });
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious, `${label} ${view.width}px ${view.colorScheme}`).toEqual([]);
  }
}

test('the sandbox checkout is accessible, says a declined card, and returns a paid one to /pricing/callback', async ({ page }) => {
  test.setTimeout(90_000);
  const user = await createUser({ plan: 'free' });
  const link = await checkoutLink(user.token, 'premium');
  expect(link.startsWith(`${E2E_BASE_URL}/api/v1/subscriptions/sandbox/checkout/cs_sandbox_`)).toBe(true);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Atelier checkout' })).toBeVisible();
  await expect(page.getByText('4242 4242 4242 4242')).toBeVisible();
  await expectNoSeriousViolations(page, 'checkout');

  const pay = async (number: string) => {
    await page.getByLabel('Card number').fill(number);
    await page.getByLabel('Expiry month').fill('12');
    await page.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 3));
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Pay $6.00' }).click();
  };

  await pay('4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, 'checkout with a declined card');

  await pay('4242 4242 4242 4242');
  await page.waitForURL(/\/pricing\/callback\?session_id=cs_sandbox_/);
  const sessionId = new URL(page.url()).searchParams.get('session_id');
  const verified = await apiAs(user).get<{ success: boolean; subscription: { planId: string; status: string } }>(
    `/subscriptions/verify?session_id=${sessionId}`,
  );
  expect(verified).toMatchObject({ success: true, subscription: { planId: 'premium', status: 'active' } });
});
