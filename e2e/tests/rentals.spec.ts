import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Piece, Rental } from '@atelier/shared';
import { auditViews, createAuditUser } from '../fixtures/a11y';
import { apiAs, createUser, openSignedIn, type TestUser } from '../fixtures/api';
import { auditDialog, cancelButton, expectFocusRoundTrip } from '../fixtures/dialogs';
import { sideways } from '../fixtures/phone-width';

// Suits rented for a date, each piece held by the database from pick-up to return and cleaning, never
// promised twice; whoever loses a race is offered what is free instead (decision 222).

const TERMS = { price: 89.5, period: 'weekend', deposit: 150, bufferDays: 2 };

/** A shop with a morning suit in 40 and 42: S-0001 not yet rented out, S-0002 and S-0003 rented; a groom. */
async function suitShop(user: TestUser) {
  const api = apiAs(user);
  const { supplier } = await api.post<{ supplier: { id: string } }>('/suppliers', { name: 'Hugo Boss' });
  const { designerStyle } = await api.post<{ designerStyle: { id: string } }>('/designer-styles', {
    designerId: supplier.id,
    styleNumber: 'HB-40',
    name: 'Jaquette',
    sizes: ['40', '42'],
  });
  const piece = async (size: string, rental: typeof TERMS | null) =>
    (await api.post<{ piece: Piece }>('/pieces', { styleId: designerStyle.id, size, condition: 'used', rental })).piece;
  const pieces = [await piece('40', null), await piece('40', TERMS), await piece('42', TERMS)];
  const { client } = await api.post<{ client: { id: string } }>('/clients', { name: 'Théo Marchand-Delacroix' });
  const { client: other } = await api.post<{ client: { id: string } }>('/clients', { name: 'Jules Renard' });
  return { api, pieces, clientId: client.id, otherId: other.id };
}

/** Opens 'Nouvelle location' for Théo from 12 to 15 June 2027, on the suit's style. */
async function startRental(page: Page) {
  await page.getByRole('button', { name: 'Nouvelle location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle location' });
  await dialog.getByRole('combobox', { name: 'Client', exact: true }).fill('Théo');
  await page.getByRole('option', { name: 'Théo Marchand-Delacroix' }).click();
  await dialog.getByLabel('Retrait').fill('2027-06-12');
  await dialog.getByLabel('Retour').fill('2027-06-15');
  await dialog.getByRole('combobox', { name: /^Modèle/ }).fill('HB-40');
  await page.getByRole('option', { name: /^HB-40 · Jaquette/ }).click();
  return dialog;
}

