import { expect, test, type Page } from '@playwright/test';
import type { Service, Ticket } from '@atelier/shared';
import { auditViews, createAuditUser } from '../fixtures/a11y';
import { apiAs, createUser, openSignedIn, type TestUser } from '../fixtures/api';
import { auditDialog } from '../fixtures/dialogs';
import { sideways } from '../fixtures/phone-width';

// The counter's alteration tickets in a real browser against the real server (decision 155).

const money = (amount: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(amount);

async function servicePrices(user: TestUser) {
  const { services } = await apiAs(user).get<{ services: Service[] }>('/services?limit=100');
  const price = (name: string) => services.find((s) => s.name === name)!;
  return { hem: price('Hem trousers'), waist: price('Take in waist') };
}

/** Chooses a service of the price list in a garment's line. */
async function chooseService(page: Page, garment: number, name: string) {
  await page.getByTestId('ticket-garment').nth(garment).getByLabel('Service', { exact: true }).last().click();
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
}

async function ticketOf(user: TestUser, id: string) {
  return (await apiAs(user).get<{ ticket: Ticket }>(`/tickets/${id}`)).ticket;
}

test.describe('the counter', () => {
  test('a ticket with two garments at the counter, then picked up with its balance @mobile', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    const { hem, waist } = await servicePrices(user);
    await openSignedIn(page, user, '/tickets');
    // The list's own link: on a phone the counter bar offers a New ticket too (decision 209).
    await page.getByRole('main').getByRole('link', { name: 'New Ticket' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Ticket' })).toBeVisible();

    // A new client in the same form, two garments with a service each, other work, a deposit.
    await page.getByRole('button', { name: 'New client' }).click();
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel(/^Phone/).fill('06 12 34 56 78');
    await page.getByTestId('ticket-garment').nth(0).getByLabel('Garment', { exact: true }).fill('Navy trousers');
    await chooseService(page, 0, 'Hem trousers');
    await page.getByRole('button', { name: 'Add garment' }).click();
    await page.getByTestId('ticket-garment').nth(1).getByLabel('Garment', { exact: true }).fill('Silk dress');
    await chooseService(page, 1, 'Take in waist');
    await page.getByTestId('ticket-garment').nth(1).getByRole('button', { name: 'Add other work' }).click();
    await page.getByTestId('ticket-garment').nth(1).getByLabel('Description').fill('Replace a button');
    await page
      .getByTestId('ticket-garment')
      .nth(1)
      .getByLabel(/^Price/)
      .fill('3,50');
    const total = (hem.price ?? 0) + (waist.price ?? 0) + 3.5;
    await expect(page.getByTestId('ticket-total')).toContainText(money(total));
    // The pick-up day is the server's suggestion for the services' minutes.
    await expect(page.getByTestId('pickup-date')).not.toHaveValue('');
    await page.getByLabel(/^Deposit/).fill('20,00');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Create Ticket' }).click();

    await expect(page.getByText('Ticket created')).toBeVisible();
    await expect(page.getByTestId('ticket-code')).toContainText('A-0001');
    await expect(page.getByTestId('garment-code')).toHaveText(['A-0001-1', 'A-0001-2']);
    await expect(page.getByTestId('ticket-balance')).toHaveText(money(total - 20));
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    // Collected while a balance remains: the server's refusal is shown.
    await page.getByRole('button', { name: 'Mark collected' }).click();
    await expect(page.getByText(/remains on this ticket/)).toBeVisible();

    // Pick-up: the balance taken with the invoices' payments, then marked collected.
    await page.getByRole('button', { name: /^Take balance/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Take Balance' });
    await expect(dialog.getByLabel(/^Amount/)).toHaveValue((total - 20).toFixed(2));
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('ticket-balance')).toHaveText(money(0));
    await page.getByRole('button', { name: 'Mark collected' }).click();
    await expect(page.getByTestId('ticket-status')).toHaveText('Collected');

    // The list: found under Collected, and by its code.
    await page.getByRole('link', { name: 'All tickets' }).click();
    await expect(page.getByText('No tickets here.')).toBeVisible();
    await page.getByRole('tab', { name: 'Collected', exact: true }).click();
    await expect(page.getByRole('article', { name: 'A-0001' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Find by code' }).fill('a-0001-2');
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(page.getByTestId('ticket-code')).toContainText('A-0001');
  });

  test('a Free studio sees the upgrade panel', async ({ page }) => {
    const user = await createUser({ plan: 'free' });
    await openSignedIn(page, user, '/tickets');
    await expect(page.getByTestId('invoices-upgrade')).toBeVisible();
  });

  test('the counter’s screens and dialog in both themes (axe)', async ({ page }) => {
    test.setTimeout(300_000);
    const user = await createAuditUser({ plan: 'premium' });
    const { hem } = await servicePrices(user);
    const { ticket } = await apiAs(user).post<{ ticket: Ticket }>('/tickets', {
      client: { name: 'Grace Hopper', phone: '+33 6 12 34 56 78' },
      pickupDate: '2030-01-04',
      garments: [{ description: 'Navy trousers', lines: [{ serviceId: hem.id }, { description: 'Patch', price: 5 }] }],
    });
    expect((await ticketOf(user, ticket.id)).code).toBe('A-0001');
    await openSignedIn(page, user, '/tickets');
    await expect(page.getByRole('article', { name: 'A-0001' })).toBeVisible();
    const found = await auditViews(page, '/tickets');
    await page.goto('/tickets/new');
    await expect(page.getByTestId('pickup-date')).not.toHaveValue('');
    found.push(...(await auditViews(page, '/tickets/new')));
    await page.goto(`/tickets/${ticket.id}`);
    await expect(page.getByTestId('garment-code')).toHaveText(['A-0001-1']);
    found.push(...(await auditViews(page, 'the ticket page')));
    found.push(...(await auditDialog(page, page.getByRole('button', { name: /^Take balance/ }), 'Take Balance')));

    // Every stage of its garment done: the ticket is ready, and its banner offers the message.
    for (const stage of (await ticketOf(user, ticket.id)).garments[0]!.stages)
      await apiAs(user).patch(`/projects/${ticket.garments[0]!.id}/stages/${stage.id}`, { status: 'done' });
    expect((await ticketOf(user, ticket.id)).status).toBe('ready');
    await page.reload();
    await expect(page.getByTestId('ready-banner')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send “Ready for pick-up” message' })).toBeVisible();
    found.push(...(await auditViews(page, 'the ticket page, ready')));
    expect(found).toEqual([]);
  });

  test('the counter’s capacity in the studio settings (axe in both themes)', async ({ page }) => {
    test.setTimeout(180_000);
    const user = await createAuditUser({ plan: 'premium' });
    await openSignedIn(page, user, '/settings?tab=studio');
    const counter = page.getByRole('form', { name: 'Counter' });
    await expect(counter.getByLabel('Daily capacity (minutes)')).not.toHaveValue('');
    await counter.getByRole('checkbox', { name: 'Saturday' }).click();
    await counter.getByLabel('Daily capacity (minutes)').fill('300');
    await counter.getByRole('button', { name: 'Save Counter Settings' }).click();
    await expect(page.getByText('Counter settings updated')).toBeVisible();
    const { settings } = await apiAs(user).get<{ settings: { dailyCapacityMinutes: number } }>('/tickets/settings');
    expect(settings.dailyCapacityMinutes).toBe(300);
    expect(await auditViews(page, 'the counter settings', { include: 'form[aria-label="Counter"]' })).toEqual([]);
  });
});
