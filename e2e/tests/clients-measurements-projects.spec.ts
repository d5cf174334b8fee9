import { expect, test, type Page } from '@playwright/test';
import { createAuditUser, seedStudio, auditViews } from '../fixtures/a11y';
import { apiAs, createUser, openSignedIn } from '../fixtures/api';
import { auditDialog, cancelButton, expectFocusRoundTrip } from '../fixtures/dialogs';
import { sideways } from '../fixtures/phone-width';

async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('clients, measurements and projects', () => {
  test('a tailor keeps a client, a dress measurement and a project', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    await openSignedIn(page, user);

    // Add a client.
    await page.goto('/clients');
    await expect(page.getByText('No clients found.')).toBeVisible();
    await page.getByRole('button', { name: 'Add Client' }).click();
    const addClient = page.getByRole('dialog', { name: 'Add Client' });
    await addClient.getByLabel('Name').fill('Grace Hopper');
    await addClient.getByLabel('Email').fill('grace@example.com');
    await addClient.getByLabel('Phone').fill('+1 555 0100');
    await addClient.getByRole('button', { name: 'Save Client' }).click();
    await expect(page.getByText('Client added successfully!')).toBeVisible();
    const card = page.getByRole('article', { name: 'Grace Hopper' });
    await expect(card).toContainText('No active projects');
    await expect(card).toContainText('Never ordered');

    // Record a dress measurement: two standard values and one custom one.
    await page.goto('/measurements');
    await pick(page, 'Client', 'Grace Hopper');
    await pick(page, 'Garment Type', 'Dress');
    await page.getByLabel('Bust', { exact: true }).fill('34.5');
    // Enter moves to the next field, so a phone keyboard never has to leave the form.
    await page.getByLabel('Bust', { exact: true }).press('Enter');
    await expect(page.getByLabel('Waist', { exact: true })).toBeFocused();
    await page.getByLabel('Waist', { exact: true }).fill('28');
    await page.getByRole('button', { name: 'Add Custom Measurement' }).click();
    await page.getByLabel('Custom measurement 1 name').fill('Shoulder to Hem');
    await page.getByLabel('Custom measurement 1 size').fill('40.25');
    await page.getByRole('button', { name: 'Save Measurement' }).click();
    await expect(page.getByText('Measurement added successfully!')).toBeVisible();

    // Find it in the history by search, then edit it.
    await page.getByRole('tab', { name: 'Measurement History' }).click();
    const search = page.getByRole('searchbox', { name: 'Search measurements' }).or(page.getByLabel('Search measurements'));
    await search.fill('suit');
    await expect(page.getByText('No measurements found.')).toBeVisible();
    await search.fill('grace');
    const entry = page.getByRole('article', { name: 'Grace Hopper' });
    await expect(entry).toContainText('Bust');
    // Inches as a tailor writes them (decision 124).
    await expect(entry).toContainText('34½ in');
    await expect(entry).toContainText('Shoulder to Hem');
    await expect(entry).toContainText('40¼ in');
    await page.getByRole('button', { name: 'Edit Dress measurement of Grace Hopper' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Measurement' });
    await edit.getByLabel('Bust', { exact: true }).fill('35');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Measurement updated successfully!')).toBeVisible();
    await expect(entry).toContainText('35 in');

    // A project for that client, seen in grid and list, found by its status.
    await page.goto('/projects');
    await page.getByRole('button', { name: 'Add Project' }).click();
    const addProject = page.getByRole('dialog', { name: 'Add Project' });
    await pick(page, 'Client', 'Grace Hopper');
    await addProject.getByLabel('Project Name').fill('Wedding gown');
    await pick(page, 'Project Type', 'Wedding Dress');
    await addProject.getByLabel('Budget ($)').fill('1250.50');
    await addProject.getByRole('button', { name: 'Create Project' }).click();
    await expect(page.getByText('Project added successfully!')).toBeVisible();
    const project = page.getByRole('article', { name: 'Wedding gown' });
    await expect(project).toContainText('Grace Hopper');
    await expect(page.getByRole('progressbar', { name: 'Progress of Wedding gown' })).toHaveAttribute('aria-valuenow', '0');

    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Wedding gown')).toBeVisible();
    await pick(page, 'Filter by status', 'Completed');
    await expect(page.getByText('No projects found.')).toBeVisible();
    await pick(page, 'Filter by status', 'Planning');
    await expect(page.getByText('Wedding gown')).toBeVisible();

    // The client card counts the open project and shows the order date.
    await page.goto('/clients');
    await expect(card).toContainText('1 active project');
    await expect(card).not.toContainText('Never ordered');

    // Switching status asks first.
    await card.getByRole('button', { name: /^Status: Active/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Change Client Status' });
    await confirm.getByRole('button', { name: 'Mark as Inactive' }).click();
    await expect(page.getByText('Client updated successfully!')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Status: Inactive/ })).toBeVisible();
  });

  test("a Free user's fourth client lands on /pricing with the limit message", async ({ page }) => {
    const user = await createUser({ plan: 'free' });
    const api = apiAs(user);
    for (const name of ['One', 'Two', 'Three']) await api.post('/clients', { name: `Client ${name}` });
    await openSignedIn(page, user, '/clients');
    await expect(page.getByRole('article', { name: 'Client Three' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Client' }).click();
    await page.getByRole('dialog', { name: 'Add Client' }).getByLabel('Name').fill('Client Four');
    await page.getByRole('button', { name: 'Save Client' }).click();
    await page.waitForURL('**/pricing');
    await expect(page.getByText('The Free plan includes up to 3 clients. Upgrade to Premium for unlimited clients.')).toBeVisible();
  });

  test('recording a measurement on a phone @mobile', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    await apiAs(user).post('/clients', { name: 'Phone Client' });
    await openSignedIn(page, user, '/measurements');
    await pick(page, 'Client', 'Phone Client');
    await pick(page, 'Garment Type', 'Pants');
    const waist = page.getByLabel('Waist', { exact: true });
    // An inch size takes a fraction: the text keyboard has the space and the slash (decision 124).
    await expect(waist).toHaveAttribute('inputmode', 'text');
    await waist.fill('32');
    await page.getByLabel('Inseam', { exact: true }).fill('30 3/4');
    await page.getByRole('button', { name: 'Save Measurement' }).click();
    await expect(page.getByText('Measurement added successfully!')).toBeVisible();
    const overflow = await sideways(page);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  // The clients' dialogs, as every resource's spec checks its own (docs/adding-a-resource.md).
  test.describe('the client dialogs', () => {
    test('clients: the card grid and its four dialogs', async ({ page }) => {
      test.setTimeout(120_000);
      const user = await createAuditUser({ plan: 'premium' });
      await seedStudio(user);
      await openSignedIn(page, user, '/clients');
      const card = page.getByRole('article', { name: 'Grace Hopper' });
      await expect(card).toBeVisible();
      const found = await auditViews(page, '/clients with a client');
      found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Add Client' }), 'Add Client')));
      found.push(...(await auditDialog(page, card.getByRole('button', { name: 'Edit Grace Hopper' }), 'Edit Client')));
      found.push(
        ...(await auditDialog(page, card.getByRole('button', { name: 'Delete Grace Hopper' }), 'Delete Client', (d) =>
          expect(d.getByTestId('client-delete-related')).toBeVisible(),
        )),
      );
      found.push(...(await auditDialog(page, card.getByRole('button', { name: /^Status: Active/ }), 'Change Client Status')));
      expect(found).toEqual([]);
    });

    test('client dialogs start on the first field or Cancel and return focus to their opener', async ({ page }) => {
      const user = await createUser({ plan: 'premium' });
      await seedStudio(user);
      await openSignedIn(page, user, '/clients');
      const card = page.getByRole('article', { name: 'Grace Hopper' });
      await expect(card).toBeVisible();

      await expectFocusRoundTrip(page, {
        opener: page.getByRole('button', { name: 'Add Client' }),
        name: 'Add Client',
        firstFocus: (d) => d.getByLabel('Name'),
      });
      await expectFocusRoundTrip(page, {
        opener: card.getByRole('button', { name: 'Edit Grace Hopper' }),
        name: 'Edit Client',
        firstFocus: (d) => d.getByLabel('Name'),
      });
      await expectFocusRoundTrip(page, {
        opener: card.getByRole('button', { name: 'Delete Grace Hopper' }),
        name: 'Delete Client',
        firstFocus: cancelButton,
      });
      await expectFocusRoundTrip(page, {
        opener: card.getByRole('button', { name: /^Status: Active/ }),
        name: 'Change Client Status',
        firstFocus: cancelButton,
      });

      // Confirming keeps the opener (the status badge, now 'Inactive'): focus goes back to it.
      await card.getByRole('button', { name: /^Status: Active/ }).click();
      await page.getByRole('dialog', { name: 'Change Client Status' }).getByRole('button', { name: 'Mark as Inactive' }).click();
      await expect(card.getByRole('button', { name: /^Status: Inactive/ })).toBeFocused();

      // Deleting removes the opener with the card: focus goes to the page's main content, not <body>.
      await card.getByRole('button', { name: 'Delete Grace Hopper' }).click();
      const remove = page.getByRole('dialog', { name: 'Delete Client' });
      await expect(remove.getByTestId('client-delete-related')).toBeVisible();
      await remove.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(card).toBeHidden();
      await expect(page.locator('main')).toBeFocused();
    });
  });
});
