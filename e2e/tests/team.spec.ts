import { expect, test, type Page } from '@playwright/test';
import type { CalendarEvent, TeamMember } from '@atelier/shared';
import { auditViews, createAuditUser } from '../fixtures/a11y';
import { apiAs, createUser, openSignedIn, signInThroughForm, uniqueEmail, type TestUser } from '../fixtures/api';
import { waitForCode, waitForLink } from '../fixtures/mail';

// A studio of several people (decision 072) in a real browser against the real server: the
// owner invites, the invitee follows the mailed link, signs up and joins, works with what the
// staff role opens, and is signed out with the server's reason once removed.

const PASSWORD = 'a-good-password';

/** The day `offset` days from now in the studio's zone (the default, Europe/Berlin), 'YYYY-MM-DD'. */
function berlinDay(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + offset * 24 * 3600_000),
  );
}

/** The invitee's way from the join page to an account: Free plan, the form, the mailed code. */
async function signUpFromJoin(page: Page, email: string) {
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.waitForURL('**/signup');
  await page.getByRole('button', { name: 'Choose Free' }).click();
  await page.getByLabel('First Name').fill('Sam');
  await page.getByLabel('Last Name').fill('Seam');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }).click();
  await page.getByRole('button', { name: 'Create Account & Start Free' }).click();
  await page.waitForURL('**/verify-otp**');
  // The first mail to the address was the invitation; the code is the second.
  const code = await waitForCode(email, 2);
  for (let i = 0; i < 4; i += 1) await page.getByLabel(`Digit ${i + 1} of 4`).fill(code[i]!);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await page.waitForURL('**/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The invitation waits in the tab: sign-in comes back to it, not to the dashboard.
  await page.waitForURL('**/join');
}

