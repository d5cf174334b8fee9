import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import type { CalendarEvent, Measurement, MeasurementRequest, PortalLink } from '@atelier/shared';
import { apiAs, createUser, openSignedIn } from '../fixtures/api';
import { E2E_BASE_URL } from '../fixtures/env';
import { clientCard, openPortalPanel, openRequestsDialog, phoneContext, portalItem, portalSection, seedClient } from '../fixtures/portal';
import { sideways } from '../fixtures/phone-width';

// The client's side (decisions 082 to 085) in a real browser against the real server: the studio
// shares a portal link; the client opens it on a phone without an account, sees the fitting, the
// dress's stages and the balance, takes the files, confirms the fitting and measures at home; the
// studio approves the values, sees the answer, and revokes the link. The WhatsApp link; the card at
// a phone's width. Axe and the order-ready toast: client-portal-a11y.spec.ts.

test.describe('the client portal', () => {
  test(
    'the studio shares a link; the client sees the order on a phone, confirms the fitting and ' +
      'measures at home; the studio approves, sees the answer and revokes',
    async ({ page, browser }) => {
      test.setTimeout(180_000);
      const user = await createUser({ plan: 'premium' });
      const { client, event, project, invoice } = await seedClient(user);
      expect(invoice.balanceDue).toBe(550);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
      await openSignedIn(page, user);

      // The studio makes the link in the client's portal panel and copies it.
      const panel = await openPortalPanel(page);
      await expect(panel.getByText('No link yet. Create one to share with the client.')).toBeVisible();
      await panel.getByRole('button', { name: 'Create link' }).click();
      const field = panel.getByLabel('Link', { exact: true });
      await expect(field).toHaveValue(new RegExp(`^${E2E_BASE_URL}/portal/[A-Za-z0-9_-]{43}$`));
      const link = await field.inputValue();
      await expect(panel.getByText('Not opened yet')).toBeVisible();
      await panel.getByRole('button', { name: 'Copy link' }).click();
      await expect(page.getByText('Link copied')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();

      // The studio asks for the dress's measurements, in inches, from the client's card.
      const requests = await openRequestsDialog(page);
      await expect(requests.getByText('No requests yet.')).toBeVisible();
      await requests.getByRole('button', { name: 'Ask to measure at home' }).click();
      const ask = page.getByRole('dialog', { name: 'Ask Grace Hopper to measure at home' });
      await ask.getByLabel('Garment', { exact: true }).click();
      await page.getByRole('option', { name: 'Dress', exact: true }).click();
      await ask.getByLabel('Unit', { exact: true }).click();
      await page.getByRole('option', { name: /^Inches$/i }).click();
      await ask.getByRole('button', { name: 'Ask', exact: true }).click();
      await expect(ask).toBeHidden();
      const asked = requests.getByRole('article', { name: 'Dress measurements' });
      await expect(asked.getByText('Waiting for the client')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(requests).toBeHidden();

      // The client, on a phone and without an account, opens the link.
      const phone = await phoneContext(browser);
      const portal = await phone.newPage();
      const opened = await portal.goto(link);
      // The address is the key: not indexed, not cached, not sent on as a Referer (decisions 082, 085).
      expect(opened?.headers()).toMatchObject({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
      expect(opened?.headers()['x-robots-tag']).toMatch(/noindex/);
      await expect(portal.getByRole('heading', { level: 1, name: user.user.studio.name })).toBeVisible();
      await expect(portal.getByText('Hello Grace Hopper')).toBeVisible();
      expect(await sideways(portal)).toBeLessThanOrEqual(0);

      // The fitting tomorrow.
      const appointments = portalSection(portal, 'Upcoming appointments');
      const fitting = portalItem(appointments, 'First fitting');
      await expect(fitting).toBeVisible();
      await expect(fitting.getByText('Studio', { exact: true })).toBeVisible();
      // The studio's own notes about the appointment stay its own (decision 082).
      await expect(portal.getByText('Bring the shoes.')).toHaveCount(0);

      // The dress with its stages: Design done, the rest to do; its progress.
      const gown = portalItem(portalSection(portal, 'Your projects'), 'Ivory gown');
      await expect(gown.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(project.progress));
      expect(project.progress).toBe(14);
      const stages = gown.getByRole('list', { name: 'Stages' }).getByRole('listitem');
      await expect(stages).toHaveText(project.stages.map((s) => new RegExp(`${s.name}\\s*${s.status === 'done' ? 'Done' : 'To do'}$`)));
      await expect(stages).toHaveCount(7);

      // The invoice's amount, what was paid and the balance.
      const bill = portalItem(portalSection(portal, 'Invoices'), 'Invoice INV-026');
      const values = bill.locator('dl');
      await expect(values).toContainText(/Amount\s*\$850\.00/);
      await expect(values).toContainText(/Paid\s*\$300\.00/);
      await expect(values).toContainText(/Balance\s*\$550\.00/);

      // The PDF and the .ics come down as files of the right kind.
      const [pdf] = await Promise.all([portal.waitForEvent('download'), bill.getByRole('link', { name: 'Download PDF' }).click()]);
      expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
      expect(
        fs
          .readFileSync(await pdf.path())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
      const pdfAnswer = await phone.request.get(await bill.getByRole('link', { name: 'Download PDF' }).getAttribute('href').then(String));
      expect(pdfAnswer.headers()['content-type']).toMatch(/^application\/pdf/);
      const [ics] = await Promise.all([portal.waitForEvent('download'), fitting.getByRole('link', { name: 'Add to my calendar' }).click()]);
      expect(ics.suggestedFilename()).toMatch(/\.ics$/);
      const calendar = fs.readFileSync(await ics.path(), 'utf8');
      expect(calendar).toMatch(/^BEGIN:VCALENDAR/);
      expect(calendar).toMatch(/SUMMARY:First fitting/);
      expect(calendar).toMatch(/BEGIN:VALARM/);
      const icsAnswer = await phone.request.get(
        await fitting.getByRole('link', { name: 'Add to my calendar' }).getAttribute('href').then(String),
      );
      expect(icsAnswer.headers()['content-type']).toMatch(/^text\/calendar/);

      // The client confirms the fitting.
      await fitting.getByRole('button', { name: 'Confirm' }).click();
      await expect(fitting.getByText('Confirmed', { exact: true })).toBeVisible();
      await expect(fitting.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
      const { event: answered } = await apiAs(user).get<{ event: CalendarEvent }>(`/calendar/${event.id}`);
      expect(answered.clientResponse).toBe('confirmed');

      // Measuring at home: one value slips (Hips 16 in), the page says so before anything is sent.
      const measure = portalItem(portalSection(portal, 'Measure yourself'), 'Dress');
      await measure.getByLabel('Bust (in)', { exact: true }).fill('36');
      await measure.getByLabel('Waist (in)').fill('29');
      await measure.getByLabel('Hips (in)').fill('16');
      await measure.getByRole('button', { name: 'Send measurements' }).click();
      await expect(measure.getByText('Hips 16 in? Please check: most people measure between 17.7 and 90.6 in.')).toBeVisible();
      await expect(measure.getByLabel('Hips (in)')).toBeFocused();
      await expect(measure.getByLabel('Hips (in)')).toHaveAccessibleDescription(/Hips 16 in\? Please check/);
      await expect(measure.getByRole('button', { name: 'Send anyway' })).toBeVisible();
      // Nothing reached the studio yet.
      const waiting = await apiAs(user).get<{ requests: MeasurementRequest[] }>(`/clients/${client.id}/measurement-requests`);
      expect(waiting.requests.map((r) => r.status)).toEqual(['open']);
      // Corrected, it goes.
      await measure.getByLabel('Hips (in)').fill('38');
      await expect(measure.getByText(/Hips 16 in\?/)).toHaveCount(0);
      await expect(measure.getByRole('button', { name: 'Send anyway' })).toBeHidden();
      await measure.getByRole('button', { name: 'Send measurements' }).click();
      await expect(measure.getByRole('status')).toHaveText('Sent, waiting for the studio.');
      await expect(measure.getByLabel('Hips (in)')).toHaveCount(0);

      // The studio approves what was sent, beside nothing recorded before.
      const dialog = await openRequestsDialog(page);
      const sent = dialog.getByRole('article', { name: 'Dress measurements' });
      await expect(sent.getByText('Sent, waiting for your approval')).toBeVisible();
      const table = sent.getByRole('table', { name: 'What Grace Hopper sent for Dress, beside the last recorded values' });
      await expect(table.getByRole('row', { name: /^Hips/ })).toContainText('38');
      await expect(table.getByRole('row', { name: /^Bust(?! Point)/ })).toContainText('36');
      await expect(table.getByRole('row', { name: /^Dress Length/ })).toContainText('Not sent');
      await sent.getByRole('button', { name: 'Approve the Dress measurements' }).click();
      await page.getByRole('dialog', { name: 'Approve these measurements?' }).getByRole('button', { name: 'Approve and record' }).click();
      await expect(sent.getByText('Approved', { exact: true })).toBeVisible();
      const { measurements } = await apiAs(user).get<{ measurements: Measurement[] }>(`/clients/${client.id}/measurements`);
      expect(measurements).toHaveLength(1);
      expect(measurements[0]).toMatchObject({ garmentType: 'dress', takenBy: 'client' });
      expect(measurements[0]!.measurements.map((m) => [m.name, m.size, m.unit])).toEqual([
        ['Bust', 36, 'inches'],
        ['Waist', 29, 'inches'],
        ['Hips', 38, 'inches'],
      ]);
      // The approved request leads to the client's records, where the new one says who took it.
      await sent.getByRole('link', { name: 'See the record' }).click();
      await expect(page).toHaveURL(new RegExp(`/measurements\\?tab=history&client=${client.id}`));
      await expect(page.getByText('Taken by the client')).toBeVisible();
      await expect(page.getByTestId('measurement-requests').getByText('Approved', { exact: true })).toBeVisible();

      // The client's confirmation is in the studio's activity and behind the bell.
      await page.goto('/dashboard');
      await expect(page.getByRole('region', { name: 'Recent Activity' }).getByText('Grace Hopper confirmed First fitting')).toBeVisible();
      const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
      await bell.click();
      const notices = page.getByRole('dialog', { name: 'Notifications' });
      await expect(notices.getByTestId('notification').filter({ hasText: 'Grace Hopper confirmed an appointment' })).toBeVisible();
      await expect(notices.getByTestId('notification').filter({ hasText: 'Grace Hopper sent their measurements' })).toBeVisible();
      await page.keyboard.press('Escape');

      // The studio revokes the link: the open page says so at its next step, and so does the address.
      const again = await openPortalPanel(page);
      await expect(again.getByText(/^Last opened /)).toBeVisible();
      await again.getByRole('button', { name: 'Revoke', exact: true }).click();
      await page.getByRole('dialog', { name: 'Revoke the link' }).getByRole('button', { name: 'Revoke link' }).click();
      await expect(again.getByText('No link yet. Create one to share with the client.')).toBeVisible();

      await portal.getByLabel(/^Your message to /).fill('See you tomorrow!');
      await portal.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(portal.getByRole('heading', { level: 1, name: 'This link is no longer active' })).toBeVisible();
      await portal.reload();
      await expect(portal.getByRole('heading', { level: 1, name: 'This link is no longer active' })).toBeVisible();
      await expect(portal.getByText('Grace Hopper')).toHaveCount(0);
      await phone.close();
    },
  );

  test('Share on WhatsApp opens wa.me with the client’s number in E.164 digits and the studio’s text', async ({ page, context }) => {
    const user = await createUser({ plan: 'premium' });
    // A number written as the studio's clients give it, read in the studio's country.
    await apiAs(user).patch('/studio', { phoneCountry: 'GB' });
    const { client } = await seedClient(user, '07700 900123');
    // wa.me is not reachable from the test machine: the tab's address is what matters.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
    await context.route(/^https:\/\/wa\.me\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    await openSignedIn(page, user, '/clients');
    await clientCard(page).getByRole('button', { name: 'Send message to Grace Hopper' }).click();
    await page.getByRole('menuitem', { name: 'Share on WhatsApp' }).click();
    const dialog = page.getByRole('dialog', { name: 'WhatsApp message to Grace Hopper' });
    await expect(dialog).toBeVisible();
    const preview = dialog.getByTestId('message-preview');
    await expect(preview).toContainText('Grace Hopper');
    // The preview makes no link: it says one will be made by the send, and shows where it goes (decision 083).
    await expect(dialog.getByText('A private portal link will be made for the client and put in the message.')).toBeVisible();
    const text = (await preview.textContent()) ?? '';
    expect(text).toContain(`${E2E_BASE_URL}/portal/…`);

    const [tab] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: 'Open WhatsApp' }).click()]);
    await tab.waitForURL(/^https:\/\/wa\.me\//);
    const url = new URL(tab.url());
    expect(url.pathname).toBe('/447700900123');
    const sentText = url.searchParams.get('text') ?? '';
    // The text is the preview's, with the link the send made in it; the studio's name closes it.
    const { link } = await apiAs(user).get<{ link: PortalLink | null }>(`/clients/${client.id}/portal-link`);
    expect(link).not.toBeNull();
    expect(sentText).toBe(text.replace(`${E2E_BASE_URL}/portal/…`, link!.url));
    expect(sentText.trim().split('\n').at(-1)).toBe(`— ${user.user.studio.name}`);
    await expect(dialog).toBeHidden();

    // The same menu copies that link.
    await page.bringToFront();
    await clientCard(page).getByRole('button', { name: 'Send message to Grace Hopper' }).click();
    await page.getByRole('menuitem', { name: 'Copy portal link' }).click();
    await expect(page.getByText('Portal link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link!.url);
  });

  test('a client’s card holds its new buttons (portal, measurements from home, message) inside it at 1280, 375 and 320 px', async ({
    page,
  }) => {
    const user = await createUser({ plan: 'premium' });
    await apiAs(user).post('/clients', { name: 'Grace Hopper', email: 'grace@example.com', phone: '+44 7700 900123' });
    await openSignedIn(page, user, '/clients');
    const card = clientCard(page);
    for (const width of [1280, 375, 320]) {
      await page.setViewportSize({ width, height: 800 });
      const box = (await card.boundingBox())!;
      const buttons = await card.getByRole('button').all();
      expect(buttons.length).toBeGreaterThanOrEqual(7);
      for (const button of buttons) {
        const b = (await button.boundingBox())!;
        const name = await button.getAttribute('aria-label');
        expect(b.x, `${name} at ${width} px`).toBeGreaterThanOrEqual(box.x);
        expect(b.x + b.width, `${name} at ${width} px`).toBeLessThanOrEqual(box.x + box.width);
      }
      expect(await sideways(page), `${width} px`).toBeLessThanOrEqual(0);
    }
  });
});
