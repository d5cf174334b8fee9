import { expect, test, type Locator, type Page } from '@playwright/test';
import { auditViews, createAuditUser, seedStudio, type View } from '../fixtures/a11y';
import { appRoutes, type AppRoute } from '../fixtures/app-routes';
import { apiAs, openSignedIn, storeSession, type TestUser } from '../fixtures/api';
import { seedStudioNumbers } from '../fixtures/studio-numbers';
import { paySandboxCheckout } from '../fixtures/billing';
import { bookAs, freeSlots, openBookingPage } from '../fixtures/booking';

// Axe (WCAG 2.2 A and AA) finds no serious or critical violation on any page, at 1280 and
// 375 px, in the light and the dark theme. Each test loops over the four views on one page load.
// The pages are the web app's router's (decision 116): a new route is audited without editing this file.

/** Opens the page and waits for its h1, so axe reads the page, not a loading spinner. */
async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/**
 * One state of a page to audit: the URL to open (the page's own path when absent), what to wait for
 * or do once it shows, and what to redo after each switch of view (state a resize resets).
 */
type PageState = {
  /** A page of a record (a route with a parameter) makes its record as the audit's user and answers its URL. */
  url?: string | ((user: TestUser) => Promise<string>);
  label?: string;
  ready?: (page: Page) => Promise<void>;
  prepare?: (page: Page, view: View) => Promise<void>;
};

const email = encodeURIComponent('someone@example.com');

/** A client with measurements, projects, an invoice partly paid and an appointment to come; the page's URL. */
async function clientWithRecords(user: TestUser): Promise<string> {
  const { client, project } = await seedStudio(user, 'Ada Eze');
  const api = apiAs(user);
  const { invoice } = await api.post<{ invoice: { id: string } }>('/invoices', {
    clientId: client.id,
    projectId: project.id,
    invoiceNumber: 'INV-001',
    dueDate: '2030-06-01',
    items: [{ description: 'Silk gown', quantity: 1, rate: 1250.5 }],
  });
  await api.patch(`/invoices/${invoice.id}`, { status: 'sent' });
  await api.post(`/invoices/${invoice.id}/payments`, { amount: 250, date: '2026-01-05', method: 'cash' });
  await api.post('/calendar', {
    title: 'First fitting',
    type: 'fitting',
    clientId: client.id,
    startTime: '2030-05-01T10:00',
    endTime: '2030-05-01T11:00',
  });
  return `/clients/${client.id}`;
}

/** A draft contract for a client, written by hand (decision 159); the contract's page. */
async function draftContract(user: TestUser): Promise<string> {
  const api = apiAs(user);
  const { client } = await api.post<{ client: { id: string } }>('/clients', { name: 'Ada Eze' });
  const body = { clientId: client.id, title: 'Bridal gown agreement', body: 'Between {{studio.name}} and {{client.name}}.\n\nTerms.' };
  const { contract } = await api.post<{ contract: { id: string } }>('/contracts', body);
  return `/contracts/${contract.id}`;
}

/** A sent quote with a service of the price list and a free line (decision 158); the quote's page. */
async function sentQuote(user: TestUser): Promise<string> {
  const { client } = await seedStudio(user, 'Ada Eze');
  const api = apiAs(user);
  const { services } = await api.get<{ services: { id: string }[] }>('/services?limit=1');
  const { quote } = await api.post<{ quote: { id: string } }>('/quotes', {
    clientId: client.id,
    title: 'Silk gown',
    projectType: 'Evening Dress',
    lines: [
      { kind: 'service', serviceId: services[0]!.id },
      { kind: 'free', description: 'Hand embroidery', unitPrice: 25.5 },
    ],
    deposit: { type: 'percent', value: 30 },
  });
  await api.post(`/quotes/${quote.id}/send`);
  return `/quotes/${quote.id}`;
}

/** A fabric received and partly set aside for a project; the material's page. */
async function materialWithLedger(user: TestUser): Promise<string> {
  const { project } = await seedStudio(user, 'Ada Eze');
  const api = apiAs(user);
  const { material } = await api.post<{ material: { id: string } }>('/materials', {
    kind: 'fabric',
    name: 'Silk charmeuse, ivory, from the long-named supplier in Lyon',
    widthMm: 1400,
    cost: 32.5,
    lowStockLevel: 2000,
  });
  await api.post(`/materials/${material.id}/movements`, { kind: 'received', quantity: 5000 });
  await api.post(`/materials/${material.id}/project-movements`, { kind: 'reserved', quantity: 1500, projectId: project.id });
  return `/materials/${material.id}`;
}

