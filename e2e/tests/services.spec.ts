import { expect, test } from '@playwright/test';
import { auditViews, createAuditUser } from '../fixtures/a11y';
import { createUser, openSignedIn } from '../fixtures/api';
import { auditDialog, cancelButton, expectFocusRoundTrip } from '../fixtures/dialogs';
import { sideways } from '../fixtures/phone-width';

// The studio's price list in a real browser against the real server (decision 150).

test.describe('the price list', () => {
  test('a studio finds its starting list, adds, edits and deletes a service', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    await openSignedIn(page, user, '/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Price list' })).toBeVisible();
    // The common alterations the list starts with.
    for (const name of ['Hem trousers', 'Take in waist', 'Shorten sleeves'])
      await expect(page.getByRole('article', { name, exact: true })).toBeVisible();

    // A name already on the list is refused under its field; a price typed with a comma is kept to the cent.
    await page.getByRole('button', { name: 'Add Service' }).click();
    const add = page.getByRole('dialog', { name: 'Add Service' });
    await add.getByLabel('Name').fill('take in WAIST');
    await add.getByLabel(/^Price/).fill('25,50');
    await add.getByLabel('Standard time (minutes)').fill('40');
    await add.getByRole('button', { name: 'Save Service' }).click();
    await expect(add.getByText('The price list already has a service named take in WAIST')).toBeVisible();
    await add.getByLabel('Name').fill('Take in waist, jeans');
    await add.getByRole('button', { name: 'Save Service' }).click();
    await expect(page.getByText('Service added')).toBeVisible();
    const jeans = page.getByRole('article', { name: 'Take in waist, jeans' });
    await expect(jeans.getByTestId('service-price')).toContainText('25.50');
    await expect(jeans.getByText('40 min', { exact: true })).toBeVisible();

    // Edited: a stage and garment, a new time.
    await jeans.getByRole('button', { name: 'Edit Take in waist, jeans' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Service' });
    await expect(edit.getByLabel(/^Price/)).toHaveValue('25.50');
    await edit.getByLabel('Standard time (minutes)').fill('50');
    await edit.getByLabel('Stage').fill('Sewing');
    await edit.getByLabel('Garment type').click();
    await page.getByRole('option', { name: 'Pants', exact: true }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Service updated')).toBeVisible();
    await expect(jeans.getByText('50 min · Sewing · Pants')).toBeVisible();

    // Found whatever the case of the search, then deleted.
    await page.getByLabel('Search services').fill('JEANS');
    await expect(page.getByRole('article')).toHaveCount(1);
    await jeans.getByRole('button', { name: 'Delete Take in waist, jeans' }).click();
    await page.getByRole('dialog', { name: 'Delete Service' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Service deleted')).toBeVisible();
    await expect(page.getByText('No services match.')).toBeVisible();
  });

  test('a Free studio sees the upgrade panel', async ({ page }) => {
    const user = await createUser({ plan: 'free' });
    await openSignedIn(page, user, '/services');
    await expect(page.getByTestId('invoices-upgrade')).toBeVisible();
  });

  test('the price list on a phone @mobile', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    await openSignedIn(page, user, '/services');
    await expect(page.getByRole('article', { name: 'Hem trousers' })).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  // The price list's dialogs, as every resource's spec checks its own (docs/adding-a-resource.md).
  test.describe('the price list dialogs', () => {
    test('the list and its dialogs', async ({ page }) => {
      const user = await createAuditUser({ plan: 'premium' });
      await openSignedIn(page, user, '/services');
      const card = page.getByRole('article', { name: 'Hem trousers' });
      await expect(card).toBeVisible();
      const found = await auditViews(page, '/services with its starting list');
      found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Add Service' }), 'Add Service')));
      found.push(...(await auditDialog(page, card.getByRole('button', { name: 'Edit Hem trousers' }), 'Edit Service')));
      found.push(...(await auditDialog(page, card.getByRole('button', { name: 'Delete Hem trousers' }), 'Delete Service')));
      expect(found).toEqual([]);
    });

    test('dialogs start on the first field or Cancel and return focus to their opener', async ({ page }) => {
      const user = await createUser({ plan: 'premium' });
      await openSignedIn(page, user, '/services');
      const card = page.getByRole('article', { name: 'Hem trousers' });
      await expect(card).toBeVisible();
      await expectFocusRoundTrip(page, {
        opener: page.getByRole('button', { name: 'Add Service' }),
        name: 'Add Service',
        firstFocus: (d) => d.getByLabel('Name'),
      });
      await expectFocusRoundTrip(page, {
        opener: card.getByRole('button', { name: 'Delete Hem trousers' }),
        name: 'Delete Service',
        firstFocus: cancelButton,
      });
    });
  });
});
