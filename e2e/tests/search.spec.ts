import { expect, test, type Page } from '@playwright/test';
import type { Client, Material, Ticket } from '@atelier/shared';
import { auditViews, createAuditUser } from '../fixtures/a11y';
import { apiAs, createUser, openSignedIn, type TestUser } from '../fixtures/api';
import { waitForLink } from '../fixtures/mail';
import { sideways } from '../fixtures/phone-width';

// One search for anything (decision 210) and the menu grouped by the work (decision 209), in a real
// browser against the real server: what the counter looks for, found from any page in two steps.

type Studio = { client: Client; ticket: Ticket; material: Material };

async function seedStudio(owner: TestUser): Promise<Studio> {
  const api = apiAs(owner);
  const { client } = await api.post<{ client: Client }>('/clients', {
    name: 'Margaux Lefèvre',
    phone: '06 12 34 56 78',
    email: 'margaux@example.fr',
  });
  const { ticket } = await api.post<{ ticket: Ticket }>('/tickets', {
    clientId: client.id,
    pickupDate: '2030-01-04',
    garments: [{ description: 'Robe de mariée', lines: [{ description: 'Ourlet', price: 45 }] }],
  });
  await api.post('/invoices', {
    clientId: client.id,
    invoiceNumber: 'INV-0042',
    dueDate: '2030-06-01',
    items: [{ description: 'Retouche', quantity: 1, rate: 80 }],
  });
  const { material } = await api.post<{ material: Material }>('/materials', {
    kind: 'fabric',
    measure: 'length',
    name: 'Crêpe de Chine ivoire',
    widthMm: 1400,
  });
  return { client, ticket, material };
}

/** Step one: the Find button where the person is (the sidebar on a desk, the counter bar on a phone). */
async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Types as people type, and answers the option it finds. */
async function find(page: Page, typed: string, option: string | RegExp) {
  const dialog = await openSearch(page);
  await dialog.getByRole('combobox').fill(typed);
  const found = dialog.getByRole('option', { name: option });
  await expect(found).toBeVisible();
  return { dialog, found };
}

test.describe('one search for anything', () => {
  // At the desk (1280 px) and, tagged for the phone project, at the counter (375 px).
  for (const where of ['', ' @mobile']) {
    test(`a ticket by its code typed three ways, a client by a phone written otherwise, an invoice, a fabric without its accent${where}`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const owner = await createAuditUser({ plan: 'enterprise' });
      const { client, ticket, material } = await seedStudio(owner);
      await openSignedIn(page, owner, '/dashboard');

      for (const typed of ['a0001', 'A-0001', 'a-0001']) {
        const { dialog, found } = await find(page, typed, /^A-0001\b/);
        if (typed !== 'a-0001') {
          await dialog.getByRole('button', { name: 'Close' }).click();
          continue;
        }
        await found.click();
        await expect(page).toHaveURL(new RegExp(`/tickets/${ticket.id}$`));
      }
      await expect(page.getByTestId('ticket-code')).toContainText('A-0001');

      // From the ticket's page, the client by the number they give, written otherwise than saved.
      const byPhone = await find(page, '+33 6 12 34 56 78', /^Margaux Lefèvre/);
      await byPhone.found.click();
      await expect(page).toHaveURL(new RegExp(`/clients/${client.id}$`));

      const byNumber = await find(page, 'inv 0042', /^INV-0042/);
      await expect(byNumber.dialog.getByRole('group', { name: 'Invoices' })).toBeVisible();
      await byNumber.found.click();
      await expect(page.getByRole('dialog').filter({ hasText: 'INV-0042' })).toBeVisible();
      await page.keyboard.press('Escape');

      const byWord = await find(page, 'crepe', /^Crêpe de Chine ivoire/);
      expect(await auditViews(page, 'search', { include: '[data-testid=search-dialog]' })).toEqual([]);
      await byWord.found.click();
      await expect(page).toHaveURL(new RegExp(`/materials/${material.id}$`));
      expect(await sideways(page)).toBeLessThanOrEqual(0);
    });
  }

  test('from the keyboard: / and Ctrl K open it, arrows choose, Enter opens; an action starts a form', async ({ page }) => {
    const owner = await createUser({ plan: 'enterprise' });
    await seedStudio(owner);
    await openSignedIn(page, owner, '/calendar');
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await page.keyboard.type('margaux');
    await expect(dialog.getByRole('option', { name: /^Margaux Lefèvre/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.keyboard.press('Control+k');
    await page.keyboard.type('new tick');
    await expect(dialog.getByRole('option', { name: 'New ticket' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tickets\/new$/);
  });

  test('staff find the work and no money', async ({ page }) => {
    test.setTimeout(120_000);
    const owner = await createUser({ plan: 'enterprise' });
    await seedStudio(owner);
    const staff = await createUser({ firstName: 'Sam', lastName: 'Seam' });
    await apiAs(owner).post('/team/invites', { email: staff.email, role: 'staff' });
    const link = await waitForLink(staff.email, '/join');
    await apiAs(staff).post('/invites/accept', { token: new URLSearchParams(link.hash.slice(1)).get('token'), leaveCurrentStudio: true });
    await openSignedIn(page, staff, '/dashboard');

    const ticket = await find(page, 'a0001', /^A-0001\b/);
    await ticket.dialog.getByRole('combobox').fill('INV-0042');
    await expect(ticket.dialog.getByText('Nothing found for “INV-0042”.')).toBeVisible();
    await expect(ticket.dialog.getByRole('group', { name: 'Invoices' })).toHaveCount(0);
    await ticket.dialog.getByRole('combobox').fill('pay');
    await expect(ticket.dialog.getByRole('option', { name: 'Record payment' })).toHaveCount(0);
  });
});

test.describe('the menu grouped by the work', () => {
  for (const role of ['owner', 'staff'] as const) {
    test(`shows the ${role} every page the role opens, each reachable`, async ({ page }) => {
      test.setTimeout(180_000);
      const owner = await createAuditUser({ plan: 'enterprise' });
      let user = owner;
      if (role === 'staff') {
        user = await createUser();
        await apiAs(owner).post('/team/invites', { email: user.email, role: 'staff' });
        const link = await waitForLink(user.email, '/join');
        await apiAs(user).post('/invites/accept', {
          token: new URLSearchParams(link.hash.slice(1)).get('token'),
          leaveCurrentStudio: true,
        });
      }
      await openSignedIn(page, user, '/dashboard');
      const nav = page.getByRole('complementary', { name: 'Main navigation' });
      // Every section unfolded, then every entry opened: none is refused or missing.
      await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      for (const folded of await nav.getByRole('button', { expanded: false }).all()) await folded.click();
      const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      expect(hrefs.length).toBeGreaterThan(role === 'owner' ? 20 : 10);
      if (role === 'staff')
        for (const money of ['/invoices', '/quotes', '/contracts', '/analytics', '/purchase-orders']) expect(hrefs).not.toContain(money);
      for (const href of hrefs) {
        await page.goto(href);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.getByTestId('role-denied')).toHaveCount(0);
        await expect(page.getByText('Page not found')).toHaveCount(0);
      }
      if (role === 'owner') {
        await page.goto('/dashboard');
        expect(
          await auditViews(page, 'menu', {
            prepare: async (view) => {
              if (view.width < 1024 && !(await nav.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
            },
          }),
        ).toEqual([]);
      }
    });
  }
});
