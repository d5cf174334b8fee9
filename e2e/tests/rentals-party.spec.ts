import { expect, test, type Page } from '@playwright/test';
import type { Rental } from '@atelier/shared';
import { createAuditUser } from '../fixtures/a11y';
import { apiAs, createUser, openSignedIn, type TestUser } from '../fixtures/api';
import { auditDialog } from '../fixtures/dialogs';
import { sideways } from '../fixtures/phone-width';

// A wedding party renting its suits together, each in his size from his measurements (decision 225).

const TERMS = { price: 89.5, period: 'weekend', deposit: 150, bufferDays: 2 };

/** A suit in 40 (two) and 42 (one), a chest chart for it, and a party of three measured groomsmen. */
async function partyShop(user: TestUser) {
  const api = apiAs(user);
  const { supplier } = await api.post<{ supplier: { id: string } }>('/suppliers', { name: 'Hugo Boss' });
  const { designerStyle } = await api.post<{ designerStyle: { id: string } }>('/designer-styles', {
    designerId: supplier.id,
    styleNumber: 'HB-40',
    name: 'Jaquette',
    sizes: ['40', '42'],
  });
  for (const size of ['40', '40', '42']) await api.post('/pieces', { styleId: designerStyle.id, size, condition: 'used', rental: TERMS });
  await api.post('/size-charts', {
    designerId: supplier.id,
    name: 'Homme',
    unit: 'cm',
    rule: 'bustFirst',
    measures: ['bust'],
    rows: [
      { size: '40', values: { bust: 100 } },
      { size: '42', values: { bust: 106 } },
    ],
  });
  const { group } = await api.post<{ group: { id: string } }>('/groups', {
    name: 'Mariage Marchand – Roux-Delacroix',
    eventDate: '2027-06-12',
  });
  for (const [name, chest] of [
    ['Théo Marchand', 98.5],
    ['Hugo Roux-Delacroix de Saint-Amand', 100],
    ['Nathan Petit', 103],
  ] as const) {
    const { client } = await api.post<{ client: { id: string } }>('/clients', { name });
    await api.post('/measurements', {
      clientId: client.id,
      garmentType: 'suit',
      measurements: [{ name: 'Chest', size: chest, unit: 'cm' }],
    });
    await api.post(`/groups/${group.id}/members`, { clientId: client.id, role: 'Témoin' });
  }
  return { api, groupId: group.id };
}

/** Chooses the style, the chart and the weekend in the open dialog; its labels in the page's language. */
async function choose(page: Page, words: { style: RegExp; chart: string; pickup: string; back: string }) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: words.style }).fill('HB-40');
  await page.getByRole('option', { name: /^HB-40 · Jaquette/ }).click();
  await dialog.getByRole('combobox', { name: new RegExp(`^${words.chart}`) }).click();
  await page.getByRole('option', { name: 'Homme' }).click();
  await dialog.getByLabel(words.pickup).fill('2027-06-11');
  await dialog.getByLabel(words.back).fill('2027-06-14');
  return dialog;
}

test.describe('party rentals', () => {
  test('a French shop rents the groomsmen’s suits in their sizes at once, each paying his own @mobile', async ({ page }) => {
    test.setTimeout(120_000);
    const user = await createUser({ plan: 'premium' });
    const shop = await partyShop(user);
    await shop.api.patch('/user/preferences', { settings: { language: 'fr', currency: 'EUR' } });
    await openSignedIn(page, user, `/groups/${shop.groupId}`);
    await page.getByRole('button', { name: 'Louer pour le groupe' }).click();
    const dialog = await choose(page, { style: /^Modèle/, chart: 'Guide des tailles', pickup: 'Retrait', back: 'Retour' });
    // 98,5 and 100 cm take a 40, 103 cm a 42; each gets a different suit.
    await expect(dialog.getByText(/Taille proposée 40/)).toHaveCount(2);
    await expect(dialog.getByText(/Taille proposée 42/)).toHaveCount(1);
    await expect(dialog.getByRole('combobox', { name: 'Pièce pour Nathan Petit' })).toHaveText(/· taille 42/);
    await dialog.getByRole('combobox', { name: 'Qui paie' }).click();
    await page.getByRole('option', { name: 'Chacun paie sa location' }).click();
    await dialog.getByRole('textbox', { name: /^Frais de retard par jour/ }).fill('12,50');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: 'Louer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Location du groupe ajoutée')).toBeVisible();

    const { rentals } = await shop.api.get<{ rentals: Rental[] }>('/rentals?limit=10');
    const byName = rentals.map((r) => [r.client.name, r.lines.map((l) => l.piece.size), r.lateFeePerDay, r.group?.id]).sort();
    expect(byName).toEqual([
      ['Hugo Roux-Delacroix de Saint-Amand', ['40'], 12.5, shop.groupId],
      ['Nathan Petit', ['42'], 12.5, shop.groupId],
      ['Théo Marchand', ['40'], 12.5, shop.groupId],
    ]);
  });

  test('the party rental dialog passes the audit with its members shown', async ({ page }) => {
    const user = await createAuditUser({ plan: 'premium' });
    const shop = await partyShop(user);
    await openSignedIn(page, user, `/groups/${shop.groupId}`);
    const found = await auditDialog(page, page.getByRole('button', { name: 'Rent for the party' }), 'Rent for the party', async () => {
      const dialog = await choose(page, { style: /^Style/, chart: 'Size chart', pickup: 'Pick-up', back: 'Return' });
      await expect(dialog.getByText(/Proposed size 42/)).toBeVisible();
    });
    expect(found).toEqual([]);
  });
});
