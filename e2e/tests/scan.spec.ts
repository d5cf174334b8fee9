import { expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { auditViews, createAuditUser } from '../fixtures/a11y';
import { apiAs, createUser, openSignedIn } from '../fixtures/api';
import { jacket, type Project } from '../fixtures/scan';
import { sideways } from '../fixtures/phone-width';

// A garment's tag read on a phone moves it to its next stage (decision 152), in a real browser against the real server.

/** A photo of the printed tag: the code's QR on a white label, as a phone would take it. */
async function tagPhoto(code: string) {
  const buffer = await QRCode.toBuffer(code, { type: 'png', width: 480, margin: 6, errorCorrectionLevel: 'M' });
  return { name: 'tag.png', mimeType: 'image/png', buffer };
}

test.describe('scanning a garment', () => {
  test('a photo of the tag opens the garment and one tap moves it to its next stage @mobile', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    const project = await jacket(user);
    await openSignedIn(page, user, '/scan');
    await expect(page.getByRole('heading', { level: 1, name: 'Scan' })).toBeVisible();

    // The decoder is fed a picture of the printed tag.
    await page.getByTestId('tag-photo').setInputFiles(await tagPhoto(project.code));
    const garment = page.getByTestId('scanned-garment');
    await expect(garment.getByText(project.code)).toBeVisible();
    await expect(garment.getByText('Ada Eze')).toBeVisible();
    await expect(garment.locator('[aria-current="step"]')).toContainText('Cutting');

    await garment.getByRole('button', { name: 'Mark Cutting done' }).click();
    await expect(page.getByText('Moved to the next stage')).toBeVisible();
    await expect(garment.locator('[aria-current="step"]')).toContainText('Sewing');
    await expect(garment.getByRole('button', { name: 'Mark Sewing done' })).toBeVisible();
    // The code field is ready for the next tag.
    await expect(page.getByLabel('Type the code')).toBeFocused();

    // The server holds the move: Cutting done, Sewing started.
    const { project: after } = await apiAs(user).get<{ project: Project }>(`/projects/${project.id}`);
    expect(after.stages.map((s) => s.status)).toEqual(['done', 'in-progress', 'todo', 'todo']);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  test('a code typed in lower case opens the garment; one moved on another device is told, and an unknown code too @mobile', async ({
    page,
  }) => {
    const user = await createUser({ plan: 'premium' });
    const project = await jacket(user);
    await openSignedIn(page, user, '/scan');
    await page.getByLabel('Type the code').fill(project.code.toLowerCase());
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    const garment = page.getByTestId('scanned-garment');
    await expect(garment.getByRole('button', { name: 'Mark Cutting done' })).toBeVisible();

    // Another device moves it first: this one is told, and shows the garment as it now is.
    await apiAs(user).post(`/garments/by-code/${project.code}/advance`, { stageId: project.stages[0]!.id });
    await garment.getByRole('button', { name: 'Mark Cutting done' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This garment has moved on: scan again.' })).toBeVisible();
    await expect(garment.getByRole('button', { name: 'Mark Sewing done' })).toBeVisible();

    await page.getByLabel('Type the code').fill('P-9999');
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'No garment of your studio has the code P-9999.' })).toBeVisible();
  });

  test('the scan screen with a garment, in both themes at both widths', async ({ page }) => {
    const user = await createAuditUser({ plan: 'premium' });
    const project = await jacket(user);
    await openSignedIn(page, user, '/scan');
    await expect(page.getByRole('heading', { level: 1, name: 'Scan' })).toBeVisible();
    const found = await auditViews(page, '/scan');
    await page.getByLabel('Type the code').fill(project.code);
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(page.getByTestId('scanned-garment')).toBeVisible();
    found.push(...(await auditViews(page, '/scan with a garment')));
    expect(found).toEqual([]);
  });
});
