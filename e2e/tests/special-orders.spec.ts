import { expect, test, type Page } from '@playwright/test';
import { auditViews, createAuditUser } from '../fixtures/a11y';
import { apiAs, createUser, openSignedIn, type TestUser } from '../fixtures/api';
import { auditDialog, cancelButton, expectFocusRoundTrip } from '../fixtures/dialogs';
import { drawnImage } from '../fixtures/images';
import { sideways } from '../fixtures/phone-width';

// A bride's gown ordered from its designer in the size its chart gives her, watched against her wedding (decision 216).

/** A boutique with a designer (120 days' lead time), its style and chart in inches, and a bride measured in cm. */
async function boutique(user: TestUser) {
  const api = apiAs(user);
  const { supplier } = await api.post<{ supplier: { id: string } }>('/suppliers', { name: 'Pronovias', leadTimeDays: 120 });
  await api.post('/designer-styles', {
    designerId: supplier.id,
    styleNumber: 'PR-2218',
    name: 'Aurore',
    colours: ['Ivory'],
    sizes: ['10', '12', '14'],
  });
  const rows = [
    { size: '10', values: { bust: 36, waist: 28.25, hips: 38.5 } },
    { size: '12', values: { bust: 37.5, waist: 29.75, hips: 40 } },
    { size: '14', values: { bust: 39, waist: 31.25, hips: 41.5 } },
  ];
  await api.post('/size-charts', {
    designerId: supplier.id,
    name: 'Misses',
    unit: 'inches',
    rule: 'largest',
    measures: ['bust', 'waist', 'hips'],
    rows,
  });
  const { client } = await api.post<{ client: { id: string } }>('/clients', { name: 'Léa Fontaine' });
  await api.post('/measurements', {
    clientId: client.id,
    garmentType: 'dress',
    measurements: [
      { name: 'Bust', size: 91.4, unit: 'cm' },
      { name: 'Waist', size: 70, unit: 'cm' },
      { name: 'Hips', size: 99, unit: 'cm' },
    ],
  });
}

/** Places Léa's order through the dialog: the size her measurements give on the designer's chart. */
async function placeOrder(page: Page) {
  await page.getByRole('button', { name: 'New special order' }).click();
  const add = page.getByRole('dialog', { name: 'New special order' });
  await add.getByRole('combobox', { name: 'Bride', exact: true }).fill('Léa');
  await page.getByRole('option', { name: 'Léa Fontaine' }).click();
  await add.getByRole('combobox', { name: 'Style', exact: true }).fill('2218');
  await page.getByRole('option', { name: /^PR-2218 · Aurore/ }).click();
  await add.getByRole('combobox', { name: /^Size chart/ }).click();
  await page.getByRole('option', { name: 'Misses', exact: true }).click();
  // Her hips (99 cm) need the 12, and the proposal says so.
  await expect(add.getByText('Chosen by: Hips')).toBeVisible();
  await add.getByRole('button', { name: 'Order size 12' }).click();
  await expect(add.getByRole('textbox', { name: 'Size ordered' })).toHaveValue('12');
  await add.getByLabel('Wedding date').fill('2099-09-12');
  await add.getByRole('textbox', { name: /^Price/ }).fill('2,890.10');
  await add.getByRole('textbox', { name: /^Deposit/ }).fill('1,445.05');
  await add.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('Special order added')).toBeVisible();
}

