import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Client, Invoice, Material, Pattern, Project, PurchaseOrder, Quote, Supplier, Ticket } from '@atelier/shared';
import { appRoutes } from '../fixtures/app-routes';
import { apiAs, createUser, openSignedIn, type TestUser } from '../fixtures/api';
import { waitForLink } from '../fixtures/mail';
import { seriousViolations } from '../fixtures/a11y';
import { englishLeft, englishLeftInDialogs } from '../fixtures/english-left';
import { clippedButtons, sideways } from '../fixtures/phone-width';

// At 375 px no page scrolls sideways with a team, long names and six-figure amounts, and an
// invoice's items fit as rows (decision 134).
const LONG_CLIENT = 'Maximiliana Wolfeschlegelsteinhausen-Bergerdorff';

test('no signed-in page scrolls sideways at 375 px with a team, long names and six-figure amounts @mobile', async ({ page }) => {
  test.setTimeout(180_000);
  const owner = await createUser({ plan: 'enterprise', firstName: 'Bartholomew-Alexander', lastName: 'Featherstonehaugh-Cholmondeley' });
  const staff = await createUser({ plan: 'free', firstName: 'Konstantinopolitanska', lastName: 'Vasilopoulou-Papadimitriou' });
  await apiAs(owner).post('/team/invites', { email: staff.email, role: 'staff' });
  const link = await waitForLink(staff.email, '/join');
  const token = new URLSearchParams(link.hash.slice(1)).get('token') ?? link.hash.slice(1);
  await apiAs(staff).post('/invites/accept', { token, leaveCurrentStudio: true });

  const api = apiAs(owner);
  const { client } = await api.post<{ client: Client }>('/clients', { name: LONG_CLIENT, email: 'maximiliana.long@example.com' });
  const { project } = await api.post<{ project: Project }>('/projects', {
    clientId: client.id,
    name: 'Cathedral-length embroidered silk wedding gown with detachable train',
    type: 'Wedding Dress',
    status: 'in-progress',
    priority: 'high',
    progress: 30,
    budget: 245_000,
    assigneeId: staff.user.id,
  });
  const { invoice } = await api.post<{ invoice: Invoice }>('/invoices', {
    clientId: client.id,
    projectId: project.id,
    invoiceNumber: 'INV-2026-000001',
    dueDate: '2030-01-01',
    items: [{ description: 'Hand-embroidered silk organza overlay with crystal beading', quantity: 2, rate: 123_456.78 }],
  });
  await api.post('/calendar', {
    title: 'Final fitting with the whole bridal party',
    clientId: client.id,
    type: 'fitting',
    startTime: '2030-01-01T10:00',
    endTime: '2030-01-01T11:00',
    assigneeId: staff.user.id,
  });

  await openSignedIn(page, owner);
  const pages = appRoutes()
    .filter((r) => r.signedIn && !r.path.includes('*'))
    .map((r) => r.path.replace(':id', client.id));
  expect(pages.length).toBeGreaterThan(10);
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(await sideways(page), path).toBeLessThanOrEqual(0);
  }

  // The lists with their records shown (a page's check above may run before its list arrives).
  for (const [path, shown] of [
    ['/clients', LONG_CLIENT],
    ['/projects', 'Cathedral-length embroidered silk wedding gown with detachable train'],
    ['/invoices', invoice.invoiceNumber],
    // Settings › Tax: the business, the accounts and the rates (decision 167).
    ['/settings?tab=tax', 'Tax rates'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(shown).first()).toBeVisible();
    expect(await sideways(page), `${path} with its records`).toBeLessThanOrEqual(0);
  }

  // The invoice's details: each item a row that fits, its amount whole.
  await page.goto('/invoices');
  await page.getByRole('button', { name: `View details of invoice ${invoice.invoiceNumber}` }).click();
  const dialog = page.getByRole('dialog');
  const rows = dialog.getByTestId('invoice-item-rows');
  await expect(rows).toContainText('$246,913.56');
  expect(await rows.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  // Scrolled to as a person scrolls the dialog (a draft shows its Issue step above the items).
  const amount = rows.getByText('$246,913.56');
  await amount.scrollIntoViewIfNeeded();
  await expect(amount).toBeInViewport({ ratio: 1 });
});

const LONG_GARMENT = 'Hand-tailored double-breasted wool-cashmere overcoat with contrasting silk lining';

/**
 * One record of each kind a page shows alone (`/tickets/:id`, …), with long names and six-figure
 * amounts: a ticket ready for pick-up with a deposit, a material, a purchase order, a quote, a
 * contract and a group. Keyed by the route's path, so a new page of a record has to say which.
 */
async function longRecords(owner: TestUser, client: Client): Promise<Record<string, string>> {
  const api = apiAs(owner);
  const { ticket } = await api.post<{ ticket: Ticket }>('/tickets', {
    clientId: client.id,
    pickupDate: '2030-01-04',
    garments: [
      {
        description: LONG_GARMENT,
        lines: [
          { description: 'Complete re-lining in hand-stitched silk jacquard with monogram', price: 123_456.78 },
          { description: 'Sleeves shortened', price: 98_765.43 },
        ],
      },
    ],
    deposit: { amount: 1_000, method: 'cash' },
  });
  // Every stage done: the ticket is ready, its badge and banner shown.
  const garment = ticket.garments[0]!;
  for (const stage of garment.stages) await api.patch(`/projects/${garment.id}/stages/${stage.id}`, { status: 'done' });
  const { material } = await api.post<{ material: Material }>('/materials', {
    kind: 'fabric',
    name: 'Super 180s Merino wool-cashmere herringbone in midnight navy, double width',
    fibre: '80% Merino wool, 20% Cashmere (Super 180s, two-ply)',
    colour: 'Midnight navy with a tonal herringbone',
    widthMm: 1500,
    cost: 123_456.78,
    supplier: 'Vitale Barberis Canonico Lanificio Biellese Ltd.',
    location: 'Back-room-shelving-unit-B12-top-drawer-left',
    lowStockLevel: 200_000,
    notes: 'Order from the mill two months ahead of the wedding season; ask for the same dye lot.',
  });
  await api.post(`/materials/${material.id}/movements`, {
    kind: 'received',
    quantity: 123_456,
    reason: 'Delivery from the mill, dye lot 7731',
  });
  const { project } = await api.post<{ project: Project }>('/projects', {
    clientId: client.id,
    name: 'Cathedral-length embroidered silk wedding gown with detachable train',
    type: 'Wedding Dress',
  });
  await api.post(`/materials/${material.id}/project-movements`, { kind: 'reserved', quantity: 45_678, projectId: project.id });
  const { supplier } = await api.post<{ supplier: Supplier }>('/suppliers', {
    name: 'Vitale Barberis Canonico Lanificio Biellese Ltd.',
    leadTimeDays: 10,
  });
  const { purchaseOrder } = await api.post<{ purchaseOrder: PurchaseOrder }>('/purchase-orders', {
    supplierId: supplier.id,
    lines: [{ materialId: material.id, quantity: 123_456, unitPrice: 1_234.56 }],
  });
  const { quote } = await api.post<{ quote: Quote }>('/quotes', {
    clientId: client.id,
    title: 'Cathedral-length embroidered silk wedding gown with detachable train',
    projectType: 'Wedding Dress',
    lines: [{ kind: 'free', description: 'Hand-embroidered silk organza overlay with crystal beading', unitPrice: 123_456.78 }],
  });
  const { contract } = await api.post<{ contract: { id: string } }>('/contracts', {
    clientId: client.id,
    title: 'Bespoke wedding gown commission with three fittings and final pressing',
    body: 'Terms for {{client.name}}',
  });
  const { group } = await api.post<{ group: { id: string } }>('/groups', {
    name: 'Featherstonehaugh-Cholmondeley and Wolfeschlegelsteinhausen wedding party',
    kind: 'wedding',
    eventDate: '2031-04-02',
  });
  await api.post(`/groups/${group.id}/members`, {
    clientId: client.id,
    role: 'Bride',
    garment: { type: 'Wedding Dress', budget: 245_000 },
  });
  // Her gowns to order and checked in: the party's lot on the group's page, its button and links.
  await bridalShop(api, client.id);
  return {
    '/clients/:id': client.id,
    '/groups/:id': group.id,
    '/tickets/:id': ticket.id,
    '/materials/:id': material.id,
    '/purchase-orders/:id': purchaseOrder.id,
    '/quotes/:id': quote.id,
    '/contracts/:id': contract.id,
  };
}

test('no page of one record scrolls sideways at 375 px with long names and six-figure amounts @mobile', async ({ page }) => {
  test.setTimeout(180_000);
  const owner = await createUser({ plan: 'enterprise', firstName: 'Bartholomew-Alexander', lastName: 'Featherstonehaugh-Cholmondeley' });
  const { client } = await apiAs(owner).post<{ client: Client }>('/clients', { name: LONG_CLIENT, phone: '+33 6 12 34 56 78 90' });
  const records = await longRecords(owner, client);
  const pages = appRoutes().filter((r) => r.signedIn && r.path.includes(':id'));
  // Each page of a record is opened on a record of its kind, never on another's id (a 404 page fits anything).
  expect(pages.map((r) => r.path).sort()).toEqual(Object.keys(records).sort());

  await openSignedIn(page, owner);
  // In French too: its words are longer ("Prendre une photo" beside "Ajouter des photos").
  for (const language of ['fr', 'en']) {
    await apiAs(owner).patch('/user/preferences', { settings: { language } });
    for (const { path } of pages) {
      await page.goto(path.replace(':id', records[path]!));
      await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      expect(await sideways(page), `${path} (${language})`).toBeLessThanOrEqual(0);
      expect(await clippedButtons(page, `${path} (${language})`)).toEqual([]);
    }
  }

  // The ticket's prices and its Ready badge, and the material's photo button, whole on the screen.
  await page.goto(`/tickets/${records['/tickets/:id']}`);
  await expect(page.getByTestId('ready-banner')).toBeVisible();
  for (const price of ['$123,456.78', '$98,765.43']) {
    const shown = page.getByText(price).first();
    await shown.scrollIntoViewIfNeeded();
    await expect(shown, price).toBeInViewport({ ratio: 1 });
  }
  expect(await sideways(page), 'the ready ticket').toBeLessThanOrEqual(0);
  await page.goto('/tickets');
  await expect(page.getByText(LONG_CLIENT).first()).toBeVisible();
  expect(await sideways(page), '/tickets with a ready ticket').toBeLessThanOrEqual(0);
  await page.goto(`/materials/${records['/materials/:id']}`);
  await expect(page.getByText('Back-room-shelving-unit-B12-top-drawer-left').first()).toBeVisible();
  const photo = page.getByText('Take photo', { exact: true }).first();
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toBeInViewport({ ratio: 1 });
  expect(await sideways(page), 'the material').toBeLessThanOrEqual(0);
});

/**
 * A bridal boutique's records with long names (decisions 215 to 221): a designer's style, a sample gown as a
 * piece, one bride's gown to order and another's checked in, so the catalogue, the pieces and the
 * special orders' cards, with their documents and arrival lines, are read in every language.
 */
async function bridalShop(api: ReturnType<typeof apiAs>, clientId: string) {
  const { supplier } = await api.post<{ supplier: Supplier }>('/suppliers', {
    name: 'Maison Pronovias Barcelona Haute Couture',
    leadTimeDays: 120,
  });
  const { designerStyle } = await api.post<{ designerStyle: { id: string } }>('/designer-styles', {
    designerId: supplier.id,
    styleNumber: 'PR-2218-LONGTRAIN',
    name: 'Aurore à traîne cathédrale brodée de perles',
    colours: ['Ivoire nacré'],
    sizes: ['36', '38', '40'],
    cost: 129_050.5,
    retail: 289_010.1,
  });
  await api.post('/pieces', {
    styleId: designerStyle.id,
    size: '38',
    colour: 'Ivoire nacré',
    condition: 'sample',
    location: 'Salon principal, portant B',
  });
  const order = {
    clientId,
    styleId: designerStyle.id,
    colour: 'Ivoire nacré',
    size: '38',
    price: 289_010.1,
    deposit: 144_505.05,
    weddingDate: '2099-09-12',
  };
  await api.post('/special-orders', order);
  const { specialOrder } = await api.post<{ specialOrder: { id: string } }>('/special-orders', order);
  for (const state of ['ordered', 'confirmed', 'shipped', 'received'])
    await api.post(`/special-orders/${specialOrder.id}/advance`, { state });
  await api.post(`/special-orders/${specialOrder.id}/check-in`, { condition: 'new', location: 'Atelier de retouches' });
}

/**
 * Decision 203: German's long words and Portuguese's accents must fit too. Every signed-in page at
 * 375 px in each language the app has a catalogue for, with long names and six-figure amounts, with
 * no serious axe finding there (a label or a name missing in one language only) and no text left in
 * English, on the page or in a dialog its header's actions open.
 */
const CATALOGUED = fs
  .readdirSync(path.resolve(import.meta.dirname, '../../apps/web/src/locales'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
for (const language of CATALOGUED) {
  test(`no signed-in page scrolls sideways, fails axe or shows English at 375 px in ${language} @mobile`, async ({ page }) => {
    test.setTimeout(420_000);
    const owner = await createUser({ plan: 'enterprise', firstName: 'Bartholomew-Alexander', lastName: 'Featherstonehaugh-Cholmondeley' });
    const api = apiAs(owner);
    await api.patch('/user/preferences', { settings: { language, currency: 'EUR' } });
    // Another studio's public pattern, so the library's cards (badges, copy button) are measured
    // whatever ran before: an empty library hid a badge wider than its card.
    const other = apiAs(await createUser({ plan: 'free' }));
    const { pattern } = await other.post<{ pattern: Pattern }>('/patterns', { name: 'Corsage à baleines, dos lacé' });
    await other.patch(`/patterns/public/${pattern.id}`, {});
    const { client } = await api.post<{ client: Client }>('/clients', { name: LONG_CLIENT, language });
    await api.post('/projects', {
      clientId: client.id,
      name: 'Robe de mariée brodée à traîne amovible',
      type: 'Wedding Dress',
      budget: 245_000,
    });
    await bridalShop(api, client.id);
    await openSignedIn(page, owner);
    const pages = appRoutes()
      .filter((r) => r.signedIn && !r.path.includes('*'))
      .map((r) => r.path.replace(':id', client.id));
    const found: string[] = [];
    for (const at of pages) {
      await page.goto(at);
      await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.lang), at).toBe(language);
      expect(await sideways(page), `${at} in ${language}`).toBeLessThanOrEqual(0);
      found.push(...(await seriousViolations(page, `${at} in ${language}`)), ...(await englishLeft(page, `${at} in ${language}`)));
      found.push(...(await clippedButtons(page, `${at} in ${language}`)));
      found.push(...(await englishLeftInDialogs(page, `${at} in ${language}`)));
    }
    expect(found).toEqual([]);
  });
}