async function inviteThroughTeamTab(page: Page, email: string) {
  await page.goto('/settings?tab=team');
  await page.getByRole('button', { name: 'Invite someone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite someone to your studio' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('team-invite').filter({ hasText: email })).toBeVisible();
}

test.describe('a studio of several people', () => {
  test('an owner invites staff, who joins, sees only what the role opens and their fitting, until removed', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const owner = await createUser({ plan: 'enterprise', firstName: 'Olive', lastName: 'Owner' });
    await apiAs(owner).post('/clients', { name: 'Grace Hopper' });
    const staffEmail = uniqueEmail('staff');

    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    await signInThroughForm(ownerPage, owner);
    await inviteThroughTeamTab(ownerPage, staffEmail);

    // The invitee opens the mailed link: the secret is read from the fragment and leaves the address.
    const link = await waitForLink(staffEmail, '/join');
    expect(link.hash).toMatch(/^#token=./);
    await page.goto(`${link.pathname}${link.hash}`);
    await expect(page.getByTestId('invite-offer')).toContainText(`Olive Owner invites you to join ${owner.user.studio.name} as staff.`);
    await expect(page).toHaveURL(/\/join$/);

    await signUpFromJoin(page, staffEmail);
    await page.getByRole('button', { name: 'Join the studio' }).click();
    await expect(page.getByText('Confirm that you leave your current studio')).toBeVisible();
    await page.getByRole('checkbox', { name: 'I leave my current studio' }).click();
    await page.getByRole('button', { name: 'Join the studio' }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByText(`Welcome to ${owner.user.studio.name}!`)).toBeVisible();

    // Staff: clients yes; invoices, analytics and billing no, in the menu or by address.
    const nav = page.getByRole('complementary', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Clients' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Invoices' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Clients' }).click();
    await expect(page.getByRole('article', { name: 'Grace Hopper' })).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
    for (const tab of ['Billing', 'Team', 'Data', 'Studio']) await expect(page.getByRole('tab', { name: tab })).toHaveCount(0);
    // Staff see the tokens they kept from an earlier role, and create none (decision 106).
    await expect(page.getByRole('tab', { name: 'API tokens' })).toBeVisible();
    await page.goto('/invoices');
    await expect(page.getByText('Your role in this studio does not include this page.', { exact: false })).toBeVisible();
    await page.goto('/pricing');
    await expect(page.getByTestId('role-denied')).toBeVisible();

    // The owner assigns them a fitting in the event form; it is theirs on the calendar, under 'Mine'.
    const day = berlinDay(2);
    await ownerPage.goto(`/calendar?view=month&date=${day}`);
    await ownerPage
      .locator(`td[data-day="${day}"]`)
      .getByRole('button', { name: /Add an event on this day/ })
      .click();
    const form = ownerPage.getByRole('dialog', { name: 'Add New Event' });
    await form.getByLabel('Title').fill('Fitting for Sam');
    await form.getByLabel('Start').fill(`${day}T10:30`);
    await form.getByLabel(/^Assigned to/).click();
    await ownerPage.getByRole('option', { name: 'Sam Seam', exact: true }).click();
    await form.getByRole('button', { name: 'Add Event' }).click();
    await expect(form).toBeHidden();
    const { members } = await apiAs(owner).get<{ members: TeamMember[] }>('/team/members');
    const staff = members.find((m) => m.email === staffEmail)!;
    expect(staff.role).toBe('staff');
    const { events } = await apiAs(owner).get<{ events: CalendarEvent[] }>(`/calendar?startDate=${day}&endDate=${day}`);
    expect(events.map((e) => [e.title, e.assigneeId])).toEqual([['Fitting for Sam', staff.id]]);

    await page.goto(`/calendar?view=month&date=${day}`);
    await page.getByRole('combobox', { name: 'Filter by assignee' }).click();
    await page.getByRole('option', { name: 'Mine', exact: true }).click();
    await expect(page.locator(`td[data-day="${day}"]`).getByTestId('event-chip')).toContainText('Fitting for Sam');

    // The owner removes them: the member's next click ends on /login with the server's reason.
    await ownerPage.goto('/settings?tab=team');
    await ownerPage.getByRole('button', { name: 'Remove Sam Seam' }).click();
    await ownerPage.getByRole('dialog').getByRole('button', { name: 'Remove from studio' }).click();
    await expect(ownerPage.getByTestId('team-member').filter({ hasText: staffEmail })).toHaveCount(0);

    await page.getByRole('complementary', { name: 'Main navigation' }).getByRole('link', { name: 'Clients' }).click();
    await page.waitForURL('**/login');
    await expect(page.getByTestId('signed-out-reason')).toHaveText('You were removed from the studio. Sign in again to use your own.');
    await ownerContext.close();
  });

  test('the Team tab, the invite dialog, the Studio and API tokens tabs have no serious axe violation, both themes, 1280 and 375 px', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const owner: TestUser = await createAuditUser({ plan: 'enterprise' });
    await apiAs(owner).post('/team/invites', { email: uniqueEmail('waiting'), role: 'manager' });
    await apiAs(owner).post('/tokens', { name: 'Shop sync', scope: 'read', expiresOn: null });
    await openSignedIn(page, owner, '/settings?tab=team');
    await expect(page.getByTestId('team-invite')).toBeVisible();
    const found = await auditViews(page, 'Team tab');

    const opener = page.getByRole('button', { name: 'Invite someone' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Invite someone to your studio' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeFocused();
    found.push(...(await auditViews(page, 'invite dialog', { include: '[role="dialog"]' })));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus goes back to the control that opened the dialog.
    await expect(opener).toBeFocused();

    // The owner's other new tabs: the studio with its brand, and the API tokens with one listed.
    await page.goto('/settings?tab=studio');
    await expect(page.getByTestId('brand-color')).toBeVisible();
    found.push(...(await auditViews(page, 'Studio tab')));
    await page.goto('/settings?tab=tokens');
    await expect(page.getByTestId('api-token')).toBeVisible();
    found.push(...(await auditViews(page, 'API tokens tab')));
    expect(found).toEqual([]);
  });
});
