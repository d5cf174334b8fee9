import { expect, test } from '@playwright/test';
import type { Invoice, Rental } from '@atelier/shared';
import { openSignedIn } from '../fixtures/api';
import { CHROMIUM_EXECUTABLE } from '../fixtures/env';
import { fakeCameraOf } from '../fixtures/fake-camera';
import { frenchLateSuit } from '../fixtures/late-suit';
import { sideways } from '../fixtures/phone-width';

// The counter's camera reads the suit's tag out and back (decision 223). A new studio's first piece is S-0001.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_EXECUTABLE,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${fakeCameraOf('S-0001')}`,
    ],
  },
  permissions: ['camera'],
});

test('a French shop scans a suit out and back a day late, charges the day and refunds the rest of the deposit @mobile', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Picked up four days ago, due back yesterday: 12,50 a day late, at most 50,00.
  const { user, api, client } = await frenchLateSuit({ lateFeePerDay: 12.5, lateFeeCap: 50 });

  await openSignedIn(page, user, '/rentals');
  const card = page.getByRole('article', { name: 'Théo Marchand-Delacroix' });
  await card.getByRole('button', { name: 'Sortie : Théo Marchand-Delacroix' }).click();
  const out = page.getByRole('dialog', { name: 'Sortie' });
  await out.getByRole('button', { name: 'Scanner avec la caméra' }).click();
  await expect(out.getByText('Scannée', { exact: true })).toBeVisible();
  // The deposit is taken as it goes out, the counter saying how (decision 227).
  await expect(out.getByText('Caution à encaisser : 150,00 €')).toBeVisible();
  await out.getByRole('combobox', { name: 'Caution versée par' }).click();
  await page.getByRole('option', { name: 'Espèces' }).click();
  await out.getByRole('button', { name: 'Sortie', exact: true }).click();
  await expect(out).toBeHidden();
  await expect(page.getByText('Location sortie')).toBeVisible();
  // Due yesterday and still out: flagged late.
  await expect(card.getByText('En retard')).toBeVisible();

  await card.getByRole('button', { name: 'Retour : Théo Marchand-Delacroix' }).click();
  const back = page.getByRole('dialog', { name: 'Retour' });
  await back.getByRole('button', { name: 'Scanner avec la caméra' }).click();
  await expect(back.getByRole('group', { name: /S-0001/ }).getByText('Scannée')).toBeAttached();
  await expect(back.getByText('1 jour de retard · Frais de retard : 12,50 €')).toBeVisible();
  await expect(back.getByText('À rembourser : 137,50 €')).toBeVisible();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await back.getByRole('button', { name: 'Retour', exact: true }).click();
  await expect(back).toBeHidden();
  await expect(page.getByText('Location rendue')).toBeVisible();
  // Refunded in cash as it was taken; the late day kept on the client's invoice, paid from the deposit.
  await expect(card.getByText('À rembourser (Espèces) : 137,50 €')).toBeVisible();
  await expect(card.getByText('Rendue', { exact: true })).toBeVisible();
  const { rentals } = await api.get<{ rentals: Rental[] }>('/rentals');
  expect(rentals[0]?.settlement).toMatchObject({ lateDays: 1, lateFee: 12.5, refund: 137.5, owed: 0 });
  await card.getByRole('link', { name: 'Facture des frais retenus' }).click();
  await expect(page).toHaveURL(new RegExp(`/invoices\\?client=${client.id}`));
  const kept = await api.get<{ invoice: Invoice }>(`/invoices/${rentals[0]?.settlement?.chargesInvoiceId}`);
  expect(kept.invoice).toMatchObject({ amount: 12.5, amountPaid: 12.5, status: 'paid' });
  await expect(page.getByText(kept.invoice.invoiceNumber).first()).toBeVisible();
});