/** A wedding party with a long name, a measured bride with her garment and a bridesmaid (decision 160); the group's page. */
async function weddingParty(user: TestUser): Promise<string> {
  const api = apiAs(user);
  const { group } = await api.post<{ group: { id: string } }>('/groups', {
    name: 'Mariage Adaeze Okonkwo-Fitzgerald & Théodore de la Rochefoucauld-Montmorency',
    eventDate: '2031-06-14',
  });
  const { member } = await api.post<{ member: { client: { id: string } } }>(`/groups/${group.id}/members`, {
    client: { name: 'Adaeze Okonkwo-Fitzgerald' },
    role: 'Bride',
    garment: { type: 'Wedding Dress', budget: 2450 },
  });
  await api.post('/measurements', {
    clientId: member.client.id,
    garmentType: 'dress',
    measurements: [{ name: 'Bust', size: 34, unit: 'inches' }],
  });
  await api.post(`/groups/${group.id}/members`, { client: { name: 'Chiamaka' }, role: 'Bridesmaid' });
  return `/groups/${group.id}`;
}

/** An order to a supplier, sent and partly received (decision 145); the order's page. */
async function purchaseOrderPartlyReceived(user: TestUser): Promise<string> {
  const api = apiAs(user);
  const { supplier } = await api.post<{ supplier: { id: string } }>('/suppliers', { name: 'Soieries de Lyon, the long-named mill' });
  const { material } = await api.post<{ material: { id: string } }>('/materials', {
    kind: 'fabric',
    name: 'Silk charmeuse',
    widthMm: 1400,
  });
  const { material: buttons } = await api.post<{ material: { id: string } }>('/materials', {
    kind: 'notion',
    measure: 'count',
    name: 'Horn buttons',
  });
  const { purchaseOrder } = await api.post<{ purchaseOrder: { id: string; lines: { id: string }[] } }>('/purchase-orders', {
    supplierId: supplier.id,
    lines: [
      { materialId: material.id, quantity: 3500, unitPrice: 32.5 },
      { materialId: buttons.id, quantity: 24, unitPrice: 0.8 },
    ],
  });
  await api.post(`/purchase-orders/${purchaseOrder.id}/send`, {});
  await api.post(`/purchase-orders/${purchaseOrder.id}/receive`, { lines: [{ lineId: purchaseOrder.lines[0]!.id, quantity: 1500 }] });
  return `/purchase-orders/${purchaseOrder.id}`;
}

/** Opens the phone menu (or the signed-in sidebar) in the views narrower than `below` px. */
const openMenuBelow =
  (below: number, shown: (page: Page) => Locator): PageState['prepare'] =>
  async (page, view) => {
    if (view.width >= below) return;
    const toggle = page.getByRole('button', { name: 'Open menu' });
    if (await toggle.isVisible()) await toggle.click();
    await expect(shown(page)).toBeVisible();
  };

/**
 * What a page needs beyond being opened at its path, keyed by the router's path; every other route is
 * audited as it opens (decision 116). Only states and set-up are listed here, never the list of pages.
 */
