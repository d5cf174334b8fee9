import { expect, test, type Page } from '@playwright/test';
import { auditViews, createAuditUser } from '../fixtures/a11y';
import { apiAs, createUser, openSignedIn, type TestUser } from '../fixtures/api';
import { auditDialog, cancelButton, expectFocusRoundTrip } from '../fixtures/dialogs';

// A designer's size charts and the size they propose for a bride (decision 214).

/** A boutique with its designer and a bride measured in centimetres. */
async function boutique(user: TestUser) {
  const api = apiAs(user);
  await api.post('/suppliers', { name: 'Pronovias', leadTimeDays: 120 });
  const { client } = await api.post<{ client: { id: string } }>('/clients', { name: 'Léa Fontaine' });
  await api.post('/measurements', {
    clientId: client.id,
    garmentType: 'dress',
    measurements: [
      { name: 'Bust', size: 91.4, unit: 'cm' },
      { name: 'Waist', size: 70, unit: 'cm' },
      { name: 'Hips', size: 99, unit: 'cm' },
    ],
  });
}

/** Types the designer's chart in inches, as it is printed, in the add dialog. */
async function addInchChart(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add size chart' }).click();
  const add = page.getByRole('dialog', { name: 'Add size chart' });
  await add.getByRole('combobox', { name: 'Designer', exact: true }).click();
  await page.getByRole('option', { name: 'Pronovias' }).click();
  await add.getByLabel('Chart name').fill(name);
  await add.getByRole('combobox', { name: 'Unit', exact: true }).click();
  await page.getByRole('option', { name: 'Inches' }).click();
  const rows = [
    ['10', '36', '28 1/4', '38 1/2', ''],
    ['12', '37 1/2', '29 3/4', '40', ''],
    ['16W', '41', '33 1/4', '43 1/2', '150'],
  ];
  for (const [i, [size, bust, waist, hips, upcharge]] of rows.entries()) {
    await add.getByRole('textbox', { name: `Size of row ${i + 1}` }).fill(size!);
    await add.getByRole('textbox', { name: `Bust, size ${size}` }).fill(bust!);
    await add.getByRole('textbox', { name: `Waist, size ${size}` }).fill(waist!);
    await add.getByRole('textbox', { name: `Hips, size ${size}` }).fill(hips!);
    if (upcharge) await add.getByRole('textbox', { name: `Upsize charge, size ${size}` }).fill(upcharge);
  }
  await add.getByRole('button', { name: 'Save size chart' }).click();
  await expect(page.getByText('Size chart added')).toBeVisible();
}

async function propose(page: Page, chart: string) {
  await page
    .getByRole('article', { name: chart })
    .getByRole('button', { name: `Propose a size from ${chart}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Size from Pronovias · ${chart}` });
  await dialog.getByRole('combobox', { name: 'Bride' }).click();
  await page.getByRole('option', { name: 'Léa Fontaine' }).click();
  await expect(dialog.getByRole('heading', { name: 'Size 12' })).toBeVisible();
  return dialog;
}

test.describe('size charts', () => {
  test('a boutique types a designer’s chart in inches and reads a bride’s size from her measurements in cm @mobile', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    await boutique(user);
    await openSignedIn(page, user, '/size-charts');
    await expect(page.getByRole('heading', { level: 1, name: 'Size charts' })).toBeVisible();
    await addInchChart(page, 'Misses');
    await expect(page.getByRole('article', { name: 'Misses' }).getByText('3 sizes, 10 to 16W')).toBeVisible();

    const dialog = await propose(page, 'Misses');
    // Her hips (99 cm) need the 12; the bust alone would have been a 10.
    await expect(dialog.getByText('Chosen by: Hips')).toBeVisible();
    await expect(dialog.getByRole('row', { name: /^Bust/ })).toContainText('3.9 cm');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
  });

  test('the list and its dialogs pass the audit and give focus back', async ({ page }) => {
    const user = await createAuditUser({ plan: 'premium' });
    await boutique(user);
    await openSignedIn(page, user, '/size-charts');
    await addInchChart(page, 'Audited');
    const card = page.getByRole('article', { name: 'Audited' });
    const found = await auditViews(page, '/size-charts with one chart');
    found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Add size chart' }), 'Add size chart')));
    found.push(...(await auditDialog(page, card.getByRole('button', { name: 'Edit Audited' }), 'Edit size chart')));
    found.push(...(await auditDialog(page, card.getByRole('button', { name: 'Delete Audited' }), 'Delete size chart')));
    await propose(page, 'Audited');
    found.push(...(await auditViews(page, 'the size proposed from the chart')));
    expect(found).toEqual([]);
    await page.keyboard.press('Escape');
    await expectFocusRoundTrip(page, {
      opener: page.getByRole('button', { name: 'Add size chart' }),
      name: 'Add size chart',
      firstFocus: (d) => d.getByRole('combobox', { name: 'Designer', exact: true }),
    });
    await expectFocusRoundTrip(page, {
      opener: card.getByRole('button', { name: 'Delete Audited' }),
      name: 'Delete size chart',
      firstFocus: cancelButton,
    });
  });
});
