import { expect, test, type Page } from '@playwright/test';
import { createUser, openSignedIn } from '../fixtures/api';
import { FUTURE_YEAR, paySandboxCheckout } from '../fixtures/billing';

// Plans are bought through the embedded sandbox provider's checkout, exactly as through
// Stripe's: the app sends the browser to the checkout, the checkout back to /pricing/callback,
// and the plan changes only once the server has verified the payment.

const LOCKED = 'This feature is not available on your current plan.';

async function startPremiumCheckout(page: Page) {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
  await expect(page.getByTestId('subscription-plan')).toHaveText('Free Plan');
  await page.getByTestId('plan-card-premium').getByRole('button', { name: 'Upgrade to Premium' }).click();
  await page.waitForURL('**/subscriptions/sandbox/checkout/**');
  await expect(page.getByRole('heading', { name: 'Atelier checkout' })).toBeVisible();
}

async function payWith(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill(FUTURE_YEAR);
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay \$6\.00/ }).click();
}

test.describe('plans and payments through the sandbox', () => {
  test('a Free user upgrades to Premium with 4242…: the callback verifies, /dashboard follows, the sidebar and the calendar follow the plan', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const user = await createUser({ plan: 'free' });
    await openSignedIn(page, user);
    await expect(page.getByTestId('sidebar-plan-label')).toHaveText('Free Plan');
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { name: LOCKED })).toBeVisible();

    await startPremiumCheckout(page);
    await payWith(page, '4242 4242 4242 4242');

    await page.waitForURL('**/pricing/callback?session_id=*');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    await expect(page.getByText('You will be redirected shortly...')).toBeVisible();
    await page.waitForURL('**/dashboard', { timeout: 15_000 });
    await expect(page.getByText('Subscription activated successfully')).toBeVisible();
    await expect(page.getByTestId('sidebar-plan-label')).toHaveText('Premium Plan');

    await page.goto('/calendar');
    await expect(page.getByRole('heading', { level: 1, name: /calendar/i })).toBeVisible();
    await expect(page.getByRole('button', { name: /Add Event/i }).first()).toBeEnabled();
    await expect(page.getByRole('heading', { name: LOCKED })).toHaveCount(0);

    await page.goto('/pricing');
    await expect(page.getByTestId('subscription-plan')).toHaveText('Premium Plan');
    await expect(page.getByTestId('subscription-status')).toContainText('Active');
    await expect(page.getByTestId('plan-card-premium').getByTestId('plan-status')).toHaveText('Active');
    await expect(page.getByTestId('payment-method-card')).toHaveText('Visa ending in 4242');
    await expect(page.getByTestId('receipt')).toHaveCount(1);
    await page.getByTestId('plan-card-premium').getByRole('button', { name: 'Your current plan' }).click();
    await expect(page.getByText('You are already subscribed to this plan.')).toBeVisible();
  });

  test("a declined card keeps the plan, and back on /pricing says 'Payment failed, try again'", async ({ page }) => {
    test.setTimeout(90_000);
    const user = await createUser({ plan: 'free' });
    await openSignedIn(page, user);
    await startPremiumCheckout(page);
    await payWith(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert')).toContainText('Your card was declined.');
    await page.getByRole('link', { name: 'Cancel and return to Atelier' }).click();

    await page.waitForURL(/\/pricing$/);
    await expect(page.getByText('Payment failed, try again')).toBeVisible();
    await expect(page.getByTestId('subscription-plan')).toHaveText('Free Plan');
    await expect(page.getByTestId('sidebar-plan-label')).toHaveText('Free Plan');
  });

  test('cancel keeps Premium until the period ends; the card is changed and the receipt downloads', async ({ page }) => {
    test.setTimeout(90_000);
    const user = await createUser({ plan: 'free' });
    await paySandboxCheckout(user, 'premium');
    await openSignedIn(page, user);
    await expect(page.getByTestId('sidebar-plan-label')).toHaveText('Premium Plan');

    await page.goto('/settings?tab=billing');
    const billing = page.getByTestId('billing-overview');
    await expect(billing.getByTestId('subscription-status')).toContainText('Active');
    const periodEnd = (await billing.getByTestId('subscription-due').textContent())!.trim();
    expect(periodEnd).not.toBe('');

    const download = page.waitForEvent('download');
    await billing.getByRole('button', { name: /^Download PDF of receipt R-/ }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    await billing.getByRole('button', { name: 'Change card' }).click();
    const cardDialog = page.getByRole('dialog', { name: 'Change card' });
    await cardDialog.getByLabel('Card number').fill('4000 0000 0000 0341');
    await cardDialog.getByLabel('Expiry date').fill(`12/${FUTURE_YEAR.slice(2)}`);
    await cardDialog.getByLabel('Security code').fill('123');
    await cardDialog.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Payment method updated successfully')).toBeVisible();
    await expect(cardDialog).toBeHidden();
    await expect(billing.getByTestId('payment-method-card')).toHaveText('Visa ending in 0341');

    await billing.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel subscription' });
    await expect(dialog).toContainText(`You keep Premium and all its features until ${periodEnd}`);
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(page.getByText('Subscription cancelled successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(billing.getByTestId('subscription-line')).toHaveText(
      `Cancelled: you keep Premium until ${periodEnd}, then the Free plan applies. Your data is kept.`,
    );
    await expect(billing.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);

    // Access is kept to the period's end: still Premium, the calendar still open.
    await expect(page.getByTestId('sidebar-plan-label')).toHaveText('Premium Plan');
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { level: 1, name: /calendar/i })).toBeVisible();
    await expect(page.getByRole('button', { name: /Add Event/i }).first()).toBeEnabled();
    await expect(page.getByRole('heading', { name: LOCKED })).toHaveCount(0);
  });
});
