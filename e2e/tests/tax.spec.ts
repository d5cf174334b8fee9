import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Client } from '@atelier/shared';
import { apiAs, createUser, openSignedIn, uniqueEmail } from '../fixtures/api';

// Tax and the books in a real browser against the real server (decision 167): a French studio
// fills in Settings › Tax and two rates, one typed the French way; an invoice with a line at each
// rate is issued, downloaded as Factur-X and corrected by a credit note.

/** Opens a labelled select (a Radix combobox) in `scope` and picks an option. */
async function choose(page: Page, scope: Locator | Page, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addRate(page: Page, name: string, rate: string, isDefault: boolean) {
  await page.getByRole('button', { name: 'Add rate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add tax rate' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Rate (%)').fill(rate);
  await expect(dialog.getByLabel('Category')).toHaveText(/Standard rate/);
  if (isDefault) await dialog.getByRole('switch', { name: 'Default rate for new lines' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('tax-rates').getByText(name, { exact: true })).toBeVisible();
}

test.describe('tax and the books', () => {
  test('settings and two rates, an invoice at both rates issued, its Factur-X, and a credit note', async ({ page }) => {
    test.setTimeout(180_000);
    const user = await createUser({ plan: 'premium' });
    await apiAs(user).post<{ client: Client }>('/clients', { name: 'Camille Martin', email: uniqueEmail('camille'), country: 'FR' });

    // Settings › Tax: what an invoice needs, then the studio's details.
    await openSignedIn(page, user, '/settings?tab=tax');
    await expect(page.getByRole('heading', { level: 2, name: 'Your business' })).toBeVisible();
    const form = page.getByTestId('tax-settings-form');
    await choose(page, form, 'Country', 'France');
    const registered = form.getByRole('switch', { name: 'Registered for VAT or GST' });
    if ((await registered.getAttribute('aria-checked')) !== 'true') await registered.click();
    await form.getByLabel('Legal name').fill('Atelier Rose SARL');
    // SIREN 732829320 and its VAT number, key 44.
    await form.getByLabel('Company number').fill('732829320');
    await form.getByLabel('VAT or GST number').fill('FR44732829320');
    await form.getByLabel('Address', { exact: true }).fill('12 rue des Couturières');
    await form.getByLabel('Postcode').fill('75011');
    await form.getByLabel('City').fill('Paris');
    await expect(page.getByTestId('tax-rounding')).toContainText('rounded once per rate');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Tax settings saved')).toBeVisible();
    await expect(page.getByText(/invoices can be issued/)).toBeVisible();

    // Two rates: 20 %, the default, and 5,5 % typed with a comma.
    await addRate(page, 'TVA 20 %', '20', true);
    await addRate(page, 'TVA 5,5 %', '5,5', false);
    await expect(page.getByTestId('tax-rates')).toContainText('5.5%');

    // An invoice with a line at each rate; a new line starts with the default rate.
    await page.goto('/invoices');
    await page.getByRole('button', { name: 'Add Invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Invoice' });
    await choose(page, dialog, 'Client', 'Camille Martin');
    await dialog.getByLabel('Due Date').fill('2030-06-01');
    await dialog.getByLabel('Description of item 1').fill('Robe de mariée');
    await dialog.getByLabel('Rate of item 1').fill('1000');
    await expect(dialog.getByLabel('Tax for item 1')).toHaveText(/TVA 20 %/);
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await dialog.getByLabel('Description of item 2').fill('Doublure en soie');
    await dialog.getByLabel('Quantity of item 2').fill('2');
    await dialog.getByLabel('Rate of item 2').fill('50');
    await expect(dialog.getByLabel('Tax for item 2')).toHaveText(/TVA 20 %/);
    await choose(page, dialog, 'Tax for item 2', 'TVA 5,5 %');
    await expect(dialog.getByTestId('invoice-rate-subtotals')).toContainText('TVA 5,5 %');
    await dialog.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(dialog).toBeHidden();

    // Its details: the tax of each rate; a draft, issued from here.
    await page
      .getByRole('button', { name: /^View details of invoice / })
      .first()
      .click();
    const details = page.getByRole('dialog', { name: 'Invoice Details' });
    await expect(details.getByTestId('invoice-tax-row')).toHaveCount(2);
    await expect(details.getByTestId('invoice-tax-row').nth(0)).toContainText('200.00');
    await expect(details.getByTestId('invoice-tax-row').nth(1)).toContainText('5.50');
    await expect(details.getByText(/Provisional number/)).toBeVisible();
    await details.getByRole('button', { name: 'Issue', exact: true }).click();
    // Asked once more: an issued invoice is corrected only by a credit note, and issuing sends nothing.
    const confirm = page.getByRole('dialog', { name: /^Issue invoice / });
    await expect(confirm).toContainText('It is not sent to the client');
    await confirm.getByRole('button', { name: 'Issue', exact: true }).click();
    await expect(page.getByText(/^Invoice .+ issued$/)).toBeVisible();
    await expect(details.getByText('Issued invoices are corrected by a credit note.')).toBeVisible();

    // The Factur-X: a PDF, fetched with the token in a header.
    const downloading = page.waitForEvent('download');
    await details.getByRole('button', { name: /^Download invoice / }).click();
    await page.getByRole('menuitem', { name: 'Factur-X (PDF)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(fs.statSync(await download.path()).size).toBeGreaterThan(0);

    // A credit note for everything left, with its number.
    await details.getByRole('button', { name: 'Credit note', exact: true }).click();
    const credit = page.getByRole('dialog', { name: 'Issue a credit note' });
    await credit.getByLabel('Reason').fill('Commande annulée');
    await credit.getByRole('button', { name: 'Issue credit note' }).click();
    const done = page.getByRole('dialog', { name: 'Issue a credit note' });
    await expect(done.getByTestId('credit-note-done')).toBeVisible();
    await done.getByRole('button', { name: 'Close' }).last().click();
    await expect(details.getByRole('link', { name: /^Open / })).toBeVisible();
    await expect(details.getByTestId('invoice-credited')).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).last().click();
    await expect(details).toBeHidden();

    // The credit notes have a list of their own, each with its badge.
    await choose(page, page, 'Show', 'Credit notes');
    await expect(page.getByRole('article').first().getByTestId('invoice-kind')).toHaveText('Credit note');
  });
});
