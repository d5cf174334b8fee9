import { expect, test, type Page } from '@playwright/test';
import { auditViews, createAuditUser } from '../fixtures/a11y';
import { apiAs, openSignedIn } from '../fixtures/api';

// A new studio's first steps (decision 211): after its conventions, a checklist on the dashboard
// whose steps open their place and tick themselves from what the studio did, until hidden.

const CARD = 'section[aria-labelledby=first-steps-title]';

async function walkTheSteps(page: Page, { audit }: { audit: boolean }) {
  // Its theme follows the system, so the audit sees both (createAuditUser).
  const user = await createAuditUser({ plan: 'enterprise' });
  await openSignedIn(page, user);
  const card = page.locator(CARD);
  await expect(card.getByRole('heading', { name: 'First steps' })).toBeVisible();
  // The conventions were confirmed at sign-up: one of seven.
  await expect(card.getByText('1 of 7 done')).toBeVisible();
  // Both widths and both themes, once: the phone's own run walks the steps at 375 px.
  if (audit) expect(await auditViews(page, 'first steps', { include: CARD })).toEqual([]);

  // The first client, through the step's own link and the add dialog it opens.
  await card.getByRole('link', { name: /Your first client \(To do\)/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Client' });
  await dialog.getByLabel('Name').fill('Hélène Marchand');
  await dialog.getByRole('button', { name: 'Save Client' }).click();
  await expect(dialog).toBeHidden();

  // The tax identity, on the tab the step opens.
  await page.goto('/dashboard');
  await card.getByRole('link', { name: /Tax identity and rates/ }).click();
  await page.waitForURL('**/settings?tab=tax');
  await apiAs(user).patch('/tax/settings', { country: 'FR', legalName: 'Atelier Marchand SARL' });

  await page.goto('/dashboard');
  await expect(card.getByText('3 of 7 done')).toBeVisible();
  await expect(card.getByRole('link', { name: /Your first client \(Done\)/ })).toBeVisible();
  await expect(card.getByRole('link', { name: /Tax identity and rates \(Done\)/ })).toBeVisible();
  await expect(card.getByRole('link', { name: /Your price list \(To do\)/ })).toBeVisible();

  await card.getByRole('button', { name: 'Hide the first steps' }).click();
  await expect(page.getByText('First steps hidden. Everything stays in Settings.')).toBeVisible();
  await expect(card).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(card).toBeHidden();
}

test.describe('first steps', () => {
  test('the checklist ticks itself as the studio takes its steps, and goes when hidden', async ({ page }) => {
    await walkTheSteps(page, { audit: true });
  });

  test('the checklist ticks itself on a phone too @mobile', async ({ page }) => {
    await walkTheSteps(page, { audit: false });
  });
});
