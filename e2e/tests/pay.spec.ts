import { expect, test } from '@playwright/test';
import type { Project } from '@atelier/shared';
import { auditViews, createAuditUser } from '../fixtures/a11y';
import { apiAs, createUser, openSignedIn, type TestUser } from '../fixtures/api';
import { auditDialog, expectFocusRoundTrip } from '../fixtures/dialogs';
import { waitForLink } from '../fixtures/mail';
import { sideways } from '../fixtures/phone-width';

// Piece-rate pay in a real browser against the real server (decision 154).

/** A member of the owner's studio with `role`, joined through the mailed invitation. */
async function joined(owner: TestUser, role: 'manager' | 'staff', firstName: string): Promise<TestUser> {
  const person = await createUser({ plan: 'free', firstName, lastName: 'Seam' });
  await apiAs(owner).post('/team/invites', { email: person.email, role });
  const link = await waitForLink(person.email, '/join');
  const token = new URLSearchParams(link.hash.slice(1)).get('token');
  await apiAs(person).post('/invites/accept', { token, leaveCurrentStudio: true });
  return person;
}

/** An Enterprise studio whose staff member finished the sewing of a dress paid 12.50, and the owner a cutting paid 4. */
async function paidStudio(owner: TestUser) {
  const staff = await joined(owner, 'staff', 'Sam');
  const api = apiAs(owner);
  await api.post('/team/pay-rates', { stage: 'Sewing', rate: 12.5 });
  await api.post('/team/pay-rates', { stage: 'Cutting', rate: 4 });
  const { client } = await api.post<{ client: { id: string } }>('/clients', { name: 'Grace Hopper' });
  const { project } = await api.post<{ project: Project }>('/projects', {
    clientId: client.id,
    name: 'Ivory gown',
    type: 'Wedding Dress',
    assigneeId: staff.user.id,
  });
  const stage = (name: string) => project.stages.find((s) => s.name === name)!.id;
  await api.patch(`/projects/${project.id}/stages/${stage('Sewing')}`, { status: 'done' });
  await api.patch(`/projects/${project.id}/stages/${stage('Cutting')}`, { status: 'done', assigneeId: owner.user.id });
  return { staff };
}

test.describe('piece-rate pay', () => {
  test('a staff member sees only their own dues, on a phone, in both themes @mobile', async ({ page }) => {
    const owner = await createUser({ plan: 'enterprise', firstName: 'Olive', lastName: 'Owner' });
    const { staff } = await paidStudio(owner);
    await apiAs(staff).patch('/user/preferences', { settings: { theme: 'system' } });
    await openSignedIn(page, staff, '/team/pay');
    await expect(page.getByRole('heading', { level: 1, name: 'Pay' })).toBeVisible();
    const mine = page.getByRole('article', { name: 'Sam Seam' });
    await expect(mine.getByTestId('pay-due')).toHaveText('$12.50');
    await expect(page.getByTestId('pay-member')).toHaveCount(1);
    await expect(page.getByText('Olive Owner')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Record a payout/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Rate' })).toHaveCount(0);
    await mine.getByRole('button', { name: 'Show the ledger of Sam Seam' }).click();
    await expect(page.getByTestId('pay-entry')).toContainText('Sewing · Ivory gown');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(await auditViews(page, '/team/pay as staff')).toEqual([]);
  });

  test('the owner sets a rate, records a payout and sees what is owed fall', async ({ page }) => {
    const owner = await createUser({ plan: 'enterprise', firstName: 'Olive', lastName: 'Owner' });
    await paidStudio(owner);
    await openSignedIn(page, owner, '/team/pay');
    const sam = page.getByRole('article', { name: 'Sam Seam' });
    await expect(sam.getByTestId('pay-due')).toHaveText('$12.50');
    await expect(page.getByRole('article', { name: 'Olive Owner' }).getByTestId('pay-due')).toHaveText('$4.00');

    await page.getByRole('button', { name: 'Add Rate' }).click();
    const add = page.getByRole('dialog', { name: 'Add Rate' });
    await add.getByLabel('Stage').fill('Finishing');
    await add.getByLabel(/^Rate/).fill('2,5');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Piece rate added')).toBeVisible();
    await expect(page.getByTestId('pay-rate').filter({ hasText: 'Finishing' })).toContainText('$2.50');

    await sam.getByRole('button', { name: 'Record a payout for Sam Seam' }).click();
    const payout = page.getByRole('dialog', { name: 'Record a payout' });
    await payout.getByLabel(/^Amount/).fill('12,5O');
    await payout.getByRole('button', { name: 'Save' }).click();
    await expect(payout.getByText('Write the amount as a number with at most 2 decimals', { exact: false })).toBeVisible();
    await payout.getByLabel(/^Amount/).fill('10');
    await payout.getByLabel('Note').fill('Cash, Friday');
    await payout.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Recorded in the pay ledger')).toBeVisible();
    await expect(sam.getByTestId('pay-due')).toHaveText('$2.50');
  });

  test('the screen and its dialogs in both themes, focus going and coming back', async ({ page }) => {
    const owner = await createAuditUser({ plan: 'enterprise' });
    await paidStudio(owner);
    await openSignedIn(page, owner, '/team/pay');
    const sam = page.getByRole('article', { name: 'Sam Seam' });
    await expect(sam).toBeVisible();
    const found = await auditViews(page, '/team/pay as the owner');
    found.push(...(await auditDialog(page, sam.getByRole('button', { name: 'Record a payout for Sam Seam' }), 'Record a payout')));
    found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Add Rate' }), 'Add Rate')));
    expect(found).toEqual([]);
    await expectFocusRoundTrip(page, {
      opener: page.getByRole('button', { name: 'Add Rate' }),
      name: 'Add Rate',
      firstFocus: (d) => d.getByLabel('Stage'),
    });
  });

  test('a Premium studio sees the upgrade panel', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    await openSignedIn(page, user, '/team/pay');
    await expect(page.getByTestId('team-upgrade')).toBeVisible();
  });
});