const STATES: Record<string, PageState[]> = {
  '/': [{}, { label: 'with the phone menu open', prepare: openMenuBelow(768, (page) => page.getByRole('navigation', { name: 'Mobile' })) }],
  '/signup': [{}, { url: '/signup?plan=premium' }],
  '/verify-otp': [{ url: `/verify-otp?email=${email}` }, {}],
  '/reset-password': [{ url: `/reset-password?email=${email}` }, {}],
  '*': [{ url: '/no-such-page' }],
  '/dashboard': [{}, { label: 'sidebar open on a phone', prepare: openMenuBelow(1024, (page) => page.getByTestId('sidebar-user-name')) }],
  // Every settings tab, opened by its URL, once the profile has loaded.
  '/settings': [
    {},
    ...(
      [
        ['profile', 'Profile'],
        ['notifications', 'Notifications'],
        ['preferences', 'Preferences'],
        ['billing', 'Billing'],
        ['booking', 'Online booking'],
        ['tax', 'Tax'],
        ['security', 'Security'],
        ['data', 'Data'],
      ] as const
    ).map(([tab, name]) => ({
      url: `/settings?tab=${tab}`,
      ready: (page: Page) => expect(page.getByRole('tab', { name, selected: true })).toBeVisible(),
    })),
  ],
  // A client with something in most sections (decision 126), and a client that is not there: the not-found state.
  '/clients/:id': [
    { url: clientWithRecords, ready: (page) => expect(page.getByTestId('client-projects')).toBeVisible() },
    { url: '/clients/00000000-0000-4000-8000-000000000000', ready: (page) => expect(page.getByTestId('not-found')).toBeVisible() },
  ],
  // A sent quote with its lines (decision 158), and one that is not there.
  '/quotes/:id': [
    { url: sentQuote, ready: (page) => expect(page.getByTestId('quote-line')).toHaveCount(2) },
    { url: '/quotes/00000000-0000-4000-8000-000000000000', ready: (page) => expect(page.getByTestId('not-found')).toBeVisible() },
  ],
  // A fabric with its ledger (received, then set aside for a project), and one that is not there.
  '/materials/:id': [
    { url: materialWithLedger, ready: (page) => expect(page.getByTestId('movement')).toHaveCount(2) },
    { url: '/materials/00000000-0000-4000-8000-000000000000', ready: (page) => expect(page.getByTestId('not-found')).toBeVisible() },
  ],
  // A wedding party with its members (decision 160), and one that is not there.
  '/groups/:id': [
    { url: weddingParty, ready: (page) => expect(page.getByTestId('group-member')).toHaveCount(2) },
    { url: '/groups/00000000-0000-4000-8000-000000000000', ready: (page) => expect(page.getByTestId('not-found')).toBeVisible() },
  ],
  // An order sent and partly received, and one that is not there.
  '/purchase-orders/:id': [
    { url: purchaseOrderPartlyReceived, ready: (page) => expect(page.getByTestId('order-line-view')).toHaveCount(2) },
    { url: '/purchase-orders/00000000-0000-4000-8000-000000000000', ready: (page) => expect(page.getByTestId('not-found')).toBeVisible() },
  ],
  // A draft contract from its text (decision 159), and one that is not there.
  '/contracts/:id': [
    { url: draftContract, ready: (page) => expect(page.getByTestId('contract-status')).toHaveText('Draft') },
    { url: '/contracts/00000000-0000-4000-8000-000000000000', ready: (page) => expect(page.getByTestId('not-found')).toBeVisible() },
  ],
  // Without a payment reference the result is 'Payment Failed'; its 5 s redirect is stopped to audit it.
  '/pricing/callback': [
    {
      ready: async (page) => {
        await expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
        await page.getByRole('button', { name: 'Stay on this page' }).click();
      },
    },
  ],
};

/** Opens each state of a route (reloading only when its URL changes) and audits it in the four views. */
async function auditRoute(page: Page, route: AppRoute, user?: TestUser): Promise<string[]> {
  const found: string[] = [];
  let shown: string | undefined;
  for (const state of STATES[route.path] ?? [{}]) {
    const url = typeof state.url === 'function' ? await state.url(user!) : (state.url ?? route.path);
    if (url !== shown) {
      await page.goto(url);
      // The router kept this page (no guard sent the browser elsewhere) and it has rendered its heading.
      expect(new URL(page.url()).pathname).toBe(new URL(url, page.url()).pathname);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      shown = url;
    }
    await state.ready?.(page);
    const label = state.label ? `${url} ${state.label}` : url;
    found.push(...(await auditViews(page, label, state.prepare ? { prepare: (view) => state.prepare!(page, view) } : {})));
  }
  return found;
}

