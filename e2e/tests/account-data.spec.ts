import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, createUser, openSignedIn } from '../fixtures/api';

/** A 64 x 64 blue PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDDKqJi' +
    'T2JkrYh7hIFCBKSh6cdpoht0A9ArdhfiLtENugHoFbsLcZfoBt0A9IrdhbhLdINuAHrF7kLcJbpBNwC9Ynch7hLdoBuAXrG7EHeJ' +
    'btANQK/YXYi7RDfoBqBX7C7EXaIbdAPQK3YX4i7RDboB6BW7C3GX6AbdAPSK3YW4S3SDbgB6xe5C3CW6QTcAveIfHvsmQTysOiCJ' +
    'AAAAAElFTkSuQmCC',
  'base64',
);

async function openSettingsTab(page: Page, tab: 'Profile' | 'Data') {
  await page.goto('/settings');
  await page.getByRole('tab', { name: tab, exact: true }).click();
}

test.describe('account data', () => {
  test('uploads a profile picture and sees it in the sidebar at once', async ({ page }) => {
    const user = await createUser({ firstName: 'Pia', lastName: 'Picture' });
    await openSignedIn(page, user);
    await openSettingsTab(page, 'Profile');
    await expect(page.getByText('JPG, PNG or GIF. Max size 2MB.')).toBeVisible();
    await expect(page.getByTestId('sidebar-avatar')).toHaveText('PP');

    await page.getByLabel('Upload new picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Profile image updated successfully')).toBeVisible();
    const avatar = page.getByTestId('sidebar-avatar').locator('img');
    await expect(avatar).toHaveAttribute('src', /^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    // Loaded, not a broken image: the browser decoded the WebP the server made.
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
    await expect(page.getByTestId('profile-image')).toHaveAttribute('src', (await avatar.getAttribute('src')) ?? '');
  });

  test('exports a ZIP and imports clients from a CSV, skipping the rows that fail', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    await apiAs(user).post('/clients', { name: 'Grace Hopper', email: 'grace@example.com' });
    await openSignedIn(page, user);
    await openSettingsTab(page, 'Data');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^atelier-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
    expect(Object.keys(files).sort()).toEqual([
      'appointment-types.csv',
      'atelier-export.json',
      'bookings.csv',
      'clients.csv',
      'contracts.csv',
      'conversation.csv',
      'designer-styles.csv',
      'events.csv',
      'fit-corrections.csv',
      'fittings.csv',
      'garment-templates.csv',
      'group-members.csv',
      'groups.csv',
      'invoices.csv',
      'material-movements.csv',
      'materials.csv',
      'measurement-requests.csv',
      'measurement-revisions.csv',
      'measurements.csv',
      'message-templates.csv',
      'notifications.csv',
      'pattern-layouts.csv',
      'patterns.csv',
      'pay-entries.csv',
      'pay-rates.csv',
      'photos.csv',
      'pieces.csv',
      'portal-links.csv',
      'project-materials.csv',
      'project-stages.csv',
      'projects.csv',
      'purchase-order-lines.csv',
      'purchase-orders.csv',
      'quote-lines.csv',
      'quotes.csv',
      'rental-pieces.csv',
      'rentals.csv',
      'services.csv',
      'size-charts.csv',
      'special-orders.csv',
      'suppliers.csv',
      'ticket-lines.csv',
      'tickets.csv',
    ]);
    expect(strFromU8(files['clients.csv'] ?? new Uint8Array())).toContain('Grace Hopper');

    const csv =
      'Full Name,E-mail,Téléphone,Birthday\r\nLin Wei,lin@example.com,+86 10 5555,1990-01-01\r\nBad Row,not-an-email,,\r\n"Okafor, Chidi",,,\r\n';
    await page.getByLabel('CSV file').setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const preview = page.getByTestId('import-preview');
    await expect(preview).toContainText('Lin Wei');
    await expect(preview).toContainText('Okafor, Chidi');
    const problems = page.getByTestId('import-problems');
    await expect(problems).toContainText('1 row cannot be imported');
    await expect(problems).toContainText('Row 3');
    await expect(problems).toContainText('Enter a valid email address');

    await page.getByRole('button', { name: 'Import 2 clients' }).click();
    await expect(page.getByText('2 clients imported successfully')).toBeVisible();
    await page.goto('/clients');
    await expect(page.getByRole('article', { name: 'Lin Wei' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Okafor, Chidi' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Bad Row' })).toHaveCount(0);
  });

  test("shows the Free plan's client limit, imports nothing and offers the plans", async ({ page }) => {
    const user = await createUser({ plan: 'free' });
    await apiAs(user).post('/clients', { name: 'First' });
    await apiAs(user).post('/clients', { name: 'Second' });
    await openSignedIn(page, user);
    await openSettingsTab(page, 'Data');
    await page.getByLabel('CSV file').setInputFiles({ name: 'c.csv', mimeType: 'text/csv', buffer: Buffer.from('name\nThird\nFourth\n') });
    await page.getByRole('button', { name: 'Import 2 clients' }).click();
    // The shared error handling: the server's message, then the plans.
    await expect(page.getByText('The Free plan includes up to 3 clients', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.goto('/clients');
    await expect(page.getByRole('article', { name: 'Third' })).toHaveCount(0);
  });

  // Needs POST /user/delete-account.
  test("deletes the account after the browser's confirmation and lands on '/'", async ({ page }) => {
    const user = await createUser();
    await openSignedIn(page, user);
    await openSettingsTab(page, 'Data');
    const confirmations: string[] = [];
    page.on('dialog', (dialog) => {
      confirmations.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Delete Account' }).click();
    expect(confirmations).toEqual(['Are you sure you want to delete your account? This cannot be undone.']);
    const dialog = page.getByRole('dialog', { name: 'Delete your account' });
    await dialog.getByLabel('Password', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Account deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // The session is gone: the app asks to sign in again, and the old password no longer works.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});
