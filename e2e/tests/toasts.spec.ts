import { expect, test, type Locator, type Page } from '@playwright/test';
import { createUser, openSignedIn } from '../fixtures/api';

// Toasts cover neither the page heading and main action, nor an open dialog's title,
// Close button and action buttons, on a phone and on a desktop.

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${locator} has no box`);
  return b;
}

/** Names of the controls the visible toast covers. */
async function coveredBy(toast: Locator, controls: Record<string, Locator>): Promise<string[]> {
  await expect(toast).toBeVisible();
  const t = await box(toast);
  const covered: string[] = [];
  for (const [name, control] of Object.entries(controls)) if (overlaps(t, await box(control))) covered.push(name);
  return covered;
}

/** A success toast over the clients page, then an error toast while 'Add Client' is open. */
async function checkClientsPage(page: Page) {
  const user = await createUser({ plan: 'premium' });
  await openSignedIn(page, user, '/clients');
  const heading = page.getByRole('heading', { level: 1, name: 'Clients' });
  const addClient = page.getByRole('button', { name: 'Add Client' });
  await addClient.click();
  const dialog = page.getByRole('dialog', { name: 'Add Client' });
  await dialog.getByLabel('Name').fill('Grace Hopper');
  await dialog.getByRole('button', { name: 'Save Client' }).click();
  const added = page.locator('[data-sonner-toast]').filter({ hasText: 'Client added successfully!' });
  expect(await coveredBy(added, { heading, 'Add Client': addClient })).toEqual([]);
  await added.getByRole('button', { name: 'Close toast' }).click();

  // Saving without a name is refused (by the shared schema, as the server would): the dialog stays open under an error toast.
  await addClient.click();
  await dialog.getByRole('button', { name: 'Save Client' }).click();
  const failed = page.locator('[data-sonner-toast][data-type="error"]');
  const controls = {
    title: dialog.getByRole('heading', { name: 'Add Client' }),
    Close: dialog.getByRole('button', { name: 'Close', exact: true }),
    'Save Client': dialog.getByRole('button', { name: 'Save Client' }),
    Cancel: dialog.getByRole('button', { name: 'Cancel' }),
  };
  expect(await coveredBy(failed, controls)).toEqual([]);
}

test.describe('where toasts sit', () => {
  test('on a phone they cover no heading, main action, dialog title, Close or dialog button @mobile', async ({ page }) => {
    await checkClientsPage(page);
  });

  test('on a desktop, also at the narrowest desktop width, they cover none of those either', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await checkClientsPage(page);
  });
});
