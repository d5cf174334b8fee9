import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Material, PurchaseOrder, Supplier } from '@atelier/shared';
import { auditViews, createAuditUser } from '../fixtures/a11y';
import { apiAs, createUser, openSignedIn, type TestUser } from '../fixtures/api';
import { auditDialog, expectFocusRoundTrip } from '../fixtures/dialogs';
import { sideways } from '../fixtures/phone-width';

// Suppliers and purchase orders in a real browser against the real server (decision 145): an
// order received in two deliveries grows what is on hand of its fabric (decision 142).

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A supplier, a fabric and a draft order of 3.5 m of it at 20 a metre, through the API. */
async function seedOrder(user: TestUser, send = false): Promise<PurchaseOrder> {
  const api = apiAs(user);
  await api.patch('/user/preferences', { settings: { measurementUnit: 'cm' } });
  const { supplier } = await api.post<{ supplier: Supplier }>('/suppliers', { name: 'Bolt Mill', leadTimeDays: 10 });
  const { material } = await api.post<{ material: Material }>('/materials', { kind: 'fabric', name: 'Silk charmeuse', widthMm: 1400 });
  const { purchaseOrder } = await api.post<{ purchaseOrder: PurchaseOrder }>('/purchase-orders', {
    supplierId: supplier.id,
    lines: [{ materialId: material.id, quantity: 3500, unitPrice: 20 }],
  });
  if (send) await api.post(`/purchase-orders/${purchaseOrder.id}/send`, {});
  return purchaseOrder;
}

