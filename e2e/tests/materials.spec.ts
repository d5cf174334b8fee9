import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Material } from '@atelier/shared';
import { auditViews, createAuditUser, seedStudio } from '../fixtures/a11y';
import { apiAs, createUser, openSignedIn, type TestUser } from '../fixtures/api';
import { auditDialog, cancelButton, expectFocusRoundTrip } from '../fixtures/dialogs';
import { sideways } from '../fixtures/phone-width';

// The studio's fabric and notions in a real browser against the real server (decisions 142, 146).

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A studio working in centimetres and metres, with a project to set fabric aside for. */
async function metricStudio(user: TestUser) {
  await apiAs(user).patch('/user/preferences', { settings: { measurementUnit: 'cm' } });
  return seedStudio(user);
}

/** A fabric with some of it received, through the API. */
async function seedFabric(user: TestUser): Promise<Material> {
  const api = apiAs(user);
  const { material } = await api.post<{ material: Material }>('/materials', { kind: 'fabric', name: 'Silk charmeuse', widthMm: 1400 });
  await api.post(`/materials/${material.id}/movements`, { kind: 'received', quantity: 5000 });
  return material;
}

test.describe('materials', () => {
  test('a tailor adds a fabric, receives it, corrects the count, sets some aside and sees it run low', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    await metricStudio(user);
    await openSignedIn(page, user, '/materials');
    await expect(page.getByText(/No materials yet/)).toBeVisible();

    // Typed as a tailor writes it: a width in centimetres, a price with a decimal comma.
    await page.getByRole('button', { name: 'Add Material' }).click();
    const add = page.getByRole('dialog', { name: 'Add Material' });
    await add.getByLabel('Name').fill('Laine crêpe');
    await add.getByLabel('Width (cm)').fill('1,5 m');
    await add.getByRole('button', { name: 'Save Material' }).click();
    await expect(add.getByText('Width (cm): write a number of cm, such as 150, 69,5 or 3 1/2.')).toBeVisible();
    await add.getByLabel('Width (cm)').fill('150');
    await add.getByLabel('Colour').fill('Navy');
    await add.getByLabel(/^Cost per metre/).fill('24,50');
    await add.getByRole('button', { name: 'Save Material' }).click();
    await expect(page.getByText('Material added')).toBeVisible();
    const card = page.getByRole('article', { name: 'Laine crêpe' });
    await expect(card.getByText('Navy · 150 cm wide')).toBeVisible();

    // Its page: receive three and a half metres, then a count finds half a metre less.
    await card.getByRole('link', { name: 'Laine crêpe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Laine crêpe' })).toBeVisible();
    await page.getByRole('button', { name: 'Receive' }).click();
    const receive = page.getByRole('dialog', { name: 'Receive Stock' });
    await receive.getByLabel('Quantity (m)').fill('3 1/2');
    await receive.getByRole('button', { name: 'Record' }).click();
    await expect(receive).toBeHidden();
    await expect(page.getByTestId('on-hand')).toHaveText('3.5 m');

    await page.getByRole('button', { name: 'Adjust' }).click();
    const adjust = page.getByRole('dialog', { name: 'Adjust Stock' });
    await adjust.getByLabel('Quantity (m)').fill('0,5');
    await choose(page, adjust, 'Correction', 'Less than recorded');
    await adjust.getByRole('button', { name: 'Record' }).click();
    await expect(adjust.getByText('Say why the quantity is adjusted.')).toBeVisible();
    await adjust.getByLabel('Reason').fill('Flaw at the selvedge');
    await adjust.getByRole('button', { name: 'Record' }).click();
    await expect(adjust).toBeHidden();
    await expect(page.getByTestId('on-hand')).toHaveText('3 m');
    const ledger = page.getByRole('list', { name: 'Stock movements of Laine crêpe' });
    await expect(ledger.getByTestId('movement')).toHaveCount(2);
    await expect(ledger.getByTestId('movement').first()).toContainText('Adjusted −0.5 m on hand');
    await expect(ledger.getByTestId('movement').first()).toContainText('Flaw at the selvedge');

    // One metre set aside for the wedding gown.
    await page.getByRole('button', { name: 'Reserve for a project' }).click();
    const reserve = page.getByRole('dialog', { name: 'Reserve for a Project' });
    await choose(page, reserve, 'Project', 'Wedding gown');
    await reserve.getByLabel('Quantity (m)').fill('1');
    await reserve.getByRole('button', { name: 'Reserve', exact: true }).click();
    await expect(reserve).toBeHidden();
    await expect(page.getByTestId('reserved')).toHaveText('1 m');
    await expect(page.getByTestId('available')).toHaveText('2 m');
    await expect(ledger.getByTestId('movement').first()).toContainText('Project: Wedding gown');

    // A low-stock level above what is on hand: the material is shown as low.
    await expect(page.getByTestId('low-badge')).toBeHidden();
    await page.getByRole('button', { name: 'Edit Laine crêpe' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Material' });
    await expect(edit.getByLabel('Width (cm)')).toHaveValue('150');
    await edit.getByLabel(/^Low-stock level \(m\)/).fill('5');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Material updated')).toBeVisible();
    await expect(page.getByTestId('low-badge')).toBeVisible();

    // Set aside for a project, it cannot be deleted: the server says why.
    await page.getByRole('button', { name: 'Delete Laine crêpe' }).click();
    await page.getByRole('dialog', { name: 'Delete Material' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Laine crêpe is set aside for a project. Release or cut it first.')).toBeVisible();
    await page.keyboard.press('Escape');

    // The list finds it without its accent, among what runs low.
    await page.getByRole('link', { name: 'All materials' }).click();
    await page.getByLabel('Search materials').fill('laine crepe');
    await page.getByRole('checkbox', { name: 'Low stock only' }).click();
    await expect(card.getByTestId('low-badge')).toBeVisible();
    await expect(card.getByTestId('on-hand')).toHaveText('3 m');
  });

  test('a Free studio sees the upgrade panel', async ({ page }) => {
    const user = await createUser({ plan: 'free' });
    await openSignedIn(page, user, '/materials');
    await expect(page.getByTestId('materials-upgrade')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Materials are part of Premium and Enterprise.' })).toBeVisible();
  });

  test('adding a fabric on a phone @mobile', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    await seedFabric(user);
    await openSignedIn(page, user, '/materials');
    await expect(page.getByRole('article', { name: 'Silk charmeuse' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Material' }).click();
    const add = page.getByRole('dialog', { name: 'Add Material' });
    await add.getByLabel('Name').fill('Cotton lawn');
    // The studio works in inches: the width in inches, the low-stock level in yards.
    await add.getByLabel('Width (in)').fill('58 1/2');
    await add.getByLabel(/^Low-stock level \(yd\)/).fill('2 1/4');
    await add.getByRole('button', { name: 'Save Material' }).click();
    const card = page.getByRole('article', { name: 'Cotton lawn' });
    await expect(card.getByText('58½ in wide')).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    // Its page, figures and ledger fit the phone too.
    await page.getByRole('article', { name: 'Silk charmeuse' }).getByRole('link', { name: 'Silk charmeuse' }).click();
    await expect(page.getByRole('list', { name: 'Stock movements of Silk charmeuse' }).getByTestId('movement')).toHaveCount(1);
    // 5 m is 5.468 yd, no sixteenth of a yard: shown with two decimals.
    await expect(page.getByTestId('on-hand')).toHaveText('5.47 yd');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  // The materials' dialogs, as every resource's spec checks its own (docs/adding-a-resource.md).
  test.describe('the materials dialogs', () => {
    test('the list and its dialogs', async ({ page }) => {
      const user = await createAuditUser({ plan: 'premium' });
      await seedFabric(user);
      await openSignedIn(page, user, '/materials');
      const card = page.getByRole('article', { name: 'Silk charmeuse' });
      await expect(card).toBeVisible();
      const found = await auditViews(page, '/materials with a fabric');
      found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Add Material' }), 'Add Material')));
      found.push(...(await auditDialog(page, card.getByRole('button', { name: 'Edit Silk charmeuse' }), 'Edit Material')));
      found.push(...(await auditDialog(page, card.getByRole('button', { name: 'Delete Silk charmeuse' }), 'Delete Material')));
      expect(found).toEqual([]);
    });

    test('the material page and its dialogs', async ({ page }) => {
      const user = await createAuditUser({ plan: 'premium' });
      await seedStudio(user);
      const material = await seedFabric(user);
      await openSignedIn(page, user, `/materials/${material.id}`);
      await expect(page.getByRole('list', { name: 'Stock movements of Silk charmeuse' })).toBeVisible();
      const found = await auditViews(page, '/materials/:id with its ledger');
      found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Receive' }), 'Receive Stock')));
      found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Adjust' }), 'Adjust Stock')));
      found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Reserve for a project' }), 'Reserve for a Project')));
      expect(found).toEqual([]);
    });

    test('dialogs start on the first field or Cancel and return focus to their opener', async ({ page }) => {
      const user = await createUser({ plan: 'premium' });
      const material = await seedFabric(user);
      await openSignedIn(page, user, '/materials');
      const card = page.getByRole('article', { name: 'Silk charmeuse' });
      await expect(card).toBeVisible();
      await expectFocusRoundTrip(page, {
        opener: page.getByRole('button', { name: 'Add Material' }),
        name: 'Add Material',
        firstFocus: (d) => d.getByLabel('Name'),
      });
      await expectFocusRoundTrip(page, {
        opener: card.getByRole('button', { name: 'Delete Silk charmeuse' }),
        name: 'Delete Material',
        firstFocus: cancelButton,
      });
      await page.goto(`/materials/${material.id}`);
      await expectFocusRoundTrip(page, {
        opener: page.getByRole('button', { name: 'Receive' }),
        name: 'Receive Stock',
        firstFocus: (d) => d.getByLabel('Quantity (yd)'),
      });
    });
  });
});
