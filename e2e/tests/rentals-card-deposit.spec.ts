import { expect, test } from '@playwright/test';
import type { Piece, Rental } from '@atelier/shared';
import { seriousViolations } from '../fixtures/a11y';
import { apiAs, createUser, openSignedIn } from '../fixtures/api';
import { FUTURE_YEAR } from '../fixtures/billing';
import { sideways } from '../fixtures/phone-width';

// A rental's deposit paid by card on the sandbox's page, as on the studio's Stripe account, and refunded there (decision 229).

/** A day counted from today in the studio's zone (Berlin, as the test studios are). */
const berlinDay = (offset: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
};

test('a French shop takes a suit’s deposit by card online, scans it out, and refunds the card less a late day @mobile', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const user = await createUser({ plan: 'premium' });
  const api = apiAs(user);
  await api.patch('/user/preferences', { settings: { language: 'fr', currency: 'EUR' } });
  const { supplier } = await api.post<{ supplier: { id: string } }>('/suppliers', { name: 'Hugo Boss' });
  const { designerStyle } = await api.post<{ designerStyle: { id: string } }>('/designer-styles', {
    designerId: supplier.id,
    styleNumber: 'HB-40',
    name: 'Jaquette',
    sizes: ['40'],
  });
  const terms = { price: 89.5, period: 'weekend', deposit: 150, bufferDays: 2 };
  const { piece } = await api.post<{ piece: Piece }>('/pieces', { styleId: designerStyle.id, size: '40', rental: terms });
  const { client } = await api.post<{ client: { id: string } }>('/clients', { name: 'Théo Marchand-Delacroix', language: 'fr' });
  // Picked up four days ago, due back yesterday: 12,50 a day late.
  await api.post<{ rental: Rental }>('/rentals', {
    clientId: client.id,
    pickupDate: berlinDay(-4),
    returnDate: berlinDay(-1),
    lines: [{ pieceId: piece.id }],
    lateFeePerDay: 12.5,
  });

  await openSignedIn(page, user, '/rentals');
  const card = page.getByRole('article', { name: 'Théo Marchand-Delacroix' });
  await card.getByRole('button', { name: 'Sortie : Théo Marchand-Delacroix' }).click();
  const out = page.getByRole('dialog', { name: 'Sortie' });
  await out.getByRole('button', { name: 'Payer par carte en ligne' }).click();
  const payPage = out.getByRole('link', { name: 'Ouvrir la page de paiement' });
  await expect(payPage).toBeVisible();
  await expect(out.getByRole('img', { name: 'Code à scanner : la page de paiement sur le téléphone du locataire' })).toBeVisible();
  expect(await seriousViolations(page, 'card deposit', '[role="dialog"]')).toEqual([]);
  expect(await sideways(page)).toBeLessThanOrEqual(0);

  // The renter pays on the page, in French.
  const renter = await context.newPage();
  await renter.goto((await payPage.getAttribute('href'))!);
  await expect(renter.getByText('Caution de location', { exact: false })).toBeVisible();
  await renter.locator('input[name="number"]').fill('4242 4242 4242 4242');
  await renter.locator('input[name="expMonth"]').fill('12');
  await renter.locator('input[name="expYear"]').fill(FUTURE_YEAR);
  await renter.locator('input[name="cvc"]').fill('123');
  await renter.locator('button[type="submit"]').click();
  await renter.waitForURL(/\/rentals\?deposit=paid/);
  await renter.close();

  // The dialog sees it come in: no method to choose, the suit scanned out.
  await expect(out.getByText('Caution de 150,00 € payée en ligne par carte')).toBeVisible({ timeout: 15_000 });
  await expect(out.getByRole('combobox', { name: 'Caution versée par' })).toBeHidden();
  await out.getByLabel('Code de l’étiquette').fill('S-0001');
  await out.getByRole('button', { name: 'Ajouter' }).click();
  await out.getByRole('button', { name: 'Sortie', exact: true }).click();
  await expect(out).toBeHidden();

  await card.getByRole('button', { name: 'Retour : Théo Marchand-Delacroix' }).click();
  const back = page.getByRole('dialog', { name: 'Retour' });
  await back.getByLabel('Code de l’étiquette').fill('S-0001');
  await back.getByRole('button', { name: 'Ajouter' }).click();
  await expect(back.getByText('1 jour de retard · Frais de retard : 12,50 €')).toBeVisible();
  await back.getByRole('button', { name: 'Retour', exact: true }).click();
  await expect(back).toBeHidden();
  await expect(card.getByText('Remboursé sur la carte : 137,50 €')).toBeVisible();
});