test.describe('accessibility of every page (axe, WCAG 2.2 AA)', () => {
  test('the audit knows only pages the router has', () => {
    const paths = appRoutes().map((route) => route.path);
    expect(Object.keys(STATES).filter((path) => !paths.includes(path))).toEqual([]);
  });

  // One test per route of the web app's router, shared out between the workers (decision 116).
  for (const route of appRoutes()) {
    test(`${route.path}${route.signedIn ? ' (signed in)' : ''}`, async ({ page }) => {
      test.setTimeout(60_000 * (1 + (STATES[route.path]?.length ?? 1)));
      const user = route.signedIn ? await createAuditUser({ plan: 'premium' }) : undefined;
      if (user) await storeSession(page, user);
      expect(await auditRoute(page, route, user)).toEqual([]);
    });
  }

  test('dashboard and analytics with figures: every tab, chart tables, the custom range', async ({ page }) => {
    test.setTimeout(300_000);
    const user = await createAuditUser({ plan: 'enterprise' });
    await seedStudioNumbers(user);
    await openSignedIn(page, user);
    await expect(page.getByTestId('stat-revenue-value')).toHaveText('$1,235');
    const found = await auditViews(page, '/dashboard with figures');

    await open(page, '/analytics', 'Analytics');
    await expect(page.getByTestId('metric-revenue-value')).toHaveText('$1,235');
    found.push(...(await auditViews(page, '/analytics revenue charts')));
    for (const id of ['chart-monthly-trend', 'chart-service-types'])
      await page.getByTestId(id).getByRole('button', { name: 'Table' }).click();
    found.push(...(await auditViews(page, '/analytics revenue tables')));
    await page.getByRole('tab', { name: 'Client Insights' }).click();
    await expect(page.getByTestId('top-clients-table')).toBeVisible();
    found.push(...(await auditViews(page, '/analytics client insights')));
    await page.getByRole('tab', { name: 'Project Performance' }).click();
    found.push(...(await auditViews(page, '/analytics project performance chart')));
    await page.getByTestId('chart-status').getByRole('button', { name: 'Table' }).click();
    found.push(...(await auditViews(page, '/analytics project performance table')));
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Custom range' }).click();
    await expect(page.getByTestId('custom-range')).toBeVisible();
    found.push(...(await auditViews(page, '/analytics custom range')));
    expect(found).toEqual([]);
  });

  test('analytics upgrade panel on the Free plan', async ({ page }) => {
    test.setTimeout(90_000);
    const user = await createAuditUser({ plan: 'free' });
    await openSignedIn(page, user);
    await open(page, '/analytics', 'Analytics');
    await expect(page.getByTestId('analytics-upgrade')).toBeVisible();
    expect(await auditViews(page, '/analytics upgrade panel')).toEqual([]);
  });

  test('pricing and billing with a paid subscription, annual prices, the payment result', async ({ page }) => {
    test.setTimeout(180_000);
    const user = await createAuditUser({ plan: 'free' });
    const { callbackSearch } = await paySandboxCheckout(user, 'premium');
    await openSignedIn(page, user);
    await open(page, '/pricing', 'Choose Your Plan');
    await expect(page.getByTestId('receipt')).toHaveCount(1);
    const found = await auditViews(page, '/pricing with a subscription');
    await page.getByRole('switch', { name: 'Annual billing' }).click();
    found.push(...(await auditViews(page, '/pricing annual prices')));
    await open(page, '/settings?tab=billing', 'Settings');
    await expect(page.getByTestId('receipt')).toHaveCount(1);
    found.push(...(await auditViews(page, '/settings?tab=billing with a subscription')));
    // The success state: the callback of the checkout this account paid, verified again.
    await page.goto(`/pricing/callback${callbackSearch}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    found.push(...(await auditViews(page, '/pricing/callback settled')));
    expect(found).toEqual([]);
  });
  // The studios' public booking page (decision 161) is not one of the router's: its root is its own.
  test('the public booking page: each step, the confirmation, and an unknown address', async ({ page }) => {
    test.setTimeout(240_000);
    const user = await createAuditUser({ plan: 'premium' });
    const { slug, consultation } = await openBookingPage(user);
    await open(page, `/book/${slug}`, 'Book an appointment');
    await expect(page.getByRole('button', { name: /First fitting/ })).toBeVisible();
    const found = await auditViews(page, `/book/${slug} types`);
    await page.getByRole('button', { name: /Bridal consultation/ }).click();
    await page
      .getByRole('group', { name: /^Free times on/ })
      .getByRole('button')
      .first()
      .click();
    await page.getByRole('button', { name: /^Book$/ }).click();
    await expect(page.getByText('Agree to the booking terms to book')).toBeVisible();
    found.push(...(await auditViews(page, `/book/${slug} details with errors`)));
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Prendre rendez-vous' })).toBeVisible();
    found.push(...(await auditViews(page, `/book/${slug} in French`)));
    await page.getByRole('button', { name: 'English' }).click();
    const [, second] = await freeSlots(slug, consultation.id);
    const { booking, key } = await bookAs(slug, consultation.id, second!, { name: 'Awa Diallo', email: 'awa@example.com' });
    await page.evaluate(([s, v]) => sessionStorage.setItem(`atelier.booking.${s}`, v!), [slug, JSON.stringify({ id: booking.id, key })]);
    await page.reload();
    await expect(page.getByTestId('book-result')).toHaveAttribute('data-status', 'confirmed');
    found.push(...(await auditViews(page, `/book/${slug} confirmed`)));
    await open(page, '/book/no-such-studio-here', 'Book an appointment');
    await expect(page.getByTestId('book-not-found')).toBeVisible();
    found.push(...(await auditViews(page, '/book unknown address')));
    expect(found).toEqual([]);
  });
});
