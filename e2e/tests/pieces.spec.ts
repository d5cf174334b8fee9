import { expect, test, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { auditViews, createAuditUser } from '../fixtures/a11y';
import { apiAs, createUser, openSignedIn, type TestUser } from '../fixtures/api';
import { auditDialog, cancelButton, expectFocusRoundTrip } from '../fixtures/dialogs';
import { sideways } from '../fixtures/phone-width';

// The boutique's pieces: each gown it holds, tagged, found again by its tag (decision 215).

/** A boutique with a designer and one of its styles, as the catalogue holds it. */
async function boutique(user: TestUser) {
  const api = apiAs(user);
  const { supplier } = await api.post<{ supplier: { id: string } }>('/suppliers', { name: 'Pronovias' });
  await api.post('/designer-styles', {
    designerId: supplier.id,
    styleNumber: 'PR-2218',
    name: 'Aurore à traîne cathédrale et dos nu en dentelle de Calais',
    colours: ['Ivory', 'Champagne'],
    sizes: ['8', '10', '12'],
  });
}

/** Adds the sample in size 12 through the dialog, the style found by typing its number. */
async function addSample(page: Page) {
  await page.getByRole('button', { name: 'Add piece' }).click();
  const add = page.getByRole('dialog', { name: 'Add piece' });
  await add.getByRole('combobox', { name: 'Style', exact: true }).fill('2218');
  await page.getByRole('option', { name: /^PR-2218 · Aurore/ }).click();
  await expect(add.getByText('Made in 8 · 10 · 12')).toBeVisible();
  await add.getByRole('textbox', { name: /^Size/ }).fill('12');
  await add.getByRole('textbox', { name: /^Colour/ }).fill('ivory');
  await add.getByRole('combobox', { name: 'Condition', exact: true }).click();
  await page.getByRole('option', { name: 'Sample', exact: true }).click();
  await add.getByRole('textbox', { name: /^Location/ }).fill('Rail B');
  await add.getByRole('button', { name: 'Save piece' }).click();
  await expect(page.getByText('Piece added')).toBeVisible();
}

/** A photo of the printed tag: the code's QR on a white label, as a phone would take it. */
async function tagPhoto(code: string) {
  const buffer = await QRCode.toBuffer(code, { type: 'png', width: 480, margin: 6, errorCorrectionLevel: 'M' });
  return { name: 'tag.png', mimeType: 'image/png', buffer };
}

test.describe('pieces', () => {
  test('a boutique tags a sample gown, finds it by its tag on the scan screen and marks it damaged @mobile', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    await boutique(user);
    await openSignedIn(page, user, '/pieces');
    await expect(page.getByRole('heading', { level: 1, name: 'Pieces' })).toBeVisible();
    await addSample(page);
    const card = page.getByRole('article', { name: 'S-0001' });
    await expect(card.getByText('Size 12 · Ivory')).toBeVisible();
    await expect(card.getByText('Sample')).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    // A colour the style is not made in is refused on its field, and what was typed stays.
    await page.getByRole('button', { name: 'Add piece' }).click();
    const add = page.getByRole('dialog', { name: 'Add piece' });
    await add.getByRole('combobox', { name: 'Style', exact: true }).fill('Aurore');
    await page.getByRole('option', { name: /^PR-2218 · Aurore/ }).click();
    await add.getByRole('textbox', { name: /^Colour/ }).fill('Blush');
    await add.getByRole('button', { name: 'Save piece' }).click();
    await expect(add.getByText('This style is not made in Blush')).toBeVisible();
    await expect(add.getByRole('textbox', { name: /^Colour/ })).toHaveValue('Blush');
    await add.getByRole('button', { name: 'Cancel' }).click();

    // The catalogue counts it, and its link opens that style's stock.
    await page.goto('/designer-styles');
    await page.getByRole('link', { name: '1 piece in stock' }).click();
    await expect(page.getByText(/^Stock of Aurore/)).toBeVisible();
    await expect(page.getByRole('article', { name: 'S-0001' })).toBeVisible();

    await page.goto('/scan');
    await page.getByTestId('tag-photo').setInputFiles(await tagPhoto('S-0001'));
    const found = page.getByTestId('scanned-piece');
    await expect(found.getByText('Piece S-0001')).toBeVisible();
    await expect(found.getByText('Rail B')).toBeVisible();
    await found.getByRole('button', { name: 'Edit S-0001' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit piece' });
    await edit.getByRole('combobox', { name: 'Condition', exact: true }).click();
    await page.getByRole('option', { name: 'Damaged', exact: true }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Piece updated')).toBeVisible();
    await expect(found.getByText('Damaged')).toBeVisible();

    // A code that names no piece says so on the screen.
    await page.getByLabel('Type the code').fill('s-0099');
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('No piece of your studio has the code S-0099.');
  });

  test('the list, its dialogs and the scanned piece pass the audit and give focus back', async ({ page }) => {
    const user = await createAuditUser({ plan: 'premium' });
    await boutique(user);
    await openSignedIn(page, user, '/pieces');
    await addSample(page);
    const card = page.getByRole('article', { name: 'S-0001' });
    const found = await auditViews(page, '/pieces with one piece');
    found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Add piece' }), 'Add piece')));
    found.push(...(await auditDialog(page, card.getByRole('button', { name: 'Edit S-0001' }), 'Edit piece')));
    found.push(...(await auditDialog(page, card.getByRole('button', { name: 'Delete S-0001' }), 'Delete piece')));
    await page.goto('/scan');
    await page.getByLabel('Type the code').fill('S-0001');
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(page.getByTestId('scanned-piece')).toBeVisible();
    found.push(...(await auditViews(page, 'the scanned piece')));
    expect(found).toEqual([]);
    await page.goto('/pieces');
    await expectFocusRoundTrip(page, {
      opener: page.getByRole('button', { name: 'Add piece' }),
      name: 'Add piece',
      firstFocus: (d) => d.getByRole('combobox', { name: 'Style', exact: true }),
    });
    await expectFocusRoundTrip(page, {
      opener: page.getByRole('article', { name: 'S-0001' }).getByRole('button', { name: 'Delete S-0001' }),
      name: 'Delete piece',
      firstFocus: cancelButton,
    });
  });
});
