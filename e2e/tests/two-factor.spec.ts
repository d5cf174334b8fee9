import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { seriousViolations } from '../fixtures/a11y';
import { createUser, signInThroughForm } from '../fixtures/api';

/** The authenticator app: the code of the shown secret, `steps` 30-second steps from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

test.describe('two-factor sign-in', () => {
  test('set up 2FA with a code from the shown secret, sign out, sign in with the password and the second factor', async ({ page }) => {
    const user = await createUser();
    await signInThroughForm(page, user);

    await page.goto('/settings?tab=security');
    const section = page.getByTestId('two-factor-section');
    await expect(section.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await section.getByRole('button', { name: 'Set up' }).click();
    await expect(section.getByRole('img', { name: 'QR code to add your Atelier account to an authenticator app' })).toBeVisible();
    const secret = (await section.getByTestId('two-factor-secret').getAttribute('data-secret'))!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await seriousViolations(page, '2FA setup', '[data-testid="two-factor-section"]')).toEqual([]);
    // The secret is shown as text too (in groups of four), for apps that cannot scan.
    await expect(section.getByTestId('two-factor-secret')).toHaveText(secret.replace(/(.{4})(?=.)/g, '$1 '));

    await section.getByLabel('6-digit code').fill(codeOf(secret));
    await section.getByRole('button', { name: 'Enable' }).click();
    await expect(page.getByText('2FA enabled successfully')).toBeVisible();
    const codes = section.getByTestId('recovery-codes').getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).toHaveText(/^[2-9a-z]{4}-[2-9a-z]{4}$/);
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await expect(section.getByText('On', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');

    // The password alone opens nothing: the second step asks for the code.
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    expect(page.url()).toContain('/login');
    const input = page.getByLabel('Authentication code');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(await seriousViolations(page, '2FA sign-in step')).toEqual([]);
    // The code used to enable is spent (replay); the authenticator's next one is accepted.
    await input.fill(codeOf(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
  });

  test('a recovery code signs in when the phone is not at hand', async ({ page }) => {
    const user = await createUser();
    const api = (path: string, method: string, body?: unknown) =>
      page.request.fetch(`/api/v1${path}`, { method, headers: { authorization: `Bearer ${user.token}` }, data: body });
    const { secret } = (await (await api('/user/2fa/setup', 'POST')).json()).data as { secret: string };
    const on = await (await api('/user/2fa', 'PATCH', { enable: true, code: codeOf(secret) })).json();
    const recovery = (on.data.recoveryCodes as string[])[0]!;

    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recovery);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
  });
});
