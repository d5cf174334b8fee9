import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { Client, Invoice } from '@atelier/shared';
import { apiAs, createUser, openSignedIn } from '../fixtures/api';

// The invoices journeys in a real browser against the real server.

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('invoices', () => {
  test('create with two items, search, deposit, mark paid, PDF, delete', async ({ page }) => {
    test.setTimeout(120_000);
    const user = await createUser({ plan: 'premium' });
    await apiAs(user).post<{ client: Client }>('/clients', { name: 'Łucja Nowak', email: 'lucja@example.com' });
    await openSignedIn(page, user, '/invoices');
    await expect(page.getByText('No invoices found.')).toBeVisible();

    await page.getByRole('button', { name: 'Add Invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Invoice' });
    await expect(dialog.getByText('Create a new invoice for a client.')).toBeVisible();
    // The next number of a studio with no invoices.
    await expect(dialog.getByLabel('Invoice Number')).toHaveValue('INV-001');
    const create = dialog.getByRole('button', { name: 'Create Invoice' });
    await expect(create).toBeDisabled();
    await choose(page, 'Client', 'Łucja Nowak');
    await dialog.getByLabel('Due Date').fill('2030-06-01');
    await dialog.getByLabel('Description of item 1').fill('Wedding gown');
    await dialog.getByLabel('Quantity of item 1').fill('1');
    await dialog.getByLabel('Rate of item 1').fill('850');
    await expect(dialog.getByLabel('Amount of item 1')).toHaveText('$850.00');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await dialog.getByLabel('Description of item 2').fill('Silk fabric (m)');
    await dialog.getByLabel('Quantity of item 2').fill('2.5');
    await dialog.getByLabel('Rate of item 2').fill('33.33');
    await expect(dialog.getByLabel('Amount of item 2')).toHaveText('$83.33');
    await expect(dialog.getByTestId('invoice-form-subtotal')).toHaveText('$933.33');
    await create.click();
    await expect(page.getByText('Invoice added successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('article', { name: 'INV-001' });
    await expect(card).toContainText('$933.33');
    await expect(card).toContainText('No Project');
    await expect(card).toContainText('Draft');

    // Search by client name, case-insensitive, then by a number that does not exist.
    const search = page.getByLabel('Search invoices');
    await search.fill('łucja');
    await expect(card).toBeVisible();
    await search.fill('INV-999');
    await expect(page.getByText('No invoices found.')).toBeVisible();
    await search.fill('inv-001');
    await expect(card).toBeVisible();

    // A deposit of 300, then the balance.
    await card.getByRole('button', { name: 'View details of invoice INV-001' }).click();
    const details = page.getByRole('dialog', { name: 'Invoice Details' });
    await details.getByRole('button', { name: 'Record payment' }).click();
    await expect(details.getByLabel('Amount', { exact: true })).toHaveValue('933.33');
    await details.getByLabel('Amount', { exact: true }).fill('300');
    await details.getByRole('button', { name: 'Save payment' }).click();
    await expect(page.getByText('Payment recorded')).toBeVisible();
    await expect(details.getByTestId('invoice-amount-paid')).toHaveText('$300.00');
    await expect(details.getByTestId('invoice-balance-due')).toHaveText('$633.33');
    await details.getByRole('button', { name: 'Close' }).last().click();
    await expect(details).toBeHidden();
    // The card says what is still owed once something was paid, and a paid draft is no longer a draft (decision 125).
    await expect(card).toContainText('Deposit paid');
    await expect(card).toContainText('$633.33 due');
    await expect(card).not.toContainText('Draft');

    // The balance paid: the invoice is paid. Money came in, so it is issued and no longer edited
    // or deleted: a credit note corrects it (decision 163).
    await card.getByRole('button', { name: 'View details of invoice INV-001' }).click();
    await details.getByRole('button', { name: 'Record payment' }).click();
    await expect(details.getByLabel('Amount', { exact: true })).toHaveValue('633.33');
    await details.getByRole('button', { name: 'Save payment' }).click();
    await expect(details.getByTestId('invoice-balance-due')).toHaveText('$0.00');
    await details.getByRole('button', { name: 'Close' }).last().click();
    await expect(card).toContainText('Paid');

    // The PDF: a real file named by the number.
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download PDF of invoice INV-001' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('INV-001.pdf');
    const bytes = fs.readFileSync(await download.path());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

    // A draft is edited and deleted.
    const { client } = await apiAs(user).post<{ client: Client }>('/clients', { name: 'Ada Eze' });
    await apiAs(user).post<{ invoice: Invoice }>('/invoices', {
      clientId: client.id,
      invoiceNumber: 'INV-002',
      dueDate: '2030-06-01',
      items: [{ description: 'Hem', quantity: 1, rate: 20 }],
    });
    await search.fill('');
    const draft = page.getByRole('article', { name: 'INV-002' });
    await expect(draft).toContainText('Draft');
    await draft.getByRole('button', { name: 'Edit invoice INV-002' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Invoice' });
    await expect(edit.getByText('Update the details for the invoice.')).toBeVisible();
    await edit.getByLabel('Rate of item 1').fill('25');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Invoice updated successfully!')).toBeVisible();
    await expect(draft).toContainText('$25.00');
    await draft.getByRole('button', { name: 'Delete invoice INV-002' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Invoice' });
    await expect(confirm).toContainText('Are you sure you want to delete invoice INV-002? This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Invoice deleted successfully!')).toBeVisible();
    await expect(draft).toBeHidden();
  });

  test('a Free user sees the upgrade panel and stays on /invoices', async ({ page }) => {
    const user = await createUser({ plan: 'free' });
    await openSignedIn(page, user, '/invoices');
    await expect(page.getByText('Invoices are part of Premium and Enterprise.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('button', { name: 'Add Invoice' })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/invoices');
  });

  test('a client with an invoice cannot be deleted; Mark inactive works', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    const api = apiAs(user);
    const { client } = await api.post<{ client: Client }>('/clients', { name: 'Nguyễn An' });
    await api.post<{ invoice: Invoice }>('/invoices', {
      clientId: client.id,
      invoiceNumber: 'INV-001',
      dueDate: '2030-06-01',
      items: [{ description: 'Áo dài', quantity: 1, rate: 120 }],
    });
    await openSignedIn(page, user, '/clients');
    const card = page.getByRole('article', { name: 'Nguyễn An' });
    await card.getByRole('button', { name: 'Delete Nguyễn An' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Client' });
    await expect(dialog.getByRole('alert')).toContainText('cannot be deleted');
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Mark inactive' }).click();
    await expect(page.getByText('Client updated successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Inactive');
  });
});
