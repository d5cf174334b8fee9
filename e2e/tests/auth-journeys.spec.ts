import { expect, test } from '@playwright/test';
import { createUser, signInThroughForm, uniqueEmail } from '../fixtures/api';
import { mailCount, waitForCode } from '../fixtures/mail';

test.describe('accounts and sign-in', () => {
  test('sign up with a plan, verify the mailed code, sign in, see the sidebar, sign out', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
    await page.getByRole('button', { name: 'Choose Premium' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Stitch');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a-good-password');
    await page.getByLabel('Business Name').fill('Stitch & Co');

    const submit = page.getByRole('button', { name: 'Create Account & Start Trial' });
    // Terms gate the submit button on /signup.
    await expect(submit).toBeDisabled();
    await page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }).click();
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page.getByText('Registration successful! Please verify your email.')).toBeVisible();
    await page.waitForURL(`**/verify-otp?email=${encodeURIComponent(email)}`);
    const code = await waitForCode(email);
    // Typing the first digit and pasting is what people do; here we type each box.
    for (let i = 0; i < 4; i += 1) await page.getByLabel(`Digit ${i + 1} of 4`).fill(code[i]!);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByText('Account verified successfully! You can now log in.')).toBeVisible();
    await page.waitForURL('**/login');

    await signInThroughForm(page, { email, password: 'a-good-password' });
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    await expect(page.getByTestId('sidebar-user-name')).toHaveText('Ada Stitch');
    await expect(page.getByTestId('sidebar-plan-label')).toHaveText('Premium Plan');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await expect(page.getByText('Logged out successfully.')).toBeVisible();
    // The session is ended on the server too: the protected area sends us back.
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
  });

  test('forgot password, reset with the mailed code, sign in with the new password', async ({ page }) => {
    const user = await createUser({ plan: 'free' });
    const before = mailCount(user.email);
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expect(page.getByText(`Password reset code sent to ${user.email}`)).toBeVisible();
    await page.waitForURL(`**/reset-password?email=${encodeURIComponent(user.email)}`);
    const code = await waitForCode(user.email, before + 1);

    await page.getByLabel('Digit 1 of 4').click();
    await page.keyboard.insertText(code);
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('New password must be at least 8 characters long.')).toBeVisible();

    await page.getByLabel('New Password', { exact: true }).fill('a-brand-new-password');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password has been reset successfully! Please log in with your new password.')).toBeVisible();
    await page.waitForURL('**/login');

    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();

    await signInThroughForm(page, { email: user.email, password: 'a-brand-new-password' });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('a pricing button on the landing page shows the toast and opens sign-up', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('plan-cta-premium').click();
    await expect(page.getByText('Please signup to continue to Premium')).toBeVisible();
    await page.waitForURL('**/signup**');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });

  test('/verify-otp without an email shows the error and a way back', async ({ page }) => {
    await page.goto('/verify-otp');
    await expect(page.getByText('Error: Email for verification not found. Please go back to signup.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to signup' }).click();
    await page.waitForURL('**/signup');
  });

  test('a protected page while signed out goes to /login', async ({ page }) => {
    for (const path of ['/dashboard', '/clients', '/settings']) {
      await page.goto(path);
      await page.waitForURL('**/login');
    }
  });

  test('signing in before verifying sends a fresh code and opens /verify-otp', async ({ page, request }) => {
    const email = uniqueEmail('unverified');
    const res = await request.post('/api/v1/auth/signup', {
      data: { firstName: 'Una', lastName: 'Verified', email, password: 'a-good-password', agreeToTerms: true, selectedPlan: 'free' },
    });
    expect(res.status()).toBe(201);
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a-good-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`**/verify-otp?email=${encodeURIComponent(email)}`);
    // The fresh code replaces the one mailed at sign-up (the browser suite raises the send limits).
    await waitForCode(email, 2);
    // Resend Code mails yet another one, and only the newest works.
    await page.getByRole('button', { name: 'Resend Code' }).click();
    await expect(page.getByText(`Verification code sent to ${email}`)).toBeVisible();
    const fresh = await waitForCode(email, 3);
    await page.getByLabel('Digit 1 of 4').click();
    await page.keyboard.insertText(fresh);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await page.waitForURL('**/login');
  });
});
