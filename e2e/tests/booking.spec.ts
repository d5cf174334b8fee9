import { expect, test, type Page } from '@playwright/test';
import type { Booking } from '@atelier/shared';
import { apiAs, createUser, openSignedIn } from '../fixtures/api';
import { FUTURE_YEAR } from '../fixtures/billing';
import { expectFocusRoundTrip } from '../fixtures/dialogs';
import { bookAs, freeSlots, openBookingPage } from '../fixtures/booking';

// Online booking (decisions 156, 161): a client books on the studio's public page, in their own
// time zone, pays a deposit through the sandbox checkout, and the studio sees the booking; a time
// taken a moment before is said with the next ones; the client cancels on their portal.

/** Details and consent, then Book: a first try without ticking the terms is refused, naming them. */
async function fillDetails(page: Page, submit: RegExp) {
  await page.getByLabel('Name').fill('Chloé Martin');
  await page.getByLabel('Email').fill('chloe@example.com');
  await page.getByLabel('Phone').fill('+33 6 12 34 56 78');
  await page.getByRole('button', { name: submit }).click();
  await expect(page.getByText('Agree to the booking terms to book')).toBeVisible();
  await page.getByLabel('I agree to the booking terms').check();
  await page.getByRole('button', { name: submit }).click();
}

test.describe('the booking page in New York for a Berlin studio', () => {
  test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

  test('@mobile a client books a fitting with a deposit through the sandbox checkout; the studio sees it', async ({ page }) => {
    test.setTimeout(120_000);
    const user = await createUser({ plan: 'premium' });
    const { slug, fitting } = await openBookingPage(user);
    const [first] = await freeSlots(slug, fitting.id);
    expect(first).toBeTruthy();

    await page.goto(`/book/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Book an appointment' })).toBeVisible();
    await page.getByRole('button', { name: /First fitting/ }).click();
    // The times are the client's (New York), and the page says the studio's clock differs.
    await expect(page.getByTestId('book-zone')).toContainText('America/New_York');
    await expect(page.getByTestId('book-zone')).toContainText('Europe/Berlin');
    const nyTime = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit' }).format(
      new Date(first!.start),
    );
    const times = page.getByRole('group', { name: /^Free times on/ });
    await expect(times.getByRole('button').first()).toHaveText(nyTime);
    await times.getByRole('button').first().click();
    await expect(page.getByTestId('book-terms')).toContainText('A deposit holds your appointment.');
    await fillDetails(page, /Book and pay the \$25\.50 deposit/);

    // The sandbox's hosted checkout, then back on the booking page, which reads the booking again.
    await page.waitForURL(/\/sandbox\/checkout\//);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry month').fill('12');
    await page.getByLabel('Expiry year').fill(FUTURE_YEAR);
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(new RegExp(`/book/${slug}`));
    const result = page.getByTestId('book-result');
    await expect(result).toHaveAttribute('data-status', 'confirmed');
    await expect(result.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible();
    await expect(result).toContainText('Deposit of $25.50 paid.');
    // Read back after the checkout, the booking names no portal address: that goes to the client's email.
    await expect(result).toContainText('Your confirmation, with the link to your client page, is on its way to you');

    // The studio: the booking in its list, and its event in the calendar.
    await openSignedIn(page, user, '/bookings');
    const row = page.getByTestId('bookings-list').getByRole('listitem').filter({ hasText: 'Chloé Martin' });
    await expect(row).toContainText('First fitting');
    await expect(row).toContainText('Confirmed');
    const { bookings } = await apiAs(user).get<{ bookings: Booking[] }>('/bookings');
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({ status: 'confirmed', start: new Date(first!.start).toISOString(), deposit: 25.5 });
    const { event } = await apiAs(user).get<{ event: { title: string; type: string; startTime: string } }>(
      `/calendar/${bookings[0]!.eventId}`,
    );
    expect(event.type).toBe('fitting');
    expect(new Date(event.startTime).getTime()).toBe(new Date(first!.start).getTime());
  });
});

test('a time taken a moment before is said, with the next free times to pick instead', async ({ page }) => {
  test.setTimeout(90_000);
  const user = await createUser({ plan: 'premium' });
  const { slug, consultation } = await openBookingPage(user);
  const [first] = await freeSlots(slug, consultation.id);

  await page.goto(`/book/${slug}`);
  await page.getByRole('button', { name: /Bridal consultation/ }).click();
  await page
    .getByRole('group', { name: /^Free times on/ })
    .getByRole('button')
    .first()
    .click();
  // Someone else books that very time while this client types.
  await bookAs(slug, consultation.id, first!, { name: 'Someone Else', email: 'else@example.com' });
  await fillDetails(page, /^Book$/);

  const alert = page.getByRole('alert').filter({ hasText: 'That time was just taken' });
  await expect(alert).toBeVisible();
  const alternatives = page.getByTestId('book-alternatives').getByRole('button');
  await expect(alternatives.first()).toBeVisible();
  await alternatives.first().click();
  // What was typed stays; the next time is booked.
  await expect(page.getByLabel('Name')).toHaveValue('Chloé Martin');
  await page.getByRole('button', { name: /^Book$/ }).click();
  const result = page.getByTestId('book-result');
  await expect(result).toHaveAttribute('data-status', 'confirmed');
  // Booked without a deposit: the answer names the client's portal, and its calendar file there.
  await expect(result.getByRole('link', { name: 'Your client page' })).toHaveAttribute('href', /\/portal\//);
  await expect(result.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  const { bookings } = await apiAs(user).get<{ bookings: Booking[] }>('/bookings');
  expect(bookings.map((b) => b.name).sort()).toEqual(['Chloé Martin', 'Someone Else']);
});

test('a client cancels their booked appointment on the portal', async ({ page }) => {
  test.setTimeout(90_000);
  const user = await createUser({ plan: 'premium' });
  const { slug, consultation } = await openBookingPage(user);
  const [, second] = await freeSlots(slug, consultation.id);
  const { booking } = await bookAs(slug, consultation.id, second!, { name: 'Awa Diallo', email: 'awa@example.com' });
  expect(booking.status).toBe('confirmed');
  expect(booking.portalUrl).toBeTruthy();

  await page.goto(booking.portalUrl!);
  const item = page.getByRole('listitem').filter({ hasText: 'Bridal consultation' });
  await item.getByRole('button', { name: 'Cancel appointment' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(item.getByText('You cancelled this appointment')).toBeVisible();
  const { bookings } = await apiAs(user).get<{ bookings: Booking[] }>('/bookings?view=cancelled');
  expect(bookings.map((b) => b.name)).toEqual(['Awa Diallo']);
});

test('the page comes drawn with the studio’s name and types, and goes live in a French browser without a hydration error', async ({
  browser,
}) => {
  const user = await createUser({ plan: 'premium' });
  const { slug } = await openBookingPage(user);
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
  page.on('pageerror', (e) => void problems.push(e.message));
  // The HTML itself holds the page (decision 192): what a phone paints before any script.
  const html = await (await page.request.get(`/book/${slug}`, { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } })).text();
  // Drawn in the visitor's language (decision 208): French from the first paint, not redrawn.
  expect(html).toContain('<html lang="fr">');
  expect(html).toContain('Prendre rendez-vous');
  expect(html).toContain('Bridal consultation');
  expect(html).toContain('First fitting');
  expect(html).toContain('id="book-page-data"');
  await page.goto(`/book/${slug}`);
  // Live in the browser's language: the French words, then a type opens its free times.
  await expect(page.getByRole('heading', { level: 1, name: 'Prendre rendez-vous' })).toBeVisible();
  await page.getByRole('button', { name: /First fitting/ }).click();
  await expect(
    page
      .getByRole('group', { name: /^Créneaux libres le/ })
      .getByRole('button')
      .first(),
  ).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

test('an unknown booking address says so', async ({ page }) => {
  await page.goto('/book/no-such-studio-here');
  await expect(page.getByTestId('book-not-found')).toContainText('This booking page does not exist');
});

test('the studio turns its page on, adds a type with a deposit typed "25,50", and the page offers it', async ({ page }) => {
  test.setTimeout(90_000);
  const user = await createUser({ plan: 'premium' });
  await openSignedIn(page, user, '/settings?tab=booking');
  const form = page.getByTestId('booking-page-form');
  await form.getByRole('switch', { name: 'Take bookings online' }).click();
  const slug = `maison-${Date.now().toString(36)}`;
  await form.getByLabel('Page address').fill(`  ${slug.toUpperCase()} `);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByTestId('booking-public-url')).toHaveText(new RegExp(`/book/${slug}$`));

  const types = page.getByTestId('appointment-types');
  const add = page.getByRole('button', { name: 'Add appointment type' });
  await expectFocusRoundTrip(page, { opener: add, name: 'Add appointment type', firstFocus: (d) => d.getByLabel('Name') });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add appointment type' });
  await dialog.getByLabel('Name').fill('Essayage');
  await dialog.getByLabel('Duration (minutes)').fill('45');
  await dialog.getByLabel(/^Price/).fill('80');
  await dialog.getByLabel(/^Deposit/).fill('25,5x');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Write an amount like 25,50')).toBeVisible();
  await dialog.getByLabel(/^Deposit/).fill('25,50');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(types).toContainText('Essayage');
  await expect(types).toContainText('deposit $25.50');

  await page.goto(`/book/${slug}`);
  await expect(page.getByTestId('book-chosen-type')).toHaveText('Essayage');
  await expect(page.getByText('45 min · $80.00 · Deposit $25.50')).toBeVisible();
});