test.describe('purchase orders', () => {
  test('a studio orders 3 1/2 m of a fabric, sends it, receives it in two deliveries and downloads its PDF', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    await apiAs(user).patch('/user/preferences', { settings: { measurementUnit: 'cm' } });
    await openSignedIn(page, user, '/purchase-orders');
    await expect(page.getByText(/No purchase orders yet/)).toBeVisible();

    // The supplier, from the purchase orders page (the menu has its own entry, decision 209); its phone as people write it.
    await page.getByRole('main').getByRole('link', { name: 'Suppliers' }).click();
    await page.getByRole('button', { name: 'Add Supplier' }).click();
    const addSupplier = page.getByRole('dialog', { name: 'Add Supplier' });
    await addSupplier.getByLabel('Name').fill('Soie & Co');
    await addSupplier.getByLabel(/^Phone/).fill('+33 (0)4 78 00 00 00');
    await addSupplier.getByLabel(/^Lead time/).fill('12');
    await addSupplier.getByRole('button', { name: 'Save Supplier' }).click();
    await expect(page.getByText('Supplier added')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Soie & Co' })).toContainText('12 days to deliver');

    // The fabric.
    await page.goto('/materials');
    await page.getByRole('button', { name: 'Add Material' }).click();
    const addFabric = page.getByRole('dialog', { name: 'Add Material' });
    await addFabric.getByLabel('Name').fill('Laine crêpe');
    await addFabric.getByLabel('Width (cm)').fill('150');
    await addFabric.getByRole('button', { name: 'Save Material' }).click();
    await expect(page.getByText('Material added')).toBeVisible();

    // The order: three and a half metres at 20,50 a metre; the server's total shows on its page.
    await page.goto('/purchase-orders');
    await page.getByRole('button', { name: 'New Order' }).click();
    const form = page.getByRole('dialog', { name: 'New Purchase Order' });
    await choose(page, form, 'Supplier', 'Soie & Co');
    await choose(page, form, 'Material, line 1', 'Laine crêpe');
    await form.getByLabel('Quantity (m), line 1').fill('three');
    await form.getByLabel(/^Price per metre .*, line 1/).fill('20,50');
    await form.getByRole('button', { name: 'Save Order' }).click();
    await expect(form.getByText('Quantity (m), line 1: write a number of m, such as 3, 2,5 or 3 1/2.')).toBeVisible();
    await form.getByLabel('Quantity (m), line 1').fill('3 1/2');
    await form.getByRole('button', { name: 'Save Order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'PO-0001' })).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText('$71.75');
    await expect(page.getByTestId('ordered')).toHaveText('3.5 m');

    // Sent, it is no longer edited.
    await page.getByRole('button', { name: 'Mark Sent' }).click();
    await page.getByRole('dialog', { name: 'Mark as Sent' }).getByRole('button', { name: 'Mark Sent' }).click();
    await expect(page.getByTestId('status')).toHaveText('Sent');
    await expect(page.getByRole('button', { name: 'Edit' })).toBeHidden();

    // A first delivery of one and a half metres; more than is left is refused on its line.
    await page.getByRole('button', { name: 'Receive' }).click();
    const receive = page.getByRole('dialog', { name: 'Receive a Delivery' });
    const line = receive.getByLabel('Laine crêpe: received (m)');
    await expect(line).toHaveValue('3.5');
    await line.fill('4');
    await receive.getByRole('button', { name: 'Record' }).click();
    await expect(receive.getByText('Laine crêpe: received (m): at most 3.5 m is still to come.')).toBeVisible();
    await line.fill('1,5');
    await receive.getByRole('button', { name: 'Record' }).click();
    await expect(receive).toBeHidden();
    await expect(page.getByTestId('status')).toHaveText('Partly received');
    await expect(page.getByTestId('received')).toHaveText('1.5 m');

    // The rest: the line defaults to the two metres still to come.
    await page.getByRole('button', { name: 'Receive' }).click();
    await expect(receive.getByLabel('Laine crêpe: received (m)')).toHaveValue('2');
    await receive.getByRole('button', { name: 'Record' }).click();
    await expect(page.getByTestId('status')).toHaveText('Received');
    await expect(page.getByRole('button', { name: 'Receive' })).toBeHidden();

    // The PDF: a real file, served as a PDF.
    const response = page.waitForResponse((r) => /\/purchase-orders\/[^/]+\/pdf$/.test(r.url()));
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    expect((await response).headers()['content-type']).toContain('application/pdf');
    expect((await downloading).suggestedFilename()).toMatch(/\.pdf$/);

    // What arrived is on hand of the fabric, with both deliveries in its ledger.
    await page.goto('/materials');
    await page.getByRole('article', { name: 'Laine crêpe' }).getByRole('link', { name: 'Laine crêpe' }).click();
    await expect(page.getByTestId('on-hand')).toHaveText('3.5 m');
    await expect(page.getByRole('list', { name: 'Stock movements of Laine crêpe' }).getByTestId('movement')).toHaveCount(2);
  });

  test('a Free studio sees the upgrade panel', async ({ page }) => {
    const user = await createUser({ plan: 'free' });
    await openSignedIn(page, user, '/purchase-orders');
    await expect(page.getByTestId('materials-upgrade')).toBeVisible();
  });

  test('an order’s page on a phone @mobile', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    const order = await seedOrder(user, true);
    await openSignedIn(page, user, `/purchase-orders/${order.id}`);
    await expect(page.getByTestId('order-total')).toHaveText('$70.00');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  // The dialogs, as every resource's spec checks its own (docs/adding-a-resource.md).
  test.describe('the purchasing dialogs', () => {
    test('the lists and their dialogs', async ({ page }) => {
      const user = await createAuditUser({ plan: 'premium' });
      await seedOrder(user);
      await openSignedIn(page, user, '/purchase-orders');
      await expect(page.getByRole('article', { name: 'PO-0001' })).toBeVisible();
      const found = await auditViews(page, '/purchase-orders with an order');
      found.push(...(await auditDialog(page, page.getByRole('button', { name: 'New Order' }), 'New Purchase Order')));
      await page.goto('/suppliers');
      const card = page.getByRole('article', { name: 'Bolt Mill' });
      await expect(card).toBeVisible();
      found.push(...(await auditViews(page, '/suppliers with a supplier')));
      found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Add Supplier' }), 'Add Supplier')));
      found.push(...(await auditDialog(page, card.getByRole('button', { name: 'Edit Bolt Mill' }), 'Edit Supplier')));
      found.push(...(await auditDialog(page, card.getByRole('button', { name: 'Delete Bolt Mill' }), 'Delete Supplier')));
      expect(found).toEqual([]);
    });

    test('the order page and its dialogs', async ({ page }) => {
      const user = await createAuditUser({ plan: 'premium' });
      const draft = await seedOrder(user);
      await openSignedIn(page, user, `/purchase-orders/${draft.id}`);
      await expect(page.getByTestId('order-total')).toBeVisible();
      const found = await auditDialog(page, page.getByRole('button', { name: 'Edit' }), 'Edit Purchase Order');
      found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Mark Sent' }), 'Mark as Sent')));
      found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Delete' }), 'Delete Purchase Order')));
      await apiAs(user).post(`/purchase-orders/${draft.id}/send`, {});
      await page.reload();
      await expect(page.getByTestId('status')).toHaveText('Sent');
      found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Receive' }), 'Receive a Delivery')));
      found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Cancel Order' }), 'Cancel Purchase Order')));
      expect(found).toEqual([]);
    });

    test('dialogs start on the first field or Cancel and return focus to their opener', async ({ page }) => {
      const user = await createUser({ plan: 'premium' });
      const order = await seedOrder(user, true);
      await openSignedIn(page, user, '/suppliers');
      await expectFocusRoundTrip(page, {
        opener: page.getByRole('button', { name: 'Add Supplier' }),
        name: 'Add Supplier',
        firstFocus: (d) => d.getByLabel('Name'),
      });
      await page.goto(`/purchase-orders/${order.id}`);
      await expectFocusRoundTrip(page, {
        opener: page.getByRole('button', { name: 'Receive' }),
        name: 'Receive a Delivery',
        firstFocus: (d) => d.getByLabel('Silk charmeuse: received (m)'),
      });
      await expectFocusRoundTrip(page, {
        opener: page.getByRole('button', { name: 'Cancel Order' }),
        name: 'Cancel Purchase Order',
        firstFocus: (d) => d.getByRole('button', { name: 'Keep Order' }),
        cancel: (d) => d.getByRole('button', { name: 'Keep Order' }),
      });
    });
  });
});
