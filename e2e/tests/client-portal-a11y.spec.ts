import { expect, test } from '@playwright/test';
import type { MeasurementRequest, PortalLink, PortalView } from '@atelier/shared';
import { auditViews, createAuditUser, seriousViolations } from '../fixtures/a11y';
import { apiAs, createUser, openSignedIn } from '../fixtures/api';
import { E2E_BASE_URL } from '../fixtures/env';
import { clientCard, openPortalPanel, openRequestsDialog, portalItem, portalSection, seedClient } from '../fixtures/portal';
import { sideways } from '../fixtures/phone-width';

// The client's side at both widths and in both themes (decisions 082 to 085): the order-ready offer's
// toast, the portal page (which follows the phone's colour scheme), and the studio's new dialogs,
// with no serious or critical axe violation.

test.describe('the client portal: sizes, themes and axe', () => {
  test('a dress made ready offers “Order ready” by the client’s WhatsApp in a toast that reads at 1280 and 375 px', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const user = await createAuditUser({ plan: 'premium' });
    const { client } = await seedClient(user);
    await apiAs(user).patch(`/clients/${client.id}`, { preferredChannel: 'whatsapp' });
    await apiAs(user).post('/projects', { clientId: client.id, name: 'Linen shirt', type: 'Shirt', priority: 'low' });
    await context.route(/^https:\/\/wa\.me\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    await openSignedIn(page, user, '/projects?view=board');

    for (const [width, name] of [
      [1280, 'Ivory gown'],
      [375, 'Linen shirt'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.getByRole('button', { name: `Move to… ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Done' }).click();
      const offer = page.locator('[data-sonner-toast]').filter({ hasText: `Order ready: ${name}` });
      await expect(offer).toBeVisible();
      // The title reads as words: on a line or two, not squeezed to a letter a line by its button.
      // (Polled: the toast slides in.)
      const title = async () => (await offer.locator('[data-title]').boundingBox()) ?? { width: 0, height: 0 };
      await expect.poll(async () => (await title()).width, { message: `the offer's title width at ${width} px` }).toBeGreaterThan(120);
      expect((await title()).height, `the offer's title height at ${width} px`).toBeLessThan(50);
      const action = offer.getByRole('button', { name: 'Send by WhatsApp' });
      await expect(offer).toContainText('Send “Order ready” to Grace Hopper?');
      if (width === 1280) {
        // Its button is the one toast button of the app: axe in both themes, the toast held by the pointer.
        const found = await auditViews(page, 'the order-ready offer', {
          include: '[data-sonner-toaster]',
          prepare: async () => {
            await offer.hover();
            await expect(offer).toBeVisible();
          },
        });
        expect(found).toEqual([]);
        await page.setViewportSize({ width, height: 800 });
      }
      const [tab] = await Promise.all([context.waitForEvent('page'), action.click()]);
      await tab.waitForURL(/^https:\/\/wa\.me\//);
      const url = new URL(tab.url());
      expect(url.pathname).toBe('/447700900123');
      expect(url.searchParams.get('text')).toContain(name);
      await tab.close();
    }
  });

  test('axe on the portal page, light and dark, at 375 and 1280 px', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const user = await createUser({ plan: 'premium' });
    const { client } = await seedClient(user);
    const api = apiAs(user);
    await api.post('/measurements', {
      clientId: client.id,
      garmentType: 'dress',
      measurements: [
        { name: 'Bust', size: 34.5, unit: 'inches' },
        { name: 'Hips', size: 38, unit: 'inches' },
      ],
    });
    await api.post(`/clients/${client.id}/measurement-requests`, { garmentType: 'dress', unit: 'inches' });
    const { link } = await api.post<{ link: PortalLink }>(`/clients/${client.id}/portal-link`, {});
    // A reply the client has not read (decision 136): audited with its line at the top and its marks.
    await api.post(`/clients/${client.id}/conversation`, { body: 'The fitting is on Friday.', channel: 'whatsapp' });
    // A quote waiting for the client's answer (decision 158): audited with its confirmation open.
    const { quote } = await api.post<{ quote: { id: string; code: string } }>('/quotes', {
      clientId: client.id,
      title: 'Ivory gown',
      projectType: 'Wedding Dress',
      lines: [{ kind: 'free', description: 'Silk gown with a long train and hand-sewn lace', quantity: 1, unitPrice: 2450.5 }],
      discount: 50.5,
      taxRate: 20,
      deposit: { type: 'percent', value: 30 },
    });
    await api.post(`/quotes/${quote.id}/send`);
    void page;

    const phone = await browser.newContext();
    const portal = await phone.newPage();
    await portal.goto(link.url);
    const unread = portal.getByRole('link', { name: /^New messages from .+: 1$/ });
    await expect(unread).toBeVisible();
    const fitting = portalItem(portalSection(portal, 'Upcoming appointments'), 'First fitting');
    await expect(fitting).toBeVisible();
    // The states with their own colours: a confirmed badge, a value to check, the move note open.
    await fitting.getByRole('button', { name: 'Confirm' }).click();
    await expect(fitting.getByText('Confirmed', { exact: true })).toBeVisible();
    await fitting.getByRole('button', { name: 'Ask to move' }).click();
    await expect(fitting.getByLabel('When could you come instead?')).toBeFocused();
    const measure = portalItem(portalSection(portal, 'Measure yourself'), 'Dress');
    await measure.getByLabel('Hips (in)').fill('16');
    await measure.getByRole('button', { name: 'Send measurements' }).click();
    await expect(measure.getByText(/^Hips 16 in\? Please check/)).toBeVisible();
    const quoted = portalItem(portalSection(portal, 'Quotes'), `Quote ${quote.code} · Ivory gown`);
    await quoted.getByRole('button', { name: 'Accept' }).click();
    await expect(quoted.getByRole('button', { name: 'Yes, accept the quote' })).toBeFocused();

    const found: string[] = [];
    const background = () => portal.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const backgrounds = new Set<string>();
    for (const width of [375, 1280]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await portal.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        await portal.setViewportSize({ width, height: 800 });
        expect(await portal.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(colorScheme === 'dark');
        backgrounds.add(`${colorScheme} ${await background()}`);
        found.push(...(await seriousViolations(portal, `portal @ ${width}px ${colorScheme}`)));
      }
    }
    // Usable at 320 px: nothing wider than the screen.
    await portal.setViewportSize({ width: 320, height: 700 });
    expect(await sideways(portal)).toBeLessThanOrEqual(0);
    // The page really changes with the scheme: one background per scheme, and not the same one.
    expect(backgrounds.size).toBe(2);
    expect(new Set([...backgrounds].map((b) => b.split(' ').slice(1).join(' '))).size).toBe(2);
    // The thread seen, the line and the count go; the reply keeps its mark until the next visit.
    await portal.getByRole('list', { name: /^Your messages with / }).scrollIntoViewIfNeeded();
    await expect(unread).toHaveCount(0);
    await expect(portalSection(portal, 'Messages').getByText('New', { exact: true })).toBeVisible();
    await portal.reload();
    await expect(portal.getByRole('list', { name: /^Your messages with / }).getByRole('listitem')).toHaveCount(1);
    await expect(portal.getByRole('link', { name: /^New messages from/ })).toHaveCount(0);
    await expect(portalSection(portal, 'Messages').getByText('New', { exact: true })).toHaveCount(0);
    // The page a dead link shows.
    await portal.goto(`${E2E_BASE_URL}/portal/not-a-live-link-at-all`);
    await expect(portal.getByRole('heading', { level: 1, name: 'This link is no longer active' })).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await portal.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      found.push(...(await seriousViolations(portal, `dead link @ 1280px ${colorScheme}`)));
    }
    expect(found).toEqual([]);
    await phone.close();
  });

  test('axe on the portal panel, the send dialog, the measurement requests, Settings → Messages and the notifications, both themes at 1280 and 375 px', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const user = await createAuditUser({ plan: 'premium' });
    const { client, event } = await seedClient(user);
    const api = apiAs(user);
    const { link } = await api.post<{ link: PortalLink }>(`/clients/${client.id}/portal-link`, {});
    const { request } = await api.post<{ request: MeasurementRequest }>(`/clients/${client.id}/measurement-requests`, {
      garmentType: 'dress',
      unit: 'inches',
    });
    // The client answers through the portal's own API: a confirmation, a message, values with one flagged.
    const token = new URL(link.url).pathname.split('/').at(-1)!;
    const portalCall = async (path: string, body?: unknown) => {
      const res = await fetch(`${E2E_BASE_URL}/api/v1/portal/${token}${path}`, {
        method: 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(res.status, path).toBeLessThan(300);
    };
    // A confirmation carries the fingerprint of the appointment as the portal showed it (decision 183).
    const opened = await (await fetch(`${E2E_BASE_URL}/api/v1/portal/${token}`)).json();
    const shown = (opened.data.portal.appointments as { id: string; documentSha256: string }[]).find((a) => a.id === event.id);
    await portalCall(`/appointments/${event.id}/confirm`, { documentSha256: shown?.documentSha256 });
    await portalCall('/messages', { message: 'Could the hem be a little shorter?' });
    await portalCall(`/measurement-requests/${request.id}`, {
      values: [
        { name: 'Bust', size: 36 },
        { name: 'Hips', size: 16 },
      ],
      note: 'Measured with my sister.',
    });
    const view = await fetch(`${E2E_BASE_URL}/api/v1/portal/${token}`).then((r) => r.json() as Promise<{ data: { portal: PortalView } }>);
    expect(view.data.portal.measurementRequests.map((r) => r.status)).toEqual(['submitted']);

    await openSignedIn(page, user, '/clients');
    await expect(clientCard(page)).toBeVisible();

    const found: string[] = [];
    const dialogOnly = { include: '[role="dialog"]' };
    const panel = await openPortalPanel(page);
    await expect(panel.getByLabel('Link', { exact: true })).toHaveValue(link.url);
    found.push(...(await auditViews(page, 'portal panel', dialogOnly)));
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(clientCard(page).getByRole('button', { name: 'Client portal of Grace Hopper' })).toBeFocused();

    const menu = clientCard(page).getByRole('button', { name: 'Send message to Grace Hopper' });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Share on WhatsApp' }).click();
    const send = page.getByRole('dialog', { name: 'WhatsApp message to Grace Hopper' });
    await expect(send.getByTestId('message-preview')).toBeVisible();
    found.push(...(await auditViews(page, 'send message dialog', dialogOnly)));
    await page.keyboard.press('Escape');
    await expect(send).toBeHidden();
    await expect(menu).toBeFocused();

    const requests = await openRequestsDialog(page);
    await expect(requests.getByText('1 value to check')).toBeVisible();
    await expect(requests.getByText('Outside the usual range for this measurement')).toBeVisible();
    found.push(...(await auditViews(page, 'measurement requests dialog', dialogOnly)));
    await page.keyboard.press('Escape');
    await expect(requests).toBeHidden();
    await expect(clientCard(page).getByRole('button', { name: 'Measurements from home for Grace Hopper' })).toBeFocused();

    const bell = page.getByRole('button', { name: 'Notifications, 3 unread' });
    await bell.click();
    const notices = page.getByRole('dialog', { name: 'Notifications' });
    await expect(notices.getByTestId('notification')).toHaveCount(3);
    found.push(
      ...(await auditViews(page, 'notifications', {
        ...dialogOnly,
        // A resize may swap the header the bell lives in (phone top bar, sidebar): reopen it then.
        prepare: async () => {
          if (!(await notices.isVisible())) await page.getByRole('button', { name: 'Notifications, 3 unread' }).click();
          await expect(notices.getByTestId('notification')).toHaveCount(3);
        },
      })),
    );
    await page.keyboard.press('Escape');
    await expect(notices).toBeHidden();
    // Closing gives the focus back to the bell that opened the list. The audit's resizes swap the
    // header the bell lives in (phone top bar, desktop header), so the bell on screen now opens it.
    const shownBell = page.getByRole('button', { name: 'Notifications, 3 unread' }).filter({ visible: true });
    await shownBell.click();
    await expect(notices).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(notices).toBeHidden();
    await expect(shownBell).toBeFocused();

    await page.goto('/settings?tab=messages');
    await expect(page.getByTestId('messages-tab')).toBeVisible();
    await expect(page.getByTestId('messaging-usage')).toBeVisible();
    found.push(...(await auditViews(page, 'Settings → Messages')));
    expect(found).toEqual([]);
  });
});
