import { expect, test, type Page } from '@playwright/test';
import { auditViews, createAuditUser, seedStudio } from '../fixtures/a11y';
import { auditDialog } from '../fixtures/dialogs';
import { apiAs, createUser, openSignedIn, signInThroughForm } from '../fixtures/api';
import { createSkirtClient, generateSkirt } from '../fixtures/generator';
import { createPattern, createPublicPattern } from '../fixtures/patterns';
import { seedStudioNumbers } from '../fixtures/studio-numbers';
import { paySandboxCheckout } from '../fixtures/billing';
import { bookAs, freeSlots, openBookingPage } from '../fixtures/booking';

// The list screens with records on them, every dialog they open, and the toasts, have no
// serious or critical axe violation at 1280 and 375 px in either theme.

async function signedInWithStudio(page: Page) {
  const user = await createAuditUser({ plan: 'premium' });
  await seedStudio(user);
  await openSignedIn(page, user);
}

test.describe('accessibility of lists, dialogs and toasts (axe, WCAG 2.2 AA)', () => {
  test('measurements: both tabs with a record, edit and delete dialogs', async ({ page }) => {
    test.setTimeout(120_000);
    await signedInWithStudio(page);
    await page.goto('/measurements');
    await page.getByLabel('Client', { exact: true }).click();
    await page.getByRole('option', { name: 'Grace Hopper' }).click();
    await page.getByLabel('Garment Type', { exact: true }).click();
    await page.getByRole('option', { name: 'Dress', exact: true }).click();
    // The field being entered shows how to take it, with the figure (decision 136): audited shown.
    await page.getByLabel('Bust', { exact: true }).focus();
    await expect(page.locator('[data-measurement-figure="Bust"] svg')).toBeVisible();
    const found = await auditViews(page, '/measurements new, dress chosen, Bust entered');
    await page.getByRole('tab', { name: 'Measurement History' }).click();
    await expect(page.getByRole('article', { name: 'Grace Hopper' })).toBeVisible();
    found.push(...(await auditViews(page, '/measurements history')));
    found.push(
      ...(await auditDialog(page, page.getByRole('button', { name: 'Edit Dress measurement of Grace Hopper' }), 'Edit Measurement')),
    );
    found.push(
      ...(await auditDialog(page, page.getByRole('button', { name: 'Delete Dress measurement of Grace Hopper' }), 'Delete Measurement')),
    );
    expect(found).toEqual([]);
  });

  test('projects: grid, list, summary and the four dialogs', async ({ page }) => {
    test.setTimeout(150_000);
    await signedInWithStudio(page);
    await page.goto('/projects');
    const project = page.getByRole('article', { name: 'Wedding gown' });
    await expect(project).toBeVisible();
    const found = await auditViews(page, '/projects grid');
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    found.push(...(await auditViews(page, '/projects list')));
    found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Add Project' }), 'Add Project')));
    found.push(...(await auditDialog(page, project.getByRole('button', { name: 'View details of Wedding gown' }), 'Project Details')));
    found.push(...(await auditDialog(page, project.getByRole('button', { name: 'Edit Wedding gown' }), 'Edit Project')));
    found.push(...(await auditDialog(page, project.getByRole('button', { name: 'Delete Wedding gown' }), 'Delete Project')));
    expect(found).toEqual([]);
  });

  test('invoices: grid, list, summary and the four dialogs', async ({ page }) => {
    test.setTimeout(150_000);
    const user = await createAuditUser({ plan: 'premium' });
    const { client } = await seedStudio(user);
    await apiAs(user).post('/invoices', {
      clientId: client.id,
      invoiceNumber: 'INV-001',
      dueDate: '2030-06-01',
      items: [{ description: 'Wedding gown', quantity: 1, rate: 850 }],
    });
    await openSignedIn(page, user, '/invoices');
    const invoice = page.getByRole('article', { name: 'INV-001' });
    await expect(invoice).toBeVisible();
    const found = await auditViews(page, '/invoices grid');
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    found.push(...(await auditViews(page, '/invoices list')));
    found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Add Invoice' }), 'Add Invoice')));
    found.push(...(await auditDialog(page, invoice.getByRole('button', { name: 'View details of invoice INV-001' }), 'Invoice Details')));
    found.push(...(await auditDialog(page, invoice.getByRole('button', { name: 'Edit invoice INV-001' }), 'Edit Invoice')));
    found.push(...(await auditDialog(page, invoice.getByRole('button', { name: 'Delete invoice INV-001' }), 'Delete Invoice')));
    expect(found).toEqual([]);
  });

  test('calendar: month with events, week and day grids, agenda, and its dialogs', async ({ page }) => {
    test.setTimeout(240_000);
    const user = await createAuditUser({ plan: 'premium' });
    const { client } = await seedStudio(user);
    // Three events tomorrow (Berlin), so a day cell shows '+1 more'; one has the client.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() + 24 * 3600_000));
    const event = (title: string, type: string, hour: number, clientId: string | null) =>
      apiAs(user).post('/calendar', {
        title,
        type,
        clientId,
        startTime: `${day}T${hour}:00:00Z`,
        endTime: `${day}T${hour}:45:00Z`,
        location: 'Studio',
        description: '',
        remindClient: false,
      });
    await event('First fitting', 'fitting', 10, client.id);
    await event('Fabric delivery', 'delivery', 12, null);
    await event('Supplier meeting', 'meeting', 14, null);
    await apiAs(user).post('/calendar/feed');
    await openSignedIn(page, user, `/calendar?view=month&date=${day}`);
    await expect(page.getByTestId('calendar-upcoming').getByRole('button', { name: /First fitting/ })).toBeVisible();
    const found = await auditViews(page, '/calendar month (agenda at 375 px)');
    for (const view of ['week', 'day']) {
      await page.goto(`/calendar?view=${view}&date=${day}`);
      await expect(page.getByTestId('calendar-upcoming').getByRole('button', { name: /First fitting/ })).toBeVisible();
      found.push(...(await auditViews(page, `/calendar ${view}`)));
    }
    const upcoming = page.getByTestId('calendar-upcoming');
    found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Add Event' }).first(), 'Add New Event')));
    found.push(...(await auditDialog(page, upcoming.getByRole('button', { name: /First fitting/ }), 'First fitting')));
    await upcoming.getByRole('button', { name: /First fitting/ }).click();
    found.push(
      ...(await auditDialog(page, page.getByRole('dialog', { name: 'First fitting' }).getByRole('button', { name: 'Edit' }), 'Edit Event')),
    );
    await upcoming.getByRole('button', { name: /First fitting/ }).click();
    found.push(
      ...(await auditDialog(
        page,
        page.getByRole('dialog', { name: 'First fitting' }).getByRole('button', { name: 'Delete' }),
        'Delete Event',
      )),
    );
    found.push(
      ...(await auditDialog(
        page,
        page.getByTestId('calendar-feed').getByRole('button', { name: 'Regenerate' }),
        'Regenerate the calendar address?',
      )),
    );
    // '+N more' is on the month grid, which a phone does not show.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/calendar?view=month&date=${day}`);
    found.push(...(await auditDialog(page, page.getByRole('button', { name: /^\+1 more/ }), /^Events on /)));
    expect(found).toEqual([]);
  });

  test('patterns: designer, Your Patterns, the library and their dialogs', async ({ page }) => {
    test.setTimeout(180_000);
    const user = await createAuditUser({ plan: 'free' });
    await createPattern(user, { name: 'Bodice block' });
    const author = await createUser({ plan: 'premium' });
    // The library is every account's: a name of this test's own finds its card among other tests' patterns.
    const shared = `Wrap skirt ${author.email.split('@')[0]}`;
    await createPublicPattern(author, { name: shared, garmentType: 'Skirt' });
    await openSignedIn(page, user, '/patterns');
    const card = page.getByTestId('your-patterns').getByRole('article', { name: 'Bodice block' });
    await expect(card.getByRole('img', { name: 'Pattern Bodice block' })).toBeVisible();
    await expect(page.getByTestId('public-pattern-library').getByRole('img', { name: `Pattern ${shared}` })).toBeVisible();
    const found = await auditViews(page, '/patterns with a pattern and a public one');
    // The actions menu, open.
    found.push(
      ...(await auditViews(page, '/patterns actions menu', {
        prepare: async () => {
          if (!(await page.getByRole('menu').isVisible()))
            await card.getByRole('button', { name: 'More actions for Bodice block' }).click();
          await expect(page.getByRole('menu')).toBeVisible();
        },
      })),
    );
    await page.keyboard.press('Escape');
    // Opened in the canvas: the current-pattern note with the watermark line of a Free account.
    await card.getByRole('button', { name: 'More actions for Bodice block' }).click();
    await page.getByRole('menuitem', { name: 'Open in canvas' }).click();
    await expect(page.getByTestId('designer-current')).toContainText('Editing');
    found.push(...(await auditViews(page, '/patterns with a pattern open in the canvas')));
    found.push(...(await auditDialog(page, page.getByTestId('tool-panel').getByRole('button', { name: 'Save Pattern' }), 'Save Pattern')));
    found.push(...(await auditDialog(page, card.getByRole('button', { name: 'Edit Bodice block' }), 'Edit Pattern')));
    for (const [item, dialog] of [
      ['Make Public', 'Confirm Move to Public'],
      ['Delete', 'Delete Pattern'],
    ] as const) {
      await card.getByRole('button', { name: 'More actions for Bodice block' }).click();
      found.push(...(await auditDialog(page, page.getByRole('menuitem', { name: item }), dialog)));
    }
    expect(found).toEqual([]);
  });

  test('pattern generator: the form with missing measurements, a generated pattern and its dialogs', async ({ page }) => {
    test.setTimeout(180_000);
    const user = await createAuditUser({ plan: 'free' });
    const target = await createSkirtClient(user, 'Grace Hopper');
    await generateSkirt(user, target, { name: 'Office skirt' });
    // A second client with nothing recorded: the form asks for every measurement.
    await apiAs(user).post('/clients', { name: 'Ada Lovelace' });
    await openSignedIn(page, user, '/ai-patterns');
    const card = page.getByRole('article', { name: 'Office skirt' });
    await expect(card.getByRole('img', { name: /Preview of Office skirt/ })).toBeVisible();
    await page.getByRole('combobox', { name: 'Garment Type' }).click();
    await page.getByRole('option', { name: 'Skirt' }).click();
    await page.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: 'Ada Lovelace' }).click();
    await expect(page.getByTestId('missing-measurements')).toBeVisible();
    const found = await auditViews(page, '/ai-patterns with a generated pattern and missing measurements');
    found.push(...(await auditDialog(page, card.getByRole('button', { name: 'Edit Pattern Office skirt' }), 'Edit Pattern')));
    found.push(...(await auditDialog(page, card.getByRole('button', { name: 'Make Public Office skirt' }), 'Confirm Move to Public')));
    found.push(...(await auditDialog(page, card.getByRole('button', { name: 'Delete Office skirt' }), 'Delete Pattern')));
    // The progress card, held on screen while the request waits.
    for (const [label, option] of [
      ['Client', 'Grace Hopper'],
      ['Style', 'Formal'],
      ['Size Range', 'Custom'],
      ['Fabric Type', 'Wool'],
    ] as const) {
      await page.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: option }).click();
    }
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/patterns/generate', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Generate Pattern' }).click();
    await expect(page.getByTestId('generation-progress')).toBeVisible();
    found.push(...(await auditViews(page, '/ai-patterns while generating')));
    release();
    await expect(page.getByRole('article', { name: 'Formal pencil skirt' })).toBeVisible({ timeout: 30_000 });
    expect(found).toEqual([]);
  });

  test('analytics: the revenue targets dialog', async ({ page }) => {
    test.setTimeout(90_000);
    const user = await createAuditUser({ plan: 'premium' });
    await seedStudioNumbers(user);
    await openSignedIn(page, user, '/analytics');
    const goals = page.getByTestId('revenue-goals');
    await expect(goals).toBeVisible();
    const found = await auditDialog(page, goals.getByRole('button', { name: 'Set targets' }), 'Revenue Targets');
    expect(found).toEqual([]);
  });

  test('success, info and error toasts in both themes', async ({ page }) => {
    test.setTimeout(90_000);
    const user = await createAuditUser({ plan: 'free' });
    const found: string[] = [];
    // Hovering a toast pauses its 4 s timer, so each stays while axe reads it in every view.
    const auditToast = async (text: string) => {
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
      await expect(toast).toBeVisible();
      found.push(
        ...(await auditViews(page, `toast '${text}'`, {
          include: '[data-sonner-toaster]',
          prepare: async () => {
            await toast.hover();
            await expect(toast).toBeVisible();
          },
        })),
      );
      await toast.getByRole('button', { name: 'Close toast' }).click();
      await expect(toast).toBeHidden();
    };

    await page.goto('/');
    await page.getByTestId('plan-cta-premium').click();
    await auditToast('Please signup to continue to Premium');

    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await auditToast('Invalid email or password.');

    await signInThroughForm(page, user);
    await auditToast('Logged in successfully!');
    expect(found).toEqual([]);
  });

  test('billing: the change card dialog (with its errors), cancel and downgrade confirmations', async ({ page }) => {
    test.setTimeout(150_000);
    const user = await createAuditUser({ plan: 'free' });
    await paySandboxCheckout(user, 'enterprise');
    await openSignedIn(page, user, '/settings?tab=billing');
    const billing = page.getByTestId('billing-overview');
    await expect(billing.getByTestId('receipt')).toHaveCount(1);
    const found = await auditDialog(page, billing.getByRole('button', { name: 'Change card' }), 'Change card', async (dialog) => {
      // The card's own checks, shown under their fields.
      await dialog.getByRole('button', { name: 'Save card' }).click();
      await expect(dialog.getByText('Enter a valid card number.')).toBeVisible();
    });
    found.push(...(await auditDialog(page, billing.getByRole('button', { name: 'Cancel subscription' }), 'Cancel subscription')));
    await page.goto('/pricing');
    const premium = page.getByTestId('plan-card-premium');
    found.push(...(await auditDialog(page, premium.getByRole('button', { name: 'Switch to Premium' }), 'Switch to Premium')));
    expect(found).toEqual([]);
  });
  test('online booking: the settings tab, the appointment type dialogs and the bookings list (decision 161)', async ({ page }) => {
    test.setTimeout(150_000);
    const user = await createAuditUser({ plan: 'premium' });
    const { slug, consultation } = await openBookingPage(user);
    await openSignedIn(page, user, '/settings?tab=booking');
    const types = page.getByTestId('appointment-types');
    await expect(types.getByText('First fitting')).toBeVisible();
    const found = await auditViews(page, '/settings?tab=booking with types');
    found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Add appointment type' }), 'Add appointment type')));
    found.push(...(await auditDialog(page, types.getByRole('button', { name: 'Edit First fitting' }), 'Edit appointment type')));
    found.push(...(await auditDialog(page, types.getByRole('button', { name: 'Delete First fitting' }), 'Delete this appointment type?')));
    const [slot] = await freeSlots(slug, consultation.id);
    await bookAs(slug, consultation.id, slot!, { name: 'Awa Diallo', email: 'awa@example.com' });
    await page.goto('/bookings');
    await expect(page.getByTestId('bookings-list').getByText('Awa Diallo')).toBeVisible();
    found.push(...(await auditViews(page, '/bookings with a booking')));
    expect(found).toEqual([]);
  });

  test('tax and the books: the tax tab, the rate dialogs, an issued invoice, its credit note and the accountant’s export (decision 167)', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const user = await createAuditUser({ plan: 'premium' });
    const { client } = await seedStudio(user);
    const api = apiAs(user);
    await api.patch('/tax/settings', {
      country: 'FR',
      registered: true,
      companyNumber: '732829320',
      vatNumber: 'FR44732829320',
      addressLine1: '12 rue des Couturières',
      postcode: '75011',
      city: 'Paris',
    });
    const { rate } = await api.post<{ rate: { id: string } }>('/tax/rates', { name: 'TVA 20 %', rate: 20, isDefault: true });
    await api.post('/tax/rates', { name: 'Exonéré', rate: 0, category: 'E', exemptionReason: 'TVA non applicable, art. 293 B du CGI' });
    const { invoice } = await api.post<{ invoice: { id: string } }>('/invoices', {
      clientId: client.id,
      invoiceNumber: 'INV-001',
      dueDate: '2030-06-01',
      items: [{ description: 'Wedding gown', quantity: 1, rate: 850, taxRateId: rate.id }],
    });
    const { invoice: issued } = await api.post<{ invoice: { invoiceNumber: string } }>(`/invoices/${invoice.id}/issue`);

    await openSignedIn(page, user, '/settings?tab=tax');
    const rates = page.getByTestId('tax-rates');
    await expect(rates.getByText('TVA 20 %')).toBeVisible();
    const found = await auditViews(page, '/settings?tab=tax with rates');
    found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Add rate' }), 'Add tax rate')));
    found.push(...(await auditDialog(page, rates.getByRole('button', { name: 'Edit rate Exonéré' }), 'Edit tax rate')));
    found.push(...(await auditDialog(page, rates.getByRole('button', { name: 'Remove rate TVA 20 %' }), 'Remove tax rate')));

    await page.goto('/invoices');
    const card = page.getByRole('article', { name: issued.invoiceNumber });
    await expect(card).toBeVisible();
    const opener = card.getByRole('button', { name: `View details of invoice ${issued.invoiceNumber}` });
    found.push(...(await auditDialog(page, opener, 'Invoice Details')));
    await opener.click();
    const details = page.getByRole('dialog', { name: 'Invoice Details' });
    found.push(...(await auditDialog(page, details.getByRole('button', { name: 'Credit note', exact: true }), 'Issue a credit note')));
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    found.push(
      ...(await auditDialog(page, page.getByRole('button', { name: 'Export for your accountant' }), 'Export for your accountant')),
    );
    expect(found).toEqual([]);
  });
});
