import { expect, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/a11y';
import { openSignedIn } from '../fixtures/api';
import { FUTURE_YEAR } from '../fixtures/billing';
import { frenchLateSuit } from '../fixtures/late-suit';
import { sideways } from '../fixtures/phone-width';

// A rental's deposit paid by card on the sandbox's page, as on the studio's Stripe account, and refunded there (decision 229).

test('a French shop takes a suit’s deposit by card online, scans it out, and refunds the card less a late day @mobile', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // Picked up four days ago, due back yesterday: 12,50 a day late.
  const { user } = await frenchLateSuit({ lateFeePerDay: 12.5 });

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
