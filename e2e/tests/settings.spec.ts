import { expect, test, type Page } from '@playwright/test';
import type { UserProfile } from '@atelier/shared';
import { apiAs, createUser, signInAgain, openSignedIn, signInThroughForm, uniqueEmail } from '../fixtures/api';
import { E2E_BASE_URL } from '../fixtures/env';
import { waitForCode, waitForLink } from '../fixtures/mail';

// /settings. The profile (name split), preferences that apply at once and on another
// device (theme, language), the password change, and the signed-in devices.

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function openTab(page: Page, tab: string, name: string) {
  await page.goto(`/settings?tab=${tab}`);
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
}

/** Whether a token still opens the API (a revoked session answers 401). */
async function tokenWorks(token: string): Promise<boolean> {
  const res = await fetch(`${E2E_BASE_URL}/api/v1/user/profile`, { headers: { authorization: `Bearer ${token}` } });
  return res.ok;
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('settings', () => {
  test('profile: the full name is split at the first space', async ({ page }) => {
    const user = await createUser({ firstName: 'Ada', lastName: 'Stitch' });
    await openSignedIn(page, user);
    await openTab(page, 'profile', 'Profile');
    const fullName = page.getByLabel('Full name', { exact: true });
    await expect(fullName).toHaveValue('Ada Stitch');
    await fullName.fill('Mary Ann Evans');
    await page.getByLabel('Business name').fill('Evans Tailoring');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(toast(page, 'Profile updated successfully')).toBeVisible();

    const profile = await apiAs(user).get<{ user: UserProfile }>('/user/profile');
    expect(profile.user).toMatchObject({ firstName: 'Mary', lastName: 'Ann Evans', businessName: 'Evans Tailoring' });
    // The session user was replaced: the sidebar shows the new name without a reload.
    await expect(page.getByTestId('sidebar-user-name')).toHaveText('Mary Ann Evans');
    await page.reload();
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Mary Ann Evans');
  });

  test('preferences: dark theme at once and on another device; French shows the sidebar in French', async ({ page, browser }) => {
    const user = await createUser();
    await openSignedIn(page, user);
    await openTab(page, 'preferences', 'Preferences');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);

    await chooseOption(page, 'Theme', 'Dark');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(toast(page, 'Preferences updated successfully')).toBeVisible();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    // A reload starts dark (remembered in this browser), and stays dark.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Preferences', selected: true })).toBeVisible();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);

    // Another device: the theme is the account's, not this browser's.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInThroughForm(otherPage, user);
    await expect(otherPage.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await other.close();

    await chooseOption(page, 'Language', 'Français');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(toast(page, 'Preferences updated successfully')).toBeVisible();
    // The language applies beyond the settings page: 'Tableau de bord' is the sidebar's label
    // of Dashboard. The settings page itself is French too.
    await expect(page.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
    const profile = await apiAs(user).get<{ user: UserProfile }>('/user/profile');
    expect(profile.user.settings).toMatchObject({ theme: 'dark', language: 'fr' });
  });

  test('email: a new address needs the current password, and the old address can undo the change', async ({ page }) => {
    const user = await createUser();
    await openSignedIn(page, user);
    await openTab(page, 'profile', 'Profile');
    const next = uniqueEmail('moved');
    await page.getByLabel('Email', { exact: true }).fill(next);
    const password = page.getByLabel('Current password', { exact: true });
    const save = page.getByRole('button', { name: 'Save Profile' });
    await save.click();
    // Without the password nothing is sent: the field says why and has the focus (decision 050).
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter your current password to change your email address.').first()).toBeVisible();
    await password.fill(user.password);
    await save.click();
    await expect(toast(page, 'Profile updated successfully')).toBeVisible();

    await page.getByLabel('Verification code').fill(await waitForCode(next));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(toast(page, 'Email updated successfully')).toBeVisible();
    // The change ended the other session (the API one of createUser).
    expect(await tokenWorks(user.token)).toBe(false);

    // The old address is told, with a link that brings it back.
    const link = await waitForLink(user.email, '/email-change/undo#token=');
    await page.goto(`${link.pathname}${link.hash}`);
    await page.getByRole('button', { name: 'Bring my address back' }).click();
    await expect(page.getByText('Your address is back. Every device was signed out.')).toBeVisible();
    const profile = await fetch(`${E2E_BASE_URL}/api/v1/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    // The address is back and the password is gone: only "Forgot password" gets in now.
    expect(profile.status).toBe(401);
  });

  test('password: a mismatch is refused, a wrong current password is shown on its field, then it changes', async ({ page }) => {
    const user = await createUser();
    await openSignedIn(page, user);
    await openTab(page, 'security', 'Security');
    const current = page.getByLabel('Current password', { exact: true });
    const next = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password', { exact: true });
    const save = page.getByRole('button', { name: 'Update Password' });

    await current.fill(user.password);
    await next.fill('brand-new-password-1');
    await confirm.fill('brand-new-password-2');
    await save.click();
    await expect(page.getByText('New passwords do not match!').first()).toBeVisible();
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');

    await current.fill('not-my-password');
    await confirm.fill('brand-new-password-1');
    await save.click();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Current password is incorrect').first()).toBeVisible();

    await current.fill(user.password);
    await save.click();
    await expect(toast(page, 'Password updated successfully')).toBeVisible();
    await expect(current).toHaveValue('');
    // The new password signs in; the change ended the other session (the API one of createUser).
    expect((await signInAgain({ email: user.email, password: 'brand-new-password-1' })).token).toBeTruthy();
    expect(await tokenWorks(user.token)).toBe(false);
  });

  test('sessions: sign out one device, then log out of all other sessions', async ({ page }) => {
    const user = await createUser();
    const second = await signInAgain(user);
    await openSignedIn(page, user);
    await openTab(page, 'security', 'Security');
    const sessions = page.getByTestId('active-sessions').getByRole('listitem');
    // This browser, the sign-in of createUser and the second one.
    await expect(sessions).toHaveCount(3);
    await expect(page.getByTestId('active-sessions').getByText('This device')).toHaveCount(1);

    await page
      .getByRole('button', { name: /^Sign out / })
      .first()
      .click();
    await expect(toast(page, 'Session ended')).toBeVisible();
    await expect(sessions).toHaveCount(2);
    // Exactly one of the two other tokens is refused now.
    expect([await tokenWorks(user.token), await tokenWorks(second.token)].filter(Boolean)).toHaveLength(1);

    await page.getByRole('button', { name: 'Log out of all other sessions' }).click();
    await expect(toast(page, 'Logged out from all sessions')).toBeVisible();
    await expect(sessions).toHaveCount(1);
    await expect(sessions.first()).toContainText('This device');
    expect(await tokenWorks(user.token)).toBe(false);
    expect(await tokenWorks(second.token)).toBe(false);
    // This device stays signed in, and a reload still lists only it.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Security', selected: true })).toBeVisible();
    await expect(sessions).toHaveCount(1);
  });

  test('@mobile the six tabs are usable at 375 px and the tab is kept in the URL', async ({ page }) => {
    const user = await createUser();
    await openSignedIn(page, user);
    await openTab(page, 'profile', 'Profile');
    await page.getByRole('tab', { name: 'Data' }).click();
    await expect(page).toHaveURL(/[?&]tab=data\b/);
    await expect(page.getByRole('tab', { name: 'Data', selected: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    // The tab list scrolls inside itself; the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Security', selected: true })).toBeVisible();
  });
});
