import { expect, test } from '@playwright/test';
import type { Client, Invoice, Project } from '@atelier/shared';
import { apiAs, createUser, openSignedIn } from '../fixtures/api';

// A French studio types money as it writes it (decision 178): on a phone, an invoice line at
// 1 290,00 and 29,90 and a payment of 12,50 are kept exactly, never a hundred times more, and a
// project's budget of 3 200,50 is 3 200,50; what cannot be kept is refused on its field, in French.
test('a French studio’s typed amounts are kept exactly or refused on their field', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 740 });
  const user = await createUser({ plan: 'premium' });
  const api = apiAs(user);
  await api.patch('/user/preferences', { settings: { language: 'fr', currency: 'EUR' } });
  const { client } = await api.post<{ client: Client }>('/clients', { name: 'Nkechi Adébáyọ̀-Okafor' });
  const { invoice } = await api.post<{ invoice: Invoice }>('/invoices', {
    clientId: client.id,
    invoiceNumber: 'BROUILLON-1',
    dueDate: '2030-06-01',
    items: [{ description: 'Robe de mariée – ourlet', quantity: 1, rate: 10 }],
  });
  const { project } = await api.post<{ project: Project }>('/projects', {
    clientId: client.id,
    name: 'Robe de mariée',
    type: 'Wedding Dress',
  });

  await openSignedIn(page, user, '/invoices');
  const card = page.getByRole('article', { name: 'BROUILLON-1' });
  await card.getByRole('button', { name: 'Modifier la facture BROUILLON-1' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier la facture' });
  const rate = edit.getByLabel("Prix unitaire de l'article 1", { exact: true });
  // Refused, not guessed: 1.290 could be either in French.
  await rate.fill('1.290');
  await rate.blur();
  await expect(edit.getByText(/Écrivez 1\s290 ou 1,29/)).toBeVisible();
  await rate.fill('1 290,00');
  await edit.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(edit).toBeHidden();
  let saved = (await api.get<{ invoice: Invoice }>(`/invoices/${invoice.id}`)).invoice;
  expect(saved.items[0]).toMatchObject({ rate: 1290, amount: 1290 });

  await card.getByRole('button', { name: 'Modifier la facture BROUILLON-1' }).click();
  await rate.fill('29,90');
  await edit.getByLabel("Quantité de l'article 1", { exact: true }).fill('2,5');
  await edit.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(edit).toBeHidden();
  saved = (await api.get<{ invoice: Invoice }>(`/invoices/${invoice.id}`)).invoice;
  expect(saved.items[0]).toMatchObject({ rate: 29.9, quantity: 2.5, amount: 74.75 });

  await card.getByRole('button', { name: 'Voir les détails de la facture BROUILLON-1' }).click();
  const details = page.getByRole('dialog', { name: 'Détails de la facture' });
  // The line reads back as typed, in French.
  await expect(details.getByTestId('invoice-item-rows')).toContainText(/2,5 × 29,90\s€/);
  await details.getByRole('button', { name: 'Enregistrer un paiement' }).click();
  await details.getByLabel('Montant', { exact: true }).fill('12,50');
  await details.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(details.getByTestId('invoice-amount-paid')).toHaveText(/12,50\s€/);
  saved = (await api.get<{ invoice: Invoice }>(`/invoices/${invoice.id}`)).invoice;
  expect(saved.amountPaid).toBe(12.5);

  await page.goto('/projects');
  await page.getByRole('article', { name: 'Robe de mariée' }).getByRole('button', { name: 'Modifier Robe de mariée' }).click();
  const projectDialog = page.getByRole('dialog');
  await projectDialog.getByLabel('Budget (€)').fill('3 200,50');
  await projectDialog.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(projectDialog).toBeHidden();
  const budget = (await api.get<{ project: Project }>(`/projects/${project.id}`)).project.budget;
  expect(budget).toBe(3200.5);
  // Nothing on the page scrolls sideways at 375 px with these figures.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