test.describe('rentals', () => {
  test('a French shop rents a suit out with its terms typed with a comma, and takes the free one when another counter was quicker @mobile', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const user = await createUser({ plan: 'premium' });
    const shop = await suitShop(user);
    await shop.api.patch('/user/preferences', { settings: { language: 'fr', currency: 'EUR' } });
    const [first, second] = shop.pieces as [Piece, Piece, Piece];

    // S-0001 is rented out from its edit dialog, its price typed as a French shop writes it.
    await openSignedIn(page, user, '/pieces');
    await page
      .getByRole('article', { name: first.code })
      .getByRole('button', { name: `Modifier ${first.code}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Modifier la pièce' });
    await edit.getByRole('checkbox', { name: 'En location' }).check();
    await edit.getByRole('textbox', { name: /^Prix de location/ }).fill('89,50');
    await edit.getByRole('combobox', { name: 'Par' }).click();
    await page.getByRole('option', { name: 'Week-end' }).click();
    await edit.getByRole('textbox', { name: /^Caution/ }).fill('150');
    await edit.getByRole('textbox', { name: /^Temps de nettoyage/ }).fill('2');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('article', { name: first.code }).getByText('Location : 89,50 € / Week-end')).toBeVisible();

    await page.goto('/rentals');
    await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
    const dialog = await startRental(page);
    await expect(dialog.getByText('Taille 40 : 2 sur 2')).toBeVisible();
    await dialog.getByRole('button', { name: `${first.code} · taille 40` }).click();
    await expect(dialog.getByRole('button', { name: `Retirer ${first.code}` })).toBeVisible();
    // Another counter rents S-0001 for the same weekend meanwhile.
    await shop.api.post('/rentals', {
      clientId: shop.otherId,
      pickupDate: '2027-06-13',
      returnDate: '2027-06-14',
      lines: [{ pieceId: first.id }],
    });
    await dialog.getByRole('textbox', { name: /^Frais de retard par jour/ }).fill('12,50');
    await dialog.getByRole('button', { name: 'Louer' }).click();
    await expect(dialog.getByText(`La pièce ${first.code} est louée pendant une partie de ces jours`)).toBeVisible();
    await dialog.getByRole('button', { name: `Prendre ${second.code} · 40` }).click();
    await dialog.getByRole('button', { name: 'Louer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Location ajoutée')).toBeVisible();

    const card = page.getByRole('article', { name: 'Théo Marchand-Delacroix' });
    await expect(card.getByText(second.code)).toBeVisible();
    await expect(card.getByText('89,50 € · caution 150,00 €')).toBeVisible();
    await expect(card.getByText('Retard : 12,50 € par jour')).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    const { rentals } = await shop.api.get<{ rentals: Rental[] }>(`/rentals?pieceId=${second.id}`);
    expect(rentals.map((r) => [r.client.name, r.lateFeePerDay, r.lines[0]?.freeFrom])).toEqual([
      ['Théo Marchand-Delacroix', 12.5, '2027-06-18'],
    ]);

    // Its invoice drafted once from the card (decision 226), then linked.
    await card.getByRole('button', { name: 'Facturer la location' }).click();
    await expect(page.getByText('Facture préparée')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Sa facture' })).toBeVisible();

    // Cancelled, its suit is free again for those days.
    await card.getByRole('button', { name: 'Annuler la location : Théo Marchand-Delacroix' }).click();
    await page.getByRole('dialog', { name: 'Annuler la location' }).getByRole('button', { name: 'Annuler la location' }).click();
    await expect(card.getByText('Annulée')).toBeVisible();
  });

  test('the rentals page and its dialogs pass the audit and give focus back', async ({ page }) => {
    const user = await createAuditUser({ plan: 'premium' });
    const shop = await suitShop(user);
    await shop.api.post('/rentals', {
      clientId: shop.clientId,
      pickupDate: '2027-06-12',
      returnDate: '2027-06-15',
      lines: [{ pieceId: shop.pieces[2]!.id }],
      lateFeePerDay: 25,
      lateFeeCap: 100,
      note: 'Mariage à Lyon, retour le lundi matin',
    });
    // Jules's is out, due back long ago: late, with its check-in to audit.
    const { rental: out } = await shop.api.post<{ rental: Rental }>('/rentals', {
      clientId: shop.otherId,
      pickupDate: '2020-06-12',
      returnDate: '2020-06-15',
      lines: [{ pieceId: shop.pieces[1]!.id }],
      lateFeePerDay: 10,
    });
    await shop.api.post(`/rentals/${out.id}/check-out`, { codes: [shop.pieces[1]!.code], depositMethod: 'cash' });
    await openSignedIn(page, user, '/rentals');
    const card = page.getByRole('article', { name: 'Théo Marchand-Delacroix' });
    await expect(card).toBeVisible();
    const outCard = page.getByRole('article', { name: 'Jules Renard' });
    await expect(outCard.getByText('Late', { exact: true })).toBeVisible();
    const found = await auditViews(page, '/rentals with a reserved and a late rental');
    found.push(...(await auditDialog(page, card.getByRole('button', { name: 'Check out: Théo Marchand-Delacroix' }), 'Check out')));
    found.push(...(await auditDialog(page, outCard.getByRole('button', { name: 'Check in: Jules Renard' }), 'Check in')));
    // The new rental's dialog audited with the suit's free sizes and pieces shown.
    found.push(
      ...(await auditDialog(page, page.getByRole('button', { name: 'New rental' }), 'New rental', async (dialog) => {
        await fillInEnglish(page, dialog);
        await expect(dialog.getByText('Size 40: 1 of 1')).toBeVisible();
      })),
    );
    found.push(
      ...(await auditDialog(page, card.getByRole('button', { name: 'Edit the rental of Théo Marchand-Delacroix' }), 'Edit rental')),
    );
    found.push(...(await auditDialog(page, card.getByRole('button', { name: 'Cancel rental: Théo Marchand-Delacroix' }), 'Cancel rental')));
    found.push(
      ...(await auditDialog(page, card.getByRole('button', { name: 'Delete the rental of Théo Marchand-Delacroix' }), 'Delete rental')),
    );
    expect(found).toEqual([]);
    await expectFocusRoundTrip(page, {
      opener: page.getByRole('button', { name: 'New rental' }),
      name: 'New rental',
      firstFocus: (d) => d.getByRole('combobox', { name: 'Client', exact: true }),
    });
    await expectFocusRoundTrip(page, {
      opener: card.getByRole('button', { name: 'Delete the rental of Théo Marchand-Delacroix' }),
      name: 'Delete rental',
      firstFocus: cancelButton,
    });
  });
});

/** What startRental types, in English, for the audit. */
async function fillInEnglish(page: Page, dialog: Locator) {
  await dialog.getByRole('combobox', { name: 'Client', exact: true }).fill('Théo');
  await page.getByRole('option', { name: 'Théo Marchand-Delacroix' }).click();
  await dialog.getByLabel('Pick-up').fill('2027-06-12');
  await dialog.getByLabel('Return').fill('2027-06-15');
  await dialog.getByRole('combobox', { name: /^Style/ }).fill('HB-40');
  await page.getByRole('option', { name: /^HB-40 · Jaquette/ }).click();
}
