import { expect, test } from '@playwright/test';
import type { Client, PortalLink, Quote, Service } from '@atelier/shared';
import { createAuditUser } from '../fixtures/a11y';
import { apiAs, createUser, openSignedIn, uniqueEmail } from '../fixtures/api';
import { auditDialog, expectFocusRoundTrip } from '../fixtures/dialogs';
import { sideways } from '../fixtures/phone-width';
import { phoneContext, portalItem, portalSection } from '../fixtures/portal';

// Quotes in a real browser against the real server (decision 158): the studio prices a gown from its
// price list and a free line typed the French way, sends it; the client accepts it on the portal
// on a phone; the studio sees the project and the deposit invoice it made.

const money = (amount: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(amount);

test.describe('quotes', () => {
  test('a quote made, sent, accepted on the portal at 375 px, and its project and deposit invoice seen', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const user = await createUser({ plan: 'premium' });
    const api = apiAs(user);
    const { client } = await api.post<{ client: Client }>('/clients', { name: 'Amaka Obi', email: uniqueEmail('amaka') });
    const { services } = await api.get<{ services: Service[] }>('/services?limit=100');
    const hem = services.find((s) => s.name === 'Hem trousers')!;

    // From the client's page, a new quote for her.
    await openSignedIn(page, user, `/clients/${client.id}`);
    await page.getByRole('link', { name: 'New quote' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Quote' })).toBeVisible();
    await page.getByLabel('Title').fill('Wedding trousers');
    await page.getByRole('button', { name: 'Add from price list' }).click();
    await page.getByRole('menuitem', { name: /^Hem trousers/ }).click();
    await page.getByRole('button', { name: 'Add a free line' }).click();
    const free = page.getByTestId('quote-line').nth(1);
    await free.getByLabel('Description').fill('Lace trim');
    await free.getByLabel(/^Price/).fill('3,50');
    const total = (hem.price ?? 0) + 3.5;
    await expect(page.getByTestId('quote-totals')).toContainText(money(total));
    await page.getByRole('button', { name: 'Create quote' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Quote Q-\d{4}$/ })).toBeVisible();
    await expect(page.getByTestId('quote-line')).toHaveCount(2);

    // Sent: on the client's portal (a studio on its trial without a card mails no client, decision 055).
    await page.getByRole('button', { name: 'Send to client' }).click();
    await expect(page.getByText(/is on the client’s portal/)).toBeVisible();
    await expect(page.getByTestId('quote-outcome').getByText('Sent', { exact: true })).toBeVisible();
    const { quotes } = await api.get<{ quotes: Quote[] }>('/quotes?limit=10');
    const quote = quotes[0]!;
    expect(quote.total).toBe(total);
    const { link } = await api.get<{ link: PortalLink }>(`/clients/${client.id}/portal-link`);

    // The client, on a phone, accepts it after the confirmation.
    const phone = await phoneContext(browser);
    const portal = await phone.newPage();
    await portal.goto(link.url);
    const item = portalItem(portalSection(portal, 'Quotes'), `Quote ${quote.code} · Wedding trousers`);
    await expect(item).toBeVisible();
    await expect(item.getByText('Lace trim')).toBeVisible();
    await expect(item.getByText('Waiting for your answer')).toBeVisible();
    expect(await sideways(portal)).toBeLessThanOrEqual(0);
    await item.getByRole('button', { name: 'Accept' }).click();
    await expect(item.getByText(/send you an invoice for the deposit of/)).toBeVisible();
    await item.getByRole('button', { name: 'Yes, accept the quote' }).click();
    await expect(item.getByText('Accepted', { exact: true })).toBeVisible();
    // The deposit invoice is the client's to see and pay.
    await portal.reload();
    await expect(portalSection(portal, 'Invoices').getByRole('listitem')).toHaveCount(1);
    await phone.close();

    // The studio sees the project and the deposit invoice the acceptance made.
    await page.reload();
    const outcome = page.getByTestId('quote-outcome');
    await expect(outcome.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(outcome.getByTestId('quote-project')).toHaveText('Open project Wedding trousers');
    await expect(outcome.getByTestId('quote-deposit-invoice')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create quote' })).toHaveCount(0);
    const number = (await outcome.getByTestId('quote-deposit-invoice').innerText()).replace('Invoice ', '');
    await outcome.getByTestId('quote-deposit-invoice').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice Management' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: number })).toBeVisible();
  });

  test('the quote’s dialog: axe and focus', async ({ page }) => {
    test.setTimeout(120_000);
    const user = await createAuditUser({ plan: 'premium' });
    const api = apiAs(user);
    const { client } = await api.post<{ client: Client }>('/clients', { name: 'Grace Hopper' });
    const { quote } = await api.post<{ quote: Quote }>('/quotes', {
      clientId: client.id,
      title: 'Evening dress',
      projectType: 'Evening Dress',
      lines: [{ kind: 'free', description: 'Dress', unitPrice: 420 }],
    });
    await openSignedIn(page, user, `/quotes/${quote.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Quote ${quote.code}` })).toBeVisible();
    const opener = page.getByRole('button', { name: 'Delete' });
    const name = `Delete quote ${quote.code}?`;
    expect(await auditDialog(page, opener, name)).toEqual([]);
    await expectFocusRoundTrip(page, { opener, name, firstFocus: (d) => d.getByRole('button', { name: 'Cancel' }) });
  });
});