test.describe('special orders', () => {
  test('a boutique orders a bride’s gown in the size her measurements give, and the ship date is watched @mobile', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    await boutique(user);
    await openSignedIn(page, user, '/special-orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Special orders' })).toBeVisible();
    await placeOrder(page);
    const card = page.getByRole('article', { name: 'Léa Fontaine' });
    await expect(card.getByText('Size 12', { exact: true })).toBeVisible();
    await expect(card.getByText('$2,890.10 · deposit $1,445.05 · balance $1,445.05')).toBeVisible();
    await expect(card.getByText(/^Arrive by/)).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    await card.getByRole('button', { name: 'Move to: Ordered' }).click();
    await expect(page.getByText('Special order moved on')).toBeVisible();
    await expect(card.getByText('Ordered', { exact: true })).toBeVisible();

    // The designer confirms, promising a ship date a day too late for eight weeks of alterations.
    await card.getByRole('button', { name: 'Edit the order of Léa Fontaine' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit special order' });
    await edit.getByLabel('Designer’s confirmation number').fill('PRV-88412');
    await edit.getByLabel('Promised ship date').fill('2099-07-19');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Special order updated')).toBeVisible();
    await expect(card.getByText('At risk')).toBeVisible();

    // The dashboard counts it, and her page counts down to her wedding.
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Brides' }).getByText('1 order at risk')).toBeVisible();
    await page.goto('/clients');
    await page.getByRole('link', { name: 'Léa Fontaine' }).first().click();
    const countdown = page.getByRole('region', { name: 'Special orders of Léa Fontaine' });
    await expect(countdown.getByText('At risk')).toBeVisible();
    await countdown.getByRole('link', { name: 'Open the order' }).click();
    await expect(page.getByRole('article', { name: 'Léa Fontaine' })).toBeVisible();

    // The studio's own alteration time of 50 days leaves the same date on time.
    await page.getByRole('button', { name: 'Alteration time: 56 days' }).click();
    const alteration = page.getByRole('dialog', { name: 'Alteration time' });
    await alteration.getByLabel('Days').fill('50');
    await alteration.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Alteration time saved')).toBeVisible();
    await expect(card.getByText('At risk')).toBeHidden();
  });

  test('the list and its dialogs pass the audit and give focus back', async ({ page }) => {
    const user = await createAuditUser({ plan: 'premium' });
    await boutique(user);
    await openSignedIn(page, user, '/special-orders');
    await placeOrder(page);
    const card = page.getByRole('article', { name: 'Léa Fontaine' });
    const found = await auditViews(page, '/special-orders with one order');
    found.push(...(await auditDialog(page, page.getByRole('button', { name: 'New special order' }), 'New special order')));
    found.push(...(await auditDialog(page, card.getByRole('button', { name: 'Edit the order of Léa Fontaine' }), 'Edit special order')));
    found.push(
      ...(await auditDialog(page, card.getByRole('button', { name: 'Delete the order of Léa Fontaine' }), 'Delete special order')),
    );
    found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Alteration time: 56 days' }), 'Alteration time')));
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Brides' })).toBeVisible();
    found.push(...(await auditViews(page, 'the dashboard with its brides')));
    await page.goto('/clients');
    await page.getByRole('link', { name: 'Léa Fontaine' }).first().click();
    await expect(page.getByRole('region', { name: 'Special orders of Léa Fontaine' })).toBeVisible();
    found.push(...(await auditViews(page, 'a bride’s page with her countdown')));
    expect(found).toEqual([]);
    await page.goto('/special-orders');
    await expectFocusRoundTrip(page, {
      opener: page.getByRole('button', { name: 'New special order' }),
      name: 'New special order',
      firstFocus: (d) => d.getByRole('combobox', { name: 'Bride', exact: true }),
    });
    await expectFocusRoundTrip(page, {
      opener: card.getByRole('button', { name: 'Delete the order of Léa Fontaine' }),
      name: 'Delete special order',
      firstFocus: cancelButton,
    });
  });

  test('the order opens her invoice, her agreement and the order to the designer, then the gown is checked in and sent to alterations @mobile', async ({
    page,
  }) => {
    const user = await createUser({ plan: 'premium' });
    await boutique(user);
    const api = apiAs(user);
    const { designerStyles } = await api.get<{ designerStyles: { id: string }[] }>('/designer-styles');
    const { clients } = await api.get<{ clients: { id: string }[] }>('/clients');
    const body = { clientId: clients[0]!.id, styleId: designerStyles[0]!.id, colour: 'Ivory', size: '12', price: 2890.1, deposit: 1445.05 };
    await api.post('/special-orders', { ...body, weddingDate: '2099-09-12' });
    await openSignedIn(page, user, '/special-orders');
    const card = page.getByRole('article', { name: 'Léa Fontaine' });
    const documents = card.getByRole('list', { name: 'Documents of the order of Léa Fontaine' });
    await documents.getByRole('button', { name: 'Invoice the bride' }).click();
    await expect(page.getByText('Invoice drafted for the bride')).toBeVisible();
    await documents.getByRole('button', { name: 'Agreement to sign' }).click();
    await expect(page.getByText('Agreement drafted for the bride')).toBeVisible();
    await documents.getByRole('button', { name: 'Order from the designer' }).click();
    await expect(page.getByText('Order to the designer drafted')).toBeVisible();
    await expect(documents.getByRole('link', { name: 'Her invoice' })).toBeVisible();
    await expect(documents.getByRole('link', { name: 'Her agreement' })).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await documents.getByRole('link', { name: 'Order to the designer' }).click();
    const gown = 'PR-2218 Aurore (Pronovias) – Ivory – Size 12 – Léa Fontaine';
    await expect(page.getByText(gown)).toBeVisible();

    // The designer quotes a little more: the draft keeps the gown at the new price (decision 220).
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Purchase Order' });
    await expect(edit.getByLabel('Gown, line 1')).toHaveValue(gown);
    await edit.getByLabel(/^Price per unit .*, line 1/).fill('1310.25');
    await edit.getByRole('button', { name: 'Save Order' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByTestId('order-total')).toHaveText('$1,310.25');
    // Sent, the gown is ordered; received, it has arrived.
    await page.getByRole('button', { name: 'Mark Sent' }).click();
    await page.getByRole('dialog', { name: 'Mark as Sent' }).getByRole('button', { name: 'Mark Sent' }).click();
    await expect(page.getByTestId('status')).toHaveText('Sent');
    await page.getByRole('button', { name: 'Receive' }).click();
    const receive = page.getByRole('dialog', { name: 'Receive a Delivery' });
    await receive.getByRole('button', { name: 'Record' }).click();
    await expect(page.getByTestId('status')).toHaveText('Received');
    await page.goto('/special-orders');
    await expect(card.getByText('Received', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Check in' }).click();
    const checkIn = page.getByRole('dialog', { name: 'Check the gown in' });
    await checkIn.getByLabel('Location').fill('Rail B');
    await checkIn.getByRole('button', { name: 'Check in' }).click();
    await expect(page.getByText('Gown checked in')).toBeVisible();
    const piece = (await card.getByText(/^Piece S-\d{4}$/).textContent())!.replace('Piece ', '');
    // Photographed as it arrived, with its piece (decision 221).
    await card.getByRole('button', { name: `Photos of ${piece}` }).click();
    const photos = page.getByRole('dialog', { name: `Photos of ${piece}` });
    await photos.getByLabel('Take photo').setInputFiles({
      name: 'IMG_0001.jpg',
      mimeType: 'image/jpeg',
      buffer: await drawnImage(page, { colour: '#fffff0', width: 480, height: 640 }),
    });
    await expect(photos.getByRole('button', { name: /^Other 1$|1$/ }).first()).toBeVisible();
    await expect(page.getByText('Photo added')).toBeVisible();
    await photos.getByRole('button', { name: 'Close' }).first().click();
    await expect(photos).toBeHidden();
    await card.getByRole('button', { name: 'Send to alterations' }).click();
    await expect(page.getByText('Alterations opened')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Open the alterations' })).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  test('the check-in dialog passes the audit', async ({ page }) => {
    const user = await createAuditUser({ plan: 'premium' });
    await boutique(user);
    const api = apiAs(user);
    const { designerStyles } = await api.get<{ designerStyles: { id: string }[] }>('/designer-styles');
    const { clients } = await api.get<{ clients: { id: string }[] }>('/clients');
    const body = {
      clientId: clients[0]!.id,
      styleId: designerStyles[0]!.id,
      size: '12',
      price: 2890.1,
      deposit: 0,
      weddingDate: '2099-09-12',
    };
    const { specialOrder } = await api.post<{ specialOrder: { id: string } }>('/special-orders', body);
    for (const state of ['ordered', 'confirmed', 'shipped', 'received'])
      await api.post(`/special-orders/${specialOrder.id}/advance`, { state });
    await openSignedIn(page, user, '/special-orders');
    const card = page.getByRole('article', { name: 'Léa Fontaine' });
    const found = await auditViews(page, '/special-orders with a gown arrived');
    found.push(...(await auditDialog(page, card.getByRole('button', { name: 'Check in' }), 'Check the gown in')));
    expect(found).toEqual([]);
  });
});
