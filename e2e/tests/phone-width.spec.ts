import { expect, test } from '@playwright/test';
import type { Client, Invoice, Project } from '@atelier/shared';
import { appRoutes } from '../fixtures/app-routes';
import { apiAs, createUser, openSignedIn } from '../fixtures/api';
import { waitForLink } from '../fixtures/mail';
import { sideways } from '../fixtures/phone-width';

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
